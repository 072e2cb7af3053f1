import { z } from './zod.ts';

/** The signed-in person as pages and the API see them; nothing secret. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isOperator: z.boolean(),
  phoneNumber: z.string().nullable(),
  /** The version of the privacy policy and terms the person accepted (null: none on record). */
  termsVersion: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

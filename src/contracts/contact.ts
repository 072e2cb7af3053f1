import { z } from './zod.ts';
import { phoneTextSchema, toPhoneNumber } from './phone-input.ts';
import { emailAddressSchema, successMessageSchema } from './shared-schemas.ts';

// The contact form (POST /api/public/contact and the /susisiekti page): what a visitor sends the operator.

export const CONTACT_SUCCESS_MESSAGE = 'Ačiū! Jūsų žinutė išsiųsta. Atsakysime kuo greičiau.';
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Per trumpą laiką išsiuntėte per daug žinučių. Pabandykite dar kartą po valandos arba paskambinkite mums.';
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Messages one e-mail address may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** Messages one client (network) address may send per hour, whatever e-mail addresses it gives. */
export const CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR = 10;
/**
 * A field people never see (hidden with CSS, out of the tab order) but form-filling bots do: a message
 * that fills it is acknowledged and silently dropped.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const contactMessageInputSchema = z.object({
  name: z
    .string({ error: 'Įveskite savo vardą.' })
    .trim()
    .min(1, 'Įveskite savo vardą.')
    .max(100, 'Vardas per ilgas – daugiausia 100 simbolių.'),
  email: emailAddressSchema,
  phone: z.preprocess(
    emptyToUndefined,
    phoneTextSchema
      .trim()
      .transform((value, ctx) => toPhoneNumber(value, ctx) ?? undefined)
      .optional(),
  ),
  message: z
    .string({ error: 'Parašykite žinutę.' })
    .trim()
    .min(1, 'Parašykite žinutę.')
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      `Žinutė per trumpa – parašykite bent ${CONTACT_MESSAGE_MIN_LENGTH} simbolių.`,
    )
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Žinutė per ilga – daugiausia ${CONTACT_MESSAGE_MAX_LENGTH} simbolių.`),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactSuccessSchema = successMessageSchema;

export type ContactSendResult =
  { success: true; message: string } | { success: false; error: 'too_many_requests'; message: string };

export interface ContactServices {
  /** Stores the message and e-mails the operator, unless the honeypot is filled or the sender is over a limit. */
  send(
    input: ContactMessageInput,
    sender: { userId: string | null; clientIp: string },
  ): Promise<ContactSendResult>;
  /** The platform's own address (OPERATOR_EMAIL), named in the privacy policy for data requests. */
  platformEmail(): string;
}

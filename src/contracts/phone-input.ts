// The phone field of requests, apart from the answer pieces in shared-schemas.ts: it needs the phone
// number rules (libphonenumber and its metadata), which pages that only read answers must not download.
import { z } from './zod.ts';
import { validatePhoneInput } from '../core/phone/phone-number.ts';

const PHONE_MESSAGE = 'Neteisingas tel. numerio formatas.';

/** A phone number field as a form or a request sends it: text. */
export const phoneTextSchema = z.string({ error: PHONE_MESSAGE });

/** Transforms an optional phone number as typed into E.164 (null when empty); a bad one gets the phone rules' message. */
export const toPhoneNumber = (raw: string, ctx: z.RefinementCtx): string | null => {
  const result = validatePhoneInput(raw, { required: false });
  if (!result.isValid) {
    ctx.addIssue({ code: 'custom', message: result.error ?? PHONE_MESSAGE });
    return z.NEVER;
  }
  return result.number;
};

import { eq } from 'drizzle-orm';
import { PHONE_SAVED, validatePhoneInput } from '../../../core/phone/phone-number.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export type SavePhoneNumberResult =
  { ok: true; phoneNumber: string; message: string } | { ok: false; message: string };

/** Validates what the person typed (required; Lithuania when no country code is given) and stores it in E.164. */
export async function savePhoneNumber(
  db: Database,
  userId: string,
  raw: string,
): Promise<SavePhoneNumberResult> {
  const result = validatePhoneInput(raw, { required: true });
  if (!result.isValid || !result.number)
    return { ok: false, message: result.error ?? 'Neteisingas tel. numerio formatas.' };
  await db.update(user).set({ phoneNumber: result.number }).where(eq(user.id, userId));
  return { ok: true, phoneNumber: result.number, message: PHONE_SAVED };
}

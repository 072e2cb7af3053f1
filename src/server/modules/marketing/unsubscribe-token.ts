// The token of a marketing letter's unsubscribe address: the client and the salon, signed with a secret
// made once and kept in the database (every instance shares it). Nobody can make one for someone else, and
// it needs no row per letter: any letter's link withdraws that client's consent to that salon.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { storedSecret } from '../../config/stored-setting.ts';

const SECRET_KEY = 'marketing_unsubscribe_secret';

export interface UnsubscribeSubject {
  userId: string;
  businessId: string;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`marketing-unsubscribe:${payload}`).digest();

export async function unsubscribeToken(db: DbOrTx, subject: UnsubscribeSubject): Promise<string> {
  const payload = Buffer.from(JSON.stringify([subject.userId, subject.businessId])).toString('base64url');
  return `${payload}.${mac(await storedSecret(db, SECRET_KEY), payload).toString('base64url')}`;
}

/** The client and salon a token names, or null for anything we did not sign. */
export async function readUnsubscribeToken(db: DbOrTx, token: string): Promise<UnsubscribeSubject | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = mac(await storedSecret(db, SECRET_KEY), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string')) {
      const [userId, businessId] = parsed as [string, string];
      return { userId, businessId };
    }
  } catch {
    // A signed payload is always our JSON; anything else is refused like a bad signature.
  }
  return null;
}

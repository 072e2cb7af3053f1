import { isAPIError } from 'better-auth/api';
import { RESEND_VERIFICATION_COOLDOWN_MS } from '../../../core/ui/modal-queue-order.ts';
import {
  EMAIL_VERIFICATION_CALLBACK_PATH,
  PROFILE_TEXTS,
  type EmailLinkOutcome,
} from '../../../contracts/profile.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { claimSendSlot, releaseSendSlot } from './send-cooldown.ts';

export type ResendVerificationOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 409 | 429;
      errorCode: 'verified_email' | 'too_soon';
      message: string;
    };

/** The key of the last verification e-mail sent on request (sign-up's own e-mail is not counted). */
export const verificationSendKey = (userId: string) => `email-verification:${userId}`;

/**
 * Sends the verification link again: at most once a minute per person,
 * counted on the server so that several tabs or devices cannot get around it.
 */
export async function resendVerificationEmail(
  deps: { auth: Auth; db: Database },
  input: { user: SessionUser; headers: Headers },
): Promise<ResendVerificationOutcome> {
  if (input.user.emailVerified)
    return { ok: false, status: 409, errorCode: 'verified_email', message: PROFILE_TEXTS.alreadyVerified };
  const key = verificationSendKey(input.user.id);
  const slot = await claimSendSlot(deps.db, key, RESEND_VERIFICATION_COOLDOWN_MS);
  if (!slot) return { ok: false, status: 429, errorCode: 'too_soon', message: PROFILE_TEXTS.tooSoon };
  try {
    await deps.auth.api.sendVerificationEmail({
      body: { email: input.user.email, callbackURL: EMAIL_VERIFICATION_CALLBACK_PATH },
      headers: input.headers,
    });
    return { ok: true };
  } catch (error) {
    await releaseSendSlot(deps.db, key, slot.claimedAt);
    if (isAPIError(error) && error.body?.code === 'EMAIL_ALREADY_VERIFIED') {
      return { ok: false, status: 409, errorCode: 'verified_email', message: PROFILE_TEXTS.alreadyVerified };
    }
    throw error;
  }
}

/**
 * The letter's link, checked by the page it lands on: better-auth confirms the address (a link opened again
 * for a confirmed address is a success too) and never signs in by it, which would get past two-factor
 * authentication.
 */
export async function verifyEmailByLink(auth: Auth, token: string): Promise<EmailLinkOutcome> {
  if (token === '' || token.length > 4000) return 'invalid';
  try {
    await auth.api.verifyEmail({ query: { token } });
    return 'verified';
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return error.body?.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
  }
}

/**
 * The resend-verification link's one-minute pause: the time of the last send is kept in localStorage under
 * `emailVerificationSent`, so the pause survives reloads and other tabs.
 * The server enforces the same minute on its own.
 */
import { RESEND_VERIFICATION_COOLDOWN_MS } from '../../../core/ui/modal-queue-order.ts';
import { readStorage, writeStorage } from '../../shell/storage.ts';

const EMAIL_VERIFICATION_SENT_KEY = 'emailVerificationSent';

export function markVerificationSent(now = Date.now()): void {
  writeStorage('local', EMAIL_VERIFICATION_SENT_KEY, String(now));
}

export function lastVerificationSent(): number | null {
  const raw = readStorage('local', EMAIL_VERIFICATION_SENT_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Milliseconds until the link may be used again (0 = now). A send "in the future" (clock change) counts as now. */
export function cooldownRemaining(lastSent: number | null, now: number): number {
  if (lastSent === null) return 0;
  const since = now - Math.min(lastSent, now);
  return Math.max(0, RESEND_VERIFICATION_COOLDOWN_MS - since);
}

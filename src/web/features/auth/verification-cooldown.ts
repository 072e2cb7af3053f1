/**
 * The resend-verification link's one-minute pause: the time of the last send is kept in localStorage under
 * `emailVerificationSent`, so the pause survives reloads and other tabs.
 * The server enforces the same minute on its own.
 */
import { useEffect, useState } from 'react';
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

/**
 * The pause as a ticking state, for the account page's link and the code step's "siųskite naują kodą" alike:
 * `seconds` left (0 = may send), and `markSent` after a send (or a server's "too soon"). Storage and the clock
 * exist only in the browser, so both are read after hydration; another tab's send is seen too.
 */
export function useVerificationCooldown(): { waiting: boolean; seconds: number; markSent: () => void } {
  const [now, setNow] = useState<number | null>(null);
  const [lastSent, setLastSent] = useState<number | null>(null);
  useEffect(() => {
    setLastSent(lastVerificationSent());
    setNow(Date.now());
    const onStorage = () => setLastSent(lastVerificationSent());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const remaining = now === null ? 0 : cooldownRemaining(lastSent, now);
  const waiting = remaining > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return {
    waiting,
    seconds: Math.ceil(remaining / 1000),
    markSent: () => {
      const sentAt = Date.now();
      markVerificationSent(sentAt);
      setLastSent(sentAt);
      setNow(sentAt);
    },
  };
}

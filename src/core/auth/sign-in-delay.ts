/**
 * Per-account slowing of password guessing: after a few failed sign-ins each further attempt on that account
 * waits longer (1, 2, 4 … 30 s), never a lockout. The right password after the wait still signs in, so nobody
 * can lock a client out by failing on purpose; a guesser gets about two tries a minute per account.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 30;
/** Failures further apart than this start the count again. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

/** Seconds the next attempt must wait after `failures` recent failed sign-ins. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

export interface FailureRecord {
  failures: number;
  /** When the last failure (or admitted attempt) was, in ms since the epoch. */
  lastAttemptAt: number;
}

/** Milliseconds left before the account may try again; 0 when it may try now. */
export function waitBeforeNextAttempt(record: FailureRecord | null, now: number): number {
  if (!record || now - record.lastAttemptAt >= FAILURE_MEMORY_MS) return 0;
  const delayMs = delayAfterFailures(record.failures) * 1000;
  return Math.max(0, record.lastAttemptAt + delayMs - now);
}

import { describe, expect, it } from 'vitest';
import { delayAfterFailures, FAILURE_MEMORY_MS, waitBeforeNextAttempt } from './sign-in-delay.ts';

describe('delayAfterFailures', () => {
  it('lets five failures go by, then doubles the wait up to 30 s', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 50].map(delayAfterFailures)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 30, 30,
    ]);
  });
});

describe('waitBeforeNextAttempt', () => {
  const at = Date.UTC(2026, 0, 10, 12);
  it('does not wait without failures or after the failures are forgotten', () => {
    expect(waitBeforeNextAttempt(null, at)).toBe(0);
    expect(waitBeforeNextAttempt({ failures: 9, lastAttemptAt: at - FAILURE_MEMORY_MS }, at)).toBe(0);
  });

  it('counts the wait from the last attempt', () => {
    expect(waitBeforeNextAttempt({ failures: 7, lastAttemptAt: at - 1000 }, at)).toBe(3000);
    expect(waitBeforeNextAttempt({ failures: 7, lastAttemptAt: at - 4000 }, at)).toBe(0);
    expect(waitBeforeNextAttempt({ failures: 4, lastAttemptAt: at }, at)).toBe(0);
  });
});

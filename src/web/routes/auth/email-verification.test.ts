import { describe, expect, it } from 'vitest';
import { verificationOutcome } from './email-verification.tsx';

describe('e-mail verification landing', () => {
  it.each([
    ['TOKEN_EXPIRED', null, 'expired'],
    ['INVALID_USER', { emailVerified: false }, 'other-account'],
    ['INVALID_TOKEN', null, 'invalid'],
    ['USER_NOT_FOUND', { emailVerified: true }, 'invalid'],
  ] as const)('error %s → %s', (error, user, outcome) => {
    expect(verificationOutcome(error, user)).toBe(outcome);
  });

  it('congratulates only a signed-in user whose address is verified', () => {
    expect(verificationOutcome(null, { emailVerified: true })).toBe('verified');
    expect(verificationOutcome(null, { emailVerified: false })).toBe('not-verified');
  });

  it('does not claim success to someone who merely opens the page', () => {
    expect(verificationOutcome(null, null)).toBe('unknown');
  });
});

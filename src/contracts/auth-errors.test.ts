import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  GENERIC_AUTH_ERROR,
  tooManyRequestsMessage,
  TOO_MANY_REQUESTS,
} from './auth-errors.ts';

describe('authErrorMessage', () => {
  it('translates better-auth codes, in either case', () => {
    expect(authErrorMessage('INVALID_EMAIL_OR_PASSWORD', 401)).toBe(
      'Neteisingas el. pašto adresas arba slaptažodis.',
    );
    expect(authErrorMessage('invalid_code', 401)).toMatch(/^Neteisingas kodas/);
    expect(authErrorMessage('MISSING_OR_NULL_ORIGIN', 403)).toBe(
      'Užklausa atmesta. Atnaujinkite puslapį ir bandykite dar kartą.',
    );
    expect(authErrorMessage('INVALID_CALLBACK_URL', 403)).toMatch(/^Nuoroda netinkama/);
  });

  it('says "too many attempts" for a 429, unless the code says more', () => {
    expect(authErrorMessage(undefined, 429)).toBe(TOO_MANY_REQUESTS);
    expect(authErrorMessage('INVALID_CODE', 429)).toBe(TOO_MANY_REQUESTS);
    expect(authErrorMessage('ACCOUNT_TEMPORARILY_LOCKED', 429)).toMatch(/laikinai užrakinta/);
  });

  it('never shows an unknown code or English text', () => {
    expect(authErrorMessage('SOMETHING_NEW', 400)).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(undefined, 500)).toBe(GENERIC_AUTH_ERROR);
  });

  it('names the wait when it is known', () => {
    expect(tooManyRequestsMessage(41.2)).toBe('Per daug bandymų. Bandykite po 42 s.');
    expect(tooManyRequestsMessage(null)).toBe(TOO_MANY_REQUESTS);
  });
});

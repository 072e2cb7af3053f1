import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_AUTH_ERROR, TOO_MANY_REQUESTS } from './auth-errors.ts';

describe('authErrorMessage', () => {
  it('translates better-auth codes', () => {
    expect(authErrorMessage('INVALID_EMAIL_OR_PASSWORD', 401)).toBe(
      'Neteisingas el. pašto adresas arba slaptažodis.',
    );
    expect(authErrorMessage('INVALID_CODE', 401)).toMatch(/^Neteisingas kodas/);
  });

  it('says "too many attempts" for any 429, whatever the code', () => {
    expect(authErrorMessage(undefined, 429)).toBe(TOO_MANY_REQUESTS);
    expect(authErrorMessage('INVALID_CODE', 429)).toBe(TOO_MANY_REQUESTS);
  });

  it('never shows an unknown code or English text', () => {
    expect(authErrorMessage('SOMETHING_NEW', 400)).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(undefined, 500)).toBe(GENERIC_AUTH_ERROR);
  });
});

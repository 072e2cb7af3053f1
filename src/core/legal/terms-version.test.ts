import { describe, expect, it } from 'vitest';
import { TERMS_VERSION, termsNoticeDue } from './terms-version.ts';

describe('termsNoticeDue', () => {
  it('asks a person who accepted an older version', () => {
    expect(termsNoticeDue('2000-01-01')).toBe(true);
  });
  it('leaves alone a person who accepted the current version', () => {
    expect(termsNoticeDue(TERMS_VERSION)).toBe(false);
  });
  it('leaves alone an account with no acceptance on record', () => {
    expect(termsNoticeDue(null)).toBe(false);
  });
});

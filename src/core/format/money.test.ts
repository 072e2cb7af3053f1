import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NO_BREAK_SPACE, formatEuro } from './money.ts';

const NBSP = '\u00A0';

describe('formatEuro', () => {
  it.each([
    [2500, `25,00${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [1, `0,01${NBSP}€`],
    [50, `0,50${NBSP}€`],
    [1999, `19,99${NBSP}€`],
    [99_999, `999,99${NBSP}€`],
    [125_000, `1${NBSP}250,00${NBSP}€`],
    [123_456_789, `1${NBSP}234${NBSP}567,89${NBSP}€`],
    [-500, `\u22125,00${NBSP}€`],
  ])('%d cents → %j', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });

  it('uses U+00A0 for every space', () => {
    expect(NO_BREAK_SPACE).toBe(NBSP);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatEuro(cents);
        expect(text).not.toMatch(/[ \u202F\u2009]/);
        expect(text.endsWith(`${NBSP}€`)).toBe(true);
      }),
    );
  });

  it('is exact for large amounts (no float rounding)', () => {
    expect(formatEuro(Number.MAX_SAFE_INTEGER)).toBe(`90${NBSP}071${NBSP}992${NBSP}547${NBSP}409,91${NBSP}€`);
  });

  it('round-trips the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const digits = formatEuro(cents).replace(/[^\d]/g, '');
        expect(Number(digits)).toBe(cents);
      }),
    );
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d', (cents) => {
    expect(() => formatEuro(cents)).toThrow(RangeError);
  });
});

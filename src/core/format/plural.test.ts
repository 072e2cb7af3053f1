import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, pluralLt } from './plural.ts';

const VIZITAS = { one: 'vizitas', few: 'vizitai', many: 'vizitų' };
const NBSP = '\u00A0';

describe('pluralLt', () => {
  it.each([
    [0, 'vizitų'],
    [1, 'vizitas'],
    [2, 'vizitai'],
    [9, 'vizitai'],
    [10, 'vizitų'],
    [11, 'vizitų'],
    [12, 'vizitų'],
    [19, 'vizitų'],
    [20, 'vizitų'],
    [21, 'vizitas'],
    [22, 'vizitai'],
    [29, 'vizitai'],
    [30, 'vizitų'],
    [101, 'vizitas'],
    [111, 'vizitų'],
    [112, 'vizitų'],
    [121, 'vizitas'],
    [1000, 'vizitų'],
    [1001, 'vizitas'],
    [-1, 'vizitas'],
  ])('%d → %s', (n, expected) => {
    expect(pluralLt(n, VIZITAS)).toBe(expected);
  });

  it('uses the fraction form for non-integers, else the many form', () => {
    expect(pluralLt(1.5, { ...VIZITAS, fraction: 'vizito' })).toBe('vizito');
    expect(pluralLt(1.5, VIZITAS)).toBe('vizitų');
  });

  it('follows the Lithuanian rule for every integer', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (n) => {
        const teen = n % 100 >= 11 && n % 100 <= 19;
        const expected = !teen && n % 10 === 1 ? 'vizitas' : !teen && n % 10 >= 2 ? 'vizitai' : 'vizitų';
        expect(pluralLt(n, VIZITAS)).toBe(expected);
      }),
    );
  });
});

describe('formatCount', () => {
  it.each([
    [1, '1 vizitas'],
    [2, '2 vizitai'],
    [10, '10 vizitų'],
    [21, '21 vizitas'],
    [0, '0 vizitų'],
    [1250, '1 250 vizitų'],
  ])('%d → %s (no-break spaces)', (n, expected) => {
    expect(formatCount(n, VIZITAS)).toBe(expected.replaceAll(' ', NBSP));
  });

  it('writes fractions with a decimal comma', () => {
    expect(formatCount(1.5, { one: 'valanda', few: 'valandos', many: 'valandų', fraction: 'valandos' })).toBe(
      `1,5${NBSP}valandos`,
    );
  });

  it('never contains an ordinary space', () => {
    expect(formatCount(1_234_567, VIZITAS)).not.toContain(' ');
  });
});

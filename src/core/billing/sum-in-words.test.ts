import { describe, expect, it } from 'vitest';
import { numberInWordsLt, sumInWordsLt } from './sum-in-words.ts';

describe('sumInWordsLt', () => {
  it.each([
    [12050, 'vienas šimtas dvidešimt eurų 50 ct'],
    [2900, 'dvidešimt devyni eurai 00 ct'],
    [4700, 'keturiasdešimt septyni eurai 00 ct'],
    [2100, 'dvidešimt vienas euras 00 ct'],
    [100, 'vienas euras 00 ct'],
    [1105, 'vienuolika eurų 05 ct'],
    [99, 'nulis eurų 99 ct'],
    [0, 'nulis eurų 00 ct'],
    [21_100, 'du šimtai vienuolika eurų 00 ct'],
    [100_000, 'vienas tūkstantis eurų 00 ct'],
    [254_201, 'du tūkstančiai penki šimtai keturiasdešimt du eurai 01 ct'],
    [1_100_000, 'vienuolika tūkstančių eurų 00 ct'],
    [
      123_456_789,
      'vienas milijonas du šimtai trisdešimt keturi tūkstančiai penki šimtai šešiasdešimt septyni eurai 89 ct',
    ],
    [-2900, 'minus dvidešimt devyni eurai 00 ct'],
  ])('%i ct → %s', (cents, words) => {
    expect(sumInWordsLt(cents)).toBe(words);
  });

  it('writes the teens and tens in their own words', () => {
    expect(numberInWordsLt(12)).toBe('dvylika');
    expect(numberInWordsLt(19)).toBe('devyniolika');
    expect(numberInWordsLt(90)).toBe('devyniasdešimt');
    expect(numberInWordsLt(316)).toBe('trys šimtai šešiolika');
    expect(numberInWordsLt(21_000)).toBe('dvidešimt vienas tūkstantis');
    expect(numberInWordsLt(2_000_000)).toBe('du milijonai');
  });

  it('refuses fractions of a cent', () => {
    expect(() => sumInWordsLt(1.5)).toThrow(RangeError);
    expect(() => numberInWordsLt(-1)).toThrow(RangeError);
  });
});

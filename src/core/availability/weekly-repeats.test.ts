import { describe, expect, it } from 'vitest';
import { shiftLikeFirst, weeklyRepeats } from './weekly-repeats.ts';

const VILNIUS = 'Europe/Vilnius';

describe('weeklyRepeats', () => {
  it('repeats every N weeks, M times, from the first occurrence', () => {
    const dates = weeklyRepeats(
      { start: '2026-11-23T10:00:00+02:00', durationMinutes: 90 },
      { everyWeeks: 2, count: 3 },
      VILNIUS,
    );
    expect(dates).toEqual([
      { start: '2026-11-23T10:00:00+02:00', end: '2026-11-23T11:30:00+02:00' },
      { start: '2026-12-07T10:00:00+02:00', end: '2026-12-07T11:30:00+02:00' },
      { start: '2026-12-21T10:00:00+02:00', end: '2026-12-21T11:30:00+02:00' },
    ]);
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    const dates = weeklyRepeats(
      { start: '2027-03-22T09:00:00+02:00', durationMinutes: 60 },
      { everyWeeks: 1, count: 2 },
      VILNIUS,
    );
    expect(dates[1]).toEqual({ start: '2027-03-29T09:00:00+03:00', end: '2027-03-29T10:00:00+03:00' });
  });

  it('refuses a count or interval that is not a whole positive number', () => {
    const first = { start: '2026-11-23T10:00:00+02:00', durationMinutes: 60 };
    expect(() => weeklyRepeats(first, { everyWeeks: 0, count: 2 }, VILNIUS)).toThrow(RangeError);
    expect(() => weeklyRepeats(first, { everyWeeks: 1, count: 1.5 }, VILNIUS)).toThrow(RangeError);
  });
});

describe('shiftLikeFirst', () => {
  it('moves every start by the same days and to the same new time of day, across DST', () => {
    const moved = shiftLikeFirst(
      ['2027-03-22T10:00:00+02:00', '2027-03-29T10:00:00+03:00'],
      '2027-03-22T10:00:00+02:00',
      '2027-03-23T11:30:00+02:00',
      VILNIUS,
    );
    expect(moved).toEqual(['2027-03-23T11:30:00+02:00', '2027-03-30T11:30:00+03:00']);
  });
});

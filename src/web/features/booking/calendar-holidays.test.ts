import { describe, expect, it } from 'vitest';
import { calendarHolidays } from './calendar-holidays.ts';

describe('calendarHolidays', () => {
  it('marks the public holidays of the range', () => {
    expect([...calendarHolidays('2026-12-01', '2026-12-31', [])]).toEqual([
      ['2026-12-24', 'Kūčios'],
      ['2026-12-25', 'Kalėdos (pirmoji diena)'],
      ['2026-12-26', 'Kalėdos (antroji diena)'],
    ]);
  });

  it('leaves out the public holidays the business works on', () => {
    const marks = calendarHolidays('2026-12-01', '2026-12-31', ['2026-12-24', '2026-12-31']);
    expect(marks.has('2026-12-24')).toBe(false);
    expect([...marks.keys()]).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('keeps both names when two holidays share a date', () => {
    // 1 May 2022 was the first Sunday of May: Labour Day and Mother's Day at once.
    expect(calendarHolidays('2022-05-01', '2022-05-31', []).get('2022-05-01')).toBe(
      'Tarptautinė darbo diena, Motinos diena',
    );
  });

  it('spans a year boundary and stays inside the range', () => {
    expect([...calendarHolidays('2026-12-26', '2027-01-01', [])]).toEqual([
      ['2026-12-26', 'Kalėdos (antroji diena)'],
      ['2027-01-01', 'Naujieji metai'],
    ]);
    expect(calendarHolidays('2027-01-02', '2027-01-01', []).size).toBe(0);
  });
});

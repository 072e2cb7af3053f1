import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  calendarDateParts,
  daysBetween,
  daysInMonth,
  isLocalDate,
  isoWeekday,
} from './calendar-date.ts';

describe('calendar dates without Temporal', () => {
  it('accepts only dates that exist, written YYYY-MM-DD', () => {
    expect(calendarDateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0999-01-01',
      '2026-1-01',
      '2026-01-01T00:00',
      '',
    ])
      expect(isLocalDate(bad), bad).toBe(false);
  });

  it('adds days across months, years and both DST Sundays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows month lengths, weekdays and rolls over parts the way the calendar does', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2026, 12)]).toEqual([28, 29, 31]);
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(calendarDate(2026, 12, 32)).toBe('2027-01-01');
    expect(calendarDate(2026, 3, 0)).toBe('2026-02-28');
  });
});

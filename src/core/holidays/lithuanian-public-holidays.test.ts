import Holidays from 'date-holidays';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { easterSunday, lithuanianPublicHolidays, publicHolidayOn } from './lithuanian-public-holidays.ts';

const SUNDAY_HOLIDAYS = new Set(['Motinos diena', 'Tėvo diena']);

describe('lithuanianPublicHolidays', () => {
  it('lists the 16 holidays of the law, sorted by date', () => {
    const holidays = lithuanianPublicHolidays(2026);
    expect(holidays).toHaveLength(16);
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
    expect(holidays).toContainEqual({ date: '2026-04-05', name: 'Velykos' });
    expect(holidays).toContainEqual({ date: '2026-04-06', name: 'Antroji Velykų diena' });
    expect(holidays).toContainEqual({ date: '2026-05-03', name: 'Motinos diena' });
    expect(holidays).toContainEqual({ date: '2026-06-07', name: 'Tėvo diena' });
  });

  it('computes Easter with the Gregorian computus', () => {
    expect(easterSunday(2027).toString()).toBe('2027-03-28');
    expect(easterSunday(2038).toString()).toBe('2038-04-25'); // latest possible
    expect(easterSunday(2285).toString()).toBe('2285-03-22'); // earliest possible
    expect(publicHolidayOn('2027-03-28')?.name).toBe('Velykos');
    expect(publicHolidayOn('2027-03-29')?.name).toBe('Antroji Velykų diena');
  });

  it('marks Kūčios and Christmas', () => {
    expect(publicHolidayOn('2026-12-24')).toEqual({ date: '2026-12-24', name: 'Kūčios' });
    expect(publicHolidayOn('2026-12-25')?.name).toMatch(/^Kalėdos/);
    expect(publicHolidayOn('2026-12-26')?.name).toMatch(/^Kalėdos/);
    expect(publicHolidayOn('2026-12-27')).toBeNull();
    expect(publicHolidayOn('2026-11-23')).toBeNull();
  });

  it('keeps both names when May 1 is the first Sunday of May; the statutory one comes first', () => {
    const mayFirst = lithuanianPublicHolidays(2033).filter((holiday) => holiday.date === '2033-05-01');
    expect(mayFirst.map((holiday) => holiday.name)).toEqual(['Tarptautinė darbo diena', 'Motinos diena']);
    expect(publicHolidayOn('2033-05-01')?.name).toBe('Tarptautinė darbo diena');
  });

  it('returns copies that callers cannot use to corrupt later results', () => {
    const first = lithuanianPublicHolidays(2030);
    first[0]!.name = 'changed';
    first.pop();
    expect(lithuanianPublicHolidays(2030)[0]!.name).toBe('Naujieji metai');
    expect(lithuanianPublicHolidays(2030)).toHaveLength(16);
  });

  it('rejects malformed input', () => {
    expect(() => publicHolidayOn('2026-1-1')).toThrow(RangeError);
    expect(() => lithuanianPublicHolidays(2026.5)).toThrow(RangeError);
  });

  it('agrees with date-holidays for 2025–2040', () => {
    const reference = new Holidays('LT');
    for (let year = 2025; year <= 2040; year++) {
      const ours = lithuanianPublicHolidays(year);
      const theirs = reference.getHolidays(year);
      const theirPublicDates = new Set(
        theirs.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)),
      );
      const ourWeekdayDates = new Set(
        ours.filter((holiday) => !SUNDAY_HOLIDAYS.has(holiday.name)).map((holiday) => holiday.date),
      );
      expect(ourWeekdayDates, String(year)).toEqual(theirPublicDates);
      // Mother's and Father's Day: observances there, statutory Sundays here.
      const theirObservances = new Set(
        theirs.filter((holiday) => holiday.type === 'observance').map((holiday) => holiday.date.slice(0, 10)),
      );
      for (const holiday of ours.filter((candidate) => SUNDAY_HOLIDAYS.has(candidate.name))) {
        expect(theirObservances.has(holiday.date), `${year} ${holiday.name}`).toBe(true);
        expect(Temporal.PlainDate.from(holiday.date).dayOfWeek).toBe(7);
      }
    }
  });
});

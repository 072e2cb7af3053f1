import { lithuanianPublicHolidays } from '../../../core/holidays/lithuanian-public-holidays.ts';

/**
 * The public holidays to mark in the booking calendar between `from` and `to` (`YYYY-MM-DD`, inclusive):
 * date -> name. Days the business works on (`excluded`, from calendar-options) are left out — they are
 * ordinary bookable days. Two holidays on one date (1 May on Mother's Day) keep both names.
 */
export function calendarHolidays(from: string, to: string, excluded: readonly string[]): Map<string, string> {
  const marks = new Map<string, string>();
  if (from > to) return marks;
  const skip = new Set(excluded);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of lithuanianPublicHolidays(year)) {
      if (holiday.date < from || holiday.date > to || skip.has(holiday.date)) continue;
      const earlier = marks.get(holiday.date);
      marks.set(holiday.date, earlier ? `${earlier}, ${holiday.name}` : holiday.name);
    }
  }
  return marks;
}

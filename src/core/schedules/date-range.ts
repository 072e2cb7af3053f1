// The date ranges of schedule overrides and business holidays: [from, to], both inclusive, 'YYYY-MM-DD'
// in the business's time zone.
import type { LocalDate } from '../availability/types.ts';
import { daysBetween, isLocalDate } from '../time/calendar-date.ts';

/** At most a year (a leap year's 366 days, inclusive) per override or holiday. */
export const MAX_RANGE_DAYS = 366;

export const DATE_FORMAT_MESSAGE = 'Data turi būti formatu MMMM-MM-DD, pvz., 2026-12-24.';
export const RANGE_ORDER_MESSAGE = 'Pabaigos data negali būti ankstesnė nei pradžios data.';
export const RANGE_TOO_LONG_MESSAGE = `Laikotarpis per ilgas: daugiausia ${MAX_RANGE_DAYS} dienos.`;
export const RANGE_IN_PAST_MESSAGE = 'Laikotarpis jau praėjo: pasirinkite šiandienos arba vėlesnę datą.';

export { isLocalDate };

/** Days in [from, to], both ends included. */
export function rangeLengthDays(from: LocalDate, to: LocalDate): number {
  return daysBetween(from, to) + 1;
}

/**
 * Problems of a range as `{ from?, to? }` field messages: a bad date, `to` before `from`, longer than
 * MAX_RANGE_DAYS, or (with `today`) a range that ended before today. Empty when fine.
 */
export function dateRangeIssues(
  range: { from: string; to: string },
  options: { today?: LocalDate } = {},
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!isLocalDate(range.from)) issues.from = DATE_FORMAT_MESSAGE;
  if (!isLocalDate(range.to)) issues.to = DATE_FORMAT_MESSAGE;
  if (Object.keys(issues).length > 0) return issues;
  if (range.to < range.from) issues.to = RANGE_ORDER_MESSAGE;
  else if (rangeLengthDays(range.from, range.to) > MAX_RANGE_DAYS) issues.to = RANGE_TOO_LONG_MESSAGE;
  else if (options.today !== undefined && range.to < options.today) issues.to = RANGE_IN_PAST_MESSAGE;
  return issues;
}

/** Whether two inclusive ranges share a day. */
export function rangesOverlap(
  a: { from: LocalDate; to: LocalDate },
  b: { from: LocalDate; to: LocalDate },
): boolean {
  return a.from <= b.to && b.from <= a.to;
}

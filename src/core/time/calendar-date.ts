// Calendar dates as 'YYYY-MM-DD' text with plain arithmetic on UTC midnights. No Temporal here: these run
// in the booking page, where its polyfill would cost more to download than everything they do. Whatever
// needs time zones (zoned-day, wall-clock) uses Temporal on top of them.
import type { LocalDate } from '../availability/types.ts';

const LOCAL_DATE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface CalendarDateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Days in a month (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strict 'YYYY-MM-DD' (four-digit year from 1000, a month and day that exist) to its parts; null otherwise. */
export function calendarDateParts(date: string): CalendarDateParts | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isLocalDate(value: string): boolean {
  return calendarDateParts(value) !== null;
}

/** The date of parts that may overflow (day 0, day 32, month 13): rolled over as the calendar does. */
export function calendarDate(year: number, month: number, day: number): LocalDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function utcMidnightMs(date: LocalDate): number {
  const parts = calendarDateParts(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  // Years are >= 1000, so Date.UTC's two-digit-year quirk cannot apply.
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMidnightMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnightMs(to) - utcMidnightMs(from)) / DAY_MS);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  return ((new Date(utcMidnightMs(date)).getUTCDay() + 6) % 7) + 1;
}

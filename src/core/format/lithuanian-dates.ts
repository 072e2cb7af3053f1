import { Temporal } from 'temporal-polyfill';

/**
 * Lithuanian date and time display (seed §1: "weekday plus short month plus day" and
 * "weekday plus full month plus day followed by a Lithuanian day marker").
 *
 * `Intl.DateTimeFormat('lt', { month: 'short' })` prints the month as a number and puts the weekday
 * last, so names come from the tables below; Intl is not used for names at all, which keeps the
 * output identical on every ICU build. Tables are Monday-first / January-first, so they are indexed
 * with Temporal's `dayOfWeek - 1` (Monday = 1) and `month - 1`.
 */

/** A calendar date as the API writes it: `YYYY-MM-DD`. */
export type LocalDate = string;

/** Weekday names, nominative, lowercase, Monday first (`LITHUANIAN_WEEKDAYS[dayOfWeek - 1]`). */
export const LITHUANIAN_WEEKDAYS = Object.freeze([
  'pirmadienis',
  'antradienis',
  'trečiadienis',
  'ketvirtadienis',
  'penktadienis',
  'šeštadienis',
  'sekmadienis',
] as const);

/** Weekday names, genitive, as after "iki" ("iki trečiadienio, gruodžio 9 d."), Monday first. */
export const LITHUANIAN_WEEKDAYS_GENITIVE = Object.freeze([
  'pirmadienio',
  'antradienio',
  'trečiadienio',
  'ketvirtadienio',
  'penktadienio',
  'šeštadienio',
  'sekmadienio',
] as const);

/** Weekday abbreviations, lowercase, Monday first. */
export const LITHUANIAN_WEEKDAYS_SHORT = Object.freeze(['pr', 'an', 'tr', 'kt', 'pn', 'š', 'sk'] as const);

/** Month names, nominative, lowercase, for month headers ("lapkritis"). */
export const LITHUANIAN_MONTHS_NOMINATIVE = Object.freeze([
  'sausis',
  'vasaris',
  'kovas',
  'balandis',
  'gegužė',
  'birželis',
  'liepa',
  'rugpjūtis',
  'rugsėjis',
  'spalis',
  'lapkritis',
  'gruodis',
] as const);

/** Month names, genitive, lowercase, as used before a day number ("lapkričio 23 d."). */
export const LITHUANIAN_MONTHS_GENITIVE = Object.freeze([
  'sausio',
  'vasario',
  'kovo',
  'balandžio',
  'gegužės',
  'birželio',
  'liepos',
  'rugpjūčio',
  'rugsėjo',
  'spalio',
  'lapkričio',
  'gruodžio',
] as const);

/** Standard Lithuanian month abbreviations (with the trailing dot). */
export const LITHUANIAN_MONTHS_SHORT = Object.freeze([
  'saus.',
  'vas.',
  'kov.',
  'bal.',
  'geg.',
  'birž.',
  'liep.',
  'rugp.',
  'rugs.',
  'spal.',
  'lapkr.',
  'gruod.',
] as const);

/** The range dash between two times: an en dash without spaces ("09:00–10:00"). */
export const TIME_RANGE_DASH = '–';

const MIDNIGHT = new Temporal.PlainTime(0, 0);
const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts a `YYYY-MM-DD` string (strictly; nothing else) or a `Temporal.PlainDate`. */
export function toPlainDate(date: LocalDate | Temporal.PlainDate): Temporal.PlainDate {
  if (typeof date !== 'string') return date;
  if (!LOCAL_DATE_PATTERN.test(date)) {
    throw new RangeError(`Expected a calendar date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  }
  // `overflow: 'reject'` refuses 2026-02-30 instead of clamping it to 2026-02-28.
  return Temporal.PlainDate.from(date, { overflow: 'reject' });
}

function pick<T>(table: readonly T[], index: number): T {
  const value = table[index];
  if (value === undefined) throw new RangeError(`No table entry at index ${index}`);
  return value;
}

/** `pr, lapkr. 23` */
export function formatShortDate(date: LocalDate | Temporal.PlainDate): string {
  const d = toPlainDate(date);
  return `${pick(LITHUANIAN_WEEKDAYS_SHORT, d.dayOfWeek - 1)}, ${pick(LITHUANIAN_MONTHS_SHORT, d.month - 1)} ${d.day}`;
}

/** `pirmadienis, lapkričio 23 d.` */
export function formatLongDate(date: LocalDate | Temporal.PlainDate): string {
  const d = toPlainDate(date);
  return `${pick(LITHUANIAN_WEEKDAYS, d.dayOfWeek - 1)}, ${pick(LITHUANIAN_MONTHS_GENITIVE, d.month - 1)} ${d.day} d.`;
}

/** `trečiadienio, gruodžio 9 d.`: the long date after "iki" (until), the weekday in the genitive. */
export function formatLongDateGenitive(date: LocalDate | Temporal.PlainDate): string {
  const d = toPlainDate(date);
  return `${pick(LITHUANIAN_WEEKDAYS_GENITIVE, d.dayOfWeek - 1)}, ${pick(LITHUANIAN_MONTHS_GENITIVE, d.month - 1)} ${d.day} d.`;
}

/** `lapkritis 2026`, for calendar month headers (capitalise in the UI if needed). */
export function formatMonthHeader(yearMonth: Temporal.PlainYearMonth | Temporal.PlainDate): string {
  return `${pick(LITHUANIAN_MONTHS_NOMINATIVE, yearMonth.month - 1)} ${yearMonth.year}`;
}

/** An ISO 8601 instant with offset or `Z` (`2026-11-23T09:00:00+02:00`), or a `Temporal.Instant`. */
export type InstantInput = string | Temporal.Instant;

function toZoned(instant: InstantInput, timeZone: string): Temporal.ZonedDateTime {
  const i = typeof instant === 'string' ? Temporal.Instant.from(instant) : instant;
  return i.toZonedDateTimeISO(timeZone);
}

function hhmm(t: { hour: number; minute: number }): string {
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

/** Wall-clock time in `timeZone`, 24-hour `HH:mm` (`09:00`). Seconds are dropped, not rounded. */
export function formatTime(instant: InstantInput, timeZone: string): string {
  return hhmm(toZoned(instant, timeZone));
}

/** The calendar date (`YYYY-MM-DD`) on which the instant falls in `timeZone`. */
export function localDateOf(instant: InstantInput, timeZone: string): LocalDate {
  return toZoned(instant, timeZone).toPlainDate().toString();
}

/**
 * `pirmadienis, lapkričio 23 d., 09:00–10:00`.
 *
 * - An end at exactly midnight after a same-day start is written `24:00` (`23:00–24:00`).
 * - A range crossing midnight otherwise repeats the date:
 *   `pirmadienis, lapkričio 23 d., 23:00 – antradienis, lapkričio 24 d., 01:00`.
 * - An end before the start is a programming error (RangeError); start = end is allowed.
 */
export function formatDateTimeRange(start: InstantInput, end: InstantInput, timeZone: string): string {
  const s = toZoned(start, timeZone);
  const e = toZoned(end, timeZone);
  if (Temporal.ZonedDateTime.compare(e, s) < 0) {
    throw new RangeError('The end of a range lies before its start');
  }
  const startDate = s.toPlainDate();
  const endDate = e.toPlainDate();
  const head = `${formatLongDate(startDate)}, ${hhmm(s)}`;
  if (startDate.equals(endDate)) return `${head}${TIME_RANGE_DASH}${hhmm(e)}`;
  if (endDate.equals(startDate.add({ days: 1 })) && e.toPlainTime().equals(MIDNIGHT)) {
    return `${head}${TIME_RANGE_DASH}24:00`;
  }
  return `${head} ${TIME_RANGE_DASH} ${formatLongDate(endDate)}, ${hhmm(e)}`;
}

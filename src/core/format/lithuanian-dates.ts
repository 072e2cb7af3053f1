/**
 * Lithuanian date and time display ("weekday plus short month plus day" and
 * "weekday plus full month plus day followed by a Lithuanian day marker").
 *
 * `Intl.DateTimeFormat('lt', { month: 'short' })` prints the month as a number and puts the weekday
 * last, so names come from the tables below; Intl is not used for names at all, which keeps the
 * output identical on every ICU build. Tables are Monday-first / January-first, so they are indexed
 * with the ISO weekday − 1 (Monday = 1) and `month - 1`.
 *
 * Only `Intl` and plain arithmetic: these run in every browser page, where a Temporal polyfill would
 * cost more to download than all the formatting here. Temporal objects (PlainDate, PlainYearMonth,
 * Instant) are accepted all the same, read through their fields.
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

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 instant must say where it is: `Z` or an offset. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([zZ]|[+-]\d{2}:?\d{2})$/;

/** A calendar date's fields, as Temporal.PlainDate has them. */
export interface DateFields {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (any year, unlike `Date.UTC`'s 0–99 quirk). */
function epochDay({ year, month, day }: DateFields): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / 86_400_000);
}

function fromEpochDay(days: number): DateFields {
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The fields of a `YYYY-MM-DD` string (strictly: no time, no other format, a real calendar date, so
 * 2026-02-30 is refused with a RangeError), or of a date object that already has them.
 */
export function dateFields(date: LocalDate | DateFields): DateFields {
  if (typeof date !== 'string') return { year: date.year, month: date.month, day: date.day };
  const match = LOCAL_DATE_PATTERN.exec(date);
  const fields = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  const real = fields && fields.month >= 1 && fields.month <= 12 && fields.day >= 1 && fields.day <= 31;
  if (!fields || !real)
    throw new RangeError(`Expected a calendar date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const roundTrip = fromEpochDay(epochDay(fields));
  if (roundTrip.month !== fields.month || roundTrip.day !== fields.day) {
    throw new RangeError(`No such calendar date: ${date}`);
  }
  return fields;
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
function isoWeekday(date: DateFields): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;
}

function pick<T>(table: readonly T[], index: number): T {
  const value = table[index];
  if (value === undefined) throw new RangeError(`No table entry at index ${index}`);
  return value;
}

/** `pr, lapkr. 23` */
export function formatShortDate(date: LocalDate | DateFields): string {
  const d = dateFields(date);
  return `${pick(LITHUANIAN_WEEKDAYS_SHORT, isoWeekday(d) - 1)}, ${pick(LITHUANIAN_MONTHS_SHORT, d.month - 1)} ${d.day}`;
}

/** `pirmadienis, lapkričio 23 d.` */
export function formatLongDate(date: LocalDate | DateFields): string {
  const d = dateFields(date);
  return `${pick(LITHUANIAN_WEEKDAYS, isoWeekday(d) - 1)}, ${pick(LITHUANIAN_MONTHS_GENITIVE, d.month - 1)} ${d.day} d.`;
}

/** `trečiadienio, gruodžio 9 d.`: the long date after "iki" (until), the weekday in the genitive. */
export function formatLongDateGenitive(date: LocalDate | DateFields): string {
  const d = dateFields(date);
  return `${pick(LITHUANIAN_WEEKDAYS_GENITIVE, isoWeekday(d) - 1)}, ${pick(LITHUANIAN_MONTHS_GENITIVE, d.month - 1)} ${d.day} d.`;
}

/** `2026 m. lapkričio 23 d.`: a date with its year and without the weekday (deadlines, records). */
export function formatDateWithYear(date: LocalDate | DateFields): string {
  const d = dateFields(date);
  return `${d.year} m. ${pick(LITHUANIAN_MONTHS_GENITIVE, d.month - 1)} ${d.day} d.`;
}

/** `2026 m. lapkritis`, for calendar month headers (Lithuanian puts the year first). */
export function formatMonthHeader(yearMonth: { year: number; month: number }): string {
  return `${yearMonth.year} m. ${pick(LITHUANIAN_MONTHS_NOMINATIVE, yearMonth.month - 1)}`;
}

/** An ISO 8601 instant with offset or `Z` (`2026-11-23T09:00:00+02:00`), or a `Temporal.Instant`. */
export type InstantInput = string | { epochMilliseconds: number };

function epochMilliseconds(instant: InstantInput): number {
  if (typeof instant !== 'string') return instant.epochMilliseconds;
  const ms = INSTANT_PATTERN.test(instant) ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(ms))
    throw new RangeError(`Expected an ISO 8601 instant with an offset, got ${JSON.stringify(instant)}`);
  return ms;
}

interface WallClock extends DateFields {
  hour: number;
  minute: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** A zone's UTC offset (ms) per quarter hour of UTC, as Intl computed it: a page shows many times of a few days. */
const zoneOffsets = new Map<string, number>();
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_KEPT_OFFSETS = 20_000;

/**
 * The wall clock in `timeZone` at an instant. Intl knows every zone's offsets and their changes, but asking
 * it costs microseconds a time: its answer is kept per zone and quarter hour of UTC. Almost every change
 * falls on a whole quarter hour of UTC, but not all (St John's changed at 00:01 local until 2011): a quarter
 * whose first and last minutes disagree is marked, and an instant in it asks Intl for its own minute.
 */
function wallClock(ms: number, timeZone: string): WallClock {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  let offset = zoneOffsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const first = offsetAt(start, timeZone);
    offset = first === offsetAt(start + QUARTER_HOUR_MS - MINUTE_MS, timeZone) ? first : CHANGES_WITHIN;
    if (zoneOffsets.size >= MAX_KEPT_OFFSETS) zoneOffsets.clear();
    zoneOffsets.set(key, offset);
  }
  if (Number.isNaN(offset)) offset = offsetAt(Math.floor(ms / MINUTE_MS) * MINUTE_MS, timeZone);
  const local = new Date(ms + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const MINUTE_MS = 60_000;
/** Kept for a quarter hour in which the zone's offset changes. */
const CHANGES_WITHIN = Number.NaN;

/** The zone's UTC offset (ms) at the start of a minute; offsets change only at whole minutes. */
function offsetAt(minuteStart: number, timeZone: string): number {
  const fields = intlWallClock(minuteStart, timeZone);
  return Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute) - minuteStart;
}

function intlWallClock(ms: number, timeZone: string): WallClock {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
  };
}

function hhmm(t: { hour: number; minute: number }): string {
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

function isoDate({ year, month, day }: DateFields): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Wall-clock time in `timeZone`, 24-hour `HH:mm` (`09:00`). Seconds are dropped, not rounded. */
export function formatTime(instant: InstantInput, timeZone: string): string {
  return hhmm(wallClock(epochMilliseconds(instant), timeZone));
}

/** The calendar date (`YYYY-MM-DD`) on which the instant falls in `timeZone`. */
export function localDateOf(instant: InstantInput, timeZone: string): LocalDate {
  return isoDate(wallClock(epochMilliseconds(instant), timeZone));
}

/** `09:00–09:45`: the wall-clock times of a start and an end in `timeZone`. */
export function formatTimeRange(start: InstantInput, end: InstantInput, timeZone: string): string {
  return `${formatTime(start, timeZone)}${TIME_RANGE_DASH}${formatTime(end, timeZone)}`;
}

/** `lapkričio 22 d. 09:00`: a deadline such as the last moment to cancel online. */
export function formatDeadline(instant: InstantInput, timeZone: string): string {
  const { month, day } = dateFields(localDateOf(instant, timeZone));
  return `${pick(LITHUANIAN_MONTHS_GENITIVE, month - 1)} ${day} d. ${formatTime(instant, timeZone)}`;
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
  const startMs = epochMilliseconds(start);
  const endMs = epochMilliseconds(end);
  if (endMs < startMs) throw new RangeError('The end of a range lies before its start');
  const s = wallClock(startMs, timeZone);
  const e = wallClock(endMs, timeZone);
  const head = `${formatLongDate(s)}, ${hhmm(s)}`;
  const dayAfter = epochDay(e) - epochDay(s);
  if (dayAfter === 0) return `${head}${TIME_RANGE_DASH}${hhmm(e)}`;
  // Seconds within the minute do not make midnight: only an end exactly on it is "24:00".
  const exactlyMidnight = e.hour === 0 && e.minute === 0 && endMs % 60_000 === 0;
  if (dayAfter === 1 && exactlyMidnight) return `${head}${TIME_RANGE_DASH}24:00`;
  return `${head} ${TIME_RANGE_DASH} ${formatLongDate(e)}, ${hhmm(e)}`;
}

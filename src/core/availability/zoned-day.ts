import { Temporal } from 'temporal-polyfill';
import { calendarDateParts } from '../time/calendar-date.ts';
import type { IsoWeekday, LocalDate } from './types.ts';

// Date arithmetic is plain (calendar-date.ts); the engine's modules keep taking it from here.
export { addDays, daysBetween } from '../time/calendar-date.ts';

const MINUTE_MS = 60_000;

/** Strict 'YYYY-MM-DD' (no times, no expanded years, no overflow) to a PlainDate. */
export function parseLocalDate(date: LocalDate): Temporal.PlainDate {
  const parts = calendarDateParts(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Temporal.PlainDate.from(parts, { overflow: 'reject' });
}

function utcMidnightMs(date: Temporal.PlainDate): number {
  // Years are >= 1000 (parseLocalDate), so Date.UTC's two-digit-year quirk cannot apply.
  return Date.UTC(date.year, date.month - 1, date.day);
}

const ISO_INSTANT =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function dayOfMonthExists(iso: string): boolean {
  const day = Number(iso.slice(8, 10));
  if (day <= 28) return true;
  const daysInMonth = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Epoch milliseconds of an ISO instant. The common shapes go through Date.parse (far faster than
 * Temporal, which matters for hundreds of appointments), unless the day does not exist (V8 rolls
 * Feb 30 over to Mar 2); anything else goes through Temporal, which throws RangeError on garbage.
 */
export function parseInstantMs(iso: string): number {
  if (ISO_INSTANT.test(iso) && dayOfMonthExists(iso)) {
    const ms = Date.parse(iso);
    if (Number.isFinite(ms)) return ms;
  }
  return Temporal.Instant.from(iso).epochMilliseconds;
}

/** ISO string with the offset the zone has at that instant, whole seconds: '2026-11-23T09:00:00+02:00'. */
export function formatInstant(epochMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

export function localDateOf(epochMs: number, timeZone: string): LocalDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** One calendar day in a time zone, mapping wall-clock minutes of that day to instants. */
export interface ZonedDay {
  date: LocalDate;
  weekday: IsoWeekday;
  startMs: number; // first instant of the day
  endMs: number; // first instant of the next day
  /**
   * Instant of a wall-clock minute of the day (0 ≤ minute ≤ 1440), or null when that wall time does
   * not exist (DST spring-forward gap). A wall time that happens twice (fall-back) gives the earlier.
   */
  instantOf(minute: number): number | null;
  /**
   * For interval bounds: like instantOf, but a wall time inside a gap maps to the instant of the
   * transition, so [02:00, 03:30) on a spring-forward day covers exactly the times that exist.
   */
  boundaryOf(minute: number): number;
}

export function zonedDay(timeZone: string, date: LocalDate): ZonedDay {
  const plainDate = parseLocalDate(date);
  const start = plainDate.toZonedDateTime(timeZone);
  const end = plainDate.add({ days: 1 }).toZonedDateTime(timeZone);
  const transition = start.getTimeZoneTransition('next');
  const base = {
    date: plainDate.toString(),
    weekday: plainDate.dayOfWeek as IsoWeekday,
    startMs: start.epochMilliseconds,
    endMs: end.epochMilliseconds,
  };

  // Almost every day has one offset from midnight to midnight: plain arithmetic, no Temporal per minute.
  const uniform =
    start.hour === 0 &&
    start.minute === 0 &&
    (transition === null || transition.epochMilliseconds > end.epochMilliseconds);
  if (uniform) {
    const wallMidnightAsUtcMs = utcMidnightMs(plainDate);
    const offsetMs = start.offsetNanoseconds / 1e6;
    const instant = (minute: number) => wallMidnightAsUtcMs + minute * MINUTE_MS - offsetMs;
    return { ...base, instantOf: instant, boundaryOf: instant };
  }

  // A day with a transition: ask Temporal, once per wall minute.
  const midnight = plainDate.toPlainDateTime();
  const resolved = new Map<number, { epochMs: number; exists: boolean; zoned: Temporal.ZonedDateTime }>();
  const resolve = (minute: number) => {
    let entry = resolved.get(minute);
    if (!entry) {
      const wall = midnight.add({ minutes: minute });
      // 'compatible' = the earlier instant in a fold, shifted forward in a gap (detected below).
      const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
      const exists = Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), wall) === 0;
      entry = { epochMs: zoned.epochMilliseconds, exists, zoned };
      resolved.set(minute, entry);
    }
    return entry;
  };
  return {
    ...base,
    instantOf: (minute) => {
      const entry = resolve(minute);
      return entry.exists ? entry.epochMs : null;
    },
    boundaryOf: (minute) => {
      const entry = resolve(minute);
      if (entry.exists) return entry.epochMs;
      // 'compatible' pushed the wall time forward by the gap, to the transition or past it; 'previous'
      // is strictly earlier, so look from just after, or 03:00 itself would find last autumn's.
      const gapStart = entry.zoned.add({ nanoseconds: 1 }).getTimeZoneTransition('previous');
      return gapStart ? gapStart.epochMilliseconds : entry.epochMs;
    },
  };
}

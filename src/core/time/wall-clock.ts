// Between instants and the wall clock of a time zone: what day it is there, and when a date and time
// there happens. `now` is always an argument (core reads no clock).
import { Temporal } from 'temporal-polyfill';
import type { LocalDate } from '../availability/types.ts';
import { localDateOf } from '../availability/zoned-day.ts';
import { wallTimeToMinutes } from './wall-time.ts';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^\d{2}:\d{2}$/;

/** Today's date (`YYYY-MM-DD`) in a time zone at `now`. */
export function todayIn(timeZone: string, now: Date): LocalDate {
  return localDateOf(now.getTime(), timeZone);
}

/**
 * The ISO instant with offset (`2026-11-23T09:00:00+02:00`) of a date (`YYYY-MM-DD`) and time (`HH:MM`)
 * in a time zone; null for text that is not such a date and time.
 */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  if (!LOCAL_DATE.test(date) || !WALL_TIME.test(time)) return null;
  try {
    // A wall time in a DST gap moves forward by the gap; one that happens twice takes the earlier instant.
    return Temporal.PlainDateTime.from(`${date}T${time}`)
      .toZonedDateTime(timeZone)
      .toString({ timeZoneName: 'never', smallestUnit: 'second' });
  } catch {
    return null;
  }
}

/** The instant of a wall-clock time (`HH:MM` or minutes after midnight) on a date; DST resolves as in `zonedIso`. */
export function wallClockToDate(
  date: Temporal.PlainDate | LocalDate,
  minutesOrTime: number | string,
  timeZone: string,
): Date {
  const minutes = typeof minutesOrTime === 'number' ? minutesOrTime : wallTimeToMinutes(minutesOrTime);
  const zoned = Temporal.PlainDate.from(date)
    .toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

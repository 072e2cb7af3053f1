import type { Temporal } from 'temporal-polyfill';
import { wallTimeToMinutes } from '../../../core/availability/working-time.ts';
import { zonedDay } from '../../../core/availability/zoned-day.ts';

/**
 * A wall-clock time (minutes since midnight or 'HH:MM') on a date in `timeZone` as an instant, for rows
 * written straight into the database. A time that happens twice gives the earlier instant; a time inside a
 * spring-forward gap gives the instant of the transition.
 */
export function wallClockToDate(
  date: Temporal.PlainDate | string,
  minutesOrTime: number | string,
  timeZone = 'Europe/Vilnius',
): Date {
  const minutes = typeof minutesOrTime === 'number' ? minutesOrTime : wallTimeToMinutes(minutesOrTime);
  return new Date(zonedDay(timeZone, date.toString()).boundaryOf(minutes));
}

import { formatDateWithYear, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

/** Dates for the clients and invitations pages, in Lithuanian and the Vilnius time zone. */

/** `2026 m. lapkričio 23 d.` */
export function formatDay(iso: string): string {
  return formatDateWithYear(localDateOf(iso, LITHUANIA_TIME_ZONE));
}

/** `2026 m. lapkričio 23 d. 09:30` */
export function formatDayTime(iso: string): string {
  return `${formatDay(iso)} ${formatTime(iso, LITHUANIA_TIME_ZONE)}`;
}

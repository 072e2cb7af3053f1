import { formatDateWithYear, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';

/** Dates for the clients and invitations pages, in Lithuanian and the Vilnius time zone. */
const ZONE = 'Europe/Vilnius';

/** `2026 m. lapkričio 23 d.` */
export function formatDay(iso: string): string {
  return formatDateWithYear(localDateOf(iso, ZONE));
}

/** `2026 m. lapkričio 23 d. 09:30` */
export function formatDayTime(iso: string): string {
  return `${formatDay(iso)} ${formatTime(iso, ZONE)}`;
}

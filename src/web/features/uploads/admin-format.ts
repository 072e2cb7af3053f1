/** Dates for the clients and invitations pages, in Lithuanian and the Vilnius time zone. */
const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026 m. lapkričio 23 d.` */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** `2026 m. lapkričio 23 d. 09:30` */
export function formatDayTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso)).replace(',', '');
}

import { formatDateWithYear, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { formatPhone } from '../../../core/phone/phone-display.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

/**
 * Dates for the clients, invitations and reviews pages, in Lithuanian and the business's time zone (Lithuania's
 * where the page has none); a client's contacts.
 */

/** `2026 m. lapkričio 23 d.` */
export function formatDay(iso: string, timeZone = LITHUANIA_TIME_ZONE): string {
  return formatDateWithYear(localDateOf(iso, timeZone));
}

/** `2026 m. lapkričio 23 d. 09:30` */
export function formatDayTime(iso: string, timeZone = LITHUANIA_TIME_ZONE): string {
  return `${formatDay(iso, timeZone)} ${formatTime(iso, timeZone)}`;
}

/** A client's phone and e-mail on one line (`+370 612 34567 · rasa@pastas.lt`), or that there are none. */
export function formatClientContacts(client: { phone: string | null; email: string | null }): string {
  return [formatPhone(client.phone), client.email].filter(Boolean).join(' · ') || 'Kontaktų nėra';
}

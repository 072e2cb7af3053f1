// The reminder before a visit: when and where (with a map link), how to cancel while that is still
// possible online, and the calendar file.
import { formatEuro } from '../../core/format/money.ts';
import type { AppointmentChangeMailDetails } from './appointment-change-emails.ts';
import {
  ADD_TO_CALENDAR_FOOTNOTE,
  cancellationText,
  clientVisitEmail,
  heldIcsStatus,
  moveText,
  myVisitsAction,
  salonPhoneLine,
  visitIcsAttachment,
} from './booking-emails.ts';
import { visitPlace, visitWhen } from '../modules/side-effects/visit-wording.ts';
import type { MailMessage } from './mailer.ts';

/** A map search for the salon's address (works in every browser and opens the maps app on phones). */
export function mapLink(details: Pick<AppointmentChangeMailDetails, 'business'>): string {
  const query = [details.business.name, details.business.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function reminderEmail(details: AppointmentChangeMailDetails, to: string, stamp: Date): MailMessage {
  const when = visitWhen(details);
  const where = visitPlace(details);
  return clientVisitEmail(details, {
    to,
    subject: `Priminimas: ${details.service.name}, ${when} – ${details.business.name}`,
    preheader: `${details.service.name}, ${when}. ${where}`,
    heading: 'Primename apie jūsų vizitą',
    paragraphs: [
      `Primename, kad jūsų laukia ${details.business.name}.`,
      `Paslauga: ${details.service.name}`,
      `Laikas: ${when}`,
      `Specialistas: ${details.specialist.name}`,
      `Vieta: ${where}`,
      `Žemėlapis: ${mapLink(details)}`,
      `Kaina: ${formatEuro(details.priceCents)}`,
      ...salonPhoneLine(details),
      ...moveText(details, stamp),
      cancellationText(details, stamp),
    ],
    action: myVisitsAction(details),
    footnote: ADD_TO_CALENDAR_FOOTNOTE,
    attachments: [visitIcsAttachment(details, stamp, heldIcsStatus(details.status))],
  });
}

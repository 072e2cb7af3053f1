// E-mails to the client when the business changes their visit: confirmed, declined (with the reason) or
// moved (old and new time). Lithuanian; the confirmed and moved ones carry an updated .ics file with the
// same UID as the booking's, so a calendar app updates the visit instead of adding a second one.
import type { HeldStatus } from '../../core/appointments/status-machine.ts';
import { formatEuro } from '../../core/format/money.ts';
import {
  ADD_TO_CALENDAR_FOOTNOTE,
  bookAgainAction,
  cancellationText,
  clientVisitEmail,
  displayPhone,
  heldIcsStatus,
  moveText,
  myVisitsAction,
  visitIcsAttachment,
  visitLines,
  type BookingMailDetails,
} from './booking-emails.ts';
import { visitPlace, visitWhen } from '../modules/side-effects/visit-wording.ts';
import type { MailMessage } from './mailer.ts';

export type AppointmentChangeMailDetails = Omit<BookingMailDetails, 'status' | 'clientNote'> & {
  status: HeldStatus | 'declined';
};

/** How the visit looked before it was moved. */
export interface PreviousVisit {
  startsAt: Date;
  endsAt: Date;
  specialistName: string;
  serviceName: string;
}

function contactLine(details: AppointmentChangeMailDetails): string[] {
  return details.business.phone
    ? [`Turite klausimų? Skambinkite salonui: ${displayPhone(details.business.phone)}.`]
    : [];
}

/** The business confirmed a pending visit. */
export function appointmentConfirmedEmail(
  details: AppointmentChangeMailDetails,
  to: string,
  stamp: Date,
): MailMessage {
  return clientVisitEmail(details, {
    to,
    heading: 'Jūsų vizitas patvirtintas',
    paragraphs: [
      `${details.business.name} patvirtino jūsų vizitą. Laukiame jūsų!`,
      ...visitLines(details, visitWhen(details), { place: true, price: true }),
      ...moveText(details, stamp),
      cancellationText(details, stamp),
    ],
    action: myVisitsAction(details),
    footnote: ADD_TO_CALENDAR_FOOTNOTE,
    attachments: [visitIcsAttachment(details, stamp, 'CONFIRMED')],
  });
}

/** The business declined the visit, with its reason. */
export function appointmentDeclinedEmail(
  details: AppointmentChangeMailDetails,
  to: string,
  reason: string,
  stamp: Date,
): MailMessage {
  const when = visitWhen(details);
  return clientVisitEmail(details, {
    to,
    preheader: `${details.service.name}, ${when}: ${reason}`,
    heading: 'Jūsų vizitas atmestas',
    paragraphs: [
      `Atsiprašome – ${details.business.name} negali jūsų priimti šiuo laiku, todėl vizitas atmestas.`,
      `Priežastis: ${reason}`,
      ...visitLines(details, when),
      'Pasirinkite kitą jums patogų laiką – mielai jus priimsime.',
      ...contactLine(details),
    ],
    action: bookAgainAction(details),
    attachments: [visitIcsAttachment(details, stamp, 'CANCELLED')],
  });
}

/** A moved visit's new time and its old one, worded alike (in the business's time zone). */
function movedTimes(
  details: AppointmentChangeMailDetails,
  previous: Pick<PreviousVisit, 'startsAt' | 'endsAt'>,
): { when: string; before: string } {
  return {
    when: visitWhen(details),
    before: visitWhen({ startsAt: previous.startsAt, endsAt: previous.endsAt, business: details.business }),
  };
}

/** The business moved the visit (time, specialist or service); both the old and the new are named. */
export function appointmentMovedEmail(
  details: AppointmentChangeMailDetails,
  to: string,
  previous: PreviousVisit,
  stamp: Date,
): MailMessage {
  const timeChanged =
    previous.startsAt.getTime() !== details.startsAt.getTime() ||
    previous.endsAt.getTime() !== details.endsAt.getTime();
  const heading = timeChanged ? 'Jūsų vizito laikas pakeistas' : 'Jūsų vizitas pakeistas';
  const { when, before } = movedTimes(details, previous);
  return clientVisitEmail(details, {
    to,
    preheader: timeChanged ? `Naujas laikas: ${when}` : undefined,
    heading,
    paragraphs: [
      `${details.business.name} pakeitė jūsų vizitą.`,
      `Buvo: ${before} (${previous.serviceName}, ${previous.specialistName})`,
      `Dabar: ${when} (${details.service.name}, ${details.specialist.name})`,
      `Vieta: ${visitPlace(details)}`,
      `Kaina: ${formatEuro(details.priceCents)}`,
      cancellationText(details, stamp),
      ...contactLine(details),
    ],
    action: myVisitsAction(details),
    footnote: 'Prisegtas failas „vizitas.ics“ atnaujins vizitą jūsų kalendoriuje.',
    attachments: [visitIcsAttachment(details, stamp, heldIcsStatus(details.status))],
  });
}

/**
 * The client moved their visit online: the new time (waiting for the salon's confirmation where it confirms
 * bookings) and the old one, with the calendar file that moves the event in their calendar.
 */
export function clientMovedVisitEmail(
  details: AppointmentChangeMailDetails,
  to: string,
  previous: Pick<PreviousVisit, 'startsAt' | 'endsAt'>,
  stamp: Date,
): MailMessage {
  const pending = details.status === 'pending';
  const { when, before } = movedTimes(details, previous);
  return clientVisitEmail(details, {
    to,
    preheader: `Naujas laikas: ${when}`,
    heading: pending ? 'Naujas vizito laikas laukia patvirtinimo' : 'Jūsų vizitas perkeltas',
    paragraphs: [
      pending
        ? `Vizitą perkėlėte. ${details.business.name} peržiūrės naują laiką ir jį patvirtins – apie tai pranešime el. paštu.`
        : 'Vizitą perkėlėte į naują laiką. Laukiame jūsų!',
      `Buvo: ${before}`,
      ...visitLines(details, `${when} (naujas laikas)`, { place: true, price: true }),
      ...moveText(details, stamp),
      cancellationText(details, stamp),
    ],
    action: myVisitsAction(details),
    footnote: 'Prisegtas failas „vizitas.ics“ atnaujins vizitą jūsų kalendoriuje.',
    attachments: [visitIcsAttachment(details, stamp, heldIcsStatus(details.status))],
  });
}

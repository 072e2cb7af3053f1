// E-mails about bookings: to the client (registered / awaiting confirmation, with an .ics file) and to the
// business's owners and admins (a new booking, a client's cancellation). All Lithuanian.
import type { HeldStatus } from '../../core/appointments/status-machine.ts';
import { formatEuro } from '../../core/format/money.ts';
import { formatCount } from '../../core/format/plural.ts';
import { formatPhoneInternational } from '../../core/phone/phone-number.ts';
import { greeting } from '../../core/format/vocative.ts';
import { buildIcs, type IcsEvent } from './ics.ts';
import { renderEmail, type EmailContent } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { HOUR_FORMS } from '../../core/format/nouns.ts';
import {
  adminAppointmentsPath,
  adminConfirmPath,
  adminEditPath,
  canStillCancelOnline,
  cancellationDeadlineText,
  MY_VISITS_PATH,
  moveVisitPath,
  visitPlace,
  visitMailFields,
  visitWhen,
  type VisitBusiness,
  type VisitFacts,
} from '../modules/side-effects/visit-wording.ts';

export interface BookingMailDetails {
  brandName: string;
  /** Absolute origin for links, e.g. https://groziolaikas.lt */
  baseUrl: string;
  appointmentId: string;
  /** The visit's version: the calendar file's SEQUENCE. */
  sequence: number;
  status: HeldStatus;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  clientNote: string;
  business: VisitBusiness;
  service: { name: string };
  specialist: { name: string };
  client: { name: string; email: string | null; phone: string | null };
}

/** Any visit's e-mail details: a visit that holds no time reads as confirmed, except a declined one. */
export type VisitMailDetails = Omit<BookingMailDetails, 'status'> & { status: HeldStatus | 'declined' };

/** A visit's facts as its e-mails (and calendar files) take them. */
export function visitMailDetails(
  site: Pick<BookingMailDetails, 'brandName' | 'baseUrl'>,
  visit: VisitFacts,
): VisitMailDetails {
  return {
    brandName: site.brandName,
    baseUrl: site.baseUrl,
    appointmentId: visit.appointmentId,
    sequence: visit.sequence,
    status: visit.status === 'pending' ? 'pending' : visit.status === 'declined' ? 'declined' : 'confirmed',
    clientNote: visit.clientNote,
    ...visitMailFields(visit),
    client: { name: visit.client.name, email: visit.client.email, phone: visit.client.phone },
  };
}

export const absolute = (details: Pick<BookingMailDetails, 'baseUrl'>, path: string) =>
  new URL(path, details.baseUrl).toString();

/** The button back to the client's visits. */
export const myVisitsAction = (details: Pick<BookingMailDetails, 'baseUrl'>) => ({
  label: 'Mano vizitai',
  url: absolute(details, MY_VISITS_PATH),
});

/** The button to book the same business again. */
export const bookAgainAction = (details: Pick<BookingMailDetails, 'baseUrl' | 'business'>) => ({
  label: 'Pasirinkti kitą laiką',
  url: absolute(details, `/naujas-vizitas/${encodeURIComponent(details.business.slug)}`),
});

export const ADD_TO_CALENDAR_FOOTNOTE =
  'Atidarę prisegtą failą „vizitas.ics“, vizitą įtrauksite į savo kalendorių.';

type VisitEmailDetails = Pick<BookingMailDetails, 'brandName' | 'baseUrl' | 'business'>;

/** One e-mail about a visit: the subject names the business after the heading unless given. */
export function visitEmail(
  details: VisitEmailDetails,
  email: Omit<EmailContent, 'brandName' | 'siteUrl'> & {
    to: string;
    subject?: string;
    attachments?: MailMessage['attachments'];
  },
): MailMessage {
  const { to, subject, attachments, ...content } = email;
  return {
    to,
    subject: subject ?? `${content.heading} – ${details.business.name}`,
    ...renderEmail({ brandName: details.brandName, siteUrl: details.baseUrl, ...content }),
    ...(attachments ? { attachments } : {}),
  };
}

/**
 * An e-mail to the client about their visit: it greets them by name, and its preview names the service and
 * time unless given.
 */
export function clientVisitEmail(
  details: VisitEmailDetails & Pick<BookingMailDetails, 'client' | 'service' | 'startsAt' | 'endsAt'>,
  email: Omit<Parameters<typeof visitEmail>[1], 'preheader'> & { preheader?: string },
): MailMessage {
  return visitEmail(details, {
    ...email,
    preheader: email.preheader ?? `${details.service.name}, ${visitWhen(details)}`,
    paragraphs: [greeting(details.client.name), ...email.paragraphs],
  });
}

/** The visit's own lines, in the order every e-mail lists them; place and price where the e-mail names them. */
export function visitLines(
  details: Pick<BookingMailDetails, 'business' | 'service' | 'specialist' | 'priceCents'>,
  when: string,
  show: { place?: boolean; price?: boolean } = {},
): string[] {
  return [
    `Paslauga: ${details.service.name}`,
    `Laikas: ${when}`,
    `Specialistas: ${details.specialist.name}`,
    ...(show.place ? [`Vieta: ${visitPlace(details)}`] : []),
    ...(show.price ? [`Kaina: ${formatEuro(details.priceCents)}`] : []),
  ];
}

/** A phone number as people read it: `+370 600 00001`. */
export const displayPhone = (phone: string) => formatPhoneInternational(phone);

/** How to reach the salon instead of the website ("susisiekite …"): by its phone when known. */
function salonContact(details: Pick<BookingMailDetails, 'business'>): string {
  return details.business.phone ? `su salonu telefonu ${displayPhone(details.business.phone)}` : 'su salonu';
}

/**
 * One sentence on cancelling, true at `now`: until when it can be done online ("Mano vizitai"), or —
 * past that moment — that it can no longer be done online and whom to call.
 */
export function cancellationText(
  details: Pick<BookingMailDetails, 'startsAt' | 'business'>,
  now: Date,
): string {
  if (canStillCancelOnline(details, now)) {
    return (
      `Negalėsite atvykti? Vizitą atšaukite puslapyje „Mano vizitai“ iki ${cancellationDeadlineText(details)}.` +
      (details.business.phone
        ? ` Vėliau – tik paskambinę salonui telefonu ${displayPhone(details.business.phone)}.`
        : ' Vėliau – tik susisiekę su salonu.')
    );
  }
  return `Atšaukti šio vizito internetu nebegalima – iki jo liko mažiau nei ${formatCount(details.business.cancellationCutoffHours, HOUR_FORMS)}. Negalėsite atvykti? Susisiekite ${salonContact(details)}.`;
}

/**
 * The link to move the visit to another free time, while that can still be done online (until the same
 * cutoff as cancelling); nothing past it.
 */
export function moveText(
  details: Pick<BookingMailDetails, 'appointmentId' | 'baseUrl' | 'startsAt' | 'business'>,
  now: Date,
): string[] {
  if (!canStillCancelOnline(details, now)) return [];
  return [`Netinka laikas? Perkelkite vizitą: ${absolute(details, moveVisitPath(details.appointmentId))}`];
}

/** One UID per visit in every calendar file (e-mails, the download, the feeds), so they update one event. */
export function visitUid(appointmentId: string, baseUrl: string): string {
  return `vizitas-${appointmentId}@${new URL(baseUrl).hostname}`;
}

export type VisitIcsDetails = Pick<
  BookingMailDetails,
  | 'brandName'
  | 'baseUrl'
  | 'appointmentId'
  | 'sequence'
  | 'startsAt'
  | 'endsAt'
  | 'priceCents'
  | 'business'
  | 'service'
  | 'specialist'
>;

/** The salon's phone as a line of its own, when it has one. */
export const salonPhoneLine = (details: Pick<BookingMailDetails, 'business'>) =>
  details.business.phone ? [`Salono telefonas: ${displayPhone(details.business.phone)}`] : [];

export type VisitIcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export const visitIcsProductId = (brandName: string) => `-//${brandName}//Vizitai//LT`;

/** The visit as a calendar event, true at `stamp` (whether it can still be cancelled online). */
export function visitIcsEvent(details: VisitIcsDetails, stamp: Date, status: VisitIcsStatus): IcsEvent {
  return {
    uid: visitUid(details.appointmentId, details.baseUrl),
    stamp,
    start: details.startsAt,
    end: details.endsAt,
    summary: `${details.service.name} – ${details.business.name}`,
    location: visitPlace(details),
    description: [
      `Specialistas: ${details.specialist.name}`,
      `Kaina: ${formatEuro(details.priceCents)}`,
      ...salonPhoneLine(details),
      ...(status === 'CANCELLED'
        ? ['Vizitas atšauktas.']
        : [
            canStillCancelOnline(details, stamp)
              ? `Atšaukti internetu galite iki ${cancellationDeadlineText(details)}: ${absolute(details, MY_VISITS_PATH)}`
              : `Atšaukti internetu nebegalima – susisiekite ${salonContact(details)}.`,
          ]),
    ].join('\n'),
    url: absolute(details, MY_VISITS_PATH),
    sequence: details.sequence,
    status,
  };
}

/**
 * The visit as the salon's own calendar (a business's or a specialist's feed) shows it: who comes, with
 * their phone to call, and a link to the visit in the admin; the client's wording (cancel online…) is not
 * theirs. The same UID as the client's event, so one visit is one event everywhere.
 */
export function salonVisitIcsEvent(
  details: VisitIcsDetails & Pick<BookingMailDetails, 'client' | 'clientNote'>,
  stamp: Date,
  status: VisitIcsStatus,
): IcsEvent {
  const adminUrl = absolute(details, adminEditPath(details.business.slug, details.appointmentId));
  return {
    uid: visitUid(details.appointmentId, details.baseUrl),
    stamp,
    start: details.startsAt,
    end: details.endsAt,
    summary: `${details.client.name} – ${details.service.name}`,
    location: visitPlace(details),
    description: [
      ...clientLines(details),
      `Paslauga: ${details.service.name}`,
      `Specialistas: ${details.specialist.name}`,
      `Kaina: ${formatEuro(details.priceCents)}`,
      ...(details.clientNote ? [`Kliento pastaba: ${details.clientNote}`] : []),
      ...(status === 'TENTATIVE' ? ['Laukia patvirtinimo.'] : []),
      `Vizitas administravime: ${adminUrl}`,
    ].join('\n'),
    url: adminUrl,
    sequence: details.sequence,
    status,
  };
}

/** One visit's calendar file; a cancelled visit's carries METHOD:CANCEL. */
export function visitIcs(details: VisitIcsDetails, stamp: Date, status: VisitIcsStatus): string {
  return buildIcs(visitIcsEvent(details, stamp, status), { productId: visitIcsProductId(details.brandName) });
}

export function visitIcsAttachment(details: VisitIcsDetails, stamp: Date, status: VisitIcsStatus) {
  return {
    filename: 'vizitas.ics',
    content: visitIcs(details, stamp, status),
    contentType: `text/calendar; charset=utf-8; method=${status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
  };
}

/** A held visit's calendar status: a pending one is tentative until the business confirms it. */
export const heldIcsStatus = (status: string): VisitIcsStatus =>
  status === 'pending' ? 'TENTATIVE' : 'CONFIRMED';

export function bookingIcs(details: BookingMailDetails, stamp: Date): string {
  return visitIcs(details, stamp, heldIcsStatus(details.status));
}

/** To the client right after booking; `stamp` is when the e-mail and its .ics file are made. */
export function clientBookingEmail(details: BookingMailDetails, to: string, stamp: Date): MailMessage {
  const pending = details.status === 'pending';
  const heading = pending ? 'Jūsų vizitas laukia patvirtinimo' : 'Jūsų vizitas užregistruotas';
  return clientVisitEmail(details, {
    to,
    heading,
    paragraphs: [
      pending
        ? `Gavome jūsų registraciją. ${details.business.name} ją peržiūrės ir patvirtins – apie tai pranešime el. paštu.`
        : `Jūsų vizitas patvirtintas. Laukiame jūsų!`,
      ...visitLines(details, visitWhen(details), { place: true, price: true }),
      ...(details.clientNote ? [`Jūsų pastaba: ${details.clientNote}`] : []),
      ...moveText(details, stamp),
      cancellationText(details, stamp),
    ],
    action: myVisitsAction(details),
    footnote: ADD_TO_CALENDAR_FOOTNOTE,
    attachments: [visitIcsAttachment(details, stamp, heldIcsStatus(details.status))],
  });
}

/** To the client who cancelled online: the confirmation, and a file that removes the visit from calendars. */
export function clientCancellationEmail(details: BookingMailDetails, to: string, stamp: Date): MailMessage {
  return clientVisitEmail(details, {
    to,
    heading: 'Jūsų vizitas atšauktas',
    paragraphs: [
      `Jūsų vizitas atšauktas – ${details.business.name} apie tai žino.`,
      ...visitLines(details, visitWhen(details), { place: true }),
      'Norėdami, pasirinkite kitą jums patogų laiką.',
    ],
    action: bookAgainAction(details),
    footnote: 'Prisegtas failas „vizitas.ics“ pašalins vizitą iš jūsų kalendoriaus.',
    attachments: [visitIcsAttachment(details, stamp, 'CANCELLED')],
  });
}

const appointmentListAction = (details: Pick<BookingMailDetails, 'baseUrl' | 'business'>) => ({
  label: 'Atidaryti vizitų sąrašą',
  url: absolute(details, adminAppointmentsPath(details.business.slug)),
});

function clientLines(details: Pick<BookingMailDetails, 'client'>): string[] {
  const contacts = [details.client.phone ? displayPhone(details.client.phone) : null, details.client.email]
    .filter(Boolean)
    .join(', ');
  return [`Klientas: ${details.client.name}${contacts ? ` (${contacts})` : ''}`];
}

/** To each owner/admin of the business about a new online booking. */
export function adminNewBookingEmail(
  details: BookingMailDetails,
  admin: { name: string; email: string },
): MailMessage {
  const pending = details.status === 'pending';
  const heading = pending ? 'Nauja registracija laukia patvirtinimo' : 'Nauja registracija';
  const when = visitWhen(details);
  return visitEmail(details, {
    to: admin.email,
    subject: `${heading}: ${details.service.name}, ${when}`,
    preheader: `${details.client.name} – ${details.service.name}, ${when}`,
    heading,
    paragraphs: [
      greeting(admin.name),
      `${details.business.name} gavo naują registraciją internetu.`,
      ...clientLines(details),
      ...visitLines(details, when, { price: true }),
      ...(details.clientNote ? [`Kliento pastaba: ${details.clientNote}`] : []),
      ...(pending ? ['Patvirtinkite arba atmeskite registraciją – paspauskite mygtuką žemiau.'] : []),
    ],
    // A visit waiting for confirmation links straight to its confirm page (which also offers declining).
    action: pending
      ? {
          label: 'Patvirtinti arba atmesti',
          url: absolute(details, adminConfirmPath(details.business.slug, details.appointmentId)),
        }
      : appointmentListAction(details),
  });
}

/** How the visit looked before the client moved it. */
export interface VisitBefore {
  startsAt: Date;
  endsAt: Date;
  specialistName: string;
}

/** To each owner/admin of the business when a client moves their visit online. */
export function adminClientMovedEmail(
  details: BookingMailDetails,
  admin: { name: string; email: string },
  before: VisitBefore,
): MailMessage {
  const pending = details.status === 'pending';
  const when = visitWhen(details);
  const was = visitWhen({ startsAt: before.startsAt, endsAt: before.endsAt, business: details.business });
  const heading = pending ? 'Klientas perkėlė vizitą – patvirtinkite' : 'Klientas perkėlė vizitą';
  return visitEmail(details, {
    to: admin.email,
    subject: `${heading}: ${details.service.name}, ${when}`,
    preheader: `${details.client.name}: buvo ${was}, dabar ${when}.`,
    heading,
    paragraphs: [
      greeting(admin.name),
      `${details.client.name} perkėlė vizitą internetu. Ankstesnis laikas vėl laisvas registracijai.`,
      ...clientLines(details),
      `Buvo: ${was} (${before.specialistName})`,
      ...visitLines(details, when),
      ...(pending ? ['Patvirtinkite arba atmeskite naują laiką – paspauskite mygtuką žemiau.'] : []),
    ],
    action: pending
      ? {
          label: 'Patvirtinti arba atmesti',
          url: absolute(details, adminConfirmPath(details.business.slug, details.appointmentId)),
        }
      : appointmentListAction(details),
  });
}

/** To each owner/admin of the business when a client cancels online. */
export function adminClientCancelledEmail(
  details: BookingMailDetails,
  admin: { name: string; email: string },
  reason: string | null,
): MailMessage {
  const when = visitWhen(details);
  const heading = 'Klientas atšaukė vizitą';
  return visitEmail(details, {
    to: admin.email,
    subject: `${heading}: ${details.service.name}, ${when}`,
    preheader: `${details.client.name} atšaukė vizitą ${when}. Laikas vėl laisvas.`,
    heading,
    paragraphs: [
      greeting(admin.name),
      `${details.client.name} atšaukė vizitą. Šis laikas vėl laisvas registracijai.`,
      ...clientLines(details),
      ...visitLines(details, when),
      ...(reason ? [`Priežastis: ${reason}`] : []),
    ],
    action: appointmentListAction(details),
  });
}

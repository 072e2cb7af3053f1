// How every channel (e-mail, in-app, push, calendar file) words a visit: the facts a message is made of,
// where the visit is, its one-line summary, when it is, until when it can be cancelled online, and the
// pages the messages link to. One place, so the e-mail and the notification never say it differently.
import type { AppointmentStatus } from '../../../core/appointments/status-machine.ts';
import { cancellationDeadline } from '../../../core/appointments/status-machine.ts';
import {
  formatDateTimeRange,
  formatLongDate,
  formatLongDateGenitive,
  formatTime,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';

/** What a message or a visit view says about the business: where it is, how to reach it, its rules. */
export interface VisitBusiness {
  slug: string;
  name: string;
  address: string;
  phone: string | null;
  timeZone: string;
  cancellationCutoffHours: number;
}

/**
 * A visit as its messages describe it, taken in the transaction of the change (so a message tells what
 * happened then, whatever the visit became since). Ids of the service and specialist tell a move apart;
 * they are absent in events queued before they were recorded.
 */
export interface VisitFacts {
  appointmentId: string;
  businessId: string;
  clientUserId: string | null;
  /** The visit's version: the calendar file's SEQUENCE. */
  sequence: number;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  clientNote: string;
  business: VisitBusiness;
  service: { id?: string; name: string };
  specialist: { id?: string; name: string };
  client: { name: string; email: string | null; phone: string | null };
}

/** The visit as its e-mails describe it: when, the price, and the business, service and specialist by name. */
export function visitMailFields(
  visit: Pick<VisitFacts, 'startsAt' | 'endsAt' | 'priceCents' | 'business' | 'service' | 'specialist'>,
) {
  return {
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    priceCents: visit.priceCents,
    business: visit.business,
    service: { name: visit.service.name },
    specialist: { name: visit.specialist.name },
  };
}

export const MY_VISITS_PATH = '/mano-vizitai';
/** One visit opened on "Mano vizitai" (where a finished one can be rated). */
export const myVisitPath = (appointmentId: string) => `${MY_VISITS_PATH}?vizitas=${appointmentId}`;
/** The page where the client moves their visit to another free time. */
export const moveVisitPath = (appointmentId: string) => `${MY_VISITS_PATH}/${appointmentId}/perkelti`;
/** The page that shows a waitlist offer's held time with "Registruotis". */
export const waitlistOfferPath = (offerId: string) => `${MY_VISITS_PATH}/pasiulymas/${offerId}`;
export const adminAppointmentsPath = (slug: string) => `/administratorius/vizitai/sarasas/${slug}`;
export const adminEditPath = (slug: string, id: string) =>
  `/administratorius/vizitai/${slug}/redaguoti/${id}`;
export const adminConfirmPath = (slug: string, id: string) =>
  `/administratorius/vizitai/${slug}/patvirtinti/${id}`;

/** `Grožio namai, Gedimino pr. 1, Vilnius`, or the name alone when the business gave no address. */
export function visitPlace(visit: { business: Pick<VisitBusiness, 'name' | 'address'> }): string {
  return visit.business.address ? `${visit.business.name}, ${visit.business.address}` : visit.business.name;
}

/** `Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00` in the business's time zone. */
export function visitSummary(visit: {
  startsAt: Date;
  service: { name: string };
  business: Pick<VisitBusiness, 'timeZone'>;
}): string {
  const start = visit.startsAt.toISOString();
  const zone = visit.business.timeZone;
  return `${visit.service.name}, ${formatLongDate(localDateOf(start, zone))}, ${formatTime(start, zone)}`;
}

/** `pirmadienis, lapkričio 23 d., 09:00–10:00` in the business's time zone. */
export function visitWhen(visit: {
  startsAt: Date;
  endsAt: Date;
  business: Pick<VisitBusiness, 'timeZone'>;
}): string {
  return formatDateTimeRange(
    visit.startsAt.toISOString(),
    visit.endsAt.toISOString(),
    visit.business.timeZone,
  );
}

type CancellableVisit = {
  startsAt: Date;
  business: Pick<VisitBusiness, 'timeZone' | 'cancellationCutoffHours'>;
};

/** The last moment the client may cancel online: start minus the business's cutoff. */
export const onlineCancellationDeadline = (visit: CancellableVisit): Date =>
  cancellationDeadline(visit.startsAt, visit.business.cancellationCutoffHours);

/**
 * Whether the client can still cancel online at `now`: a visit booked less than the cutoff ahead never
 * could, and promising a deadline already gone would send the client to a button that refuses them.
 */
export function canStillCancelOnline(visit: CancellableVisit, now: Date): boolean {
  return now.getTime() < onlineCancellationDeadline(visit).getTime();
}

/** `pirmadienio, lapkričio 22 d., 09:00` (after "iki"): the last moment the client may cancel online. */
export function cancellationDeadlineText(visit: CancellableVisit): string {
  const deadline = onlineCancellationDeadline(visit).toISOString();
  const zone = visit.business.timeZone;
  return `${formatLongDateGenitive(localDateOf(deadline, zone))}, ${formatTime(deadline, zone)}`;
}

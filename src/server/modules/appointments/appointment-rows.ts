// The one read model of appointments: the row query (visit, business, service, specialist, client card and
// account in one join), its mapping to the business's AdminAppointment and to the client's Appointment, and
// the client's own lists ("Mano vizitai").
import { isUuid } from '../../db/records/uuid.ts';
import { and, asc, desc, eq, gt, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALLOWED_TRANSITIONS,
  cancellationDeadline,
  HELD_STATUSES,
  clientMayCancel,
  holdsTime,
  transitionRefusal,
  type AppointmentStatus,
} from '../../../core/appointments/status-machine.ts';
import { formatInstant } from '../../../core/availability/zoned-day.ts';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import type { Appointment, AppointmentScope } from '../../../contracts/booking.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, business, clientCard, service, specialist, user } from '../../db/schema.ts';
import { joinServiceNames } from '../../../core/appointments/visit-group.ts';
import { visitMailFields, type VisitBusiness, type VisitFacts } from '../side-effects/visit-wording.ts';

/** The client's account, joined under its own name (the `user` table also means staff). */
export const clientUser = alias(user, 'client_user');

export const appointmentColumns = {
  id: appointment.id,
  businessId: appointment.businessId,
  status: appointment.status,
  source: appointment.source,
  seriesId: appointment.seriesId,
  groupId: appointment.groupId,
  startsAt: appointment.startsAt,
  endsAt: appointment.endsAt,
  blockedUntil: appointment.blockedUntil,
  priceCents: appointment.priceCents,
  durationMinutes: appointment.durationMinutes,
  clientNote: appointment.clientNote,
  businessNote: appointment.businessNote,
  declineReason: appointment.declineReason,
  sequence: appointment.sequence,
  clientUserId: appointment.clientUserId,
  clientCardId: appointment.clientCardId,
  createdAt: appointment.createdAt,
  updatedAt: appointment.updatedAt,
  business: {
    id: business.id,
    slug: business.slug,
    name: business.name,
    address: business.address,
    phone: business.phone,
    timeZone: business.timeZone,
    cancellationCutoffHours: business.cancellationCutoffHours,
  },
  service: { id: service.id, name: service.name, bufferAfterMinutes: service.bufferAfterMinutes },
  specialist: { id: specialist.id, name: specialist.name },
  card: { id: clientCard.id, name: clientCard.name, phone: clientCard.phone, email: clientCard.email },
  account: {
    id: clientUser.id,
    name: clientUser.name,
    email: clientUser.email,
    phone: clientUser.phoneNumber,
  },
};

/** The select with every join the view needs; callers add where / order / limit. */
export function selectAppointmentRows(db: DbOrTx) {
  return db
    .select(appointmentColumns)
    .from(appointment)
    .innerJoin(business, eq(business.id, appointment.businessId))
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .leftJoin(clientCard, eq(clientCard.id, appointment.clientCardId))
    .leftJoin(clientUser, eq(clientUser.id, appointment.clientUserId))
    .$dynamic();
}

export type AppointmentRow = Awaited<ReturnType<ReturnType<typeof selectAppointmentRows>['execute']>>[number];

export async function appointmentRowById(
  db: DbOrTx,
  id: string,
  where?: SQL,
): Promise<AppointmentRow | null> {
  // An id from an address or a form that is no uuid names no visit (the database would refuse to compare).
  if (!isUuid(id)) return null;
  const [row] = await selectAppointmentRows(db)
    .where(and(eq(appointment.id, id), where))
    .limit(1);
  return row ?? null;
}

/** Who the client is, as the business knows them: its card first, the account as a fallback. */
export function clientOf(row: AppointmentRow) {
  return {
    name: row.card?.name ?? row.account?.name ?? 'Klientas',
    phone: row.card?.phone ?? row.account?.phone ?? null,
    email: row.card?.email ?? row.account?.email ?? null,
    cardId: row.card?.id ?? null,
    hasAccount: row.clientUserId !== null,
  };
}

/** The visit as its messages describe it (the facts a domain event carries). */
export function visitFactsOf(row: AppointmentRow): VisitFacts {
  const client = clientOf(row);
  return {
    appointmentId: row.id,
    businessId: row.businessId,
    clientUserId: row.clientUserId,
    sequence: row.sequence,
    status: row.status,
    clientNote: row.clientNote,
    ...visitMailFields(row),
    service: { id: row.service.id, name: row.service.name },
    specialist: { id: row.specialist.id, name: row.specialist.name },
    client: { name: client.name, email: client.email, phone: client.phone },
  };
}

/** The statuses the business may set now (completed / no-show only once the visit has ended). */
export function nextStatusesFor(
  row: Pick<AppointmentRow, 'status' | 'startsAt' | 'endsAt' | 'business'>,
  now: Date,
) {
  return ALLOWED_TRANSITIONS[row.status].filter(
    (to) =>
      transitionRefusal(row, to, {
        actor: 'business',
        now,
        cancellationCutoffHours: row.business.cancellationCutoffHours,
      }) === null,
  );
}

export function toAdminAppointment(row: AppointmentRow, now: Date): AdminAppointment {
  const zone = row.business.timeZone;
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    seriesId: row.seriesId,
    groupId: row.groupId,
    start: formatInstant(row.startsAt.getTime(), zone),
    end: formatInstant(row.endsAt.getTime(), zone),
    blockedUntil: formatInstant(row.blockedUntil.getTime(), zone),
    business: { slug: row.business.slug, name: row.business.name },
    service: { id: row.service.id, name: row.service.name },
    specialist: { id: row.specialist.id, name: row.specialist.name },
    priceCents: row.priceCents,
    durationMinutes: row.durationMinutes,
    note: row.clientNote,
    businessNote: row.businessNote,
    declineReason: row.declineReason,
    client: clientOf(row),
    createdAt: formatInstant(row.createdAt.getTime(), zone),
    timeZone: zone,
    nextStatuses: nextStatusesFor(row, now),
    editable: holdsTime(row.status as AppointmentStatus),
  };
}

/** What the client's view needs: an appointment row, or a visit just booked. */
export interface AppointmentViewSource {
  id: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  durationMinutes: number;
  clientNote: string;
  declineReason: string | null;
  business: VisitBusiness;
  service: { id: string; name: string };
  specialist: { id: string; name: string };
  groupId?: string | null;
}

export function toAppointmentView(source: AppointmentViewSource, now: Date): Appointment {
  const zone = source.business.timeZone;
  const cutoff = source.business.cancellationCutoffHours;
  return {
    id: source.id,
    status: source.status,
    start: formatInstant(source.startsAt.getTime(), zone),
    end: formatInstant(source.endsAt.getTime(), zone),
    business: {
      slug: source.business.slug,
      name: source.business.name,
      address: source.business.address,
      phone: source.business.phone,
    },
    service: { id: source.service.id, name: source.service.name },
    specialist: { id: source.specialist.id, name: source.specialist.name },
    priceCents: source.priceCents,
    durationMinutes: source.durationMinutes,
    note: source.clientNote,
    cancellableUntil: formatInstant(cancellationDeadline(source.startsAt, cutoff).getTime(), zone),
    canCancel: clientMayCancel(source, now, cutoff),
    declineReason: source.declineReason,
    timeZone: zone,
    groupId: source.groupId ?? null,
    parts: [],
  };
}

/**
 * A visit of several services as one: the first part's view stretched over them all (its end, their
 * total price and length), with each part listed. The client cancels, and is reminded of, the whole.
 */
export function toGroupView(parts: readonly AppointmentViewSource[], now: Date): Appointment {
  const ordered = [...parts].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const [first] = ordered;
  const last = ordered.at(-1);
  if (!first || !last) throw new RangeError('A visit group needs at least one part');
  const view = toAppointmentView(first, now);
  if (ordered.length === 1 && !first.groupId) return view;
  const zone = first.business.timeZone;
  return {
    ...view,
    service: { id: first.service.id, name: joinServiceNames(ordered.map((part) => part.service.name)) },
    end: formatInstant(last.endsAt.getTime(), zone),
    priceCents: ordered.reduce((sum, part) => sum + part.priceCents, 0),
    durationMinutes: Math.round((last.endsAt.getTime() - first.startsAt.getTime()) / 60_000),
    parts: ordered.map((part) => ({
      id: part.id,
      service: { id: part.service.id, name: part.service.name },
      start: formatInstant(part.startsAt.getTime(), zone),
      end: formatInstant(part.endsAt.getTime(), zone),
      priceCents: part.priceCents,
      durationMinutes: part.durationMinutes,
    })),
  };
}

/** Every part of the visit groups named, in time order, keyed by group. */
export async function groupPartsOf(
  db: DbOrTx,
  groupIds: readonly string[],
  where?: SQL,
): Promise<Map<string, AppointmentRow[]>> {
  const groups = new Map<string, AppointmentRow[]>();
  if (groupIds.length === 0) return groups;
  const rows = await selectAppointmentRows(db)
    .where(and(inArray(appointment.groupId, [...new Set(groupIds)]), where))
    .orderBy(asc(appointment.startsAt), asc(appointment.id));
  for (const row of rows) {
    if (!row.groupId) continue;
    const parts = groups.get(row.groupId) ?? [];
    parts.push(row);
    groups.set(row.groupId, parts);
  }
  return groups;
}

/** The parts of `row`'s visit: the row alone, or every part of its group, in time order. */
export async function visitPartsOf(db: DbOrTx, row: AppointmentRow): Promise<AppointmentRow[]> {
  if (!row.groupId) return [row];
  return (await groupPartsOf(db, [row.groupId])).get(row.groupId) ?? [row];
}

/** The parts of the visit `id` belongs to, read afresh (after a change), in time order; none if gone. */
export async function freshVisitParts(db: DbOrTx, id: string): Promise<AppointmentRow[]> {
  const row = await appointmentRowById(db, id);
  return row ? visitPartsOf(db, row) : [];
}

/** The client's view of `row`'s whole visit. */
export async function visitViewOf(db: DbOrTx, row: AppointmentRow, now: Date): Promise<Appointment> {
  return toGroupView(await visitPartsOf(db, row), now);
}

/**
 * A visit of several services as its messages describe it: one visit, the services named together, from
 * the first start to the last end, at the total price (the first part's id and version stand for it).
 */
export function groupVisitFacts(parts: readonly AppointmentRow[]): VisitFacts {
  const [first] = parts;
  const last = parts.at(-1);
  if (!first || !last) throw new RangeError('A visit group needs at least one part');
  const facts = visitFactsOf(first);
  if (parts.length === 1) return facts;
  return {
    ...facts,
    endsAt: last.endsAt,
    priceCents: parts.reduce((sum, part) => sum + part.priceCents, 0),
    service: { id: first.service.id, name: joinServiceNames(parts.map((part) => part.service.name)) },
  };
}

const MAX_LISTED = 200;

/** Upcoming: held visits that have not ended, soonest first. Past: all the others, latest first. */
export async function appointmentsOfUser(
  db: DbOrTx,
  { userId, scope, now }: { userId: string; scope: AppointmentScope; now: Date },
): Promise<Appointment[]> {
  const upcoming = and(inArray(appointment.status, HELD_STATUSES), gt(appointment.endsAt, now));
  const rows =
    scope === 'upcoming'
      ? await selectAppointmentRows(db)
          .where(and(eq(appointment.clientUserId, userId), upcoming))
          .orderBy(asc(appointment.startsAt), asc(appointment.id))
          .limit(MAX_LISTED)
      : await selectAppointmentRows(db)
          .where(
            and(
              eq(appointment.clientUserId, userId),
              or(not(inArray(appointment.status, HELD_STATUSES)), lte(appointment.endsAt, now)),
            ),
          )
          .orderBy(desc(appointment.startsAt), desc(appointment.id))
          .limit(MAX_LISTED);
  // A visit of several services is one item: listed where its first part would be, with every part (a
  // visit still going on is upcoming as a whole, not half in the past).
  const groups = await groupPartsOf(
    db,
    rows.flatMap((row) => (row.groupId ? [row.groupId] : [])),
    eq(appointment.clientUserId, userId),
  );
  const isUpcoming = (row: AppointmentRow) => holdsTime(row.status) && row.endsAt > now;
  const listed = new Set<string>();
  const items: Appointment[] = [];
  for (const row of rows) {
    if (!row.groupId) {
      items.push(toAppointmentView(row, now));
      continue;
    }
    if (listed.has(row.groupId)) continue;
    listed.add(row.groupId);
    const parts = groups.get(row.groupId) ?? [row];
    if (scope === 'past' && parts.some(isUpcoming)) continue;
    items.push(toGroupView(parts, now));
  }
  return items;
}

/** The user's own appointment, or null (also for another user's). */
export function appointmentRowOfUser(db: DbOrTx, userId: string, appointmentId: string) {
  return appointmentRowById(db, appointmentId, eq(appointment.clientUserId, userId));
}

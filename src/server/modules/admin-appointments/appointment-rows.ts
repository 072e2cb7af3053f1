// Appointments as the business sees them: the row query (visit, service, specialist, client card and
// account in one join) and its mapping to the API's AdminAppointment.
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALLOWED_TRANSITIONS,
  holdsTime,
  transitionRefusal,
  type AppointmentStatus,
} from '../../../core/appointments/status-machine.ts';
import { formatInstant } from '../../../core/availability/zoned-day.ts';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, business, clientCard, service, specialist, user } from '../../db/schema.ts';

/** The client's account, joined under its own name (the `user` table also means staff). */
export const clientUser = alias(user, 'client_user');

export const appointmentColumns = {
  id: appointment.id,
  businessId: appointment.businessId,
  status: appointment.status,
  source: appointment.source,
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

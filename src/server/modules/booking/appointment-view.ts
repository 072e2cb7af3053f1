// The client's view of an appointment (contracts/booking.ts `Appointment`) and the queries behind
// "Mano vizitai".
import { and, asc, desc, eq, gt, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import {
  cancellationDeadline,
  clientMayCancel,
  HELD_STATUSES,
  type AppointmentStatus,
} from '../../../core/appointments/status-machine.ts';
import { formatInstant } from '../../../core/availability/zoned-day.ts';
import type { Appointment, AppointmentScope } from '../../../contracts/booking.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, business, service, specialist } from '../../db/schema.ts';

export interface AppointmentViewSource {
  id: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  durationMinutes: number;
  clientNote: string;
  declineReason: string | null;
  business: {
    slug: string;
    name: string;
    address: string;
    phone: string | null;
    timeZone: string;
    cancellationCutoffHours: number;
  };
  service: { id: string; name: string };
  specialist: { id: string; name: string };
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
  };
}

const viewColumns = {
  id: appointment.id,
  status: appointment.status,
  startsAt: appointment.startsAt,
  endsAt: appointment.endsAt,
  priceCents: appointment.priceCents,
  durationMinutes: appointment.durationMinutes,
  clientNote: appointment.clientNote,
  declineReason: appointment.declineReason,
  clientUserId: appointment.clientUserId,
  businessId: appointment.businessId,
  business: {
    slug: business.slug,
    name: business.name,
    address: business.address,
    phone: business.phone,
    timeZone: business.timeZone,
    cancellationCutoffHours: business.cancellationCutoffHours,
  },
  service: { id: service.id, name: service.name },
  specialist: { id: specialist.id, name: specialist.name },
};

export type AppointmentViewRow = Awaited<ReturnType<typeof selectAppointmentViews>>[number];

export function selectAppointmentViews(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(viewColumns)
    .from(appointment)
    .innerJoin(business, eq(business.id, appointment.businessId))
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

const MAX_LISTED = 200;

/** Upcoming: held visits that have not ended, soonest first. Past: all the others, latest first. */
export async function appointmentsOfUser(
  db: DbOrTx,
  userId: string,
  scope: AppointmentScope,
  now: Date,
): Promise<Appointment[]> {
  const upcoming = and(inArray(appointment.status, HELD_STATUSES), gt(appointment.endsAt, now));
  const rows =
    scope === 'upcoming'
      ? await selectAppointmentViews(
          db,
          and(eq(appointment.clientUserId, userId), upcoming),
          [asc(appointment.startsAt), asc(appointment.id)],
          MAX_LISTED,
        )
      : await selectAppointmentViews(
          db,
          and(
            eq(appointment.clientUserId, userId),
            or(not(inArray(appointment.status, HELD_STATUSES)), lte(appointment.endsAt, now)),
          ),
          [desc(appointment.startsAt), desc(appointment.id)],
          MAX_LISTED,
        );
  return rows.map((row) => toAppointmentView(row, now));
}

/** The user's own appointment, or null (also for another user's). */
export async function appointmentRowOfUser(db: DbOrTx, userId: string, appointmentId: string) {
  const [row] = await selectAppointmentViews(
    db,
    and(eq(appointment.id, appointmentId), eq(appointment.clientUserId, userId)),
    [],
    1,
  );
  return row ?? null;
}

// One client booked twice at once with different specialists is allowed (a colour and a cut side by side
// happen), but never silently: the staff who create or move a visit are told about the other one.
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import { formatInstant } from '../../../core/availability/zoned-day.ts';
import type {
  AdminAppointment,
  AppointmentSaved,
  AppointmentWarning,
  UpdateAppointmentInput,
} from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, specialist } from '../../db/schema.ts';
import { appointmentRowById } from './appointment-rows.ts';
import { formatTimeRange } from '../../../core/format/lithuanian-dates.ts';

interface VisitOfClient {
  id: string;
  businessId: string;
  specialistId: string;
  clientCardId: string | null;
  clientUserId: string | null;
  startsAt: Date;
  endsAt: Date;
  status: string;
}

/** The client's other held visits with another specialist that overlap this one, as warnings. */
export async function clientOverlapWarnings(
  db: DbOrTx,
  visit: VisitOfClient,
  timeZone: string,
): Promise<AppointmentWarning[]> {
  if (!(HELD_STATUSES as readonly string[]).includes(visit.status)) return [];
  const sameClient = [
    visit.clientCardId ? eq(appointment.clientCardId, visit.clientCardId) : undefined,
    visit.clientUserId ? eq(appointment.clientUserId, visit.clientUserId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (sameClient.length === 0) return [];
  const others = await db
    .select({
      id: appointment.id,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      specialistName: specialist.name,
    })
    .from(appointment)
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .where(
      and(
        eq(appointment.businessId, visit.businessId),
        ne(appointment.id, visit.id),
        ne(appointment.specialistId, visit.specialistId),
        inArray(appointment.status, HELD_STATUSES),
        or(...sameClient),
        lt(appointment.startsAt, visit.endsAt),
        gt(appointment.endsAt, visit.startsAt),
      ),
    )
    .orderBy(appointment.startsAt)
    .limit(5);
  return others.map((other) => {
    const start = formatInstant(other.startsAt.getTime(), timeZone);
    const end = formatInstant(other.endsAt.getTime(), timeZone);
    return {
      code: 'client_double_booked' as const,
      appointmentId: other.id,
      specialistName: other.specialistName,
      start,
      end,
      message: `Šis klientas tuo pačiu metu turi kitą vizitą (${formatTimeRange(start, end, timeZone)}, specialistas: ${other.specialistName}).`,
    };
  });
}

/** A visit just created or changed by staff, with the warnings about it. */
export async function savedWithWarnings(db: DbOrTx, saved: AdminAppointment): Promise<AppointmentSaved> {
  const row = await appointmentRowById(db, saved.id);
  const warnings = row
    ? await clientOverlapWarnings(db, { ...row, specialistId: row.specialist.id }, row.business.timeZone)
    : [];
  return { appointment: saved, warnings };
}

/** Whether a change can make a new overlap: a new time, length, specialist or service, or a confirmation. */
export function changesPlacement(input: UpdateAppointmentInput): boolean {
  return (
    input.start !== undefined ||
    input.specialistId !== undefined ||
    input.serviceId !== undefined ||
    input.durationMinutes !== undefined ||
    input.status === 'confirmed'
  );
}

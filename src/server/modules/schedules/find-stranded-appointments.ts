// Held visits (pending/confirmed, not yet over) that the business's current rules leave outside working
// time, within a date range and scope. Run after every change to a schedule, override, holiday or
// public-holiday exclusion, and on the edit pages ("Paveikti vizitai"): the admin moves or declines them.
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StrandedAppointment } from '../../../contracts/admin-schedules.ts';
import { HELD_STATUSES, type HeldStatus } from '../../../core/appointments/status-machine.ts';
import type { LocalDate, WorkingTimeInput } from '../../../core/availability/types.ts';
import { addDays, formatInstant } from '../../../core/availability/zoned-day.ts';
import { strandedAppointments } from '../../../core/schedules/stranded-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointment,
  clientCard,
  holiday,
  schedule,
  scheduleOverride,
  service,
  specialist,
  user,
} from '../../db/schema.ts';
import { excludedPublicHolidaysBetween } from '../holidays/public-holiday-exclusions.ts';

/** The business's overrides or holidays, of these specialists or business-wide, whose range meets the days. */
function datedRecordsMeeting(
  table: typeof holiday | typeof scheduleOverride,
  businessId: string,
  specialistIds: string[],
  from: LocalDate,
  to: LocalDate,
) {
  return and(
    eq(table.businessId, businessId),
    or(isNull(table.specialistId), inArray(table.specialistId, specialistIds)),
    gte(table.toDate, from),
    lte(table.fromDate, to),
  );
}

export interface StrandedQuery {
  business: { id: string; timeZone: string };
  /** One specialist, or null for all of the business's specialists. */
  specialistId: string | null;
  /** Local dates, inclusive; `to` null = no end (a schedule change applies from `from` on). */
  from: LocalDate;
  to: LocalDate | null;
  now: Date;
}

/** The start of a local date in the business's zone, as a SQL timestamptz. */
function startOfLocalDate(date: LocalDate, timeZone: string): SQL {
  return sql`((${date}::date)::timestamp at time zone ${timeZone})`;
}

export async function findStrandedAppointments(
  db: DbOrTx,
  query: StrandedQuery,
): Promise<StrandedAppointment[]> {
  const { business, specialistId, from, to, now } = query;
  const conditions: SQL[] = [
    eq(appointment.businessId, business.id),
    inArray(appointment.status, HELD_STATUSES),
    gt(appointment.endsAt, now),
    gte(appointment.startsAt, startOfLocalDate(from, business.timeZone)),
  ];
  if (to !== null)
    conditions.push(sql`${appointment.startsAt} < ${startOfLocalDate(addDays(to, 1), business.timeZone)}`);
  if (specialistId !== null) conditions.push(eq(appointment.specialistId, specialistId));

  const visits = await db
    .select({
      id: appointment.id,
      specialistId: appointment.specialistId,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      status: appointment.status,
      clientName: sql<string>`coalesce(nullif(${clientCard.name}, ''), ${user.name}, 'Klientas')`,
      serviceName: service.name,
      specialistName: specialist.name,
    })
    .from(appointment)
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .leftJoin(clientCard, eq(clientCard.id, appointment.clientCardId))
    .leftJoin(user, eq(user.id, appointment.clientUserId))
    .where(and(...conditions))
    .orderBy(asc(appointment.startsAt), asc(appointment.id));
  if (visits.length === 0) return [];

  // The rules that can touch those visits: their specialists' schedules, overrides and holidays overlapping
  // the visits' days (a visit may run past midnight: one day of margin), excluded public holidays.
  const specialistIds = [...new Set(visits.map((visit) => visit.specialistId))];
  const firstDay = from;
  const lastDay = addDays(
    visits
      .reduce((latest, visit) => (visit.endsAt > latest ? visit.endsAt : latest), visits[0]!.endsAt)
      .toISOString()
      .slice(0, 10),
    1,
  );
  const [schedules, overrides, holidays, exclusions] = await Promise.all([
    db
      .select({
        specialistId: schedule.specialistId,
        validFrom: schedule.validFrom,
        days: schedule.weeklyHours,
      })
      .from(schedule)
      .where(and(eq(schedule.businessId, business.id), inArray(schedule.specialistId, specialistIds)))
      .orderBy(asc(schedule.validFrom), asc(schedule.createdAt)),
    db
      .select({
        specialistId: scheduleOverride.specialistId,
        from: scheduleOverride.fromDate,
        to: scheduleOverride.toDate,
        closed: scheduleOverride.closed,
        intervals: scheduleOverride.intervals,
      })
      .from(scheduleOverride)
      .where(
        datedRecordsMeeting(scheduleOverride, business.id, specialistIds, addDays(firstDay, -1), lastDay),
      )
      .orderBy(asc(scheduleOverride.createdAt), asc(scheduleOverride.id)),
    db
      .select({
        specialistId: holiday.specialistId,
        from: holiday.fromDate,
        to: holiday.toDate,
        name: holiday.name,
      })
      .from(holiday)
      .where(datedRecordsMeeting(holiday, business.id, specialistIds, addDays(firstDay, -1), lastDay))
      .orderBy(asc(holiday.createdAt), asc(holiday.id)),
    excludedPublicHolidaysBetween(db, { businessId: business.id, from: addDays(firstDay, -1), to: lastDay }),
  ]);

  const input: WorkingTimeInput = {
    timeZone: business.timeZone,
    schedules: schedules.map((row) => ({
      specialistId: row.specialistId,
      validFrom: row.validFrom,
      days: row.days,
    })),
    overrides,
    holidays,
    excludedPublicHolidays: exclusions,
  };
  const timed = visits.map((visit) => ({
    ...visit,
    start: formatInstant(visit.startsAt.getTime(), business.timeZone),
    end: formatInstant(visit.endsAt.getTime(), business.timeZone),
  }));
  return strandedAppointments(input, timed).map((visit) => ({
    id: visit.id,
    start: visit.start,
    end: visit.end,
    clientName: visit.clientName,
    serviceName: visit.serviceName,
    specialistId: visit.specialistId,
    specialistName: visit.specialistName,
    status: visit.status as HeldStatus,
  }));
}

// Everything the availability engine needs for one business, service and date range, in ONE statement:
// the business's rules, the service, the eligible specialists, their schedules, overrides, holidays,
// excluded public holidays and held appointments, each aggregated to JSON. No N+1, one round trip.
// The schedule rows are those of the specialists slots are computed for (the chosen one, or all eligible).
import { sql } from 'drizzle-orm';
import type {
  BusinessHoliday,
  HeldAppointment,
  LocalDate,
  ScheduleOverride,
  WeeklySchedule,
} from '../../../core/availability/types.ts';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import { addDays } from '../../../core/availability/zoned-day.ts';
import type { DbOrTx } from '../../db/client.ts';

export interface ScheduleBusiness {
  id: string;
  slug: string;
  name: string;
  onboarded: boolean;
  timeZone: string;
  address: string;
  phone: string | null;
  requiresConfirmation: boolean;
  leadTimeMinutes: number;
  bookingHorizonDays: number;
  slotStepMinutes: number;
  cancellationCutoffHours: number;
}

export interface ScheduleService {
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
  bufferAfterMinutes: number;
}

export interface ScheduleSpecialist {
  id: string;
  name: string;
}

export interface ScheduleData {
  /** null: no business with that slug. */
  business: ScheduleBusiness | null;
  /** null: no active service with that id in this business (or none asked for). */
  service: ScheduleService | null;
  /** Active specialists who perform the service (all active ones without a service), in display order. */
  specialists: ScheduleSpecialist[];
  /** Only for the requested specialist when one was given, else for all eligible ones. */
  schedules: WeeklySchedule[];
  overrides: ScheduleOverride[];
  holidays: BusinessHoliday[];
  excludedPublicHolidays: LocalDate[];
  /** Pending and confirmed appointments that can touch slots of [from, to]; empty unless asked for. */
  appointments: HeldAppointment[];
}

export interface ScheduleDataQuery {
  businessSlug: string;
  serviceId: string | null;
  specialistId: string | null;
  from: LocalDate;
  to: LocalDate;
  withAppointments: boolean;
}

interface Row {
  business: ScheduleBusiness | null;
  service: ScheduleService | null;
  specialists: ScheduleSpecialist[] | null;
  schedules: WeeklySchedule[] | null;
  overrides: ScheduleOverride[] | null;
  holidays: BusinessHoliday[] | null;
  excluded: LocalDate[] | null;
  appointments: HeldRow[] | null;
}

/** A held appointment as the query sends it (compact: formatting instants in SQL costs more). */
type HeldRow = [specialistId: string, startMs: number, blockedUntilMs: number];

const EMPTY_ROW: Row = {
  business: null,
  service: null,
  specialists: null,
  schedules: null,
  overrides: null,
  holidays: null,
  excluded: null,
  appointments: null,
};

export async function loadScheduleData(db: DbOrTx, query: ScheduleDataQuery): Promise<ScheduleData> {
  const result = await db.execute(scheduleDataStatement(query));
  // No row: no business with that slug.
  const row = rowsOf<Row>(result)[0] ?? EMPTY_ROW;
  return {
    business: row.business,
    service: row.business ? row.service : null,
    specialists: row.specialists ?? [],
    schedules: row.schedules ?? [],
    overrides: row.overrides ?? [],
    holidays: row.holidays ?? [],
    excludedPublicHolidays: row.excluded ?? [],
    appointments: (row.appointments ?? []).map(([specialistId, startMs, blockedUntilMs]) => ({
      specialistId,
      start: new Date(startMs).toISOString(),
      blockedUntil: new Date(blockedUntilMs).toISOString(),
    })),
  };
}

export function scheduleDataStatement(query: ScheduleDataQuery) {
  const { businessSlug, serviceId, specialistId, from, to, withAppointments } = query;
  // A slot of a local day in [from, to] starts inside that day, which lies within UTC [from − 1 day
  // 10:00, to + 1 day 12:00) for any zone (offsets −12…+14 h), and holds its specialist for less than a
  // day: appointments overlapping UTC [from − 1 day, to + 3 days) are all that can matter. Written as a
  // range overlap, the condition is exactly the one the exclusion constraint's GiST index serves.
  const heldFrom = `${addDays(from, -1)}T00:00:00Z`;
  const heldTo = `${addDays(to, 3)}T00:00:00Z`;
  // Lateral joins off the one business row: each part is planned as a plain index scan, which keeps
  // planning (most of the cost of a statement this size on PGlite) several times cheaper than CTEs.
  return sql`
    select
      json_build_object(
        'id', b.id, 'slug', b.slug, 'name', b.name, 'onboarded', b.onboarded, 'timeZone', b.time_zone,
        'address', b.address, 'phone', b.phone, 'requiresConfirmation', b.requires_confirmation,
        'leadTimeMinutes', b.lead_time_minutes, 'bookingHorizonDays', b.booking_horizon_days,
        'slotStepMinutes', b.slot_step_minutes, 'cancellationCutoffHours', b.cancellation_cutoff_hours
      ) as business,
      svc.service, staff.specialists, sch.schedules, ovr.overrides, hol.holidays, exc.excluded, held.appointments
    from business b
    left join lateral (
      select s.id, json_build_object(
          'id', s.id, 'name', s.name, 'durationMinutes', s.duration_minutes, 'priceCents', s.price_cents,
          'bufferAfterMinutes', s.buffer_after_minutes) as service
      from service s
      where s.id = ${serviceId}::uuid and s.business_id = b.id and s.active
    ) svc on true
    left join lateral (
      select
        json_agg(json_build_object('id', sp.id, 'name', sp.name) order by sp.sort_order, sp.name, sp.id) as specialists,
        coalesce(array_agg(sp.id) filter (where ${specialistId}::uuid is null or sp.id = ${specialistId}::uuid), '{}') as chosen
      from specialist sp
      where sp.business_id = b.id and sp.active
        and (${serviceId}::uuid is null or exists (
          select 1 from specialist_service ss
          where ss.business_id = b.id and ss.specialist_id = sp.id and ss.service_id = svc.id))
    ) staff on true
    left join lateral (
      select json_agg(json_build_object(
          'specialistId', sc.specialist_id, 'validFrom', sc.valid_from, 'days', sc.weekly_hours)
          order by sc.valid_from, sc.created_at) as schedules
      from schedule sc
      where sc.business_id = b.id and sc.specialist_id = any(staff.chosen) and sc.valid_from <= ${to}::date
    ) sch on true
    left join lateral (
      select json_agg(json_build_object(
          'specialistId', o.specialist_id, 'from', o.from_date, 'to', o.to_date, 'closed', o.closed,
          'intervals', o.intervals)
          order by o.created_at, o.id) as overrides
      from schedule_override o
      where o.business_id = b.id and (o.specialist_id is null or o.specialist_id = any(staff.chosen))
        and o.to_date >= ${from}::date and o.from_date <= ${to}::date
    ) ovr on true
    left join lateral (
      select json_agg(json_build_object(
          'specialistId', h.specialist_id, 'from', h.from_date, 'to', h.to_date, 'name', h.name)
          order by h.created_at, h.id) as holidays
      from holiday h
      where h.business_id = b.id and (h.specialist_id is null or h.specialist_id = any(staff.chosen))
        and h.to_date >= ${from}::date and h.from_date <= ${to}::date
    ) hol on true
    left join lateral (
      select json_agg(to_char(e.date, 'YYYY-MM-DD') order by e.date) as excluded
      from public_holiday_exclusion e
      where e.business_id = b.id and e.date between ${from}::date and ${to}::date
    ) exc on true
    left join lateral (
      select json_agg(json_build_array(
          a.specialist_id,
          floor(date_part('epoch', a.starts_at) * 1000),
          ceil(date_part('epoch', a.blocked_until) * 1000))) as appointments
      from appointment a
      where ${withAppointments}::boolean
        and a.specialist_id = any(staff.chosen)
        and a.status in ${HELD_STATUSES}
        and tstzrange(a.starts_at, a.blocked_until, '[)')
            && tstzrange(${heldFrom}::timestamptz, ${heldTo}::timestamptz, '[)')
    ) held on true
    where b.slug = ${businessSlug}
  `;
}

/** node-postgres and PGlite both answer `db.execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

// Everything the availability engine needs for one business, service and date range, in ONE statement:
// the business's rules, the service, the eligible specialists, their schedules, overrides, holidays,
// excluded public holidays, held appointments and blocked time, each aggregated to JSON. No N+1, one round trip.
// The schedule rows are those of the specialists slots are computed for (the chosen one, or all eligible).
import { sql, type SQL } from 'drizzle-orm';
import type {
  BusinessHoliday,
  HeldAppointment,
  LocalDate,
  ScheduleOverride,
  TimeBlock,
  WeeklySchedule,
} from '../../../core/availability/types.ts';
import { addDays } from '../../../core/availability/zoned-day.ts';
import { executePrepared, type DbOrTx } from '../../db/client.ts';
import { uuidArray } from '../../db/uuid-array.ts';

export interface ScheduleBusiness {
  id: string;
  slug: string;
  name: string;
  onboarded: boolean;
  timeZone: string;
  address: string;
  phone: string | null;
  requiresConfirmation: boolean;
  requiresPhoneNumber: boolean;
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
  /** The further services of a visit of several, those active in this business, in the order asked. */
  moreServices: ScheduleService[];
  /**
   * Active specialists who perform the service — every one of a visit's services — (all active ones
   * without a service), in display order.
   */
  specialists: ScheduleSpecialist[];
  /** Only for the requested specialist when one was given, else for all eligible ones. */
  schedules: WeeklySchedule[];
  overrides: ScheduleOverride[];
  holidays: BusinessHoliday[];
  excludedPublicHolidays: LocalDate[];
  /** Pending and confirmed appointments that can touch slots of [from, to]; empty unless asked for. */
  appointments: HeldAppointment[];
  /** Blocked time that can touch slots of [from, to]; empty unless appointments are asked for. */
  timeBlocks: TimeBlock[];
  /** When the business reminds a client before a visit (minutes before its start); empty without a business. */
  reminderOffsetsMinutes: number[];
}

export interface ScheduleDataQuery {
  businessSlug: string;
  serviceId: string | null;
  /** A visit of several services: the ones after `serviceId`, in order. */
  moreServiceIds?: readonly string[] | undefined;
  specialistId: string | null;
  from: LocalDate;
  to: LocalDate;
  withAppointments: boolean;
}

interface Row {
  business: ScheduleBusiness | null;
  service: ScheduleService | null;
  more_services?: ScheduleService[] | null;
  specialists: ScheduleSpecialist[] | null;
  schedules: WeeklySchedule[] | null;
  overrides: ScheduleOverride[] | null;
  holidays: BusinessHoliday[] | null;
  excluded: LocalDate[] | null;
  appointments: HeldRow[] | null;
  reminder_offsets: number[] | null;
}

/** Held time as the query sends it (compact: formatting instants in SQL costs more). */
type HeldRow = [specialistId: string, startMs: number, endMs: number, isBlock: boolean];

const EMPTY_ROW: Row = {
  business: null,
  service: null,
  specialists: null,
  schedules: null,
  overrides: null,
  holidays: null,
  excluded: null,
  appointments: null,
  reminder_offsets: null,
};

export async function loadScheduleData(db: DbOrTx, query: ScheduleDataQuery): Promise<ScheduleData> {
  const result = await executePrepared(db, scheduleDataStatement(query));
  // No row: no business with that slug.
  return scheduleDataOf(rowsOf<Row>(result)[0] ?? EMPTY_ROW);
}

function scheduleDataOf(row: Row): ScheduleData {
  return {
    business: row.business,
    service: row.business ? row.service : null,
    moreServices: row.more_services ?? [],
    specialists: row.specialists ?? [],
    schedules: row.schedules ?? [],
    overrides: row.overrides ?? [],
    holidays: row.holidays ?? [],
    excludedPublicHolidays: row.excluded ?? [],
    ...splitHeld(row.appointments ?? []),
    reminderOffsetsMinutes: row.reminder_offsets ?? [],
  };
}

function splitHeld(rows: HeldRow[]): Pick<ScheduleData, 'appointments' | 'timeBlocks'> {
  const appointments: HeldAppointment[] = [];
  const timeBlocks: TimeBlock[] = [];
  for (const [specialistId, startMs, endMs, isBlock] of rows) {
    const start = new Date(startMs).toISOString();
    const end = new Date(endMs).toISOString();
    if (isBlock) timeBlocks.push({ specialistId, start, end });
    else appointments.push({ specialistId, start, blockedUntil: end });
  }
  return { appointments, timeBlocks };
}

export function scheduleDataStatement(query: ScheduleDataQuery) {
  const { businessSlug, serviceId, specialistId, moreServiceIds } = query;
  return scheduleDataSelect(query, {
    source: sql`business b`,
    serviceId: sql`${serviceId}::uuid`,
    moreServiceIds:
      moreServiceIds && moreServiceIds.length > 0 ? sql`${uuidArray(moreServiceIds)}::uuid[]` : null,
    specialistId: sql`${specialistId}::uuid`,
    where: sql`b.slug = ${businessSlug}`,
  });
}

/** Which businesses (and, for each, which service and specialist) one schedule-data statement is about. */
interface ScheduleDataTargets {
  /** The FROM source; it names the business row `b`. */
  source: SQL;
  serviceId: SQL;
  /** The further services of a visit of several (a uuid[]), or null: one service, and the same statement. */
  moreServiceIds?: SQL | null;
  specialistId: SQL;
  where: SQL;
}

/**
 * Which overrides or holidays (the table named `alias` in its lateral select) count: those of the business
 * row `b`, for the whole business or for one of the chosen specialists, whose dates touch [from, to].
 */
function datedRulesInRange(alias: 'o' | 'h', { from, to }: { from: LocalDate; to: LocalDate }) {
  const rule = sql.raw(alias);
  return sql`${rule}.business_id = b.id and (${rule}.specialist_id is null or ${rule}.specialist_id = any(staff.chosen))
        and ${rule}.to_date >= ${from}::date and ${rule}.from_date <= ${to}::date`;
}

function scheduleDataSelect(
  { from, to, withAppointments }: Pick<ScheduleDataQuery, 'from' | 'to' | 'withAppointments'>,
  targets: ScheduleDataTargets,
) {
  const { serviceId, specialistId } = targets;
  const more = targets.moreServiceIds ?? null;
  // Only a visit of several services adds these parts, so the one-service statement stays as it was.
  const moreServicesColumn = more ? sql`, moreSvc.more_services` : sql``;
  const moreServicesJoin = more
    ? sql`
    left join lateral (
      select json_agg(json_build_object(
          'id', s.id, 'name', s.name, 'durationMinutes', s.duration_minutes, 'priceCents', s.price_cents,
          'bufferAfterMinutes', s.buffer_after_minutes) order by m.ord) as more_services
      from unnest(${more}) with ordinality as m(id, ord)
      join service s on s.id = m.id and s.business_id = b.id and s.active
    ) moreSvc on true`
    : sql``;
  const performsMore = more
    ? sql`
        and not exists (
          select 1 from unnest(${more}) as m(id)
          where not exists (
            select 1 from specialist_service ss
            where ss.business_id = b.id and ss.specialist_id = sp.id and ss.service_id = m.id))`
    : sql``;
  // A slot of a local day in [from, to] starts inside that day, which lies within UTC [from − 1 day
  // 10:00, to + 1 day 12:00) for any zone (offsets −12…+14 h), and holds its specialist for less than a
  // day: held time overlapping UTC [from − 1 day, to + 3 days) is all that can matter. Written as a
  // range overlap, the condition is exactly the one the exclusion constraint's GiST index serves.
  // busy_time holds the held visits, the blocked time and the times held for waitlist offers (kept by
  // triggers), so one scan reads them all; whatever is not a visit is blocked time to the engine.
  const heldFrom = `${addDays(from, -1)}T00:00:00Z`;
  const heldTo = `${addDays(to, 3)}T00:00:00Z`;
  // Lateral joins off the one business row: each part is planned as a plain index scan, which keeps
  // planning (most of the cost of a statement this size on PGlite) several times cheaper than CTEs.
  return sql`
    select
      json_build_object(
        'id', b.id, 'slug', b.slug, 'name', b.name, 'onboarded', b.onboarded, 'timeZone', b.time_zone,
        'address', b.address, 'phone', b.phone, 'requiresConfirmation', b.requires_confirmation,
        'requiresPhoneNumber', b.requires_phone_number,
        'leadTimeMinutes', b.lead_time_minutes, 'bookingHorizonDays', b.booking_horizon_days,
        'slotStepMinutes', b.slot_step_minutes, 'cancellationCutoffHours', b.cancellation_cutoff_hours
      ) as business,
      b.reminder_offsets_minutes as reminder_offsets,
      svc.service, staff.specialists, sch.schedules, ovr.overrides, hol.holidays, exc.excluded, held.appointments
      ${moreServicesColumn}
    from ${targets.source}
    left join lateral (
      select s.id, json_build_object(
          'id', s.id, 'name', s.name, 'durationMinutes', s.duration_minutes, 'priceCents', s.price_cents,
          'bufferAfterMinutes', s.buffer_after_minutes) as service
      from service s
      where s.id = ${serviceId} and s.business_id = b.id and s.active
    ) svc on true${moreServicesJoin}
    left join lateral (
      select
        json_agg(json_build_object('id', sp.id, 'name', sp.name) order by sp.sort_order, sp.name, sp.id) as specialists,
        coalesce(array_agg(sp.id) filter (where ${specialistId} is null or sp.id = ${specialistId}), '{}') as chosen
      from specialist sp
      where sp.business_id = b.id and sp.active
        and (${serviceId} is null or exists (
          select 1 from specialist_service ss
          where ss.business_id = b.id and ss.specialist_id = sp.id and ss.service_id = svc.id))
        ${performsMore}
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
      where ${datedRulesInRange('o', { from, to })}
    ) ovr on true
    left join lateral (
      select json_agg(json_build_object(
          'specialistId', h.specialist_id, 'from', h.from_date, 'to', h.to_date, 'name', h.name)
          order by h.created_at, h.id) as holidays
      from holiday h
      where ${datedRulesInRange('h', { from, to })}
    ) hol on true
    left join lateral (
      select json_agg(to_char(e.date, 'YYYY-MM-DD') order by e.date) as excluded
      from public_holiday_exclusion e
      where e.business_id = b.id and e.date between ${from}::date and ${to}::date
    ) exc on true
    left join lateral (
      select json_agg(json_build_array(
          bt.specialist_id,
          floor(date_part('epoch', lower(bt.during)) * 1000),
          ceil(date_part('epoch', upper(bt.during)) * 1000),
          bt.appointment_id is null)) as appointments
      from busy_time bt
      where ${withAppointments}::boolean
        and bt.specialist_id = any(staff.chosen)
        and bt.during && tstzrange(${heldFrom}::timestamptz, ${heldTo}::timestamptz, '[)')
    ) held on true
    where ${targets.where}
  `;
}

/** One business's service to load schedule data for: "any specialist" of that service. */
export interface ScheduleDataTarget {
  businessId: string;
  serviceId: string;
}

/**
 * Schedule data of many businesses in one statement (the same one the booking calendar runs for one),
 * each for one of its services and every specialist who performs it; keyed by business id.
 */
export async function loadScheduleDataOfMany(
  db: DbOrTx,
  targets: ScheduleDataTarget[],
  range: Pick<ScheduleDataQuery, 'from' | 'to'>,
): Promise<Map<string, ScheduleData>> {
  const found = new Map<string, ScheduleData>();
  if (targets.length === 0) return found;
  const businessIds = uuidArray(targets.map((target) => target.businessId));
  const serviceIds = uuidArray(targets.map((target) => target.serviceId));
  const statement = scheduleDataSelect(
    { ...range, withAppointments: true },
    {
      source: sql`unnest(${businessIds}::uuid[], ${serviceIds}::uuid[]) as t(business_id, service_id)
        join business b on b.id = t.business_id`,
      serviceId: sql`t.service_id`,
      specialistId: sql`null::uuid`,
      where: sql`true`,
    },
  );
  for (const row of rowsOf<Row>(await executePrepared(db, statement))) {
    const data = scheduleDataOf(row);
    if (data.business) found.set(data.business.id, data);
  }
  return found;
}

/** node-postgres and PGlite both answer `db.execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

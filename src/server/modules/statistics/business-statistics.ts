// The business statistics of a period. Every count and sum comes from ONE aggregating statement (grouping
// sets: per week or month, the whole period, per specialist, per service, per specialist and week or month),
// grouped by the business's local dates in the database; the working minutes of the occupancy come from the
// schedule interpreter the calendar uses, on the one-statement schedule load.
import { asc, eq, sql } from 'drizzle-orm';
import type {
  StatisticsFigures,
  StatisticsQuery,
  StatisticsReport,
  StatisticsSpecialist,
} from '../../../contracts/admin-statistics.ts';
import type { AppointmentStatus } from '../../../core/appointments/status-machine.ts';
import { addDays } from '../../../core/availability/zoned-day.ts';
import { occupancyPercent, periodBuckets, workingMinutesByBucket } from '../../../core/statistics/periods.ts';
import type { DbOrTx } from '../../db/client.ts';
import { service, specialist } from '../../db/schema.ts';
import { loadScheduleData, rowsOf } from '../availability/load-schedule-data.ts';

/** A visit held or planned: what "visits", revenue and the client counts are about. */
export const VISIT_STATUSES = ['pending', 'confirmed', 'completed'] as const satisfies AppointmentStatus[];
/** Time that was booked, whether the client came or not: the occupancy's numerator. */
export const BOOKED_STATUSES = [...VISIT_STATUSES, 'no_show'] as const satisfies AppointmentStatus[];

export interface StatisticsTarget {
  id: string;
  slug: string;
  timeZone: string;
}

interface AggregateRow {
  no_bucket: number;
  no_specialist: number;
  no_service: number;
  bucket: string | null;
  specialist_id: string | null;
  service_id: string | null;
  visits: number;
  completed: number;
  revenue_cents: number;
  cancelled: number;
  declined: number;
  no_shows: number;
  online: number;
  staff: number;
  clients_in_bucket: number;
  clients_in_period: number;
  new_in_bucket: number;
  booked_minutes: number;
}

/** The aggregating statement: one row per grouping set member, flagged by which keys it is not grouped by. */
export function statisticsStatement(target: StatisticsTarget, query: StatisticsQuery) {
  const unit = query.group === 'week' ? 'week' : 'month';
  const tz = target.timeZone;
  const from = query.from;
  const until = addDays(query.to, 1);
  // Local midnights as instants, so the range condition is a plain index range on (business_id, starts_at).
  const fromTs = sql`(${from}::date::timestamp at time zone ${tz})`;
  const untilTs = sql`(${until}::date::timestamp at time zone ${tz})`;
  const visit = sql`v.status in ${VISIT_STATUSES}`;
  // One scan of the business's visits up to the period's end: a window gives each row its client's first
  // visit, so no join is planned (a join planned on stale row estimates re-aggregated per row).
  return sql`
    with h as (
      select a.specialist_id, a.service_id, a.status, a.source, a.price_cents, a.duration_minutes, a.starts_at,
        coalesce(a.client_card_id::text, a.client_user_id) as client_key,
        min(a.starts_at) filter (where a.status in ${VISIT_STATUSES})
          over (partition by coalesce(a.client_card_id::text, a.client_user_id)) as first_at
      from appointment a
      where a.business_id = ${target.id} and a.starts_at < ${untilTs}
    ),
    p as (
      select h.*, date_trunc(${unit}, h.starts_at at time zone ${tz})::date as bucket,
        h.client_key is not null and h.status in ${VISIT_STATUSES} as counts
      from h
      where h.starts_at >= ${fromTs}
    ),
    -- Each client's first visit of the week or month and of the period: counting those rows counts
    -- clients, without a distinct count (a sort) in every grouping set.
    v as (
      select p.*,
        p.counts and row_number() over (partition by p.client_key, p.counts, p.bucket order by p.starts_at) = 1
          as first_in_bucket,
        p.counts and row_number() over (partition by p.client_key, p.counts order by p.starts_at) = 1
          as first_in_period
      from p
    )
    select
      grouping(v.bucket) as no_bucket, grouping(v.specialist_id) as no_specialist,
      grouping(v.service_id) as no_service,
      to_char(v.bucket, 'YYYY-MM-DD') as bucket, v.specialist_id, v.service_id,
      (count(*) filter (where ${visit}))::int as visits,
      (count(*) filter (where v.status = 'completed'))::int as completed,
      (coalesce(sum(v.price_cents) filter (where v.status = 'completed'), 0))::int as revenue_cents,
      (count(*) filter (where v.status = 'cancelled'))::int as cancelled,
      (count(*) filter (where v.status = 'declined'))::int as declined,
      (count(*) filter (where v.status = 'no_show'))::int as no_shows,
      (count(*) filter (where ${visit} and v.source = 'online'))::int as online,
      (count(*) filter (where ${visit} and v.source = 'admin'))::int as staff,
      (count(*) filter (where v.first_in_bucket))::int as clients_in_bucket,
      (count(*) filter (where v.first_in_period))::int as clients_in_period,
      (count(*) filter (
        where v.first_in_bucket and v.first_at >= (v.bucket::timestamp at time zone ${tz})))::int as new_in_bucket,
      (coalesce(sum(v.duration_minutes) filter (where v.status in ${BOOKED_STATUSES}), 0))::int
        as booked_minutes
    from v
    group by grouping sets ((v.bucket), (), (v.specialist_id), (v.service_id), (v.bucket, v.specialist_id))
  `;
}

const EMPTY_ROW: Omit<AggregateRow, 'no_bucket' | 'no_specialist' | 'no_service'> = {
  bucket: null,
  specialist_id: null,
  service_id: null,
  visits: 0,
  completed: 0,
  revenue_cents: 0,
  cancelled: 0,
  declined: 0,
  no_shows: 0,
  online: 0,
  staff: 0,
  clients_in_bucket: 0,
  clients_in_period: 0,
  new_in_bucket: 0,
  booked_minutes: 0,
};

function figures(
  row: Omit<AggregateRow, 'no_bucket' | 'no_specialist' | 'no_service'> | undefined,
  clients: { clients: number; newClients: number; returningClients: number },
  bookedMinutes: number,
  workingMinutes: number,
): StatisticsFigures {
  const r = row ?? EMPTY_ROW;
  return {
    visits: Number(r.visits),
    completed: Number(r.completed),
    revenueCents: Number(r.revenue_cents),
    cancelled: Number(r.cancelled),
    declined: Number(r.declined),
    noShows: Number(r.no_shows),
    online: Number(r.online),
    staff: Number(r.staff),
    ...clients,
    bookedMinutes,
    workingMinutes,
    occupancyPercent: occupancyPercent(bookedMinutes, workingMinutes),
  };
}

/** A week's or month's clients: new when their first visit at the business falls in it, else returning. */
function bucketClients(row: AggregateRow | undefined) {
  const clients = Number(row?.clients_in_bucket ?? 0);
  const fresh = Number(row?.new_in_bucket ?? 0);
  return { clients, newClients: fresh, returningClients: clients - fresh };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** The report of one business for a period (the caller has checked access and the plan). */
export async function businessStatistics(
  db: DbOrTx,
  target: StatisticsTarget,
  query: StatisticsQuery,
): Promise<StatisticsReport> {
  const [result, schedule, specialists, services] = await Promise.all([
    db.execute(statisticsStatement(target, query)),
    loadScheduleData(db, {
      businessSlug: target.slug,
      serviceId: null,
      specialistId: null,
      from: query.from,
      to: query.to,
      withAppointments: false,
    }),
    db
      .select({ id: specialist.id, name: specialist.name, active: specialist.active })
      .from(specialist)
      .where(eq(specialist.businessId, target.id))
      .orderBy(asc(specialist.sortOrder), asc(specialist.name), asc(specialist.id)),
    db
      .select({ id: service.id, name: service.name })
      .from(service)
      .where(eq(service.businessId, target.id))
      .orderBy(asc(service.sortOrder), asc(service.name), asc(service.id)),
  ]);
  const rows = rowsOf<AggregateRow>(result);
  const isSet = (row: AggregateRow, bucket: boolean, staff: boolean, svc: boolean) =>
    Number(row.no_bucket) === (bucket ? 0 : 1) &&
    Number(row.no_specialist) === (staff ? 0 : 1) &&
    Number(row.no_service) === (svc ? 0 : 1);

  // Working time of the specialists the schedules are about (the active ones); only their booked minutes
  // count towards the occupancy, so a former colleague's visits do not inflate it.
  const working = workingMinutesByBucket(
    {
      timeZone: target.timeZone,
      schedules: schedule.schedules,
      overrides: schedule.overrides,
      holidays: schedule.holidays,
      excludedPublicHolidays: schedule.excludedPublicHolidays,
    },
    schedule.specialists.map((s) => s.id),
    query.from,
    query.to,
    query.group,
  );
  const scheduled = new Set(schedule.specialists.map((s) => s.id));
  const bookedBy = new Map<string, number>(); // `${bucket}|${specialistId}` → minutes
  for (const row of rows) {
    if (isSet(row, true, true, false) && row.specialist_id && scheduled.has(row.specialist_id)) {
      bookedBy.set(`${row.bucket}|${row.specialist_id}`, Number(row.booked_minutes));
    }
  }
  const bookedIn = (bucket: string) => sum([...scheduled].map((id) => bookedBy.get(`${bucket}|${id}`) ?? 0));
  const workingIn = (bucket: string) => sum(working.get(bucket)?.values() ?? []);
  const workingOf = (specialistId: string) =>
    sum([...working.values()].map((bucket) => bucket.get(specialistId) ?? 0));

  const buckets = periodBuckets(query.from, query.to, query.group);
  const periods = buckets.map((bucket) => {
    const row = rows.find((r) => isSet(r, true, false, false) && r.bucket === bucket.key);
    return {
      key: bucket.key,
      from: bucket.from,
      to: bucket.to,
      label: bucket.label,
      shortLabel: bucket.shortLabel,
      ...figures(row, bucketClients(row), bookedIn(bucket.key), workingIn(bucket.key)),
    };
  });
  const totalRow = rows.find((row) => isSet(row, false, false, false));
  // New and returning have one meaning, the week's or month's, and the total is the sum of the rows: a
  // client new in March who comes back in April is new once and returning once. Counted over the whole
  // period instead, she would be new only, and the total would disagree with the rows it sits under.
  const totals = figures(
    totalRow,
    {
      clients: Number(totalRow?.clients_in_period ?? 0),
      newClients: sum(periods.map((p) => p.newClients)),
      returningClients: sum(periods.map((p) => p.returningClients)),
    },
    sum(buckets.map((bucket) => bookedIn(bucket.key))),
    sum(buckets.map((bucket) => workingIn(bucket.key))),
  );

  const bySpecialist = new Map(
    rows.filter((row) => isSet(row, false, true, false)).map((row) => [row.specialist_id, row]),
  );
  const specialistRows: StatisticsSpecialist[] = specialists
    .filter((s) => scheduled.has(s.id) || bySpecialist.has(s.id))
    .map((s) => {
      const row = bySpecialist.get(s.id);
      const workingMinutes = scheduled.has(s.id) ? workingOf(s.id) : 0;
      const bookedMinutes = Number(row?.booked_minutes ?? 0);
      return {
        id: s.id,
        name: s.name,
        visits: Number(row?.visits ?? 0),
        revenueCents: Number(row?.revenue_cents ?? 0),
        noShows: Number(row?.no_shows ?? 0),
        bookedMinutes,
        workingMinutes,
        occupancyPercent: occupancyPercent(bookedMinutes, workingMinutes),
      };
    });

  const byService = new Map(
    rows.filter((row) => isSet(row, false, false, true)).map((row) => [row.service_id, row]),
  );
  const serviceRows = services
    .filter((s) => byService.has(s.id))
    .map((s) => {
      const row = byService.get(s.id);
      return {
        id: s.id,
        name: s.name,
        visits: Number(row?.visits ?? 0),
        revenueCents: Number(row?.revenue_cents ?? 0),
        bookedMinutes: Number(row?.booked_minutes ?? 0),
      };
    })
    .sort((a, b) => b.revenueCents - a.revenueCents || b.visits - a.visits);

  return {
    from: query.from,
    to: query.to,
    group: query.group,
    totals,
    periods,
    services: serviceRows,
    specialists: specialistRows,
  };
}

// How long the business statistics take on a year of a busy salon: 10 specialists with weekly hours and a
// lunch break, a vacation each, 6 services, 2 000 client cards and ~6 visits a day per specialist for the
// 12 months before `now` (completed, cancelled, declined, no-shows; online and entered by staff). Prints
// the median time of the aggregating statement alone and of the whole report (with the working minutes
// from the schedules), for the year by month and by week.
//
//   node scripts/bench-statistics.ts        (BENCH_DATABASE_URL=postgres://… to measure PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { StatisticsQuery } from '../src/contracts/admin-statistics.ts';
import { wallClockToDate } from '../src/core/time/wall-clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ensureCatalogue } from '../src/server/db/records/catalogue.ts';
import { weeklyHours } from '../src/server/db/records/weekly-hours.ts';
import {
  appointment,
  business,
  clientCard,
  holiday,
  schedule,
  service,
  specialist,
} from '../src/server/db/schema.ts';
import { DEMO_AREAS, DEMO_LOCATIONS } from '../src/server/db/seed/demo-catalogue.ts';
import { createPrng } from '../src/server/db/seed/demo-random.ts';
import {
  businessStatistics,
  statisticsStatement,
  type StatisticsTarget,
} from '../src/server/modules/statistics/business-statistics.ts';

const TIME_ZONE = 'Europe/Vilnius';
const SPECIALISTS = 10;
const CLIENTS = 2_000;
const RUNS = 7;
const SERVICES = [
  { name: 'Moteriškas kirpimas', durationMinutes: 60, priceCents: 3500 },
  { name: 'Vyriškas kirpimas', durationMinutes: 30, priceCents: 2000 },
  { name: 'Plaukų dažymas', durationMinutes: 120, priceCents: 6500 },
  { name: 'Manikiūras', durationMinutes: 60, priceCents: 2500 },
  { name: 'Pedikiūras', durationMinutes: 75, priceCents: 3500 },
  { name: 'Antakių korekcija', durationMinutes: 30, priceCents: 1500 },
];

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seedYear(db: Db, now: Date): Promise<{ target: StatisticsTarget; visits: number }> {
  const rng = createPrng(20261124);
  const { areas, locations } = await ensureCatalogue(db, { areas: DEMO_AREAS, locations: DEMO_LOCATIONS });
  const slug = `statistikos-bench-${Date.now().toString(36)}`;
  const [biz] = await db
    .insert(business)
    .values({
      slug,
      name: 'Statistikos salonas',
      onboarded: true,
      locationId: locations.get('vilnius') ?? null,
    })
    .returning();
  if (!biz) throw new Error('bench business not created');
  const services = await db
    .insert(service)
    .values(SERVICES.map((s) => ({ ...s, businessId: biz.id, areaId: areas.get('kirpejai') ?? '' })))
    .returning();
  const staff = await db
    .insert(specialist)
    .values(
      Array.from({ length: SPECIALISTS }, (_, i) => ({
        businessId: biz.id,
        name: `Specialistė ${i + 1}`,
        sortOrder: i,
      })),
    )
    .returning({ id: specialist.id });
  await db.insert(schedule).values(
    staff.map((s, i) => ({
      businessId: biz.id,
      specialistId: s.id,
      validFrom: '2020-01-01',
      weeklyHours:
        i % 2
          ? weeklyHours({ '1-5': '10:00-14:00 14:30-19:00', '6': '10:00-15:00' })
          : weeklyHours({ '1-5': '08:00-12:00 12:30-17:00', '6': '09:00-14:00' }),
    })),
  );
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(TIME_ZONE)
    .toPlainDate();
  const yearAgo = today.subtract({ years: 1 });
  await db.insert(holiday).values(
    staff.map((s, i) => ({
      businessId: biz.id,
      specialistId: s.id,
      fromDate: yearAgo.add({ weeks: 4 * i + 2 }).toString(),
      toDate: yearAgo.add({ weeks: 4 * i + 3 }).toString(),
      name: 'Atostogos',
    })),
  );
  const cards: { id: string }[] = [];
  for (let i = 0; i < CLIENTS; i += 500) {
    cards.push(
      ...(await db
        .insert(clientCard)
        .values(
          Array.from({ length: Math.min(500, CLIENTS - i) }, (_, k) => ({
            businessId: biz.id,
            name: `Klientė ${i + k + 1}`,
            phone: `+3706${String(1_000_000 + i + k).padStart(7, '0')}`,
          })),
        )
        .returning({ id: clientCard.id })),
    );
  }

  // Each working day, each specialist's visits follow one another from the morning (no overlaps).
  let rows: (typeof appointment.$inferInsert)[] = [];
  let visits = 0;
  const flush = async () => {
    if (rows.length > 0) await db.insert(appointment).values(rows);
    visits += rows.length;
    rows = [];
  };
  for (let date = yearAgo; Temporal.PlainDate.compare(date, today) < 0; date = date.add({ days: 1 })) {
    if (date.dayOfWeek === 7) continue;
    for (let i = 0; i < staff.length; i++) {
      let minute = (i % 2 ? 10 : date.dayOfWeek === 6 ? 9 : 8) * 60;
      const perDay = date.dayOfWeek === 6 ? 3 : 6;
      for (let n = 0; n < perDay; n++) {
        const svc = services[Math.floor(rng() * services.length)]!;
        const startsAt = wallClockToDate(date.toString(), minute, TIME_ZONE);
        const endsAt = new Date(startsAt.getTime() + svc.durationMinutes * 60_000);
        minute += svc.durationMinutes + 15;
        const r = rng();
        rows.push({
          businessId: biz.id,
          specialistId: staff[i]!.id,
          serviceId: svc.id,
          clientCardId: cards[Math.floor(rng() * rng() * cards.length)]!.id,
          startsAt,
          endsAt,
          blockedUntil: endsAt,
          status: r < 0.85 ? 'completed' : r < 0.92 ? 'cancelled' : r < 0.96 ? 'no_show' : 'declined',
          source: rng() < 0.6 ? 'online' : 'admin',
          priceCents: svc.priceCents,
          durationMinutes: svc.durationMinutes,
        });
        if (rows.length >= 1000) await flush();
      }
    }
  }
  await flush();
  return { target: { id: biz.id, slug: biz.slug, timeZone: TIME_ZONE }, visits };
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm the plan cache and the pages
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function measureStatistics(options: { databaseUrl?: string; now?: Date }) {
  const now = options.now ?? new Date();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-statistics-'));
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir,
    role: 'statistikos matavimas',
  });
  try {
    const seeding = performance.now();
    const { target, visits } = await seedYear(handle.db, now);
    const seedSeconds = (performance.now() - seeding) / 1000;
    try {
      const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
        .toZonedDateTimeISO(TIME_ZONE)
        .toPlainDate();
      const year = (group: StatisticsQuery['group']): StatisticsQuery => ({
        business: target.id,
        from: today.subtract({ years: 1 }).toString(),
        to: today.subtract({ days: 1 }).toString(),
        group,
      });
      const rows = [];
      for (const group of ['month', 'week'] as const) {
        rows.push({
          name: `a year by ${group}`,
          statementMs: await medianMs(() => handle.db.execute(statisticsStatement(target, year(group)))),
          reportMs: await medianMs(() => businessStatistics(handle.db, target, year(group))),
        });
      }
      return { kind: handle.kind, visits, specialists: SPECIALISTS, seedSeconds, rows };
    } finally {
      await handle.db.delete(business).where(eq(business.id, target.id));
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function statisticsTable(result: Awaited<ReturnType<typeof measureStatistics>>): string {
  return [
    `Statistics on ${result.kind}: ${result.specialists} specialists, ${result.visits} visits in a year ` +
      `(written in ${result.seedSeconds.toFixed(1)} s), median of ${RUNS} runs`,
    '',
    '| report | aggregating SQL ms | whole report ms |',
    '|---|---:|---:|',
    ...result.rows.map(
      (row) => `| ${row.name} | ${row.statementMs.toFixed(1)} | ${row.reportMs.toFixed(1)} |`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  console.log(statisticsTable(await measureStatistics({ databaseUrl: process.env.BENCH_DATABASE_URL })));
}

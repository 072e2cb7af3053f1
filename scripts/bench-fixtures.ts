// A busy salon for `npm run bench`: business `bench-salonas` with 10 specialists (weekly hours with a
// lunch break, a vacation, an override), one service everyone performs, ~500 held visits in the coming
// month, an owner, and a client account to book with. Written through the app's own DB layer.
//
//   node scripts/bench-fixtures.ts            seeds the database named by DATA_DIR / DATABASE_URL
//
// scripts/bench.ts calls seedBenchFixtures() on the bench server's database before starting it.
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { availableSlots } from '../src/core/availability/slots.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import type { Database } from '../src/server/db/client.ts';
import {
  appointment,
  business,
  clientCard,
  holiday,
  membership,
  schedule,
  scheduleOverride,
  service,
  specialist,
  specialistService,
  user,
} from '../src/server/db/schema.ts';
import { ensureCatalogue } from '../src/server/db/records/catalogue.ts';
import { insertCredentialUser } from '../src/server/db/records/credential-user.ts';
import { wallClockToDate } from '../src/core/time/wall-clock.ts';
import { weeklyHours } from '../src/server/db/records/weekly-hours.ts';
import { DEMO_AREAS, DEMO_LOCATIONS } from '../src/server/db/seed/demo-catalogue.ts';
import { createPrng } from '../src/server/db/seed/demo-random.ts';
import { availabilityInput, loadBookable } from '../src/server/modules/availability/bookable-times.ts';

export const BENCH_SLUG = 'bench-salonas';
export const BENCH_CLIENT = {
  email: 'bench.klientas@example.lt',
  password: 'bench-slaptazodis-123',
  name: 'Bench Klientas',
};
const BENCH_OWNER = { email: 'bench.savininkas@example.lt', name: 'Bench Savininkė' };
const TIME_ZONE = 'Europe/Vilnius';
const SPECIALISTS = 10;
const TARGET_APPOINTMENTS = 500;
const DAYS_AHEAD = 30;
const SERVICE = { durationMinutes: 60, bufferAfterMinutes: 10 };

export interface BenchFixtures {
  businessSlug: string;
  serviceId: string;
  specialistIds: string[];
  client: { email: string; password: string };
  appointments: number;
  /** A working day a week ahead (local date), for the day-slots target. */
  sampleDate: string;
  /** A month from tomorrow (local dates), for the available-dates target. */
  monthFrom: string;
  monthTo: string;
}

export interface BenchSlot {
  specialist: string;
  start: string;
}

function localToday(now: Date): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
}

async function ensureUser(db: Database, input: { email: string; name: string }, password: string) {
  const [existing] = await db.select().from(user).where(eq(user.email, input.email));
  if (existing) return existing;
  return insertCredentialUser(db, input, await hashPassword(password));
}

/** Replaces any earlier bench salon (its visits go with it) and builds a fresh one around `now`. */
export async function seedBenchFixtures(
  db: Database,
  options: { now: Date; seed?: number },
): Promise<BenchFixtures> {
  const rng = createPrng(options.seed ?? 20261123);
  const today = localToday(options.now);
  const { areas, locations } = await ensureCatalogue(db, { areas: DEMO_AREAS, locations: DEMO_LOCATIONS });
  const client = await ensureUser(db, BENCH_CLIENT, BENCH_CLIENT.password);
  const owner = await ensureUser(db, BENCH_OWNER, BENCH_CLIENT.password);

  return db.transaction(async (tx) => {
    await tx.delete(business).where(eq(business.slug, BENCH_SLUG));
    const [biz] = await tx
      .insert(business)
      .values({
        slug: BENCH_SLUG,
        name: 'Bench salonas',
        onboarded: true,
        description: 'Našumo matavimų salonas.',
        address: 'Konstitucijos pr. 7, Vilnius',
        locationId: locations.get('vilnius') ?? null,
        phone: '+37060000099',
        email: 'bench.salonas@example.lt',
        slotStepMinutes: 15,
        leadTimeMinutes: 60,
        bookingHorizonDays: 60,
      })
      .returning();
    if (!biz) throw new Error('bench business not created');
    await tx.insert(membership).values({ businessId: biz.id, userId: owner.id, role: 'owner' });
    const areaId = areas.get('kirpejai');
    if (!areaId) throw new Error('area kirpejai missing');
    const [svc] = await tx
      .insert(service)
      .values({ businessId: biz.id, areaId, name: 'Moteriškas kirpimas', priceCents: 3500, ...SERVICE })
      .returning();
    if (!svc) throw new Error('bench service not created');

    const staff = await tx
      .insert(specialist)
      .values(
        Array.from({ length: SPECIALISTS }, (_, i) => ({
          businessId: biz.id,
          name: `Specialistė ${i + 1}`,
          title: 'Kirpėja',
          sortOrder: i,
        })),
      )
      .returning({ id: specialist.id });
    const specialistIds = staff.map((s) => s.id);
    await tx
      .insert(specialistService)
      .values(specialistIds.map((id) => ({ businessId: biz.id, specialistId: id, serviceId: svc.id })));
    // Half work early, half late; everyone has a lunch break and a short Saturday.
    const early = weeklyHours({ '1-5': '08:00-12:00 12:30-17:00', '6': '09:00-14:00' });
    const late = weeklyHours({ '1-5': '10:00-14:00 14:30-19:00', '6': '10:00-15:00' });
    await tx.insert(schedule).values(
      specialistIds.map((id, i) => ({
        businessId: biz.id,
        specialistId: id,
        validFrom: '2020-01-01',
        weeklyHours: i % 2 ? late : early,
      })),
    );
    const inTwoWeeks = today.add({ days: 14 }).toString();
    await tx.insert(holiday).values({
      businessId: biz.id,
      specialistId: specialistIds[3]!,
      fromDate: inTwoWeeks,
      toDate: today.add({ days: 18 }).toString(),
      name: 'Atostogos',
    });
    await tx.insert(scheduleOverride).values({
      businessId: biz.id,
      fromDate: today.add({ days: 9 }).toString(),
      toDate: today.add({ days: 9 }).toString(),
      closed: false,
      intervals: [{ start: '10:00', end: '15:00' }],
    });
    const [card] = await tx
      .insert(clientCard)
      .values({ businessId: biz.id, name: 'Nuolatinė Klientė', phone: '+37061111199' })
      .returning({ id: clientCard.id });

    // ~500 visits over the next month: random grid starts inside working hours, never overlapping
    // (the database would refuse it anyway); a few cancelled ones that hold nothing.
    const rows: (typeof appointment.$inferInsert)[] = [];
    const taken = new Map<string, [number, number][]>();
    const blockMs = (SERVICE.durationMinutes + SERVICE.bufferAfterMinutes) * 60_000;
    for (let tries = 0; rows.length < TARGET_APPOINTMENTS && tries < TARGET_APPOINTMENTS * 20; tries++) {
      const date = today.add({ days: 1 + Math.floor(rng() * DAYS_AHEAD) });
      if (date.dayOfWeek === 7) continue;
      const index = Math.floor(rng() * SPECIALISTS);
      const lateShift = index % 2 === 1;
      const first = (lateShift ? 10 : date.dayOfWeek === 6 ? 9 : 8) * 60;
      const last =
        (date.dayOfWeek === 6 ? (lateShift ? 15 : 14) : lateShift ? 19 : 17) * 60 - SERVICE.durationMinutes;
      const minutes = first + 15 * Math.floor(rng() * ((last - first) / 15 + 1));
      const startsAt = wallClockToDate(date.toString(), minutes, TIME_ZONE);
      const start = startsAt.getTime();
      const id = specialistIds[index]!;
      const mine = taken.get(id) ?? [];
      if (mine.some(([s, e]) => start < e && s < start + blockMs)) continue;
      const status =
        rng() < 0.06 ? ('cancelled' as const) : rng() < 0.2 ? ('pending' as const) : ('confirmed' as const);
      if (status !== 'cancelled') mine.push([start, start + blockMs]);
      taken.set(id, mine);
      rows.push({
        businessId: biz.id,
        specialistId: id,
        serviceId: svc.id,
        clientCardId: card?.id ?? null,
        startsAt,
        endsAt: new Date(start + SERVICE.durationMinutes * 60_000),
        blockedUntil: new Date(start + blockMs),
        status,
        source: rng() < 0.7 ? 'online' : 'admin',
        priceCents: 3500,
        durationMinutes: SERVICE.durationMinutes,
      });
    }
    for (let i = 0; i < rows.length; i += 200) await tx.insert(appointment).values(rows.slice(i, i + 200));

    let sample = today.add({ days: 7 });
    while (sample.dayOfWeek > 5) sample = sample.add({ days: 1 });
    return {
      businessSlug: BENCH_SLUG,
      serviceId: svc.id,
      specialistIds,
      client: { email: client.email, password: BENCH_CLIENT.password },
      appointments: rows.length,
      sampleDate: sample.toString(),
      monthFrom: today.add({ days: 1 }).toString(),
      monthTo: today.add({ days: 31 }).toString(),
    };
  });
}

/**
 * Free, mutually non-overlapping slots (each specialist's day filled greedily), from the day after
 * tomorrow to the horizon, computed by the same engine as the API: every one can be booked once.
 */
export async function benchSlots(db: Database, fixtures: BenchFixtures, now: Date): Promise<BenchSlot[]> {
  const today = localToday(now);
  const from = today.add({ days: 2 }).toString();
  const to = today.add({ days: 59 }).toString();
  const slots: BenchSlot[] = [];
  for (const specialistId of fixtures.specialistIds) {
    const data = await loadBookable(
      db,
      { business: fixtures.businessSlug, service: fixtures.serviceId, specialist: specialistId },
      { from, to, withAppointments: true },
    );
    const input = availabilityInput(data, now);
    const blockMs = (data.service.durationMinutes + data.service.bufferAfterMinutes) * 60_000;
    for (
      let date = Temporal.PlainDate.from(from);
      Temporal.PlainDate.compare(date, Temporal.PlainDate.from(to)) <= 0;
      date = date.add({ days: 1 })
    ) {
      let freeFrom = -Infinity;
      for (const slot of availableSlots(input, date.toString())) {
        const start = Date.parse(slot.start);
        if (start < freeFrom) continue;
        slots.push({ specialist: specialistId, start: slot.start });
        freeFrom = start + blockMs;
      }
    }
  }
  // Interleave specialists and days so that consecutive requests touch different calendars.
  return slots.sort((a, b) => a.start.localeCompare(b.start) || a.specialist.localeCompare(b.specialist));
}

/** Signs the bench client in through `url` (the server, or a balancer in front of servers); its cookie. */
export async function signInBenchClient(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    // better-auth wants the Origin of a browser; the server's BASE_URL is this very origin.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: BENCH_CLIENT.email, password: BENCH_CLIENT.password }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

if (import.meta.main) {
  const path = await import('node:path');
  const { parseEnv } = await import('../src/server/config/env.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { exitOnStartupError } = await import('../src/server/config/startup-error.ts');
  const env = parseEnv(process.env);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    role: 'našumo matavimo salono įrašymas',
  }).catch(exitOnStartupError);
  try {
    const fixtures = await seedBenchFixtures(handle.db, { now: new Date() });
    console.log(
      `Bench salon "${fixtures.businessSlug}": ${fixtures.specialistIds.length} specialists, ${fixtures.appointments} visits.`,
    );
  } finally {
    await handle.close();
  }
}

// Seeds a fresh embedded database and checks what the demo data promises: the accounts, the salons, their
// schedules, a month of visits and reviews, the generated images.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicHolidayOn } from '../../../core/holidays/lithuanian-public-holidays.ts';
import { verifyPassword } from '../../auth/password.ts';
import { createLocalStorage } from '../../storage/storage.ts';
import { openDatabase } from '../client.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  account,
  appointment,
  business,
  galleryImage,
  location,
  membership,
  notification,
  schedule,
  scheduleOverride,
  specialist,
  user,
} from '../schema.ts';
import type { WallIntervalJson, WeeklyHoursJson } from '../schema.ts';
import { SAULE_OPENING_HOURS } from './demo-catalogue.ts';
import { DEMO_TIME_ZONE } from './demo-catalogue.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './seed-demo.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

let directory: string;
let handle: DatabaseHandle;
let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

const storage = () => createLocalStorage(path.join(directory, 'uploads'));

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-'));
  handle = await openDatabase({ dataDir: directory });
  firstRun = await seedDemoData({ db: handle.db, storage: storage(), now: NOW });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

function minutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Sorted, merged intervals in minutes. */
function union(intervals: readonly WallIntervalJson[]): [number, number][] {
  const sorted = intervals
    .map((i) => [minutes(i.start), minutes(i.end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

async function sauleId(): Promise<string> {
  const [row] = await handle.db.select({ id: business.id }).from(business).where(eq(business.slug, 'saule'));
  if (!row) throw new Error('saule missing');
  return row.id;
}

describe('seedDemoData', () => {
  it('creates the data on an empty database', () => {
    expect(firstRun.created).toBe(true);
    expect(firstRun.counts?.appointments).toBeGreaterThanOrEqual(150);
    expect(firstRun.counts?.appointments).toBeLessThanOrEqual(320);
  });

  it('includes Grožio studija Saulė, onboarded, with at least four specialists', async () => {
    const [saule] = await handle.db.select().from(business).where(eq(business.slug, 'saule'));
    expect(saule).toMatchObject({
      name: 'Grožio studija Saulė',
      onboarded: true,
      requiresConfirmation: false,
    });
    const [city] = await handle.db
      .select()
      .from(location)
      .where(eq(location.id, saule?.locationId ?? ''));
    expect(city?.slug).toBe('vilnius');
    const staff = await handle.db
      .select()
      .from(specialist)
      .where(and(eq(specialist.businessId, saule?.id ?? ''), eq(specialist.active, true)));
    expect(staff.length).toBeGreaterThanOrEqual(4);
    expect(saule?.logoSquareUrl).toMatch(/\.webp$/);
    expect(saule?.logoRoundUrl).toMatch(/\.webp$/);
  });

  it("covers Saulė's opening hours exactly: Mon–Sat 09–19, Sun 10–16", async () => {
    const rows = await handle.db
      .select()
      .from(schedule)
      .where(eq(schedule.businessId, await sauleId()));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const day of WEEKDAYS) {
      const all = rows.flatMap((row) => (row.weeklyHours as WeeklyHoursJson)[day] ?? []);
      expect(union(all), `weekday ${day}`).toEqual(union(SAULE_OPENING_HOURS[day] ?? []));
    }
    expect(union(SAULE_OPENING_HOURS['1'] ?? [])).toEqual([[9 * 60, 19 * 60]]);
    expect(union(SAULE_OPENING_HOURS['7'] ?? [])).toEqual([[10 * 60, 16 * 60]]);
  });

  it('creates the demo accounts with verified e-mail and the password demo12345', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual(
      expect.arrayContaining(['klientas@demo.lt', 'savininkas@demo.lt', 'operatorius@demo.lt']),
    );
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await handle.db
        .select({ user, password: account.password })
        .from(user)
        .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(eq(user.email, demo.email));
      expect(row?.user.emailVerified, demo.email).toBe(true);
      expect(await verifyPassword({ hash: row?.password ?? '', password: 'demo12345' }), demo.email).toBe(
        true,
      );
    }
    const [operator] = await handle.db.select().from(user).where(eq(user.email, 'operatorius@demo.lt'));
    expect(operator?.isOperator).toBe(true);
    const [client] = await handle.db.select().from(user).where(eq(user.email, 'klientas@demo.lt'));
    expect(client?.phoneNumber).toBe('+37061234567');
  });

  it('makes savininkas@demo.lt the owner of Saulė and links the specialist account', async () => {
    const roles = await handle.db
      .select({ email: user.email, role: membership.role })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(eq(membership.businessId, await sauleId()));
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: 'savininkas@demo.lt', role: 'owner' },
        { email: 'specialistas@demo.lt', role: 'specialist' },
      ]),
    );
    const linked = await handle.db
      .select({ email: user.email })
      .from(specialist)
      .innerJoin(user, eq(user.id, specialist.userId))
      .where(eq(specialist.businessId, await sauleId()));
    expect(linked).toEqual([{ email: 'specialistas@demo.lt' }]);
  });

  it('lists businesses in Vilnius, Kaunas and Klaipėda, and one not onboarded', async () => {
    const rows = await handle.db
      .select({ slug: business.slug, onboarded: business.onboarded, city: location.slug })
      .from(business)
      .innerJoin(location, eq(location.id, business.locationId));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const city of ['vilnius', 'kaunas', 'klaipeda'])
      expect(
        rows.some((r) => r.city === city),
        city,
      ).toBe(true);
    expect(rows.some((r) => !r.onboarded)).toBe(true);
  });

  it('never overlaps two held appointments of one specialist (buffer included)', async () => {
    const result = await handle.db.execute(sql`
      select count(*)::int as overlaps
      from appointment a
      join appointment b on a.specialist_id = b.specialist_id and a.id < b.id
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
        and tstzrange(a.starts_at, a.blocked_until, '[)') && tstzrange(b.starts_at, b.blocked_until, '[)')`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      overlaps: number;
    }[];
    expect(rows[0]?.overlaps).toBe(0);
  });

  it('places every visit on the 15-minute grid inside working hours, never on a public holiday', async () => {
    const schedules = new Map(
      (await handle.db.select().from(schedule)).map((row) => [row.specialistId, row.weeklyHours]),
    );
    const overrides = await handle.db.select().from(scheduleOverride);
    const visits = await handle.db.select().from(appointment);
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      const start = Temporal.Instant.fromEpochMilliseconds(visit.startsAt.getTime()).toZonedDateTimeISO(
        DEMO_TIME_ZONE,
      );
      const end = Temporal.Instant.fromEpochMilliseconds(visit.blockedUntil.getTime()).toZonedDateTimeISO(
        DEMO_TIME_ZONE,
      );
      const date = start.toPlainDate().toString();
      expect(start.minute % 15).toBe(0);
      expect(publicHolidayOn(date)).toBeNull();
      const override = overrides.find(
        (o) =>
          o.businessId === visit.businessId &&
          (o.specialistId === null || o.specialistId === visit.specialistId) &&
          o.fromDate <= date &&
          date <= o.toDate,
      );
      const day = String(start.dayOfWeek) as (typeof WEEKDAYS)[number];
      const hours = override
        ? override.closed
          ? []
          : override.intervals
        : (schedules.get(visit.specialistId)?.[day] ?? []);
      const from = start.hour * 60 + start.minute;
      const to = end.hour * 60 + end.minute;
      expect(
        hours.some((i) => minutes(i.start) <= from && to <= minutes(i.end)),
        `${visit.id} ${start.toString()}`,
      ).toBe(true);
    }
  });

  it('gives the demo client past visits and two upcoming ones at Saulė', async () => {
    const [client] = await handle.db.select().from(user).where(eq(user.email, 'klientas@demo.lt'));
    const visits = await handle.db
      .select()
      .from(appointment)
      .where(
        and(eq(appointment.clientUserId, client?.id ?? ''), eq(appointment.businessId, await sauleId())),
      );
    expect(visits.filter((v) => v.status === 'completed' && v.endsAt <= NOW).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(visits.filter((v) => v.status === 'confirmed' && v.startsAt > NOW).length).toBe(2);
  });

  it('fills the bells: the demo client and the owner of Saulė each have an unread notification', async () => {
    for (const email of ['klientas@demo.lt', 'savininkas@demo.lt']) {
      const [person] = await handle.db.select().from(user).where(eq(user.email, email));
      const rows = await handle.db
        .select()
        .from(notification)
        .where(eq(notification.userId, person?.id ?? ''));
      expect(rows.filter((row) => row.readAt === null).length, email).toBeGreaterThanOrEqual(1);
      expect(
        rows.every((row) => row.createdAt <= NOW && row.href.startsWith('/')),
        email,
      ).toBe(true);
    }
  });

  it('writes the generated gallery images and logos to storage', async () => {
    const images = await handle.db.select().from(galleryImage);
    expect(images.length).toBeGreaterThanOrEqual(3 * 6);
    for (const image of images) {
      expect(image).toMatchObject({ width: 1200, height: 800 });
      for (const width of ['1600', '800', '400']) {
        const url = image.urls[width] ?? '';
        expect(url).toMatch(
          new RegExp(`^/uploads/gallery/${image.businessId}/${image.id}-w${width}\\.webp$`),
        );
        expect(existsSync(path.join(directory, url))).toBe(true);
      }
    }
    const logos = await handle.db
      .select({ square: business.logoSquareUrl, round: business.logoRoundUrl })
      .from(business);
    for (const logo of logos) {
      expect(existsSync(path.join(directory, logo.square ?? 'missing'))).toBe(true);
      expect(existsSync(path.join(directory, logo.round ?? 'missing'))).toBe(true);
    }
  });

  it('never lets two records share a stored file (each cover has files of its own)', async () => {
    const variants = (url: string | null) =>
      url ? [1600, 800, 400].map((w) => url.replace(/-w\d+\.webp$/, `-w${w}.webp`)) : [];
    const owners = new Map<string, string>();
    const claim = (owner: string, urls: string[]) => {
      for (const url of new Set(urls)) {
        expect(owners.get(url), `${url}: ${owners.get(url)} and ${owner}`).toBeUndefined();
        owners.set(url, owner);
      }
    };
    for (const row of await handle.db.select().from(business)) {
      claim(
        `logo of ${row.slug}`,
        [row.logoSquareUrl, row.logoRoundUrl].filter((u) => u !== null),
      );
      claim(`cover of ${row.slug}`, variants(row.profileImageUrl));
      if (row.profileImageUrl) expect(existsSync(path.join(directory, row.profileImageUrl))).toBe(true);
    }
    for (const row of await handle.db.select().from(specialist))
      claim(`photo of ${row.id}`, variants(row.photoUrl));
    for (const row of await handle.db.select().from(galleryImage))
      claim(`gallery ${row.id}`, Object.values(row.urls));
    expect([...owners.values()].some((owner) => owner.startsWith('cover of'))).toBe(true);
  });

  it('does nothing when run again without reset', async () => {
    const count = async () =>
      (await handle.db.select({ n: sql<number>`count(*)::int` }).from(appointment))[0]?.n;
    const before = await count();
    const again = await seedDemoData({ db: handle.db, storage: storage(), now: NOW });
    expect(again.created).toBe(false);
    expect(await count()).toBe(before);
  });

  it('replaces everything with the same data on reset', async () => {
    const snapshot = async () =>
      (
        await handle.db
          .select({ startsAt: appointment.startsAt, status: appointment.status })
          .from(appointment)
      )
        .map((r) => `${r.startsAt.toISOString()} ${r.status}`)
        .sort();
    const before = await snapshot();
    const again = await seedDemoData({ db: handle.db, storage: storage(), now: NOW, reset: true });
    expect(again.created).toBe(true);
    expect(await snapshot()).toEqual(before);
    const users = await handle.db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(users[0]?.n).toBe(DEMO_ACCOUNTS.length);
  }, 30_000);
});

// Many clients racing for the same time: the database must let exactly one through, never a 500, never
// two overlapping held visits of one specialist. Runs on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { appointment } from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/modules/availability/load-schedule-data.ts';
import {
  createBookableBusiness,
  createSchedule,
  createService,
  createSpecialist,
  createUser,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const CLIENTS = 20;
let server: TestServer;
let clients: TestClient[];

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  // Twenty different people, each signed in from their own address (rate limits are per address).
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const { user, password } = await createUser(server.db, { name: `Klientė ${i + 1}` });
      const client = createClient(server.url, { ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` });
      await client.signIn(user.email, password);
      return client;
    }),
  );
}, 120_000);
afterAll(() => server?.close());

interface Attempt {
  client: TestClient;
  body: Record<string, string>;
}

async function race(attempts: Attempt[]) {
  const answers = await Promise.all(
    attempts.map(({ client, body }) => client.post('/api/user/appointments', body)),
  );
  for (const answer of answers) {
    expect(answer.status, answer.text).not.toBeGreaterThanOrEqual(500);
    // A start that others hold is "taken" (409), whether the re-check or the database saw it first.
    expect([201, 409], answer.text).toContain(answer.status);
    if (answer.status === 409) expect(answer.json.error).toBe('slot_taken');
  }
  return answers;
}

/** Pairs of held visits of one specialist whose [start, blocked until) ranges overlap: must be none. */
async function overlappingHeldPairs(businessId: string): Promise<number> {
  const result = await server.db.execute(sql`
    select count(*)::int as pairs
    from appointment a join appointment b
      on a.specialist_id = b.specialist_id and a.id < b.id
     and a.starts_at < b.blocked_until and b.starts_at < a.blocked_until
    where a.business_id = ${businessId}
      and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`);
  return rowsOf<{ pairs: number }>(result)[0]!.pairs;
}

const heldOf = (businessId: string) =>
  server.db
    .select()
    .from(appointment)
    .where(
      and(eq(appointment.businessId, businessId), sql`${appointment.status} in ('pending', 'confirmed')`),
    );

describe('concurrent bookings', () => {
  it(`${CLIENTS} clients, one slot: exactly one 201, the rest 409, one row`, async () => {
    const b = await createBookableBusiness(server.db, {
      business: { slotStepMinutes: 30 },
      service: { durationMinutes: 60, bufferAfterMinutes: 10 },
    });
    const body = {
      business: b.business.slug,
      service: b.service.id,
      specialist: b.specialist.id,
      start: '2026-12-21T10:00:00+02:00',
    };
    const answers = await race(clients.map((client) => ({ client, body })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const rows = await heldOf(b.business.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsAt.toISOString()).toBe('2026-12-21T08:00:00.000Z');
    expect(await overlappingHeldPairs(b.business.id)).toBe(0);
  });

  it('overlapping visits of different lengths at different starts: exactly one wins', async () => {
    const b = await createBookableBusiness(server.db, {
      business: { slotStepMinutes: 15 },
      service: { durationMinutes: 30, name: 'Kirpimas' },
    });
    const long = await createService(server.db, b.business.id, { durationMinutes: 90, name: 'Dažymas' });
    await linkSpecialistService(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: long.id,
    });
    // Every one of these shares 10:15–10:30, so any two overlap.
    const wishes = [
      { service: b.service.id, start: '2026-12-22T10:00:00+02:00' }, // 10:00–10:30
      { service: b.service.id, start: '2026-12-22T10:15:00+02:00' }, // 10:15–10:45
      { service: long.id, start: '2026-12-22T09:00:00+02:00' }, // 09:00–10:30
      { service: long.id, start: '2026-12-22T09:30:00+02:00' }, // 09:30–11:00
      { service: long.id, start: '2026-12-22T10:00:00+02:00' }, // 10:00–11:30
    ];
    const answers = await race(
      clients.map((client, i) => ({
        client,
        body: { business: b.business.slug, ...wishes[i % wishes.length]! },
      })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await heldOf(b.business.id)).toHaveLength(1);
    expect(await overlappingHeldPairs(b.business.id)).toBe(0);
  });

  it('"any specialist" with two free specialists: exactly two win, one each', async () => {
    const b = await createBookableBusiness(server.db, {
      business: { slotStepMinutes: 30 },
      service: { durationMinutes: 60 },
    });
    const second = await createSpecialist(server.db, b.business.id, { name: 'Antroji', sortOrder: 1 });
    await linkSpecialistService(server.db, {
      businessId: b.business.id,
      specialistId: second.id,
      serviceId: b.service.id,
    });
    await createSchedule(server.db, { businessId: b.business.id, specialistId: second.id });
    const body = { business: b.business.slug, service: b.service.id, start: '2026-12-23T12:00:00+02:00' };
    const answers = await race(clients.map((client) => ({ client, body })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const rows = await heldOf(b.business.id);
    expect(rows.map((row) => row.specialistId).sort()).toEqual([b.specialist.id, second.id].sort());
    expect(await overlappingHeldPairs(b.business.id)).toBe(0);
  });

  it('a burst over a whole day of slots never double-books', async () => {
    const b = await createBookableBusiness(server.db, {
      business: { slotStepMinutes: 15 },
      service: { durationMinutes: 45, bufferAfterMinutes: 15 },
    });
    // Each client asks for a different start, 15 minutes apart: neighbours collide, some fit.
    const answers = await race(
      clients.map((client, i) => {
        const minutes = 9 * 60 + i * 15;
        const start = `2026-12-21T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+02:00`;
        return { client, body: { business: b.business.slug, service: b.service.id, start } };
      }),
    );
    const won = answers.filter((a) => a.status === 201).length;
    // 20 starts over 5 hours, each win blocks an hour (±45 min of starts): at least 3, at most 5 win.
    expect(won).toBeGreaterThanOrEqual(3);
    expect(won).toBeLessThanOrEqual(5);
    expect(await heldOf(b.business.id)).toHaveLength(won);
    expect(await overlappingHeldPairs(b.business.id)).toBe(0);
  });
});

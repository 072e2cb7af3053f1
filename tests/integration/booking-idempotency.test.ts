// Idempotency-Key on POST /api/user/appointments: the answer is stored with the key (per user, 24 hours) in
// the booking's transaction; a repeat gets the same answer and books nothing, even when sent concurrently.
// Runs on PGlite and (TEST_DATABASE_URL) PostgreSQL, on a clock the test moves.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointment, idempotentRequest } from '../../src/server/db/schema.ts';
import { KEY_REUSED_MESSAGE } from '../../src/server/modules/idempotency/idempotent-requests.ts';
import {
  createBookableBusiness,
  createSchedule,
  createSpecialist,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { offeredSlots } from './support/public-schedule.ts';
import { type TestClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
let now = NOW;

const server = useTestServer({ now: () => now });

type Bookable = Awaited<ReturnType<typeof createBookableBusiness>>;

async function salon() {
  return createBookableBusiness(server.db, {
    business: { slotStepMinutes: 30 },
    service: { durationMinutes: 60, bufferAfterMinutes: 0 },
  });
}

async function signedIn(): Promise<{ client: TestClient; userId: string }> {
  const { user, client } = await signedInPerson(server);
  return { client, userId: user.id };
}

async function slotStarts(b: Bookable, date: string): Promise<string[]> {
  return (await offeredSlots(server.url, b, date)).map((slot) => slot.start);
}

const book = (client: TestClient, b: Bookable, start: string, key?: string, note?: string) =>
  client.request(
    'POST',
    '/api/user/appointments',
    { business: b.business.slug, service: b.service.id, start, ...(note ? { note } : {}) },
    key === undefined ? {} : { 'idempotency-key': key },
  );

const bookingsOf = async (businessId: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointment)
      .where(eq(appointment.businessId, businessId))
  )[0]!.n;

describe('Idempotency-Key on booking', () => {
  it('a repeat with the same key and body gets the same 201 and books nothing more', async () => {
    const b = await salon();
    const { client } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-15');
    const first = await book(client, b, start!, 'bandymas-1');
    expect(first.status, first.text).toBe(201);
    const again = await book(client, b, start!, 'bandymas-1');
    expect(again.status, again.text).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await bookingsOf(b.business.id)).toBe(1);

    // Without a key, the same request is a new booking attempt: the time is taken now.
    const unkeyed = await book(client, b, start!);
    expect(unkeyed.status).toBe(409);
  });

  it('the same key with another body is refused with 422 and a Lithuanian message', async () => {
    const b = await salon();
    const { client } = await signedIn();
    const [first, second] = await slotStarts(b, '2026-12-15');
    expect((await book(client, b, first!, 'vienas-raktas')).status).toBe(201);
    const other = await book(client, b, second!, 'vienas-raktas');
    expect(other.status, other.text).toBe(422);
    expect(other.json).toEqual({ error: 'idempotency_key_reused', message: KEY_REUSED_MESSAGE });
    const otherNote = await book(client, b, first!, 'vienas-raktas', 'Kita pastaba');
    expect(otherNote.status).toBe(422);
    expect(await bookingsOf(b.business.id)).toBe(1);
  });

  it('concurrent repeats of one key book once, and every one of them hears the same 201', async () => {
    const b = await salon();
    const { client } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-16');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => book(client, b, start!, 'vienu-metu')),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json).toEqual(answers[0]!.json);
    }
    expect(await bookingsOf(b.business.id)).toBe(1);
  });

  it('with "any specialist", concurrent repeats still book once (two specialists could each take the time)', async () => {
    const b = await salon();
    for (const name of ['Antra Specialistė', 'Trečia Specialistė']) {
      const other = await createSpecialist(server.db, b.business.id, { name });
      await linkSpecialistService(server.db, {
        businessId: b.business.id,
        specialistId: other.id,
        serviceId: b.service.id,
      });
      await createSchedule(server.db, { businessId: b.business.id, specialistId: other.id });
    }
    const { client } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-16');
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(client, b, start!, 'bet-kuris')));
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json).toEqual(answers[0]!.json);
    }
    expect(await bookingsOf(b.business.id)).toBe(1);
  });

  it("a refusal is the key's answer too: a retry hears the same 409 even after the time frees up", async () => {
    const b = await salon();
    const rival = await signedIn();
    const { client } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-17');
    const taken = await book(rival.client, b, start!, 'konkurentas');
    expect(taken.status).toBe(201);
    const refused = await book(client, b, start!, 'mano-bandymas');
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('slot_taken');
    await server.db.delete(appointment).where(eq(appointment.id, taken.json.appointment.id));
    const retried = await book(client, b, start!, 'mano-bandymas');
    expect(retried.status).toBe(409);
    expect(retried.json).toEqual(refused.json);
    // A new attempt (a new key) books the freed time.
    expect((await book(client, b, start!, 'naujas-bandymas')).status).toBe(201);
  });

  it('keys are per user: another client with the same key gets an answer of their own', async () => {
    const b = await salon();
    const one = await signedIn();
    const two = await signedIn();
    // 09:00 and 10:00: an hour-long service each, not overlapping.
    const [first, , second] = await slotStarts(b, '2026-12-18');
    const mine = await book(one.client, b, first!, 'bendras-raktas');
    const theirs = await book(two.client, b, second!, 'bendras-raktas');
    expect(mine.status).toBe(201);
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.json.appointment.id).not.toBe(mine.json.appointment.id);
    expect(await bookingsOf(b.business.id)).toBe(2);
  });

  it('the answer is kept for 24 hours, then the key may be used again', async () => {
    const b = await salon();
    const { client, userId } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-21');
    const first = await book(client, b, start!, 'para');
    expect(first.status).toBe(201);
    try {
      now = new Date(NOW.getTime() + 23 * 60 * 60 * 1000);
      expect((await book(client, b, start!, 'para')).json).toEqual(first.json);
      now = new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 60_000);
      // A day later the key is forgotten: the same request is a new attempt, and the time is its own.
      const later = await book(client, b, start!, 'para');
      expect(later.status).toBe(409);
      const rows = await server.db
        .select()
        .from(idempotentRequest)
        .where(and(eq(idempotentRequest.userId, userId), eq(idempotentRequest.key, 'para')));
      expect(rows.map((row) => row.status)).toEqual([409]);
    } finally {
      now = NOW;
    }
  });

  it('the key is any text up to 100 characters', async () => {
    const b = await salon();
    const { client } = await signedIn();
    const [start] = await slotStarts(b, '2026-12-22');
    const tooLong = await book(client, b, start!, 'k'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toBe('invalid_input');
    expect(tooLong.json.fields['idempotency-key']).toContain('per ilgas');
    const longest = await book(client, b, start!, `Raktas: ${'x'.repeat(92)}`);
    expect(longest.status, longest.text).toBe(201);
  });
});

// The admin calendar's data and its live events over real HTTP, on a fixed clock: Monday 2026-11-23 09:00
// in Vilnius. The events travel through the database (LISTEN/NOTIFY): on PostgreSQL (TEST_DATABASE_URL) a
// second server on the same database proves they reach other instances too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holiday, scheduleOverride } from '../../src/server/db/schema.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import {
  createAppointment,
  createClientCard,
  createUser,
  createBookableColleague,
} from '../fixtures/factories.ts';
import { STAFF_READS, useServerWithActors, createActors, signedInPerson } from './support/actors.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { startInstancesOnOneDatabase, startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-11-23T07:00:00Z'); // Monday 09:00 +02:00
let colleagueId: string;

const { server, actors, as, home, slug } = useServerWithActors({ now: () => NOW });

beforeAll(async () => {
  colleagueId = (await createBookableColleague(server.db, actors.home, 'Kolegė Rūta')).id;
});

const ownId = () => actors.home.specialist.id;

// ---------------------------------------------------------------- an SSE reader

interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
}

interface EventStream {
  status: number;
  /** The next event of this type (earlier others are skipped), or a timeout error. */
  next(type: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Whether an event of this type arrives within the time. */
  arrives(type: string, withinMs: number): Promise<boolean>;
  close(): void;
}

async function openStream(baseUrl: string, client: TestClient, business: string): Promise<EventStream> {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(
    new URL(`/api/admin/calendar/events?business=${encodeURIComponent(business)}`, baseUrl),
    {
      headers: cookie ? { cookie, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
      signal: controller.signal,
    },
  );
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event)
              received.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.text();
  }
  const take = (type: string) => {
    const index = received.findIndex((item) => item.event === type);
    return index >= 0 ? received.splice(0, index + 1).at(-1)! : null;
  };
  const next = (type: string, timeoutMs = 5_000) =>
    new Promise<ReceivedEvent>((resolve, reject) => {
      const check = () => {
        const found = take(type);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `No "${type}" event within ${timeoutMs} ms (got: ${received.map((r) => r.event).join(', ') || 'nothing'})`,
          ),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    next,
    arrives: (type, withinMs) =>
      next(type, withinMs).then(
        () => true,
        () => false,
      ),
    close: () => controller.abort(),
  };
}

async function signedInClient(baseUrl: string) {
  return signedInPerson(
    { db: server.db, url: baseUrl },
    { name: 'Ieva Klientė', phoneNumber: '+37061234567' },
  );
}

// ---------------------------------------------------------------- the calendar's data

describe('GET /api/admin/calendar', () => {
  it('answers the matrix', async () => {
    const query = `business=${slug()}&from=2026-11-23&to=2026-11-29`;
    expect(await actors.statuses((c) => c.get(`/api/admin/calendar?${query}`))).toEqual(STAFF_READS);
  });

  it('gives each specialist’s working time, closures by name and every visit of the week', async () => {
    const card = await createClientCard(server.db, {
      businessId: home().business.id,
      name: 'Kalendoriaus Klientė',
    });
    const own = await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: ownId(),
      serviceId: home().service.id,
      clientCardId: card.id,
      startsAt: wallClockToDate('2026-12-22', '10:00', DEMO_TIME_ZONE),
      status: 'pending',
    });
    const colleagues = await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: colleagueId,
      serviceId: home().service.id,
      startsAt: wallClockToDate('2026-12-22', '11:00', DEMO_TIME_ZONE),
      status: 'cancelled',
    });
    await server.db.insert(holiday).values({
      businessId: home().business.id,
      specialistId: colleagueId,
      fromDate: '2026-12-21',
      toDate: '2026-12-21',
      name: 'Rūtos atostogos',
    });
    await server.db.insert(scheduleOverride).values({
      businessId: home().business.id,
      specialistId: ownId(),
      fromDate: '2026-12-23',
      toDate: '2026-12-23',
      closed: false,
      intervals: [{ start: '12:00', end: '16:00' }],
    });
    const response = await as('owner').get(
      `/api/admin/calendar?business=${slug()}&from=2026-12-21&to=2026-12-27`,
    );
    expect(response.status, response.text).toBe(200);
    const data = response.json;
    expect(data.business).toMatchObject({ slug: slug(), timeZone: 'Europe/Vilnius' });
    expect(data.viewer).toEqual({ role: 'owner', ownSpecialistId: null, managesBusiness: true });
    expect(data.specialists.map((s: { id: string }) => s.id)).toEqual([ownId(), colleagueId]);
    expect(data.specialists[0].serviceIds).toEqual([home().service.id]);
    expect(data.days).toHaveLength(7);

    const [monday, tuesday, wednesday, thursday] = data.days;
    expect(monday.closure).toBeNull();
    expect(monday.specialists[0]).toMatchObject({
      intervals: [{ start: '2026-12-21T09:00:00+02:00', end: '2026-12-21T18:00:00+02:00' }],
      closure: null,
    });
    expect(monday.specialists[1]).toMatchObject({
      intervals: [],
      closure: { kind: 'business-holiday', name: 'Rūtos atostogos' },
    });
    expect(tuesday.specialists[0].intervals).toHaveLength(1);
    expect(wednesday.specialists[0]).toMatchObject({
      intervals: [{ start: '2026-12-23T12:00:00+02:00', end: '2026-12-23T16:00:00+02:00' }],
      overridden: true,
    });
    expect(thursday.closure).toEqual({ kind: 'public-holiday', name: 'Kūčios' });
    expect(thursday.specialists[0]).toMatchObject({ intervals: [], closure: { kind: 'public-holiday' } });

    const ids = data.appointments.map((a: { id: string }) => a.id);
    expect(ids).toEqual([own.id, colleagues.id]);
    expect(data.appointments[0]).toMatchObject({
      status: 'pending',
      client: { name: 'Kalendoriaus Klientė' },
    });
  });

  it('shows a specialist only their own column and visits', async () => {
    const response = await as('specialist').get(
      `/api/admin/calendar?business=${slug()}&from=2026-12-21&to=2026-12-27`,
    );
    expect(response.status).toBe(200);
    expect(response.json.viewer).toMatchObject({
      role: 'specialist',
      ownSpecialistId: ownId(),
      managesBusiness: false,
    });
    expect(response.json.specialists.map((s: { id: string }) => s.id)).toEqual([ownId()]);
    expect(
      response.json.appointments.every((a: { specialist: { id: string } }) => a.specialist.id === ownId()),
    ).toBe(true);
  });

  it('refuses bad periods', async () => {
    const long = await as('owner').get(
      `/api/admin/calendar?business=${slug()}&from=2026-12-01&to=2026-12-31`,
    );
    expect(long.status).toBe(400);
    expect(long.json.fields.to).toBe('Vienu metu galima rodyti daugiausia 14 dienų.');
    const backwards = await as('owner').get(
      `/api/admin/calendar?business=${slug()}&from=2026-12-10&to=2026-12-01`,
    );
    expect(backwards.status).toBe(400);
    const missing = await as('owner').get(
      `/api/admin/calendar?business=${slug()}&from=2026-02-30&to=2026-03-01`,
    );
    expect(missing.status).toBe(400);
  });
});

// ---------------------------------------------------------------- live events

describe('GET /api/admin/calendar/events', () => {
  it('answers the matrix (and streams only after the access check)', async () => {
    const statuses = await actors.statuses(async (c) => {
      const stream = await openStream(server.url, c, slug());
      if (stream.status === 200) await stream.next('ready');
      stream.close();
      return stream;
    });
    expect(statuses).toEqual(STAFF_READS);
  });

  it('tells an open admin stream about a client’s booking, a change and a cancellation', async () => {
    const owner = await openStream(server.url, as('owner'), slug());
    await owner.next('ready');
    const otherBusiness = await openStream(server.url, as('otherAdmin'), actors.other.business.slug);
    await otherBusiness.next('ready');

    const { client } = await signedInClient(server.url);
    const booked = await client.post('/api/user/appointments', {
      business: slug(),
      service: home().service.id,
      specialist: ownId(),
      start: '2026-11-24T10:00:00+02:00',
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.json.appointment.id as string;
    const created = await owner.next('appointment.created');
    expect(created.data).toEqual({ appointmentId: id, specialistIds: [ownId()] });

    const moved = await as('admin').patch(`/api/admin/appointment/${id}`, {
      start: '2026-11-24T11:00:00+02:00',
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await owner.next('appointment.updated')).data.appointmentId).toBe(id);

    const cancelled = await client.post('/api/user/appointment/decline', { id });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await owner.next('appointment.cancelled')).data.appointmentId).toBe(id);

    // Another business hears nothing of it.
    expect(await otherBusiness.arrives('appointment.created', 300)).toBe(false);
    owner.close();
    otherBusiness.close();
  });

  it("does not tell a specialist about a colleague's visits", async () => {
    const staff = await openStream(server.url, as('specialist'), slug());
    await staff.next('ready');
    const forColleague = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      client: { name: 'Kolegės Klientė' },
      serviceId: home().service.id,
      specialistId: colleagueId,
      start: '2026-11-25T10:00:00+02:00',
    });
    expect(forColleague.status, forColleague.text).toBe(201);
    const forThem = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      client: { name: 'Jos Klientė' },
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-25T10:00:00+02:00',
    });
    expect(forThem.status, forThem.text).toBe(201);
    const event = await staff.next('appointment.created');
    expect(event.data.appointmentId).toBe(forThem.json.appointment.id);
    staff.close();
  });
});

// ---------------------------------------------------------------- several instances (PostgreSQL only)

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL database', () => {
  let cluster: Awaited<ReturnType<typeof startInstancesOnOneDatabase>> | undefined;
  afterAll(() => cluster?.close());

  it('a booking through one instance reaches a calendar open on the other', async () => {
    cluster = await startInstancesOnOneDatabase(2, { now: () => NOW });
    const [first, second] = cluster.instances as [TestServer, TestServer];
    const db = first.db;
    const crew = await createActors(db, first.url);
    const owner = createClient(second.url);
    owner.cookies.clear();
    for (const [name, value] of crew.clients.owner.cookies) owner.cookies.set(name, value);
    const stream = await openStream(second.url, owner, crew.home.business.slug);
    expect(stream.status).toBe(200);
    await stream.next('ready');

    const { user, password } = await createUser(db, { name: 'Kito Serverio Klientė' });
    const client = createClient(first.url);
    await client.signIn(user.email, password);
    const booked = await client.post('/api/user/appointments', {
      business: crew.home.business.slug,
      service: crew.home.service.id,
      specialist: crew.home.specialist.id,
      start: '2026-11-24T10:00:00+02:00',
    });
    expect(booked.status, booked.text).toBe(201);
    const event = await stream.next('appointment.created');
    expect(event.data.appointmentId).toBe(booked.json.appointment.id);
    stream.close();
  });
});

describe('shutting down', () => {
  it('ends open streams instead of waiting for them', async () => {
    const extra = await startTestServer({ now: () => NOW });
    try {
      const crew = await createActors(extra.db, extra.url);
      const stream = await openStream(extra.url, crew.clients.owner, crew.home.business.slug);
      await stream.next('ready');
      const started = Date.now();
      await extra.close();
      expect(Date.now() - started).toBeLessThan(5_000);
    } catch (error) {
      await extra.close().catch(() => undefined);
      throw error;
    }
  });
});

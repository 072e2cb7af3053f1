// A crash in the middle of a stream of bookings: the server process is killed (SIGKILL) while requests are in
// flight, then started again on the same data. Every booking answered 201 must still be there; a retry with
// its Idempotency-Key gets the same answer; a request whose answer was lost was booked once or not at all,
// and its retry settles it (booked exactly once). Real processes; PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { weeklyHours } from '../../src/server/db/records/weekly-hours.ts';
import { createBookableBusiness, createUser } from '../fixtures/factories.ts';
import { createClient, type TestClient, type TestResponse } from './support/http-client.ts';
import { freePort, spawnServerProcess, type ServerProcess } from './support/server-process.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';

const BOOKINGS = 60;
const IN_FLIGHT = 4;
const KILL_AFTER = 20; // answered bookings before the kill
const HANG_UP_EVERY = 5; // every fifth request: the client hangs up before the answer

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-crash-'));
const postgres = process.env.TEST_DATABASE_URL
  ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL)
  : null;
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const server = spawnServerProcess({ port, dataDir, databaseUrl: postgres?.url });
  running.push(server);
  return server;
}

interface Sent {
  key: string;
  body: { business: string; service: string; start: string };
  /** The answer, or null when the connection broke before it came. */
  answer: TestResponse | null;
}

it('kill -9 mid-stream: every 201 survives, retries with the key answer the same, nothing is booked twice', async () => {
  // The salon and the client, written before the server opens the database.
  const setup = await openDatabase({ databaseUrl: postgres?.url, dataDir });
  const { salon, person } = await (async () => {
    try {
      return {
        salon: await createBookableBusiness(setup.db, {
          business: { slotStepMinutes: 30, leadTimeMinutes: 0 },
          service: { durationMinutes: 30, bufferAfterMinutes: 0 },
          weeklyHours: weeklyHours({ '1-7': '08:00-20:00' }),
        }),
        person: await createUser(setup.db, { name: 'Avarijos Klientė' }),
      };
    } finally {
      await setup.close();
    }
  })();

  const port = await freePort();
  const first = startServer(port);
  await first.healthy();
  const client = createClient(first.base);
  await client.signIn(person.user.email, person.password);

  // Distinct free times over the next days, one booking each.
  const starts: string[] = [];
  for (let day = 1; starts.length < BOOKINGS && day < 10; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const params = new URLSearchParams({ business: salon.business.slug, service: salon.service.id, date });
    const slots = await client.get(`/api/public/schedule/available-time-slots?${params}`);
    expect(slots.status, slots.text).toBe(200);
    starts.push(...(slots.json.slots as { start: string }[]).map((slot) => slot.start));
  }
  const requests: Sent[] = starts.slice(0, BOOKINGS).map((start) => ({
    key: randomUUID(),
    body: { business: salon.business.slug, service: salon.service.id, start },
    answer: null,
  }));
  expect(requests).toHaveLength(BOOKINGS);

  const send = (target: TestClient, request: Sent) =>
    target.request('POST', '/api/user/appointments', request.body, { 'idempotency-key': request.key });
  /**
   * Sends the request whole, then hangs up without reading the answer (a phone losing its signal): the
   * server books it, the client never learns.
   */
  const sendAndHangUp = (request: Sent) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify(request.body);
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/user/appointments HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            `Origin: ${first.base}`,
            `Cookie: ${cookie}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(body)}`,
            `Idempotency-Key: ${request.key}`,
            '',
            body,
          ].join('\r\n'),
          () => socket.destroy(),
        );
      });
      socket.once('close', () => resolve());
      socket.once('error', reject);
    });

  // The stream: a few requests in flight at a time; the server is killed once enough have been answered.
  let next = 0;
  let answered = 0;
  let killed = false;
  let sent = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (!killed && next < requests.length) {
        const request = requests[next++]!;
        sent++;
        try {
          if (next % HANG_UP_EVERY === 0) {
            await sendAndHangUp(request);
            continue;
          }
          request.answer = await send(client, request);
          answered++;
        } catch {
          continue; // The connection broke: the answer is lost.
        }
        if (answered >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }),
  );
  expect(await first.exited).toBe('SIGKILL');
  const attempted = requests.slice(0, sent);
  const created = attempted.filter((request) => request.answer?.status === 201);
  const lost = attempted.filter((request) => request.answer === null);
  for (const request of attempted) {
    if (request.answer) expect(request.answer.status, request.answer.text).toBe(201);
  }

  // The same data, a new process.
  const second = startServer(port);
  await second.healthy();
  const after = createClient(second.base);
  for (const [name, value] of client.cookies) after.cookies.set(name, value);
  const booked = async () => {
    const list = await after.get('/api/user/appointments?scope=upcoming');
    expect(list.status, list.text).toBe(200);
    return list.json.items as { id: string; start: string }[];
  };
  const startsOf = (items: { start: string }[]) => items.map((item) => item.start);

  const afterRestart = await booked();
  // Every booking that was answered 201 is there.
  const ids = new Set(afterRestart.map((item) => item.id));
  for (const request of created) expect(ids.has(request.answer!.json.appointment.id)).toBe(true);
  // A request whose answer was lost was booked once or not at all.
  const lostFound = lost.filter((request) => startsOf(afterRestart).includes(request.body.start));
  // The hung-up ones reached the server well before the kill: the case the key is for happened.
  expect(lostFound.length).toBeGreaterThan(0);
  for (const request of lost) {
    expect(startsOf(afterRestart).filter((start) => start === request.body.start).length).toBeLessThanOrEqual(
      1,
    );
  }

  // Retries with the same keys: the answered ones hear the same answer; the lost ones learn the truth.
  for (const request of created) {
    const retry = await send(after, request);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json).toEqual(request.answer!.json);
  }
  for (const request of lost) {
    const retry = await send(after, request);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json.appointment.start).toBe(request.body.start);
    // One booked before the crash is answered with that very booking, not a second one.
    const before = afterRestart.find((item) => item.start === request.body.start);
    if (before) expect(retry.json.appointment.id).toBe(before.id);
  }
  const final = await booked();
  expect(final).toHaveLength(created.length + lost.length);
  expect(new Set(startsOf(final)).size).toBe(final.length);

  console.log(
    `crash test (${postgres ? 'PostgreSQL' : 'PGlite'}): ${sent} bookings sent, ${created.length} answered 201, ` +
      `${lost.length} answers lost (${lostFound.length} of them booked before the crash, ` +
      `${lost.length - lostFound.length} not), ${afterRestart.length} found after the restart, ` +
      `${final.length} after the retries (exactly one per time)`,
  );
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 180_000);

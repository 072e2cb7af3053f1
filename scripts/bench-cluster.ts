// `npm run bench -- --cluster`: BENCH_INSTANCES (2) instances of the built server on one PostgreSQL database
// behind HAProxy (scripts/bench-balancer.ts), measured through the balancer: public pages, public API and
// bookings, BENCH_SECONDS (5) per target with BENCH_CONNECTIONS (10) clients, every request's latency
// recorded. While the bookings run, one instance (never the last; not with BENCH_KILL=0) is killed
// (SIGKILL). Then the database is read: every booking answered 201 must be there once, no time is booked
// twice, and the balancer must have routed around the dead instance; the exit code is 1 otherwise.
//
// The database is BENCH_DATABASE_URL when set (e.g. the national dataset, `npm run seed -- --national`),
// which is kept; otherwise a fresh database on the local PostgreSQL server, with the demo data, dropped at
// the end. The bench salon of scripts/bench-fixtures.ts is written into either (replacing an earlier one).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { holdsTime } from '../src/core/appointments/status-machine.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { appointment, business, user } from '../src/server/db/schema.ts';
import { seedDemoData } from '../src/server/db/seed/seed-demo.ts';
import { createLocalStorage } from '../src/server/storage/storage.ts';
import { jobsSettled } from '../tests/support/jobs-settled.ts';
import { createTemporaryDatabase } from '../tests/support/temporary-database.ts';
import { startBalancer, type Balancer, type ServerState } from './bench-balancer.ts';
import {
  BENCH_CLIENT,
  BENCH_SLUG,
  benchSlots,
  seedBenchFixtures,
  signInBenchClient,
  type BenchFixtures,
  type BenchSlot,
} from './bench-fixtures.ts';
import { runLoad, send, summarize, type LoadRequest, type LoadSummary, type Outcome } from './bench-load.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Clients reading the calendar while the bookings run (and an instance dies). */
const READERS = 2;
/** When the instance is killed, as a share of the booking run. */
const KILL_AT = 0.4;
/** BENCH_KILL=0 measures the bookings with every instance alive. */
const KILL = process.env.BENCH_KILL !== '0';
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
// The balancer, its stats page, then one port per instance.
const BALANCER_PORT = Number(process.env.BENCH_PORT ?? 3400) + 20;

interface Row extends LoadSummary {
  name: string;
  connections: number;
}

interface Booking extends LoadRequest {
  slot: BenchSlot;
  key: string;
}

interface Kill {
  victim: string;
  /** performance.now() of the signal, of the process's end, and of the balancer marking it down. */
  signalledAt: number;
  diedAt: number;
  markedDownAt: number | null;
}

/** Undo steps, run last-in first-out once the run ends, however it ends. */
function cleanups() {
  const steps: (() => Promise<unknown> | unknown)[] = [];
  return {
    add: (step: () => Promise<unknown> | unknown) => void steps.push(step),
    async run() {
      for (let step = steps.pop(); step; step = steps.pop()) {
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => console.error('cleanup:', error));
      }
    },
  };
}

class Interrupted extends Error {}

/** The business page measured: the demo data's Saulė, else the first business of the dataset. */
async function businessPageSlug(db: Database): Promise<string> {
  const [row] = await db
    .select({ slug: business.slug })
    .from(business)
    .where(and(eq(business.onboarded, true), ne(business.slug, BENCH_SLUG)))
    .orderBy(sql`${business.slug} <> 'saule'`, business.slug)
    .limit(1);
  if (!row) throw new Error('no business to measure the business page with');
  return row.slug;
}

async function measure(name: string, url: string, connections = CONNECTIONS): Promise<Row> {
  // A second of warm-up (plans, caches, JIT on every instance), then the measured run.
  await runLoad({ connections, seconds: 1, next: () => ({ url }) });
  return {
    name,
    connections,
    ...summarize(await runLoad({ connections, seconds: SECONDS, next: () => ({ url }) })),
  };
}

function bookingRequests(url: string, fixtures: BenchFixtures, slots: BenchSlot[], cookie: string) {
  let next = 0;
  return (): Booking | null => {
    const slot = slots[next++];
    if (!slot) return null;
    const key = randomUUID();
    return {
      url: `${url}/api/user/appointments`,
      method: 'POST',
      // Each booking carries its own key, as the app's booking page sends one: a client that lost the
      // answer may repeat it and learn whether it was booked.
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        business: fixtures.businessSlug,
        service: fixtures.serviceId,
        specialist: slot.specialist,
        start: slot.start,
      }),
      slot,
      key,
    };
  };
}

const failed = (outcome: Outcome) => outcome.status === null || outcome.status >= 500;
const appointmentId = (outcome: Outcome) =>
  outcome.status === 201
    ? (JSON.parse(outcome.body ?? '{}') as { appointment: { id: string } }).appointment.id
    : null;
const slotKey = (slot: { specialist: string; start: string | Date }) =>
  `${slot.specialist} ${new Date(slot.start).toISOString()}`;

/** Polls the balancer until it reports `victim` down (or `timeoutMs` passes). */
async function waitMarkedDown(
  balancer: Balancer,
  victim: string,
  timeoutMs = 10_000,
): Promise<number | null> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const state = (await balancer.servers()).find((s) => s.name === victim);
    if (state?.status.startsWith('DOWN')) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

export async function benchCluster(): Promise<number> {
  const undo = cleanups();
  // Ctrl-C or SIGTERM: the run stops at its next step and everything started is stopped (a second
  // signal ends the process at once).
  let signal: string | null = null;
  const interrupt = (received: string) => {
    signal = received;
    console.error(`${received}: stopping after the current step`);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const checkpoint = () => {
    if (signal) throw new Interrupted(signal);
  };
  try {
    return await run(undo.add, checkpoint);
  } catch (error) {
    if (error instanceof Interrupted) return 130;
    throw error;
  } finally {
    await undo.run();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
}

async function run(
  undo: (step: () => Promise<unknown> | unknown) => void,
  checkpoint: () => void,
): Promise<number> {
  const kept = process.env.BENCH_DATABASE_URL;
  const temporary = kept ? null : await createTemporaryDatabase(LOCAL_POSTGRES);
  if (temporary) undo(() => temporary.drop());
  const databaseUrl = kept ?? temporary!.url;
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  // Shared by the instances (uploads, outbox), as object storage would be.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-cluster-'));
  undo(() => rmSync(dataDir, { recursive: true, force: true }));

  // Migrations, then the data, before any instance starts (they would otherwise all seed the demo data).
  const handle = await openDatabase({ databaseUrl, dataDir, role: 'našumo matavimas' });
  undo(() => handle.close());
  checkpoint();
  const { db } = handle;
  const now = new Date();
  if (temporary) {
    await seedDemoData({ db, storage: createLocalStorage(path.join(dataDir, 'uploads')), now });
  }
  const fixtures = await seedBenchFixtures(db, { now });
  const slots = await benchSlots(db, fixtures, now);
  const pageSlug = await businessPageSlug(db);
  const [client] = await db.select({ id: user.id }).from(user).where(eq(user.email, BENCH_CLIENT.email));
  if (!client) throw new Error('bench client missing');
  checkpoint();

  const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;
  const ports = Array.from({ length: INSTANCES }, (_, i) => BALANCER_PORT + 2 + i);
  const starting = Promise.allSettled(
    ports.map((port) =>
      startBuiltServer({
        port,
        dataDir,
        env: {
          DATABASE_URL: databaseUrl,
          SEED_DEMO_DATA: 'false',
          TRUST_PROXY: 'true',
          // Links and sign-in origins name the site, which is the balancer.
          BASE_URL: balancerUrl,
        },
      }),
    ),
  );
  // Stopped before the database goes, even when interrupted while they start.
  undo(async () => {
    const settled = await starting;
    await Promise.all(settled.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)));
  });
  const started = await starting;
  checkpoint();
  const servers: BuiltServer[] = [];
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const refused = started.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
  const names = ports.map((_, i) => `app${i + 1}`);
  const balancer = await startBalancer({
    port: BALANCER_PORT,
    statsPort: BALANCER_PORT + 1,
    servers: ports.map((port, i) => ({ name: names[i]!, port })),
  });
  undo(() => balancer.stop());
  checkpoint();

  console.log(
    `${INSTANCES} instance${INSTANCES === 1 ? '' : 's'} behind HAProxy ${balancer.version} on PostgreSQL database ${databaseName} ` +
      `(${temporary ? 'fresh, demo data' : 'kept'}); bench salon: ${fixtures.specialistIds.length} specialists, ` +
      `${fixtures.appointments} visits, ${slots.length} free slots to book`,
  );
  const cookie = await signInBenchClient(balancerUrl);
  const daySlots =
    `/api/public/schedule/available-time-slots?` +
    new URLSearchParams({
      business: fixtures.businessSlug,
      service: fixtures.serviceId,
      date: fixtures.sampleDate,
    });
  const targets = [
    ['GET /healthz (the balancer and an instance, no page)', '/healthz'],
    ['GET / (SSR home)', '/'],
    [`GET /apie/${pageSlug} (SSR business page)`, `/apie/${pageSlug}`],
    ['GET /grozio-specialistai/kirpejai/vilnius (SSR search page)', '/grozio-specialistai/kirpejai/vilnius'],
    [
      'GET /api/public/business/search (kirpėjai, Vilnius)',
      '/api/public/business/search?area=kirpejai&location=vilnius',
    ],
    ['GET available-time-slots (day, any of 10 specialists)', daySlots],
  ] as const;
  // Every instance answers each address once before the load (JIT, query plans, the database's buffers): a
  // cold instance's first home page on the national dataset held its event loop for seconds, long enough
  // for the balancer to take it out, so the first seconds would measure the balancer's 503s.
  for (const [, address] of targets) {
    await Promise.all(
      ports.map((port) => fetch(`http://127.0.0.1:${port}${address}`).then((r) => r.arrayBuffer())),
    );
  }
  const rows: Row[] = [];
  for (const [name, address] of targets) {
    checkpoint();
    rows.push(await measure(name, balancerUrl + address));
  }
  checkpoint();

  // Bookings, each of a distinct free slot, with a few clients reading the calendar alongside; one instance
  // (never the last) is killed part-way.
  const victim = KILL && INSTANCES > 1 ? servers[0]! : null;
  let kill: Kill | null = null;
  let killing: Promise<void> = Promise.resolve();
  const timer = victim
    ? setTimeout(
        () => {
          const signalledAt = performance.now();
          const died = new Promise<number>((resolve) =>
            victim.child.once('exit', () => resolve(performance.now())),
          );
          victim.child.kill('SIGKILL');
          // Polled from the signal on: `observe layer4` may take it out before its exit is seen here.
          killing = Promise.all([died, waitMarkedDown(balancer, names[0]!)]).then(
            ([diedAt, markedDownAt]) => {
              kill = { victim: names[0]!, signalledAt, diedAt, markedDownAt };
            },
          );
        },
        SECONDS * KILL_AT * 1000,
      )
    : null;
  const phaseStarted = performance.now();
  const [bookingRun, readerRun] = await Promise.all([
    runLoad({
      connections: CONNECTIONS,
      seconds: SECONDS,
      next: bookingRequests(balancerUrl, fixtures, slots, cookie),
      keepAnswers: true,
    }),
    runLoad({
      connections: READERS,
      seconds: SECONDS,
      next: () => ({ url: balancerUrl + daySlots }),
      keepAnswers: true,
    }),
  ]);
  if (timer) clearTimeout(timer);
  await killing;
  rows.push({
    name: `POST /api/user/appointments (distinct free slots; ${READERS} calendar readers alongside${victim ? ', one instance killed' : ''})`,
    connections: CONNECTIONS,
    ...summarize(bookingRun),
  });
  const servedAfterKill = await balancer.servers();

  // What the database holds for the slots whose answer was lost, before anyone repeats them; then the
  // client repeats each of them once, with the same key.
  const bookings = bookingRun.outcomes;
  const unanswered = bookings.filter(failed);
  const heldBefore = new Map(
    (await bookedSlots(db, fixtures, client.id))
      .filter((row) => row.held)
      .map((row) => [slotKey(row), row.id]),
  );
  const retries: Outcome<Booking>[] = [];
  for (const outcome of unanswered) retries.push(await send(outcome.request, true));

  const verdict = await verify({ db, fixtures, clientId: client.id, bookings, retries, heldBefore });
  const report = killReport({
    kill,
    started: phaseStarted,
    bookings,
    readers: readerRun.outcomes,
    victim: !!victim,
  });

  // A kept database is left quiet for whoever uses it next: the bookings' e-mails and notices delivered.
  let settled: string | null = null;
  if (!temporary) {
    const since = performance.now();
    const done = await jobsSettled(db, 90_000);
    settled = done
      ? `The bookings' side effects (e-mails, notices) all delivered ${((performance.now() - since) / 1000).toFixed(1)} s after the checks.`
      : "The bookings' side effects not all delivered after 90 s: the next server on this database finishes them.";
  }

  console.log(
    `\nThrough the balancer: ${SECONDS} s per target after 1 s of warm-up, ${os.cpus().length} cores, node ${process.version}\n`,
  );
  console.log('| target | connections | requests | req/s | p50 ms | p95 ms | p99 ms | no answer | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.connections} | ${row.requests} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ` +
        `${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.failed} | ${row.non2xx}` +
        `${row.non2xx > 0 ? ` (${[...row.non2xxStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')})` : ''} |`,
    );
  }
  console.log(`\n${balancerTable(servedAfterKill)}`);
  console.log(`\n${report.lines.join('\n')}`);
  console.log(
    `\nBookings: ${bookings.length} sent, ${bookings.filter((o) => o.status === 201).length} answered 201, ` +
      `${unanswered.length} unanswered (no answer or 5xx), of which ${verdict.bookedUnanswered} had been booked. ` +
      `Each unanswered one repeated once with its Idempotency-Key: ${verdict.replayed} answered with the visit ` +
      `booked before, ${verdict.bookedOnRetry} booked then, ${retries.length - verdict.replayed - verdict.bookedOnRetry} otherwise.`,
  );
  for (const line of verdict.lines) console.log(line);
  if (settled) console.log(settled);

  const problems = [...verdict.problems, ...report.problems];
  if (problems.length === 0) {
    console.log(
      `\nOK: no booking answered 201 was lost or doubled${report.killed ? ', and the balancer routed around the dead instance' : ''}.`,
    );
    return 0;
  }
  console.log(`\nFAILED:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return 1;
}

interface BookedRow {
  id: string;
  specialist: string;
  start: Date;
  held: boolean;
}

async function bookedSlots(db: Database, fixtures: BenchFixtures, clientId: string): Promise<BookedRow[]> {
  const rows = await db
    .select({
      id: appointment.id,
      specialist: appointment.specialistId,
      start: appointment.startsAt,
      status: appointment.status,
    })
    .from(appointment)
    .innerJoin(business, eq(business.id, appointment.businessId))
    .where(and(eq(business.slug, fixtures.businessSlug), eq(appointment.clientUserId, clientId)));
  return rows.map((row) => ({ ...row, held: holdsTime(row.status) }));
}

/** Reads the database after the run: what the clients were told against what is booked. */
async function verify(input: {
  db: Database;
  fixtures: BenchFixtures;
  clientId: string;
  bookings: Outcome<Booking>[];
  retries: Outcome<Booking>[];
  /** The client's held visits before the retries, by slot. */
  heldBefore: Map<string, string>;
}) {
  const { db, fixtures, clientId, bookings, retries, heldBefore } = input;
  const problems: string[] = [];
  const rows = await bookedSlots(db, fixtures, clientId);
  const byId = new Map(rows.map((row) => [row.id, row]));

  // Every 201 is in the database, at the slot it was for, holding the time.
  const told = new Map<string, BenchSlot>();
  for (const outcome of [...bookings, ...retries]) {
    const id = appointmentId(outcome);
    if (id) told.set(id, outcome.request.slot);
  }
  const lost = [...told].filter(([id, slot]) => {
    const row = byId.get(id);
    return !row || !row.held || slotKey(row) !== slotKey(slot);
  });
  if (lost.length > 0) problems.push(`${lost.length} booking(s) answered 201 missing from the database`);

  // No slot is held twice: not by this client, nor by anyone in the salon (the exclusion constraint's job).
  const perSlot = new Map<string, number>();
  for (const row of rows) perSlot.set(slotKey(row), (perSlot.get(slotKey(row)) ?? 0) + 1);
  const doubled = [...perSlot.values()].filter((n) => n > 1).length;
  if (doubled > 0) problems.push(`${doubled} slot(s) booked more than once by the bench client`);
  const overlaps = await countOf(
    db,
    sql`select count(*)::int as n from ${appointment} a
          join ${appointment} b on a.specialist_id = b.specialist_id and a.id < b.id
           and tstzrange(a.starts_at, a.blocked_until, '[)') && tstzrange(b.starts_at, b.blocked_until, '[)')
          join ${business} on ${business.id} = a.business_id
         where ${business.slug} = ${fixtures.businessSlug}
           and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
  );
  if (overlaps > 0) problems.push(`${overlaps} overlapping held visit(s) in the bench salon`);

  // A retry of a booking that had been written answers with that very visit (the key's stored answer).
  const bookedUnanswered = bookings.filter(
    (o) => failed(o) && heldBefore.has(slotKey(o.request.slot)),
  ).length;
  let replayed = 0;
  let bookedOnRetry = 0;
  for (const retry of retries) {
    const id = appointmentId(retry);
    if (!id) continue;
    const before = heldBefore.get(slotKey(retry.request.slot));
    if (before === undefined) bookedOnRetry += 1;
    else if (before === id) replayed += 1;
    else
      problems.push(
        `a retry booked ${slotKey(retry.request.slot)} again instead of answering with ${before}`,
      );
  }

  // A visit nobody was told of is fine only for a slot whose request and retry both went unanswered.
  const settled = new Set(retries.filter((r) => !failed(r)).map((r) => r.request.key));
  const unknown = new Set(
    bookings.filter((o) => failed(o) && !settled.has(o.request.key)).map((o) => slotKey(o.request.slot)),
  );
  const untold = rows.filter((row) => !told.has(row.id));
  const ghosts = untold.filter((row) => !unknown.has(slotKey(row)));
  if (ghosts.length > 0)
    problems.push(`${ghosts.length} visit(s) in the database whose client was told otherwise`);

  const lines = [
    `Database: ${rows.length} visits of the bench client (${rows.filter((r) => r.held).length} holding time) ` +
      `for ${told.size} answered 201; missing ${lost.length}, slots doubled ${doubled}, overlapping visits ` +
      `${overlaps}, booked though the client was told otherwise ${ghosts.length}` +
      (untold.length > ghosts.length
        ? `, still unknown to the client (request and retry unanswered) ${untold.length - ghosts.length}.`
        : '.'),
  ];
  return { problems, lines, bookedUnanswered, replayed, bookedOnRetry };
}

async function countOf(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

/** How the kill went, from the clients' side and the balancer's. */
function killReport(input: {
  kill: Kill | null;
  started: number;
  bookings: Outcome<Booking>[];
  readers: Outcome[];
  victim: boolean;
}) {
  const { kill, started, bookings, readers } = input;
  const problems: string[] = [];
  if (!kill) {
    if (input.victim) problems.push('the bookings ended before the kill: nothing was killed');
    return {
      killed: false,
      lines: [input.victim ? 'Nothing killed.' : 'Nothing killed (one instance, or BENCH_KILL=0).'],
      problems,
    };
  }
  const after = (o: Outcome) => o.sentAt > kill.diedAt;
  const inFlight = (o: Outcome) => o.sentAt <= kill.diedAt && o.answeredAt >= kill.signalledAt;
  const failedInFlight = bookings.filter((o) => inFlight(o) && failed(o));
  const failedAfter = bookings.filter((o) => after(o) && failed(o));
  const okAfter = bookings.filter((o) => after(o) && o.status === 201);
  const answeredBy = new Map<string, number>();
  for (const o of [...bookings, ...readers]) {
    const server = o.headers?.get('x-served-by');
    if (after(o) && server) answeredBy.set(server, (answeredBy.get(server) ?? 0) + 1);
  }
  const readersFailed = readers.filter(failed);
  const downMs = kill.markedDownAt === null ? null : kill.markedDownAt - kill.signalledAt;
  const byStatus = new Map<string, number>();
  for (const o of failedInFlight) {
    const key = o.status === null ? (o.error ?? 'no answer') : String(o.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  if (downMs === null) problems.push(`the balancer never marked ${kill.victim} down`);
  if (failedAfter.length > 0) {
    problems.push(
      `${failedAfter.length} booking(s) sent after ${kill.victim} died failed: not routed around`,
    );
  }
  if (okAfter.length === 0) problems.push(`no booking succeeded after ${kill.victim} died`);
  if (answeredBy.has(kill.victim)) problems.push(`answers came from ${kill.victim} after it died`);
  if (readersFailed.length > 0) {
    problems.push(
      `${readersFailed.length} calendar read(s) failed: a GET must be repeated on another instance`,
    );
  }
  return {
    killed: true,
    problems,
    lines: [
      `Killed ${kill.victim} (SIGKILL) ${((kill.signalledAt - started) / 1000).toFixed(1)} s into the bookings; ` +
        `the balancer marked it down ${downMs === null ? 'never' : `${downMs.toFixed(0)} ms later`}.`,
      `Bookings in flight (on any instance) when it died: ${bookings.filter(inFlight).length}, of which ` +
        `${failedInFlight.length} failed (${[...byStatus].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'}). ` +
        'A booking the dead instance had taken is not repeated by the balancer (it may have been booked): ' +
        "502, or on a kept-alive connection HAProxy closes the client's connection (UND_ERR_SOCKET), " +
        'leaving the retry to the client, as to a browser.',
      `Sent after it died: ${okAfter.length} booked, ${failedAfter.length} failed; answers came from ` +
        `${[...answeredBy].map(([server, n]) => `${server} (${n})`).join(', ') || 'nobody'}.`,
      `Calendar reads alongside: ${readers.length}, failed ${readersFailed.length} (a GET cut off by the kill is ` +
        'repeated by the balancer on another instance).',
    ],
  };
}

function balancerTable(states: ServerState[]): string {
  return [
    'The balancer over the whole run (HAProxy stats at the end):',
    '',
    '| instance | status | requests | went down | connection errors | broken answers | retries | redispatched |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...states.map(
      (s) =>
        `| ${s.name} | ${s.status} | ${s.requests} | ${s.wentDown} | ${s.connectionErrors} | ${s.responseErrors} | ${s.retries} | ${s.redispatches} |`,
    ),
  ].join('\n');
}

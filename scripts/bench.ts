// `npm run bench`: the built server on a fresh data directory (with demo data, plus the busy bench salon
// of scripts/bench-fixtures.ts) under autocannon, beside a bare node:http hello-world measured in the same
// run as the machine's baseline. Prints a table, then reminder delivery, the statistics on a year of
// visits and the client import of 5 000 rows. BENCH_ONLY=<text> measures only targets whose name has it (and
// neither page weights nor Lighthouse). `npm run bench -- --search` measures search by free time instead (scripts/bench-search.ts);
// `npm run bench -- --cluster`, several instances behind a load balancer, one of them killed mid-run
// (scripts/bench-cluster.ts).
import { lighthouseRows, lighthouseTable } from './lighthouse.ts';
import { pageWeight, pageWeightTable } from './page-weight.ts';
import { PUBLIC_PAGES } from './public-pages.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exitOnStartupError } from '../src/server/config/startup-error.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { measureReminderDelivery } from './bench-reminders.ts';
import { waitForHealth } from './built-server.ts';
import { measureStatistics, statisticsTable } from './bench-statistics.ts';
import { clientImportTable, measureClientImport } from './bench-client-import.ts';
import {
  benchSlots,
  seedBenchFixtures,
  signInBenchClient,
  type BenchFixtures,
  type BenchSlot,
} from './bench-fixtures.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3400);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request (autocannon `setupRequest`), e.g. a different body every time. */
  setupRequest?: autocannon.Request['setupRequest'];
  /** Stop after this many requests (e.g. when there are only so many free slots). */
  amount?: number;
  /** Concurrent connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
}

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const targets: Target[] = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET / (SSR home)', path: '/' },
  { name: 'GET /apie/saule (SSR business page)', path: '/apie/saule' },
  // What a browser asks for: the page compressed (Brotli) on every answer.
  { name: 'GET / (SSR home, Brotli)', path: '/', headers: BROWSER_HEADERS },
  { name: 'GET /apie/saule (SSR business page, Brotli)', path: '/apie/saule', headers: BROWSER_HEADERS },
  {
    name: 'GET /grozio-specialistai/kirpejai/vilnius (SSR search page)',
    path: '/grozio-specialistai/kirpejai/vilnius',
  },
  {
    name: 'GET /api/public/business/search',
    path: '/api/public/business/search?area=kirpejai&location=vilnius',
  },
  { name: 'GET /api/public/business/saule', path: '/api/public/business/saule' },
];

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  connections: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, target: Omit<Target, 'name' | 'path'> = {}): Promise<Row> {
  const { method = 'GET', headers, setupRequest, amount, connections = CONNECTIONS } = target;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    ...(amount === undefined ? {} : { amount }),
    requests: [{ method, ...(headers ? { headers } : {}), ...(setupRequest ? { setupRequest } : {}) }],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    connections,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startBaseline() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** The booking calendar and booking itself, on the bench salon (10 specialists, ~500 visits). */
function bookingTargets(fixtures: BenchFixtures, slots: BenchSlot[], cookie: string): Target[] {
  const calendar = (extra: Record<string, string>) =>
    new URLSearchParams({
      business: fixtures.businessSlug,
      service: fixtures.serviceId,
      ...extra,
    }).toString();
  let next = 0;
  const daySlots = `/api/public/schedule/available-time-slots?${calendar({ date: fixtures.sampleDate })}`;
  const monthDates = `/api/public/schedule/available-dates?${calendar({ from: fixtures.monthFrom, to: fixtures.monthTo })}`;
  return [
    { name: 'GET available-time-slots (day, any of 10 specialists)', path: daySlots },
    { name: 'GET available-dates (31 days, any of 10 specialists)', path: monthDates },
    // One client at a time: the latency a person waits for, which the p50 targets are about.
    { name: 'GET available-time-slots (day), one client at a time', path: daySlots, connections: 1 },
    { name: 'GET available-dates (31 days), one client at a time', path: monthDates, connections: 1 },
    {
      name: `POST /api/user/appointments (${slots.length} distinct free slots)`,
      path: '/api/user/appointments',
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      amount: slots.length,
      // Each request books the next free slot, so every one is a real booking (201), not a conflict.
      setupRequest: (request) => {
        const slot = slots[next++ % slots.length]!;
        const body = {
          business: fixtures.businessSlug,
          service: fixtures.serviceId,
          specialist: slot.specialist,
          start: slot.start,
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ];
}

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(path.join(buildDir, 'server/index.js')) || process.env.BENCH_REBUILD === '1') {
  spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
}

if (process.argv.slice(2).includes('--cluster')) {
  const { benchCluster } = await import('./bench-cluster.ts');
  process.exit(await benchCluster());
}

if (process.argv.slice(2).includes('--search')) {
  const { benchSearch } = await import('./bench-search.ts');
  await benchSearch();
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-'));
// The bench salon goes into the server's own database before the server opens it (PGlite allows one
// process at a time); its free slots are computed now, with the same engine, for the booking target.
const benchNow = new Date();
const { fixtures, slots } = await (async () => {
  const handle = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir,
    role: 'našumo matavimas',
  }).catch(exitOnStartupError);
  try {
    const seeded = await seedBenchFixtures(handle.db, { now: benchNow });
    return { fixtures: seeded, slots: await benchSlots(handle.db, seeded, benchNow) };
  } finally {
    await handle.close();
  }
})();
console.log(
  `bench salon: ${fixtures.specialistIds.length} specialists, ${fixtures.appointments} visits, ${slots.length} free slots to book`,
);
const app = spawn(process.execPath, ['src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    BASE_URL: `http://127.0.0.1:${APP_PORT}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const appUrl = `http://127.0.0.1:${APP_PORT}`;

try {
  await waitForHealth(appUrl, app);
  targets.push(...bookingTargets(fixtures, slots, await signInBenchClient(appUrl)));
  const only = process.env.BENCH_ONLY;
  const baseline = await startBaseline();
  const rows: Row[] = [await measure('node:http hello world (baseline)', baseline.url)];
  for (const target of targets) {
    if (only && !target.name.includes(only)) continue;
    rows.push(await measure(target.name, appUrl + target.path, target));
  }
  baseline.server.close();
  // Page weights and Lighthouse belong to a whole run, not to a few targets measured again.
  const weights = [];
  for (const page of only ? [] : PUBLIC_PAGES) {
    weights.push(await pageWeight(appUrl, path.join(buildDir, 'client'), page));
  }
  // After the load targets, so that Lighthouse measures a server at rest.
  const lighthouse = only
    ? []
    : await lighthouseRows(appUrl, PUBLIC_PAGES, Number(process.env.LIGHTHOUSE_RUNS ?? 1), {
        calibrate: true,
      });

  const base = rows[0]!.requestsPerSecond;
  console.log(`\n${DURATION_SECONDS} s per target, ${os.cpus().length} cores, node ${process.version}\n`);
  console.log('| target | connections | req/s | p50 ms | p99 ms | ratio to baseline | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.requestsPerSecond / base).toFixed(3)} | ${row.errors} | ${row.non2xx} |`,
    );
  }
  if (weights.length > 0)
    console.log(
      `\nWhat a phone downloads before each public page runs (demo data):\n\n${pageWeightTable(weights)}`,
    );
  if (lighthouse.length > 0)
    console.log(
      `\nLighthouse, mobile preset (simulated slow 4G, processor calibrated to the host), median of ${process.env.LIGHTHOUSE_RUNS ?? 1} run(s):\n\n${lighthouseTable(lighthouse)}`,
    );
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// Durable delivery: reminders all due at one moment, through the visit clock, the job queue and the
// sent-log, to the outbox (a server of its own, so the HTTP figures above are not disturbed).
if (!process.env.BENCH_ONLY || 'reminders'.includes(process.env.BENCH_ONLY)) {
  const reminders = await measureReminderDelivery({
    count: Number(process.env.BENCH_REMINDERS ?? 10_000),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  console.log(
    `\n${reminders.count} reminders due at once, delivered to the outbox (e-mail + in-app): ` +
      `${reminders.seconds.toFixed(1)} s, ${reminders.perSecond.toFixed(0)} per second`,
  );
}

// Business statistics on a generated year of a 10-specialist salon (its own database, as above).
if (!process.env.BENCH_ONLY || 'statistics'.includes(process.env.BENCH_ONLY)) {
  const statistics = await measureStatistics({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(`\n${statisticsTable(statistics)}`);
}

// A salon moving in: 5 000 clients from a CSV or .xlsx export into its client cards (its own database, as above).
if (!process.env.BENCH_ONLY || 'import'.includes(process.env.BENCH_ONLY)) {
  const figures = await measureClientImport({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(`\n${clientImportTable(figures)}`);
}

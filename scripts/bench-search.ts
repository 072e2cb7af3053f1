// `npm run bench -- --search`: search by free time under 10 concurrent clients, on the national dataset in
// PostgreSQL (`npm run seed -- --national`; BENCH_NATIONAL_URL, default the `national` database on the
// local server) and on the embedded database with the demo data. Every request's latency is recorded, so
// p50/p95/p99 are exact. BENCH_SEARCH_ONLY=postgres|embedded runs one of the two.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDateOf, addDays } from '../src/core/availability/zoned-day.ts';
import { LITHUANIA_TIME_ZONE } from '../src/core/time/lithuania.ts';
import { runLoad, summarize } from './bench-load.ts';
import { startBuiltServer } from './built-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3400) + 7;
const NATIONAL_URL = process.env.BENCH_NATIONAL_URL ?? 'postgres://postgres@127.0.0.1:5432/national';

interface Query {
  name: string;
  path: string;
}

/**
 * The three searches the goal names; "šiandien 17:00–20:00" moves to the next day once today's 17:00 has
 * passed (and past a Sunday).
 */
function queries(now: Date): { date: string; list: Query[] } {
  const today = localDateOf(now.getTime(), LITHUANIA_TIME_ZONE);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: LITHUANIA_TIME_ZONE,
    }).format(now),
  );
  let date = hour < 17 ? today : addDays(today, 1);
  // A weekday, like a typical evening search (few salons work on Sundays).
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  const search = (params: Record<string, string>) =>
    `/api/public/business/search?${new URLSearchParams(params)}`;
  return {
    date,
    list: [
      {
        name: `manikiūras Vilniuje ${date} 17:00–20:00 (API)`,
        path: search({ area: 'manikiuras', location: 'vilnius', date, from: '17:00', to: '20:00' }),
      },
      {
        name: 'kirpėjai visoje Lietuvoje kuo greičiau (API)',
        path: search({ area: 'kirpejai', location: 'visa-lietuva', sort: 'earliest' }),
      },
      { name: 'Vilnius, no date (API)', path: search({ area: 'visi', location: 'vilnius' }) },
      { name: 'Vilnius, no date (SSR page)', path: '/grozio-specialistai/visi/vilnius' },
    ],
  };
}

interface Row {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number | null;
}

async function load(baseUrl: string, query: Query): Promise<Row> {
  const url = baseUrl + query.path;
  const first = await fetch(url);
  const body = await first.text();
  const total = first.headers.get('content-type')?.includes('json') ? (JSON.parse(body).total ?? null) : null;
  // A second of warm-up (plans, caches, JIT), then the measured run.
  await runLoad({ connections: CONNECTIONS, seconds: 1, next: () => ({ url }) });
  const summary = summarize(
    await runLoad({ connections: CONNECTIONS, seconds: SECONDS, next: () => ({ url }) }),
  );
  return {
    name: query.name,
    requests: summary.requests,
    perSecond: summary.perSecond,
    p50: summary.p50,
    p95: summary.p95,
    p99: summary.p99,
    errors: summary.failed + summary.non2xx,
    total,
  };
}

function table(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  console.log('| query | total found | requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.total ?? '–'} | ${row.requests} | ${row.perSecond.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} |`,
    );
  }
}

async function measureOn(title: string, env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-search-'));
  const server = await startBuiltServer({ port: PORT, dataDir, env });
  try {
    const { list } = queries(new Date());
    const rows: Row[] = [];
    for (const query of list) rows.push(await load(server.url, query));
    table(title, rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSearch() {
  const only = process.env.BENCH_SEARCH_ONLY;
  console.log(
    `search by free time: ${CONNECTIONS} concurrent clients, ${SECONDS} s per query, ${os.cpus().length} cores, node ${process.version}; ` +
      `dated queries for ${queries(new Date()).date}`,
  );
  if (!only || only === 'postgres') {
    await measureOn(`PostgreSQL, national dataset (${new URL(NATIONAL_URL).pathname.slice(1)})`, {
      DATABASE_URL: NATIONAL_URL,
      SEED_DEMO_DATA: 'false',
    });
  }
  if (!only || only === 'embedded') {
    await measureOn('Embedded database (PGlite), demo data', {
      DATABASE_URL: undefined,
      SEED_DEMO_DATA: 'true',
    });
  }
}

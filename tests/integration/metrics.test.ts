// /metrics over real HTTP: off (an unknown address) without METRICS_TOKEN, 401 in the API's error shape
// without the token, and with it Prometheus's text format: request latency by route pattern, the job queue,
// the database pool (PostgreSQL) and the cache lookups. And every answer is logged: those of a server still
// starting or already stopping, and what Node refuses before the app sees a request.
import http from 'node:http';
import net from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJob } from '../../src/server/modules/side-effects/side-effect-jobs.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { createClient } from './support/http-client.ts';
import { freePort } from './support/server-process.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample of the exposition (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('/metrics is an unknown address, with or without a token', async () => {
    const unknown = await fetch(`${server.url}/no-such-address`);
    const metrics = await fetch(`${server.url}/metrics`);
    const withToken = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(unknown.status).toBe(404);
    expect(metrics.status).toBe(404);
    expect(withToken.status).toBe(404);
    expect(await metrics.text()).toBe(await unknown.text());
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  const scrape = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
    if (!existsSync(buildEntry))
      throw new Error('The metrics test renders pages: run `npx react-router build` first.');
    server = await startTestServer({ withWeb: true, env: { BUILD_DIR, METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(() => server?.close());

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-tests-0123456780'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token under another scheme', `Basic ${TOKEN}`],
    ['the token alone', TOKEN],
  ])('refuses %s with 401 in the API error shape', async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: 'unauthorized',
      message: 'Metrikoms skaityti reikia teisingo prieigos rakto.',
    });
  });

  it('serves the Prometheus text format with latency by route pattern, the queue, the pool and the caches', async () => {
    const salon = await createBookableBusiness(server.db);
    const client = createClient(server.url);
    // A page asked twice (rendered, then kept), once with a cookie (no cache may serve it); the public
    // business by its slug; the same search twice (computed, then answered from the kept answers).
    const pageAddress = `/apie/${salon.business.slug}`;
    const pageRequests: Record<string, string>[] = [{}, {}, { cookie: 'unrelated=1' }];
    for (const headers of pageRequests) {
      expect((await fetch(`${server.url}${pageAddress}`, { headers })).status).toBe(200);
    }
    expect((await client.get(`/api/public/business/${salon.business.slug}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await client.get('/api/public/business/search')).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // A letter due tomorrow waits in the queue, deferred.
    await server.jobs.enqueue(
      server.db,
      [emailJob('contact', { to: 'ona@example.lt', subject: 'Laiškas rytoj', text: 'Sveiki', html: '' })],
      { startAfter: new Date(Date.now() + 24 * 3600_000) },
    );

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();

    // Latency by method, route pattern and status: the pattern, never the address asked for.
    const count = (route: string, status = '200') =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count('page')).toBe(3);
    expect(count('/api/public/business/:slug')).toBe(1);
    expect(count('/api/public/business/search')).toBe(2);
    expect(count('/healthz')).toBe(1);
    expect(count('/metrics', '401')).toBe(5);
    expect(text).not.toContain(salon.business.slug);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);

    // The caches: the page once kept and served, once rendered, once not for a cache (on a PostgreSQL
    // server other tests' commits may have made the second one a render too); the search answer once
    // computed, once kept and served.
    const pageHits = sample(text, 'cache_lookups_total', { cache: 'page', outcome: 'hit' }) ?? 0;
    const pageMisses = sample(text, 'cache_lookups_total', { cache: 'page', outcome: 'miss' }) ?? 0;
    expect(pageHits + pageMisses).toBe(2);
    if (server.databaseKind === 'pglite') expect(pageHits).toBe(1);
    expect(sample(text, 'cache_lookups_total', { cache: 'page', outcome: 'bypass' })).toBe(1);
    expect(sample(text, 'cache_lookups_total', { cache: 'search_answer', outcome: 'hit' })).toBe(1);
    expect(sample(text, 'cache_lookups_total', { cache: 'search_answer', outcome: 'miss' })).toBe(1);

    // The job queues, read at the scrape: the deferred letter, and nothing ready and waiting.
    expect(sample(text, 'job_queue_jobs', { queue: 'side-effects', state: 'deferred' })).toBe(1);
    expect(sample(text, 'job_queue_jobs', { queue: 'side-effects', state: 'ready' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(sample(text, 'job_queue_jobs', { queue: 'side-effects-failed', state: 'ready' })).toBe(0);
    expect(sample(text, 'job_queue_oldest_ready_seconds', { queue: 'side-effects' })).toBeGreaterThanOrEqual(
      0,
    );

    // The pool is PostgreSQL's; the embedded database has none.
    if (server.databaseKind === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
    // The process's own figures, on this app's registry.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts every scrape', async () => {
    const first = await (await scrape(`Bearer ${TOKEN}`)).text();
    const second = await (await scrape(`Bearer ${TOKEN}`)).text();
    const scrapes = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/metrics',
        status: '200',
      }) ?? 0;
    expect(scrapes(second)).toBe(scrapes(first) + 1);
  });
});

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  reason?: string;
}

describe('every answer is logged', () => {
  it('while starting (503), refused by Node (400) and while stopping (Connection: close)', async () => {
    const lines: LogLine[] = [];
    const logger = pino(
      { level: 'info', base: undefined },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const port = await freePort();
    let startingStatus = 0;
    const server = await startTestServer({
      logger,
      env: { PORT: String(port) },
      // Runs after the port is taken and before the app answers: a request now gets the server's own 503.
      prepare: async () => {
        startingStatus = (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
      },
    });
    expect(startingStatus).toBe(503);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request failed',
        method: 'GET',
        path: '/healthz',
        status: 503,
        reason: 'starting',
      }),
    );

    // A request Node cannot parse never reaches the app; its 400 is logged all the same.
    const refused = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(refused).toMatch(/^HTTP\/1\.1 400 /);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', status: 400 }));

    // A kept-alive connection used before the stop, and again while the server drains.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/healthz?pass=${lines.length}`, { agent }, (response) => {
            response.resume();
            response.once('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
            );
          })
          .once('error', reject);
      });
    const answers = [await get()];
    const closed = server.close({ waitForIdle: true });
    // The drain begins once the event streams have ended: ask until an answer says it is the last.
    while (answers.at(-1)!.connection !== 'close') answers.push(await get());
    await closed;
    agent.destroy();
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const healthChecks = lines.filter((line) => line.path === '/healthz' && line.status === 200);
    expect(healthChecks).toHaveLength(answers.length);
    // A server started inside the test: a cold start takes long on a busy machine.
  }, 180_000);
});

import { Hono } from 'hono';
import { pino } from 'pino';
import { register as globalRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { QueueStats } from '../jobs/job-queue.ts';
import type { AppEnv } from './app-env.ts';
import { createMetrics, methodLabel, routeLabel, type MetricsOptions } from './metrics.ts';

const TOKEN = 'a-token-of-sixteen-or-more';

function metrics(options: Partial<MetricsOptions> = {}) {
  return createMetrics({
    token: TOKEN,
    poolStats: null,
    queueStats: async () => [],
    logger: pino({ level: 'silent' }),
    ...options,
  });
}

const queue = (stats: Partial<QueueStats> & { queue: string }): QueueStats => ({
  ready: 0,
  deferred: 0,
  active: 0,
  oldestReadySeconds: 0,
  ...stats,
});

describe('the metrics token', () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer  ${TOKEN} `, true],
    [undefined, false],
    ['', false],
    ['Bearer', false],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [`Basic ${TOKEN}`, false],
    [TOKEN, false],
    [`Bearer ${TOKEN} ${TOKEN}`, false],
  ])('%s → %s', (authorization, expected) => {
    expect(metrics().authorizes(authorization)).toBe(expected);
  });
});

describe('the labels', () => {
  it('name a route by its pattern, a page as `page`, and nothing matched as `other`', async () => {
    const seen: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      await next();
      seen.push(routeLabel(c));
    });
    app.get('/api/business/:slug', (c) => c.text('verslas'));
    app.use('/assets/*', async (c, next) => next());
    app.all('*', (c) => {
      if (c.req.path !== '/apie') return c.notFound();
      c.set('metricsRoute', 'page');
      return c.html('<p>puslapis</p>');
    });
    for (const path of ['/api/business/saule', '/api/business/menulis', '/apie', '/kita', '/assets/x.js']) {
      await app.request(path);
    }
    expect(seen).toEqual(['/api/business/:slug', '/api/business/:slug', 'page', 'other', 'other']);
  });

  it('take a method from a short list', () => {
    expect(['GET', 'POST', 'DELETE', 'PROPFIND', 'get'].map(methodLabel)).toEqual([
      'GET',
      'POST',
      'DELETE',
      'other',
      'other',
    ]);
  });
});

describe('the exposition', () => {
  it('reads the job queues once per scrape and reports the pool, on a registry of its own', async () => {
    let reads = 0;
    const instance = metrics({
      poolStats: () => ({ total: 7, idle: 3, max: 10, waiting: 2 }),
      queueStats: async () => {
        reads += 1;
        return [queue({ queue: 'side-effects', ready: 4, deferred: 2, active: 1, oldestReadySeconds: 12.5 })];
      },
    });
    // A second instance in the same process: no clash over names, nothing on the global registry.
    metrics();
    const { contentType, body } = await instance.exposition();
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(reads).toBe(1);
    for (const line of [
      'job_queue_jobs{queue="side-effects",state="ready"} 4',
      'job_queue_jobs{queue="side-effects",state="deferred"} 2',
      'job_queue_jobs{queue="side-effects",state="active"} 1',
      'job_queue_oldest_ready_seconds{queue="side-effects"} 12.5',
      'db_pool_connections{state="busy"} 4',
      'db_pool_connections{state="idle"} 3',
      'db_pool_max_connections 10',
      'db_pool_waiting_queries 2',
    ])
      expect(body).toContain(line);
    expect(globalRegistry.getMetricsAsArray()).toEqual([]);
  });

  it('leaves the job figures out, rather than stale, when the queue cannot be read', async () => {
    let fail = false;
    const instance = metrics({
      queueStats: async () => {
        if (fail) throw new Error('connection lost');
        return [queue({ queue: 'side-effects', ready: 3 })];
      },
    });
    expect((await instance.exposition()).body).toContain(
      'job_queue_jobs{queue="side-effects",state="ready"} 3',
    );
    fail = true;
    const { body } = await instance.exposition();
    expect(body).not.toContain('job_queue_jobs{');
    expect(body).not.toContain('job_queue_oldest_ready_seconds{');
  });

  it('counts cache lookups by cache and outcome, from zero', async () => {
    const instance = metrics();
    expect((await instance.exposition()).body).toContain('cache_lookups_total{cache="page",outcome="hit"} 0');
    instance.cacheLookup('page', 'hit');
    instance.cacheLookup('page', 'hit');
    instance.cacheLookup('search_answer', 'miss');
    const { body } = await instance.exposition();
    expect(body).toContain('cache_lookups_total{cache="page",outcome="hit"} 2');
    expect(body).toContain('cache_lookups_total{cache="search_answer",outcome="miss"} 1');
    expect(body).not.toContain('db_pool_');
  });
});

// Prometheus metrics of one app instance, served at /metrics to whoever holds METRICS_TOKEN. Each instance
// has a registry of its own (never prom-client's global one), so several apps in one process (tests) never
// share or clash over a metric. Every label takes values from a short fixed list: a route's pattern (never
// the address asked for), a known method, a status code, a queue or cache name. What costs anything to
// know (the job queue) is read when scraped, in one statement, and nowhere else.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import type { QueueStats } from '../jobs/job-queue.ts';
import type { AppEnv } from './app-env.ts';

export type CacheName = 'page' | 'search_answer';
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export interface MetricsOptions {
  /** The bearer token a scrape must carry. */
  token: string;
  /** The database pool as it stands; null where there is no pool (the embedded database). */
  poolStats: (() => PoolStats) | null;
  /** The job queues as they stand, read at each scrape. */
  queueStats: () => Promise<QueueStats[]>;
  logger: Logger;
}

export interface AppMetrics {
  /** Whether an Authorization header carries the token, compared in constant time. */
  authorizes(authorization: string | undefined): boolean;
  /** One answer of the app, `seconds` after its request arrived. */
  observeRequest(c: Context<AppEnv>, seconds: number): void;
  cacheLookup(cache: CacheName, outcome: CacheOutcome): void;
  /** Every metric in Prometheus's text format. */
  exposition(): Promise<{ contentType: string; body: string }>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Patterns that name no route: the catch-all middleware a request ended in (a static file, nothing found). */
const WILDCARDS = new Set(['', '*', '/*']);

/**
 * The route that answered, as its pattern (`/api/public/business/:slug`): a page is `page`, and an answer
 * given where only catch-all middleware matched (a static file, an unknown address, a refusal before
 * routing) is `other`.
 */
export function routeLabel(c: Context<AppEnv>): string {
  const named = c.get('metricsRoute');
  if (named) return named;
  const pattern = routePath(c);
  return WILDCARDS.has(pattern) ? 'other' : pattern;
}

export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function createMetrics(options: MetricsOptions): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Digests of equal length, so that the comparison takes as long whatever was sent.
  const expected = sha256(options.token);

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival until its answer's status and headers were ready (a streamed body may go on after), by method, route pattern and status.",
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups in the whole-page cache and the search answer cache, by outcome (hit ratio: hit / (hit + miss); bypass: a request no cache may serve).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  });
  for (const cache of ['page', 'search_answer'] as const) {
    for (const outcome of ['hit', 'miss'] as const) cacheLookups.inc({ cache, outcome }, 0);
  }

  const poolStats = options.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "This instance's PostgreSQL pool: open connections running a query (busy) or waiting for one (idle).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'busy' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the pool opens.',
      registers: [registry],
      collect() {
        this.set(poolStats().max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free connection of the pool.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  // Both job gauges are filled from one read per scrape, which the second of them finds under way.
  const readQueues = sharedWhileRunning(async () => {
    try {
      return await options.queueStats();
    } catch (error) {
      options.logger.warn({ err: error }, 'metrics: job queue not read');
      return null;
    }
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of each queue: ready (waiting for a worker), deferred (waiting for their time) and active (running).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const queues = await readQueues();
      // Nothing rather than the last scrape's figures when the queue could not be read.
      this.reset();
      for (const q of queues ?? []) {
        this.set({ queue: q.queue, state: 'ready' }, q.ready);
        this.set({ queue: q.queue, state: 'deferred' }, q.deferred);
        this.set({ queue: q.queue, state: 'active' }, q.active);
      }
    },
  });
  new Gauge({
    name: 'job_queue_oldest_ready_seconds',
    help: 'How long the longest-waiting ready job of each queue has waited for a worker (0: none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const queues = await readQueues();
      this.reset();
      for (const q of queues ?? []) this.set({ queue: q.queue }, q.oldestReadySeconds);
    },
  });

  return {
    authorizes(authorization) {
      const token = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
      return token !== undefined && timingSafeEqual(sha256(token), expected);
    },
    observeRequest(c, seconds) {
      requestDuration.observe(
        { method: methodLabel(c.req.method), route: routeLabel(c), status: String(c.res.status) },
        seconds,
      );
    },
    cacheLookup(cache, outcome) {
      cacheLookups.inc({ cache, outcome });
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** `load` run once for all callers that ask while it runs; a caller after it has ended starts it again. */
function sharedWhileRunning<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= load().finally(() => {
      running = null;
    }));
}

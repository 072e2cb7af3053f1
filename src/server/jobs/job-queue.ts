// Durable jobs (pg-boss) on the application's own database: the embedded PGlite or the PostgreSQL
// server. A job is enqueued through the transaction of the change that causes it, so a rollback leaves
// no job and a crash after the commit loses none. Every instance runs a worker; pg-boss hands each job
// to one of them. A failing job is retried with backoff; one that keeps failing is moved to a dead-letter
// queue that nobody works, where it stays for the operator to see.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { notifyAfterCommit, type DatabaseHandle, type DbOrTx } from '../db/client.ts';

export const SIDE_EFFECTS_QUEUE = 'side-effects';
export const FAILED_SIDE_EFFECTS_QUEUE = 'side-effects-failed';

/** Enqueues jobs as part of the caller's transaction (or database, outside one). */
export interface JobQueue<T> {
  enqueue(db: DbOrTx, jobs: T[], options?: { startAfter?: Date }): Promise<void>;
}

export interface FailedJob {
  id: string;
  data: unknown;
  attempts: number;
  failedAt: Date;
  error: string;
}

export interface JobRunnerOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Attempts after the first before a job is given up on (default 6: about an hour with backoff). */
  retryLimit?: number;
  /** First retry delay in seconds; doubles with each attempt (default 30). */
  retryDelaySeconds?: number;
  /** How long a running job may go without its worker's heartbeat before another may take it. */
  heartbeatSeconds?: number;
  /** How often stalled jobs (a killed worker's: no heartbeat) are looked for and retried (default 30). */
  superviseIntervalSeconds?: number;
  /** Jobs fetched at once per worker. */
  batchSize?: number;
}

export interface JobRunner<T> extends JobQueue<T> {
  /** Installs or migrates pg-boss's tables and the queues; enqueueing works from then on. */
  start(): Promise<void>;
  /** Starts this instance's worker. */
  work(handler: (data: T) => Promise<void>): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then disconnects. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs that kept failing, newest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Each queue's jobs as they stand now, read in one statement (for the metrics). */
  queueStats(): Promise<QueueStats[]>;
}

export interface QueueStats {
  queue: string;
  /** Waiting for a worker now. */
  ready: number;
  /** Waiting for their time (a reminder's, a retry's). */
  deferred: number;
  /** Being run by a worker. */
  active: number;
  /** How long the longest-waiting ready job has waited; 0 when none waits. */
  oldestReadySeconds: number;
}

// pg-boss keeps data as JSON: dates travel as { $date: ISO } and come back as Date.
export function encodeJobData(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
      const original = this[key];
      return original instanceof Date ? { $date: original.toISOString() } : encoded;
    }),
  );
}

export function decodeJobData<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value), (_key, decoded: unknown) => {
    if (decoded && typeof decoded === 'object' && '$date' in decoded) {
      return new Date((decoded as { $date: string }).$date);
    }
    return decoded;
  }) as T;
}

const JOB_SCHEMA = 'pgboss';
/**
 * The channel pg-boss's workers LISTEN on; a notification carrying a queue's name makes that queue's
 * workers fetch at once. pg-boss derives it in SQL as `'pgboss_' || left(encode(sha224(schema), 'hex'), 24)`.
 */
export const JOB_WAKE_UP_CHANNEL = `pgboss_${createHash('sha224').update(JOB_SCHEMA).digest('hex').slice(0, 24)}`;
const QUEUES = [SIDE_EFFECTS_QUEUE, FAILED_SIDE_EFFECTS_QUEUE];
// The live states only, so that pg-boss's partial index on (name, state, blocked, start_after) answers it
// without the finished jobs it keeps. A job is ready once its start_after has come: for a new job that is
// when it was created, for a deferred one or a retry when it was due, so its wait is counted from there.
const QUEUE_STATS_SQL = `
  select q.name as queue,
    count(j.name) filter (where j.state < 'active' and not j.blocked and j.start_after <= ${JOB_SCHEMA}.job_now())::int as ready,
    count(j.name) filter (where j.state < 'active' and (j.blocked or j.start_after > ${JOB_SCHEMA}.job_now()))::int as deferred,
    count(j.name) filter (where j.state = 'active')::int as active,
    coalesce(extract(epoch from ${JOB_SCHEMA}.job_now() - min(j.start_after) filter (
      where j.state < 'active' and not j.blocked and j.start_after <= ${JOB_SCHEMA}.job_now())), 0)::float8 as oldest
  from unnest($1::text[]) as q(name)
  left join ${JOB_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
  group by q.name
  order by q.name`;

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export function createJobRunner<T extends object>(options: JobRunnerOptions): JobRunner<T> {
  const { database, logger } = options;
  const connection = database.jobsConnection;
  const boss = new PgBoss({
    ...(connection.kind === 'pglite'
      ? { db: fromPglite(connection.client), backend: 'pglite' as const }
      : { connectionString: connection.connectionString, max: 4 }),
    schema: JOB_SCHEMA,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    // Cron schedules are not used: due work is found by the visit clock, which reads the app's clock.
    schedule: false,
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let workerId: string | null = null;

  const queueOptions = {
    retryLimit: options.retryLimit ?? 6,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    heartbeatSeconds: options.heartbeatSeconds ?? 30,
    expireInSeconds: 600,
    // pg-boss would NOTIFY inside the enqueuing transaction, and a commit that has sent a NOTIFY cannot
    // share its WAL flush with any other (see notifyAfterCommit): `enqueue` wakes the workers itself,
    // after the commit. A wake-up lost to a crash between the two is made up by the workers' polling.
    notify: false,
  };

  return {
    async start() {
      await boss.start();
      // The dead letters stay a year: nobody works that queue, the operator reads it.
      await boss.createQueue(FAILED_SIDE_EFFECTS_QUEUE, { retentionSeconds: 365 * 24 * 3600 });
      await boss.createQueue(SIDE_EFFECTS_QUEUE, { ...queueOptions, deadLetter: FAILED_SIDE_EFFECTS_QUEUE });
      // Settings of an existing queue follow the code.
      await boss.updateQueue(SIDE_EFFECTS_QUEUE, { ...queueOptions, deadLetter: FAILED_SIDE_EFFECTS_QUEUE });
    },

    async enqueue(db, jobs, enqueueOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        SIDE_EFFECTS_QUEUE,
        jobs.map((data) => ({
          data: encodeJobData(data) as object,
          ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        })),
        { db: fromDrizzle(db as Parameters<typeof fromDrizzle>[0], sql) },
      );
      // A job for later is found by polling when it is due.
      if (!enqueueOptions.startAfter) await notifyAfterCommit(db, JOB_WAKE_UP_CHANNEL, SIDE_EFFECTS_QUEUE);
    },

    async work(handler) {
      const runJob = async (job: Job<object>): Promise<JobResult> => {
        try {
          await handler(decodeJobData<T>(job.data));
          return { id: job.id, status: 'completed' };
        } catch (error) {
          logger.warn({ err: error, job: job.id, attempt: job.retryCount }, 'job failed');
          return { id: job.id, status: 'failed', output: { message: errorText(error) } };
        }
      };
      workerId = await boss.work<object>(
        SIDE_EFFECTS_QUEUE,
        {
          batchSize: options.batchSize ?? 10,
          perJobResults: true,
          // New jobs wake the workers (see `enqueue`); retries and deferred jobs wake nobody and are found
          // by this polling, as is a job whose wake-up was lost.
          pollingIntervalSeconds: 2,
          // A full batch means more is waiting (a burst of due reminders): fetch again at once.
          burstWhenBatchFull: true,
          heartbeatRefreshSeconds: Math.max(1, Math.floor((options.heartbeatSeconds ?? 30) / 3)),
        },
        // The jobs of a batch run side by side (each is independent); each settles on its own.
        async (jobs: Job<object>[]): Promise<JobResult[]> => Promise.all(jobs.map(runJob)),
      );
    },

    async stop(timeoutMs = 10_000) {
      if (workerId) await boss.offWork(SIDE_EFFECTS_QUEUE, { id: workerId, wait: false });
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    async failed(limit = 50) {
      const dead = await boss.findJobs<object>(FAILED_SIDE_EFFECTS_QUEUE, { limit: 1000 });
      const newest = dead.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime()).slice(0, limit);
      return Promise.all(
        newest.map(async (job): Promise<FailedJob> => {
          const source = job.sourceId
            ? (await boss.findJobs<object>(SIDE_EFFECTS_QUEUE, { id: job.sourceId }))[0]
            : undefined;
          const output = source?.output as { message?: string } | undefined;
          return {
            id: job.id,
            data: decodeJobData(job.data),
            attempts: (job.sourceRetryCount ?? 0) + 1,
            failedAt: job.createdOn,
            error: output?.message ?? '',
          };
        }),
      );
    },

    async queueStats() {
      const { rows } = await boss.getDb().executeSql(QUEUE_STATS_SQL, [QUEUES]);
      return (
        rows as { queue: string; ready: number; deferred: number; active: number; oldest: number }[]
      ).map((row) => ({
        queue: row.queue,
        ready: row.ready,
        deferred: row.deferred,
        active: row.active,
        oldestReadySeconds: row.oldest,
      }));
    },
  };
}

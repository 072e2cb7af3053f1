// Durable jobs (pg-boss) on the application's own database: the embedded PGlite or the PostgreSQL
// server. A job is enqueued through the transaction of the change that causes it, so a rollback leaves
// no job and a crash after the commit loses none. Every instance runs a worker; pg-boss hands each job
// to one of them. A failing job is retried with backoff; one that keeps failing is moved to a dead-letter
// queue that nobody works, where it stays for the operator to see.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss, fromDrizzle, fromPglite, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { notifyAfterCommit, type DatabaseHandle, type DbOrTx } from '../db/client.ts';

export const SIDE_EFFECTS_QUEUE = 'side-effects';
export const FAILED_SIDE_EFFECTS_QUEUE = 'side-effects-failed';

/** Enqueues jobs as part of the caller's transaction (or database, outside one). */
export interface JobQueue<T> {
  /**
   * `held`: no worker takes the jobs for `holdSeconds` (measured by the database's clock, not the app's),
   * so that the change they announce can still be taken back with `withdraw`.
   */
  enqueue(db: DbOrTx, jobs: T[], options?: { startAfter?: Date; held?: boolean }): Promise<void>;
  /**
   * In the caller's transaction, takes back the jobs no worker has taken yet whose data contains `match`
   * (JSON containment); returns their data. A job already running or done is not among them.
   */
  withdraw(db: DbOrTx, match: object): Promise<T[]>;
  /** How long a held job waits: the time its change can be undone in. */
  readonly holdSeconds: number;
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
  /** How long a held job waits before a worker may take it (default 15 s, the calendar's undo window). */
  holdSeconds?: number;
}

/**
 * The calendar's undo window: a moved visit's client is told only once it has passed. Longer than the undo
 * toast stays up (4 s, 8 s more for its button, a third of a second a word: about 17 s), so that its
 * "Atšaukti" works until the toast goes.
 */
export const DEFAULT_HOLD_SECONDS = 25;

export interface JobRunner<T> extends JobQueue<T> {
  /**
   * Installs or migrates pg-boss's tables and the queues (enqueueing works from then on), and puts the jobs
   * that an instance which no longer runs left active (killed mid-job) back in the queue at once.
   */
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

/**
 * On PostgreSQL each instance holds a session advisory lock (this class, `hashtext(its id)`) on a connection
 * of its own for as long as it runs: the database lets it go the moment the process dies, however it died.
 * Whoever can take an instance's lock knows that instance has ended.
 */
export const INSTANCE_LOCK_CLASS = 0x676c6a62;
/**
 * A worker writes its instance's id into the jobs it has just taken (`output.runner`), until their result
 * replaces it; the embedded database needs no mark, since one process at a time opens its folder.
 */
const MARK_RUNNER_SQL = `update ${JOB_SCHEMA}.job set output = jsonb_build_object('runner', $3::text)
  where name = $1 and id = any($2::uuid[]) and state = 'active'`;
const ACTIVE_RUNNERS_SQL = `select distinct coalesce(output->>'runner', '') as runner
  from ${JOB_SCHEMA}.job where name = $1 and state = 'active'`;
/**
 * Back to the queue at once, as a retry (the next fetch counts the attempt): pg-boss would leave such a job
 * active until its heartbeat is missed and then wait its retry delay, a minute or two for an e-mail.
 */
const RESUME_SQL = `update ${JOB_SCHEMA}.job
  set state = 'retry', start_after = ${JOB_SCHEMA}.job_now(),
    output = jsonb_build_object('message', 'interrupted: the instance running it stopped')
  where name = $1 and state = 'active' and coalesce(output->>'runner', '') = any($2::text[])
  returning id`;

/** Jobs waiting for a worker (new, deferred or held) are `created`; cancelled ones are never run. */
const WITHDRAW_SQL = (match: string) => sql`update ${sql.raw(JOB_SCHEMA)}.job
  set state = 'cancelled', completed_on = now()
  where name = ${SIDE_EFFECTS_QUEUE} and state = 'created' and data @> ${match}::jsonb
  returning data`;

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
  const instanceId = randomUUID();
  /** PostgreSQL: the connection that holds this instance's lock while it runs. */
  let lifeline: pg.Client | null = null;

  /** Of the instances named in active jobs, those that have ended ('' for jobs nobody marked). */
  async function endedRunners(runners: string[]): Promise<string[]> {
    // The embedded database's folder is this process's alone: whoever left a job active has ended.
    if (!lifeline) return runners;
    const ended: string[] = [];
    for (const runner of runners) {
      // Unmarked (taken by an instance killed before it marked them): the heartbeat check finds them.
      if (runner === '' || runner === instanceId) continue;
      const { rows } = await lifeline.query<{ free: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as free',
        [INSTANCE_LOCK_CLASS, runner],
      );
      if (rows[0]?.free) {
        await lifeline.query('select pg_advisory_unlock($1, hashtext($2))', [INSTANCE_LOCK_CLASS, runner]);
        ended.push(runner);
      }
    }
    return ended;
  }

  async function resumeInterrupted(): Promise<void> {
    const db = boss.getDb();
    const { rows } = await db.executeSql(ACTIVE_RUNNERS_SQL, [SIDE_EFFECTS_QUEUE]);
    const ended = await endedRunners((rows as { runner: string }[]).map((row) => row.runner));
    if (ended.length === 0) return;
    const resumed = await db.executeSql(RESUME_SQL, [SIDE_EFFECTS_QUEUE, ended]);
    if (resumed.rows.length > 0) {
      logger.info({ jobs: resumed.rows.length }, 'jobs interrupted by a stopped instance resumed');
    }
  }

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

  const holdSeconds = options.holdSeconds ?? DEFAULT_HOLD_SECONDS;

  return {
    holdSeconds,

    async start() {
      if (connection.kind === 'postgres') {
        lifeline = new pg.Client({ connectionString: connection.connectionString });
        // A dropped lifeline (the server restarted) must not crash the process; the lock goes with it.
        lifeline.on('error', (error) => logger.warn({ err: error }, 'job instance lock connection lost'));
        await lifeline.connect();
        await lifeline.query('select pg_advisory_lock($1, hashtext($2))', [INSTANCE_LOCK_CLASS, instanceId]);
      }
      await boss.start();
      // The dead letters stay a year: nobody works that queue, the operator reads it.
      await boss.createQueue(FAILED_SIDE_EFFECTS_QUEUE, { retentionSeconds: 365 * 24 * 3600 });
      await boss.createQueue(SIDE_EFFECTS_QUEUE, { ...queueOptions, deadLetter: FAILED_SIDE_EFFECTS_QUEUE });
      // Settings of an existing queue follow the code.
      await boss.updateQueue(SIDE_EFFECTS_QUEUE, { ...queueOptions, deadLetter: FAILED_SIDE_EFFECTS_QUEUE });
      await resumeInterrupted();
    },

    async enqueue(db, jobs, enqueueOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        SIDE_EFFECTS_QUEUE,
        jobs.map((data) => ({
          data: encodeJobData(data) as object,
          ...(enqueueOptions.held
            ? { startAfter: holdSeconds }
            : enqueueOptions.startAfter
              ? { startAfter: enqueueOptions.startAfter }
              : {}),
        })),
        { db: fromDrizzle(db as Parameters<typeof fromDrizzle>[0], sql) },
      );
      // A job for later is found by polling when it is due.
      if (!enqueueOptions.startAfter && !enqueueOptions.held)
        await notifyAfterCommit(db, JOB_WAKE_UP_CHANNEL, SIDE_EFFECTS_QUEUE);
    },

    async withdraw(db, match) {
      const result = await db.execute(WITHDRAW_SQL(JSON.stringify(encodeJobData(match))));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        data: unknown;
      }[];
      return rows.map((row) => decodeJobData<T>(row.data));
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
        async (jobs: Job<object>[]): Promise<JobResult[]> => {
          if (lifeline) {
            const ids = jobs.map((job) => job.id);
            await boss.getDb().executeSql(MARK_RUNNER_SQL, [SIDE_EFFECTS_QUEUE, ids, instanceId]);
          }
          return Promise.all(jobs.map(runJob));
        },
      );
    },

    async stop(timeoutMs = 10_000) {
      if (workerId) await boss.offWork(SIDE_EFFECTS_QUEUE, { id: workerId, wait: false });
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      await lifeline?.end().catch(() => undefined);
      lifeline = null;
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

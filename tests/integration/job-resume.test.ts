// A job that was running when its instance died (kill -9 of the process and its embedded database, or of
// one instance of several on PostgreSQL) stays `active` in pg-boss until its heartbeat is missed and a retry
// delay has passed: a minute or two for an e-mail. The next start puts the jobs of an instance that no longer
// runs back in the queue at once, and leaves those of an instance that still runs alone.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { INSTANCE_LOCK_CLASS } from '../../src/server/jobs/job-queue.ts';
import { emailJob } from '../../src/server/modules/side-effects/side-effect-jobs.ts';
import { startServer, type RunningServer } from '../../src/server/runtime.ts';
import { outboxAt } from '../support/outbox.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';
import { testServerEnv } from './support/test-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const letter = (to: string) =>
  emailJob('contact', { to, subject: `Laiškas ${to}`, text: 'Sveiki.', html: '<p>Sveiki.</p>' });

async function start(env: ReturnType<typeof testServerEnv>): Promise<RunningServer> {
  const server = await startServer(env, { withWeb: false, logger: pino({ level: 'silent' }) });
  cleanups.push(() => server.close({ waitForIdle: false }));
  return server;
}

describe('jobs interrupted by an instance that died', () => {
  it('run within 10 s of the next start; a running instance’s jobs are left to it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-resume-'));
    const postgres = process.env.TEST_DATABASE_URL
      ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL)
      : null;
    cleanups.push(async () => {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    const template = postgres ? undefined : inject('pgliteTemplate');
    if (template) await cp(template, path.join(dataDir, 'db'), { recursive: true });
    const env = testServerEnv(dataDir, postgres?.url);

    // The jobs are queued for later, so that nothing runs them before they are made to look interrupted.
    const first = await start(env);
    const later = { startAfter: new Date(Date.now() + 24 * 3600_000) };
    await first.jobs.enqueue(first.database.db, [letter('nutrukes@example.lt')], later);
    await first.jobs.enqueue(first.database.db, [letter('nepazymetas@example.lt')], later);
    await first.jobs.enqueue(first.database.db, [letter('gyvas@example.lt')], later);
    await cleanups.pop()!();

    // What a killed instance leaves: its jobs active, with a fresh heartbeat, marked as taken by it. One job
    // was taken but not yet marked; on PostgreSQL one belongs to an instance that still runs (its lock held).
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    await database.db.execute(sql`
      update pgboss.job
      set state = 'active', start_after = now(), started_on = now(), heartbeat_on = now(),
        output = case data->'message'->>'to'
          when 'nutrukes@example.lt' then jsonb_build_object('runner', 'instance-that-ended')
          when 'gyvas@example.lt' then jsonb_build_object('runner', 'instance-that-runs')
        end
      where name = 'side-effects'`);
    await database.close();
    if (postgres) {
      const running = new pg.Client({ connectionString: postgres.url });
      await running.connect();
      await running.query('select pg_advisory_lock($1, hashtext($2))', [
        INSTANCE_LOCK_CLASS,
        'instance-that-runs',
      ]);
      cleanups.push(() => running.end());
    }

    const second = await start(env);
    const outbox = outboxAt(path.join(dataDir, 'outbox'));
    await outbox.waitFor({ to: 'nutrukes@example.lt', timeoutMs: 10_000 });

    const states = async () => {
      const result = (await second.database.db.execute(
        sql`select data->'message'->>'to' as to, state from pgboss.job where name = 'side-effects'`,
      )) as unknown as { rows: { to: string; state: string }[] };
      return Object.fromEntries(result.rows.map((row) => [row.to, row.state]));
    };
    if (postgres) {
      // Unmarked jobs are left to pg-boss's heartbeat check: only a mark names the instance that took them.
      expect(await states()).toMatchObject({
        'nutrukes@example.lt': 'completed',
        'gyvas@example.lt': 'active',
        'nepazymetas@example.lt': 'active',
      });
    } else {
      // The embedded database's folder is one process's: every job left active was interrupted.
      await outbox.waitFor({ to: 'nepazymetas@example.lt', timeoutMs: 10_000 });
      await outbox.waitFor({ to: 'gyvas@example.lt', timeoutMs: 10_000 });
    }
  }, 120_000);
});

import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { pino } from 'pino';
import { parseEnv } from '../../../src/server/config/env.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/runtime.ts';
import { jobsSettled } from '../../support/jobs-settled.ts';
import { outboxAt, type Outbox } from '../../support/outbox.ts';
import { createTemporaryDatabase } from '../../support/temporary-database.ts';

/**
 * A real server on a real, fresh database: PGlite in a temp dir by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export interface TestServer {
  url: string;
  db: Database;
  dataDir: string;
  databaseKind: 'pglite' | 'postgres';
  /** The PostgreSQL database made for this server (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  /** The server's durable job queue (services called directly enqueue to it). */
  jobs: RunningServer['jobs'];
  /** The e-mails the server has sent (written to its outbox folder). */
  outbox: Outbox;
  /** One pass of the visit clock over everything due now; resolves when it is done (one under way counts). */
  visitClockPass(): Promise<void>;
  /** `waitForIdle: true` lets kept-alive connections send what they will, as in production (false by default). */
  close(options?: { waitForIdle?: boolean }): Promise<void>;
}

export async function startTestServer(
  options: Pick<StartOptions, 'withWeb' | 'prepare' | 'now' | 'jobs' | 'logger'> & {
    /** Settings that differ from the test defaults, e.g. `{ TRUST_PROXY: 'false' }`. */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const postgres = process.env.TEST_DATABASE_URL
    ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const instance = await startInstance({ ...options, databaseUrl: postgres?.url });
  return {
    ...instance,
    async close(options) {
      await instance.close(options);
      await postgres?.drop();
    },
  };
}

/** The settings of a test server on `dataDir` (and `databaseUrl`, PostgreSQL), with the test's own on top. */
export function testServerEnv(dataDir: string, databaseUrl?: string, extra: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    // Factories create businesses at real time, so a test clock a month ahead would owe each an invoice;
    // the tests of invoicing turn the monthly run on.
    INVOICES_AUTO_ISSUE: 'false',
    // The build under test: parallel builds side by side (BUILD_DIR) are served as the e2e server serves them.
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...extra,
  });
}

/** One server on `databaseUrl` (PostgreSQL) or, without it, on a fresh embedded database of its own. */
async function startInstance(
  options: Parameters<typeof startTestServer>[0] & { databaseUrl?: string },
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-test-'));
  // A fresh embedded database starts as a copy of the run's migrated template (pglite-template.ts): the
  // same database a first start makes, without making it again for every test file.
  const template = options.databaseUrl ? undefined : inject('pgliteTemplate');
  if (template) await cp(template, path.join(dataDir, 'db'), { recursive: true });
  const env = testServerEnv(dataDir, options.databaseUrl, options.env);
  const server = await startServer(env, {
    withWeb: options.withWeb ?? false,
    prepare: options.prepare,
    now: options.now,
    // Tests look at due work often; a killed worker's jobs are found quickly.
    jobs: { visitClockIntervalMs: 200, ...options.jobs },
    logger: options.logger ?? pino({ level: 'silent' }),
  });
  return {
    url: server.url,
    db: server.database.db,
    dataDir,
    databaseKind: server.database.kind,
    databaseUrl: options.databaseUrl,
    jobs: server.jobs,
    outbox: outboxAt(path.join(dataDir, 'outbox'), async () => void (await jobsSettled(server.database.db))),
    visitClockPass: () => server.visitClock.tick(),
    async close({ waitForIdle = false } = {}) {
      // The test has sent its last request: kept-alive connections need not be waited for.
      await server.close({ waitForIdle });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` servers on one new database of the PostgreSQL server named by TEST_DATABASE_URL, as production
 * runs several instances; `close()` stops them all and drops the database.
 */
export async function startInstancesOnOneDatabase(
  count: number,
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<{ instances: TestServer[]; close(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('Several instances need TEST_DATABASE_URL.');
  const postgres = await createTemporaryDatabase(process.env.TEST_DATABASE_URL);
  const instances: TestServer[] = [];
  const close = async () => {
    for (const instance of instances) await instance.close();
    await postgres.drop();
  };
  try {
    for (let index = 0; index < count; index++) {
      instances.push(
        await startInstance({
          ...options,
          databaseUrl: postgres.url,
          // They share the secret that signs sessions, as production instances do.
          env: { AUTH_SECRET: 'a-shared-secret-of-test-instances-0123456789', ...options.env },
        }),
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}

/**
 * One test file's server, started before its tests and closed after them. The returned object is filled in
 * place when the file's first `beforeAll` runs, so later hooks and tests can use it directly.
 */
export function useTestServer(options?: Parameters<typeof startTestServer>[0]): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options));
  });
  afterAll(() => server.close?.());
  return server;
}

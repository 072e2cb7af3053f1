// Vitest global setup of the integration tests: one embedded database, migrated and with the job queue's
// tables, made once per run by a real server start; each test server on PGlite starts from a copy of it
// (test-server.ts). Creating and migrating an embedded database costs seconds, copying it a fraction.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../src/server/runtime.ts';
import { testServerEnv } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's database folder; undefined when the tests run on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return undefined;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-template-'));
  const server = await startServer(testServerEnv(dataDir), {
    withWeb: false,
    logger: pino({ level: 'silent' }),
  });
  await server.close({ waitForIdle: false });
  project.provide('pgliteTemplate', path.join(dataDir, 'db'));
  return () => rm(dataDir, { recursive: true, force: true });
}

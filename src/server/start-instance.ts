// One server instance as `npm start` runs it: env, demo data, HTTP, graceful shutdown on SIGTERM/SIGINT.
// main.ts runs it on the real clock; the browser tests' server (scripts/e2e-server.ts) passes a clock of its own.
import './config/production-default.ts';
import path from 'node:path';
import { parseEnv } from './config/env.ts';
import { loadEnvFileIfPresent } from './config/load-env-file.ts';
import { exitOnStartupError } from './config/startup-error.ts';
import { assertDataDirFree } from './db/data-dir-lock.ts';
import { probePort } from './http/listen.ts';

export interface InstanceOptions {
  /** The clock the app reads and the demo data is seeded at; the real time by default. */
  now?: () => Date;
}

export async function startInstance({ now = () => new Date() }: InstanceOptions = {}): Promise<void> {
  let env;
  try {
    // README: a `.env` file is read when present (the environment's own variables win).
    loadEnvFileIfPresent();
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  // A busy port or a data folder in use is reported at once, before the app's modules take seconds to load;
  // the start itself checks both again, port first, before it opens the database.
  await probePort(env.PORT, env.HOST).catch(exitOnStartupError);
  if (!env.DATABASE_URL) await assertDataDirFree(env.DATA_DIR).catch(exitOnStartupError);

  const { pino } = await import('pino');
  const { startServer } = await import('./runtime.ts');
  const { seedDemoData, DEMO_ACCOUNTS } = await import('./db/seed/seed-demo.ts');
  const { createStorage } = await import('./storage/storage.ts');

  const logger = pino({ level: env.LOG_LEVEL, base: undefined });
  const server = await startServer(env, {
    logger,
    now,
    prepare: async ({ database, dataDir }) => {
      if (!env.SEED_DEMO_DATA) return;
      const { created } = await seedDemoData({
        db: database.db,
        storage: createStorage(env, path.join(dataDir, 'uploads')),
        now: now(),
      });
      if (created) logger.info('demo data seeded');
    },
  }).catch(exitOnStartupError);

  logger.info(
    { url: `http://localhost:${server.port}`, database: server.database.kind },
    `${env.BRAND_NAME} veikia`,
  );
  if (env.SEED_DEMO_DATA) {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.password}  (${a.role})`);
    process.stdout.write(
      `\nDemonstracinės paskyros:\n${lines.join('\n')}\n\nAtidarykite http://localhost:${server.port}\n\n`,
    );
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    await server.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { pino, type Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { answerClientError } from './http/client-error.ts';
import { createAuth } from './auth/auth.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { storedSecret } from './config/stored-setting.ts';
import { trackConnections } from './http/connection-drain.ts';
import { listen } from './http/listen.ts';
import { createMetrics } from './http/metrics.ts';
import { logAnswer } from './http/middleware.ts';
import { ownOrigins } from './http/own-origins.ts';
import { createMailer, defaultSender } from './mail/mailer.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/job-queue.ts';
import { runSideEffect } from './modules/side-effects/dispatcher.ts';
import type { SideEffectJob } from './modules/side-effects/side-effect-jobs.ts';
import { startVisitClock, type VisitClock } from './modules/visit-life/visit-clock.ts';
import { createLiveUpdates } from './modules/live-updates/live-hub.ts';
import { createWebServices } from './web-services.ts';
import { createStorage } from './storage/storage.ts';
import { resolveWebPushSettings } from './push/web-push-settings.ts';
import { invoiceSettingsOf } from './modules/billing/invoice-settings.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  logger: Logger;
  /** The durable job queue this instance enqueues to and works. */
  jobs: JobRunner<SideEffectJob>;
  /** The pass over due visits (declines, reminders, completions) this instance runs on an interval. */
  visitClock: VisitClock;
  /**
   * Stops taking connections, lets in-flight requests finish (answered with `Connection: close`), waits
   * for kept-alive connections to close, lets running jobs finish, then closes the database.
   * `waitForIdle: false` closes idle connections at once, for callers that send no more requests (tests).
   */
  close: (options?: { waitForIdle?: boolean }) => Promise<void>;
}

export interface StartOptions {
  /** Serve pages too (needs `npm run build`); API-only when false. */
  withWeb?: boolean;
  logger?: Logger;
  /** Runs after migrations and before listening, e.g. to seed demo data. */
  prepare?: (context: { database: DatabaseHandle; dataDir: string }) => Promise<void>;
  /** The clock the app reads (tests fix it); the real time by default. */
  now?: () => Date;
  /** Job queue tuning (tests make retries and stall detection quick). */
  jobs?: Omit<JobRunnerOptions, 'database' | 'logger'> & {
    /** How often this instance looks for due reminders and visits to complete or decline (15 s). */
    visitClockIntervalMs?: number;
  };
}

export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: env.LOG_LEVEL, base: undefined });
  const dataDir = path.resolve(env.DATA_DIR);

  // The port first: a busy one stops the start before the database is opened (or the data folder locked),
  // and the real port (PORT=0 in tests) is known before building absolute URLs.
  // Until the app is ready every request is refused; these answers never reach the app's request logger,
  // so they are logged here (as is what Node refuses before a request exists): every answer is logged.
  let handle: (request: Request, bindings: unknown) => Response | Promise<Response> = (request) => {
    logAnswer(logger, {
      method: request.method,
      path: new URL(request.url).pathname,
      status: 503,
      reason: 'starting',
    });
    return new Response('Starting', { status: 503 });
  };
  const server = createAdaptorServer({ fetch: (request, bindings) => handle(request, bindings) });
  // Node's default maxHeaderSize (16 KB) stays; what it refuses is answered in the API's error shape.
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    const status = answerClientError(error, socket);
    if (status !== null) logAnswer(logger, { status, reason: error.code ?? 'malformed request' });
  });
  const connections = trackConnections(server as HttpServer);
  await listen(server as HttpServer, env.PORT, env.HOST);
  const port = (server.address() as AddressInfo).port;
  const baseUrl = env.BASE_URL ?? `http://localhost:${port}`;

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir,
      role: 'serveris',
      poolSize: env.DATABASE_POOL_SIZE,
    });
  } catch (error) {
    await connections.drain({ waitForIdle: false });
    throw error;
  }
  try {
    await options.prepare?.({ database, dataDir });
  } catch (error) {
    await connections.drain({ waitForIdle: false });
    await database.close();
    throw error;
  }

  const buildDir = path.resolve(projectRoot, env.BUILD_DIR);
  const webBuild = options.withWeb === false ? null : await loadWebBuild(buildDir);

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    from: env.MAIL_FROM ?? defaultSender(env.BRAND_NAME, baseUrl),
    logger,
  });
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const now = options.now ?? (() => new Date());
  const { visitClockIntervalMs, ...jobOptions } = options.jobs ?? {};
  const jobs = createJobRunner<SideEffectJob>({ database, logger, ...jobOptions });
  await jobs.start();
  const isOwnOrigin = ownOrigins({ db: database.db, baseUrl });
  const auth = createAuth({
    db: database.db,
    now,
    jobs,
    logger,
    baseUrl,
    secret: env.AUTH_SECRET ?? (await storedSecret(database.db, 'auth_secret')),
    brandName: env.BRAND_NAME,
    // The site, and the request's own origin when it is a business's own domain (sign-in there is
    // same-site too), decided as the app's own origin check decides it.
    trustedOrigins: async (request) => {
      const origin = request?.headers.get('origin');
      const site = new URL(baseUrl).origin;
      return origin && origin !== site && (await isOwnOrigin(origin)) ? [site, origin] : [site];
    },
  });
  const webPush = await resolveWebPushSettings(database.db, env);
  const invoiceSettings = invoiceSettingsOf(env);
  const liveUpdates = createLiveUpdates({ database, logger });
  const storage = createStorage(env, uploadsDir);
  const metrics = env.METRICS_TOKEN
    ? createMetrics({
        token: env.METRICS_TOKEN,
        poolStats: database.poolStats,
        queueStats: () => jobs.queueStats(),
        logger,
      })
    : null;
  const app = createApp({
    database,
    auth,
    logger,
    brandName: env.BRAND_NAME,
    trustProxy: env.TRUST_PROXY,
    uploadsDir,
    storage,
    services: createWebServices({
      database,
      auth,
      mailer,
      logger,
      brandName: env.BRAND_NAME,
      operatorEmail: env.OPERATOR_EMAIL,
      now,
      baseUrl,
      jobs,
      storage,
      invoiceSettings,
      onSearchAnswerLookup: metrics ? (outcome) => metrics.cacheLookup('search_answer', outcome) : undefined,
    }),
    webBuild,
    clientDir: path.relative(process.cwd(), path.join(buildDir, 'client')),
    mailer,
    baseUrl,
    now,
    jobs,
    liveUpdates,
    webPush,
    invoiceSettings,
    metrics,
  });
  handle = (request, bindings) => app.fetch(request, bindings);
  // Every instance works the queue and keeps the visit clock; the database makes each job run once.
  await jobs.work((job) =>
    runSideEffect(
      { db: database.db, mailer, logger, brandName: env.BRAND_NAME, baseUrl, now, jobs, webPush },
      job,
    ),
  );
  const visitClock = startVisitClock({
    db: database.db,
    jobs,
    now,
    logger,
    invoiceSettings,
    intervalMs: visitClockIntervalMs ?? 15_000,
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    database,
    logger,
    jobs,
    visitClock,
    close: async ({ waitForIdle = true } = {}) => {
      // Open event streams would keep the server from closing: end them first.
      await liveUpdates.close();
      await connections.drain({ waitForIdle });
      // Running jobs finish (or, past the timeout, are left for another worker) before the database closes.
      await visitClock.stop();
      await jobs.stop();
      await database.close();
    },
  };
}

async function loadWebBuild(buildDir: string): Promise<ServerBuild | null> {
  const file = path.join(buildDir, 'server/index.js');
  if (!existsSync(file)) return null;
  return (await import(file)) as ServerBuild;
}

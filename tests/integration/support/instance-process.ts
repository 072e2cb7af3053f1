// One server instance in a process of its own, for tests that kill it (kill -9) or run two side by
// side. Settings come from the environment (DATA_DIR, DATABASE_URL, SMTP_URL; FIXED_NOW fixes the
// clock); it prints `{ "url": … }` on one line once it serves, and stops cleanly on SIGTERM.
import { pino } from 'pino';
import { parseEnv } from '../../../src/server/config/env.ts';
import { startServer } from '../../../src/server/runtime.ts';

const fixedNow = process.env.FIXED_NOW ? new Date(process.env.FIXED_NOW) : null;
// Only what names this instance's database and mail server (a test runner's own variables stay out).
const env = parseEnv({
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  SMTP_URL: process.env.SMTP_URL,
  METRICS_TOKEN: process.env.METRICS_TOKEN,
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
  // Businesses are made at real time, the clock is fixed elsewhere: no monthly invoices in these tests.
  INVOICES_AUTO_ISSUE: 'false',
});
const server = await startServer(env, {
  withWeb: false,
  logger: pino({ level: 'silent' }),
  now: fixedNow ? () => fixedNow : undefined,
  jobs: {
    // A killed instance's running jobs go back to the queue after 10 s without its heartbeat.
    heartbeatSeconds: 10,
    superviseIntervalSeconds: 2,
    retryDelaySeconds: 1,
    visitClockIntervalMs: 200,
  },
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});

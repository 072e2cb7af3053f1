import os from 'node:os';
import path from 'node:path';

/** The data directory of the e2e server on `port` (scripts/e2e-server.ts): its outbox holds the e-mails sent. */
export function e2eDataDirOf(port: number): string {
  return path.join(os.tmpdir(), `grozio-laikas-e2e-${port}`);
}

/** The local push service the e2e server on `port` sends web push to (scripts/e2e-server.ts), on 127.0.0.1 only. */
export function e2ePushOriginOf(port: number): string {
  return `http://127.0.0.1:${port + 20000}`;
}

/** The first real-clock server's port (E2E_PORT lets several runs coexist on one machine). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? '3210');

/**
 * Each Playwright worker drives a real-clock server of its own, with demo data of its own, so that workers
 * never share state: worker `parallelIndex` (0 … workers − 1) has the server on base port + index.
 */
export function realClockPortOf(parallelIndex: number): number {
  return E2E_BASE_PORT + parallelIndex;
}

// This worker's server: Playwright gives each worker process its index in TEST_PARALLEL_INDEX.
const port = realClockPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? '0'));
export const e2eDataDir = e2eDataDirOf(port);
export const e2eOutboxDir = path.join(e2eDataDir, 'outbox');
export const e2ePushOrigin = e2ePushOriginOf(port);

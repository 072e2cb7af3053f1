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

// The real-clock server most specs drive (playwright.config.ts).
const port = Number(process.env.E2E_PORT ?? '3210');
export const e2eDataDir = e2eDataDirOf(port);
export const e2eOutboxDir = path.join(e2eDataDir, 'outbox');
export const e2ePushOrigin = e2ePushOriginOf(port);

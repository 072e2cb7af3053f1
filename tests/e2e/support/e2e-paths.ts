import os from 'node:os';
import path from 'node:path';

/** The data directory of the e2e server (scripts/e2e-server.ts): its outbox holds the e-mails sent. */
export const e2eDataDir = path.join(os.tmpdir(), `grozio-laikas-e2e-${process.env.E2E_PORT ?? '3210'}`);
export const e2eOutboxDir = path.join(e2eDataDir, 'outbox');

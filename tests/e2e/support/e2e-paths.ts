import os from 'node:os';
import path from 'node:path';

/** The data directory of the e2e server (scripts/e2e-server.ts): its outbox holds the e-mails sent. */
export const e2eDataDir = path.join(os.tmpdir(), `grozio-laikas-e2e-${process.env.E2E_PORT ?? '3210'}`);
export const e2eOutboxDir = path.join(e2eDataDir, 'outbox');

/** The local push service the e2e server sends web push to (scripts/e2e-server.ts), on 127.0.0.1 only. */
export const e2ePushOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? process.env.PORT ?? '3210') + 20000}`;

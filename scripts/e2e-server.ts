// The server the browser tests drive: the production build on a fresh data directory with demo data.
// Keep the directory in step with tests/e2e/support/e2e-paths.ts.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = path.join(os.tmpdir(), `grozio-laikas-e2e-${process.env.PORT ?? '3210'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Web push goes to a real push service of the tests' own, on 127.0.0.1; the browser tests read it back.
const { startLocalPushService } = await import('../tests/support/local-push-service.ts');
const { e2ePushOrigin } = await import('../tests/e2e/support/e2e-paths.ts');
await startLocalPushService({ port: Number(new URL(e2ePushOrigin).port) });
process.env.WEB_PUSH_EXTRA_ORIGINS = e2ePushOrigin;
await import('../src/server/main.ts');

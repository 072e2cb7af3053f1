// The server the browser tests drive: the production build on a fresh data directory with demo data.
// Keep the directory in step with tests/e2e/support/e2e-paths.ts.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = path.join(os.tmpdir(), `grozio-laikas-e2e-${process.env.PORT ?? '3210'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../src/server/main.ts');

// The server the browser tests drive: the production build on a fresh data directory with demo data.
//
// E2E_CLOCK_START (an ISO instant with offset) gives it a clock of its own: it reads that instant at the real
// instant E2E_CLOCK_ANCHOR (ms since the epoch; the start of this process by default) and runs on from there,
// and the demo data is seeded at it. Only this script reads these variables: the app's own settings
// (src/server/config) have no test switch, the clock reaches it as startInstance's `now`.
import { rmSync } from 'node:fs';
import { clockNow, type E2eClock } from '../tests/e2e/support/e2e-clock.ts';
import { e2eDataDirOf, e2ePushOriginOf } from '../tests/e2e/support/e2e-paths.ts';

const port = Number(process.env.PORT ?? '3210');
const dataDir = e2eDataDirOf(port);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

function controlledClock(): E2eClock | null {
  const start = process.env.E2E_CLOCK_START;
  if (!start) return null;
  const anchor = Number(process.env.E2E_CLOCK_ANCHOR ?? Date.now());
  if (Number.isNaN(Date.parse(start)) || !Number.isFinite(anchor)) {
    console.error('E2E_CLOCK_START must be an ISO instant with offset, E2E_CLOCK_ANCHOR ms since the epoch');
    process.exit(1);
  }
  return { start, anchor };
}
const clock = controlledClock();

// Web push goes to a real push service of the tests' own, on 127.0.0.1; the browser tests read it back.
const { startLocalPushService } = await import('../tests/support/local-push-service.ts');
const pushOrigin = e2ePushOriginOf(port);
await startLocalPushService({ port: Number(new URL(pushOrigin).port) });
process.env.WEB_PUSH_EXTRA_ORIGINS = pushOrigin;

const { startInstance } = await import('../src/server/start-instance.ts');
await startInstance(clock ? { now: () => clockNow(clock) } : {});

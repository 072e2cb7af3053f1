import type { Database } from '../../db/client.ts';
import { consumeFixedWindow } from '../rate-limit/fixed-window.ts';

/** How many browser error reports one client address may send per minute (POST /api/public/log-an-error). */
export const ERROR_REPORTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

export const ERROR_REPORT_LIMIT_MESSAGE =
  'Per daug klaidų pranešimų iš šio adreso. Pabandykite dar kartą po minutės.';

/** Counts one error report from `clientIp` and says whether it is within the per-minute limit. */
export function consumeErrorReport(db: Database, clientIp: string, now = Date.now()): Promise<boolean> {
  return consumeFixedWindow(db, `log-an-error:${clientIp}`, {
    max: ERROR_REPORTS_PER_MINUTE,
    windowMs: WINDOW_MS,
    now,
  });
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';

/** How many browser error reports one client address may send per minute (POST /api/public/log-an-error). */
export const ERROR_REPORTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

export const ERROR_REPORT_LIMIT_MESSAGE =
  'Per daug klaidų pranešimų iš šio adreso. Pabandykite dar kartą po minutės.';

/**
 * Counts one error report from `clientIp` and says whether it is within the limit. The count lives in the
 * database's `rate_limit` table (the one better-auth keeps its limits in, under our own key prefix), so every
 * instance behind the load balancer shares it. A fixed window: the first report opens a one-minute window
 * (its start is kept in `last_request`), and the count starts again once that minute is over.
 */
export async function consumeErrorReport(db: Database, clientIp: string, now = Date.now()): Promise<boolean> {
  const windowOpenedBefore = now - WINDOW_MS;
  const expired = sql`${rateLimit.lastRequest} <= ${windowOpenedBefore}`;
  const rows = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: `log-an-error:${clientIp}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (rows[0]?.count ?? 1) <= ERROR_REPORTS_PER_MINUTE;
}

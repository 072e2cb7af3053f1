import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';

/**
 * Counts one use of `key` and says whether it is within `max` per window. The count lives in the database's
 * `rate_limit` table (the one better-auth keeps its limits in, under our own key prefixes), so every instance
 * behind the load balancer shares it. A fixed window: the first use opens it (its start is kept in
 * `last_request`), and the count starts again once the window is over.
 */
export async function consumeFixedWindow(
  db: Database,
  key: string,
  options: { max: number; windowMs: number; now: number },
): Promise<boolean> {
  const { now } = options;
  const expired = sql`${rateLimit.lastRequest} <= ${now - options.windowMs}`;
  const rows = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (rows[0]?.count ?? 1) <= options.max;
}

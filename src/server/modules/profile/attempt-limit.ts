import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';

/**
 * Counts one attempt against `max` per `windowSeconds` (the window restarts after a quiet period), in the
 * table better-auth keeps its own limits in, under our own key prefix. Server-side calls into better-auth
 * (`auth.api.*`) skip its HTTP rate limiter, so endpoints that check a password through it limit here.
 * Returns false when the attempt is over the limit.
 */
export async function consumeAttempt(
  db: Database,
  key: string,
  options: { max: number; windowSeconds: number },
): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - options.windowSeconds * 1000;
  const rows = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: now,
      },
    })
    .returning({ count: rateLimit.count });
  return (rows[0]?.count ?? 1) <= options.max;
}

import { and, eq, lte, sql } from 'drizzle-orm';
import { FAILURE_MEMORY_MS, waitBeforeNextAttempt } from '../../core/auth/sign-in-delay.ts';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

/**
 * Failed sign-ins per account, in the database's `rate_limit` table (so every instance sees them): `count`
 * is the failures in a row, `last_request` the last attempt let through. Unknown addresses are counted the
 * same way, so the answer says nothing about which accounts exist.
 */
export interface SignInThrottle {
  /** Lets one attempt through (and reserves its turn), or says how many ms to wait. */
  admit(email: string): Promise<{ ok: true } | { ok: false; waitMs: number }>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

export function createSignInThrottle(db: Database, now: () => Date): SignInThrottle {
  return {
    async admit(email) {
      const key = keyOf(email);
      const at = now().getTime();
      const [row] = await db
        .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
        .from(rateLimit)
        .where(eq(rateLimit.key, key));
      const record = row ? { failures: row.count, lastAttemptAt: row.lastRequest } : null;
      const waitMs = waitBeforeNextAttempt(record, at);
      if (waitMs > 0) return { ok: false, waitMs };
      if (!record || at - record.lastAttemptAt >= FAILURE_MEMORY_MS) return { ok: true };
      // Parallel attempts after the wait: only the one that moves `last_request` on gets through.
      const claimed = await db
        .update(rateLimit)
        .set({ lastRequest: at })
        .where(and(eq(rateLimit.key, key), lte(rateLimit.lastRequest, record.lastAttemptAt)))
        .returning({ id: rateLimit.id });
      return claimed.length > 0 ? { ok: true } : { ok: false, waitMs: 1000 };
    },
    async recordFailure(email) {
      const at = now().getTime();
      const forgotten = sql`${rateLimit.lastRequest} <= ${at - FAILURE_MEMORY_MS}`;
      await db
        .insert(rateLimit)
        .values({ id: crypto.randomUUID(), key: keyOf(email), count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${forgotten} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: at,
          },
        });
    },
    async recordSuccess(email) {
      await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sentLog } from '../../db/schema.ts';

/**
 * "At most once per cooldown" for one side effect, shared by every instance: the `sent_log` row keyed by
 * `key` holds the time of the last send. Claiming is one statement, so two clicks (or two instances) at the
 * same moment cannot both win.
 */
export async function claimSendSlot(
  db: Database,
  key: string,
  cooldownMs: number,
): Promise<{ claimedAt: Date } | null> {
  const cooldown = `${Math.ceil(cooldownMs / 1000)} seconds`;
  const rows = await db
    .insert(sentLog)
    .values({ key, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: sentLog.key,
      set: { createdAt: sql`now()` },
      setWhere: sql`${sentLog.createdAt} <= now() - ${cooldown}::interval`,
    })
    .returning({ createdAt: sentLog.createdAt });
  const row = rows[0];
  return row ? { claimedAt: row.createdAt } : null;
}

/** Gives the slot back when the send itself failed, so the person may retry at once. */
export async function releaseSendSlot(db: Database, key: string, claimedAt: Date): Promise<void> {
  await db.delete(sentLog).where(and(eq(sentLog.key, key), eq(sentLog.createdAt, claimedAt)));
}

// Side effects that must happen at most once (an e-mail, a set of in-app notifications) claim a key in
// `sent_log` first; a second attempt finds the key taken and does nothing. A failed send gives the key back.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sentLog } from '../../db/schema.ts';

/** True when this call claimed `key` (nobody did before), false when it was already claimed. */
export async function claimSentKey(db: DbOrTx, key: string): Promise<boolean> {
  const claimed = await db
    .insert(sentLog)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: sentLog.key });
  return claimed.length > 0;
}

/** Gives a claimed key back, so a later attempt may try again. */
export async function releaseSentKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(sentLog).where(eq(sentLog.key, key));
}

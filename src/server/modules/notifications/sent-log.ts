// Messages that must go out once (an e-mail, a set of in-app notifications) are keyed in `sent_log` by
// kind, visit, version and recipient. A key is claimed before the first attempt and marked sent after
// delivery; a retried job skips what was delivered and repeats what was not. A message whose attempt
// was cut off after handing it over repeats with the same identity (outbox file name, Message-ID), so
// the outbox keeps one copy and mail clients fold the two. The rows of a visit are its delivery history.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sentLog } from '../../db/schema.ts';

export type DeliveryChannel = 'email' | 'in_app' | 'push';

export interface Delivery {
  key: string;
  kind: string;
  channel: DeliveryChannel;
  appointmentId?: string | null;
  recipient?: string | null;
}

/** What a sender needs to make a repeated attempt the same message. */
export interface DeliveryAttempt {
  key: string;
  /** When the message was first attempted: stable across retries. */
  firstAttemptAt: Date;
}

/** True when this call claimed `key` (nobody did before), false when it was already claimed. */
export async function claimSentKey(
  db: DbOrTx,
  key: string,
  delivery?: Omit<Delivery, 'key'> & { sentAt?: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(sentLog)
    .values({ key, ...delivery })
    .onConflictDoNothing()
    .returning({ key: sentLog.key });
  return claimed.length > 0;
}

export async function markSent(db: DbOrTx, key: string, at: Date): Promise<void> {
  await db.update(sentLog).set({ sentAt: at }).where(eq(sentLog.key, key));
}

/**
 * Delivers once: does nothing when `delivery.key` was delivered already, otherwise sends and records
 * the delivery. A failure propagates (the job is retried) and leaves the key claimed but not sent.
 */
export async function deliverOnce(
  db: DbOrTx,
  delivery: Delivery,
  now: () => Date,
  send: (attempt: DeliveryAttempt) => Promise<void>,
): Promise<boolean> {
  const { key, ...meta } = delivery;
  // Claims the key, or reads the earlier claim, in one statement (the no-op update returns the row).
  const [row] = await db
    .insert(sentLog)
    .values({ key, ...meta })
    .onConflictDoUpdate({ target: sentLog.key, set: { key: sql`excluded.key` } })
    .returning({ sentAt: sentLog.sentAt, createdAt: sentLog.createdAt });
  if (!row) throw new Error(`sent_log key ${key} was not claimed`);
  if (row.sentAt) return false;
  await send({ key, firstAttemptAt: row.createdAt });
  await markSent(db, key, now());
  return true;
}

export interface DeliveryRecord {
  kind: string;
  channel: DeliveryChannel;
  recipient: string | null;
  sentAt: Date;
}

/** What was delivered about one visit, oldest first. */
export async function deliveriesOfAppointment(db: DbOrTx, appointmentId: string): Promise<DeliveryRecord[]> {
  const rows = await db
    .select({
      kind: sentLog.kind,
      channel: sentLog.channel,
      recipient: sentLog.recipient,
      sentAt: sentLog.sentAt,
    })
    .from(sentLog)
    .where(and(eq(sentLog.appointmentId, appointmentId), isNotNull(sentLog.sentAt)))
    .orderBy(asc(sentLog.sentAt), asc(sentLog.key));
  return rows.flatMap((row) =>
    row.kind && row.channel && row.sentAt
      ? [{ kind: row.kind, channel: row.channel, recipient: row.recipient, sentAt: row.sentAt }]
      : [],
  );
}

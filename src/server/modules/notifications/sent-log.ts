// Messages that must go out once (an e-mail, a set of in-app notifications) are keyed in `sent_log` by
// kind, visit, version and recipient. A key is claimed before the first attempt and marked sent after
// delivery; a retried job skips what was delivered and repeats what was not. A message whose attempt
// was cut off after handing it over repeats with the same identity (outbox file name, Message-ID), so
// the outbox keeps one copy and mail clients fold the two. The rows of a visit are its delivery history.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/**
 * Delivers once: does nothing when `delivery.key` was delivered already, otherwise sends and records
 * the delivery. A failure propagates (the job is retried) and leaves the key claimed but not sent.
 */
export async function deliverOnce(
  db: DbOrTx,
  {
    delivery,
    now,
    send,
  }: { delivery: Delivery; now: () => Date; send: (attempt: DeliveryAttempt) => Promise<void> },
): Promise<boolean> {
  return (await deliverEachOnce(db, [{ delivery, send }], now)) > 0;
}

/**
 * `deliverOnce` for several messages of one event (distinct keys), in two statements however many there are (each round
 * trip is a large part of what a message costs): all keys claimed (or their earlier claims read) at once,
 * the undelivered ones sent in order, and those sent recorded at once — also when a later one fails, before
 * the failure propagates. Returns how many were sent.
 */
export async function deliverEachOnce(
  db: DbOrTx,
  messages: { delivery: Delivery; send: (attempt: DeliveryAttempt) => Promise<void> }[],
  now: () => Date,
): Promise<number> {
  if (messages.length === 0) return 0;
  // Claims the keys, or reads the earlier claims, in one statement (the no-op update returns the row).
  const claims = await db
    .insert(sentLog)
    .values(messages.map(({ delivery: { key, ...meta } }) => ({ key, ...meta })))
    .onConflictDoUpdate({ target: sentLog.key, set: { key: sql`excluded.key` } })
    .returning({ key: sentLog.key, sentAt: sentLog.sentAt, createdAt: sentLog.createdAt });
  const claimOf = new Map(claims.map((claim) => [claim.key, claim]));
  const sent: string[] = [];
  try {
    for (const { delivery, send } of messages) {
      const claim = claimOf.get(delivery.key);
      if (!claim) throw new Error(`sent_log key ${delivery.key} was not claimed`);
      if (claim.sentAt) continue;
      await send({ key: delivery.key, firstAttemptAt: claim.createdAt });
      sent.push(delivery.key);
    }
  } finally {
    if (sent.length > 0) {
      await db.update(sentLog).set({ sentAt: now() }).where(inArray(sentLog.key, sent));
    }
  }
  return sent.length;
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

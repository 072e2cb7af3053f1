// In-app notifications (the bell): records for users, created by the domain events that concern them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { membership, notification, user } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { pushJobsFor } from '../push/push-delivery.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';
import { claimSentKey } from './sent-log.ts';

export type NotificationType =
  | 'appointment_booked'
  | 'appointment_pending'
  | 'appointment_new_booking'
  | 'appointment_cancelled_by_client'
  // The business changed the client's visit (admin appointments).
  | 'appointment_confirmed'
  | 'appointment_declined'
  | 'appointment_moved'
  | 'appointment_completed'
  | 'appointment_no_show'
  | 'appointment_reminder'
  // Reviews: the business answered the client's review; the operator hid it.
  | 'review_reply'
  | 'review_hidden';

export interface NewNotification {
  userId: string;
  businessId: string | null;
  type: NotificationType;
  title: string;
  body: string;
  href: string;
  /** False: in the app only, even where the type is pushed (the client's own fresh booking). */
  push?: boolean;
}

export async function createNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notification).values(rows.map(({ push: _push, ...row }) => row));
}

/**
 * Creates the notifications of one event exactly once: the `sent_log` key, the rows and the push jobs
 * that carry them to the people's devices are written in one transaction, so a retry after a crash
 * neither loses nor duplicates them. False: already done.
 */
export async function createNotificationsOnce(
  db: Database,
  {
    jobs,
    key,
    rows,
    delivery,
  }: {
    jobs: JobQueue<SideEffectJob>;
    key: string;
    rows: NewNotification[];
    delivery: { now: Date; appointmentId?: string; kind?: string };
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claimed and marked delivered at once: the notifications are written in the same transaction.
    const claimed = await claimSentKey(tx, key, {
      kind: delivery.kind ?? rows[0]?.type ?? 'notification',
      channel: 'in_app',
      appointmentId: delivery.appointmentId ?? null,
      recipient: rows.length === 1 ? rows[0]!.userId : null,
      sentAt: delivery.now,
    });
    if (!claimed) return false;
    await createNotifications(tx, rows);
    await jobs.enqueue(tx, pushJobsFor(key, rows, delivery.appointmentId ?? null));
    return true;
  });
}

export interface BusinessAdminRecipient {
  userId: string;
  name: string;
  email: string;
}

/** The people who run a business (membership owner or admin), oldest membership first. */
export async function businessAdminRecipients(
  db: DbOrTx,
  businessId: string,
): Promise<BusinessAdminRecipient[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(membership.businessId, businessId), inArray(membership.role, ['owner', 'admin'])))
    .orderBy(asc(membership.createdAt), asc(user.id));
}

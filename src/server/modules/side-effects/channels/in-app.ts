// The in-app channel: the notifications of one event, written exactly once. The `sent_log` key, the rows
// and the push jobs that carry them to the people's devices are written in one transaction, so a retry
// after a crash neither loses nor duplicates them.
import type { DbOrTx } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { createNotifications, type NewNotification } from '../../notifications/notifications.ts';
import { claimSentKey } from '../../notifications/sent-log.ts';
import { pushJobsFor, type SideEffectJob } from '../side-effect-jobs.ts';

/** The notifications an event creates under one sent-log key. */
export interface NotificationBatch {
  key: string;
  /** The sent-log's kind (the visit's delivery history names it). */
  kind: string;
  appointmentId: string | null;
  rows: NewNotification[];
}

/**
 * Creates the batch once (nested in the caller's transaction when given one). False: already done.
 * The push jobs go with it; the push channel decides, per person and device, what goes out.
 */
export async function createNotificationsOnce(
  db: DbOrTx,
  { jobs, batch, now }: { jobs: JobQueue<SideEffectJob>; batch: NotificationBatch; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claimed and marked delivered at once: the notifications are written in the same transaction.
    const claimed = await claimSentKey(tx, batch.key, {
      kind: batch.kind,
      channel: 'in_app',
      appointmentId: batch.appointmentId,
      recipient: batch.rows.length === 1 ? batch.rows[0]!.userId : null,
      sentAt: now,
    });
    if (!claimed) return false;
    await createNotifications(tx, batch.rows);
    await jobs.enqueue(tx, pushJobsFor(batch.key, batch.rows, batch.appointmentId));
    return true;
  });
}

// The signed-in user's notifications dialog: the list, marking one as seen (read) and dismissing one.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_INBOX_LIMIT, type NotificationInbox } from '../../../contracts/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notification } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

const NOT_FOUND_MESSAGE = 'Pranešimas nerastas.';

function visibleTo(userId: string, businessId: string | undefined) {
  return and(
    eq(notification.userId, userId),
    isNull(notification.dismissedAt),
    businessId ? eq(notification.businessId, businessId) : undefined,
  );
}

/** The user's inbox, of one business's app when `businessId` is given. */
export async function notificationInbox(
  db: DbOrTx,
  { userId, businessId, now }: { userId: string; businessId: string | undefined; now: Date },
): Promise<NotificationInbox> {
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: notification.id,
        title: notification.title,
        body: notification.body,
        href: notification.href,
        readAt: notification.readAt,
        createdAt: notification.createdAt,
      })
      .from(notification)
      .where(visibleTo(userId, businessId))
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(NOTIFICATION_INBOX_LIMIT),
    db
      .select({ count: count() })
      .from(notification)
      .where(and(visibleTo(userId, businessId), isNull(notification.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      href: row.href,
      active: row.readAt === null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    count: unread?.count ?? 0,
    newest: rows[0] ? new Date(rows[0].createdAt).toISOString() : null,
    current: now.toISOString(),
  };
}

/** One of the user's own notifications, acted on at `now`. */
export interface OwnNotification {
  userId: string;
  id: string;
  now: Date;
}

/** Marks the user's own notification as read (idempotent); another user's id is not found. */
export async function markNotificationSeen(db: DbOrTx, { userId, id, now }: OwnNotification): Promise<void> {
  const [own] = await db
    .select({ readAt: notification.readAt })
    .from(notification)
    .where(and(eq(notification.id, id), eq(notification.userId, userId)));
  if (!own) throw notFound(NOT_FOUND_MESSAGE);
  if (own.readAt === null) {
    await db.update(notification).set({ readAt: now }).where(eq(notification.id, id));
  }
}

/** Takes the user's own notification out of the dialog for good (idempotent). */
export async function dismissNotification(db: DbOrTx, { userId, id, now }: OwnNotification): Promise<void> {
  const dismissed = await db
    .update(notification)
    .set({ dismissedAt: now })
    .where(and(eq(notification.id, id), eq(notification.userId, userId)))
    .returning({ id: notification.id });
  if (dismissed.length === 0) throw notFound(NOT_FOUND_MESSAGE);
}

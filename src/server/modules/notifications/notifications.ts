// In-app notifications (the bell): records for users, created by the domain events that concern them
// (the in-app channel, side-effects/channels/in-app.ts, writes each event's once).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NotificationType } from '../../../core/notifications/notification-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { membership, notification, user } from '../../db/schema.ts';

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

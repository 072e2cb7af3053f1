// A person's choice of channels per kind of message. Senders ask `notificationChannelEnabled` (or
// `pushNotificationsEnabled` for push) before they deliver; no stored row means on.
import { and, eq, sql } from 'drizzle-orm';
import {
  resolvePreferences,
  type KindPreference,
  type NotificationKind,
  type PreferenceChannel,
} from '../../../core/notifications/notification-preferences.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreference } from '../../db/schema.ts';

export async function notificationPreferences(db: DbOrTx, userId: string): Promise<KindPreference[]> {
  const rows = await db
    .select({
      kind: notificationPreference.kind,
      channel: notificationPreference.channel,
      enabled: notificationPreference.enabled,
    })
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, userId));
  return resolvePreferences(rows);
}

export async function setNotificationPreference(
  db: DbOrTx,
  userId: string,
  change: { kind: NotificationKind; channel: PreferenceChannel; enabled: boolean },
): Promise<void> {
  await db
    .insert(notificationPreference)
    .values({ userId, ...change })
    .onConflictDoUpdate({
      target: [notificationPreference.userId, notificationPreference.channel, notificationPreference.kind],
      set: { enabled: change.enabled, updatedAt: sql`now()` },
    });
}

/** Whether a message of `kind` may go to the person by `channel` (a visit without an account: yes). */
export async function notificationChannelEnabled(
  db: DbOrTx,
  { userId, channel, kind }: { userId: string | null; channel: PreferenceChannel; kind: NotificationKind },
): Promise<boolean> {
  if (!userId) return true;
  const [row] = await db
    .select({ enabled: notificationPreference.enabled })
    .from(notificationPreference)
    .where(
      and(
        eq(notificationPreference.userId, userId),
        eq(notificationPreference.channel, channel),
        eq(notificationPreference.kind, kind),
      ),
    );
  return row?.enabled ?? true;
}

/** What a push sender asks before sending a message of `kind` to the person. */
export function pushNotificationsEnabled(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  return notificationChannelEnabled(db, { userId, channel: 'push', kind });
}

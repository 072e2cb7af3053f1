// Push messages: an in-app notification that also goes to the person's devices becomes a `push` job in
// the transaction that writes the notification. The job sends it once to each of their subscriptions
// that may carry it (sent_log key per subscription), deletes subscriptions their push service reports
// gone, and fails (to be retried) when a push service is unreachable or busy.
import { eq } from 'drizzle-orm';
import type { PushMessage } from '../../../contracts/push-message.ts';
import { pushNotificationsEnabled } from '../notifications/notification-preferences.ts';
import { pushPolicyOf, pushTargetUrl } from '../../../core/push/push-policy.ts';
import { business } from '../../db/schema.ts';
import { MY_VISITS_PATH } from '../../mail/booking-emails.ts';
import { sendWebPush } from '../../push/web-push-sender.ts';
import type { WebPushSettings } from '../../push/web-push-settings.ts';
import type { NewNotification, NotificationType } from '../notifications/notifications.ts';
import { deliverOnce } from '../notifications/sent-log.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';
import { deleteSubscriptionById, deliverableSubscriptions } from './push-subscriptions.ts';

export interface PushJob {
  kind: 'push';
  /** Unique per message and person; each subscription's delivery is keyed by it. */
  key: string;
  userId: string;
  businessId: string | null;
  notificationType: NotificationType;
  appointmentId: string | null;
  message: PushMessage;
}

export interface PushDependencies extends Pick<SideEffectDependencies, 'db' | 'logger' | 'now'> {
  webPush: WebPushSettings;
  /** Tests hand in their own; the real fetch otherwise. */
  fetch?: typeof fetch;
}

const PUSH_TITLE_MAX = 120;
const PUSH_BODY_MAX = 500;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The push jobs of a set of new notifications (those whose type is pushed and that did not opt out). */
export function pushJobsFor(
  key: string,
  rows: readonly (NewNotification & { push?: boolean })[],
  appointmentId: string | null,
): PushJob[] {
  return rows
    .filter((row) => row.push !== false && pushPolicyOf(row.type) !== null)
    .map((row) => ({
      kind: 'push',
      key: `${key}:push:${row.userId}`,
      userId: row.userId,
      businessId: row.businessId,
      notificationType: row.type,
      appointmentId,
      message: {
        // Push services take about 4 KB; the service worker shows no more than this anyway.
        title: clip(row.title, PUSH_TITLE_MAX),
        body: clip(row.body, PUSH_BODY_MAX),
        url: row.href,
        // A newer message about the same visit replaces the older one on the device.
        ...(appointmentId ? { tag: `visit-${appointmentId}` } : {}),
      },
    }));
}

async function businessIcon(deps: PushDependencies, businessId: string | null): Promise<string | undefined> {
  if (!businessId) return undefined;
  const [row] = await deps.db
    .select({ square: business.logoSquareUrl, round: business.logoRoundUrl })
    .from(business)
    .where(eq(business.id, businessId));
  return row?.square ?? row?.round ?? undefined;
}

export async function deliverPush(deps: PushDependencies, job: PushJob): Promise<void> {
  const policy = pushPolicyOf(job.notificationType) ?? { urgency: 'normal', ttlSeconds: 86_400 };
  // The person's choice is read when the message goes out, so switching push off stops queued ones too.
  if (policy.preference && !(await pushNotificationsEnabled(deps.db, job.userId, policy.preference))) return;
  const subscriptions = await deliverableSubscriptions(deps.db, {
    userId: job.userId,
    businessId: job.businessId,
    serverKey: deps.webPush.publicKey,
  });
  if (subscriptions.length === 0) return;
  const icon = job.message.icon ?? (await businessIcon(deps, job.businessId));
  for (const subscription of subscriptions) {
    const message: PushMessage = {
      ...job.message,
      url: pushTargetUrl(job.message.url, subscription, MY_VISITS_PATH),
      ...(icon ? { icon } : {}),
    };
    const delivery = {
      key: `${job.key}:${subscription.id}`,
      kind: job.notificationType,
      channel: 'push' as const,
      appointmentId: job.appointmentId,
      recipient: job.userId,
    };
    await deliverOnce(deps.db, {
      delivery,
      now: deps.now,
      send: async () => {
        const { outcome, status } = await sendWebPush(
          deps.webPush,
          subscription,
          JSON.stringify(message),
          policy,
          deps.fetch,
        );
        if (outcome === 'gone') {
          // The browser dropped it (unsubscribed, uninstalled, expired): nobody will read it again.
          await deleteSubscriptionById(deps.db, subscription.id);
          deps.logger.info({ subscription: subscription.id, status }, 'push subscription gone, deleted');
        } else if (outcome === 'refused') {
          deps.logger.warn({ subscription: subscription.id, status }, 'push message refused');
        }
      },
    });
  }
}

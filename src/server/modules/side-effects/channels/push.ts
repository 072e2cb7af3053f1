// The push channel: a `push` job (split off an in-app notification in the transaction that writes it) is
// sent once to each of the person's subscriptions that may carry it (sent_log key per subscription), when
// they have not switched that kind off. Subscriptions their push service reports gone are deleted; an
// unreachable or busy push service fails the job, which is retried.
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PushMessage } from '../../../../contracts/push-message.ts';
import { pushPolicyOf, pushTargetUrl } from '../../../../core/push/push-policy.ts';
import type { Database } from '../../../db/client.ts';
import { business } from '../../../db/schema.ts';
import { sendWebPush } from '../../../push/web-push-sender.ts';
import type { WebPushSettings } from '../../../push/web-push-settings.ts';
import { pushNotificationsEnabled } from '../../notifications/notification-preferences.ts';
import { deliverOnce } from '../../notifications/sent-log.ts';
import { deleteSubscriptionById, deliverableSubscriptions } from '../../push/push-subscriptions.ts';
import type { PushJob } from '../side-effect-jobs.ts';
import { MY_VISITS_PATH } from '../visit-wording.ts';

export interface PushDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  webPush: WebPushSettings;
  /** Tests hand in their own; the real fetch otherwise. */
  fetch?: typeof fetch;
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

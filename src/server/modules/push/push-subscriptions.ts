// The browsers' push subscriptions: one row per endpoint, owned by the person signed in when it was
// stored, in the business's app it was made in (null: the website), with the server key it was made with.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, pushEndpointProblem } from '../../../core/push/push-endpoint.ts';
import type { PushSubscriptionInput } from '../../../contracts/web-push.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { business, pushSubscription } from '../../db/schema.ts';
import { AppError, businessNotFound } from '../../http/app-error.ts';

export interface SaveSubscriptionInput {
  userId: string;
  businessId: string | null;
  subscription: PushSubscriptionInput;
  /** The VAPID public key pages hand out now: the one this subscription was made with. */
  serverKey: string;
  extraOrigins: readonly string[];
}

/**
 * Stores the subscription for the signed-in person; false when exactly this one was stored already. An
 * endpoint belongs to one browser profile: stored by someone else before, it passes to whoever signed in
 * there now. Past the per-person cap the oldest subscriptions make room.
 */
export async function saveSubscription(
  db: Database,
  input: SaveSubscriptionInput,
): Promise<{ created: boolean }> {
  const { subscription, userId, businessId, serverKey } = input;
  if (pushEndpointProblem(subscription.endpoint, input.extraOrigins) !== null) {
    throw new AppError(
      'unknown_push_service',
      400,
      'Pranešimų tarnybos adresas nepriimtinas: tinka tik naršyklių pranešimų tarnybos per https.',
      { 'subscription.endpoint': 'Nežinoma pranešimų tarnyba.' },
    );
  }
  if (businessId !== null) {
    const [owner] = await db
      .select({ id: business.id })
      .from(business)
      .where(and(eq(business.id, businessId), eq(business.onboarded, true)));
    if (!owner) throw businessNotFound('business_not_found');
  }
  const row = {
    userId,
    businessId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    serverKey,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, subscription.endpoint))
      .for('update');
    const same =
      existing !== undefined &&
      existing.userId === userId &&
      existing.businessId === businessId &&
      existing.p256dh === row.p256dh &&
      existing.auth === row.auth &&
      existing.serverKey === serverKey;
    if (same) return { created: false };
    await tx
      .insert(pushSubscription)
      .values(row)
      // The database's clock orders the subscriptions for the cap: every request is a transaction of its own.
      .onConflictDoUpdate({ target: pushSubscription.endpoint, set: { ...row, createdAt: sql`now()` } });
    await trimToCap(tx, userId);
    return { created: true };
  });
}

async function trimToCap(tx: DbOrTx, userId: string): Promise<void> {
  const beyond = await tx
    .select({ id: pushSubscription.id })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId))
    .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id))
    .offset(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  if (beyond.length === 0) return;
  await tx.delete(pushSubscription).where(
    inArray(
      pushSubscription.id,
      beyond.map((r) => r.id),
    ),
  );
}

/** Removes the person's own subscription at `endpoint`; false when they have none there. */
export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id });
  return removed.length > 0;
}

export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscription).where(eq(pushSubscription.id, id));
}

export interface DeliverableSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The slug of the app the subscription was made in; null for the website. */
  appSlug: string | null;
}

/**
 * The person's subscriptions that may carry a message about `businessId`: the website's and that
 * business's app (another business's app would show it under the wrong name), made with `serverKey`
 * (one made with an earlier key cannot be sent to; the browser renews it on the next visit).
 */
export async function deliverableSubscriptions(
  db: DbOrTx,
  { userId, businessId, serverKey }: { userId: string; businessId: string | null; serverKey: string },
): Promise<DeliverableSubscription[]> {
  return db
    .select({
      id: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
      appSlug: business.slug,
    })
    .from(pushSubscription)
    .leftJoin(business, eq(business.id, pushSubscription.businessId))
    .where(
      and(
        eq(pushSubscription.userId, userId),
        eq(pushSubscription.serverKey, serverKey),
        businessId === null
          ? isNull(pushSubscription.businessId)
          : or(isNull(pushSubscription.businessId), eq(pushSubscription.businessId, businessId)),
      ),
    )
    .orderBy(pushSubscription.createdAt);
}

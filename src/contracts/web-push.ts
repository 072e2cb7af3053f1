import { z } from './zod.ts';
import { successMessageSchema } from './shared-schemas.ts';

// The browser's PushSubscription as `toJSON()` gives it, and the calls that store and remove it.

const ENDPOINT_MESSAGE = 'Neteisingas pranešimų tarnybos adresas.';
const KEY_MESSAGE = 'Neteisingas prenumeratos raktas.';

/** A base64url key of a subscription (p256dh ≈ 87 characters, auth ≈ 22). */
const subscriptionKey = z
  .string({ error: KEY_MESSAGE })
  .min(16, KEY_MESSAGE)
  .max(256, KEY_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEY_MESSAGE);

export const pushEndpointSchema = z.string({ error: ENDPOINT_MESSAGE }).min(1, ENDPOINT_MESSAGE).max(2048);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: subscriptionKey, auth: subscriptionKey }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const webPushSubscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  /** The business whose app the subscription was made in; left out on the public website. */
  businessId: z.uuid({ error: 'Neteisingas verslo identifikatorius.' }).optional(),
});
export type WebPushSubscribeInput = z.infer<typeof webPushSubscribeSchema>;

export const webPushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const webPushSubscribeAnswerSchema = successMessageSchema.extend({
  /** False when the same subscription was stored already. */
  created: z.boolean(),
});
export type WebPushSubscribeAnswer = z.infer<typeof webPushSubscribeAnswerSchema>;

// The VAPID key pair that signs push messages: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set,
// otherwise generated on first start and kept in the database, so every instance signs with the same key
// and subscriptions survive restarts.
import webPush from 'web-push';
import type { Env } from '../config/env.ts';
import { storedSetting } from '../config/stored-setting.ts';
import type { Database } from '../db/client.ts';

export interface WebPushSettings {
  /** Public key (base64url): the browser subscribes with it; pages get it, never the private one. */
  publicKey: string;
  privateKey: string;
  /** Who runs the sender (mailto: or https:), for push services that need to reach them. */
  subject: string;
  /** Origins besides the browsers' push services that messages may go to (WEB_PUSH_EXTRA_ORIGINS). */
  extraOrigins: string[];
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isVapidKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

export async function resolveWebPushSettings(
  db: Database,
  env: Pick<
    Env,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'WEB_PUSH_EXTRA_ORIGINS' | 'OPERATOR_EMAIL'
  >,
): Promise<WebPushSettings> {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const keys: VapidKeys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : await storedSetting(db, 'vapid_keys', webPush.generateVAPIDKeys(), isVapidKeys);
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}`;
  // web-push checks the pair and the subject; a bad value stops the start instead of every later send.
  webPush.generateRequestDetails(
    { endpoint: 'https://fcm.googleapis.com/fcm/send/check', keys: { p256dh: '', auth: '' } },
    null,
    { vapidDetails: { subject, ...keys } },
  );
  return { ...keys, subject, extraOrigins: env.WEB_PUSH_EXTRA_ORIGINS };
}

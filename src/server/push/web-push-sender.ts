// Sends one encrypted push message. web-push builds the request (encryption, VAPID signature, TTL and
// urgency headers); it is sent with fetch, which also reaches a local push service over http in tests.
import webPush from 'web-push';
import type { PushUrgency } from '../../core/push/push-policy.ts';
import { pushEndpointProblem } from '../../core/push/push-endpoint.ts';
import type { WebPushSettings } from './web-push-settings.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `delivered`: the push service took it. `gone` (404, 410): the subscription no longer exists and must be
 * deleted. `refused`: the service will never take this message (bad key or payload, or an address not
 * allowed any more); retrying cannot help. Anything else (429, 5xx, no answer) throws: the job retries.
 */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

export interface PushSendOptions {
  ttlSeconds: number;
  urgency: PushUrgency;
}

const SEND_TIMEOUT_MS = 10_000;

export async function sendWebPush(
  settings: WebPushSettings,
  subscription: StoredSubscription,
  payload: string,
  options: PushSendOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<{ outcome: PushOutcome; status: number | null }> {
  // Checked again at sending: the allowed origins may have changed since the subscription was stored.
  if (pushEndpointProblem(subscription.endpoint, settings.extraOrigins) !== null) {
    return { outcome: 'refused', status: null };
  }
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: {
        subject: settings.subject,
        publicKey: settings.publicKey,
        privateKey: settings.privateKey,
      },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  const response = await fetchImpl(request.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(request.body),
    // A push service answers; it never sends us elsewhere.
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  const status = response.status;
  if (status >= 200 && status < 300) return { outcome: 'delivered', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 400 || status === 401 || status === 403 || status === 413)
    return { outcome: 'refused', status };
  throw new Error(`Push service answered ${status}`);
}

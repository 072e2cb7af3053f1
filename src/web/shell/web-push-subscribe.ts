/**
 * Subscribing this browser to web push (loaded only when it is needed): waits for the page's service
 * worker, drops a subscription made with an earlier server key (and tells the server), subscribes with
 * the current key, and stores the subscription on the server (`POST /webpush/`, JSON, with credentials).
 * The result goes to the analytics data layer as a status.
 */
import {
  WEB_PUSH_UNAVAILABLE_LOG,
  base64UrlOfKey,
  keyOfBase64Url,
  subscriptionKeyIsStale,
} from '../../core/push/web-push-prompt.ts';
import { callApi } from '../lib/api-client.ts';
import { pageServiceWorker } from './service-worker-ready.ts';

export type WebPushSubscribeStatus = 'subscribed' | 'renewed' | 'unchanged' | 'unavailable' | 'failed';

export interface WebPushSubscribeResult {
  status: WebPushSubscribeStatus;
  registration: ServiceWorkerRegistration | null;
}

function pushStatus(status: WebPushSubscribeStatus): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'webpush_subscription', status });
}

function storedServerKey(subscription: PushSubscription): string | null {
  const key = subscription.options?.applicationServerKey;
  return key ? base64UrlOfKey(key) : null;
}

export async function subscribeToWebPush(options: {
  serverKey: string;
  businessId: string | null;
}): Promise<WebPushSubscribeResult> {
  const registration = await pageServiceWorker({ wait: true });
  if (!registration) {
    console.warn(WEB_PUSH_UNAVAILABLE_LOG);
    pushStatus('unavailable');
    return { status: 'unavailable', registration: null };
  }
  try {
    let subscription = await registration.pushManager.getSubscription();
    let renewed = false;
    if (subscription && subscriptionKeyIsStale(storedServerKey(subscription), options.serverKey)) {
      const stale = subscription.endpoint;
      await subscription.unsubscribe();
      subscription = null;
      renewed = true;
      // The server would skip it anyway; removing it keeps the person's list short. A failure is logged.
      await callApi('DELETE', 'webpush_subscribe', {
        data: { endpoint: stale },
        json: true,
        credentials: 'include',
      }).catch(() => undefined);
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyOfBase64Url(options.serverKey),
    });
    const answer = await callApi<{ created: boolean }>('POST', 'webpush_subscribe', {
      data: {
        subscription: subscription.toJSON(),
        ...(options.businessId ? { businessId: options.businessId } : {}),
      },
      json: true,
      credentials: 'include',
    });
    const status: WebPushSubscribeStatus = renewed ? 'renewed' : answer?.created ? 'subscribed' : 'unchanged';
    pushStatus(status);
    return { status, registration };
  } catch (error) {
    // Not an error of the page: the push service or the browser refused (callApi has logged its own).
    console.warn('Web push subscription failed:', error);
    pushStatus('failed');
    return { status: 'failed', registration };
  }
}

/** The congratulation shown (by the service worker) right after the person turned notifications on. */
export async function showSubscribedNotification(
  registration: ServiceWorkerRegistration,
  icon: string | undefined,
): Promise<void> {
  await registration.showNotification('Sveikiname!', {
    body: 'Pranešimų prenumerata sėkminga: apie vizitus pranešime į šį įrenginį.',
    lang: 'lt',
    tag: 'webpush-subscribed',
    ...(icon ? { icon } : {}),
  });
}

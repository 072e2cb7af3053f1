/**
 * What the page does about web push on a visit, as a pure decision over what the browser reports:
 * - not offered here (no service worker, notifications or push manager; Edge or Firefox; iOS not
 *   installed): only the console line `WEB_PUSH_UNAVAILABLE_LOG`;
 * - no server key (nobody signed in, or no key handed out): nothing at all;
 * - permission `denied`: only the console line `WEB_PUSH_DENIED_LOG`;
 * - permission `granted`: subscribe without asking;
 * - permission `default`: the prompt; on the website once per browser session, in a business's app on
 *   every prompt event (each page the app opens).
 */
import type { WebPushBlocker } from '../browser/supported-browsers.ts';

export const WEB_PUSH_UNAVAILABLE_LOG = 'Web push is not available for your device!';
export const WEB_PUSH_DENIED_LOG = 'Permission for Notifications is denied!';

export type WebPushStep = 'unavailable' | 'silent' | 'denied' | 'subscribe' | 'prompt';

export interface WebPushSituation {
  blocker: WebPushBlocker | null;
  permission: NotificationPermission;
  variant: 'website' | 'app' | 'admin';
  /** The prompt was shown earlier in this browser session (session storage). */
  promptedThisSession: boolean;
}

export function webPushStep(situation: WebPushSituation): WebPushStep {
  if (situation.blocker === 'no_server_key') return 'silent';
  if (situation.blocker !== null) return 'unavailable';
  if (situation.permission === 'denied') return 'denied';
  if (situation.permission === 'granted') return 'subscribe';
  if (situation.variant === 'app') return 'prompt';
  return situation.promptedThisSession ? 'silent' : 'prompt';
}

/** Base64url of a key as the browser keeps it (`PushSubscription.options.applicationServerKey`). */
export function base64UrlOfKey(key: ArrayBuffer | Uint8Array): string {
  const bytes = key instanceof Uint8Array ? key : new Uint8Array(key);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url key, as `pushManager.subscribe` wants the server key. */
export function keyOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The browser's subscription was made with another server key than the page's current one (the server's
 * keys were replaced): it must be dropped and a new one made, or no message will reach it.
 */
export function subscriptionKeyIsStale(storedKey: string | null, currentKey: string): boolean {
  return storedKey !== null && storedKey !== currentKey;
}

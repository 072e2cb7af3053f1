import { describe, expect, it } from 'vitest';
import {
  base64UrlOfKey,
  keyOfBase64Url,
  subscriptionKeyIsStale,
  webPushStep,
  type WebPushSituation,
} from './web-push-prompt.ts';

const base: WebPushSituation = {
  blocker: null,
  permission: 'default',
  variant: 'website',
  promptedThisSession: false,
};

describe('webPushStep', () => {
  it('asks on the website once per session, in the app on every prompt event', () => {
    expect(webPushStep(base)).toBe('prompt');
    expect(webPushStep({ ...base, promptedThisSession: true })).toBe('silent');
    expect(webPushStep({ ...base, variant: 'app', promptedThisSession: true })).toBe('prompt');
  });

  it('subscribes without asking once allowed, and does nothing but log when denied', () => {
    expect(webPushStep({ ...base, permission: 'granted', promptedThisSession: true })).toBe('subscribe');
    expect(webPushStep({ ...base, permission: 'denied' })).toBe('denied');
    expect(webPushStep({ ...base, permission: 'denied', variant: 'app' })).toBe('denied');
  });

  it('tells an unsupported device apart from a page without a server key', () => {
    for (const blocker of ['missing_api', 'excluded_browser', 'ios_not_installed'] as const) {
      expect(webPushStep({ ...base, blocker })).toBe('unavailable');
      expect(webPushStep({ ...base, blocker, permission: 'granted' })).toBe('unavailable');
    }
    expect(webPushStep({ ...base, blocker: 'no_server_key' })).toBe('silent');
    expect(webPushStep({ ...base, blocker: 'no_server_key', permission: 'granted' })).toBe('silent');
  });
});

describe('server keys', () => {
  const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  it('round-trip between base64url text and bytes', () => {
    const bytes = keyOfBase64Url(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
    expect(base64UrlOfKey(bytes)).toBe(key);
    expect(base64UrlOfKey(bytes.buffer)).toBe(key);
  });

  it('call a subscription stale only when it was made with another key', () => {
    expect(subscriptionKeyIsStale(key, key)).toBe(false);
    expect(subscriptionKeyIsStale(null, key)).toBe(false);
    expect(subscriptionKeyIsStale('BOlderKey', key)).toBe(true);
  });
});

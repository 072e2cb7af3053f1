import { describe, expect, it } from 'vitest';
import { parsePushOrigins, pushEndpointProblem } from './push-endpoint.ts';

describe('pushEndpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the push service %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBeNull();
  });

  it('refuses plain http, other hosts, look-alikes, other ports and credentials', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/abc')).toBe('not_https');
    expect(pushEndpointProblem('https://example.com/push')).toBe('unknown_push_service');
    expect(pushEndpointProblem('https://fcm.googleapis.com.evil.example/x')).toBe('unknown_push_service');
    expect(pushEndpointProblem('https://evilpush.apple.com.example/x')).toBe('unknown_push_service');
    expect(pushEndpointProblem('https://notify.windows.com/x')).toBe('unknown_push_service');
    expect(pushEndpointProblem('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe('unknown_push_service');
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/fcm/send/abc')).toBe('not_a_url');
    expect(pushEndpointProblem('https://169.254.169.254/latest/meta-data')).toBe('unknown_push_service');
    expect(pushEndpointProblem('not a url')).toBe('not_a_url');
    // The legacy GCM address takes no VAPID signature: not a service we can send to.
    expect(pushEndpointProblem('https://android.googleapis.com/gcm/send/abc')).toBe('unknown_push_service');
  });

  it('accepts exactly the listed extra origins', () => {
    const extra = ['http://127.0.0.1:8090'];
    expect(pushEndpointProblem('http://127.0.0.1:8090/notify/abc', extra)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:8091/notify/abc', extra)).toBe('not_https');
    expect(pushEndpointProblem('https://127.0.0.1:8090/notify/abc', extra)).toBe('unknown_push_service');
  });
});

describe('parsePushOrigins', () => {
  it('normalises the comma-separated list to origins and reports what is not a URL', () => {
    expect(parsePushOrigins(' http://127.0.0.1:8090/ , https://Push.Example.lt/path,,')).toEqual({
      origins: ['http://127.0.0.1:8090', 'https://push.example.lt'],
      invalid: [],
    });
    expect(parsePushOrigins('ftp://x.lt, nonsense').invalid).toEqual(['ftp://x.lt', 'nonsense']);
    expect(parsePushOrigins(undefined)).toEqual({ origins: [], invalid: [] });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canOfferWebPush,
  isSupportedBrowser,
  parseUserAgent,
  recommendedBrowser,
  webPushBlocker,
} from './supported-browsers.ts';
import type { BrowserFamily, OperatingSystem, WebPushEnvironment } from './supported-browsers.ts';

const OSES: OperatingSystem[] = ['ios', 'android', 'mac', 'windows', 'linux', 'other'];
const BROWSERS: BrowserFamily[] = [
  'safari',
  'mobile-safari',
  'chrome',
  'samsung',
  'edge',
  'firefox',
  'other',
];

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphoneHomeScreenApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/123.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/122.0.2365.86 Mobile/15E148 Safari/605.1.15',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.40.109;FBBV/568000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/lt_LT;FBOP/80]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 321.0.2.22.106 (iPhone15,2; iOS 17_4; lt_LT; lt; scale=3.00; 1179x2556; 567000000)',
  iphoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/307.0.613445279 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidEdge:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36 EdgA/122.0.2365.86',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:123.0) Gecko/123.0 Firefox/123.0',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  androidOpera:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36 OPR/80.4.4244.77563',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:124.0) Gecko/20100101 Firefox/124.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.92',
  windowsLegacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:124.0) Gecko/20100101 Firefox/124.0',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 OPR/108.0.0.0',
  windowsYandex:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.1.0.0 Safari/537.36',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('parseUserAgent', () => {
  it.each<[keyof typeof UA, OperatingSystem, BrowserFamily]>([
    ['iphoneSafari', 'ios', 'mobile-safari'],
    ['ipadSafari', 'ios', 'mobile-safari'],
    ['iphoneHomeScreenApp', 'ios', 'other'],
    ['iphoneChrome', 'ios', 'chrome'],
    ['iphoneFirefox', 'ios', 'firefox'],
    ['iphoneEdge', 'ios', 'edge'],
    ['iphoneFacebook', 'ios', 'other'],
    ['iphoneInstagram', 'ios', 'other'],
    ['iphoneGoogleApp', 'ios', 'other'],
    ['androidChrome', 'android', 'chrome'],
    ['androidSamsung', 'android', 'samsung'],
    ['androidEdge', 'android', 'edge'],
    ['androidFirefox', 'android', 'firefox'],
    ['androidWebView', 'android', 'other'],
    ['androidOpera', 'android', 'other'],
    ['macSafari', 'mac', 'safari'],
    ['macChrome', 'mac', 'chrome'],
    ['macFirefox', 'mac', 'firefox'],
    ['windowsChrome', 'windows', 'chrome'],
    ['windowsEdge', 'windows', 'edge'],
    ['windowsLegacyEdge', 'windows', 'other'],
    ['windowsFirefox', 'windows', 'firefox'],
    ['windowsOpera', 'windows', 'other'],
    ['windowsYandex', 'windows', 'other'],
    ['linuxChrome', 'linux', 'chrome'],
    ['linuxFirefox', 'linux', 'firefox'],
    ['chromeOs', 'other', 'chrome'],
    ['googlebot', 'other', 'other'],
  ])('%s → %s / %s', (name, os, browser) => {
    expect(parseUserAgent(UA[name])).toEqual({ os, browser });
  });

  it('treats an installed iOS home-screen app as Mobile Safari', () => {
    expect(parseUserAgent(UA.iphoneHomeScreenApp, { isStandalone: true })).toEqual({
      os: 'ios',
      browser: 'mobile-safari',
    });
    // In-app browsers stay "other" even when the flag is (wrongly) set.
    expect(parseUserAgent(UA.iphoneFacebook, { isStandalone: true }).browser).toBe('other');
    expect(parseUserAgent(UA.iphoneChrome, { isStandalone: true }).browser).toBe('chrome');
  });

  it('handles an empty string', () => {
    expect(parseUserAgent('')).toEqual({ os: 'other', browser: 'other' });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (ua) => {
        const { os, browser } = parseUserAgent(ua);
        expect(OSES).toContain(os);
        expect(BROWSERS).toContain(browser);
      }),
    );
  });
});

describe('isSupportedBrowser', () => {
  const supported = new Set([
    'ios/mobile-safari',
    'ios/safari',
    'android/samsung',
    'android/chrome',
    ...['mac', 'windows', 'linux', 'other'].flatMap((os) => [`${os}/safari`, `${os}/chrome`, `${os}/edge`]),
  ]);

  it.each(OSES.flatMap((os) => BROWSERS.map((browser) => [os, browser] as const)))(
    '%s / %s',
    (os, browser) => {
      expect(isSupportedBrowser({ os, browser })).toBe(supported.has(`${os}/${browser}`));
    },
  );

  it('follows from parsed user agents', () => {
    expect(isSupportedBrowser(parseUserAgent(UA.iphoneSafari))).toBe(true);
    expect(isSupportedBrowser(parseUserAgent(UA.iphoneChrome))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(UA.androidSamsung))).toBe(true);
    expect(isSupportedBrowser(parseUserAgent(UA.androidEdge))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(UA.windowsEdge))).toBe(true);
    expect(isSupportedBrowser(parseUserAgent(UA.windowsFirefox))).toBe(false);
  });
});

describe('recommendedBrowser', () => {
  it('recommends the supported browsers per platform, best first', () => {
    expect(recommendedBrowser('ios')).toEqual(['mobile-safari']);
    expect(recommendedBrowser('mac')).toEqual(['safari', 'chrome']);
    expect(recommendedBrowser('android')).toEqual(['chrome', 'samsung']);
    expect(recommendedBrowser('windows')).toEqual(['chrome']);
    expect(recommendedBrowser('linux')).toEqual(['chrome']);
    expect(recommendedBrowser('other')).toEqual(['chrome']);
  });

  it.each(OSES)('recommends only supported browsers on %s', (os) => {
    for (const browser of recommendedBrowser(os)) expect(isSupportedBrowser({ os, browser })).toBe(true);
  });
});

describe('web push eligibility', () => {
  const ok: WebPushEnvironment = {
    hasServiceWorker: true,
    hasNotification: true,
    hasPushManager: true,
    browser: 'chrome',
    os: 'android',
    isStandalone: false,
    serverKey: 'BExampleVapidKey',
  };

  it('is offered when everything is in place', () => {
    expect(canOfferWebPush(ok)).toBe(true);
    expect(webPushBlocker(ok)).toBeNull();
    expect(canOfferWebPush({ ...ok, os: 'windows', browser: 'chrome' })).toBe(true);
    expect(canOfferWebPush({ ...ok, os: 'mac', browser: 'safari' })).toBe(true);
    expect(canOfferWebPush({ ...ok, browser: 'samsung' })).toBe(true);
  });

  it.each(['hasServiceWorker', 'hasNotification', 'hasPushManager'] as const)('needs %s', (api) => {
    expect(webPushBlocker({ ...ok, [api]: false })).toBe('missing_api');
  });

  it.each(['edge', 'firefox'] as const)('is never offered in %s', (browser) => {
    expect(webPushBlocker({ ...ok, browser })).toBe('excluded_browser');
    expect(webPushBlocker({ ...ok, browser, os: 'windows', isStandalone: true })).toBe('excluded_browser');
  });

  it('needs an installed app on iOS', () => {
    const ios = { ...ok, os: 'ios', browser: 'mobile-safari' } as const;
    expect(webPushBlocker(ios)).toBe('ios_not_installed');
    expect(canOfferWebPush({ ...ios, isStandalone: true })).toBe(true);
  });

  it.each([null, undefined, '', '  '])('needs a server key (%j)', (serverKey) => {
    expect(webPushBlocker({ ...ok, serverKey })).toBe('no_server_key');
  });

  it('agrees with canOfferWebPush for every combination', () => {
    fc.assert(
      fc.property(
        fc.record({
          hasServiceWorker: fc.boolean(),
          hasNotification: fc.boolean(),
          hasPushManager: fc.boolean(),
          browser: fc.constantFrom(...BROWSERS),
          os: fc.constantFrom(...OSES),
          isStandalone: fc.boolean(),
          serverKey: fc.option(fc.string(), { nil: undefined }),
        }),
        (env) => {
          const expected =
            env.hasServiceWorker &&
            env.hasNotification &&
            env.hasPushManager &&
            env.browser !== 'edge' &&
            env.browser !== 'firefox' &&
            (env.os !== 'ios' || env.isStandalone) &&
            (env.serverKey ?? '').trim() !== '';
          expect(canOfferWebPush(env)).toBe(expected);
        },
      ),
    );
  });
});

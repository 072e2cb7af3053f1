/**
 * Supported browsers and web-push eligibility, as pure functions over a parsed
 * description of the browser. `parseUserAgent` is a deliberately small parser that knows only the
 * families these rules talk about; everything else is `'other'`.
 */

export type OperatingSystem = 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other';
export type BrowserFamily = 'safari' | 'mobile-safari' | 'chrome' | 'samsung' | 'edge' | 'firefox' | 'other';

export type BrowserDescription = {
  os: OperatingSystem;
  browser: BrowserFamily;
};

/**
 * iOS: Mobile Safari; Android: Samsung Browser / Samsung Internet or Chrome;
 * other platforms: Safari, Chrome or Edge.
 * On iOS `'safari'` is treated like `'mobile-safari'` (same browser, reported differently by parsers).
 */
export function isSupportedBrowser({ os, browser }: BrowserDescription): boolean {
  switch (os) {
    case 'ios':
      return browser === 'mobile-safari' || browser === 'safari';
    case 'android':
      return browser === 'samsung' || browser === 'chrome';
    default:
      return browser === 'safari' || browser === 'chrome' || browser === 'edge';
  }
}

/**
 * Browsers to recommend (logos in the unsupported-browser dialog), best first: Safari on iOS,
 * Safari or Chrome on Mac, Chrome (or Samsung, on Android) otherwise. Every entry is supported on `os`.
 */
export function recommendedBrowser(os: OperatingSystem): readonly BrowserFamily[] {
  switch (os) {
    case 'ios':
      return ['mobile-safari'];
    case 'mac':
      return ['safari', 'chrome'];
    case 'android':
      return ['chrome', 'samsung'];
    default:
      return ['chrome'];
  }
}

function parseOs(ua: string): OperatingSystem {
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'android';
  if (/\bWindows\b/.test(ua)) return 'windows';
  // iPadOS 13+ Safari asks for desktop sites and reports itself as a Mac: it is parsed as 'mac'
  // (still supported: Safari on Mac).
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return 'mac';
  if (/\bCrOS\b/.test(ua)) return 'other';
  if (/\bLinux\b|\bX11\b/.test(ua)) return 'linux';
  return 'other';
}

/** Tokens of in-app browsers and less common Chromium/WebKit browsers: never the named families. */
const OTHER_BROWSER_TOKENS =
  /\b(?:OPR\/|OPT\/|Opera|OPiOS\/|Vivaldi\/|YaBrowser\/|UCBrowser\/|MiuiBrowser\/|HuaweiBrowser\/|HeyTapBrowser\/|DuckDuckGo\/|Ddg\/|Brave\/|FBAN\/|FBAV\/|FB_IAB|Instagram |Line\/|GSA\/|Snapchat|Twitter|LinkedInApp|MicroMessenger\/|Electron\/|Edge\/)/;

function parseIosBrowser(ua: string, isStandalone: boolean): BrowserFamily {
  if (/\bCriOS\//.test(ua)) return 'chrome';
  if (/\bFxiOS\//.test(ua)) return 'firefox';
  if (/\bEdgiOS\//.test(ua)) return 'edge';
  if (OTHER_BROWSER_TOKENS.test(ua)) return 'other';
  if (/\bVersion\/[\d.]+\b.*\bSafari\//.test(ua)) return 'mobile-safari';
  // A web app launched from the home screen runs in Safari's engine but drops the
  // "Version/… Safari/…" tokens; other web views look the same, so only trust it when standalone.
  if (isStandalone && /\bAppleWebKit\//.test(ua) && /\bMobile\//.test(ua)) return 'mobile-safari';
  return 'other';
}

function parseOtherBrowser(ua: string): BrowserFamily {
  if (/\bSamsungBrowser\//.test(ua)) return 'samsung';
  if (/\b(Edg|EdgA)\//.test(ua)) return 'edge';
  if (/\bFirefox\//.test(ua)) return 'firefox';
  if (OTHER_BROWSER_TOKENS.test(ua)) return 'other';
  // Android WebView ("; wv)") is an embedded browser, not Chrome.
  if (/;\s*wv\)/.test(ua)) return 'other';
  if (/\b(Chrome|Chromium)\/[\d.]+/.test(ua)) return 'chrome';
  if (/\bVersion\/[\d.]+\b.*\bSafari\//.test(ua)) return 'safari';
  return 'other';
}

/**
 * Operating system and browser family from a User-Agent string.
 *
 * - iOS: Safari → `mobile-safari`; CriOS → `chrome`, FxiOS → `firefox`, EdgiOS → `edge` (all WebKit,
 *   none is Mobile Safari); in-app browsers → `other`. Pass `isStandalone` (display-mode standalone or
 *   `navigator.standalone`) so an installed home-screen app, whose UA lacks the Safari token, counts
 *   as Mobile Safari.
 * - Elsewhere: SamsungBrowser → `samsung`, `Edg/`/`EdgA/` (Chromium Edge) → `edge`, Firefox, Chrome,
 *   desktop Safari. Legacy EdgeHTML (`Edge/18`), Opera, Yandex, WebViews and in-app browsers → `other`.
 */
export function parseUserAgent(ua: string, options: { isStandalone?: boolean } = {}): BrowserDescription {
  const os = parseOs(ua);
  const browser = os === 'ios' ? parseIosBrowser(ua, options.isStandalone ?? false) : parseOtherBrowser(ua);
  return { os, browser };
}

export type WebPushEnvironment = {
  hasServiceWorker: boolean;
  hasNotification: boolean;
  hasPushManager: boolean;
  browser: BrowserFamily;
  os: OperatingSystem;
  /** Running as an installed app (display-mode standalone). */
  isStandalone: boolean;
  /** The server's VAPID public key; absent or empty means no prompt. */
  serverKey: string | null | undefined;
};

export type WebPushBlocker = 'missing_api' | 'excluded_browser' | 'ios_not_installed' | 'no_server_key';

/**
 * Why web push cannot be offered, or null when it can: service worker, Notification and
 * PushManager must exist; not Edge or Firefox; on iOS only as an installed (standalone) app;
 * never without a server key. The first three reasons mean "not available for your device".
 */
export function webPushBlocker(env: WebPushEnvironment): WebPushBlocker | null {
  if (!env.hasServiceWorker || !env.hasNotification || !env.hasPushManager) return 'missing_api';
  if (env.browser === 'edge' || env.browser === 'firefox') return 'excluded_browser';
  if (env.os === 'ios' && !env.isStandalone) return 'ios_not_installed';
  if (env.serverKey === null || env.serverKey === undefined || env.serverKey.trim() === '')
    return 'no_server_key';
  return null;
}

export function canOfferWebPush(env: WebPushEnvironment): boolean {
  return webPushBlocker(env) === null;
}

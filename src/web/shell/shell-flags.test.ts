import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_NAME,
  consentCookieString,
  consentLevelCookieString,
  optionalCookiesAllowed,
  hasCookie,
  needsCookieConsent,
  recordCookieConsent,
  type ConsentEnvironment,
} from './consent-cookie.ts';
import {
  alertDismissedKey,
  appHomeFromMarketplace,
  hasMarketplaceMarker,
  shouldOfferUnsupportedBrowserDialog,
  shouldShowHomepageLink,
  unsupportedBrowserShownKey,
  withoutMarketplaceMarker,
} from './shell-flags.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

describe('homepage link', () => {
  it.each<[string | null, boolean, boolean]>([
    ['1', false, true],
    ['true', false, true],
    ['1', true, false],
    [null, false, false],
    ['', false, false],
    ['0', false, false],
  ])('flag %j, signed in %s → %s', (flag, signedIn, shown) => {
    expect(shouldShowHomepageLink(flag, signedIn)).toBe(shown);
  });
});

describe('marketplace marker', () => {
  it('marks the marketplace links into an app', () => {
    expect(appHomeFromMarketplace('saule')).toBe('/saule/?is=svetaines');
    expect(hasMarketplaceMarker(new URL(appHomeFromMarketplace('saule'), 'http://x').search)).toBe(true);
  });

  it.each<[string, boolean, string]>([
    ['?is=svetaines', true, ''],
    ['?a=1&is=svetaines&b=2', true, '?a=1&b=2'],
    ['?pranesimai&is=svetaines', true, '?pranesimai'],
    ['?is=kita', false, '?is=kita'],
    ['', false, ''],
  ])('%j: marked %s, left %j', (search, marked, rest) => {
    expect(hasMarketplaceMarker(search)).toBe(marked);
    expect(withoutMarketplaceMarker(search)).toBe(rest);
  });
});

describe('unsupported browser dialog', () => {
  it('keys the shown flag per business', () => {
    expect(unsupportedBrowserShownKey('b-1')).toBe('unsupportedBrowserShown[b-1]');
    expect(unsupportedBrowserShownKey(null)).toBe('unsupportedBrowserShown[site]');
  });

  it('is offered once per session to unsupported browsers only', () => {
    expect(
      shouldOfferUnsupportedBrowserDialog({ userAgent: FIREFOX, isStandalone: false, shownFlag: null }),
    ).toBe(true);
    expect(
      shouldOfferUnsupportedBrowserDialog({ userAgent: FIREFOX, isStandalone: false, shownFlag: 'true' }),
    ).toBe(false);
    expect(
      shouldOfferUnsupportedBrowserDialog({ userAgent: CHROME, isStandalone: false, shownFlag: null }),
    ).toBe(false);
  });
});

describe('cookie consent', () => {
  it('finds the cookie by exact name', () => {
    expect(hasCookie('a=1; cookie_consent=accepted', CONSENT_COOKIE_NAME)).toBe(true);
    expect(hasCookie('cookie_consent_x=1; b=2', CONSENT_COOKIE_NAME)).toBe(false);
    expect(hasCookie('', CONSENT_COOKIE_NAME)).toBe(false);
  });

  it('lasts one year on the whole site', () => {
    expect(consentCookieString({ secure: false })).toBe(
      'cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookieString({ secure: true })).toMatch(/; Secure$/);
  });

  /** A `document.cookie` that keeps every cookie set, as a browser does (name=value pairs only). */
  function cookieJar(): { cookie: string } {
    const jar = new Map<string, string>();
    return {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name.trim(), value);
      },
    };
  }

  it('sets the cookie and pushes the button action to the data layer', () => {
    const env: ConsentEnvironment = { document: cookieJar(), location: { protocol: 'http:' } };
    expect(needsCookieConsent(env)).toBe(true);
    recordCookieConsent('accept_necessary', env);
    expect(env.document.cookie).toContain('cookie_consent=accepted');
    expect(needsCookieConsent(env)).toBe(false);
    expect(env.dataLayer).toEqual([{ event: 'cookie_consent', action: 'accept_necessary' }]);
    recordCookieConsent('accept_all', env);
    expect(env.dataLayer).toHaveLength(2);
  });

  it('keeps the level apart and lets nothing optional load without "Sutinku"', () => {
    const env: ConsentEnvironment = { document: cookieJar(), location: { protocol: 'https:' } };
    expect(optionalCookiesAllowed(env)).toBe(false);
    recordCookieConsent('accept_necessary', env);
    expect(env.document.cookie).toBe('cookie_consent=accepted; cookie_consent_level=necessary');
    expect(optionalCookiesAllowed(env)).toBe(false);
    recordCookieConsent('accept_all', env);
    expect(env.document.cookie).toBe('cookie_consent=accepted; cookie_consent_level=all');
    expect(optionalCookiesAllowed(env)).toBe(true);
    // An answer from before the level was kept counts as necessary only.
    expect(optionalCookiesAllowed({ document: { cookie: 'cookie_consent=accepted' } })).toBe(false);
    expect(consentLevelCookieString('all', { secure: true })).toBe(
      'cookie_consent_level=all; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('alerts', () => {
  it('keys dismissal per alert id', () => {
    expect(alertDismissedKey('welcome')).toBe('alertDismissed[welcome]');
  });
});

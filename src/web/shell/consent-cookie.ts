/**
 * The cookie consent: shown while there is no `cookie_consent` cookie; either button sets it to
 * `accepted` for a year and pushes `{ event: 'cookie_consent', action }` to the analytics data layer.
 * Which level was chosen (necessary only, or all) is kept beside it in `cookie_consent_level`, and
 * `optionalCookiesAllowed` is the one gate anything beyond the necessary must pass before it loads.
 */
import { COOKIE_CONSENT_MAX_AGE_MS } from '../../core/ui/modal-queue-order.ts';
import { pushAnalyticsEvent } from './analytics.ts';

export const CONSENT_COOKIE_NAME = 'cookie_consent';
const CONSENT_COOKIE_VALUE = 'accepted';
export const CONSENT_LEVEL_COOKIE_NAME = 'cookie_consent_level';

/** The buttons' actions, as pushed to the data layer. */
export type CookieConsentAction = 'accept_all' | 'accept_necessary';
export type CookieConsentLevel = 'necessary' | 'all';

const LEVEL_OF_ACTION: Record<CookieConsentAction, CookieConsentLevel> = {
  accept_necessary: 'necessary',
  accept_all: 'all',
};

/** True when `name` is one of the cookies in a `document.cookie`-style string. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookieValue(cookies, name) !== null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function yearLongCookie(name: string, value: string, secure: boolean): string {
  const maxAgeSeconds = Math.round(COOKIE_CONSENT_MAX_AGE_MS / 1000);
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function consentCookieString({ secure }: { secure: boolean }): string {
  return yearLongCookie(CONSENT_COOKIE_NAME, CONSENT_COOKIE_VALUE, secure);
}

export function consentLevelCookieString(level: CookieConsentLevel, { secure }: { secure: boolean }): string {
  return yearLongCookie(CONSENT_LEVEL_COOKIE_NAME, level, secure);
}

/**
 * The one gate for anything beyond the necessary (an analytics or marketing script, a tag manager): only
 * after "Sutinku". No answer, "Tik būtini", or an answer given before the level was kept all mean no.
 * Nothing optional loads today; whatever is added must be loaded only when this says yes.
 */
export function optionalCookiesAllowed(env: Pick<ConsentEnvironment, 'document'>): boolean {
  return cookieValue(env.document.cookie, CONSENT_LEVEL_COOKIE_NAME) === 'all';
}

export interface ConsentEnvironment {
  document: { cookie: string };
  location: { protocol: string };
  dataLayer?: unknown[];
}

export function needsCookieConsent(env: Pick<ConsentEnvironment, 'document'>): boolean {
  return !hasCookie(env.document.cookie, CONSENT_COOKIE_NAME);
}

/** Sets the cookies and tells the data layer which button was used. */
export function recordCookieConsent(action: CookieConsentAction, env: ConsentEnvironment): void {
  const secure = env.location.protocol === 'https:';
  env.document.cookie = consentCookieString({ secure });
  env.document.cookie = consentLevelCookieString(LEVEL_OF_ACTION[action], { secure });
  pushAnalyticsEvent({ event: 'cookie_consent', action }, env);
}

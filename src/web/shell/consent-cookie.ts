/**
 * The cookie consent: shown while there is no `cookie_consent` cookie; either button sets it to
 * `accepted` for a year and pushes `{ event: 'cookie_consent', action }` to the analytics data layer.
 */
import { COOKIE_CONSENT_MAX_AGE_MS } from '../../core/ui/modal-queue-order.ts';
import { pushAnalyticsEvent } from './analytics.ts';

export const CONSENT_COOKIE_NAME = 'cookie_consent';
const CONSENT_COOKIE_VALUE = 'accepted';

/** The buttons' actions, as pushed to the data layer. */
export type CookieConsentAction = 'accept_all' | 'accept_necessary';

/** True when `name` is one of the cookies in a `document.cookie`-style string. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name);
}

export function consentCookieString({ secure }: { secure: boolean }): string {
  const maxAgeSeconds = Math.round(COOKIE_CONSENT_MAX_AGE_MS / 1000);
  return `${CONSENT_COOKIE_NAME}=${CONSENT_COOKIE_VALUE}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface ConsentEnvironment {
  document: { cookie: string };
  location: { protocol: string };
  dataLayer?: unknown[];
}

export function needsCookieConsent(env: Pick<ConsentEnvironment, 'document'>): boolean {
  return !hasCookie(env.document.cookie, CONSENT_COOKIE_NAME);
}

/** Sets the cookie and tells the data layer which button was used. */
export function recordCookieConsent(action: CookieConsentAction, env: ConsentEnvironment): void {
  env.document.cookie = consentCookieString({ secure: env.location.protocol === 'https:' });
  pushAnalyticsEvent({ event: 'cookie_consent', action }, env);
}

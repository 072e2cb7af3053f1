/**
 * The analytics data layer: events are pushed to `window.dataLayer` for a tag manager to pick up, should
 * one ever be added. Nothing here loads a third-party script or sends anything anywhere; a script that
 * would (a tag manager, analytics) may load only when `optionalCookiesAllowed` (consent-cookie.ts) says so.
 */

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export type AnalyticsEvent =
  | { event: 'cookie_consent'; action: string }
  | { event: 'menu_click'; menu: string; item: string; href: string | null }
  | { event: 'partner_signup_click'; placement: string };

function defaultHost(): DataLayerHost | null {
  return typeof window === 'undefined' ? null : (window as DataLayerHost);
}

export function pushAnalyticsEvent(event: AnalyticsEvent, host: DataLayerHost | null = defaultHost()): void {
  if (!host) return;
  host.dataLayer = host.dataLayer ?? [];
  host.dataLayer.push(event);
}

/** A click on an item of one of the menus (top bar, account menu, bottom bar, admin menu). */
export function trackMenuClick(menu: string, item: string, href: string | null = null): void {
  pushAnalyticsEvent({ event: 'menu_click', menu, item, href });
}

/** A click on a button that invites a salon to join the platform. */
export function trackPartnerSignUp(placement: string): void {
  pushAnalyticsEvent({ event: 'partner_signup_click', placement });
}

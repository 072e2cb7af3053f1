/** Small decisions over browser-storage flags, kept pure for unit tests. */
import { buildRoute } from '../../contracts/routes.ts';
import { isSupportedBrowser, parseUserAgent } from '../../core/browser/supported-browsers.ts';
import { isFlagValue, STORAGE_KEYS } from './storage.ts';

/** The homepage link is for anonymous visitors whose session carries the `showHomepageLink` flag. */
export function shouldShowHomepageLink(flag: string | null, signedIn: boolean): boolean {
  return !signedIn && isFlagValue(flag);
}

/**
 * Links from the marketplace (the public website) into a business's app carry `?is=svetaines` ("from the
 * website"). The app sees it on arrival, remembers for the session that the visitor came from the marketplace
 * (the homepage link's flag) and drops it from the address. A query marker, unlike `document.referrer`, also
 * survives client-side navigation, new tabs and referrer policies.
 */
const FROM_MARKETPLACE_PARAM = 'is';
const FROM_MARKETPLACE_VALUE = 'svetaines';

/** A marketplace page's link to the business's app home. */
export function appHomeFromMarketplace(slug: string): string {
  return buildRoute('app_home', { slug, [FROM_MARKETPLACE_PARAM]: FROM_MARKETPLACE_VALUE });
}

export function hasMarketplaceMarker(search: string): boolean {
  return new URLSearchParams(search).getAll(FROM_MARKETPLACE_PARAM).includes(FROM_MARKETPLACE_VALUE);
}

/** The query string without the marker ('' or '?…'); the other parameters are kept exactly as written. */
export function withoutMarketplaceMarker(search: string): string {
  const marker = `${FROM_MARKETPLACE_PARAM}=${FROM_MARKETPLACE_VALUE}`;
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part !== marker);
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}

/** `unsupportedBrowserShown[<business id>]`, or `[site]` outside a business's app. */
export function unsupportedBrowserShownKey(businessId: string | null | undefined): string {
  return STORAGE_KEYS.unsupportedBrowserShown(businessId || 'site');
}

/** Once per business per session, and only for a browser we do not support. */
export function shouldOfferUnsupportedBrowserDialog(input: {
  userAgent: string;
  isStandalone: boolean;
  shownFlag: string | null;
}): boolean {
  if (isFlagValue(input.shownFlag)) return false;
  return !isSupportedBrowser(parseUserAgent(input.userAgent, { isStandalone: input.isStandalone }));
}

/** A dismissible alert stays hidden once its id was dismissed. */
export function alertDismissedKey(alertId: string): string {
  return STORAGE_KEYS.alertDismissed(alertId);
}

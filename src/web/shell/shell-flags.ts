/** Small decisions over browser-storage flags (seed §2, §3, §4), kept pure for unit tests. */
import { isSupportedBrowser, parseUserAgent } from '../../core/browser/supported-browsers.ts';
import { isFlagValue, STORAGE_KEYS } from './storage.ts';

/** The homepage link is for anonymous visitors whose session carries the `showHomepageLink` flag. */
export function shouldShowHomepageLink(flag: string | null, signedIn: boolean): boolean {
  return !signedIn && isFlagValue(flag);
}

/** `unsupportedBrowserShown[<business id>]`, or `[site]` outside a business's app. */
export function unsupportedBrowserShownKey(businessId: string | null | undefined): string {
  return STORAGE_KEYS.unsupportedBrowserShown(businessId || 'site');
}

/** Once per business per session, and only for a browser the seed does not support. */
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

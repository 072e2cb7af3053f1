// Whether this browser gets the unsupported-browser dialog, decided without the dialog's code: the shell
// loads the dialog only when this says so.
import {
  parseUserAgent,
  recommendedBrowser,
  type BrowserFamily,
} from '../../core/browser/supported-browsers.ts';
import { isStandaloneDisplay } from './display-mode.ts';
import { shouldOfferUnsupportedBrowserDialog } from './shell-flags.ts';
import { readStorage } from './storage.ts';

/** The browsers to recommend, or null when the dialog is not to be offered (browser only). */
export function unsupportedBrowserOffer(storageKey: string): readonly BrowserFamily[] | null {
  const userAgent = navigator.userAgent;
  const isStandalone = isStandaloneDisplay();
  const offer = shouldOfferUnsupportedBrowserDialog({
    userAgent,
    isStandalone,
    shownFlag: readStorage('session', storageKey),
  });
  return offer ? recommendedBrowser(parseUserAgent(userAgent, { isStandalone }).os) : null;
}

// When and how a business's app can be installed: which instructions fit the browser, whether the install
// dialog can be shown at all, and when it opens by itself.
import type { BrowserDescription } from '../browser/supported-browsers.ts';

/** Shown once the browser reports the app installed (`appinstalled`). */
export const APP_INSTALLED_MESSAGE =
  'Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.';

/** The browsers we have install instructions for. */
export type InstallPlatform =
  'ios-safari' | 'android-chrome' | 'samsung-internet' | 'desktop-chrome' | 'desktop-edge';

export function installPlatform({ os, browser }: BrowserDescription): InstallPlatform | null {
  if (os === 'ios') return browser === 'mobile-safari' || browser === 'safari' ? 'ios-safari' : null;
  if (os === 'android') {
    if (browser === 'chrome') return 'android-chrome';
    return browser === 'samsung' ? 'samsung-internet' : null;
  }
  if (browser === 'chrome') return 'desktop-chrome';
  return browser === 'edge' ? 'desktop-edge' : null;
}

/**
 * Instructions that open the dialog by themselves: Safari on iOS never offers an install prompt, so the
 * steps are the only way there. Elsewhere the browser's own prompt decides.
 */
export function instructionsAutoOpen(platform: InstallPlatform | null): boolean {
  return platform === 'ios-safari';
}

export interface InstallState {
  platform: InstallPlatform | null;
  /** Already running as an installed app. */
  isStandalone: boolean;
  /** The browser handed over its install prompt (`beforeinstallprompt`). */
  hasPrompt: boolean;
}

/** The dialog exists only outside the installed app and when there is a prompt or instructions to give. */
export function canShowInstallDialog(state: InstallState): boolean {
  return !state.isStandalone && (state.hasPrompt || state.platform !== null);
}

/** The session flag `pwaModalShown[{businessId}]` holds this once the dialog opened by itself. */
export const INSTALL_DIALOG_SHOWN = 'true';

/**
 * Opens by itself once per session, for a signed-in person in an onboarded business's app, when the
 * instructions open by themselves or the browser offers its prompt.
 */
export function shouldAutoOpenInstallDialog(
  state: InstallState & { signedIn: boolean; onboarded: boolean; shownFlag: string | null },
): boolean {
  if (!canShowInstallDialog(state) || !state.signedIn || !state.onboarded) return false;
  if (state.shownFlag === INSTALL_DIALOG_SHOWN) return false;
  return state.hasPrompt || instructionsAutoOpen(state.platform);
}

/** A signed-in person sees a warning badge on the install button while the app can be installed. */
export function showsInstallBadge(state: InstallState & { signedIn: boolean }): boolean {
  return state.signedIn && canShowInstallDialog(state);
}

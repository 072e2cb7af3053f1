import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../browser/supported-browsers.ts';
import {
  canShowInstallDialog,
  installPlatform,
  instructionsAutoOpen,
  shouldAutoOpenInstallDialog,
  showsInstallBadge,
  type InstallState,
} from './install-support.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:123.0) Gecko/123.0 Firefox/123.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.92',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
};

describe('installPlatform', () => {
  it.each([
    ['iphoneSafari', 'ios-safari'],
    ['iphoneChrome', null],
    ['androidChrome', 'android-chrome'],
    ['androidSamsung', 'samsung-internet'],
    ['androidFirefox', null],
    ['macSafari', null],
    ['windowsChrome', 'desktop-chrome'],
    ['windowsEdge', 'desktop-edge'],
    ['linuxFirefox', null],
  ] as const)('%s → %s', (name, platform) => {
    expect(installPlatform(parseUserAgent(UA[name]))).toBe(platform);
  });

  it('only iOS Safari instructions open by themselves', () => {
    expect(instructionsAutoOpen('ios-safari')).toBe(true);
    for (const platform of [
      'android-chrome',
      'samsung-internet',
      'desktop-chrome',
      'desktop-edge',
      null,
    ] as const)
      expect(instructionsAutoOpen(platform)).toBe(false);
  });
});

const base: InstallState = { platform: 'android-chrome', isStandalone: false, hasPrompt: false };

describe('canShowInstallDialog', () => {
  it('needs a prompt or instructions, and never inside the installed app', () => {
    expect(canShowInstallDialog(base)).toBe(true);
    expect(canShowInstallDialog({ ...base, platform: null })).toBe(false);
    expect(canShowInstallDialog({ ...base, platform: null, hasPrompt: true })).toBe(true);
    expect(canShowInstallDialog({ ...base, isStandalone: true, hasPrompt: true })).toBe(false);
  });
});

describe('shouldAutoOpenInstallDialog', () => {
  const ready = { ...base, hasPrompt: true, signedIn: true, onboarded: true, shownFlag: null };

  it('opens for a signed-in person of an onboarded business with a prompt', () => {
    expect(shouldAutoOpenInstallDialog(ready)).toBe(true);
  });

  it('opens on iOS Safari without a prompt (the instructions open by themselves)', () => {
    expect(shouldAutoOpenInstallDialog({ ...ready, platform: 'ios-safari', hasPrompt: false })).toBe(true);
  });

  it('stays shut without a prompt where instructions do not open by themselves', () => {
    expect(shouldAutoOpenInstallDialog({ ...ready, hasPrompt: false })).toBe(false);
  });

  it('stays shut once shown this session, for an anonymous visitor, a business not onboarded, an installed app', () => {
    expect(shouldAutoOpenInstallDialog({ ...ready, shownFlag: 'true' })).toBe(false);
    expect(shouldAutoOpenInstallDialog({ ...ready, signedIn: false })).toBe(false);
    expect(shouldAutoOpenInstallDialog({ ...ready, onboarded: false })).toBe(false);
    expect(shouldAutoOpenInstallDialog({ ...ready, isStandalone: true })).toBe(false);
  });

  it('a flag other than true does not count as shown', () => {
    expect(shouldAutoOpenInstallDialog({ ...ready, shownFlag: '' })).toBe(true);
  });
});

describe('showsInstallBadge', () => {
  it('warns a signed-in person while the app can be installed', () => {
    expect(showsInstallBadge({ ...base, signedIn: true })).toBe(true);
    expect(showsInstallBadge({ ...base, signedIn: false })).toBe(false);
    expect(showsInstallBadge({ ...base, signedIn: true, isStandalone: true })).toBe(false);
  });
});

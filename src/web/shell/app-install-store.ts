/**
 * What the page knows about installing the business's app, as a module-level store (like the toasts): the
 * browser's deferred install prompt, whether the app was just installed, and whether the install dialog is
 * open. The trigger in the top bar, the modal queue and the (lazily loaded) dialog all read it.
 */
import { installPlatform, type InstallPlatform } from '../../core/pwa/install-support.ts';
import { parseUserAgent } from '../../core/browser/supported-browsers.ts';
import { isStandaloneDisplay } from './display-mode.ts';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface AppInstallState {
  /** False until the browser was asked (never during server rendering). */
  known: boolean;
  platform: InstallPlatform | null;
  isStandalone: boolean;
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  open: boolean;
}

const SERVER_STATE: AppInstallState = {
  known: false,
  platform: null,
  isStandalone: false,
  prompt: null,
  installed: false,
  open: false,
};

let state: AppInstallState = SERVER_STATE;
const listeners = new Set<() => void>();

function update(patch: Partial<AppInstallState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const appInstallStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): AppInstallState => state,
  getServer: (): AppInstallState => SERVER_STATE,
};

export function openInstallDialog(): void {
  update({ open: true });
}

export function closeInstallDialog(): void {
  update({ open: false });
}

/** The native prompt can be used once: afterwards the dialog falls back to the instructions. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = state.prompt;
  if (prompt) update({ prompt: null });
  return prompt;
}

/**
 * Reads the browser and listens for its install events; returns the clean-up. The prompt is kept instead
 * of letting the browser show its own mini-bar, so the install button can use it.
 */
export function watchInstallEvents(): () => void {
  update({
    known: true,
    platform: installPlatform(parseUserAgent(navigator.userAgent, { isStandalone: isStandaloneDisplay() })),
    isStandalone: isStandaloneDisplay(),
  });
  const onPrompt = (event: Event) => {
    event.preventDefault();
    update({ prompt: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => update({ installed: true, prompt: null });
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Installing the business's app: the browser's install events, the modal queue entry (`pwa`, opening by
 * itself once per session when the rules say so) and the button in the app's top bar. The dialog itself is
 * loaded only when it is about to open.
 */
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  APP_INSTALLED_MESSAGE,
  INSTALL_DIALOG_SHOWN,
  canShowInstallDialog,
  shouldAutoOpenInstallDialog,
  showsInstallBadge,
} from '../../core/pwa/install-support.ts';
import { InstallIcon } from '../components/icons.tsx';
import {
  appInstallStore,
  openInstallDialog,
  watchInstallEvents,
  type AppInstallState,
} from './app-install-store.ts';
import { modalQueue } from './modal-queue.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';
import { toast } from './toast-store.ts';

export const PWA_MODAL_ID = 'pwa';

const AppInstallDialog = lazy(() => import('./app-install-dialog.tsx'));

function useAppInstall(): AppInstallState {
  return useSyncExternalStore(appInstallStore.subscribe, appInstallStore.get, appInstallStore.getServer);
}

const installState = (install: AppInstallState) => ({
  platform: install.platform,
  isStandalone: install.isStandalone,
  hasPrompt: install.prompt !== null,
});

export function AppInstall({
  business,
  signedIn,
}: {
  business: { id: string; name: string; onboarded: boolean } | null;
  signedIn: boolean;
}) {
  const install = useAppInstall();
  const businessId = business?.id ?? null;
  const [everOpened, setEverOpened] = useState(false);
  const [queued, setQueued] = useState(false);

  useEffect(() => watchInstallEvents(), []);

  // Once wanted, it stays queued: the flag it writes on opening must not take it out of the queue again.
  const wanted =
    install.known &&
    businessId !== null &&
    !install.installed &&
    shouldAutoOpenInstallDialog({
      ...installState(install),
      signedIn,
      onboarded: business?.onboarded ?? false,
      shownFlag: readStorage('session', STORAGE_KEYS.pwaModalShown(businessId)),
    });
  useEffect(() => {
    if (wanted) setQueued(true);
  }, [wanted]);
  useEffect(() => {
    if (!queued || !businessId) return;
    return modalQueue.register(PWA_MODAL_ID, () => {
      const { installed, isStandalone } = appInstallStore.get();
      if (installed || isStandalone) return false;
      writeStorage('session', STORAGE_KEYS.pwaModalShown(businessId), INSTALL_DIALOG_SHOWN);
      openInstallDialog();
    });
  }, [queued, businessId]);

  useEffect(() => {
    if (install.open) setEverOpened(true);
  }, [install.open]);

  // Installed while the dialog is shut: the message comes as a toast (an open dialog shows it itself).
  const wasInstalled = useRef(install.installed);
  useEffect(() => {
    if (install.installed && !wasInstalled.current && !appInstallStore.get().open) {
      toast('success', APP_INSTALLED_MESSAGE);
    }
    wasInstalled.current = install.installed;
  }, [install.installed]);

  if (!business || !(install.open || everOpened)) return null;
  return (
    <Suspense fallback={null}>
      <AppInstallDialog businessName={business.name} />
    </Suspense>
  );
}

/** The top bar's install button; a signed-in person sees a warning badge on it while the app is not installed. */
export function AppInstallTrigger({ signedIn }: { signedIn: boolean }) {
  const install = useAppInstall();
  if (!install.known || install.installed || !canShowInstallDialog(installState(install))) return null;
  const badge = showsInstallBadge({ ...installState(install), signedIn });
  return (
    <button
      type="button"
      onClick={openInstallDialog}
      aria-label={badge ? 'Įdiegti programėlę (dar neįdiegta)' : 'Įdiegti programėlę'}
      data-testid="pwa-trigger"
      className="relative inline-flex items-center gap-1.5 rounded-xl px-2.5 py-2 text-sm font-semibold text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <InstallIcon />
      <span className="hidden sm:inline">Įdiegti</span>
      {badge ? (
        <span
          data-testid="pwa-warning-badge"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex size-4 items-center justify-center rounded-full bg-amber-500 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          !
        </span>
      ) : null}
    </button>
  );
}

/**
 * The install dialog (modal queue id `pwa`), loaded only when it opens: slides in over 250 ms; "Įdiegti"
 * uses the browser's own install prompt when there is one, otherwise slides in the steps for this browser.
 */
import { useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { APP_INSTALLED_MESSAGE, type InstallPlatform } from '../../core/pwa/install-support.ts';
import { PROMPT_ANIMATION_MS } from '../../core/ui/modal-queue-order.ts';
import { CheckCircleIcon, InstallIcon } from '../components/icons.tsx';
import {
  appInstallStore,
  closeInstallDialog,
  openInstallDialog,
  takeInstallPrompt,
} from './app-install-store.ts';
import { GenericModal } from './generic-modal.tsx';

// The last step is the same in Chrome and Edge on a computer.
const CLICK_INSTALL = 'Spustelėkite „Įdiegti“: programėlė atsidarys atskirame lange.';

const STEPS: Record<InstallPlatform, { browser: string; steps: string[] }> = {
  'ios-safari': {
    browser: 'Safari („iPhone“ ir „iPad“)',
    steps: [
      'Apatinėje juostoje bakstelėkite „Bendrinti“ (kvadratas su rodykle į viršų).',
      'Slinkite žemyn ir pasirinkite „Į pradžios ekraną“.',
      'Bakstelėkite „Pridėti“: programėlės piktograma atsiras pradžios ekrane.',
    ],
  },
  'android-chrome': {
    browser: 'Chrome („Android“)',
    steps: [
      'Viršuje dešinėje bakstelėkite meniu ⋮.',
      'Pasirinkite „Įdiegti programą“ arba „Pridėti prie pagrindinio ekrano“.',
      'Patvirtinkite paspaudę „Įdiegti“.',
    ],
  },
  'samsung-internet': {
    browser: 'Samsung Internet',
    steps: [
      'Apačioje dešinėje bakstelėkite meniu ☰.',
      'Pasirinkite „Pridėti puslapį prie“, tada „Pradžios ekrano“.',
      'Patvirtinkite paspaudę „Pridėti“.',
    ],
  },
  'desktop-chrome': {
    browser: 'Chrome (kompiuteryje)',
    steps: [
      'Adreso juostos dešinėje spustelėkite įdiegimo piktogramą (ekranas su rodykle).',
      'Jei jos nėra, atverkite meniu ⋮ ir pasirinkite „Išsaugoti ir bendrinti“ → „Įdiegti puslapį kaip programą“.',
      CLICK_INSTALL,
    ],
  },
  'desktop-edge': {
    browser: 'Microsoft Edge',
    steps: [
      'Viršuje dešinėje spustelėkite meniu ….',
      'Pasirinkite „Programos“ → „Įdiegti šią svetainę kaip programą“.',
      CLICK_INSTALL,
    ],
  },
};

const GENERIC_STEPS = [
  'Atverkite naršyklės meniu.',
  'Pasirinkite „Įdiegti programą“ arba „Pridėti prie pradžios ekrano“.',
  'Patvirtinkite įdiegimą.',
];

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

export default function AppInstallDialog({ businessName }: { businessName: string }) {
  const install = useSyncExternalStore(
    appInstallStore.subscribe,
    appInstallStore.get,
    appInstallStore.getServer,
  );
  const [showSteps, setShowSteps] = useState(false);
  const instructions = install.platform ? STEPS[install.platform] : null;

  const startInstall = async () => {
    const prompt = takeInstallPrompt();
    if (!prompt) {
      setShowSteps(true);
      return;
    }
    try {
      await prompt.prompt();
      // Accepted: the browser reports `appinstalled`, and the dialog then says so.
      await prompt.userChoice;
    } catch (error) {
      console.warn('Install prompt failed:', error);
      setShowSteps(true);
    }
  };

  return (
    <GenericModal
      id="pwa"
      testId="pwa-dialog"
      title={`Įdiekite „${businessName}“ programėlę`}
      isOpen={install.open}
      onOpenChange={(open) => (open ? openInstallDialog() : closeInstallDialog())}
      options={{ width: 480, fadeMs: PROMPT_ANIMATION_MS }}
      className="shell-slide"
      footer={({ close }) =>
        install.installed ? (
          <Button onPress={close} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            Gerai
          </Button>
        ) : (
          <>
            <Button
              onPress={close}
              className={`${buttonClass} border border-stone-300 bg-white text-zinc-800 hover:bg-stone-100`}
            >
              Ne dabar
            </Button>
            {showSteps ? null : (
              <Button
                onPress={() => void startInstall()}
                className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
              >
                <InstallIcon className="size-4" />
                Įdiegti
              </Button>
            )}
          </>
        )
      }
    >
      {install.installed ? (
        <p role="status" className="flex items-start gap-3 text-sm leading-relaxed text-zinc-800">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          {APP_INSTALLED_MESSAGE}
        </p>
      ) : (
        <>
          <p className="text-sm leading-relaxed">
            Programėlė atsidaro vienu bakstelėjimu iš pradžios ekrano: greita registracija, priminimai apie
            vizitus ir jūsų vizitai net be interneto ryšio.
          </p>
          {showSteps ? (
            <div className="shell-slide-steps mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
              <h3 className="text-sm font-semibold text-zinc-900">
                {instructions ? `Kaip įdiegti: ${instructions.browser}` : 'Kaip įdiegti'}
              </h3>
              <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-zinc-700">
                {(instructions?.steps ?? GENERIC_STEPS).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ) : null}
        </>
      )}
    </GenericModal>
  );
}

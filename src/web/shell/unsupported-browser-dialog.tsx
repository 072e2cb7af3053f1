/**
 * The unsupported-browser dialog, queued as `unsupported_browser`: shown once per business per session
 * (`unsupportedBrowserShown[<business id or 'site'>]`) when the browser is not one we support; recommends browsers for the platform and copies the page address to open it there.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { BrowserFamily } from '../../core/browser/supported-browsers.ts';
import { GenericModal, MODAL_DISMISS_BUTTON_CLASS } from './generic-modal.tsx';
import { CopyIcon } from '../components/icons.tsx';
import { useQueuedModal } from './modal-queue-host.tsx';
import { unsupportedBrowserShownKey } from './shell-flags.ts';
import { writeStorage } from './storage.ts';
import { unsupportedBrowserOffer } from './unsupported-browser-offer.ts';
import { copyText, LINK_COPIED_MESSAGE } from './clipboard.ts';
import { toast } from './toast-store.ts';

const UNSUPPORTED_BROWSER_MODAL_ID = 'unsupported_browser';

const BrowserLogo = lazy(() =>
  import('./browser-logos.tsx').then((module) => ({ default: module.BrowserLogo })),
);

const BROWSER_NAMES: Record<BrowserFamily, string> = {
  chrome: 'Google Chrome',
  safari: 'Safari',
  'mobile-safari': 'Safari',
  samsung: 'Samsung Internet',
  edge: 'Microsoft Edge',
  firefox: 'Firefox',
  other: 'Kita naršyklė',
};

/** A recommended browser with its logo (the logos load with the dialog, not with every page). */
function BrowserBadge({ family }: { family: BrowserFamily }) {
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3"
      data-browser={family}
    >
      <Suspense fallback={<span className="size-10 shrink-0 rounded-full bg-stone-100" />}>
        <BrowserLogo family={family} />
      </Suspense>
      <span className="font-medium text-zinc-900">{BROWSER_NAMES[family]}</span>
    </li>
  );
}

export function UnsupportedBrowserDialog({ businessId }: { businessId: string | null }) {
  const [recommended, setRecommended] = useState<readonly BrowserFamily[] | null>(null);
  const storageKey = unsupportedBrowserShownKey(businessId);

  useEffect(() => setRecommended(unsupportedBrowserOffer(storageKey)), [storageKey]);

  const { isOpen, setOpen } = useQueuedModal(UNSUPPORTED_BROWSER_MODAL_ID, recommended !== null, () =>
    writeStorage('session', storageKey, 'true'),
  );

  const copyAddress = async () => {
    if (await copyText(window.location.href)) toast('success', LINK_COPIED_MESSAGE);
  };

  return (
    <GenericModal
      id={UNSUPPORTED_BROWSER_MODAL_ID}
      testId="unsupported-browser"
      title="Jūsų naršyklė nepalaikoma"
      isOpen={isOpen}
      onOpenChange={setOpen}
      options={{ width: 520 }}
      footer={({ close }) => (
        <>
          <Button onPress={close} className={MODAL_DISMISS_BUTTON_CLASS}>
            Tęsti vis tiek
          </Button>
          <Button
            onPress={copyAddress}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <CopyIcon className="size-4" />
            Kopijuoti nuorodą
          </Button>
        </>
      )}
    >
      <p className="text-sm leading-relaxed">
        Kai kurios funkcijos (pranešimai, programėlės įdiegimas) šioje naršyklėje gali neveikti.
        Rekomenduojame atidaryti šį puslapį viena iš šių naršyklių:
      </p>
      <ul className="mt-4 grid gap-2">
        {(recommended ?? []).map((family) => (
          <BrowserBadge key={family} family={family} />
        ))}
      </ul>
      <p className="mt-4 text-sm text-zinc-600">
        Nukopijuokite nuorodą ir įklijuokite ją rekomenduojamoje naršyklėje.
      </p>
    </GenericModal>
  );
}

/**
 * The unsupported-browser dialog, queued as `unsupported_browser`: shown once per business per session
 * (`unsupportedBrowserShown[<business id or 'site'>]`) when the browser is not one we support; recommends browsers for the platform and copies the page address to open it there.
 */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  parseUserAgent,
  recommendedBrowser,
  type BrowserFamily,
} from '../../core/browser/supported-browsers.ts';
import { GenericModal } from './generic-modal.tsx';
import { CopyIcon } from '../components/icons.tsx';
import { useQueuedModal } from './modal-queue-host.tsx';
import { shouldOfferUnsupportedBrowserDialog, unsupportedBrowserShownKey } from './shell-flags.ts';
import { readStorage, writeStorage } from './storage.ts';
import { copyText } from './clipboard.ts';
import { toast } from './toast-store.ts';

const UNSUPPORTED_BROWSER_MODAL_ID = 'unsupported_browser';
const LINK_COPIED_MESSAGE = 'Nuoroda nukopijuota sėkmingai!';

function isStandaloneDisplay(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

const BROWSERS: Record<BrowserFamily, { name: string; colors: [string, string] }> = {
  chrome: { name: 'Google Chrome', colors: ['#1a73e8', '#34a853'] },
  safari: { name: 'Safari', colors: ['#0a84ff', '#5ac8fa'] },
  'mobile-safari': { name: 'Safari', colors: ['#0a84ff', '#5ac8fa'] },
  samsung: { name: 'Samsung Internet', colors: ['#6057ff', '#1428a0'] },
  edge: { name: 'Microsoft Edge', colors: ['#0c59a4', '#33c481'] },
  firefox: { name: 'Firefox', colors: ['#ff7139', '#e31587'] },
  other: { name: 'Kita naršyklė', colors: ['#71717a', '#a1a1aa'] },
};

/** A round, brand-coloured badge standing in for the browser's logo (no third-party images). */
function BrowserBadge({ family }: { family: BrowserFamily }) {
  const { name, colors } = BROWSERS[family];
  const gradientId = `browser-${family}`;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={colors[0]} />
            <stop offset="1" stopColor={colors[1]} />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill={`url(#${gradientId})`} />
        <circle cx="20" cy="20" r="8" fill="white" />
        <circle cx="20" cy="20" r="5" fill={colors[0]} />
      </svg>
      <span className="font-medium text-zinc-900">{name}</span>
    </li>
  );
}

export function UnsupportedBrowserDialog({ businessId }: { businessId: string | null }) {
  const [recommended, setRecommended] = useState<readonly BrowserFamily[] | null>(null);
  const storageKey = unsupportedBrowserShownKey(businessId);

  useEffect(() => {
    const userAgent = navigator.userAgent;
    const isStandalone = isStandaloneDisplay();
    const offer = shouldOfferUnsupportedBrowserDialog({
      userAgent,
      isStandalone,
      shownFlag: readStorage('session', storageKey),
    });
    setRecommended(offer ? recommendedBrowser(parseUserAgent(userAgent, { isStandalone }).os) : null);
  }, [storageKey]);

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
          <Button
            onPress={close}
            className="rounded-xl border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
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

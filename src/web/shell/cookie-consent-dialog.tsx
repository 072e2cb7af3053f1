/** The cookie consent dialog, queued as `cookie_consent`. */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { needsCookieConsent, recordCookieConsent, type CookieConsentAction } from './consent-cookie.ts';
import { GenericModal } from './generic-modal.tsx';
import { LegalLinks } from './legal-links.tsx';
import { useQueuedModal } from './modal-queue-host.tsx';

const COOKIE_CONSENT_MODAL_ID = 'cookie_consent';

export function CookieConsentDialog({ brandName }: { brandName: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(needsCookieConsent(window)), []);
  const { isOpen, setOpen } = useQueuedModal(COOKIE_CONSENT_MODAL_ID, wanted);

  const choose = (action: CookieConsentAction) => {
    recordCookieConsent(action, window);
    setOpen(false);
  };

  return (
    <GenericModal
      id={COOKIE_CONSENT_MODAL_ID}
      testId="cookie-consent"
      title="Slapukai"
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={false}
      options={{ width: 520 }}
      footer={
        <>
          <Button
            onPress={() => choose('accept_necessary')}
            className="rounded-xl border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            Tik būtini
          </Button>
          <Button
            onPress={() => choose('accept_all')}
            className="rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            Sutinku
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed">
        {brandName} naudoja slapukus, kad svetainė veiktų patikimai, prisimintų jūsų pasirinkimus ir padėtų
        mums ją tobulinti. Būtinieji slapukai reikalingi prisijungimui ir vizitų registracijai.
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        Paspaudę „Sutinku“ leidžiate naudoti ir analitinius slapukus. Pasirinkimą prisiminsime metus.
      </p>
      <p className="mt-3 text-sm leading-relaxed">
        Plačiau – <LegalLinks privacy="privatumo politikoje" terms="naudojimosi taisyklėse" />.
      </p>
    </GenericModal>
  );
}

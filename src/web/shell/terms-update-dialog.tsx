/** The new-terms dialog (loaded on demand by terms-update.tsx). */
import { buildRoute } from '../../contracts/routes.ts';
import { TERMS_EFFECTIVE_DATE } from '../../core/legal/terms-version.ts';
import { buttonClass } from '../components/button.tsx';
import { useAppPath } from '../lib/app-paths.ts';
import { useIntentFetcher } from '../lib/use-intent-fetcher.ts';
import { GenericModal } from './generic-modal.tsx';
import { LegalLinks } from './legal-links.tsx';
import { ACCEPT_TERMS_INTENT } from '../../contracts/profile.ts';

export default function TermsUpdateDialog({
  id,
  isOpen,
  onAccepted,
}: {
  id: string;
  isOpen: boolean;
  onAccepted: () => void;
}) {
  const to = useAppPath();
  const { fetcher, busy } = useIntentFetcher({ intent: ACCEPT_TERMS_INTENT, onSuccess: onAccepted });
  const accept = () =>
    fetcher.submit(
      { intent: ACCEPT_TERMS_INTENT },
      { method: 'post', action: `${to(buildRoute('account'))}?index` },
    );
  return (
    <GenericModal
      id={id}
      testId="terms-update"
      title="Atnaujinome privatumo politiką ir taisykles"
      isOpen={isOpen}
      isDismissable={false}
      hideCloseButton
      options={{ width: 520 }}
      footer={
        <button
          type="button"
          onClick={accept}
          disabled={busy}
          className={buttonClass('primary', 'w-full sm:w-auto')}
        >
          {busy ? 'Išsaugoma...' : 'Sutinku'}
        </button>
      }
    >
      <p className="text-sm leading-relaxed">
        Nuo {TERMS_EFFECTIVE_DATE} galioja atnaujinta{' '}
        <LegalLinks privacy="privatumo politika" terms="naudojimosi taisyklės" />. Perskaitykite, kas
        pasikeitė, ir patvirtinkite, kad sutinkate.
      </p>
    </GenericModal>
  );
}

/** What Premium adds, and the way to switch (loaded on demand by premium-offer.tsx). */
import { Link } from 'react-router';
import { Button } from 'react-aria-components';
import { BILLING_PLANS } from '../../core/billing/monthly-fee.ts';
import { PREMIUM_FEATURES, type PremiumFeature } from '../../core/billing/premium-features.ts';
import { formatEuro } from '../../core/format/money.ts';
import { buildRoute } from '../../contracts/routes.ts';
import { CheckCircleIcon } from '../components/icons.tsx';
import { GenericModal, MODAL_DISMISS_BUTTON_CLASS } from './generic-modal.tsx';

export default function PremiumOfferDialog({
  id,
  isOpen,
  slug,
  mayChangePlan,
  tried,
  onClose,
}: {
  id: string;
  isOpen: boolean;
  slug: string;
  mayChangePlan: boolean;
  tried: PremiumFeature | null;
  onClose: () => void;
}) {
  const premium = BILLING_PLANS.premium;
  return (
    <GenericModal
      id={id}
      testId="premium-offer"
      title="Planas „Premium“"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      options={{ width: 520 }}
      footer={({ close }) => (
        <>
          <Button onPress={close} className={MODAL_DISMISS_BUTTON_CLASS}>
            Ne dabar
          </Button>
          {mayChangePlan ? (
            <Link
              to={`${buildRoute('admin_billing', { slug })}#planas`}
              onClick={close}
              className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            >
              Rinktis „Premium“
            </Link>
          ) : null}
        </>
      )}
    >
      {tried ? (
        <p className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          „{PREMIUM_FEATURES[tried].title}“ įtraukta į planą „Premium“.
        </p>
      ) : null}
      <p className="text-sm leading-relaxed">Su planu „Premium“ jūsų salonas gauna daugiau:</p>
      <ul className="mt-3 space-y-3">
        {(Object.keys(PREMIUM_FEATURES) as PremiumFeature[]).map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              <span className="block text-sm font-semibold text-zinc-900">
                {PREMIUM_FEATURES[feature].title}
              </span>
              <span className="block text-sm text-zinc-600">{PREMIUM_FEATURES[feature].description}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-zinc-600">
        {formatEuro(premium.baseFeeCents)} per mėnesį ir {formatEuro(premium.perSpecialistCents)} už kiekvieną
        aktyvų specialistą, su PVM.
        {mayChangePlan ? null : ' Planą gali pakeisti verslo savininkas.'}
      </p>
    </GenericModal>
  );
}

/**
 * The salons whose offers and rebook nudges the client agreed to, each with "Atšaukti sutikimą", posted to
 * the action of the page it stands on (the profile page, on the website or in a business's app). The list
 * comes from the page's loader.
 */
import type { MarketingConsent } from '../../../contracts/marketing-consent.ts';
import { formatDateWithYear, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import { buttonClass } from '../../components/button.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

/** The `intent` of a withdrawal, answered by the profile page's action. */
export const WITHDRAW_MARKETING_CONSENT_INTENT = 'withdraw-marketing-consent';

const GRANTED_VIA_TEXT: Record<MarketingConsent['grantedVia'], string> = {
  booking: 'registruojantis vizitui',
  account: 'paskyroje',
};

export function MarketingConsents({ items }: { items: readonly MarketingConsent[] }) {
  const { fetcher, busy } = useIntentFetcher({ intent: WITHDRAW_MARKETING_CONSENT_INTENT });
  const pending = busy ? fetcher.formData?.get('business') : null;

  if (items.length === 0) {
    return (
      <p className="text-sm text-zinc-600" data-testid="marketing-consents">
        Nė vienam salonui nesutikote siųsti pasiūlymų. Sutikti galite registruodamiesi vizitui.
      </p>
    );
  }
  return (
    <div data-testid="marketing-consents">
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {items.map((consent) => (
          <li
            key={consent.business.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="marketing-consent"
          >
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-zinc-900">{consent.business.name}</span>
              <span className="mt-0.5 block text-sm text-zinc-600">
                Sutikote {formatDateWithYear(localDateOf(consent.grantedAt, LITHUANIA_TIME_ZONE))}{' '}
                {GRANTED_VIA_TEXT[consent.grantedVia]}
              </span>
            </span>
            <fetcher.Form method="post" className="shrink-0">
              <input type="hidden" name="intent" value={WITHDRAW_MARKETING_CONSENT_INTENT} />
              <input type="hidden" name="business" value={consent.business.slug} />
              <button
                type="submit"
                disabled={busy}
                aria-label={`Atšaukti sutikimą: ${consent.business.name}`}
                className={buttonClass('secondary')}
              >
                {pending === consent.business.slug ? 'Atšaukiama…' : 'Atšaukti sutikimą'}
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { buildRoute } from '../../../contracts/routes.ts';
import { HeartIcon } from '../../components/icons.tsx';
import type { FormResult } from '../../lib/page-results.ts';
import { toast } from '../../shell/toast-store.ts';
import { businessPath } from './catalog-text.ts';

/** The business page's action takes this intent with `favourite` = "1" (add) or "0" (remove). */
export const FAVOURITE_INTENT = 'favourite';

export const FAVOURITE_ADDED = 'Salonas pridėtas prie „Mano salonai“.';
export const FAVOURITE_REMOVED = 'Salonas pašalintas iš „Mano salonai“.';

const BUTTON_CLASS =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-stone-200 transition hover:bg-brand-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The heart that keeps a salon in the client's "Mano salonai". `favourite` is null for a visitor who is not
 * signed in (the cached public page): the heart then leads to sign-in and back here.
 */
export function FavouriteButton({ slug, favourite }: { slug: string; favourite: boolean | null }) {
  // A plain fetcher rather than useIntentFetcher: the public page stays light (no phone-number rules).
  const fetcher = useFetcher<FormResult>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) toast(answer.ok ? 'success' : 'danger', answer.message);
  }, [answer]);
  if (favourite === null) {
    return (
      <Link
        to={buildRoute('sign_in', { grizti: businessPath(slug) })}
        className={BUTTON_CLASS}
        aria-label="Įsiminti saloną (reikia prisijungti)"
        title="Įsiminti saloną"
      >
        <HeartIcon className="size-5" />
      </Link>
    );
  }
  // Shown as chosen at once; the page's data follows the answer.
  const sent = fetcher.formData?.get('favourite');
  const shown = typeof sent === 'string' ? sent === '1' : favourite;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={FAVOURITE_INTENT} />
      <input type="hidden" name="favourite" value={shown ? '0' : '1'} />
      <button
        type="submit"
        className={BUTTON_CLASS}
        aria-pressed={shown}
        aria-label="Įsiminti saloną"
        title={shown ? 'Pašalinti iš „Mano salonai“' : 'Įsiminti: pridėti prie „Mano salonai“'}
      >
        <HeartIcon filled={shown} className="size-5" />
      </button>
    </fetcher.Form>
  );
}

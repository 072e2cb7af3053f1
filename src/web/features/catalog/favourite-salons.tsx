import { Link } from 'react-router';
import type { FavouriteSalon } from '../../../contracts/favourites.ts';
import { ChevronRightIcon, HeartIcon } from '../../components/icons.tsx';
import { BusinessLogo } from './business-logo.tsx';
import { bookingPath } from './catalog-text.ts';

/** "Mano salonai": the client's favourite salons as a row of cards, each opening the salon's booking. */
export function FavouriteSalons({
  salons,
  emptyHint = false,
  className = '',
}: {
  salons: readonly FavouriteSalon[];
  /** Show how to add one when the list is empty (otherwise an empty list shows nothing). */
  emptyHint?: boolean;
  className?: string;
}) {
  if (salons.length === 0 && !emptyHint) return null;
  return (
    <section aria-labelledby="favourite-salons-heading" className={className}>
      <h2
        id="favourite-salons-heading"
        className="flex items-center gap-2 text-lg font-semibold text-zinc-900 sm:text-xl"
      >
        <HeartIcon filled className="size-5 text-brand-600" />
        Mano salonai
      </h2>
      {salons.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">
          Paspauskite širdelę salono puslapyje – salonas atsiras čia, ir kitą kartą užsiregistruosite
          greičiau.
        </p>
      ) : (
        <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {salons.map((salon) => (
            <li key={salon.slug} className="w-72 max-w-[85vw] shrink-0 snap-start">
              <Link
                to={bookingPath(salon.slug)}
                className="flex h-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <BusinessLogo name={salon.name} src={salon.logo} className="size-12 rounded-xl" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 leading-snug font-semibold text-zinc-900">{salon.name}</span>
                  <span className="block truncate text-sm text-zinc-600">{salon.city ?? 'Registruotis'}</span>
                </span>
                <ChevronRightIcon className="size-4 shrink-0 text-zinc-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

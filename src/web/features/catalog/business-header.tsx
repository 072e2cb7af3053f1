import type { PublicBusiness } from '../../../contracts/catalog.ts';
import { InfoIcon, MapPinIcon } from '../../components/icons.tsx';
import { ShareButton } from '../../shell/share-button.tsx';
import { BookOrCall, SHARE_BUTTON_CLASS } from './business-contacts.tsx';
import { BusinessLogo } from './business-logo.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { formatRating, NOT_BOOKABLE_ONLINE, reviewCountLabel } from './catalog-text.ts';
import { RatingStars } from './rating-stars.tsx';
import { AddressText } from '../../components/contact-text.tsx';

/**
 * Logo, name, rating, address and the "Mano salonai" heart (`favourite`: null for a visitor not signed in);
 * on phones and tablets also the main action and sharing.
 */
export function BusinessHeader({
  business,
  favourite,
}: {
  business: PublicBusiness;
  favourite: boolean | null;
}) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <BusinessLogo
          name={business.name}
          src={business.logoRound ?? business.logo}
          className="size-16 rounded-full ring-4 ring-white shadow-md sm:size-20"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl leading-tight font-bold tracking-tight text-zinc-900 sm:text-3xl">
            {business.name}
          </h1>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {business.rating !== null ? (
              <>
                <span className="font-semibold text-zinc-900">{formatRating(business.rating)}</span>
                <RatingStars rating={business.rating} />
                <a
                  href="#atsiliepimai"
                  className="text-zinc-600 underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {reviewCountLabel(business.reviewCount)}
                </a>
              </>
            ) : (
              <span className="text-zinc-600">{reviewCountLabel(0)}</span>
            )}
          </div>
          {business.address ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-zinc-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-zinc-500" />
              <AddressText address={business.address} />
            </p>
          ) : null}
        </div>
        <FavouriteButton slug={business.slug} favourite={favourite} />
      </div>
      {!business.onboarded ? (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {NOT_BOOKABLE_ONLINE}
            {business.phone ? (
              <>
                {' '}
                <a href={telHref(business.phone)} className="font-semibold whitespace-nowrap underline">
                  {formatPhone(business.phone)}
                </a>
              </>
            ) : null}
            .
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 lg:hidden">
        <BookOrCall business={business} className="flex-1 sm:flex-none" />
        <ShareButton title={business.name} className={SHARE_BUTTON_CLASS} iconOnlyOnNarrow />
      </div>
    </header>
  );
}

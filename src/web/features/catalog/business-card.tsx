import { Link } from 'react-router';
import type { Area, BusinessSearchItem, SearchMatch } from '../../../contracts/catalog.ts';
import type { FreeTimeDay } from './search-query.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { CalendarIcon, MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { BusinessLogo } from './business-logo.tsx';
import {
  businessPath,
  formatRating,
  monogram,
  NOT_BOOKABLE_ONLINE,
  reviewCountLabel,
} from './catalog-text.ts';
import { RatingStars } from './rating-stars.tsx';

interface BusinessCardProps {
  business: BusinessSearchItem;
  areas: readonly Area[];
  /** `row` on wide screens: picture left, details right (search results); `compact` without the picture. */
  layout?: 'grid' | 'row' | 'compact';
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that opens the page: its picture is the page's largest, so it loads first. */
  priority?: boolean;
  /** The free times of `business.match`, by day (search-query.ts). */
  freeTimes?: readonly FreeTimeDay[];
  /** Free times may fall on several days ("kuo greičiau"): each day's times under its name. */
  showDays?: boolean;
}

/** The free times of the best-matching service: each a link into the booking, at its last step. */
function FreeTimes({
  match,
  days,
  showDays,
}: {
  match: SearchMatch;
  days: readonly FreeTimeDay[];
  showDays: boolean;
}) {
  return (
    <div className="relative z-10 rounded-xl bg-brand-50/70 p-3">
      <p className="text-sm leading-snug font-semibold text-zinc-900">{match.serviceName}</p>
      <p className="text-sm text-zinc-600">
        {formatDuration(match.durationMinutes, 'inText')} · {formatEuro(match.priceCents)}
      </p>
      {days.map((day) => (
        <div key={day.date} className="mt-2">
          {showDays ? (
            <p className="mb-1 text-xs font-medium text-zinc-600 first-letter:uppercase">{day.label}</p>
          ) : null}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={`Laisvi laikai ${day.label}`}>
            {day.times.map(({ time, href }) => (
              <li key={time}>
                <Link
                  to={href}
                  className="block rounded-lg bg-white py-2 text-center text-sm font-semibold text-brand-800 tabular-nums ring-1 ring-brand-200 hover:bg-brand-700 hover:text-white"
                >
                  {time}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * A business in a list. The whole card is one link (the name's link stretched over it); the phone link of a
 * business that cannot be booked online sits above that layer so it stays its own target.
 */
export function BusinessCard({
  business,
  areas,
  layout = 'grid',
  headingLevel: Heading = 'h3',
  priority = false,
  freeTimes = [],
  showDays = false,
}: BusinessCardProps) {
  const areaNames = business.area
    .map((slug) => areas.find((a) => a.slug === slug)?.name)
    .filter((name): name is string => Boolean(name));
  const row = layout === 'row';
  const compact = layout === 'compact';
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 ${
        row ? 'sm:flex-row' : ''
      }`}
    >
      {compact ? null : (
        <div
          className={`relative shrink-0 ${row ? 'aspect-[2/1] sm:aspect-auto sm:w-64 lg:w-72' : 'aspect-[16/9]'}`}
        >
          {business.cover ? (
            <img
              src={business.cover}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              width={480}
              height={320}
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-50 via-rose-100 to-stone-100"
            >
              <span className="text-5xl font-semibold text-brand-300">{monogram(business.name)}</span>
            </div>
          )}
          {!business.onboarded ? (
            <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-zinc-700 shadow-sm">
              Registracija telefonu
            </span>
          ) : null}
        </div>
      )}

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <BusinessLogo
            name={business.name}
            src={business.logo}
            className="size-11 rounded-full ring-2 ring-white shadow-sm"
          />
          <div className="min-w-0 flex-1">
            <Heading className="text-base leading-snug font-semibold text-zinc-900 sm:text-lg">
              <Link
                to={businessPath(business.slug)}
                prefetch="intent"
                className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
              >
                {business.name}
              </Link>
            </Heading>
            <p className="mt-0.5 flex items-start gap-1 text-sm text-zinc-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-zinc-400" />
              <span className="min-w-0">{business.address || business.cityName}</span>
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {business.rating !== null ? (
            <>
              <span className="font-semibold text-zinc-900">{formatRating(business.rating)}</span>
              <RatingStars rating={business.rating} />
              <span className="text-zinc-600">({reviewCountLabel(business.reviewCount)})</span>
            </>
          ) : (
            <span className="text-zinc-600">{reviewCountLabel(0)}</span>
          )}
        </div>

        {business.match && freeTimes.length > 0 ? (
          <FreeTimes match={business.match} days={freeTimes} showDays={showDays} />
        ) : null}

        {row && business.topServices.length > 0 && freeTimes.length === 0 ? (
          <ul
            className="divide-y divide-stone-100 rounded-xl bg-stone-50 px-3 text-sm"
            aria-label="Paslaugos"
          >
            {business.topServices.map((service) => (
              <li
                key={service.id}
                className="flex flex-col py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
              >
                <span className="min-w-0 text-zinc-800">{service.name}</span>
                <span className="shrink-0 whitespace-nowrap text-zinc-600">
                  {formatDuration(service.durationMinutes, 'inText')} ·{' '}
                  <span className="font-medium text-zinc-900">{formatEuro(service.priceCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        {areaNames.length > 0 && !compact ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Paslaugų sritys">
            {areaNames.map((name) => (
              <li
                key={name}
                className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-zinc-700"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : null}

        {compact ? null : (
          <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
            {business.onboarded ? (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                <CalendarIcon className="size-4" />
                Registracija internetu
              </span>
            ) : (
              <div className="relative z-10 text-sm">
                <p className="text-zinc-600">{NOT_BOOKABLE_ONLINE}</p>
                {business.phone ? (
                  <a
                    href={telHref(business.phone)}
                    className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                  >
                    <PhoneIcon className="size-4" />
                    {formatPhone(business.phone)}
                  </a>
                ) : null}
              </div>
            )}
            {business.priceFrom !== null ? (
              <p className="text-sm text-zinc-600">
                nuo{' '}
                <span className="text-base font-semibold text-zinc-900">
                  {formatEuro(business.priceFrom)}
                </span>
              </p>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
}

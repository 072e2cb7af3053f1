import { data, Link } from 'react-router';
import type { Area, PublicBusiness } from '../../../contracts/catalog.ts';
import {
  formatLongDate,
  formatShortDate,
  LITHUANIAN_MONTHS_GENITIVE,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-number.ts';
import { WEEKDAY_LABELS } from '../../../core/schedules/weekly-hours.ts';
import { BusinessLogo } from '../../features/catalog/business-logo.tsx';
import { CatalogErrorPanel } from '../../features/catalog/not-found-panel.tsx';
import {
  bookingPath,
  businessPath,
  formatRating,
  initials,
  NOT_BOOKABLE_ONLINE,
  reviewCountLabel,
  searchHeading,
  searchPath,
  SERVICE_FORMS,
} from '../../features/catalog/catalog-text.ts';
import { RatingStars } from '../../features/catalog/rating-stars.tsx';
import { appHomeFromMarketplace } from '../../shell/shell-flags.ts';
import { ShareButton } from '../../features/catalog/share-button.tsx';
import {
  CalendarPlusIcon,
  ChevronRightIcon,
  ClockIcon,
  InfoIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '../../components/icons.tsx';
import { breadcrumbStructuredData, salonStructuredData } from '../../../core/seo/structured-data.ts';
import { absoluteUrl, pageMeta, siteUrlOf } from '../../lib/page-meta.ts';
import type { Route } from './+types/business';

const TIME_ZONE = 'Europe/Vilnius';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Verslas nerastas – Grožio Laikas' }];
  const { business, brandName, areas, location } = loaderData;
  const siteUrl = siteUrlOf(matches);
  const where = business.cityName ? `, ${business.cityName}` : '';
  const path = businessPath(business.slug);
  const firstArea = servicesByArea(business, areas)[0]?.area ?? null;
  const picture = business.images[0]?.url ?? business.profileImage;
  return pageMeta({
    matches,
    path,
    title: `${business.name}${where} – ${brandName}`,
    description:
      business.description.trim() ||
      `${business.name}${where}: paslaugos, kainos, specialistai ir atsiliepimai.`,
    image: picture ? { url: picture, alt: business.name } : null,
    structuredData: [
      salonStructuredData({
        url: absoluteUrl(siteUrl, path),
        name: business.name,
        description: business.description.trim(),
        images: business.images.map((i) => absoluteUrl(siteUrl, i.url)),
        logo: business.logo ? absoluteUrl(siteUrl, business.logo) : null,
        telephone: business.phone,
        email: business.email,
        streetAddress: business.address,
        city: business.cityName,
        openingHours: business.openingHours,
        services: business.services,
        rating: business.rating,
        reviewCount: business.reviewCount,
        reviews: business.reviews,
        bookingUrl: business.onboarded ? absoluteUrl(siteUrl, bookingPath(business.slug)) : null,
      }),
      breadcrumbStructuredData([
        { name: 'Pradžia', url: absoluteUrl(siteUrl, '/') },
        {
          name: searchHeading(firstArea, location),
          url: absoluteUrl(siteUrl, searchPath({ area: firstArea?.slug, location: location?.slug })),
        },
        { name: business.name, url: absoluteUrl(siteUrl, path) },
      ]),
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const [business, areas, locations] = await Promise.all([
    context.services.catalog.businessBySlug(params.slug),
    context.services.catalog.areas(),
    context.services.catalog.locations(),
  ]);
  if (!business) throw data(null, { status: 404 });
  return {
    brandName: context.brandName,
    business,
    areas,
    location: locations.find((l) => l.slug === business.city) ?? null,
    currentYear: Number(localDateOf(new Date().toISOString(), TIME_ZONE).slice(0, 4)),
  };
}

/** Services in the order of the areas, each area's own in the business's order. */
function servicesByArea(business: PublicBusiness, areas: readonly Area[]) {
  const groups = new Map<string, PublicBusiness['services']>();
  for (const service of business.services) {
    const list = groups.get(service.area) ?? [];
    list.push(service);
    groups.set(service.area, list);
  }
  const rank = (slug: string) => {
    const index = areas.findIndex((a) => a.slug === slug);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([slug, services]) => ({ area: areas.find((a) => a.slug === slug) ?? null, slug, services }));
}

/** `sk, lapkr. 22` this year, `2025-11-22` before. */
function reviewShortDate(iso: string, currentYear: number): string {
  const date = localDateOf(iso, TIME_ZONE);
  return Number(date.slice(0, 4)) === currentYear ? formatShortDate(date) : date;
}

/** `sekmadienis, lapkričio 22 d.` this year, `2025 m. lapkričio 22 d.` before. */
function reviewDate(iso: string, currentYear: number): string {
  const date = localDateOf(iso, TIME_ZONE);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year === currentYear) return formatLongDate(date);
  return `${year} m. ${LITHUANIAN_MONTHS_GENITIVE[month - 1]} ${day} d.`;
}

function Gallery({ business }: { business: PublicBusiness }) {
  const images = business.images.slice(0, 5);
  if (images.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="relative h-28 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 via-rose-50 to-amber-50 sm:h-40"
      >
        <div className="absolute -top-16 -left-10 size-64 rounded-full bg-white/50 blur-2xl" />
        <div className="absolute -right-10 -bottom-24 size-72 rounded-full bg-brand-200/50 blur-2xl" />
        <div className="absolute top-6 right-1/3 size-16 rounded-full bg-white/40" />
      </div>
    );
  }
  const shown = images.length >= 5 ? images : images.length >= 3 ? images.slice(0, 3) : images;
  const tile = (index: number) => {
    if (shown.length === 1) return 'md:col-span-4 md:row-span-2';
    if (shown.length === 2) return 'md:col-span-2 md:row-span-2';
    if (index === 0) return 'md:col-span-2 md:row-span-2';
    return shown.length === 3 ? 'md:col-span-2' : 'md:col-span-1';
  };
  return (
    <div
      role="region"
      aria-label="Nuotraukų galerija"
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 md:overflow-visible"
    >
      <ul className="flex snap-x snap-mandatory gap-2 md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2">
        {shown.map((image, index) => {
          const srcSet = Object.entries(image.urls)
            .map(([width, url]) => `${url} ${width}w`)
            .join(', ');
          return (
            <li
              key={image.id}
              className={`relative aspect-[4/3] w-[85%] shrink-0 snap-center overflow-hidden rounded-2xl bg-stone-200 sm:w-[60%] md:aspect-auto md:w-auto ${tile(index)} ${
                index === 0 ? 'md:rounded-l-3xl' : ''
              }`}
            >
              <img
                src={image.url}
                srcSet={srcSet || undefined}
                sizes={index === 0 ? '(min-width: 768px) 50vw, 85vw' : '(min-width: 768px) 25vw, 85vw'}
                alt={image.caption || `${business.name} – nuotrauka ${index + 1}`}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="absolute inset-0 size-full object-cover"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function BookOrCall({ business, className = '' }: { business: PublicBusiness; className?: string }) {
  if (business.onboarded) {
    return (
      <Link
        to={bookingPath(business.slug)}
        className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-brand-800 sm:px-6 ${className}`}
      >
        <CalendarPlusIcon className="size-5 shrink-0" />
        Registruotis vizitui
      </Link>
    );
  }
  return business.phone ? (
    <a
      href={telHref(business.phone)}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-brand-800 ${className}`}
    >
      <PhoneIcon className="size-5" />
      Skambinti {formatPhone(business.phone)}
    </a>
  ) : null;
}

/** The week Monday first, with the hours the door is open or "Nedirba". */
function OpeningHoursList({ hours }: { hours: PublicBusiness['openingHours'] }) {
  if (hours.length === 0) return null;
  return (
    <>
      <h2 className="mt-5 text-base font-semibold text-zinc-900">Darbo laikas</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {WEEKDAY_LABELS.map((label, index) => {
          const day = hours.filter((h) => h.dayOfWeek === index + 1);
          return (
            <div key={label} className="contents">
              <dt className="text-zinc-600">{label}</dt>
              <dd className="text-right text-zinc-800 tabular-nums">
                {day.length > 0 ? day.map((h) => `${h.opens}–${h.closes}`).join(', ') : 'Nedirba'}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

const sectionHeading = 'text-xl font-semibold text-zinc-900 sm:text-2xl';
const card = 'rounded-2xl border border-stone-200 bg-white shadow-sm';

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const { business, areas, location, currentYear } = loaderData;
  const groups = servicesByArea(business, areas);
  const firstArea = groups[0]?.area ?? null;
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${business.address}`)}`;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
      <nav aria-label="Kelias iki puslapio" className="mb-4 text-sm text-zinc-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-800 hover:underline">
              Pradžia
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-3.5" />
          </li>
          <li>
            <Link
              to={searchPath({ area: firstArea?.slug, location: location?.slug })}
              className="hover:text-brand-800 hover:underline"
            >
              {searchHeading(firstArea, location)}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-3.5" />
          </li>
          <li>
            <span aria-current="page">{business.name}</span>
          </li>
        </ol>
      </nav>

      <Gallery business={business} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          {/* Header */}
          <header className="flex flex-col gap-4">
            <div className="flex items-start gap-4">
              <BusinessLogo
                name={business.name}
                src={business.logoRound ?? business.logo}
                className="size-16 rounded-full ring-4 ring-white shadow-md sm:size-20"
              />
              <div className="min-w-0">
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
                    {business.address}
                  </p>
                ) : null}
              </div>
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
              <ShareButton title={business.name} iconOnlyOnNarrow />
            </div>
          </header>

          {business.description ? (
            <section aria-labelledby="apie-heading">
              <h2 id="apie-heading" className={sectionHeading}>
                Apie mus
              </h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-zinc-700">{business.description}</p>
            </section>
          ) : null}

          {/* Services */}
          <section aria-labelledby="paslaugos-heading">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="paslaugos-heading" className={sectionHeading}>
                Paslaugos
              </h2>
              <span className="text-sm text-zinc-600">
                {formatCount(business.services.length, SERVICE_FORMS)}
              </span>
            </div>
            {groups.length === 0 ? (
              <p className="mt-3 text-zinc-600">Paslaugų sąrašas dar neužpildytas.</p>
            ) : (
              <div className="mt-4 space-y-6">
                {groups.map((group) => (
                  <div key={group.slug}>
                    <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                      {group.area?.name ?? group.slug}
                    </h3>
                    <ul className={`mt-2 divide-y divide-stone-100 ${card}`}>
                      {group.services.map((service) => (
                        <li
                          key={service.id}
                          className="flex items-start justify-between gap-3 p-4 sm:items-center"
                        >
                          <div className="min-w-0 flex-1">
                            <p className="font-medium text-zinc-900">{service.name}</p>
                            {service.description ? (
                              <p className="mt-0.5 text-sm text-zinc-600">{service.description}</p>
                            ) : null}
                            <p className="mt-1 flex items-center gap-1 text-sm text-zinc-600">
                              <ClockIcon className="size-4 text-zinc-500" />
                              {formatDuration(service.durationMinutes, 'inText')}
                            </p>
                          </div>
                          <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center sm:gap-4">
                            <span className="text-base font-semibold whitespace-nowrap text-zinc-900">
                              {formatEuro(service.priceCents)}
                            </span>
                            {business.onboarded ? (
                              <Link
                                to={bookingPath(business.slug, service.id)}
                                aria-label={`Registruotis: ${service.name}`}
                                className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-brand-50 sm:px-4"
                              >
                                Registruotis
                              </Link>
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </section>

          {/* Specialists */}
          {business.specialists.length > 0 ? (
            <section aria-labelledby="komanda-heading">
              <h2 id="komanda-heading" className={sectionHeading}>
                Komanda
              </h2>
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {business.specialists.map((person) => (
                  <li key={person.id} className={`flex flex-col items-center p-4 text-center ${card}`}>
                    {person.photo ? (
                      <img
                        src={person.photo}
                        alt=""
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-16 rounded-full object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-rose-200 text-lg font-semibold text-brand-800"
                      >
                        {initials(person.name)}
                      </span>
                    )}
                    <p className="mt-3 text-sm font-semibold text-zinc-900">{person.name}</p>
                    {person.title ? <p className="mt-0.5 text-xs text-zinc-600">{person.title}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {/* Reviews */}
          <section aria-labelledby="atsiliepimai-heading" id="atsiliepimai" className="scroll-mt-24">
            <h2 id="atsiliepimai-heading" className={sectionHeading}>
              Atsiliepimai
            </h2>
            {business.rating !== null ? (
              <div className={`mt-4 flex items-center gap-4 p-5 ${card}`}>
                <span className="text-4xl font-bold text-zinc-900">{formatRating(business.rating)}</span>
                <div>
                  <RatingStars rating={business.rating} size="size-5" />
                  <p className="mt-1 text-sm text-zinc-600">
                    {reviewCountLabel(business.reviewCount)}
                    {business.reviewCount > business.reviews.length
                      ? ` · rodomi naujausi ${business.reviews.length}`
                      : ''}
                  </p>
                </div>
              </div>
            ) : (
              <p className="mt-3 text-zinc-600">
                Atsiliepimų dar nėra. Po vizito klientai gali įvertinti paslaugą.
              </p>
            )}
            {business.reviews.length > 0 ? (
              <ul className="mt-4 grid gap-3">
                {business.reviews.map((review) => (
                  <li key={review.id} className={`p-4 sm:p-5 ${card}`}>
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-zinc-700"
                      >
                        {initials(review.authorName)}
                      </span>
                      <div className="min-w-0">
                        <p className="text-sm font-semibold text-zinc-900">{review.authorName}</p>
                        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5">
                          <RatingStars rating={review.rating} size="size-3.5" />
                          <time
                            dateTime={review.createdAt}
                            title={reviewDate(review.createdAt, currentYear)}
                            className="text-xs text-zinc-600"
                          >
                            {reviewShortDate(review.createdAt, currentYear)}
                          </time>
                        </p>
                      </div>
                    </div>
                    {review.comment ? (
                      <p className="mt-3 text-sm leading-relaxed text-zinc-700">{review.comment}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>

        {/* Sidebar */}
        <aside aria-label="Kontaktai ir registracija" className="lg:sticky lg:top-6 lg:self-start">
          <div className={`p-5 ${card}`}>
            <div className="hidden flex-col gap-2 lg:flex">
              <BookOrCall business={business} className="w-full" />
              {business.onboarded ? (
                <p className="text-center text-xs text-zinc-600">Laisvus laikus matysite kitame žingsnyje.</p>
              ) : null}
            </div>
            <h2 className="text-base font-semibold text-zinc-900 lg:mt-5">Kontaktai</h2>
            <ul className="mt-3 space-y-3 text-sm">
              {business.address ? (
                <li className="flex items-start gap-2.5">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="block text-zinc-800">{business.address}</span>
                    <a
                      href={mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 hover:underline"
                    >
                      Rodyti žemėlapyje
                    </a>
                  </span>
                </li>
              ) : null}
              {business.phone ? (
                <li className="flex items-center gap-2.5">
                  <PhoneIcon className="size-4 shrink-0 text-brand-700" />
                  <a
                    href={telHref(business.phone)}
                    className="text-zinc-800 hover:text-brand-800 hover:underline"
                  >
                    {formatPhone(business.phone)}
                  </a>
                </li>
              ) : null}
              {business.email ? (
                <li className="flex items-center gap-2.5">
                  <MailIcon className="size-4 shrink-0 text-brand-700" />
                  <a
                    href={`mailto:${business.email}`}
                    className="break-all text-zinc-800 hover:text-brand-800 hover:underline"
                  >
                    {business.email}
                  </a>
                </li>
              ) : null}
            </ul>
            <OpeningHoursList hours={business.openingHours} />
            {business.onboarded ? (
              <Link
                to={appHomeFromMarketplace(business.slug)}
                className="mt-5 flex items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                Atidaryti salono programėlę
                <ChevronRightIcon className="size-4 shrink-0" />
              </Link>
            ) : null}
            <div className="mt-5 hidden lg:block">
              <ShareButton title={business.name} className="w-full" />
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CatalogErrorPanel
      error={error}
      notFoundTitle="Verslas nerastas"
      notFoundText="Tokio salono pas mus nėra arba jo adresas pasikeitė. Raskite jį paieškoje."
    />
  );
}

// The app variant's home: the business's services, team, gallery, reviews and the way to book.
import { Link, useRouteLoaderData } from 'react-router';
import type { PublicBusiness, PublicService } from '../../../contracts/catalog.ts';
import { appPath } from '../../../contracts/app-paths.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { CalendarPlusIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons.tsx';
import { formatRating, imageSrcSet } from '../../features/catalog/catalog-text.ts';
import { ShareButton } from '../../shell/share-button.tsx';
import { Avatar } from '../../components/avatar.tsx';
import type { loader as appLayoutLoader } from '../layouts/app-layout.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/app-home';
import { RatingStars } from '../../features/catalog/rating-stars.tsx';
import {
  RatingBars,
  ReviewCards,
  SHOW_MORE_REVIEWS,
  useMoreReviews,
} from '../../features/catalog/business-reviews.tsx';
import { localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { REVIEW_FORMS } from '../../../core/format/nouns.ts';
import { AddressText, EmailText } from '../../components/contact-text.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const areas = await context.services.catalog.areas();
  return {
    areaNames: Object.fromEntries(areas.map((area) => [area.slug, area.name])) as Record<string, string>,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'app-layout')?.loaderData as
    { business?: PublicBusiness } | undefined;
  const business = layout?.business;
  if (!business) return [{ title: 'Grožio salonas' }];
  const picture = business.images[0]?.url ?? business.profileImage;
  // The app shows what the marketplace's business page shows: that page is the one search engines list.
  return pageMeta({
    matches,
    path: `/apie/${business.slug}`,
    title: business.name,
    description:
      business.description.trim() || `${business.name}: paslaugos, kainos ir registracija internetu.`,
    image: picture ? { url: picture, alt: business.name } : null,
  });
}

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-zinc-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** One line of the contacts card: its icon, then the address, number or e-mail. */
function ContactRow({
  icon: RowIcon,
  children,
}: {
  icon: (props: { className?: string }) => React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <RowIcon className="size-5 shrink-0 text-zinc-500" />
      {children}
    </li>
  );
}

function groupServices(services: PublicService[]): [string, PublicService[]][] {
  const groups = new Map<string, PublicService[]>();
  for (const service of services) groups.set(service.area, [...(groups.get(service.area) ?? []), service]);
  return [...groups.entries()];
}

export default function AppHome({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof appLayoutLoader>('app-layout');
  const reviews = useMoreReviews(
    layout?.business.slug ?? '',
    layout?.business.reviews ?? [],
    layout?.business.reviewCount ?? 0,
  );
  if (!layout) return null;
  const { business } = layout;
  const currentYear = Number(localDateOf(new Date().toISOString(), business.timeZone).slice(0, 4));
  // The app's own booking page: booking keeps the client in the app.
  const bookHref = appPath(buildRoute('new_appointment_business', { slug: business.slug }), business.slug);
  const cover = business.profileImage ?? business.images[0]?.url ?? null;
  const logo = business.logoRound ?? business.logo;

  return (
    <div className="mx-auto max-w-5xl px-3 pb-10 pt-4 sm:px-6 sm:pt-8">
      {/* Hero */}
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="relative h-36 bg-gradient-to-br from-brand-100 via-rose-50 to-amber-50 sm:h-56">
          {cover ? <img src={cover} alt="" className="size-full object-cover" /> : null}
        </div>
        <div className="px-5 pb-6 sm:px-8">
          <div className="relative z-10 -mt-10 flex items-end gap-4 sm:-mt-12">
            <Avatar
              name={business.name}
              photo={logo}
              alt={`${business.name} logotipas`}
              width={96}
              height={96}
              loading="eager"
              className="size-20 border-4 border-white shadow-md sm:size-24"
              photoClassName="bg-white"
              discClassName="bg-brand-700 text-2xl font-bold text-white"
            />
          </div>
          <div className="mt-4 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">
                {business.name}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-600">
                {business.address ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPinIcon className="size-4 text-zinc-500" />
                    <AddressText address={business.address} />
                  </span>
                ) : null}
                {business.rating !== null && business.reviewCount > 0 ? (
                  <a href="#atsiliepimai" className="inline-flex items-center gap-1.5 hover:text-zinc-900">
                    <RatingStars rating={business.rating} decorative />
                    <span className="font-semibold text-zinc-900">{formatRating(business.rating)}</span>
                    <span>({formatCount(business.reviewCount, REVIEW_FORMS)})</span>
                  </a>
                ) : null}
              </div>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link
                to={bookHref}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                <CalendarPlusIcon className="size-5" />
                Registruotis vizitui
              </Link>
              <ShareButton title={business.name} />
            </div>
          </div>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          {business.description ? (
            <Section id="apie" title="Apie mus">
              <p className="whitespace-pre-line leading-relaxed text-zinc-700">{business.description}</p>
            </Section>
          ) : null}

          <Section id="paslaugos" title="Paslaugos">
            {business.services.length === 0 ? (
              <p className="text-zinc-600">Paslaugų sąrašas dar pildomas.</p>
            ) : (
              <div className="grid gap-6">
                {groupServices(business.services).map(([area, services]) => (
                  <div key={area}>
                    <h3 className="text-sm font-semibold uppercase tracking-wider text-zinc-500">
                      {loaderData.areaNames[area] ?? area}
                    </h3>
                    <ul className="mt-2 divide-y divide-stone-100">
                      {services.map((service) => (
                        <li key={service.id} className="flex items-start justify-between gap-4 py-3">
                          <div className="min-w-0">
                            <p className="font-medium text-zinc-900">{service.name}</p>
                            {service.description ? (
                              <p className="mt-0.5 line-clamp-2 text-sm text-zinc-600">
                                {service.description}
                              </p>
                            ) : null}
                            <p className="mt-1 inline-flex items-center gap-1 text-xs text-zinc-600">
                              <ClockIcon className="size-3.5" />
                              {formatDuration(service.durationMinutes)}
                            </p>
                          </div>
                          <div className="flex shrink-0 flex-col items-end gap-1.5">
                            <span className="font-semibold whitespace-nowrap text-zinc-900">
                              {formatEuro(service.priceCents)}
                            </span>
                            <Link
                              to={`${bookHref}?paslauga=${encodeURIComponent(service.id)}`}
                              className="rounded-lg border border-brand-200 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                              aria-label={`Registruotis: ${service.name}`}
                            >
                              Registruotis
                            </Link>
                          </div>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </Section>

          {business.specialists.length > 0 ? (
            <Section id="specialistai" title="Specialistai">
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {business.specialists.map((specialist) => (
                  <li
                    key={specialist.id}
                    className="flex flex-col items-center rounded-xl bg-stone-50 px-3 py-5 text-center"
                  >
                    <Avatar
                      name={specialist.name}
                      photo={specialist.photo}
                      width={72}
                      height={72}
                      className="size-18"
                      discClassName="bg-brand-100 text-lg font-bold text-brand-800"
                    />
                    <p className="mt-3 font-medium text-zinc-900">{specialist.name}</p>
                    {specialist.title ? <p className="text-sm text-zinc-600">{specialist.title}</p> : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {business.images.length > 0 ? (
            <Section id="galerija" title="Galerija">
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {business.images.map((image) => (
                  <li key={image.id} className="overflow-hidden rounded-xl bg-stone-100">
                    <img
                      src={image.url}
                      srcSet={imageSrcSet(image.urls)}
                      sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                      alt={image.caption || `${business.name} nuotrauka`}
                      loading="lazy"
                      width={image.width ?? undefined}
                      height={image.height ?? undefined}
                      className="aspect-square size-full object-cover transition duration-300 hover:scale-[1.03]"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <Section
            id="atsiliepimai"
            title="Atsiliepimai"
            aside={
              business.rating !== null && business.reviewCount > 0 ? (
                <span className="inline-flex items-center gap-2 text-sm text-zinc-600">
                  <RatingStars rating={business.rating} decorative />
                  <span className="font-semibold text-zinc-900">{formatRating(business.rating)}</span>
                  <span>· {formatCount(business.reviewCount, REVIEW_FORMS)}</span>
                </span>
              ) : null
            }
          >
            {business.reviews.length === 0 ? (
              <p className="text-zinc-600">Atsiliepimų dar nėra. Apsilankę galėsite palikti pirmąjį.</p>
            ) : (
              <>
                {business.rating !== null ? <RatingBars distribution={business.ratingDistribution} /> : null}
                <ReviewCards reviews={reviews.items} timeZone={business.timeZone} currentYear={currentYear} />
              </>
            )}
            {reviews.hasMore ? (
              <button
                type="button"
                onClick={() => void reviews.loadMore()}
                disabled={reviews.busy}
                className="mt-4 w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-zinc-800 hover:bg-stone-100 disabled:cursor-wait disabled:opacity-70"
              >
                {reviews.busy ? 'Įkeliama…' : SHOW_MORE_REVIEWS}
              </button>
            ) : null}
          </Section>
        </div>

        <aside className="grid content-start gap-6">
          <section
            aria-labelledby="kontaktai"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
          >
            <h2 id="kontaktai" className="text-lg font-semibold text-zinc-900">
              Kontaktai
            </h2>
            <ul className="mt-4 grid gap-3 text-sm text-zinc-700">
              {business.address ? (
                <ContactRow icon={MapPinIcon}>
                  <AddressText address={business.address} />
                </ContactRow>
              ) : null}
              {business.phone ? (
                <ContactRow icon={PhoneIcon}>
                  <a href={telHref(business.phone)} className="hover:text-brand-700">
                    {formatPhone(business.phone)}
                  </a>
                </ContactRow>
              ) : null}
              {business.email ? (
                <ContactRow icon={MailIcon}>
                  <a href={`mailto:${business.email}`} className="hover:text-brand-700">
                    <EmailText email={business.email} />
                  </a>
                </ContactRow>
              ) : null}
            </ul>
            <Link
              to={bookHref}
              className="mt-5 flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Registruotis vizitui
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}

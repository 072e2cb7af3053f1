import { data, Link, redirect, useNavigation } from 'react-router';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { BusinessCard } from '../../features/catalog/business-card.tsx';
import { catalogErrorBoundary } from '../../features/catalog/not-found-panel.tsx';
import { SEARCH_HORIZON_DAYS, type SearchSort } from '../../../contracts/catalog.ts';
import {
  isTimedSearch,
  searchHeading,
  searchPath,
  type SearchTarget,
} from '../../features/catalog/catalog-text.ts';
import {
  freeTimeDays,
  lithuanianToday,
  readSearchTarget,
  searchWhenLabel,
} from '../../features/catalog/search-query.ts';
import { addDays } from '../../../core/time/calendar-date.ts';
import { Pagination } from '../../features/catalog/pagination.tsx';
import { SearchForm } from '../../features/catalog/search-form.tsx';
import { SearchFormMore } from '../../features/catalog/search-form-more.tsx';
import { SearchIcon } from '../../components/icons.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/search';
import { SALON_FORMS } from '../../../core/format/nouns.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

const SORT_CHIPS: readonly (readonly [SearchSort, string])[] = [
  ['recommended', 'Rekomenduojami'],
  ['rating', 'Įvertinimas'],
  ['earliest', 'Anksčiausias laikas'],
  ['price', 'Kaina'],
];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Puslapis nerastas – ${DEFAULT_BRAND_NAME}` }];
  const { heading, result, brandName, target, area, location, when } = loaderData;
  const q = target.q;
  const count = result.total > 0 ? formatCount(result.total, SALON_FORMS) : 'nėra rezultatų';
  const searched = `${when ? ` ${when}` : ''}${q ? ` pagal „${q}“` : ''}`;
  const narrowed = Boolean(
    q || target.priceMax || target.ratingMin || (target.sort ?? 'recommended') !== 'recommended',
  );
  return pageMeta({
    matches,
    // A page of results narrowed by words, filters or another order is the same listing: the listing is the
    // canonical one. Free times change by the minute, so a search by time is kept out of the index.
    path: searchPath({ area: area?.slug, location: location?.slug, page: narrowed ? 1 : result.page }),
    noindex: isTimedSearch(target),
    title: `${heading}${searched} – ${brandName}`,
    description: `${heading}${searched}: ${count}. Palyginkite kainas ir atsiliepimus ir užsiregistruokite internetu.`,
    image: result.items[0]?.cover ? { url: result.items[0].cover, alt: result.items[0].name } : null,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [areas, locations] = await Promise.all([
    context.services.catalog.areas(),
    context.services.catalog.locations(),
  ]);
  const area =
    params.area === ANY_AREA_SLUG ? null : (areas.find((a) => a.slug === params.area) ?? undefined);
  const location =
    params.location === ANY_LOCATION_SLUG
      ? null
      : (locations.find((l) => l.slug === params.location) ?? undefined);
  if (area === undefined || location === undefined) throw data(null, { status: 404 });

  const url = new URL(request.url);
  const today = lithuanianToday(context.now().getTime());
  const lastDate = addDays(today, SEARCH_HORIZON_DAYS);
  const target: SearchTarget = {
    area: area?.slug,
    location: location?.slug,
    ...readSearchTarget(url.searchParams),
  };
  // A shared link outlives its day: a day gone by (or past the horizon) leaves the search without it.
  if (target.date && (target.date < today || target.date > lastDate)) {
    throw redirect(searchPath({ ...target, date: null, from: null, to: null, page: 1 }));
  }

  const result = await context.services.catalog.searchBusinesses({
    area: area?.slug,
    location: location?.slug,
    q: target.q || undefined,
    page: target.page ?? 1,
    sort: target.sort,
    date: target.date ?? undefined,
    from: target.from ?? undefined,
    to: target.to ?? undefined,
    priceMax: target.priceMax ?? undefined,
    ratingMin: target.ratingMin ?? undefined,
  });
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.items.length === 0 && (target.page ?? 1) > pageCount) {
    throw redirect(searchPath({ ...target, page: pageCount }));
  }
  return {
    brandName: context.brandName,
    areas,
    locations,
    area,
    location,
    target,
    days: { today, tomorrow: addDays(today, 1), last: lastDate },
    freeTimes: Object.fromEntries(result.items.map((item) => [item.id, freeTimeDays(item, today)])),
    when: searchWhenLabel(target, today),
    result,
    pageCount,
    heading: searchHeading(area, location),
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { areas, locations, area, location, target, days, freeTimes, when, result, pageCount, heading } =
    loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/grozio-specialistai');
  const { q } = target;
  const sort = target.sort ?? 'recommended';
  const timed = isTimedSearch(target);
  // Another area, order or page keeps every other filter; a new area or order starts at the first page.
  const hrefWith = (change: SearchTarget) => searchPath({ ...target, page: 1, ...change });
  const chip = (active: boolean) =>
    `inline-flex shrink-0 items-center rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
      active
        ? 'bg-zinc-900 text-white'
        : 'bg-white text-zinc-700 ring-1 ring-stone-200 hover:ring-brand-300 hover:text-brand-800'
    }`;
  const emptySuggestions: { label: string; href: string }[] = [
    ...(target.date ? [{ label: 'Kuo greičiau', href: hrefWith({ date: null, sort: 'earliest' }) }] : []),
    ...(target.from || target.to ? [{ label: 'Visą dieną', href: hrefWith({ from: null, to: null }) }] : []),
    ...(target.priceMax || target.ratingMin
      ? [{ label: 'Be kainos ir įvertinimo ribų', href: hrefWith({ priceMax: null, ratingMin: null }) }]
      : []),
    ...(location ? [{ label: searchHeading(area, null), href: hrefWith({ location: null }) }] : []),
    ...(q ? [{ label: 'Be paieškos teksto', href: hrefWith({ q: null }) }] : []),
    ...(area ? [{ label: searchHeading(null, location), href: hrefWith({ area: null }) }] : []),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        className="text-sm text-zinc-600"
        steps={[{ label: 'Pradžia', href: '/' }, { label: heading }]}
      />

      <header className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-4xl">
          {heading}
          {when ? <span className="text-brand-700"> {when}</span> : null}
        </h1>
        <p className="mt-2 text-zinc-600" aria-live="polite">
          {result.total > 0 ? (
            <>
              Rasta:{' '}
              <strong className="font-semibold text-zinc-900">
                {formatCount(result.total, SALON_FORMS)}
              </strong>
              {q ? (
                <>
                  {' '}
                  pagal paiešką „<span className="font-medium text-zinc-900">{q}</span>“
                </>
              ) : null}
            </>
          ) : q ? (
            <>
              Pagal paiešką „<span className="font-medium text-zinc-900">{q}</span>“ nieko neradome
            </>
          ) : (
            'Pagal šiuos kriterijus nieko neradome'
          )}
        </p>
      </header>

      <section
        aria-label="Paieškos filtrai"
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5"
      >
        <SearchForm
          key={searchPath(target)}
          areas={areas}
          locations={locations}
          target={target}
          days={days}
          variant="bar"
          More={SearchFormMore}
        />
      </section>

      <nav aria-label="Paslaugų sritys" className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          <li>
            <Link
              to={hrefWith({ area: null })}
              className={chip(!area)}
              aria-current={!area ? 'page' : undefined}
            >
              Visos paslaugos
            </Link>
          </li>
          {areas.map((a) => (
            <li key={a.slug}>
              <Link
                to={hrefWith({ area: a.slug })}
                className={chip(area?.slug === a.slug)}
                aria-current={area?.slug === a.slug ? 'page' : undefined}
              >
                {a.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {result.items.length > 0 ? (
        <>
          <h2 className="sr-only">Rezultatai</h2>
          <nav
            aria-label="Rikiavimas"
            className="-mx-4 mt-6 flex items-center gap-2 overflow-x-auto px-4 pb-1 text-sm sm:mx-0 sm:flex-wrap sm:px-0"
          >
            <span className="shrink-0 text-zinc-600">Rikiuoti:</span>
            {SORT_CHIPS.map(([value, label]) => (
              <Link
                key={value}
                to={hrefWith({ sort: value })}
                className={chip(sort === value)}
                aria-current={sort === value ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
          <ul
            className={`mt-4 grid gap-4 transition-opacity ${loading ? 'opacity-60' : ''}`}
            aria-busy={loading}
          >
            {result.items.map((business, index) => (
              <li key={business.id} className="min-w-0">
                <BusinessCard
                  business={business}
                  areas={areas}
                  layout="row"
                  priority={index === 0}
                  freeTimes={freeTimes[business.id]}
                  showDays={!target.date}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.page}
            pageCount={pageCount}
            hrefFor={(page) => searchPath({ ...target, page })}
          />
        </>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <SearchIcon className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-zinc-900">
            {timed ? `Laisvų laikų ${when} nėra` : 'Kol kas čia nieko nėra'}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-zinc-600">
            Pabandykite pakeisti paieškos sąlygas:
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            {emptySuggestions.map((suggestion) => (
              <Link key={suggestion.label} to={suggestion.href} className={chip(false)}>
                {suggestion.label}
              </Link>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = catalogErrorBoundary(
  'Tokios paieškos nėra',
  'Tokios paslaugos ar miesto sąraše nėra. Pasirinkite paslaugą ir miestą paieškoje.',
);

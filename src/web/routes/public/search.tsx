import { data, Link, redirect } from 'react-router';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs.tsx';
import { BusinessCard } from '../../features/catalog/business-card.tsx';
import { catalogErrorBoundary } from '../../features/catalog/not-found-panel.tsx';
import type { SearchSort } from '../../../contracts/catalog.ts';
import { searchHeading, searchPath, SORT_BY_RATING_PARAM } from '../../features/catalog/catalog-text.ts';
import { Pagination } from '../../features/catalog/pagination.tsx';
import { SearchForm } from '../../features/catalog/search-form.tsx';
import { SearchIcon } from '../../components/icons.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/search';
import { SALON_FORMS } from '../../../core/format/nouns.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

const MAX_PAGE = 1000;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Puslapis nerastas – ${DEFAULT_BRAND_NAME}` }];
  const { heading, result, brandName, q, area, location } = loaderData;
  const count = result.total > 0 ? formatCount(result.total, SALON_FORMS) : 'nėra rezultatų';
  const searched = q ? ` pagal „${q}“` : '';
  return pageMeta({
    matches,
    // A page of results for words typed in is the same listing narrowed: the listing is the canonical one.
    path: searchPath({ area: area?.slug, location: location?.slug, page: q ? 1 : result.page }),
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
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const sort: SearchSort =
    url.searchParams.get(SORT_BY_RATING_PARAM.name) === SORT_BY_RATING_PARAM.value ? 'rating' : 'recommended';
  const requestedPage = Number.parseInt(url.searchParams.get('puslapis') ?? '1', 10);
  const page = Number.isFinite(requestedPage) ? Math.min(Math.max(requestedPage, 1), MAX_PAGE) : 1;

  const result = await context.services.catalog.searchBusinesses({
    area: area?.slug,
    location: location?.slug,
    q: q || undefined,
    page,
    sort,
  });
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.items.length === 0 && page > pageCount) {
    throw redirect(searchPath({ area: area?.slug, location: location?.slug, q, page: pageCount, sort }));
  }
  return {
    brandName: context.brandName,
    areas,
    locations,
    area,
    location,
    q,
    sort,
    result,
    pageCount,
    heading: searchHeading(area, location),
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { areas, locations, area, location, q, sort, result, pageCount, heading } = loaderData;
  const hrefFor = (page: number) => searchPath({ area: area?.slug, location: location?.slug, q, page, sort });
  const chip = (active: boolean) =>
    `inline-flex shrink-0 items-center rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
      active
        ? 'bg-zinc-900 text-white'
        : 'bg-white text-zinc-700 ring-1 ring-stone-200 hover:ring-brand-300 hover:text-brand-800'
    }`;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        className="text-sm text-zinc-600"
        steps={[{ label: 'Pradžia', href: '/' }, { label: heading }]}
      />

      <header className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-zinc-600" aria-live="polite">
          {result.total > 0 ? (
            <>
              Rasta:{' '}
              <strong className="font-semibold text-zinc-900">
                {formatCount(result.total, SALON_FORMS)}
              </strong>
            </>
          ) : (
            'Pagal šiuos kriterijus nieko neradome'
          )}
          {q ? (
            <>
              {' '}
              pagal paiešką „<span className="font-medium text-zinc-900">{q}</span>“
            </>
          ) : null}
        </p>
      </header>

      <section
        aria-label="Paieškos filtrai"
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <SearchForm
          key={`${area?.slug ?? ''}/${location?.slug ?? ''}/${q}`}
          areas={areas}
          locations={locations}
          area={area?.slug}
          location={location?.slug}
          q={q}
          variant="bar"
        />
      </section>

      <nav aria-label="Paslaugų sritys" className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          <li>
            <Link
              to={searchPath({ location: location?.slug, q })}
              className={chip(!area)}
              aria-current={!area ? 'page' : undefined}
            >
              Visos paslaugos
            </Link>
          </li>
          {areas.map((a) => (
            <li key={a.slug}>
              <Link
                to={searchPath({ area: a.slug, location: location?.slug, q })}
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
          <nav aria-label="Rikiavimas" className="mt-6 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-zinc-600">Rikiuoti:</span>
            {(
              [
                ['recommended', 'Rekomenduojami'],
                ['rating', 'Geriausiai įvertinti'],
              ] as const
            ).map(([value, label]) => (
              <Link
                key={value}
                to={searchPath({ area: area?.slug, location: location?.slug, q, sort: value })}
                className={chip(sort === value)}
                aria-current={sort === value ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
          <ul className="mt-4 grid gap-4">
            {result.items.map((business, index) => (
              <li key={business.id} className="min-w-0">
                <BusinessCard business={business} areas={areas} layout="row" priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} pageCount={pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <SearchIcon className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-zinc-900">Kol kas čia nieko nėra</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-zinc-600">
            Pabandykite ieškoti kitame mieste, pasirinkti kitą paslaugą arba ištrinti paieškos tekstą.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            {location ? (
              <Link to={searchPath({ area: area?.slug, q })} className={chip(false)}>
                {searchHeading(area, null)}
              </Link>
            ) : null}
            {q ? (
              <Link to={searchPath({ area: area?.slug, location: location?.slug })} className={chip(false)}>
                Be paieškos teksto
              </Link>
            ) : null}
            {area ? (
              <Link to={searchPath({ location: location?.slug })} className={chip(false)}>
                {searchHeading(null, location)}
              </Link>
            ) : null}
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

// /naujas-vizitas: choose the salon first, then book at /naujas-vizitas/{slug}.
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { businessSearchQuerySchema, type BusinessSearchItem } from '../../../contracts/catalog.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { BusinessLogo } from '../../features/catalog/business-logo.tsx';
import { formatRating } from '../../features/catalog/catalog-text.ts';
import { Pagination } from '../../features/catalog/pagination.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/pick-business';
import { SALON_FORMS } from '../../../core/format/nouns.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: buildRoute('new_appointment'),
    title: `Nauja registracija – ${loaderData?.brandName ?? DEFAULT_BRAND_NAME}`,
    description: 'Pasirinkite grožio saloną ir užsiregistruokite vizitui internetu.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = businessSearchQuerySchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    page: url.searchParams.get('puslapis') ?? undefined,
  });
  const query = parsed.success ? parsed.data : { page: 1 };
  const result = await context.services.catalog.searchBusinesses(query);
  return {
    brandName: context.brandName,
    q: parsed.success ? (parsed.data.q ?? '') : '',
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Neteisinga paieška.'),
    result,
  };
}

export default function PickBusiness({ loaderData }: Route.ComponentProps) {
  const { q, error, result } = loaderData;
  const bookable = result.items.filter((item) => item.onboarded);
  const phoneOnly = result.items.filter((item) => !item.onboarded);
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === buildRoute('new_appointment');

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="max-w-2xl">
        <p className="text-sm font-medium text-brand-700">Nauja registracija</p>
        <h1 className="mt-1 text-2xl font-semibold text-zinc-900 sm:text-3xl">Kur norite užsiregistruoti?</h1>
        <p className="mt-2 text-zinc-600">
          Pasirinkite saloną – po to išsirinksite paslaugą, specialistą ir laiką.
        </p>
      </header>

      <SearchBox q={q} />
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      <div
        aria-live="polite"
        aria-busy={searching}
        className={searching ? 'opacity-60 transition' : 'transition'}
      >
        <p className="mt-6 text-sm text-zinc-600">
          {q
            ? result.total === 0
              ? `Pagal „${q}“ nieko neradome. Pabandykite kitą pavadinimą ar paslaugą.`
              : `Pagal „${q}“ rasta: ${formatCount(result.total, SALON_FORMS)}`
            : `Iš viso ${formatCount(result.total, SALON_FORMS)}`}
        </p>

        {bookable.length > 0 ? (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {bookable.map((business) => (
              <li key={business.id}>
                <BookableCard business={business} />
              </li>
            ))}
          </ul>
        ) : null}

        {phoneOnly.length > 0 ? (
          <section aria-labelledby="tik-telefonu" className="mt-10">
            <h2 id="tik-telefonu" className="text-base font-semibold text-zinc-900">
              Registracija tik telefonu
            </h2>
            <p className="mt-1 text-sm text-zinc-600">
              Šie salonai dar nepriima registracijų internetu – paskambinkite jiems.
            </p>
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {phoneOnly.map((business) => (
                <li
                  key={business.id}
                  className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-zinc-200"
                >
                  <BusinessLogo name={business.name} src={business.logo} className="size-12 rounded-xl" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-zinc-900">{business.name}</p>
                    <p className="truncate text-sm text-zinc-600">{business.cityName ?? business.address}</p>
                    {business.phone ? (
                      <a
                        href={telHref(business.phone)}
                        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {formatPhone(business.phone)}
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <Pagination
          page={result.page}
          pageCount={pageCount}
          hrefFor={(page) =>
            buildRoute('new_appointment', { q: q || undefined, puslapis: page > 1 ? page : undefined })
          }
        />
      </div>
    </div>
  );
}

function SearchBox({ q }: { q: string }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setValue(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A search typed but not yet sent must not pull the visitor back once they went elsewhere (a result
  // clicked within the typing pause): any navigation away from this page cancels it.
  const navigation = useNavigation();
  const leaving =
    navigation.location !== undefined && navigation.location.pathname !== buildRoute('new_appointment');
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      className="mt-6 flex max-w-2xl gap-2"
      // Sent now: the search waiting for a pause in typing is not needed any more.
      onSubmit={() => clearTimeout(timer.current)}
    >
      <label htmlFor="salono-paieska" className="sr-only">
        Salono ar paslaugos pavadinimas
      </label>
      <div className="relative flex-1">
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-500"
        >
          <circle cx="9" cy="9" r="5.5" />
          <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
        </svg>
        <input
          id="salono-paieska"
          type="search"
          name="q"
          value={value}
          maxLength={100}
          autoComplete="off"
          placeholder="Salonas ar paslauga"
          onChange={(event) => {
            setValue(event.target.value);
            clearTimeout(timer.current);
            const form = event.currentTarget.form;
            timer.current = setTimeout(() => {
              if (form) submit(form, { replace: true, preventScrollReset: true });
            }, 350);
          }}
          className="h-12 w-full rounded-xl border-0 bg-white pr-3 pl-10 text-zinc-900 ring-1 ring-zinc-300 placeholder:text-zinc-500"
        />
      </div>
      <button
        type="submit"
        className="h-12 shrink-0 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Ieškoti
      </button>
    </Form>
  );
}

/** "Vilniaus g. 22, Vilnius": the address without the postal code, short enough for a card. */
function shortAddress(address: string): string {
  return address.replace(/\s*LT-\d{5}\s*/, ' ').trim();
}

function BookableCard({ business }: { business: BusinessSearchItem }) {
  return (
    <Link
      to={buildRoute('new_appointment_business', { slug: business.slug })}
      className="group flex h-full items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 transition hover:ring-brand-300"
    >
      <BusinessLogo name={business.name} src={business.logo} className="size-14 rounded-xl" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-zinc-900 group-hover:text-brand-800">{business.name}</span>
        <span className="block truncate text-sm text-zinc-600">
          {shortAddress(business.address) || business.cityName}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-700">
          {business.rating !== null ? (
            <span className="inline-flex items-center gap-1">
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
                className="size-4 text-amber-500"
              >
                <path d="M10 1.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8L10 1.8z" />
              </svg>
              <span>
                <span className="sr-only">Įvertinimas </span>
                {formatRating(business.rating)}
              </span>
            </span>
          ) : null}
          {business.priceFrom !== null ? <span>nuo {formatEuro(business.priceFrom)}</span> : null}
        </span>
      </span>
      <span aria-hidden="true" className="self-center text-brand-700">
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
          <path d="M7.5 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </Link>
  );
}

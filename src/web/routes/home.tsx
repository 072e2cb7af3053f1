import { Link } from 'react-router';
import { AreaIcon } from '../features/catalog/area-icon.tsx';
import { BusinessCard } from '../features/catalog/business-card.tsx';
import { FavouriteSalons } from '../features/catalog/favourite-salons.tsx';
import { searchPath } from '../features/catalog/catalog-text.ts';
import {
  dayLabel,
  freeTimeDays,
  lithuanianToday,
  type FreeTimeDay,
} from '../features/catalog/search-query.ts';
import { SEARCH_FORM_FIELDS, SearchForm } from '../features/catalog/search-form.tsx';
import {
  SEARCH_HORIZON_DAYS,
  type Area,
  type BusinessSearchItem,
  type Location,
} from '../../contracts/catalog.ts';
import { addDays } from '../../core/time/calendar-date.ts';
import { CalendarPlusIcon, CheckCircleIcon, ChevronRightIcon, SearchIcon } from '../components/icons.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { stepLabel } from '../../core/format/ordinal.ts';
import type { Route } from './+types/home';
import { trackPartnerSignUp } from '../shell/analytics.ts';
import { DEFAULT_BRAND_NAME } from '../shell/shell-data.ts';

const FEATURED_COUNT = 6;
const FREE_TIMES_COUNT = 3;

interface FreeToday {
  day: string;
  /** "šiandien" or "rytoj". */
  label: string;
  items: { business: BusinessSearchItem; days: FreeTimeDay[] }[];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? DEFAULT_BRAND_NAME;
  return pageMeta({
    matches,
    path: '/',
    title: `${brand} – grožio specialistai ir registracija internetu`,
    description:
      'Raskite kirpėją, manikiūrininkę, kosmetologę ar masažuotoją savo mieste, palyginkite kainas ir atsiliepimus ir užsiregistruokite internetu.',
  });
}

/** The home page's city: `/?miestas=kaunas`, the largest (first in the catalogue's order) by default. */
const CITY_PARAM = SEARCH_FORM_FIELDS.location;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const { user } = context;
  const [areas, locations, featured, favourites] = await Promise.all([
    catalog.areas(),
    catalog.locations(),
    catalog.featuredBusinesses(FEATURED_COUNT),
    // A signed-in client's own salons; the cached page of anonymous visitors has none.
    user ? context.services.favourites.list(user) : [],
  ]);
  const today = lithuanianToday(context.now().getTime());
  const chosen = new URL(request.url).searchParams.get(CITY_PARAM);
  const city = locations.find((l) => l.slug === chosen) ?? locations[0] ?? null;
  // Today's soonest times in the city; once today has none left, tomorrow's.
  let free: FreeToday | null = null;
  for (const day of city ? [today, addDays(today, 1)] : []) {
    const result = await catalog.searchBusinesses({
      location: city?.slug,
      date: day,
      sort: 'earliest',
      page: 1,
    });
    const items = result.items.slice(0, FREE_TIMES_COUNT);
    free = {
      day,
      label: dayLabel(day, today),
      items: items.map((business) => ({ business, days: freeTimeDays(business, today) })),
    };
    if (items.length > 0) break;
  }
  return {
    brandName: context.brandName,
    areas,
    locations,
    featured,
    favourites,
    city,
    free,
    days: { today, tomorrow: addDays(today, 1), last: addDays(today, SEARCH_HORIZON_DAYS) },
  };
}

const STEPS = [
  {
    icon: SearchIcon,
    title: 'Raskite specialistą',
    text: 'Pasirinkite paslaugą ir miestą, palyginkite kainas, nuotraukas ir kitų klientų atsiliepimus.',
  },
  {
    icon: CalendarPlusIcon,
    title: 'Pasirinkite laiką',
    text: 'Matykite tik laisvus laikus ir užsiregistruokite per minutę – bet kuriuo paros metu.',
  },
  {
    icon: CheckCircleIcon,
    title: 'Atvykite ir mėgaukitės',
    text: 'Gausite patvirtinimą ir priminimą. Planai pasikeitė? Vizitą atšauksite vienu paspaudimu.',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { areas, locations, featured, favourites, city, free, days } = loaderData;
  const popular = locations
    .slice(0, 3)
    .flatMap((l) => areas.slice(0, 2).map((a) => ({ area: a, location: l })));
  return (
    <div className="pb-16">
      {/* Hero */}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-rose-50/60 to-stone-50">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-200/40 blur-3xl"
        />
        {/* Held from the top: a slow phone paints the hero while its HTML still arrives, and a glow held
            from the bottom would move with every painted part (a layout shift). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-80 -left-24 size-96 rounded-full bg-amber-100/60 blur-3xl sm:top-64"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-20 sm:pb-20">
          <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-zinc-900 sm:text-5xl">
            Grožio specialistai šalia jūsų – registracija internetu
          </h1>
          <p className="mt-4 max-w-2xl text-base text-zinc-700 sm:text-lg">
            Kirpėjai, manikiūrininkės, kosmetologės ir masažuotojai Vilniuje, Kaune, Klaipėdoje ir kitur.
            Laisvi laikai, kainos ir atsiliepimai vienoje vietoje.
          </p>
          <div className="mt-8">
            <SearchForm
              areas={areas}
              locations={locations}
              target={{ location: city?.slug }}
              days={days}
              variant="hero"
              areaIcon={(slug, className) => <AreaIcon slug={slug} className={className} />}
            />
          </div>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-700">
            {['Nemokama klientams', 'Registracija visą parą', 'Tikri klientų atsiliepimai'].map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <CheckCircleIcon className="size-4 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FavouriteSalons salons={favourites} className="mx-auto max-w-6xl px-4 pt-10 sm:px-6" />

      {city && free ? <FreeTimesToday city={city} locations={locations} areas={areas} free={free} /> : null}

      {/* Areas */}
      <section aria-labelledby="areas-heading" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <h2 id="areas-heading" className="text-xl font-semibold text-zinc-900 sm:text-2xl">
          Ko ieškote?
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {areas.map((area) => (
            <li key={area.slug}>
              <Link
                to={searchPath({ area: area.slug })}
                className="flex h-full flex-col items-start gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition hover:border-brand-200 hover:shadow-md sm:flex-row sm:items-center sm:gap-3 sm:p-4"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
                  <AreaIcon slug={area.slug} />
                </span>
                <span className="w-full min-w-0">
                  <span className="block text-sm leading-snug font-semibold break-words text-zinc-900 sm:text-base">
                    {area.name}
                  </span>
                  <span className="block text-xs break-words text-zinc-600 sm:text-sm">
                    {area.specialistsTitle}
                  </span>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={searchPath({})}
              className="flex h-full flex-col items-start justify-center gap-2 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-3 text-brand-800 transition hover:bg-brand-50 sm:flex-row sm:items-center sm:justify-start sm:gap-3 sm:p-4"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white sm:size-11">
                <SearchIcon className="size-5" />
              </span>
              <span className="text-sm font-semibold sm:text-base">Visos paslaugos</span>
            </Link>
          </li>
        </ul>
      </section>

      {/* Featured */}
      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="featured-heading" className="text-xl font-semibold text-zinc-900 sm:text-2xl">
                Klientų mėgstami salonai
              </h2>
              <p className="mt-1 text-sm text-zinc-600">
                Geriausiai įvertinti salonai, kuriuose užsiregistruosite internetu.
              </p>
            </div>
            <Link
              to={searchPath({})}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              Visi salonai
              <ChevronRightIcon className="size-4" />
            </Link>
          </div>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((business) => (
              <li key={business.id} className="min-w-0">
                <BusinessCard business={business} areas={areas} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* How it works */}
      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <h2 id="how-heading" className="text-xl font-semibold text-zinc-900 sm:text-2xl">
          Kaip tai veikia
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
                  <step.icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-brand-700">{stepLabel(i + 1)}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-zinc-900">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-zinc-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {/* Popular searches */}
      {popular.length > 0 ? (
        <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
          <h2 id="popular-heading" className="text-lg font-semibold text-zinc-900">
            Populiarios paieškos
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {popular.map(({ area, location }) => (
              <li key={`${area.slug}-${location.slug}`}>
                <Link
                  to={searchPath({ area: area.slug, location: location.slug })}
                  className="inline-flex rounded-full border border-stone-200 bg-white px-3.5 py-1.5 text-sm text-zinc-700 hover:border-brand-300 hover:text-brand-800"
                >
                  {area.specialistsTitle} {location.nameLocative}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* For salons */}
      <section aria-labelledby="salons-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-rose-600 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-10 size-72 rounded-full bg-white/10 blur-2xl"
          />
          <div className="relative grid items-center gap-6 md:grid-cols-[1fr_auto]">
            <div>
              <h2 id="salons-heading" className="text-2xl font-bold sm:text-3xl">
                Turite grožio saloną?
              </h2>
              <p className="mt-3 max-w-2xl text-white/90">
                Registracija internetu visą parą, kalendorius visai komandai, automatiniai priminimai
                klientams ir savo programėlė. Papasakokite apie savo saloną – padėsime pradėti.
              </p>
            </div>
            <Link
              to="/susisiekti"
              onClick={() => trackPartnerSignUp('home')}
              className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-5 py-3 text-center font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 md:w-auto"
            >
              Registruokite savo saloną
              <ChevronRightIcon className="size-5" />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The city's soonest free times, today (or tomorrow once today has none), with the other cities a tap away. */
function FreeTimesToday({
  city,
  locations,
  areas,
  free,
}: {
  city: Location;
  locations: readonly Location[];
  areas: readonly Area[];
  free: FreeToday;
}) {
  const day = free.label;
  return (
    <section
      id="laisvi-laikai"
      aria-labelledby="free-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-12 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="free-heading" className="text-xl font-semibold text-zinc-900 sm:text-2xl">
            Laisvi laikai {day}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            Anksčiausi laisvi laikai {city.nameLocative}. Pasirinkite laiką – registracija užtruks minutę.
          </p>
        </div>
        <Link
          to={searchPath({ location: city.slug, date: free.day, sort: 'earliest' })}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Visi laisvi laikai
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {locations.length > 1 ? (
        <nav aria-label="Miestas" className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 pb-1 sm:flex-wrap">
            {locations.map((location) => {
              const current = location.slug === city.slug;
              return (
                <li key={location.slug}>
                  <Link
                    to={`/?${SEARCH_FORM_FIELDS.location}=${encodeURIComponent(location.slug)}#laisvi-laikai`}
                    preventScrollReset
                    aria-current={current ? 'true' : undefined}
                    className={`inline-flex shrink-0 items-center rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${
                      current
                        ? 'bg-zinc-900 text-white'
                        : 'bg-white text-zinc-700 ring-1 ring-stone-200 hover:text-brand-800 hover:ring-brand-300'
                    }`}
                  >
                    {location.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {free.items.length > 0 ? (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {free.items.map(({ business, days }) => (
            <li key={business.id} className="min-w-0">
              <BusinessCard business={business} areas={areas} layout="compact" freeTimes={days} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-5 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center">
          <p className="font-semibold text-zinc-900">
            Šiandien ir rytoj {city.nameLocative} laisvų laikų nebeliko
          </p>
          <p className="mt-1 text-sm text-zinc-600">Pažiūrėkite artimiausias dienas arba kitą miestą.</p>
          <Link
            to={searchPath({ location: city.slug, sort: 'earliest' })}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Artimiausi laisvi laikai
            <ChevronRightIcon className="size-4" />
          </Link>
        </div>
      )}
    </section>
  );
}

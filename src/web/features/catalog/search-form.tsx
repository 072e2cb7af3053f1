import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { Area, Location } from '../../../contracts/catalog.ts';
import { CalendarIcon, ChevronDownIcon, ClockIcon, MapPinIcon, SearchIcon } from '../../components/icons.tsx';
import { DAY_PARTS, SEARCH_PARAMS, type SearchTarget } from './catalog-text.ts';
import { NamedOptions } from '../../components/named-options.tsx';

/**
 * Where the form goes, with JavaScript or without: its loader reads the fields (search-query.ts) and
 * redirects to the search page's own address, so the browser carries no copy of those rules.
 */
const SEARCH_FORM_ACTION = '/grozio-specialistai';
export const SEARCH_FORM_FIELDS = {
  area: 'sritis',
  location: 'miestas',
  q: 'q',
  when: 'kada',
  window: 'laikas',
  date: SEARCH_PARAMS.date,
  from: SEARCH_PARAMS.from,
  to: SEARCH_PARAMS.to,
  priceMax: SEARCH_PARAMS.priceMax,
  ratingMin: SEARCH_PARAMS.ratingMin,
  sort: SEARCH_PARAMS.sort,
} as const;

/** "Kada" and "Laikas" values beyond a day and a part of the day. */
export const ASAP = 'kuo-greiciau';
export const OTHER = 'kita';

/** The icon at the left of each field. */
export const SIDE_ICON = 'size-5 shrink-0 text-brand-600';
export const CONTROL_CLASS =
  'peer h-full w-full min-w-0 appearance-none bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500';

/** A labelled drop-down of the form: an icon at the left, the chevron at the right. */
export function SearchSelect({
  id,
  label,
  icon,
  labelClass,
  fieldBox,
  className,
  children,
  ...select
}: {
  id: string;
  label: string;
  icon?: React.ReactNode;
  labelClass: string;
  fieldBox: string;
  className?: string;
  children: React.ReactNode;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={fieldBox}>
        {icon}
        <select id={id} className={`${CONTROL_CLASS} pr-5`} {...select}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-2.5 size-4 text-zinc-500" />
      </div>
    </div>
  );
}

interface SearchFormProps {
  areas: readonly Area[];
  locations: readonly Location[];
  /** The search shown now (its area, city, words and time filters). */
  target?: SearchTarget;
  /** Today and tomorrow in Lithuania (`YYYY-MM-DD`), and the last day a search by date may ask about. */
  days: { today: string; tomorrow: string; last: string };
  /** `hero`: the home page's large form; `bar`: the search page's filters. */
  variant?: 'hero' | 'bar';
  /**
   * The search page's further fields (another day, nuo–iki, price, rating: search-form-more.tsx), passed in
   * so that the home page does not download them; without them "Kada" and "Laikas" offer no "other".
   */
  More?: ComponentType<SearchFormMoreProps>;
  /** The field icon of the chosen area (the home page has the area icons anyway). */
  areaIcon?: (slug: string, className: string) => ReactNode;
}

/** What the further fields get from the form. */
export interface SearchFormMoreProps {
  id: string;
  target: SearchTarget;
  /** "Kada" and "Laikas" as chosen now. */
  when: string;
  window: string;
  days: SearchFormProps['days'];
  labelClass: string;
  fieldBox: string;
}

function windowValue(target: SearchTarget): string {
  if (!target.from && !target.to) return '';
  const from = target.from ?? '00:00';
  const to = target.to ?? '24:00';
  return DAY_PARTS.some((part) => part.from === from && part.to === to) ? `${from}-${to}` : OTHER;
}

/**
 * Service area, city, when and free text (and on the search page price and rating). With JavaScript it goes
 * straight to `/grozio-specialistai/{area}/{location}?…`; without it, a GET to SEARCH_FORM_ACTION redirects there.
 */
export function SearchForm({
  areas,
  locations,
  target = {},
  days,
  variant = 'hero',
  More,
  areaIcon,
}: SearchFormProps) {
  const { today, tomorrow } = days;
  const navigation = useNavigation();
  const id = useId();
  const hero = variant === 'hero';
  const selectedArea = target.area && target.area !== ANY_AREA_SLUG ? target.area : ANY_AREA_SLUG;
  const initialWhen =
    target.date === today || target.date === tomorrow
      ? target.date
      : target.date
        ? OTHER
        : target.sort === 'earliest'
          ? ASAP
          : '';
  const [when, setWhen] = useState(initialWhen);
  const [window, setWindow] = useState(windowValue(target));
  const searching =
    navigation.state === 'loading' && navigation.location.pathname.startsWith(SEARCH_FORM_ACTION);

  const fieldBox = `relative flex items-center gap-2 rounded-xl bg-white px-2.5 ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-600 ${
    hero ? 'h-14' : 'h-12'
  }`;
  const labelClass = hero
    ? 'mb-1.5 block text-sm font-medium text-zinc-800'
    : 'mb-1 block text-xs font-medium text-zinc-700';
  const sideIcon = `${SIDE_ICON} ${hero ? '' : 'hidden sm:block'}`;
  // Half a phone's width holds "Kuo greičiau" or "Visą dieną" only without the icon.
  const halfIcon = `${SIDE_ICON} hidden sm:block`;

  return (
    <Form
      method="get"
      action={SEARCH_FORM_ACTION}
      role="search"
      aria-label="Grožio specialistų paieška"
      className={`grid grid-cols-2 gap-3 ${hero ? 'rounded-3xl bg-white p-4 shadow-xl shadow-brand-900/10 ring-1 ring-stone-200 sm:p-5 lg:grid-cols-4 lg:items-end' : 'lg:grid-cols-[1.5fr_1.2fr_1fr_1fr_1fr_1fr] lg:items-end'}`}
    >
      <SearchSelect
        id={`${id}-area`}
        label="Paslauga"
        icon={areaIcon?.(selectedArea, sideIcon)}
        name={SEARCH_FORM_FIELDS.area}
        defaultValue={selectedArea}
        labelClass={labelClass}
        fieldBox={fieldBox}
        className="col-span-2 sm:col-span-1"
      >
        <NamedOptions items={[{ slug: ANY_AREA_SLUG, name: 'Visos paslaugos' }, ...areas]} by="slug" />
      </SearchSelect>
      <SearchSelect
        id={`${id}-location`}
        label="Miestas"
        icon={<MapPinIcon className={sideIcon} />}
        name={SEARCH_FORM_FIELDS.location}
        defaultValue={
          target.location && target.location !== ANY_LOCATION_SLUG ? target.location : ANY_LOCATION_SLUG
        }
        labelClass={labelClass}
        fieldBox={fieldBox}
        className="col-span-2 sm:col-span-1"
      >
        <NamedOptions items={[{ slug: ANY_LOCATION_SLUG, name: 'Visa Lietuva' }, ...locations]} by="slug" />
      </SearchSelect>
      <SearchSelect
        id={`${id}-when`}
        label="Kada"
        icon={<CalendarIcon className={halfIcon} />}
        name={SEARCH_FORM_FIELDS.when}
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        labelClass={labelClass}
        fieldBox={fieldBox}
      >
        <option value="">Bet kada</option>
        <option value={ASAP}>Kuo greičiau</option>
        <option value={today}>Šiandien</option>
        <option value={tomorrow}>Rytoj</option>
        {More ? <option value={OTHER}>Kita diena…</option> : null}
      </SearchSelect>
      <SearchSelect
        id={`${id}-window`}
        label="Laikas"
        icon={<ClockIcon className={halfIcon} />}
        name={SEARCH_FORM_FIELDS.window}
        value={window}
        onChange={(event) => setWindow(event.target.value)}
        labelClass={labelClass}
        fieldBox={fieldBox}
      >
        <option value="">Visą dieną</option>
        {DAY_PARTS.map((part) => (
          <option key={part.label} value={`${part.from}-${part.to}`}>
            {part.label}
          </option>
        ))}
        {More ? <option value={OTHER}>Nuo–iki…</option> : null}
      </SearchSelect>
      {More ? (
        <More
          id={id}
          target={target}
          when={when}
          window={window}
          days={days}
          labelClass={labelClass}
          fieldBox={fieldBox}
        />
      ) : null}
      <div
        className={`col-span-2 flex gap-2 ${hero ? 'flex-col gap-3 sm:flex-row sm:items-end lg:col-span-4' : 'items-end lg:col-span-6'}`}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Salonas arba paslauga{' '}
            <span className={`font-normal text-zinc-500 ${hero ? '' : 'hidden sm:inline'}`}>
              (neprivaloma)
            </span>
          </label>
          <div className={fieldBox}>
            <SearchIcon className={sideIcon} />
            <input
              id={`${id}-q`}
              type="search"
              name={SEARCH_FORM_FIELDS.q}
              defaultValue={target.q ?? ''}
              maxLength={100}
              placeholder="pvz. manikiūras"
              enterKeyHint="search"
              className={CONTROL_CLASS}
            />
          </div>
        </div>
        <button
          type="submit"
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-700 font-semibold text-white shadow-sm transition hover:bg-brand-800 active:bg-brand-900 ${
            hero ? 'h-14 px-5 text-base sm:px-8' : 'h-12 px-4 sm:px-6'
          }`}
        >
          <SearchIcon className="size-5" />
          {searching ? 'Ieškoma…' : 'Ieškoti'}
        </button>
      </div>
    </Form>
  );
}

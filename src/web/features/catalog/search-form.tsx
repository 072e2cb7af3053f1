import { lazy, Suspense, useId, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { Area, Location } from '../../../contracts/catalog.ts';
import { CalendarIcon, ChevronDownIcon, ClockIcon, MapPinIcon, SearchIcon } from '../../components/icons.tsx';
import { AreaIcon } from './area-icon.tsx';
import {
  DAY_PARTS,
  SEARCH_PARAMS,
  searchPath,
  sortFromWord,
  sortWord,
  type SearchTarget,
} from './catalog-text.ts';
import { NamedOptions } from '../../components/named-options.tsx';

// React Aria's date picker is most of a calendar's weight: it loads when a visitor asks for another day.
const DatePickerField = lazy(() =>
  import('../../components/date-picker-field.tsx').then((m) => ({ default: m.DatePickerField })),
);

/** The fallback address of the form without JavaScript: its loader redirects to the search page. */
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

const ASAP = 'kuo-greiciau';
const OTHER = 'kita';
const PRICE_CEILINGS_EUR = [20, 30, 50, 80, 120] as const;
const RATING_FLOORS = [
  { value: '4', label: 'nuo 4,0' },
  { value: '4.5', label: 'nuo 4,5' },
] as const;
/** A day as the date picker posts it; the search page checks that it exists. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOURS = Array.from({ length: 25 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/**
 * What the form asks for, as a search: "kada" is a day, "kuo greičiau" or another day from the calendar;
 * "laikas" a part of the day or "nuo–iki". A window without a day means the soonest such time.
 * The same reading serves the page with JavaScript and the redirect without it.
 */
export function searchFormTarget(get: (name: string) => string): SearchTarget {
  const when = get(SEARCH_FORM_FIELDS.when);
  const day = when === OTHER ? get(SEARCH_FORM_FIELDS.date) : when;
  const date = DAY.test(day) ? day : null;
  const window = get(SEARCH_FORM_FIELDS.window);
  const [from = '', to = ''] =
    window === OTHER ? [get(SEARCH_FORM_FIELDS.from), get(SEARCH_FORM_FIELDS.to)] : window.split('-');
  const euros = Number.parseInt(get(SEARCH_FORM_FIELDS.priceMax), 10);
  const rating = Number.parseFloat(get(SEARCH_FORM_FIELDS.ratingMin));
  const allDay = from === '00:00' && to === '24:00';
  let sort = sortFromWord(get(SEARCH_FORM_FIELDS.sort));
  if (when === ASAP || (!date && (from || to) && !allDay)) sort = 'earliest';
  return {
    area: get(SEARCH_FORM_FIELDS.area),
    location: get(SEARCH_FORM_FIELDS.location),
    q: get(SEARCH_FORM_FIELDS.q),
    date,
    from: allDay ? null : from || null,
    to: allDay ? null : to || null,
    priceMax: euros > 0 ? euros * 100 : null,
    ratingMin: rating >= 1 && rating <= 5 ? rating : null,
    sort,
  };
}

/** The icon at the left of each field. */
const SIDE_ICON = 'size-5 shrink-0 text-brand-600';
const CONTROL_CLASS =
  'peer h-full w-full min-w-0 appearance-none bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500';

/** A labelled drop-down of the form: an icon at the left, the chevron at the right. */
function SearchSelect({
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
        <select id={id} className={`${CONTROL_CLASS} pr-6`} {...select}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-zinc-500" />
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
  /** `hero`: the home page's large form; `bar`: the search page's filters (with price and rating). */
  variant?: 'hero' | 'bar';
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
  days: { today, tomorrow, last },
  variant = 'hero',
}: SearchFormProps) {
  const navigate = useNavigate();
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
  const [otherDate, setOtherDate] = useState(initialWhen === OTHER ? (target.date ?? '') : '');
  const [window, setWindow] = useState(windowValue(target));
  const searching =
    navigation.state === 'loading' && navigation.location.pathname.startsWith(SEARCH_FORM_ACTION);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    void navigate(searchPath(searchFormTarget(text)));
  }

  const fieldBox = `relative flex items-center gap-2 rounded-xl bg-white px-3 ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-600 ${
    hero ? 'h-14' : 'h-12'
  }`;
  const labelClass = hero
    ? 'mb-1.5 block text-sm font-medium text-zinc-800'
    : 'mb-1 block text-xs font-medium text-zinc-700';
  const sideIcon = `${SIDE_ICON} ${hero ? '' : 'hidden sm:block'}`;

  return (
    <Form
      method="get"
      action={SEARCH_FORM_ACTION}
      onSubmit={onSubmit}
      role="search"
      aria-label="Grožio specialistų paieška"
      className={`grid grid-cols-2 gap-3 ${hero ? 'rounded-3xl bg-white p-4 shadow-xl shadow-brand-900/10 ring-1 ring-stone-200 sm:p-5 lg:grid-cols-4 lg:items-end' : 'lg:grid-cols-6 lg:items-end'}`}
    >
      <SearchSelect
        id={`${id}-area`}
        label="Paslauga"
        icon={<AreaIcon slug={selectedArea} className={sideIcon} />}
        name={SEARCH_FORM_FIELDS.area}
        defaultValue={selectedArea}
        labelClass={labelClass}
        fieldBox={fieldBox}
        className={hero ? 'col-span-2 sm:col-span-1' : ''}
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
        className={hero ? 'col-span-2 sm:col-span-1' : ''}
      >
        <NamedOptions items={[{ slug: ANY_LOCATION_SLUG, name: 'Visa Lietuva' }, ...locations]} by="slug" />
      </SearchSelect>
      <SearchSelect
        id={`${id}-when`}
        label="Kada"
        icon={<CalendarIcon className={sideIcon} />}
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
        <option value={OTHER}>Kita diena…</option>
      </SearchSelect>
      <SearchSelect
        id={`${id}-window`}
        label="Laikas"
        icon={<ClockIcon className={sideIcon} />}
        name={SEARCH_FORM_FIELDS.window}
        value={window}
        onChange={(event) => setWindow(event.target.value)}
        labelClass={labelClass}
        fieldBox={fieldBox}
      >
        <option value="">Visą dieną</option>
        {DAY_PARTS.map((part) => (
          <option key={part.label} value={`${part.from}-${part.to}`}>
            {part.label} ({part.hint})
          </option>
        ))}
        <option value={OTHER}>Nuo–iki…</option>
      </SearchSelect>
      {when === OTHER ? (
        <div className="col-span-2 lg:col-span-1">
          <Suspense fallback={<div className={`${fieldBox} mt-5`} aria-busy="true" />}>
            <DatePickerField
              name={SEARCH_FORM_FIELDS.date}
              label="Diena"
              value={otherDate}
              onChange={setOtherDate}
              minValue={today}
              maxValue={last}
              labelClassName={labelClass}
            />
          </Suspense>
        </div>
      ) : null}
      {window === OTHER ? (
        <>
          <SearchSelect
            id={`${id}-from`}
            label="Nuo"
            name={SEARCH_FORM_FIELDS.from}
            defaultValue={target.from ?? '17:00'}
            labelClass={labelClass}
            fieldBox={fieldBox}
          >
            {withValue(HOURS.slice(0, 24), target.from).map((hour) => (
              <option key={hour}>{hour}</option>
            ))}
          </SearchSelect>
          <SearchSelect
            id={`${id}-to`}
            label="Iki"
            name={SEARCH_FORM_FIELDS.to}
            defaultValue={target.to ?? '20:00'}
            labelClass={labelClass}
            fieldBox={fieldBox}
          >
            {withValue(HOURS.slice(1), target.to).map((hour) => (
              <option key={hour}>{hour}</option>
            ))}
          </SearchSelect>
        </>
      ) : null}
      {hero ? null : (
        <>
          <SearchSelect
            id={`${id}-price`}
            label="Kaina iki"
            name={SEARCH_FORM_FIELDS.priceMax}
            defaultValue={target.priceMax ? String(Math.round(target.priceMax / 100)) : ''}
            labelClass={labelClass}
            fieldBox={fieldBox}
          >
            <option value="">Bet kokia</option>
            {withValue(
              PRICE_CEILINGS_EUR.map(String),
              target.priceMax ? String(Math.round(target.priceMax / 100)) : null,
            ).map((euros) => (
              <option key={euros} value={euros}>
                {euros} €
              </option>
            ))}
          </SearchSelect>
          <SearchSelect
            id={`${id}-rating`}
            label="Įvertinimas"
            name={SEARCH_FORM_FIELDS.ratingMin}
            defaultValue={target.ratingMin ? String(target.ratingMin) : ''}
            labelClass={labelClass}
            fieldBox={fieldBox}
          >
            <option value="">Bet koks</option>
            {RATING_FLOORS.map((floor) => (
              <option key={floor.value} value={floor.value}>
                {floor.label}
              </option>
            ))}
          </SearchSelect>
          {target.sort && target.sort !== 'recommended' ? (
            <input type="hidden" name={SEARCH_FORM_FIELDS.sort} value={sortWord(target.sort)} />
          ) : null}
        </>
      )}
      <div className={`col-span-2 flex items-end gap-2 ${hero ? 'lg:col-span-4' : 'lg:col-span-6'}`}>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Salonas arba paslauga{' '}
            <span className={`font-normal text-zinc-500 ${hero ? '' : 'hidden sm:inline'}`}>
              (neprivaloma)
            </span>
          </label>
          <div className={fieldBox}>
            <SearchIcon className={SIDE_ICON} />
            <input
              id={`${id}-q`}
              type="search"
              name={SEARCH_FORM_FIELDS.q}
              defaultValue={target.q ?? ''}
              maxLength={100}
              placeholder="pvz. Saulė, gelinis lakavimas"
              enterKeyHint="search"
              className={CONTROL_CLASS}
            />
          </div>
        </div>
        <button
          type="submit"
          disabled={searching}
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-700 font-semibold text-white shadow-sm transition hover:bg-brand-800 active:bg-brand-900 disabled:opacity-80 ${
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

/** The options with the current value among them (an address may carry one the list does not offer). */
function withValue(options: readonly string[], value: string | null | undefined): string[] {
  return value && !options.includes(value)
    ? [...options, value].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [...options];
}

import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { Area, Location } from '../../../contracts/catalog.ts';
import { ChevronDownIcon, MapPinIcon, SearchIcon } from '../../components/icons.tsx';
import { AreaIcon } from './area-icon.tsx';
import { searchPath } from './catalog-text.ts';
import { NamedOptions } from '../../components/named-options.tsx';

/** The fallback address of the form without JavaScript: its loader redirects to the search page. */
const SEARCH_FORM_ACTION = '/grozio-specialistai';
export const SEARCH_FORM_FIELDS = { area: 'sritis', location: 'miestas', q: 'q' } as const;

/** The icon at the left of each field. */
const SIDE_ICON = 'size-5 shrink-0 text-brand-600';
const CONTROL_CLASS =
  'peer h-full w-full min-w-0 appearance-none bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500';

/** A labelled drop-down of the form: an icon at the left, the chevron at the right; the first option is "any". */
function SearchSelect({
  id,
  label,
  icon,
  name,
  defaultValue,
  options,
  labelClass,
  fieldBox,
}: {
  id: string;
  label: string;
  icon: React.ReactNode;
  name: string;
  defaultValue: string;
  options: readonly { slug: string; name: string }[];
  labelClass: string;
  fieldBox: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={fieldBox}>
        {icon}
        <select id={id} name={name} defaultValue={defaultValue} className={`${CONTROL_CLASS} pr-6`}>
          <NamedOptions items={options} by="slug" />
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-zinc-500" />
      </div>
    </div>
  );
}

interface SearchFormProps {
  areas: readonly Area[];
  locations: readonly Location[];
  area?: string | null;
  location?: string | null;
  q?: string | null;
  /** `hero`: the home page's large form; `bar`: the search page's filters. */
  variant?: 'hero' | 'bar';
}

/**
 * Service area + city + free text. With JavaScript it goes straight to `/grozio-specialistai/{area}/{location}`;
 * without it, a GET to SEARCH_FORM_ACTION redirects there.
 */
export function SearchForm({ areas, locations, area, location, q, variant = 'hero' }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const hero = variant === 'hero';
  const selectedArea = area && area !== ANY_AREA_SLUG ? area : ANY_AREA_SLUG;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    void navigate(
      searchPath({
        area: text(SEARCH_FORM_FIELDS.area),
        location: text(SEARCH_FORM_FIELDS.location),
        q: text(SEARCH_FORM_FIELDS.q),
      }),
    );
  }

  const fieldBox = `relative flex items-center gap-2 rounded-xl bg-white px-3 ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-600 ${
    hero ? 'h-14' : 'h-12'
  }`;
  const labelClass = hero
    ? 'mb-1.5 block text-sm font-medium text-zinc-800'
    : 'mb-1 block text-xs font-medium text-zinc-700';

  return (
    <Form
      method="get"
      action={SEARCH_FORM_ACTION}
      onSubmit={onSubmit}
      role="search"
      aria-label="Grožio specialistų paieška"
      className={`grid gap-3 ${hero ? 'rounded-3xl bg-white p-4 shadow-xl shadow-brand-900/10 ring-1 ring-stone-200 sm:p-5 lg:grid-cols-[1fr_1fr_1.3fr_auto] lg:items-end' : 'grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-end'}`}
    >
      <SearchSelect
        id={`${id}-area`}
        label="Paslauga"
        icon={<AreaIcon slug={selectedArea} className={`${SIDE_ICON} ${hero ? '' : 'hidden sm:block'}`} />}
        name={SEARCH_FORM_FIELDS.area}
        defaultValue={selectedArea}
        options={[{ slug: ANY_AREA_SLUG, name: 'Visos paslaugos' }, ...areas]}
        labelClass={labelClass}
        fieldBox={fieldBox}
      />
      <SearchSelect
        id={`${id}-location`}
        label="Miestas"
        icon={<MapPinIcon className={`${SIDE_ICON} ${hero ? '' : 'hidden sm:block'}`} />}
        name={SEARCH_FORM_FIELDS.location}
        defaultValue={location && location !== ANY_LOCATION_SLUG ? location : ANY_LOCATION_SLUG}
        options={[{ slug: ANY_LOCATION_SLUG, name: 'Visa Lietuva' }, ...locations]}
        labelClass={labelClass}
        fieldBox={fieldBox}
      />
      <div className={hero ? 'contents' : 'col-span-2 flex items-end gap-2 lg:contents'}>
        <div className={hero ? '' : 'min-w-0 flex-1'}>
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
              defaultValue={q ?? ''}
              maxLength={100}
              placeholder="pvz. Saulė, balayage"
              enterKeyHint="search"
              className={CONTROL_CLASS}
            />
          </div>
        </div>
        <button
          type="submit"
          className={`inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 font-semibold text-white shadow-sm transition hover:bg-brand-800 active:bg-brand-900 ${
            hero ? 'h-14 text-base' : 'h-12 shrink-0 px-4 sm:px-6'
          }`}
        >
          <SearchIcon className="size-5" />
          Ieškoti
        </button>
      </div>
    </Form>
  );
}

// Words and URLs the public catalogue pages share: plural forms, headings, search addresses.
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { Area, Location, SearchSort } from '../../../contracts/catalog.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { REVIEW_FORMS } from '../../../core/format/nouns.ts';

export const NOT_BOOKABLE_ONLINE = 'Šis salonas registracijos internetu dar nepriima – skambinkite';

// One formatter for every card: toLocaleString would build a new one per call (slow in SSR).
const ratingFormat = new Intl.NumberFormat('lt-LT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,5": ratings the Lithuanian way. */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

export function reviewCountLabel(count: number): string {
  return count === 0 ? 'Dar nėra atsiliepimų' : formatCount(count, REVIEW_FORMS);
}

/** "Kirpėjai Vilniuje", "Grožio specialistai Kaune", "Kirpėjai visoje Lietuvoje". */
export function searchHeading(area: Area | null, location: Location | null): string {
  const who = area?.specialistsTitle ?? 'Grožio specialistai';
  const where = location?.nameLocative ?? 'visoje Lietuvoje';
  return `${who} ${where}`;
}

export interface SearchTarget {
  area?: string | null;
  location?: string | null;
  q?: string | null;
  page?: number;
  /** Left out: the recommended order. */
  sort?: SearchSort;
  /** A day (`YYYY-MM-DD`): only salons with a free time that day. */
  date?: string | null;
  /** The time-of-day window (`HH:MM`, `iki` up to `24:00`), with a date or "kuo greičiau". */
  from?: string | null;
  to?: string | null;
  /** Price ceiling of the matching service, in cents (whole euros in the address). */
  priceMax?: number | null;
  ratingMin?: number | null;
}

/** The search address's query words: Lithuanian, as the booking flow's. */
export const SEARCH_PARAMS = {
  q: 'q',
  page: 'puslapis',
  sort: 'rikiuoti',
  date: 'data',
  from: 'nuo',
  to: 'iki',
  priceMax: 'kaina-iki',
  ratingMin: 'ivertinimas-nuo',
} as const;

/** How each order is written in the address; the recommended one is the default and left out. */
const SORT_WORDS: Record<Exclude<SearchSort, 'recommended'>, string> = {
  rating: 'ivertinimas',
  earliest: 'anksciausias-laikas',
  price: 'kaina',
};

/** The address's word for an order ('' for the recommended one). */
export function sortWord(sort: SearchSort | undefined): string {
  return sort && sort !== 'recommended' ? SORT_WORDS[sort] : '';
}

/** The order an address's word names; the recommended one for anything else. */
export function sortFromWord(word: string): SearchSort {
  return (
    (Object.keys(SORT_WORDS) as (keyof typeof SORT_WORDS)[]).find((key) => SORT_WORDS[key] === word) ??
    'recommended'
  );
}

/** The parts of the day a client picks from (the heading then says "iki 12:00"…); "nuo–iki" covers the rest. */
export const DAY_PARTS = [
  { label: 'Rytas', from: '00:00', to: '12:00' },
  { label: 'Diena', from: '12:00', to: '17:00' },
  { label: 'Vakaras', from: '17:00', to: '24:00' },
] as const;

/** Whether a search asks about time (a day or "kuo greičiau"): such a page is nobody's to index. */
export function isTimedSearch(target: SearchTarget): boolean {
  return Boolean(target.date || target.sort === 'earliest' || target.from || target.to);
}

/** `/grozio-specialistai/{area}/{location}?q=…&data=…&puslapis=…`, with `visi` / `visa-lietuva` for "any". */
export function searchPath(target: SearchTarget): string {
  const area = target.area || ANY_AREA_SLUG;
  const location = target.location || ANY_LOCATION_SLUG;
  const params = new URLSearchParams();
  const q = target.q?.trim();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  set(SEARCH_PARAMS.q, q);
  set(SEARCH_PARAMS.date, target.date);
  set(SEARCH_PARAMS.from, target.from);
  set(SEARCH_PARAMS.to, target.to);
  set(SEARCH_PARAMS.priceMax, target.priceMax ? Math.round(target.priceMax / 100) : null);
  set(SEARCH_PARAMS.ratingMin, target.ratingMin);
  set(SEARCH_PARAMS.sort, sortWord(target.sort));
  if (target.page && target.page > 1) params.set(SEARCH_PARAMS.page, String(target.page));
  const query = params.toString();
  return `/grozio-specialistai/${encodeURIComponent(area)}/${encodeURIComponent(location)}${query ? `?${query}` : ''}`;
}

export function businessPath(slug: string): string {
  return `/apie/${encodeURIComponent(slug)}`;
}

export function bookingPath(slug: string, serviceId?: string): string {
  const base = `/naujas-vizitas/${encodeURIComponent(slug)}`;
  return serviceId ? `${base}?paslauga=${encodeURIComponent(serviceId)}` : base;
}

/** The first letter of a name, for a logo or avatar placeholder. */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? name;
  return (last.charAt(0) || '?').toLocaleUpperCase('lt-LT');
}

/** An image's `srcset` from its widths (`{ 480: url, … }`); empty when there are none. */
export function imageSrcSet(urls: Readonly<Record<string, string>>): string {
  return Object.entries(urls)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

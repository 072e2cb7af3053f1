// Words and URLs the public catalogue pages share: plural forms, headings, search addresses.
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { Area, Location, SearchSort } from '../../../contracts/catalog.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { REVIEW_FORMS } from '../../../core/format/nouns.ts';

export const NOT_BOOKABLE_ONLINE = 'Registracija internetu dar neprieinama – skambinkite';

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
  /** Best rated first (`?rikiuoti=ivertinimas`); left out, the recommended order. */
  sort?: SearchSort;
}

/** The search address's word for sorting by rating. */
export const SORT_BY_RATING_PARAM = { name: 'rikiuoti', value: 'ivertinimas' } as const;

/** `/grozio-specialistai/{area}/{location}?q=…&puslapis=…`, with `visi` / `visa-lietuva` for "any". */
export function searchPath(target: SearchTarget): string {
  const area = target.area || ANY_AREA_SLUG;
  const location = target.location || ANY_LOCATION_SLUG;
  const params = new URLSearchParams();
  const q = target.q?.trim();
  if (q) params.set('q', q);
  if (target.sort === 'rating') params.set(SORT_BY_RATING_PARAM.name, SORT_BY_RATING_PARAM.value);
  if (target.page && target.page > 1) params.set('puslapis', String(target.page));
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

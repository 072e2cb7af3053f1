// The search address read on the server (page loaders): the filters it carries, the words for when it looks,
// and each result's free times as links into the booking. Apart from catalog-text.ts so that the date tables
// and the booking's address rules stay out of the pages' scripts.
import type { BusinessSearchItem } from '../../../contracts/catalog.ts';
import {
  dateFields,
  formatTime,
  LITHUANIAN_MONTHS_GENITIVE,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { addDays, isLocalDate } from '../../../core/time/calendar-date.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import { bookingPath } from '../../../contracts/booking-choice.ts';
import { SEARCH_PARAMS, sortFromWord, type SearchTarget } from './catalog-text.ts';
import { ASAP, OTHER, SEARCH_FORM_FIELDS } from './search-form.tsx';

/**
 * Today in Lithuania, `YYYY-MM-DD`: the searcher's day, not one business's (the search reads its dates in the
 * platform's zone, as the server does).
 */
export function lithuanianToday(now: number): string {
  return localDateOf({ epochMilliseconds: now }, LITHUANIA_TIME_ZONE);
}

const FROM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TO = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/**
 * The filters of a search address. Like the booking choice, malformed values are dropped rather than
 * refused: an old or hand-edited link still shows a search. A window without a date or "kuo greičiau"
 * means nothing and is dropped too.
 */
export function readSearchTarget(params: URLSearchParams): Omit<SearchTarget, 'area' | 'location'> {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const sort = sortFromWord(get(SEARCH_PARAMS.sort));
  const date = isLocalDate(get(SEARCH_PARAMS.date)) ? get(SEARCH_PARAMS.date) : null;
  const timed = date !== null || sort === 'earliest';
  let from = timed && FROM.test(get(SEARCH_PARAMS.from)) ? get(SEARCH_PARAMS.from) : null;
  let to = timed && TO.test(get(SEARCH_PARAMS.to)) ? get(SEARCH_PARAMS.to) : null;
  if (from && to && from >= to) [from, to] = [null, null];
  const euros = Number.parseInt(get(SEARCH_PARAMS.priceMax), 10);
  const rating = Number.parseFloat(get(SEARCH_PARAMS.ratingMin).replace(',', '.'));
  const page = Number.parseInt(get(SEARCH_PARAMS.page) || '1', 10);
  return {
    q: get(SEARCH_PARAMS.q).slice(0, 100),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), 1000) : 1,
    sort,
    date,
    from,
    to,
    priceMax: euros >= 1 && euros <= 100_000 ? euros * 100 : null,
    ratingMin: rating >= 1 && rating <= 5 ? rating : null,
  };
}

/** "nuo 17:00", "iki 12:00", "12:00–17:00"; empty for the whole day. */
export function windowLabel(from: string | null | undefined, to: string | null | undefined): string {
  const start = from && from !== '00:00' ? from : null;
  const end = to && to !== '24:00' ? to : null;
  // Word joiners keep "12:00–17:00" on one line in a heading: a line may break before it, not at its dash.
  if (start && end) return `${start}\u2060–\u2060${end}`;
  if (start) return `nuo ${start}`;
  return end ? `iki ${end}` : '';
}

/** "šiandien", "rytoj" or "gruodžio 3 d.": a day after a heading ("Kirpėjai Vilniuje rytoj"). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'šiandien';
  if (date === addDays(today, 1)) return 'rytoj';
  const { month, day } = dateFields(date);
  return `${LITHUANIAN_MONTHS_GENITIVE[month - 1] ?? ''} ${day} d.`;
}

/** When a search looks for a time, in words: "šiandien nuo 17:00", "kuo greičiau"; empty when it does not. */
export function searchWhenLabel(target: SearchTarget, today: string): string {
  const day = target.date ? dayLabel(target.date, today) : target.sort === 'earliest' ? 'kuo greičiau' : '';
  const window = windowLabel(target.from, target.to);
  return [day, window].filter(Boolean).join(target.date ? ' ' : ', ');
}

/** One day's free times of a result, each a link into the booking at its last step. */
export interface FreeTimeDay {
  date: string;
  /** "šiandien", "rytoj", "gruodžio 3 d.". */
  label: string;
  times: { time: string; href: string }[];
}

/** A result's free times grouped by day, with the booking address that has service, specialist and time chosen. */
export function freeTimeDays(item: BusinessSearchItem, today: string): FreeTimeDay[] {
  const { match } = item;
  if (!match) return [];
  // In the business's own zone: the booking reads the date and time of its address there. An item that
  // does not name one (built by hand, not by the search) is a Lithuanian business.
  const zone = (item.timeZone as string | undefined) ?? LITHUANIA_TIME_ZONE;
  const days: FreeTimeDay[] = [];
  for (const free of item.freeTimes) {
    const date = localDateOf(free.start, zone);
    const time = formatTime(free.start, zone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: dayLabel(date, today), times: [] };
      days.push(day);
    }
    day.times.push({
      time,
      href: bookingPath(item.slug, { serviceId: match.serviceId, specialist: free.specialistId, date, time }),
    });
  }
  return days;
}

/**
 * What the form asks for, as a search: "kada" is a day, "kuo greičiau" or another day from the calendar;
 * "laikas" a part of the day or "nuo–iki". A window without a day means the soonest such time.
 * The same reading serves the page with JavaScript and the redirect without it.
 */
export function searchFormTarget(get: (name: string) => string): SearchTarget {
  const when = get(SEARCH_FORM_FIELDS.when);
  const day = when === OTHER ? get(SEARCH_FORM_FIELDS.date) : when;
  const date = isLocalDate(day) ? day : null;
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

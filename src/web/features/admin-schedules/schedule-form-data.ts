/**
 * Reading the admin schedule forms: interval rows are posted as `<prefix>.<index>.start|end` (the same keys
 * the API uses in `fields`, so errors land next to their inputs). Pure; used by route actions and tests.
 */
import type {
  SpecialistOption,
  Viewer,
  WallIntervalDto,
  WeeklyDaysDto,
} from '../../../contracts/admin-schedules.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { textField } from '../../lib/page-results.ts';

const ROW_KEY = /^(.+)\.(\d+)\.(start|end)$/;

/** '09:00:00' → '09:00'; an end of '00:00' is midnight after the day, which the API writes as '24:00'. */
export function normaliseTime(value: string, as: 'start' | 'end'): string {
  const trimmed = value.trim();
  const short = /^\d{2}:\d{2}:\d{2}$/.test(trimmed) ? trimmed.slice(0, 5) : trimmed;
  return as === 'end' && short === '00:00' ? '24:00' : short;
}

/** The interval rows under `prefix`, in row order; rows left wholly empty are dropped. */
export function readIntervals(form: FormData, prefix: string): WallIntervalDto[] {
  const rows = new Map<number, { start: string; end: string }>();
  for (const [key, value] of form.entries()) {
    const match = ROW_KEY.exec(key);
    if (!match || match[1] !== prefix || typeof value !== 'string') continue;
    const index = Number(match[2]);
    const row = rows.get(index) ?? { start: '', end: '' };
    row[match[3] as 'start' | 'end'] = value;
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => row.start.trim() !== '' || row.end.trim() !== '')
    .map((row) => ({ start: normaliseTime(row.start, 'start'), end: normaliseTime(row.end, 'end') }));
}

/** A week posted as `days.<weekday>.<index>.start|end`. */
export function readWeeklyDays(form: FormData): WeeklyDaysDto {
  const days: WeeklyDaysDto = {};
  for (const weekday of ['1', '2', '3', '4', '5', '6', '7'] as const) {
    const intervals = readIntervals(form, `days.${weekday}`);
    if (intervals.length > 0) days[weekday] = intervals;
  }
  return days;
}

/** Typed fields are read without the spaces around them. */
function trimmedField(form: FormData, name: string): string {
  return textField(form, name).trim();
}

/**
 * `pirmadienis, gruodžio 21 d.`; with `today`, a date of another year carries it:
 * `penktadienis, 2027 m. sausio 1 d.`.
 */
export function formatDay(date: string, today?: string): string {
  const long = formatLongDate(date);
  if (today === undefined || date.slice(0, 4) === today.slice(0, 4)) return long;
  const comma = long.indexOf(', ');
  return `${long.slice(0, comma + 2)}${date.slice(0, 4)} m. ${long.slice(comma + 2)}`;
}

/** Always with the year: `ketvirtadienis, 2026 m. gruodžio 24 d.` (pages about one date). */
export function formatDayWithYear(date: string): string {
  return formatDay(date, '0000-00-00');
}

/** One day, or a range `… – …` when the days differ (years as in formatDay). */
export function formatDateRange(from: string, to: string, today?: string): string {
  return from === to ? formatDay(from, today) : `${formatDay(from, today)} – ${formatDay(to, today)}`;
}

/** The word for a number of days, as `formatCount` takes it. */

/** Whole days in [from, to]. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Field errors whose key starts with `prefix.` (e.g. all of one day), for a row-level summary. */
export function errorsUnder(fields: Record<string, string> | undefined, prefix: string): string[] {
  if (!fields) return [];
  return Object.entries(fields)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}

/** The override form's fields as the override services take them (intervals only for other hours). */
export function overrideInputFrom(form: FormData) {
  const closed = trimmedField(form, 'closed') !== 'false';
  return {
    specialistId: trimmedField(form, 'specialistId') || null,
    from: trimmedField(form, 'from'),
    to: trimmedField(form, 'to') || null,
    closed,
    intervals: closed ? [] : readIntervals(form, 'intervals'),
    note: trimmedField(form, 'note'),
  };
}

/** The holiday form's fields as the holiday services take them. */
export function holidayInputFrom(form: FormData) {
  return {
    specialistId: trimmedField(form, 'specialistId') || null,
    from: trimmedField(form, 'from'),
    to: trimmedField(form, 'to') || null,
    name: trimmedField(form, 'name'),
  };
}

/** Managers change every holiday and override; a specialist only their own (not the business-wide ones). */
export function mayChange(viewer: Viewer, specialistId: string | null): boolean {
  return viewer.managesBusiness || (specialistId !== null && specialistId === viewer.ownSpecialistId);
}

/**
 * What a "new holiday" or "new override" page needs from its list: `?specialistas=` and `?data=` in the
 * address preselect who and from when (a link from a schedule or the calendar), `fallbackFrom` otherwise.
 */
export function newEntryPageData<Business>(
  list: { business: Business; viewer: Viewer; today: string; specialists: SpecialistOption[] },
  request: Request,
  fallbackFrom: string,
) {
  const query = new URL(request.url).searchParams;
  const specialistId = query.get('specialistas') ?? '';
  const date = query.get('data') ?? '';
  return {
    business: list.business,
    viewer: list.viewer,
    today: list.today,
    specialists: list.specialists,
    defaults: {
      specialistId: list.specialists.some((s) => s.id === specialistId) ? specialistId : '',
      from: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : fallbackFrom,
    },
  };
}

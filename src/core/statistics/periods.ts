// The periods of the business statistics: weeks (Monday to Sunday) or calendar months of local dates, the
// ready-made choices of the period picker, and the working minutes of each period from the same schedule
// interpreter the calendar and the booking slots use. Pure: `today` is an argument.
import { Temporal } from 'temporal-polyfill';
import type { LocalDate, WorkingTimeInput } from '../availability/types.ts';
import { indexWorkingTime, workingSpansOn } from '../availability/working-time.ts';
import { addDays, daysBetween, parseLocalDate } from '../availability/zoned-day.ts';
import { RANGE_ORDER_MESSAGE, isLocalDate } from '../schedules/date-range.ts';
import {
  LITHUANIAN_MONTHS_GENITIVE,
  LITHUANIAN_MONTHS_NOMINATIVE,
  LITHUANIAN_MONTHS_SHORT,
} from '../format/lithuanian-dates.ts';

export const STATISTICS_GROUPS = ['week', 'month'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];

/** The longest period one report covers: two years of weeks stay readable and quick. */
export const MAX_PERIOD_DAYS = 732;

/** One week or month of a report. `from`/`to` are its own bounds, cut to the report's period. */
export interface PeriodBucket {
  /** The Monday of the week or the 1st of the month (the key the database groups by). */
  key: LocalDate;
  from: LocalDate;
  to: LocalDate;
  /** Short, for a chart's axis: `lapkr. 17` (a week's Monday) or `lapkr.` (`2026 lapkr.` in January). */
  shortLabel: string;
  /** For tables and the CSV file: `lapkričio 17–23 d.` or `2026 m. lapkritis`. */
  label: string;
}

/** The Monday of the date's week or the first day of its month. */
export function bucketKey(date: LocalDate, group: StatisticsGroup): LocalDate {
  const day = parseLocalDate(date);
  const start = group === 'week' ? day.subtract({ days: day.dayOfWeek - 1 }) : day.with({ day: 1 });
  return start.toString();
}

function pick(table: readonly string[], month: number): string {
  return table[month - 1] ?? '';
}

function weekLabel(monday: Temporal.PlainDate): string {
  const sunday = monday.add({ days: 6 });
  const first = pick(LITHUANIAN_MONTHS_GENITIVE, monday.month);
  return monday.month === sunday.month
    ? `${first} ${monday.day}–${sunday.day} d.`
    : `${first} ${monday.day} d. – ${pick(LITHUANIAN_MONTHS_GENITIVE, sunday.month)} ${sunday.day} d.`;
}

/** Every week or month that [from, to] touches, in order, each cut to the period. */
export function periodBuckets(from: LocalDate, to: LocalDate, group: StatisticsGroup): PeriodBucket[] {
  const end = parseLocalDate(to);
  const buckets: PeriodBucket[] = [];
  let start = parseLocalDate(bucketKey(from, group));
  while (Temporal.PlainDate.compare(start, end) <= 0) {
    const next = group === 'week' ? start.add({ weeks: 1 }) : start.add({ months: 1 });
    const key = start.toString();
    const last = next.subtract({ days: 1 }).toString();
    buckets.push({
      key,
      from: key < from ? from : key,
      to: last > to ? to : last,
      shortLabel:
        group === 'week'
          ? `${pick(LITHUANIAN_MONTHS_SHORT, start.month)} ${start.day}`
          : start.month === 1
            ? `${start.year} ${pick(LITHUANIAN_MONTHS_SHORT, 1)}`
            : pick(LITHUANIAN_MONTHS_SHORT, start.month),
      label:
        group === 'week'
          ? weekLabel(start)
          : `${start.year} m. ${pick(LITHUANIAN_MONTHS_NOMINATIVE, start.month)}`,
    });
    start = next;
  }
  return buckets;
}

export type PeriodPresetKey = '12-savaiciu' | 'menuo' | 'praejes-menuo' | '12-menesiu' | 'metai';

export interface PeriodChoice {
  from: LocalDate;
  to: LocalDate;
  group: StatisticsGroup;
}

export interface PeriodPreset extends PeriodChoice {
  key: PeriodPresetKey;
  label: string;
}

/** The picker's ready-made periods around `today` (the business's local date). */
export function periodPresets(today: LocalDate): PeriodPreset[] {
  const day = parseLocalDate(today);
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  const monthStart = day.with({ day: 1 });
  const monthEnd = monthStart.add({ months: 1 }).subtract({ days: 1 });
  const lastMonth = monthStart.subtract({ months: 1 });
  return [
    {
      key: '12-savaiciu',
      label: 'Paskutinės 12 savaičių',
      from: monday.subtract({ weeks: 11 }).toString(),
      to: monday.add({ days: 6 }).toString(),
      group: 'week',
    },
    {
      key: 'menuo',
      label: 'Šis mėnuo',
      from: monthStart.toString(),
      to: monthEnd.toString(),
      group: 'week',
    },
    {
      key: 'praejes-menuo',
      label: 'Praėjęs mėnuo',
      from: lastMonth.toString(),
      to: monthStart.subtract({ days: 1 }).toString(),
      group: 'week',
    },
    {
      key: '12-menesiu',
      label: 'Paskutiniai 12 mėnesių',
      from: monthStart.subtract({ months: 11 }).toString(),
      to: monthEnd.toString(),
      group: 'month',
    },
    {
      key: 'metai',
      label: `${day.year} metai`,
      from: day.with({ month: 1, day: 1 }).toString(),
      to: day.with({ month: 12, day: 31 }).toString(),
      group: 'month',
    },
  ];
}

export const DEFAULT_PERIOD_PRESET: PeriodPresetKey = '12-savaiciu';

/** Why a period cannot be reported on (a Lithuanian sentence), or null when it can. */
export function periodProblem(from: LocalDate, to: LocalDate): string | null {
  const days = daysBetween(from, to);
  if (days < 0) return RANGE_ORDER_MESSAGE;
  if (days + 1 > MAX_PERIOD_DAYS) return 'Pasirinkite ne ilgesnį nei dvejų metų laikotarpį.';
  return null;
}

/** The grouping words of the page's address. */
const GROUP_WORDS: Record<string, StatisticsGroup> = { savaite: 'week', menuo: 'month' };
export const GROUP_WORD: Record<StatisticsGroup, string> = { week: 'savaite', month: 'menuo' };

export interface ChosenPeriod extends PeriodChoice {
  preset: PeriodPresetKey | null;
  /** Why the dates asked for could not be used (the default period is shown instead). */
  problem: string | null;
}

/**
 * The period the page's address asks for: a ready-made one (`laikotarpis`), or dates of one's own (`nuo`,
 * `iki`, `grupuoti`: by week up to three months, else by month, unless told); the default otherwise.
 */
export function choosePeriod(
  query: { laikotarpis?: string | null; nuo?: string | null; iki?: string | null; grupuoti?: string | null },
  today: LocalDate,
): ChosenPeriod {
  const presets = periodPresets(today);
  const fallback = presets.find((p) => p.key === DEFAULT_PERIOD_PRESET) ?? presets[0]!;
  const asPreset = (preset: PeriodPreset, problem: string | null = null): ChosenPeriod => ({
    preset: preset.key,
    from: preset.from,
    to: preset.to,
    group: preset.group,
    problem,
  });
  const named = presets.find((p) => p.key === query.laikotarpis);
  if (named) return asPreset(named);
  const { nuo, iki } = query;
  if (!nuo && !iki) return asPreset(fallback);
  if (!nuo || !iki || !isLocalDate(nuo) || !isLocalDate(iki)) {
    return asPreset(fallback, 'Nurodykite laikotarpio pradžios ir pabaigos datas.');
  }
  const problem = periodProblem(nuo, iki);
  if (problem) return asPreset(fallback, problem);
  const group = GROUP_WORDS[query.grupuoti ?? ''] ?? (daysBetween(nuo, iki) < 93 ? 'week' : 'month');
  return { preset: null, from: nuo, to: iki, group, problem: null };
}

/**
 * Minutes each specialist works in each bucket of [from, to], after weekly schedules, overrides, business
 * and public holidays (the same rules as the calendar): bucket key → specialist id → minutes.
 */
export function workingMinutesByBucket(
  input: WorkingTimeInput,
  specialistIds: readonly string[],
  from: LocalDate,
  to: LocalDate,
  group: StatisticsGroup,
): Map<LocalDate, Map<string, number>> {
  const index = indexWorkingTime(input);
  const result = new Map<LocalDate, Map<string, number>>();
  const days = daysBetween(from, to);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(from, offset);
    const key = bucketKey(date, group);
    let bucket = result.get(key);
    if (!bucket) {
      bucket = new Map();
      result.set(key, bucket);
    }
    for (const id of specialistIds) {
      const minutes = workingSpansOn(index, id, date).reduce(
        (sum, span) => sum + Math.round((span.endMs - span.startMs) / 60_000),
        0,
      );
      bucket.set(id, (bucket.get(id) ?? 0) + minutes);
    }
  }
  return result;
}

/** Booked minutes as a share of working minutes, in whole percent; null without working time. */
export function occupancyPercent(bookedMinutes: number, workingMinutes: number): number | null {
  if (workingMinutes <= 0) return null;
  return Math.round((bookedMinutes / workingMinutes) * 100);
}

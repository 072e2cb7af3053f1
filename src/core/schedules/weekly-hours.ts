// Validation and editing of working hours as people enter them: a weekly schedule (ISO weekday → intervals)
// and the replacement intervals of a schedule override. Pure; the messages are the Lithuanian text forms show.
import type { IsoWeekday, WallInterval } from '../availability/types.ts';
import { wallTimeToMinutes } from '../time/wall-time.ts';

/** 'HH:MM' from 00:00 to 23:59, and '24:00' (midnight after the day) as an end. */
const WALL_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
/** Monday to Friday: where "copy Monday" copies to. */
export const WORKING_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];
/** A day holds few intervals in practice; the cap keeps a hostile body from growing without bound. */
export const MAX_INTERVALS_PER_DAY = 12;

/** Weekday names for forms, capitalised, Monday first (index = ISO weekday − 1). */
export const WEEKDAY_LABELS = [
  'Pirmadienis',
  'Antradienis',
  'Trečiadienis',
  'Ketvirtadienis',
  'Penktadienis',
  'Šeštadienis',
  'Sekmadienis',
] as const;

/** ISO weekday (as a string key, the stored JSON's shape) → intervals; a missing or empty day is a day off. */
export type WeeklyDays = Partial<Record<`${IsoWeekday}`, WallInterval[]>>;

export const WALL_TIME_MESSAGE = 'Laikas turi būti formatu VV:MM, pvz., 09:00.';
export const START_AT_MIDNIGHT_MESSAGE = 'Darbo pradžia negali būti 24:00.';
export const END_NOT_AFTER_START_MESSAGE = 'Pabaiga turi būti vėlesnė nei pradžia.';
export const TOO_MANY_INTERVALS_MESSAGE = `Vienai dienai galima nurodyti daugiausia ${MAX_INTERVALS_PER_DAY} intervalų.`;

export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

function overlapMessage(a: WallInterval, b: WallInterval): string {
  return `Intervalai ${a.start}–${a.end} ir ${b.start}–${b.end} persidengia.`;
}

/**
 * Problems of one day's intervals, keyed by `prefix.index.start|end` (the API's `fields` shape):
 * a bad time, a start at 24:00, an end not after its start, or two intervals that overlap (touching
 * ends, 09:00–12:00 and 12:00–13:00, are fine: intervals are half-open). Empty when the day is valid.
 */
export function intervalIssues(intervals: readonly WallInterval[], prefix: string): Record<string, string> {
  const issues: Record<string, string> = {};
  if (intervals.length > MAX_INTERVALS_PER_DAY) {
    issues[prefix] = TOO_MANY_INTERVALS_MESSAGE;
    return issues;
  }
  const valid: { index: number; start: number; end: number; interval: WallInterval }[] = [];
  intervals.forEach((interval, index) => {
    const startKey = `${prefix}.${index}.start`;
    const endKey = `${prefix}.${index}.end`;
    const startOk = isWallTime(interval.start);
    const endOk = isWallTime(interval.end);
    if (!startOk) issues[startKey] = WALL_TIME_MESSAGE;
    if (!endOk) issues[endKey] = WALL_TIME_MESSAGE;
    if (!startOk || !endOk) return;
    if (interval.start === '24:00') {
      issues[startKey] = START_AT_MIDNIGHT_MESSAGE;
      return;
    }
    const start = wallTimeToMinutes(interval.start);
    const end = wallTimeToMinutes(interval.end);
    if (end <= start) {
      issues[endKey] = END_NOT_AFTER_START_MESSAGE;
      return;
    }
    valid.push({ index, start, end, interval });
  });
  valid.sort((a, b) => a.start - b.start || a.end - b.end);
  // Compared with the interval reaching furthest so far, so one long interval catches all it contains.
  let reach = valid[0];
  for (const current of valid.slice(1)) {
    if (reach && current.start < reach.end) {
      // Reported on the one entered later, where people look for it.
      const key = `${prefix}.${Math.max(reach.index, current.index)}.start`;
      issues[key] ??= overlapMessage(reach.interval, current.interval);
    }
    if (!reach || current.end > reach.end) reach = current;
  }
  return issues;
}

/** Problems of a whole week, keyed `days.<weekday>.<index>.start|end`. Unknown weekday keys are refused. */
export function weeklyHoursIssues(
  days: Readonly<Record<string, readonly WallInterval[] | undefined>>,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const [key, intervals] of Object.entries(days)) {
    if (!/^[1-7]$/.test(key)) {
      issues[`days.${key}`] = 'Savaitės diena turi būti nuo 1 (pirmadienis) iki 7 (sekmadienis).';
      continue;
    }
    Object.assign(issues, intervalIssues(intervals ?? [], `days.${key}`));
  }
  return issues;
}

/** Intervals sorted by start (then end), copied. */
export function sortIntervals(intervals: readonly WallInterval[]): WallInterval[] {
  return [...intervals]
    .map(({ start, end }) => ({ start, end }))
    .sort(
      (a, b) =>
        wallTimeToMinutes(a.start) - wallTimeToMinutes(b.start) ||
        wallTimeToMinutes(a.end) - wallTimeToMinutes(b.end),
    );
}

/** The stored shape of a valid week: every day sorted, days off left out. */
export function normaliseWeeklyDays(
  days: Readonly<Record<string, readonly WallInterval[] | undefined>>,
): WeeklyDays {
  const result: WeeklyDays = {};
  for (const weekday of ISO_WEEKDAYS) {
    const intervals = days[String(weekday)];
    if (intervals && intervals.length > 0) result[`${weekday}`] = sortIntervals(intervals);
  }
  return result;
}

/** Monday's intervals copied to Tuesday…Friday (weekend untouched). */
export function copyMondayToWeekdays(days: WeeklyDays): WeeklyDays {
  const monday = days['1'] ?? [];
  const result: WeeklyDays = { ...days };
  for (const weekday of WORKING_WEEKDAYS) {
    if (weekday === 1) continue;
    if (monday.length > 0) result[`${weekday}`] = monday.map(({ start, end }) => ({ start, end }));
    else delete result[`${weekday}`];
  }
  return result;
}

/** Total working minutes in a week (for summaries like "45 val. per savaitę"). */
export function weeklyMinutes(days: WeeklyDays): number {
  let total = 0;
  for (const weekday of ISO_WEEKDAYS) {
    for (const interval of days[`${weekday}`] ?? []) {
      total += Math.max(0, wallTimeToMinutes(interval.end) - wallTimeToMinutes(interval.start));
    }
  }
  return total;
}

/** '09:00–13:00, 14:00–18:00', or the given text for a day off. */
export function formatIntervals(intervals: readonly WallInterval[] | undefined, dayOff = 'Nedirba'): string {
  if (!intervals || intervals.length === 0) return dayOff;
  return sortIntervals(intervals)
    .map((interval) => `${interval.start}–${interval.end}`)
    .join(', ');
}

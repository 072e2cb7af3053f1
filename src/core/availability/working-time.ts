import { lithuanianPublicHolidays } from '../holidays/lithuanian-public-holidays.ts';
import type {
  BusinessHoliday,
  DateClosure,
  LocalDate,
  ScheduleOverride,
  WallInterval,
  WeeklySchedule,
  WorkingInterval,
  WorkingTimeInput,
} from './types.ts';
import { wallTimeToMinutes } from '../time/wall-time.ts';
import { daysBetween, formatInstant, parseLocalDate, zonedDay, type ZonedDay } from './zoned-day.ts';

/** The date-level rules: which days are closed and which overrides replace the weekly hours. */
export interface DayRulesIndex {
  businessOverrides: ScheduleOverride[]; // most specific first
  overridesBySpecialist: Map<string, ScheduleOverride[]>; // most specific first
  businessHolidays: BusinessHoliday[];
  holidaysBySpecialist: Map<string, BusinessHoliday[]>;
  excludedPublicHolidays: Set<LocalDate>;
  publicHolidayNames: Map<number, Map<LocalDate, string>>; // by year, filled lazily
}

export interface WorkingTimeIndex extends DayRulesIndex {
  timeZone: string;
  schedulesBySpecialist: Map<string, WeeklySchedule[]>; // ascending validFrom, input order kept on ties
  zonedDays: Map<LocalDate, ZonedDay>;
}

/** Real working time as instants; gridStartMinute is the wall minute the slot grid counts from. */
export interface WorkingSpan {
  startMs: number;
  endMs: number;
  gridStartMinute: number;
  endMinute: number;
}

type DayRulesInput = Pick<WorkingTimeInput, 'overrides' | 'holidays' | 'excludedPublicHolidays'>;

function groupBySpecialist<T extends { specialistId: string | null }>(items: T[]) {
  const business: T[] = [];
  const bySpecialist = new Map<string, T[]>();
  for (const item of items) {
    if (item.specialistId === null) {
      business.push(item);
    } else {
      const group = bySpecialist.get(item.specialistId);
      if (group) group.push(item);
      else bySpecialist.set(item.specialistId, [item]);
    }
  }
  return { business, bySpecialist };
}

// When overrides of one level overlap, the shortest range wins (a one-day change inside a longer
// period is the more deliberate one); on equal length, the later in the input (the newer) wins.
function mostSpecificFirst(overrides: ScheduleOverride[]): ScheduleOverride[] {
  return overrides
    .map((override, index) => ({ override, index, days: daysBetween(override.from, override.to) }))
    .sort((a, b) => a.days - b.days || b.index - a.index)
    .map(({ override }) => override);
}

function covers(range: { from: LocalDate; to: LocalDate }, date: LocalDate): boolean {
  return range.from <= date && date <= range.to;
}

export function indexDayRules(input: DayRulesInput): DayRulesIndex {
  for (const range of [...input.overrides, ...input.holidays]) {
    parseLocalDate(range.from);
    parseLocalDate(range.to);
  }
  const overrides = groupBySpecialist(input.overrides);
  const holidays = groupBySpecialist(input.holidays);
  return {
    businessOverrides: mostSpecificFirst(overrides.business),
    overridesBySpecialist: new Map(
      [...overrides.bySpecialist].map(([id, group]) => [id, mostSpecificFirst(group)] as const),
    ),
    businessHolidays: holidays.business,
    holidaysBySpecialist: holidays.bySpecialist,
    excludedPublicHolidays: new Set(input.excludedPublicHolidays),
    publicHolidayNames: new Map(),
  };
}

export function indexWorkingTime(input: WorkingTimeInput): WorkingTimeIndex {
  const schedulesBySpecialist = new Map<string, WeeklySchedule[]>();
  for (const schedule of input.schedules) {
    parseLocalDate(schedule.validFrom);
    const group = schedulesBySpecialist.get(schedule.specialistId);
    if (group) group.push(schedule);
    else schedulesBySpecialist.set(schedule.specialistId, [schedule]);
  }
  for (const group of schedulesBySpecialist.values()) {
    group.sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  }
  return { ...indexDayRules(input), timeZone: input.timeZone, schedulesBySpecialist, zonedDays: new Map() };
}

function publicHolidayName(index: DayRulesIndex, date: LocalDate): string | null {
  const year = Number(date.slice(0, 4));
  let names = index.publicHolidayNames.get(year);
  if (!names) {
    names = new Map();
    // The first name of a date wins (May 1 before Mother's Day when they coincide).
    for (const holiday of lithuanianPublicHolidays(year)) {
      if (!names.has(holiday.date)) names.set(holiday.date, holiday.name);
    }
    index.publicHolidayNames.set(year, names);
  }
  return names.get(date) ?? null;
}

function overrideOn(index: DayRulesIndex, specialistId: string | null, date: LocalDate) {
  // A specialist's own override beats the business-wide one.
  const own = specialistId === null ? undefined : index.overridesBySpecialist.get(specialistId);
  return (
    own?.find((override) => covers(override, date)) ?? index.businessOverrides.find((o) => covers(o, date))
  );
}

/**
 * Why a date is closed for the business (specialistId null) or for one specialist, or null when it
 * is not closed by a holiday or a closed override (it may still have no hours in the weekly schedule).
 */
export function closureOn(
  index: DayRulesIndex,
  date: LocalDate,
  specialistId: string | null,
): DateClosure | null {
  if (!index.excludedPublicHolidays.has(date)) {
    const name = publicHolidayName(index, date);
    if (name !== null) return { kind: 'public-holiday', name };
  }
  const holiday =
    index.businessHolidays.find((candidate) => covers(candidate, date)) ??
    (specialistId === null ? undefined : index.holidaysBySpecialist.get(specialistId))?.find((candidate) =>
      covers(candidate, date),
    );
  if (holiday) return { kind: 'business-holiday', name: holiday.name };
  if (overrideOn(index, specialistId, date)?.closed) return { kind: 'closed-override' };
  return null;
}

/** Wall-clock hours of a specialist on a date, after holidays and overrides (empty = not working). */
function wallIntervalsOn(index: WorkingTimeIndex, specialistId: string, date: LocalDate): WallInterval[] {
  if (closureOn(index, date, specialistId) !== null) return [];
  const override = overrideOn(index, specialistId, date);
  if (override) return override.intervals;
  const schedules = index.schedulesBySpecialist.get(specialistId);
  if (!schedules) return [];
  let applying: WeeklySchedule | undefined;
  for (const schedule of schedules) {
    if (schedule.validFrom <= date)
      applying = schedule; // ascending: the last one seen is the latest
    else break;
  }
  if (!applying) return [];
  return applying.days[zonedDayOf(index, date).weekday] ?? [];
}

export function zonedDayOf(index: WorkingTimeIndex, date: LocalDate): ZonedDay {
  let day = index.zonedDays.get(date);
  if (!day) {
    day = zonedDay(index.timeZone, date);
    index.zonedDays.set(date, day);
  }
  return day;
}

/**
 * A specialist's working time on a date as real-time spans, sorted, with overlapping or touching
 * intervals merged (no gap = no break). Wall times in a DST gap clamp to the transition.
 */
export function workingSpansOn(
  index: WorkingTimeIndex,
  specialistId: string,
  date: LocalDate,
): WorkingSpan[] {
  const intervals = wallIntervalsOn(index, specialistId, date);
  if (intervals.length === 0) return [];
  const day = zonedDayOf(index, date);
  const spans: WorkingSpan[] = [];
  for (const interval of intervals) {
    const startMinute = wallTimeToMinutes(interval.start);
    const endMinute = wallTimeToMinutes(interval.end);
    if (endMinute <= startMinute) continue; // holds no time
    const startMs = day.boundaryOf(startMinute);
    const endMs = day.boundaryOf(endMinute);
    if (endMs <= startMs) continue; // wholly inside a DST gap
    spans.push({ startMs, endMs, gridStartMinute: startMinute, endMinute });
  }
  spans.sort((a, b) => a.startMs - b.startMs || a.gridStartMinute - b.gridStartMinute);
  const merged: WorkingSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.startMs <= last.endMs) {
      last.endMs = Math.max(last.endMs, span.endMs);
      last.endMinute = Math.max(last.endMinute, span.endMinute);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** The real-time intervals a specialist works on a date (for the admin calendar). */
export function workingIntervalsFor(
  input: WorkingTimeInput,
  specialistId: string,
  date: LocalDate,
): WorkingInterval[] {
  const index = indexWorkingTime(input);
  return workingSpansOn(index, specialistId, date).map((span) => ({
    start: formatInstant(span.startMs, input.timeZone),
    end: formatInstant(span.endMs, input.timeZone),
  }));
}

/**
 * Why a date is closed: an unexcluded public holiday (by name), a business holiday (by name) or a
 * closed override; null when none applies. With a specialistId, that specialist's own holidays and
 * overrides count too (their own override beats a business-wide one).
 */
export function dateClosure(
  input: DayRulesInput,
  date: LocalDate,
  specialistId: string | null = null,
): DateClosure | null {
  parseLocalDate(date);
  return closureOn(indexDayRules(input), date, specialistId);
}

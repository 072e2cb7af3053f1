import type { WeeklyDays } from '../schedules/weekly-hours.ts';

/** One weekday's opening hours as schema.org's OpeningHoursSpecification wants them. */
export interface OpeningHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  opens: string;
  closes: string;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const wall = (m: number) =>
  m >= 1440 ? '23:59' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * When the business is open: on each weekday, the union of its specialists' working intervals (one
 * specialist's break is not a closed door while another works). Weekdays Monday first, intervals by start.
 * A day ending at midnight closes at 23:59, which schema.org readers understand as the end of the day.
 */
export function businessOpeningHours(weeks: readonly WeeklyDays[]): OpeningHours[] {
  const result: OpeningHours[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
    const intervals = weeks
      .flatMap((week) => week[`${day}`] ?? [])
      .map((i) => ({ start: minutes(i.start), end: minutes(i.end) }))
      .filter((i) => i.end > i.start)
      .sort((a, b) => a.start - b.start);
    const merged: { start: number; end: number }[] = [];
    for (const interval of intervals) {
      const last = merged.at(-1);
      if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
      else merged.push({ ...interval });
    }
    for (const m of merged) result.push({ dayOfWeek: day, opens: wall(m.start), closes: wall(m.end) });
  }
  return result;
}

/** Inputs shared by the tests of working time: Ona's weekly hours in Vilnius, and open overrides. */
import type { ScheduleOverride, WallTime, WeeklySchedule, WorkingTimeInput } from './types.ts';

/** Ona, the one specialist, works these weekly hours from 2026; no overrides or holidays. */
export function onaWorkingTime(days: WeeklySchedule['days']): WorkingTimeInput {
  return {
    timeZone: 'Europe/Vilnius',
    schedules: [{ specialistId: 'ona', validFrom: '2026-01-01', days }],
    overrides: [],
    holidays: [],
    excludedPublicHolidays: [],
  };
}

/** Other working hours, one interval a day, on [from, to] for a specialist or (null) the whole business. */
export function openOverride(
  specialistId: string | null,
  from: string,
  to: string,
  start: WallTime,
  end: WallTime,
): ScheduleOverride {
  return { specialistId, from, to, closed: false, intervals: [{ start, end }] };
}

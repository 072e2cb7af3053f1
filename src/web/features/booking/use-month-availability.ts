import { useEffect, useMemo, useRef } from 'react';
import { addDays } from '../../../core/time/calendar-date.ts';
import type { CalendarOptions } from '../../../contracts/schedule.ts';
import { dateFields } from '../../../core/format/lithuanian-dates.ts';
import { fetchAvailableDates, fetchDateOverride, type ScheduleParams } from './booking-api.ts';
import type { BookingAction } from './booking-state.ts';
import { monthWindow } from './booking-format.ts';
import { calendarHolidays } from './calendar-holidays.ts';
import { closedDateReason } from './closed-date-reason.ts';
import { useRemote, type Remote } from './use-remote.ts';

export interface Schedule {
  params: ScheduleParams;
  /** Names the service and specialist the answers are for. */
  key: string;
}

export interface MonthAvailability {
  /** The date whose month is on screen. */
  monthAnchor: string;
  /** The date the calendar's focus goes to. */
  focused: string;
  dates: Remote<string[]>;
  available: ReadonlySet<string> | undefined;
  /** Public holidays of the month on screen that the business does not work on. */
  holidays: ReadonlyMap<string, string>;
  /** Why the date the client moved to cannot be booked. */
  closedReason: string | null;
}

/** Whether the calendar reaches `date` (its first to last bookable day). */
export const inWindow = (date: string, options: CalendarOptions) =>
  date >= options.firstDate && date <= options.lastDate;

const clampToWindow = (date: string, options: CalendarOptions) =>
  date < options.firstDate ? options.firstDate : date > options.lastDate ? options.lastDate : date;

/**
 * The free days of the month on screen (which follows the calendar's focus, else the chosen date, else the
 * first bookable day). Drops a chosen date that cannot be booked, moves on to the next month when nothing is
 * free in the first one, and explains a closed day the client moved to.
 */
export function useMonthAvailability(
  schedule: Schedule | null,
  options: CalendarOptions | undefined,
  focusedDate: string | null,
  chosenDate: string | null,
  dispatch: (action: BookingAction) => void,
): MonthAvailability | null {
  const monthAnchor = options ? clampToWindow(focusedDate ?? chosenDate ?? options.firstDate, options) : null;
  const month = monthAnchor ? dateFields(monthAnchor) : null;
  const range =
    options && month ? monthWindow(month.year, month.month, options.firstDate, options.lastDate) : null;
  const monthFrom = range?.from ?? null;
  const monthTo = range?.to ?? null;

  const datesKey = schedule && monthFrom ? `${schedule.key}|${monthFrom}|${monthTo}` : null;
  const dates = useRemote(datesKey, () =>
    fetchAvailableDates((schedule as Schedule).params, { from: monthFrom as string, to: monthTo as string }),
  );
  const available = useMemo(() => (dates.data ? new Set(dates.data) : undefined), [dates.data]);

  const excludedHolidays = options?.excludedPublicHolidays;
  const holidays = useMemo(
    () =>
      monthFrom && monthTo && excludedHolidays
        ? calendarHolidays(monthFrom, monthTo, excludedHolidays)
        : new Map<string, string>(),
    [monthFrom, monthTo, excludedHolidays],
  );

  // A chosen date that stopped being possible is dropped (with a word on why).
  useEffect(() => {
    if (!options || !chosenDate) return;
    const outside = !inWindow(chosenDate, options);
    const loadedAndGone =
      available !== undefined &&
      monthFrom !== null &&
      monthTo !== null &&
      chosenDate >= monthFrom &&
      chosenDate <= monthTo &&
      !available.has(chosenDate);
    if (outside || loadedAndGone) dispatch({ type: 'dateGone', outside });
  }, [options, available, monthFrom, monthTo, chosenDate, dispatch]);

  // When nothing is free in the first month (e.g. late in the month), show the next one.
  const autoAdvanced = useRef<string | null>(null);
  const scheduleKey = schedule?.key ?? null;
  useEffect(() => {
    if (!options || !monthTo || !dates.data || focusedDate !== null || chosenDate) return;
    if (dates.data.length > 0 || autoAdvanced.current === scheduleKey) return;
    autoAdvanced.current = scheduleKey;
    const next = addDays(monthTo, 1);
    if (next <= options.lastDate) dispatch({ type: 'focusDate', date: next });
  }, [options, monthTo, dates.data, focusedDate, chosenDate, scheduleKey, dispatch]);

  const reasonDate =
    focusedDate && available && options && !available.has(focusedDate) && inWindow(focusedDate, options)
      ? focusedDate
      : null;
  const override = useRemote(reasonDate ? `${scheduleKey}|${reasonDate}` : null, () =>
    fetchDateOverride({ ...(schedule as Schedule).params, date: reasonDate as string }),
  );

  if (!options || !monthAnchor) return null;
  return {
    monthAnchor,
    focused:
      focusedDate && inWindow(focusedDate, options)
        ? focusedDate
        : (chosenDate ?? dates.data?.[0] ?? monthAnchor),
    dates,
    available,
    holidays,
    closedReason: reasonDate
      ? closedDateReason(
          reasonDate,
          override.data ?? null,
          holidays.get(reasonDate) ?? null,
          Boolean(schedule?.params.specialist),
        )
      : null,
  };
}

/**
 * The booking calendar for moving a visit: the same month grid, free days and times (the same engine) as
 * booking, for the visit's service (or its several, the whole visit) and specialist; the visit's own time counts as free, so it can move to an
 * overlapping time. The page that moves the visit is told the chosen slot, and tells back a refusal.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { CalendarOptions, TimeSlot } from '../../../contracts/schedule.ts';
import { bookingReducer, initialBookingState } from './booking-state.ts';
import { DateTimeStep } from './date-time-step.tsx';
import { useDateTimeDays } from './use-date-time-days.ts';
import { inWindow, type Schedule } from './use-month-availability.ts';
import type { Remote } from './use-remote.ts';

/** A refusal of the chosen time by the server; `attempt` tells one refusal from the next with the same words. */
export interface LostTime {
  message: string;
  attempt: number;
}

export function VisitTimePicker({
  businessSlug,
  serviceIds,
  specialistId,
  visitId,
  visitDate,
  visitStart,
  options,
  lost,
  onSelect,
}: {
  businessSlug: string;
  /** The visit's services in the order performed (one, or a visit's several). */
  serviceIds: readonly string[];
  specialistId: string;
  visitId: string;
  /** The visit's own day (`YYYY-MM-DD` in the business's zone). */
  visitDate: string;
  /** The visit's start, marked "dabartinis" among its day's times (none with another specialist). */
  visitStart: string | null;
  /** The service's calendar (bookable range, time zone), as the page loaded it. */
  options: CalendarOptions;
  lost: LostTime | null;
  onSelect: (slot: TimeSlot | null) => void;
}) {
  const serviceId = serviceIds[0] ?? '';
  const servicesKey = serviceIds.join(',');
  // The calendar opens on the visit's own day with its times (its own among them): most moves are to
  // another hour of the same day or a day near it. A day the calendar no longer reaches opens as booking does.
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBookingState({
      serviceId,
      specialist: specialistId,
      date: inWindow(visitDate, options) ? visitDate : null,
      time: null,
    }),
  );
  const schedule = useMemo<Schedule>(
    () => ({
      params: {
        business: businessSlug,
        service: serviceId,
        ...(serviceIds.length > 1 ? { services: serviceIds } : {}),
        specialist: specialistId,
        visit: visitId,
      },
      key: `${servicesKey}|${specialistId}|${visitId}`,
    }),
    // The services are named by their key: a new array of the same ids asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [businessSlug, servicesKey, specialistId, visitId],
  );
  const loaded: Remote<CalendarOptions> = {
    data: options,
    error: undefined,
    loading: false,
    reload: () => undefined,
  };
  const days = useDateTimeDays(schedule, loaded, state, dispatch);
  const { slots, month, selectedSlot } = days;

  const report = useRef(onSelect);
  useEffect(() => {
    report.current = onSelect;
  });
  useEffect(() => {
    report.current(selectedSlot);
  }, [selectedSlot]);

  // The server refused the time: say why, drop it, and show the day's times as they are now.
  const reloadSlots = slots.reload;
  const reloadDates = month?.dates.reload;
  useEffect(() => {
    if (!lost) return;
    dispatch({ type: 'slotLost', message: lost.message });
    reloadSlots();
    reloadDates?.();
    // Only a new refusal: the reloads are stable, the month's one changes with the month on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lost]);

  const noticeRef = useRef<HTMLDivElement>(null);
  const { focusNotice, slotNotice } = state;
  useEffect(() => {
    const notice = noticeRef.current;
    if (!focusNotice || !notice) return;
    dispatch({ type: 'noticeFocused' });
    notice.focus();
  }, [focusNotice, slotNotice]);

  return (
    <DateTimeStep
      state={state}
      dispatch={dispatch}
      noticeRef={noticeRef}
      days={days}
      currentStart={visitStart}
    />
  );
}

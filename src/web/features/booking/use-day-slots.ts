import { useEffect } from 'react';
import type { TimeSlot } from '../../../contracts/schedule.ts';
import { fetchTimeSlots } from './booking-api.ts';
import type { BookingAction } from './booking-state.ts';
import type { Schedule } from './use-month-availability.ts';
import { useRemote, type Remote } from './use-remote.ts';

/** The free times of the chosen day; a chosen time that is no longer among them is dropped. */
export function useDaySlots(
  schedule: Schedule | null,
  date: string | null,
  time: string | null,
  dispatch: (action: BookingAction) => void,
): { slots: Remote<TimeSlot[]>; selectedSlot: TimeSlot | null } {
  const slots = useRemote(schedule && date ? `${schedule.key}|${date}` : null, () =>
    fetchTimeSlots((schedule as Schedule).params, date as string),
  );

  useEffect(() => {
    if (!slots.data || !time) return;
    if (!slots.data.some((slot) => slot.label === time)) dispatch({ type: 'timeGone' });
  }, [slots.data, time, dispatch]);

  return { slots, selectedSlot: slots.data?.find((slot) => slot.label === time) ?? null };
}

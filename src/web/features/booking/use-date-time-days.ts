import type { CalendarOptions, TimeSlot } from '../../../contracts/schedule.ts';
import type { BookingAction, BookingState } from './booking-state.ts';
import { useDaySlots } from './use-day-slots.ts';
import { useMonthAvailability, type MonthAvailability, type Schedule } from './use-month-availability.ts';
import type { Remote } from './use-remote.ts';

/** What the date and time step shows: the calendar's range, the month's free days and the chosen day's times. */
export interface DateTimeDays {
  options: Remote<CalendarOptions>;
  month: MonthAvailability | null;
  slots: Remote<TimeSlot[]>;
  /** The chosen time among the day's free times (null until both are known). */
  selectedSlot: TimeSlot | null;
}

/** The free days and times of `schedule` around the state's chosen (or focused) date, for `DateTimeStep`. */
export function useDateTimeDays(
  schedule: Schedule | null,
  options: Remote<CalendarOptions>,
  state: Pick<BookingState, 'choice' | 'focusedDate'>,
  dispatch: (action: BookingAction) => void,
): DateTimeDays {
  const { choice } = state;
  const month = useMonthAvailability(schedule, options.data, state.focusedDate, choice.date, dispatch);
  const { slots, selectedSlot } = useDaySlots(schedule, choice.date, choice.time, dispatch);
  return { options, month, slots, selectedSlot };
}

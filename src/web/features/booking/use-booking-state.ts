import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { writeChoice, type BookingChoice } from '../../../contracts/booking-choice.ts';
import {
  bookingReducer,
  initialBookingState,
  type BookingAction,
  type BookingState,
} from './booking-state.ts';

/**
 * The booking flow's state: `choice` comes from the URL (as far as it makes sense for the business), the rest
 * is kept here; `dispatch` runs the reducer and writes a changed choice back to the URL. Actions dispatched
 * before the next render build on each other.
 */
export function useBookingState(choice: BookingChoice): [BookingState, (action: BookingAction) => void] {
  const [, setSearchParams] = useSearchParams();
  const [kept, setKept] = useState(() => initialBookingState(choice));
  const latest = useRef<BookingState>(kept);
  latest.current = { ...kept, choice };
  const writeUrl = useRef(setSearchParams);
  writeUrl.current = setSearchParams;

  const dispatch = useCallback((action: BookingAction) => {
    const previous = latest.current;
    const next = bookingReducer(previous, action);
    latest.current = next;
    setKept(next);
    if (next.choice !== previous.choice) {
      writeUrl.current((current) => writeChoice(next.choice, current), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, []);

  return [latest.current, dispatch];
}

// Free times for search results: the booking calendar's own slots (availableSlots), cut to a wall-clock
// window of some dates. No second engine: a time listed here is exactly a slot the calendar offers.
import { availableSlots } from './slots.ts';
import type { AvailabilityInput, LocalDate, WallTime } from './types.ts';

export interface FreeTime {
  start: string; // ISO with offset, as the slot's
  specialistId: string;
}

/**
 * A wall-clock window repeated over dates: a start counts when it is at or after `from` and before `to`
 * on one of the dates (the visit may end after `to`). `to` may be '24:00'.
 */
export interface FreeTimeWindow {
  dates: LocalDate[];
  from: WallTime;
  to: WallTime;
}

/**
 * The first `limit` slots of the window in time order: each date's slots as the calendar offers them (the
 * same specialist for a start as the calendar gives it), dates in the order given — ascending dates give
 * ascending times. Stops at the first date that fills the limit, so "as soon as possible" stays cheap.
 */
export function freeTimesIn(input: AvailabilityInput, window: FreeTimeWindow, limit: number): FreeTime[] {
  const found: FreeTime[] = [];
  for (const date of window.dates) {
    if (found.length >= limit) break;
    for (const slot of availableSlots(input, date)) {
      // Labels are zero-padded 'HH:MM', so text order is time order; '24:00' is after every label.
      if (slot.label < window.from || slot.label >= window.to) continue;
      found.push({ start: slot.start, specialistId: slot.specialistId });
      if (found.length >= limit) break;
    }
  }
  return found;
}

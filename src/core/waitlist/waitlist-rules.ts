// The waitlist's rules: which start a client waiting for a date and window is offered, in what order the
// line is served, and how long an offered time is held. The calendar's own engine (availableSlots) decides
// what is free, so a waitlist offer is always a time the booking page itself would offer: a cancelled
// visit, a declined one, a moved one, a new schedule or override all free time by changing the engine's
// input, and the same question ("which of the window's starts are free now?") finds it.
import { availableSlots } from '../availability/slots.ts';
import type { AvailabilityInput, LocalDate, Slot } from '../availability/types.ts';
import { parseInstantMs } from '../availability/zoned-day.ts';
import { wallTimeToMinutes } from '../time/wall-time.ts';
import {
  WAITLIST_HOLD_DEFAULT_MINUTES,
  WAITLIST_HOLD_MAX_MINUTES,
  WAITLIST_HOLD_MIN_MINUTES,
  type WaitlistWindow,
} from './waitlist-window.ts';

export type { WaitlistWindow };

/**
 * The first slot the calendar offers now for the entry's service (and specialist: the input's
 * `specialistIds`) whose whole visit fits the window, leaving out time the entry was already offered and
 * let go (`passed`): an offer that ran out goes to the next in line, not back to the same client, nor does
 * a start half an hour later over the same time. Null when nothing fits, so the entry keeps waiting.
 */
export function offerableSlot(
  input: AvailabilityInput,
  window: WaitlistWindow,
  passed: readonly PassedTime[] = [],
): Slot | null {
  const from = wallTimeToMinutes(window.from);
  const to = wallTimeToMinutes(window.to);
  const passedMs = passed.map((time) => ({
    start: parseInstantMs(time.start),
    end: parseInstantMs(time.end),
  }));
  const duration = input.service.durationMinutes;
  for (const slot of availableSlots(input, window.date)) {
    const start = wallTimeToMinutes(slot.label);
    if (start < from || start + duration > to) continue;
    const slotStart = parseInstantMs(slot.start);
    const slotEnd = parseInstantMs(slot.end);
    if (passedMs.some((time) => time.start < slotEnd && slotStart < time.end)) continue;
    return slot;
  }
  return null;
}

/** A time an entry was offered and did not take (ISO instants, half-open). */
export interface PassedTime {
  start: string;
  end: string;
}

/** An entry as the line sees it: who came first is served first (ties: by id, so the order is total). */
export interface InLine {
  id: string;
  joinedAt: Date;
}

export function inLineOrder<T extends InLine>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** When an offer made at `now` stops holding its time; a bad setting is kept within 5–120 minutes. */
export function offerExpiresAt(now: Date, holdMinutes: number): Date {
  const minutes = Math.min(
    WAITLIST_HOLD_MAX_MINUTES,
    Math.max(WAITLIST_HOLD_MIN_MINUTES, Math.round(holdMinutes) || WAITLIST_HOLD_DEFAULT_MINUTES),
  );
  return new Date(now.getTime() + minutes * 60_000);
}

/** An entry ends once its date is over in the business's time zone (`today` is that zone's date). */
export function entryEnded(entryDate: LocalDate, today: LocalDate): boolean {
  return entryDate < today;
}

/** Whether an offer can still be accepted at `now`: the hold runs until `expiresAt`, exclusive. */
export function offerStillHeld(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

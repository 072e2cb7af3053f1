// The waitlist's window and hold length as forms and pages know them (no engine here: pages load this).
import type { LocalDate, WallTime } from '../availability/types.ts';
import { wallTimeToMinutes } from '../time/wall-time.ts';

export const WAITLIST_HOLD_DEFAULT_MINUTES = 15;
export const WAITLIST_HOLD_MIN_MINUTES = 5;
export const WAITLIST_HOLD_MAX_MINUTES = 120;

/** When a client can come on one date: the whole visit lies in [from, to) of the business's wall clock. */
export interface WaitlistWindow {
  date: LocalDate;
  from: WallTime;
  to: WallTime; // may be '24:00'
}

/** Whether `from`–`to` is a window at all: both real wall times, `from` before `to`. */
export function isWaitlistWindow(from: string, to: string): boolean {
  try {
    return wallTimeToMinutes(from) < wallTimeToMinutes(to) && wallTimeToMinutes(from) < 24 * 60;
  } catch {
    return false;
  }
}

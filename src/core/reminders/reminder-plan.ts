// When a visit's client is reminded: at start minus each of the business's offsets. A reminder whose
// moment has already passed when the visit is booked or moved is skipped, never sent late. Pure: `now`
// is an argument.

export const REMINDER_OFFSET_MIN_MINUTES = 30;
export const REMINDER_OFFSET_MAX_MINUTES = 10_080;
export const MAX_REMINDER_OFFSETS = 3;
/** A day and two hours before. */
export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly number[] = Object.freeze([1440, 120]);

export interface PlannedReminder {
  offsetMinutes: number;
  dueAt: Date;
  status: 'scheduled' | 'skipped';
}

/** Offsets without repeats, the earliest reminder (largest offset) first. */
export function normalizeReminderOffsets(offsets: readonly number[]): number[] {
  return [...new Set(offsets)].sort((a, b) => b - a);
}

export function planReminders(startsAt: Date, offsets: readonly number[], now: Date): PlannedReminder[] {
  return normalizeReminderOffsets(offsets).map((offsetMinutes) => {
    const dueAt = new Date(startsAt.getTime() - offsetMinutes * 60_000);
    return { offsetMinutes, dueAt, status: dueAt.getTime() > now.getTime() ? 'scheduled' : 'skipped' };
  });
}

/**
 * Whether a reminder due now may still go out: only while the visit has not started (a reminder of a
 * visit under way or over would be noise).
 */
export function reminderStillUseful(startsAt: Date, now: Date): boolean {
  return now.getTime() < startsAt.getTime();
}

/** 'YYYY-MM-DD', a calendar date in the business's time zone. */
export type LocalDate = string;
/** 'HH:MM' local wall-clock time; '24:00' is allowed as an interval end (midnight after the day). */
export type WallTime = string;

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7; // 1 = Monday … 7 = Sunday

/** Half-open [start, end) of wall-clock time on one day; end must be after start (no overnight intervals). */
export interface WallInterval {
  start: WallTime;
  end: WallTime;
}

/** A specialist's weekly hours; of several schedules, the one with the latest validFrom <= date applies. */
export interface WeeklySchedule {
  specialistId: string;
  validFrom: LocalDate;
  days: Partial<Record<IsoWeekday, WallInterval[]>>;
}

/** Replaces the weekly schedule on [from, to] (inclusive): a day off, or other working intervals. */
export interface ScheduleOverride {
  specialistId: string | null; // null = the whole business
  from: LocalDate;
  to: LocalDate; // inclusive
  closed: boolean;
  intervals: WallInterval[]; // replacement hours when not closed
}

/** A business-defined day off (vacation) on [from, to] (inclusive). */
export interface BusinessHoliday {
  specialistId: string | null; // null = the whole business
  from: LocalDate;
  to: LocalDate; // inclusive
  name: string;
}

/** A pending or confirmed appointment; ISO instants; blockedUntil = end + that service's buffer. */
export interface HeldAppointment {
  specialistId: string;
  start: string;
  blockedUntil: string;
}

/** Time a specialist is kept free of bookings (lunch, training); ISO instants, half-open [start, end). */
export interface TimeBlock {
  specialistId: string;
  start: string;
  end: string;
}

export interface BookingRules {
  leadTimeMinutes: number; // minimum notice, >= 0
  horizonDays: number; // last bookable local date = local date of now + horizonDays
  slotStepMinutes: number; // grid step from the start of each working interval, >= 1
}

/** What is needed to know when a specialist works (the admin calendar needs no more). */
export interface WorkingTimeInput {
  timeZone: string; // IANA, e.g. 'Europe/Vilnius'
  schedules: WeeklySchedule[];
  overrides: ScheduleOverride[];
  holidays: BusinessHoliday[];
  excludedPublicHolidays: LocalDate[]; // public holidays the business works on
}

export interface AvailabilityInput extends WorkingTimeInput {
  now: string; // ISO instant
  rules: BookingRules;
  service: { durationMinutes: number; bufferAfterMinutes: number };
  /** Who may do it: active specialists performing the service, in display order. */
  specialistIds: string[];
  appointments: HeldAppointment[]; // pending + confirmed only
  /** Blocked time: never offered, but (unlike visits) not counted as a specialist's load. */
  timeBlocks?: TimeBlock[];
}

export interface Slot {
  start: string; // ISO with the offset of that instant, e.g. '2026-11-23T09:00:00+02:00'
  end: string; // start + service duration (the buffer is not part of the visit)
  specialistId: string;
  label: string; // local wall-clock start, '09:00'
}

/** Real time a specialist works, as ISO strings with offsets (like Slot). */
export interface WorkingInterval {
  start: string;
  end: string;
}

/** Why a date is closed (for the booking calendar's named holidays). */
export type DateClosure =
  | { kind: 'public-holiday'; name: string }
  | { kind: 'business-holiday'; name: string }
  | { kind: 'closed-override' };

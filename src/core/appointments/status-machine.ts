/**
 * The appointment life cycle, as pure rules:
 *
 *   pending ──confirm──▶ confirmed ──(after it ends)──▶ completed | no_show
 *      │                    │
 *      ├──decline (business, with reason)──▶ declined
 *      └──cancel (client, before the cutoff)──▶ cancelled
 *
 * Only `pending` and `confirmed` hold time in the calendar (the database's exclusion constraint
 * covers exactly these two). Everything takes instants as values; no clock is read here.
 */

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who asks for a change: the client who booked, or the business (its admins, specialists, the operator). */
export type TransitionActor = 'client' | 'business';

export const HELD_STATUSES = Object.freeze(['pending', 'confirmed'] as const);
/** A status that holds time: the ones the calendar, slot search and overlap checks count. */
export type HeldStatus = (typeof HELD_STATUSES)[number];

/** Whether an appointment in this status occupies its specialist's time. */
export function holdsTime(status: AppointmentStatus): status is HeldStatus {
  return (HELD_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** Statuses nothing can change any more. */
export function isFinal(status: AppointmentStatus): boolean {
  return ALLOWED_TRANSITIONS[status].length === 0;
}

interface TransitionRule {
  to: AppointmentStatus;
  actor: TransitionActor;
  /**
   * 'before-cutoff': only until start − cutoff; 'after-end': only once the visit has ended;
   * 'after-grace': from `NO_SHOW_AFTER_MINUTES` after the start (a client that late is not coming).
   */
  timing: 'any' | 'before-cutoff' | 'after-end' | 'after-grace';
}

const RULES: Record<AppointmentStatus, readonly TransitionRule[]> = {
  pending: [
    { to: 'confirmed', actor: 'business', timing: 'any' },
    { to: 'declined', actor: 'business', timing: 'any' },
    { to: 'cancelled', actor: 'client', timing: 'before-cutoff' },
  ],
  confirmed: [
    { to: 'declined', actor: 'business', timing: 'any' },
    { to: 'cancelled', actor: 'client', timing: 'before-cutoff' },
    { to: 'completed', actor: 'business', timing: 'after-end' },
    { to: 'no_show', actor: 'business', timing: 'after-grace' },
  ],
  declined: [],
  cancelled: [],
  completed: [],
  no_show: [],
};

/** The statuses each status may move to (whoever asks, whenever). */
export const ALLOWED_TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> =
  Object.freeze(
    Object.fromEntries(
      APPOINTMENT_STATUSES.map((status) => [status, Object.freeze(RULES[status].map((rule) => rule.to))]),
    ) as Record<AppointmentStatus, readonly AppointmentStatus[]>,
  );

export function isAllowedTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

const HOUR_MS = 3_600_000;

/** Minutes after a visit's start from which the business may mark that the client did not come. */
export const NO_SHOW_AFTER_MINUTES = 15;

/** The last instant at which the client may still cancel online: start − cutoff hours. */
export function cancellationDeadline(startsAt: Date, cancellationCutoffHours: number): Date {
  if (!Number.isFinite(cancellationCutoffHours) || cancellationCutoffHours < 0) {
    throw new RangeError(`cancellationCutoffHours must be >= 0, got ${cancellationCutoffHours}`);
  }
  return new Date(startsAt.getTime() - cancellationCutoffHours * HOUR_MS);
}

export interface AppointmentTiming {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Why a transition may not happen, or null when it may:
 * - `not_allowed`: not an edge of the life cycle (e.g. from a final status, or pending → completed);
 * - `wrong_actor`: an edge, but not for this side (a client confirming, a business "cancelling");
 * - `cutoff_passed`: the client is too late to cancel online (now ≥ start − cutoff);
 * - `not_ended`: completed before the visit has ended;
 * - `too_early`: no-show sooner than `NO_SHOW_AFTER_MINUTES` after the start.
 */
export type TransitionRefusal = 'not_allowed' | 'wrong_actor' | 'cutoff_passed' | 'not_ended' | 'too_early';

export function transitionRefusal(
  appointment: AppointmentTiming,
  to: AppointmentStatus,
  context: { actor: TransitionActor; now: Date; cancellationCutoffHours: number },
): TransitionRefusal | null {
  const rule = RULES[appointment.status].find((candidate) => candidate.to === to);
  if (!rule) return 'not_allowed';
  if (rule.actor !== context.actor) return 'wrong_actor';
  const now = context.now.getTime();
  if (rule.timing === 'before-cutoff') {
    // The deadline itself is already too late: "at least N hours before".
    if (now >= cancellationDeadline(appointment.startsAt, context.cancellationCutoffHours).getTime()) {
      return 'cutoff_passed';
    }
  }
  if (rule.timing === 'after-end' && now < appointment.endsAt.getTime()) return 'not_ended';
  if (
    rule.timing === 'after-grace' &&
    now < appointment.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000
  ) {
    return 'too_early';
  }
  return null;
}

/** Whether the client may cancel the appointment online at `now`. */
export function clientMayCancel(
  appointment: AppointmentTiming,
  now: Date,
  cancellationCutoffHours: number,
): boolean {
  return (
    transitionRefusal(appointment, 'cancelled', { actor: 'client', now, cancellationCutoffHours }) === null
  );
}

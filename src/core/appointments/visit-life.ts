// The visit's life completing itself, as pure rules on instants: a confirmed visit becomes completed a
// day after it ended, which leaves the business that day to mark a no-show first; a pending visit nobody
// confirmed is declined automatically shortly before it starts, so the client is not left guessing.

/** How long before its start an unconfirmed visit is declined. */
export const UNCONFIRMED_DECLINE_MINUTES_BEFORE_START = 60;

export const AUTO_DECLINE_REASON =
  'Salonas nepatvirtino registracijos likus valandai iki vizito, todėl ji atmesta automatiškai.';

/** The moment an unconfirmed visit is declined: an hour before it starts. */
export function autoDeclineMoment(startsAt: Date): Date {
  return new Date(startsAt.getTime() - UNCONFIRMED_DECLINE_MINUTES_BEFORE_START * 60_000);
}

/** At `now`, pending visits starting at or before this instant are declined (their moment has come). */
export function latestStartToDecline(now: Date): Date {
  return new Date(now.getTime() + UNCONFIRMED_DECLINE_MINUTES_BEFORE_START * 60_000);
}

/** How long after its end a confirmed visit becomes completed: the time to mark a no-show. */
export const COMPLETION_GRACE_HOURS = 24;

/** At `now`, confirmed visits ending at or before this instant are completed. */
export function latestEndToComplete(now: Date): Date {
  return new Date(now.getTime() - COMPLETION_GRACE_HOURS * 3_600_000);
}

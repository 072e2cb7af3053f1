// The visit's life completing itself, as pure rules on instants: a confirmed visit becomes completed
// once it has ended (unless the business marked it no-show first); a pending visit nobody confirmed is
// declined automatically shortly before it starts, so the client is not left guessing.

/** How long before its start an unconfirmed visit is declined. */
export const UNCONFIRMED_DECLINE_MINUTES_BEFORE_START = 60;

export const AUTO_DECLINE_REASON =
  'Salonas nepatvirtino registracijos likus valandai iki vizito, todėl ji atmesta automatiškai.';

/** The moment an unconfirmed visit is declined: an hour before it starts. */
export function autoDeclineMoment(startsAt: Date): Date {
  return new Date(startsAt.getTime() - UNCONFIRMED_DECLINE_MINUTES_BEFORE_START * 60_000);
}

export function isDueForAutoDecline(visit: { status: string; startsAt: Date }, now: Date): boolean {
  return visit.status === 'pending' && autoDeclineMoment(visit.startsAt).getTime() <= now.getTime();
}

export function isDueForCompletion(visit: { status: string; endsAt: Date }, now: Date): boolean {
  return visit.status === 'confirmed' && visit.endsAt.getTime() <= now.getTime();
}

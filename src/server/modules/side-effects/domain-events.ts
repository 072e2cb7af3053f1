// The one list of what happens in the domain that someone is told about. A change writes its events in
// its own transaction (`recordEvents`, side-effect-jobs.ts); `what-happens.ts` says what each one causes
// on every channel. An event carries the facts as they were at the change, never a reference to re-read,
// so a message tells what happened even when the visit changed again before it went out.
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { visitFactsOf, type AppointmentRow } from '../appointments/appointment-rows.ts';
import type { VisitFacts } from './visit-wording.ts';

/** Who made the visit: the client online, or the business for them. */
export type BookedBy = 'client' | 'business';

export type DomainEvent =
  | { type: 'visit.booked'; by: BookedBy; visit: VisitFacts }
  /** The client cancelled online (the business's cancellations tell nobody). */
  | { type: 'visit.cancelled'; visit: VisitFacts; reason: string | null }
  | { type: 'visit.confirmed'; visit: VisitFacts }
  /** The business declined it, or the visit clock did because nobody confirmed it in time. */
  | { type: 'visit.declined'; visit: VisitFacts; reason: string }
  /** Time, specialist or service changed; `before` is how it looked. */
  | { type: 'visit.moved'; before: VisitFacts; visit: VisitFacts }
  /** The client moved it online to another free time (and specialist); `before` is how it looked. */
  | { type: 'visit.moved-by-client'; before: VisitFacts; visit: VisitFacts }
  | { type: 'visit.completed'; visit: VisitFacts }
  | { type: 'visit.no-show'; visit: VisitFacts }
  /** A planned reminder came due (the visit clock queued it); it is checked against the visit when run. */
  | { type: 'visit.reminder-due'; reminderId: string }
  | { type: 'review.replied'; review: ReviewFacts; reply: string }
  | { type: 'review.hidden'; review: ReviewFacts; reason: string; authorEmail: string | null }
  /** An invoice or credit note was issued; the row never changes, so the id is the facts. */
  | { type: 'invoice.issued'; invoiceId: string }
  /**
   * The visit clock made a rebook nudge for a client who agreed to the salon's offers; like a reminder, it
   * is checked against the consent and the client's visits when run.
   */
  | { type: 'marketing.rebook-nudge-due'; nudgeId: string }
  /** A freed time was offered to the first client waiting for it, held for them until `expiresAt`. */
  | { type: 'waitlist.offered'; offer: WaitlistOfferFacts };

export type DomainEventType = DomainEvent['type'];

/** A waitlist offer as its client is told about it. */
export interface WaitlistOfferFacts {
  offerId: string;
  businessId: string;
  userId: string;
  client: { name: string; email: string };
  business: { slug: string; name: string; timeZone: string };
  service: { name: string };
  specialist: { name: string };
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/** A review as its author is told about it. */
export interface ReviewFacts {
  reviewId: string;
  appointmentId: string;
  authorUserId: string;
  businessId: string;
  business: { slug: string; name: string };
  comment: string;
}

type Visit = Pick<VisitFacts, 'status' | 'startsAt' | 'endsAt'> & {
  service: { id?: string };
  specialist: { id?: string };
};

/** Whether the change moved the visit: its time, specialist or service differs. */
export function visitMoved(before: Visit, after: Visit): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.specialist.id !== after.specialist.id ||
    before.service.id !== after.service.id
  );
}

/**
 * The events of a change the business (or the visit clock) made to a visit: a status it now has that
 * the client hears of, and a move of a visit that still holds time. A note or a no-op makes none.
 */
export function visitChangeEvents(
  before: VisitFacts,
  after: VisitFacts,
  declineReason: string | null,
): DomainEvent[] {
  const events: DomainEvent[] = [];
  if (before.status !== after.status) {
    if (after.status === 'confirmed') events.push({ type: 'visit.confirmed', visit: after });
    else if (after.status === 'declined')
      events.push({ type: 'visit.declined', visit: after, reason: declineReason ?? '' });
    else if (after.status === 'completed') events.push({ type: 'visit.completed', visit: after });
    else if (after.status === 'no_show') events.push({ type: 'visit.no-show', visit: after });
  }
  if (holdsTime(after.status) && visitMoved(before, after)) {
    events.push({ type: 'visit.moved', before, visit: after });
  }
  return events;
}

/** `visitChangeEvents` of a change read as rows before and after. */
export const rowChangeEvents = (before: AppointmentRow, after: AppointmentRow): DomainEvent[] =>
  visitChangeEvents(visitFactsOf(before), visitFactsOf(after), after.declineReason);

/** The visit an event is about, when it names one (the operator's list of failed jobs shows it). */
export function appointmentOfEvent(event: DomainEvent): string | null {
  switch (event.type) {
    case 'visit.reminder-due':
    case 'invoice.issued':
    case 'marketing.rebook-nudge-due':
    case 'waitlist.offered':
      return null;
    case 'review.replied':
    case 'review.hidden':
      return event.review.appointmentId;
    default:
      return event.visit.appointmentId;
  }
}

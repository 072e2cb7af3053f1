// What follows a client's online booking, as one call: the `visit.booked` event run through the
// dispatcher (what it causes is in side-effects/what-happens.ts). The booking itself records the event
// in its transaction; this runs it in place, as the queue's worker would.
import { dispatchEvent } from '../side-effects/dispatcher.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';
import type { VisitFacts } from '../side-effects/visit-wording.ts';

/** A booking's facts as its event carries them. */
export type BookingEvent = VisitFacts;

export async function announceBooking(deps: SideEffectDependencies, event: BookingEvent): Promise<void> {
  await dispatchEvent(deps, { type: 'visit.booked', by: 'client', visit: event });
}

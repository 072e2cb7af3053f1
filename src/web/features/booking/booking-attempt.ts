import type { NewAppointment } from './booking-api.ts';

/** One booking attempt: what was submitted and the idempotency key it was sent with. */
export interface BookingAttempt {
  submission: string;
  key: string;
}

/**
 * The attempt for this submission: the previous one again when nothing in it changed (a retry after the
 * connection broke, so the server answers as it did, booking nothing twice), a new key when the client
 * changed the choice or the note.
 */
export function attemptFor(
  previous: BookingAttempt | null,
  input: NewAppointment,
  newKey: () => string,
): BookingAttempt {
  const submission = JSON.stringify([
    input.business,
    input.service,
    input.specialist ?? '',
    input.start,
    input.note ?? '',
  ]);
  return previous?.submission === submission ? previous : { submission, key: newKey() };
}

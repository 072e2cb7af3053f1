import { useRef } from 'react';
import type { TimeSlot } from '../../../contracts/schedule.ts';
import { randomErrorToken, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { createAppointment, handledErrorCode, type NewAppointment } from './booking-api.ts';
import { attemptFor, type BookingAttempt } from './booking-attempt.ts';
import type { BookingAction } from './booking-state.ts';

const SUBMIT_FAILED_MESSAGE = 'Nepavyko užregistruoti. Patikrinkite ryšį ir bandykite dar kartą.';

/**
 * Sends the booking. Sending the same submission again reuses the last attempt's Idempotency-Key. A time the
 * server refused reopens the time step with fresh times (`reloadTimes`).
 */
export function useBookingSubmit({
  submission,
  submitting,
  signInHref,
  dispatch,
  reloadTimes,
  onPhoneRequired,
  onEmailNotVerified,
}: {
  /** Null until the choice is complete. */
  submission: (Omit<NewAppointment, 'start'> & { slot: TimeSlot }) | null;
  submitting: boolean;
  signInHref: string;
  dispatch: (action: BookingAction) => void;
  reloadTimes: () => void;
  /** The business wants a phone number the account lacks: the flow asks for it. */
  onPhoneRequired: () => void;
  /** The account's address is not confirmed yet: the flow asks for the e-mail code. */
  onEmailNotVerified: () => void;
}): () => Promise<void> {
  const lastAttempt = useRef<BookingAttempt | null>(null);

  return async () => {
    if (!submission || submitting) return;
    dispatch({ type: 'submitStarted' });
    try {
      const { slot, ...rest } = submission;
      const input: NewAppointment = { ...rest, start: slot.start };
      const attempt = attemptFor(lastAttempt.current, input, () => randomErrorToken(32));
      lastAttempt.current = attempt;
      const appointment = await createAppointment(input, attempt.key);
      dispatch({ type: 'submitSucceeded', appointment });
      globalThis.scrollTo?.({ top: 0 });
    } catch (error) {
      const code = handledErrorCode(error);
      const message = requestErrorMessage(error, SUBMIT_FAILED_MESSAGE);
      if (code === 'phone_required') {
        dispatch({ type: 'submitFailed', message });
        onPhoneRequired();
      } else if (code === 'email_not_verified') {
        dispatch({ type: 'submitFailed', message });
        onEmailNotVerified();
      } else if (code === 'slot_taken' || code === 'slot_unavailable') {
        dispatch({ type: 'slotLost', message });
        reloadTimes();
      } else {
        dispatch({ type: 'submitFailed', message });
        // A session that ended meanwhile: offer the way back in (the choice stays in the address).
        toast(
          'danger',
          message,
          code === 'unauthorized' ? { link: { href: signInHref, label: 'Prisijungti' } } : {},
        );
      }
    }
  };
}

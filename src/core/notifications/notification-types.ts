/** The kinds of in-app notification (the bell); each channel reads the same type. */
export type NotificationType =
  | 'appointment_booked'
  | 'appointment_pending'
  | 'appointment_new_booking'
  | 'appointment_cancelled_by_client'
  | 'appointment_moved_by_client'
  // The business changed the client's visit (admin appointments).
  | 'appointment_confirmed'
  | 'appointment_declined'
  | 'appointment_moved'
  | 'appointment_completed'
  | 'appointment_no_show'
  | 'appointment_reminder'
  // Reviews: the business answered the client's review; the operator hid it.
  | 'review_reply'
  | 'review_hidden'
  // A time the client waited for came free and is held for them.
  | 'waitlist_offer';

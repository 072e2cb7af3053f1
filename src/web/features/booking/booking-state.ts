/**
 * The booking flow's state and every way it changes, as one pure reducer. The choice itself lives in the
 * page's query string (`booking-choice.ts`): the flow reads it from the URL, runs the reducer over it and the
 * rest of the state, and writes a changed choice back to the URL.
 */
import type { Appointment } from '../../../contracts/booking.ts';
import { ANY_SPECIALIST, type BookingChoice } from '../../../contracts/booking-choice.ts';

export type Step = 'service' | 'specialist' | 'datetime' | 'confirm';

export interface BookingState {
  choice: BookingChoice;
  /** The date keyboard focus sits on in the calendar: the month on screen follows it. */
  focusedDate: string | null;
  /** A done step the client reopened with "Keisti …". */
  editing: Step | null;
  /** The step whose heading takes focus once it is the current one. */
  focusTarget: Step | null;
  /** Why the chosen date or time had to be dropped. */
  slotNotice: string | null;
  /** The slot notice takes focus once it is on screen (after a booking lost its time). */
  focusNotice: boolean;
  note: string;
  /** The confirm step's box for the salon's offers: unticked until the client ticks it. */
  marketingConsent: boolean;
  submitting: boolean;
  submitError: string | null;
  booked: Appointment | null;
}

export type BookingAction =
  /** `performerIds`: the specialists who perform the picked service (the chosen one stays if among them). */
  | { type: 'chooseService'; serviceId: string; performerIds: readonly string[] }
  /** Services added to the visit after the first; `performerIds`: who performs them all. */
  | { type: 'setExtraServices'; extraServiceIds: readonly string[]; performerIds: readonly string[] }
  | { type: 'chooseSpecialist'; specialist: string }
  | { type: 'chooseDate'; date: string }
  | { type: 'chooseTime'; time: string }
  /** Month navigation: the calendar's focus moved (or the flow showed the next month). */
  | { type: 'focusDate'; date: string }
  | { type: 'edit'; step: Step }
  | { type: 'stepFocused' }
  | { type: 'noticeFocused' }
  /** The chosen date cannot be booked: outside the booking window, or no free time left on it. */
  | { type: 'dateGone'; outside: boolean }
  /** The chosen time is no longer among the day's free times. */
  | { type: 'timeGone' }
  | { type: 'noteChanged'; note: string }
  | { type: 'marketingConsentChanged'; marketingConsent: boolean }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; appointment: Appointment }
  /** The server refused the time (taken or no longer offered): `message` says why. */
  | { type: 'slotLost'; message: string }
  | { type: 'submitFailed'; message: string };

export const DATE_OUTSIDE_NOTICE = 'Pasirinkta diena registracijai neprieinama – pasirinkite kitą dieną.';
export const DAY_EMPTIED_NOTICE = 'Šią dieną laisvų laikų nebeliko – pasirinkite kitą dieną.';
export const TIME_TAKEN_NOTICE = 'Pasirinktas laikas jau užimtas – pasirinkite kitą laiką.';

const withExtras = (ids: readonly string[]) => (ids.length > 0 ? { extraServiceIds: ids } : {});

export function initialBookingState(choice: BookingChoice): BookingState {
  return {
    choice,
    focusedDate: null,
    editing: null,
    focusTarget: null,
    slotNotice: null,
    focusNotice: false,
    note: '',
    marketingConsent: false,
    submitting: false,
    submitError: null,
    booked: null,
  };
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  const { choice } = state;
  switch (action.type) {
    case 'chooseService': {
      const keepSpecialist =
        choice.specialist === ANY_SPECIALIST ||
        (choice.specialist !== null && action.performerIds.includes(choice.specialist));
      return {
        ...state,
        slotNotice: null,
        editing: null,
        focusTarget: keepSpecialist ? 'datetime' : 'specialist',
        choice: {
          serviceId: action.serviceId,
          specialist: keepSpecialist ? choice.specialist : null,
          date: keepSpecialist ? choice.date : null,
          time: null,
          ...withExtras((choice.extraServiceIds ?? []).filter((id) => id !== action.serviceId)),
        },
      };
    }
    case 'setExtraServices': {
      // A longer or shorter visit fits other times: the time goes, the day and specialist stay if they can.
      const keepSpecialist =
        choice.specialist === ANY_SPECIALIST ||
        (choice.specialist !== null && action.performerIds.includes(choice.specialist));
      const { extraServiceIds: _dropped, ...rest } = choice;
      return {
        ...state,
        slotNotice: null,
        choice: {
          ...rest,
          specialist: keepSpecialist ? choice.specialist : null,
          date: keepSpecialist ? choice.date : null,
          time: null,
          ...withExtras(action.extraServiceIds),
        },
      };
    }
    case 'chooseSpecialist':
      return {
        ...state,
        slotNotice: null,
        editing: null,
        focusTarget: 'datetime',
        choice: { ...choice, specialist: action.specialist, time: null },
      };
    case 'chooseDate':
      return {
        ...state,
        slotNotice: null,
        focusedDate: action.date,
        choice: { ...choice, date: action.date, time: null },
      };
    case 'chooseTime':
      return {
        ...state,
        slotNotice: null,
        editing: null,
        focusTarget: 'confirm',
        choice: { ...choice, time: action.time },
      };
    case 'focusDate':
      return { ...state, focusedDate: action.date };
    case 'edit':
      return { ...state, editing: action.step, focusTarget: action.step };
    case 'stepFocused':
      return { ...state, focusTarget: null };
    case 'noticeFocused':
      return { ...state, focusNotice: false };
    case 'dateGone':
      // Keep the server's word on why the time failed, if that is what emptied the day. A day that was never
      // bookable (a link to a holiday, a closed Sunday) gets no "nebeliko": the calendar focuses it and says
      // why it cannot be booked.
      return {
        ...state,
        slotNotice: state.slotNotice
          ? `${state.slotNotice} ${DAY_EMPTIED_NOTICE}`
          : action.outside
            ? DATE_OUTSIDE_NOTICE
            : null,
        focusedDate: action.outside ? state.focusedDate : choice.date,
        choice: { ...choice, date: null, time: null },
      };
    case 'timeGone':
      // A notice the server gave (the booking lost the time) says more: keep it.
      return {
        ...state,
        slotNotice: state.slotNotice ?? TIME_TAKEN_NOTICE,
        choice: { ...choice, time: null },
      };
    case 'noteChanged':
      return { ...state, note: action.note };
    case 'marketingConsentChanged':
      return { ...state, marketingConsent: action.marketingConsent };
    case 'submitStarted':
      return { ...state, submitting: true, submitError: null };
    case 'submitSucceeded':
      return { ...state, submitting: false, booked: action.appointment };
    case 'slotLost':
      return {
        ...state,
        submitting: false,
        slotNotice: action.message,
        editing: null,
        focusNotice: true,
        choice: { ...choice, time: null },
      };
    case 'submitFailed':
      return { ...state, submitting: false, submitError: action.message };
  }
}

/** The first step still to do. */
export function firstIncompleteStep(choice: BookingChoice, hasService: boolean): Step {
  if (!hasService) return 'service';
  if (!choice.specialist) return 'specialist';
  if (!(choice.date && choice.time)) return 'datetime';
  return 'confirm';
}

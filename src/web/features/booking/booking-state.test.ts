import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../contracts/booking.ts';
import { handledErrorCode } from './booking-api.ts';
import { ANY_SPECIALIST, EMPTY_CHOICE, type BookingChoice } from '../../../contracts/booking-choice.ts';
import {
  DATE_OUTSIDE_NOTICE,
  DAY_EMPTIED_NOTICE,
  TIME_TAKEN_NOTICE,
  bookingReducer,
  firstIncompleteStep,
  initialBookingState,
  type BookingState,
} from './booking-state.ts';

const full: BookingChoice = { serviceId: 'kirpimas', specialist: 'ona', date: '2026-12-15', time: '09:00' };

function stateWith(choice: BookingChoice, rest: Partial<BookingState> = {}): BookingState {
  return { ...initialBookingState(choice), ...rest };
}

describe('bookingReducer: choosing', () => {
  it('keeps the specialist and the date when the new service is one they perform', () => {
    const next = bookingReducer(stateWith(full, { slotNotice: 'x', editing: 'service' }), {
      type: 'chooseService',
      serviceId: 'dazymas',
      performerIds: ['ona', 'rasa'],
    });
    expect(next.choice).toEqual({ serviceId: 'dazymas', specialist: 'ona', date: '2026-12-15', time: null });
    expect(next.focusTarget).toBe('datetime');
    expect(next.slotNotice).toBeNull();
    expect(next.editing).toBeNull();
  });

  it('keeps "any specialist" for any service', () => {
    const next = bookingReducer(stateWith({ ...full, specialist: ANY_SPECIALIST }), {
      type: 'chooseService',
      serviceId: 'dazymas',
      performerIds: [],
    });
    expect(next.choice.specialist).toBe(ANY_SPECIALIST);
    expect(next.choice.date).toBe('2026-12-15');
  });

  it('drops the specialist and the date when they do not perform the new service', () => {
    const next = bookingReducer(stateWith(full), {
      type: 'chooseService',
      serviceId: 'dazymas',
      performerIds: ['rasa'],
    });
    expect(next.choice).toEqual({ serviceId: 'dazymas', specialist: null, date: null, time: null });
    expect(next.focusTarget).toBe('specialist');
  });

  it('moves on to the date after a specialist, dropping the time', () => {
    const next = bookingReducer(stateWith(full, { editing: 'specialist' }), {
      type: 'chooseSpecialist',
      specialist: 'rasa',
    });
    expect(next.choice).toEqual({ ...full, specialist: 'rasa', time: null });
    expect(next.focusTarget).toBe('datetime');
    expect(next.editing).toBeNull();
  });

  it('a date becomes the focused date and drops the time', () => {
    const next = bookingReducer(stateWith(full, { slotNotice: 'x' }), {
      type: 'chooseDate',
      date: '2026-12-16',
    });
    expect(next.choice).toEqual({ ...full, date: '2026-12-16', time: null });
    expect(next.focusedDate).toBe('2026-12-16');
    expect(next.slotNotice).toBeNull();
  });

  it('a time leads to the confirmation', () => {
    const next = bookingReducer(stateWith({ ...full, time: null }, { editing: 'datetime' }), {
      type: 'chooseTime',
      time: '10:30',
    });
    expect(next.choice.time).toBe('10:30');
    expect(next.focusTarget).toBe('confirm');
    expect(next.editing).toBeNull();
  });

  it('month navigation moves the focus without touching the choice', () => {
    const before = stateWith(full);
    const next = bookingReducer(before, { type: 'focusDate', date: '2027-01-04' });
    expect(next.focusedDate).toBe('2027-01-04');
    expect(next.choice).toBe(before.choice);
  });

  it('reopens a step and focuses it, then forgets the focus request', () => {
    const editing = bookingReducer(stateWith(full), { type: 'edit', step: 'service' });
    expect(editing.editing).toBe('service');
    expect(editing.focusTarget).toBe('service');
    expect(bookingReducer(editing, { type: 'stepFocused' }).focusTarget).toBeNull();
  });
});

describe('bookingReducer: a choice that stopped being possible', () => {
  it('a date outside the booking window is dropped with a notice and the focus stays', () => {
    const next = bookingReducer(stateWith(full, { focusedDate: null }), { type: 'dateGone', outside: true });
    expect(next.choice).toEqual({ ...full, date: null, time: null });
    expect(next.slotNotice).toBe(DATE_OUTSIDE_NOTICE);
    expect(next.focusedDate).toBeNull();
  });

  it('a day never bookable is focused (the calendar says why) without a notice', () => {
    const next = bookingReducer(stateWith(full), { type: 'dateGone', outside: false });
    expect(next.slotNotice).toBeNull();
    expect(next.focusedDate).toBe('2026-12-15');
    expect(next.choice.date).toBeNull();
  });

  it("a day emptied after the server's refusal keeps the server's word and adds why", () => {
    const next = bookingReducer(stateWith(full, { slotNotice: 'Laikas ką tik užimtas.' }), {
      type: 'dateGone',
      outside: false,
    });
    expect(next.slotNotice).toBe(`Laikas ką tik užimtas. ${DAY_EMPTIED_NOTICE}`);
  });

  it('a time gone from the day is dropped with a notice unless the server already gave one', () => {
    const plain = bookingReducer(stateWith(full), { type: 'timeGone' });
    expect(plain.choice).toEqual({ ...full, time: null });
    expect(plain.slotNotice).toBe(TIME_TAKEN_NOTICE);
    const told = bookingReducer(stateWith(full, { slotNotice: 'Serveris' }), { type: 'timeGone' });
    expect(told.slotNotice).toBe('Serveris');
  });
});

describe('bookingReducer: sending', () => {
  it('starts, clearing an earlier error', () => {
    const next = bookingReducer(stateWith(full, { submitError: 'Klaida' }), { type: 'submitStarted' });
    expect(next.submitting).toBe(true);
    expect(next.submitError).toBeNull();
  });

  it('ends with the booked visit', () => {
    const appointment = { id: 'a1' } as Appointment;
    const next = bookingReducer(stateWith(full, { submitting: true }), {
      type: 'submitSucceeded',
      appointment,
    });
    expect(next.booked).toBe(appointment);
    expect(next.submitting).toBe(false);
  });

  it('a lost time reopens the time step with the server message, to be focused', () => {
    const next = bookingReducer(stateWith(full, { submitting: true, editing: 'service' }), {
      type: 'slotLost',
      message: 'Šis laikas ką tik užimtas.',
    });
    expect(next.choice).toEqual({ ...full, time: null });
    expect(next.slotNotice).toBe('Šis laikas ką tik užimtas.');
    expect(next.focusNotice).toBe(true);
    expect(next.editing).toBeNull();
    expect(next.submitting).toBe(false);
    expect(bookingReducer(next, { type: 'noticeFocused' }).focusNotice).toBe(false);
  });

  it('any other failure keeps the choice and shows the message', () => {
    const before = stateWith(full, { submitting: true });
    const next = bookingReducer(before, { type: 'submitFailed', message: 'Nepavyko' });
    expect(next.submitError).toBe('Nepavyko');
    expect(next.submitting).toBe(false);
    expect(next.choice).toBe(before.choice);
  });

  it('keeps the note as typed', () => {
    expect(bookingReducer(stateWith(full), { type: 'noteChanged', note: ' Ačiū ' }).note).toBe(' Ačiū ');
  });
});

describe('firstIncompleteStep', () => {
  it('walks service, specialist, date and time, then confirmation', () => {
    expect(firstIncompleteStep(EMPTY_CHOICE, false)).toBe('service');
    expect(firstIncompleteStep({ ...EMPTY_CHOICE, serviceId: 'kirpimas' }, true)).toBe('specialist');
    expect(firstIncompleteStep({ ...full, time: null }, true)).toBe('datetime');
    expect(firstIncompleteStep(full, true)).toBe('confirm');
  });
});

describe('handledErrorCode', () => {
  it('names the codes the flow answers and nothing else', () => {
    expect(handledErrorCode({ error: 'slot_taken', message: 'Užimta' })).toBe('slot_taken');
    expect(handledErrorCode({ error: 'slot_unavailable', message: 'Nebesiūloma' })).toBe('slot_unavailable');
    expect(handledErrorCode({ error: 'unauthorized', message: 'Prisijunkite' })).toBe('unauthorized');
    expect(handledErrorCode({ error: 'invalid_input', message: 'Klaida' })).toBeNull();
    expect(handledErrorCode(new TypeError('Failed to fetch'))).toBeNull();
  });
});

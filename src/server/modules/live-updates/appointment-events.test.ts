import { describe, expect, it } from 'vitest';
import { decodeAppointmentEvent, encodeAppointmentEvent } from './appointment-events.ts';

const A = '0b7c5f7e-1d7a-4d0e-9c51-6f3a9d2b1c01';
const B = '5a1d0f3c-8e2b-4c7d-a1f9-2e6b7c8d9e02';
const S = '9f8e7d6c-5b4a-4321-8fed-cba987654303';

describe('appointment events on the wire', () => {
  it('round-trips, carrying only ids (and each specialist once)', () => {
    const payload = encodeAppointmentEvent({
      type: 'appointment.updated',
      appointmentId: A,
      businessId: B,
      specialistIds: [S, S],
    });
    expect(JSON.parse(payload)).toEqual({ t: 'appointment.updated', a: A, b: B, s: [S] });
    expect(decodeAppointmentEvent(payload)).toEqual({
      type: 'appointment.updated',
      appointmentId: A,
      businessId: B,
      specialistIds: [S],
    });
  });

  it('ignores anything that is not one of ours', () => {
    expect(decodeAppointmentEvent('not json')).toBeNull();
    expect(decodeAppointmentEvent('null')).toBeNull();
    expect(
      decodeAppointmentEvent(JSON.stringify({ t: 'appointment.deleted', a: A, b: B, s: [] })),
    ).toBeNull();
    expect(
      decodeAppointmentEvent(JSON.stringify({ t: 'appointment.created', a: 'x', b: B, s: [] })),
    ).toBeNull();
    expect(
      decodeAppointmentEvent(JSON.stringify({ t: 'appointment.created', a: A, b: B, s: ['x', S] })),
    ).toEqual({
      type: 'appointment.created',
      appointmentId: A,
      businessId: B,
      specialistIds: [S],
    });
  });
});

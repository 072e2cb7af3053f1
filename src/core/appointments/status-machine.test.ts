import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TRANSITIONS,
  APPOINTMENT_STATUSES,
  cancellationDeadline,
  clientMayCancel,
  holdsTime,
  isAllowedTransition,
  isFinal,
  transitionRefusal,
  type AppointmentStatus,
} from './status-machine.ts';

const startsAt = new Date('2026-11-23T07:00:00Z'); // 09:00 in Vilnius
const endsAt = new Date('2026-11-23T08:00:00Z');
const at = (iso: string) => new Date(iso);
const visit = (status: AppointmentStatus) => ({ status, startsAt, endsAt });

describe('the life cycle', () => {
  it('allows exactly the edges of the life cycle', () => {
    expect(ALLOWED_TRANSITIONS).toEqual({
      pending: ['confirmed', 'declined', 'cancelled'],
      confirmed: ['declined', 'cancelled', 'completed', 'no_show'],
      declined: [],
      cancelled: [],
      completed: [],
      no_show: [],
    });
  });

  it('never allows staying in place or leaving a final status', () => {
    for (const from of APPOINTMENT_STATUSES) {
      expect(isAllowedTransition(from, from)).toBe(false);
    }
    for (const from of ['declined', 'cancelled', 'completed', 'no_show'] as const) {
      expect(isFinal(from)).toBe(true);
      for (const to of APPOINTMENT_STATUSES) expect(isAllowedTransition(from, to)).toBe(false);
    }
    expect(isAllowedTransition('pending', 'completed')).toBe(false);
    expect(isAllowedTransition('pending', 'no_show')).toBe(false);
    expect(isAllowedTransition('confirmed', 'pending')).toBe(false);
  });

  it('holds time only while pending or confirmed', () => {
    expect(APPOINTMENT_STATUSES.filter(holdsTime)).toEqual(['pending', 'confirmed']);
  });
});

describe('transitionRefusal', () => {
  const business = {
    actor: 'business' as const,
    now: at('2026-11-20T10:00:00Z'),
    cancellationCutoffHours: 24,
  };

  it('lets the business confirm and decline pending visits', () => {
    expect(transitionRefusal(visit('pending'), 'confirmed', business)).toBeNull();
    expect(transitionRefusal(visit('pending'), 'declined', business)).toBeNull();
    expect(transitionRefusal(visit('confirmed'), 'declined', business)).toBeNull();
  });

  it('refuses the wrong side', () => {
    const client = { ...business, actor: 'client' as const };
    expect(transitionRefusal(visit('pending'), 'confirmed', client)).toBe('wrong_actor');
    expect(transitionRefusal(visit('pending'), 'declined', client)).toBe('wrong_actor');
    expect(transitionRefusal(visit('confirmed'), 'cancelled', business)).toBe('wrong_actor');
  });

  it('refuses edges that do not exist', () => {
    expect(transitionRefusal(visit('cancelled'), 'confirmed', business)).toBe('not_allowed');
    expect(transitionRefusal(visit('pending'), 'completed', business)).toBe('not_allowed');
  });

  it('marks completed only once the visit has ended', () => {
    const during = { ...business, now: at('2026-11-23T07:30:00Z') };
    const atEnd = { ...business, now: endsAt };
    expect(transitionRefusal(visit('confirmed'), 'completed', during)).toBe('not_ended');
    expect(transitionRefusal(visit('confirmed'), 'completed', atEnd)).toBeNull();
  });

  it('marks a no-show from 15 minutes after the start', () => {
    const justBefore = { ...business, now: new Date(startsAt.getTime() + 15 * 60_000 - 1) };
    const fromThen = { ...business, now: new Date(startsAt.getTime() + 15 * 60_000) };
    expect(transitionRefusal(visit('confirmed'), 'no_show', justBefore)).toBe('too_early');
    expect(transitionRefusal(visit('confirmed'), 'no_show', fromThen)).toBeNull();
    expect(transitionRefusal(visit('confirmed'), 'no_show', { ...business, now: endsAt })).toBeNull();
  });
});

describe('client cancellation', () => {
  it('is possible strictly before start − cutoff', () => {
    expect(cancellationDeadline(startsAt, 24)).toEqual(at('2026-11-22T07:00:00Z'));
    expect(clientMayCancel(visit('confirmed'), at('2026-11-22T06:59:59Z'), 24)).toBe(true);
    expect(clientMayCancel(visit('pending'), at('2026-11-22T06:59:59Z'), 24)).toBe(true);
    expect(clientMayCancel(visit('confirmed'), at('2026-11-22T07:00:00Z'), 24)).toBe(false);
    expect(clientMayCancel(visit('confirmed'), at('2026-11-23T07:30:00Z'), 24)).toBe(false);
  });

  it('counts real hours across a DST change', () => {
    // Sunday 2026-10-25 04:00 (+03:00) → 03:00 (+02:00): 24 h before Monday 09:00 +02:00 is Sunday 08:00 +02:00.
    const monday = new Date('2026-10-26T07:00:00Z');
    expect(cancellationDeadline(monday, 24).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('with no cutoff, until the start', () => {
    expect(clientMayCancel(visit('confirmed'), at('2026-11-23T06:59:00Z'), 0)).toBe(true);
    expect(clientMayCancel(visit('confirmed'), startsAt, 0)).toBe(false);
  });

  it('is impossible from a status that does not hold time', () => {
    for (const status of ['declined', 'cancelled', 'completed', 'no_show'] as const) {
      expect(clientMayCancel(visit(status), at('2026-11-01T00:00:00Z'), 24)).toBe(false);
    }
  });

  it('rejects a negative cutoff', () => {
    expect(() => cancellationDeadline(startsAt, -1)).toThrow(RangeError);
  });
});

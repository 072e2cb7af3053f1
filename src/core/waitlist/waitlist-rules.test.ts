import { describe, expect, it } from 'vitest';
import type { AvailabilityInput, WallInterval } from '../availability/types.ts';
import { entryEnded, inLineOrder, offerableSlot, offerExpiresAt, offerStillHeld } from './waitlist-rules.ts';
import { isWaitlistWindow } from './waitlist-window.ts';

const MONDAY = '2026-11-23'; // Vilnius is at +02:00

function input(changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  const hours: WallInterval[] = [{ start: '09:00', end: '13:00' }];
  return {
    timeZone: 'Europe/Vilnius',
    now: '2026-11-20T08:00:00Z',
    rules: { leadTimeMinutes: 60, horizonDays: 60, slotStepMinutes: 30 },
    service: { durationMinutes: 60, bufferAfterMinutes: 0 },
    specialistIds: ['ona', 'rasa'],
    schedules: [
      { specialistId: 'ona', validFrom: '2026-01-01', days: { 1: hours } },
      { specialistId: 'rasa', validFrom: '2026-01-01', days: { 1: hours } },
    ],
    overrides: [],
    holidays: [],
    excludedPublicHolidays: [],
    appointments: [],
    ...changes,
  };
}

/** Both specialists fully booked on the Monday morning, except what `free` leaves out. */
function fullyBooked(
  free: { specialistId: string; start: string }[] = [],
): AvailabilityInput['appointments'] {
  const all = ['ona', 'rasa'].flatMap((specialistId) =>
    ['07:00', '08:00', '09:00', '10:00'].map((utc) => ({
      specialistId,
      start: `${MONDAY}T${utc}:00.000Z`,
      blockedUntil: `${MONDAY}T${String(Number(utc.slice(0, 2)) + 1).padStart(2, '0')}:00:00.000Z`,
    })),
  );
  return all.filter(
    (held) =>
      !free.some(
        (gap) => gap.specialistId === held.specialistId && Date.parse(gap.start) === Date.parse(held.start),
      ),
  );
}

describe('offerableSlot', () => {
  it('finds nothing while the window is full, and the freed time once a visit is gone', () => {
    const window = { date: MONDAY, from: '10:00', to: '12:00' };
    expect(offerableSlot(input({ appointments: fullyBooked() }), window)).toBeNull();

    // Rasa's 10:00 visit (08:00Z) was cancelled.
    const freed = fullyBooked([{ specialistId: 'rasa', start: `${MONDAY}T08:00:00Z` }]);
    const slot = offerableSlot(input({ appointments: freed }), window);
    expect(slot).toMatchObject({ label: '10:00', specialistId: 'rasa', start: '2026-11-23T10:00:00+02:00' });
  });

  it('offers only a visit that fits the window whole', () => {
    // 12:00–13:00 is free, but a window ending at 12:30 cannot hold the hour-long visit.
    const freed = fullyBooked([{ specialistId: 'ona', start: `${MONDAY}T10:00:00Z` }]);
    expect(
      offerableSlot(input({ appointments: freed }), { date: MONDAY, from: '09:00', to: '12:30' }),
    ).toBeNull();
    expect(
      offerableSlot(input({ appointments: freed }), { date: MONDAY, from: '09:00', to: '13:00' })?.label,
    ).toBe('12:00');
    // Before the window: not offered either.
    expect(
      offerableSlot(input({ appointments: freed }), { date: MONDAY, from: '12:30', to: '24:00' }),
    ).toBeNull();
  });

  it('keeps to the chosen specialist: another one freeing time gives nothing', () => {
    const freed = fullyBooked([{ specialistId: 'rasa', start: `${MONDAY}T08:00:00Z` }]);
    const onlyOna = input({ appointments: freed, specialistIds: ['ona'] });
    expect(offerableSlot(onlyOna, { date: MONDAY, from: '09:00', to: '13:00' })).toBeNull();
  });

  it('finds time a new override opens, and none a closed day leaves', () => {
    const window = { date: MONDAY, from: '13:00', to: '16:00' };
    const booked = input({ appointments: fullyBooked() });
    expect(offerableSlot(booked, window)).toBeNull();
    const longer = input({
      appointments: fullyBooked(),
      overrides: [
        {
          specialistId: 'ona',
          from: MONDAY,
          to: MONDAY,
          closed: false,
          intervals: [{ start: '09:00', end: '15:00' }],
        },
      ],
    });
    expect(offerableSlot(longer, window)).toMatchObject({ label: '13:00', specialistId: 'ona' });
    const closed = input({
      overrides: [{ specialistId: null, from: MONDAY, to: MONDAY, closed: true, intervals: [] }],
    });
    expect(offerableSlot(closed, { date: MONDAY, from: '09:00', to: '13:00' })).toBeNull();
  });

  it('treats another offer\u2019s hold as taken time, and skips time the entry already let go', () => {
    const freed = fullyBooked([
      { specialistId: 'ona', start: `${MONDAY}T08:00:00Z` },
      { specialistId: 'ona', start: `${MONDAY}T09:00:00Z` },
    ]);
    const window = { date: MONDAY, from: '09:00', to: '13:00' };
    const first = offerableSlot(input({ appointments: freed }), window);
    expect(first?.label).toBe('10:00');
    // The 10:00 is held for someone earlier in line: the next client gets 11:00.
    const held = input({
      appointments: freed,
      timeBlocks: [{ specialistId: 'ona', start: `${MONDAY}T08:00:00Z`, end: `${MONDAY}T09:00:00Z` }],
    });
    expect(offerableSlot(held, window)?.label).toBe('11:00');
    // This client let 10:00 run out: it is not offered to them again.
    expect(offerableSlot(input({ appointments: freed }), window, [first!])?.label).toBe('11:00');
  });

  it('never offers a time inside the lead time', () => {
    const window = { date: MONDAY, from: '09:00', to: '13:00' };
    const late = input({ now: `${MONDAY}T08:30:00Z` }); // 10:30 in Vilnius, lead time one hour
    expect(offerableSlot(late, window)?.label).toBe('11:30');
  });
});

describe('the line and the hold', () => {
  it('serves who joined first, ties by id', () => {
    const at = (iso: string) => new Date(iso);
    const order = inLineOrder([
      { id: 'c', joinedAt: at('2026-11-20T10:00:00Z') },
      { id: 'b', joinedAt: at('2026-11-20T09:00:00Z') },
      { id: 'a', joinedAt: at('2026-11-20T10:00:00Z') },
    ]);
    expect(order.map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
  });

  it('holds for the salon\u2019s minutes, kept within 5–120', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(offerExpiresAt(now, 15).toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(offerExpiresAt(now, 1).toISOString()).toBe('2026-11-20T10:05:00.000Z');
    expect(offerExpiresAt(now, 500).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(offerStillHeld(new Date('2026-11-20T10:15:00Z'), new Date('2026-11-20T10:14:59Z'))).toBe(true);
    expect(offerStillHeld(new Date('2026-11-20T10:15:00Z'), new Date('2026-11-20T10:15:00Z'))).toBe(false);
  });

  it('ends an entry once its date is over', () => {
    expect(entryEnded('2026-11-23', '2026-11-23')).toBe(false);
    expect(entryEnded('2026-11-23', '2026-11-24')).toBe(true);
  });

  it('knows a window', () => {
    expect(isWaitlistWindow('09:00', '12:00')).toBe(true);
    expect(isWaitlistWindow('12:00', '24:00')).toBe(true);
    expect(isWaitlistWindow('12:00', '12:00')).toBe(false);
    expect(isWaitlistWindow('13:00', '12:00')).toBe(false);
    expect(isWaitlistWindow('9:00', '12:00')).toBe(false);
    expect(isWaitlistWindow('24:00', '24:00')).toBe(false);
  });
});

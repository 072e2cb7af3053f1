import { describe, expect, it } from 'vitest';
import { visitChangeEvents } from './domain-events.ts';
import {
  cancellationDeadlineText,
  canStillCancelOnline,
  visitPlace,
  visitSummary,
  type VisitFacts,
} from './visit-wording.ts';

const visit: VisitFacts = {
  appointmentId: 'a1',
  businessId: 'b1',
  clientUserId: 'u1',
  sequence: 1,
  status: 'confirmed',
  startsAt: new Date('2026-11-23T07:00:00Z'),
  endsAt: new Date('2026-11-23T08:00:00Z'),
  priceCents: 2500,
  clientNote: '',
  business: {
    slug: 'saule',
    name: 'Saulė',
    address: 'Gedimino pr. 1, Vilnius',
    phone: null,
    timeZone: 'Europe/Vilnius',
    cancellationCutoffHours: 24,
  },
  service: { id: 's1', name: 'Moteriškas kirpimas' },
  specialist: { id: 'p1', name: 'Ona' },
  client: { name: 'Rūta', email: 'ruta@example.lt', phone: null },
};

describe('visitChangeEvents', () => {
  it('names the status the client hears of, and nothing for a note or a status nobody is told', () => {
    expect(visitChangeEvents({ ...visit, status: 'pending' }, visit, null)).toEqual([
      { type: 'visit.confirmed', visit },
    ]);
    const declined = { ...visit, status: 'declined' as const };
    expect(visitChangeEvents({ ...visit, status: 'pending' }, declined, 'Nedirbame')).toEqual([
      { type: 'visit.declined', visit: declined, reason: 'Nedirbame' },
    ]);
    expect(visitChangeEvents(visit, { ...visit, status: 'no_show' }, null).map((e) => e.type)).toEqual([
      'visit.no-show',
    ]);
    expect(visitChangeEvents(visit, { ...visit, status: 'completed' }, null).map((e) => e.type)).toEqual([
      'visit.completed',
    ]);
    expect(visitChangeEvents(visit, { ...visit }, null)).toEqual([]);
    expect(visitChangeEvents(visit, { ...visit, status: 'cancelled' }, null)).toEqual([]);
  });

  it('tells a move (time, specialist or service) of a visit that still holds time, after its status', () => {
    const later = {
      ...visit,
      startsAt: new Date('2026-11-23T09:00:00Z'),
      endsAt: new Date('2026-11-23T10:00:00Z'),
    };
    expect(visitChangeEvents(visit, later, null)).toEqual([
      { type: 'visit.moved', before: visit, visit: later },
    ]);
    const other = { ...visit, specialist: { id: 'p2', name: 'Eglė' } };
    expect(visitChangeEvents(visit, other, null).map((e) => e.type)).toEqual(['visit.moved']);
    const confirmedAndMoved = { ...later, status: 'confirmed' as const };
    expect(
      visitChangeEvents({ ...visit, status: 'pending' }, confirmedAndMoved, null).map((e) => e.type),
    ).toEqual(['visit.confirmed', 'visit.moved']);
    expect(visitChangeEvents(visit, { ...later, status: 'cancelled' }, null)).toEqual([]);
  });
});

describe('visit wording', () => {
  it('words the place, the summary line and the online cancellation deadline once for every channel', () => {
    expect(visitPlace(visit)).toBe('Saulė, Gedimino pr. 1, Vilnius');
    expect(visitPlace({ business: { name: 'Saulė', address: '' } })).toBe('Saulė');
    expect(visitSummary(visit)).toBe('Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00');
    expect(cancellationDeadlineText(visit)).toBe('sekmadienio, lapkričio 22 d., 09:00');
    expect(canStillCancelOnline(visit, new Date('2026-11-22T06:59:59Z'))).toBe(true);
    expect(canStillCancelOnline(visit, new Date('2026-11-22T07:00:00Z'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminAppointment, CalendarData } from '../../../contracts/admin-appointments.ts';
import { STATUS_CLASSES, colourByOf, colourScheme } from './calendar-colours.ts';
import { clientOverlaps, doubleBookedIds } from './calendar-model.ts';

function visit(
  id: string,
  specialistId: string,
  start: string,
  end: string,
  options: { cardId?: string | null; status?: AdminAppointment['status']; serviceId?: string } = {},
) {
  return {
    id,
    status: options.status ?? 'confirmed',
    start,
    end,
    service: { id: options.serviceId ?? 'kirpimas', name: 'Kirpimas' },
    specialist: { id: specialistId, name: specialistId },
    client: { cardId: options.cardId === undefined ? 'ieva' : options.cardId },
  } as AdminAppointment;
}

const data = {
  specialists: [
    { id: 'rasa', name: 'Rasa', title: '', active: true, serviceIds: [] },
    { id: 'ona', name: 'Ona', title: '', active: true, serviceIds: [] },
  ],
  services: [
    { id: 'kirpimas', name: 'Kirpimas', categoryId: 'plaukai', categoryName: 'Kirpėjai' },
    { id: 'dazymas', name: 'Dažymas', categoryId: 'plaukai', categoryName: 'Kirpėjai' },
    { id: 'manikiuras', name: 'Manikiūras', categoryId: 'nagai', categoryName: 'Manikiūras' },
  ],
} as unknown as Pick<CalendarData, 'services' | 'specialists'>;

describe('colourScheme', () => {
  const a = visit('a', 'rasa', '2026-11-23T10:00:00+02:00', '2026-11-23T11:00:00+02:00');
  const b = visit('b', 'ona', '2026-11-23T10:00:00+02:00', '2026-11-23T11:00:00+02:00', {
    serviceId: 'manikiuras',
  });
  const c = visit('c', 'ona', '2026-11-23T12:00:00+02:00', '2026-11-23T13:00:00+02:00', {
    serviceId: 'dazymas',
  });

  it('colours by status by default', () => {
    expect(colourByOf(null)).toBe('busena');
    expect(colourScheme('busena', data).classOf(a)).toBe(STATUS_CLASSES.confirmed);
  });

  it('gives one colour per category, the same for every service in it, and a legend entry per category', () => {
    const scheme = colourScheme('kategorija', data);
    expect(scheme.classOf(a)).toBe(scheme.classOf(c));
    expect(scheme.classOf(a)).not.toBe(scheme.classOf(b));
    expect(scheme.legend.map((entry) => entry.label)).toEqual(['Kirpėjai', 'Manikiūras']);
  });

  it('gives one colour per specialist; a cancelled visit stays grey', () => {
    const scheme = colourScheme('specialistas', data);
    expect(scheme.classOf(b)).toBe(scheme.classOf(c));
    expect(scheme.classOf(a)).not.toBe(scheme.classOf(b));
    expect(scheme.classOf({ ...a, status: 'cancelled' })).toBe(STATUS_CLASSES.cancelled);
  });
});

describe('clientOverlaps', () => {
  const at = (id: string, who: string, from: string, to: string, options = {}) =>
    visit(id, who, `2026-11-23T${from}:00+02:00`, `2026-11-23T${to}:00+02:00`, options);

  it('finds the same client with another specialist at an overlapping time', () => {
    const one = at('one', 'rasa', '10:00', '11:00');
    const two = at('two', 'ona', '10:30', '11:30');
    const after = at('after', 'ona', '11:00', '12:00');
    const otherClient = at('other', 'ona', '10:00', '11:00', { cardId: 'jonas' });
    const cancelled = at('cancelled', 'ona', '10:00', '11:00', { status: 'cancelled' });
    const all = [one, two, after, otherClient, cancelled];
    expect(clientOverlaps(all, one).map((item) => item.id)).toEqual(['two']);
    expect([...doubleBookedIds(all)].sort()).toEqual(['one', 'two']);
  });

  it('knows nothing without a client card', () => {
    const one = at('one', 'rasa', '10:00', '11:00', { cardId: null });
    const two = at('two', 'ona', '10:00', '11:00', { cardId: null });
    expect(clientOverlaps([one, two], one)).toEqual([]);
  });
});

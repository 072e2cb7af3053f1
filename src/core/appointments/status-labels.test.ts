import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from './status-machine.ts';
import { APPOINTMENT_STATUS_LABELS } from './status-labels.ts';

describe('APPOINTMENT_STATUS_LABELS', () => {
  it('names every status in Lithuanian', () => {
    expect(Object.keys(APPOINTMENT_STATUS_LABELS).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    expect(APPOINTMENT_STATUS_LABELS).toEqual({
      pending: 'Laukia patvirtinimo',
      confirmed: 'Patvirtintas',
      declined: 'Atmestas',
      cancelled: 'Atšauktas',
      completed: 'Įvykęs',
      no_show: 'Neatvyko',
    });
  });
});

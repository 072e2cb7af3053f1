import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from './status-machine.ts';
import { APPOINTMENT_STATUS_LABELS } from './status-labels.ts';

describe('APPOINTMENT_STATUS_LABELS', () => {
  it('names every status, in the order of the life cycle, in Lithuanian', () => {
    expect(APPOINTMENT_STATUSES.map((status) => APPOINTMENT_STATUS_LABELS[status]).join(', ')).toBe(
      'Laukia patvirtinimo, Patvirtintas, Atmestas, Atšauktas, Įvykęs, Neatvyko',
    );
  });
});

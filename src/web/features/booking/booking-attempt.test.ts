import { describe, expect, it } from 'vitest';
import { attemptFor } from './booking-attempt.ts';

const choice = {
  business: 'saule',
  service: '7a0c7a4e-0000-4000-8000-000000000001',
  specialist: '7a0c7a4e-0000-4000-8000-000000000002',
  start: '2026-12-15T09:00:00+02:00',
};

function keys() {
  let issued = 0;
  return () => `raktas-${++issued}`;
}

describe('attemptFor', () => {
  it('sends the same key again when the same submission is retried', () => {
    const newKey = keys();
    const first = attemptFor(null, choice, newKey);
    expect(first.key).toBe('raktas-1');
    expect(attemptFor(first, { ...choice }, newKey).key).toBe('raktas-1');
  });

  it('takes a new key when the time, specialist, service or note changes', () => {
    const newKey = keys();
    const first = attemptFor(null, choice, newKey);
    const later = attemptFor(first, { ...choice, start: '2026-12-15T10:00:00+02:00' }, newKey);
    expect(later.key).toBe('raktas-2');
    expect(attemptFor(later, { ...choice, start: '2026-12-15T10:00:00+02:00' }, newKey).key).toBe('raktas-2');
    expect(attemptFor(later, { ...choice, specialist: undefined }, newKey).key).toBe('raktas-3');
    expect(
      attemptFor(first, { ...choice, service: '7a0c7a4e-0000-4000-8000-000000000009' }, newKey).key,
    ).toBe('raktas-4');
    expect(attemptFor(first, { ...choice, note: 'Noriu pasitarti' }, newKey).key).toBe('raktas-5');
  });
});

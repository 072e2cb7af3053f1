import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENERIC_MODAL_DEFAULTS,
  MODAL_PRIORITY,
  NOTIFICATIONS_DIALOG,
  bottomBarListHeight,
  sortModalQueue,
} from './modal-queue-order.ts';

describe('sortModalQueue', () => {
  it('puts known modals in seed priority order', () => {
    expect(sortModalQueue(['pwa', 'cookie_consent', 'premium_modal', 'unsupported_browser'])).toEqual([
      'unsupported_browser',
      'cookie_consent',
      'pwa',
      'premium_modal',
    ]);
    expect(sortModalQueue([...MODAL_PRIORITY].reverse())).toEqual([...MODAL_PRIORITY]);
  });

  it('keeps other modals after the known ones, in insertion order', () => {
    expect(
      sortModalQueue(['z_custom', 'webpush', 'a_custom', 'phone_number_request', 'appointment_review']),
    ).toEqual(['phone_number_request', 'webpush', 'z_custom', 'a_custom', 'appointment_review']);
  });

  it('keeps the new-terms notice after every other modal, whenever it was queued', () => {
    expect(sortModalQueue(['terms_update', 'appointment_review', 'cookie_consent', 'x'])).toEqual([
      'cookie_consent',
      'appointment_review',
      'x',
      'terms_update',
    ]);
  });

  it('removes duplicates and leaves the input alone', () => {
    const input = ['x', 'pwa', 'x', 'notifications', 'pwa'];
    expect(sortModalQueue(input)).toEqual(['notifications', 'pwa', 'x']);
    expect(input).toEqual(['x', 'pwa', 'x', 'notifications', 'pwa']);
    expect(sortModalQueue([])).toEqual([]);
  });

  it('is a sorted permutation of the distinct ids', () => {
    const ids = fc.oneof(
      fc.constantFrom(...MODAL_PRIORITY),
      fc.constantFrom('a', 'b', 'c', 'appointment_review'),
    );
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 20 }), (queue) => {
        const sorted = sortModalQueue(queue);
        expect(new Set(sorted)).toEqual(new Set(queue));
        expect(sorted.length).toBe(new Set(queue).size);
        expect(sortModalQueue(sorted)).toEqual(sorted);
        const known = sorted.filter((id) => (MODAL_PRIORITY as readonly string[]).includes(id));
        expect(sorted.slice(0, known.length)).toEqual(known);
      }),
    );
  });
});

// The values themselves are proven where they act: the queue's delay (modal-queue.test.ts, shell.spec.ts), the
// consent cookie's year (shell.spec.ts), the notifications dialog's size (notifications.spec.ts), the order
// (sortModalQueue above), the bottom bar's item height (bottomBarListHeight below).
describe('constants', () => {
  it('has frozen modal defaults', () => {
    expect(Object.isFrozen(GENERIC_MODAL_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(NOTIFICATIONS_DIALOG)).toBe(true);
  });
});

describe('bottomBarListHeight', () => {
  it('is 50 px per item plus 1', () => {
    expect(bottomBarListHeight(0)).toBe(1);
    expect(bottomBarListHeight(1)).toBe(51);
    expect(bottomBarListHeight(4)).toBe(201);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d items', (count) => {
    expect(() => bottomBarListHeight(count)).toThrow(RangeError);
  });
});

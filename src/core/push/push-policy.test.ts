import { describe, expect, it } from 'vitest';
import { pushPolicyOf, pushTargetUrl } from './push-policy.ts';

describe('pushPolicyOf', () => {
  it('pushes reminders and status changes to clients, bookings and cancellations to staff', () => {
    for (const type of [
      'appointment_reminder',
      'appointment_confirmed',
      'appointment_declined',
      'appointment_moved',
      'appointment_completed',
      'appointment_no_show',
      'appointment_new_booking',
      'appointment_cancelled_by_client',
    ]) {
      expect(pushPolicyOf(type), type).not.toBeNull();
    }
    // The client's own fresh booking needs no push: they are looking at its confirmation.
    expect(pushPolicyOf('appointment_pending')).toBeNull();
    expect(pushPolicyOf('something_else')).toBeNull();
  });

  it('keeps a reminder only until around the visit, a status change for a day', () => {
    expect(pushPolicyOf('appointment_reminder')).toMatchObject({ urgency: 'high', ttlSeconds: 7200 });
    expect(pushPolicyOf('appointment_confirmed')?.ttlSeconds).toBe(86_400);
  });

  it("names the client's preference a message follows; the staff's messages follow none", () => {
    expect(pushPolicyOf('appointment_reminder')?.preference).toBe('reminder');
    for (const type of ['appointment_confirmed', 'appointment_declined', 'appointment_moved']) {
      expect(pushPolicyOf(type)?.preference, type).toBe('appointment_change');
    }
    expect(pushPolicyOf('appointment_new_booking')?.preference).toBeUndefined();
    expect(pushPolicyOf('appointment_cancelled_by_client')?.preference).toBeUndefined();
  });
});

describe('pushTargetUrl', () => {
  it("leads an app's subscription to the app's own visits page", () => {
    expect(pushTargetUrl('/mano-vizitai', { appSlug: 'saule' }, '/mano-vizitai')).toBe('/saule/mano-vizitai');
    expect(pushTargetUrl('/mano-vizitai?rodinys=praeje', { appSlug: 'saule' }, '/mano-vizitai')).toBe(
      '/saule/mano-vizitai?rodinys=praeje',
    );
  });

  it('keeps website subscriptions and other links as they are', () => {
    expect(pushTargetUrl('/mano-vizitai', { appSlug: null }, '/mano-vizitai')).toBe('/mano-vizitai');
    expect(
      pushTargetUrl('/administratorius/vizitai/sarasas/saule', { appSlug: 'saule' }, '/mano-vizitai'),
    ).toBe('/administratorius/vizitai/sarasas/saule');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isNotificationKind,
  preferenceChangedMessage,
  resolvePreferences,
} from './notification-preferences.ts';

describe('notification preferences', () => {
  it('are on for every kind and channel until the person turns one off', () => {
    const all = resolvePreferences([]);
    expect(all.map((item) => item.kind)).toEqual(['reminder', 'appointment_change']);
    expect(all.every((item) => item.email && item.push)).toBe(true);
  });

  it('apply a stored choice to its own kind and channel only', () => {
    const all = resolvePreferences([
      { kind: 'reminder', channel: 'push', enabled: false },
      { kind: 'appointment_change', channel: 'email', enabled: false },
      { kind: 'unknown', channel: 'email', enabled: false },
    ]);
    expect(all.find((item) => item.kind === 'reminder')).toMatchObject({ email: true, push: false });
    expect(all.find((item) => item.kind === 'appointment_change')).toMatchObject({
      email: false,
      push: true,
    });
  });

  it('name the change in the words the account page shows', () => {
    expect(preferenceChangedMessage('reminder', 'el. paštu', false)).toBe('Priminimų el. paštu nebesiųsime.');
    expect(preferenceChangedMessage('reminder', 'el. paštu', true)).toBe('Priminimus el. paštu siųsime.');
  });

  it('know their kinds', () => {
    expect(isNotificationKind('reminder')).toBe(true);
    expect(isNotificationKind('toString')).toBe(false);
  });
});

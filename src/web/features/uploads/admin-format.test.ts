import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatPhone } from './admin-format.ts';

describe('admin formats', () => {
  it('writes dates in Lithuanian, in Vilnius time', () => {
    expect(formatDay('2026-11-22T23:30:00Z')).toBe('2026 m. lapkričio 23 d.');
    expect(formatDayTime('2026-11-23T07:05:00Z')).toBe('2026 m. lapkričio 23 d. 09:05');
  });

  it('spaces Lithuanian phone numbers', () => {
    expect(formatPhone('+37061234567')).toBe('+370 612 34567');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone(null)).toBe('');
  });
});

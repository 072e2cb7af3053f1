import { describe, expect, it } from 'vitest';
import { todayIn, wallClockToDate, zonedIso } from './wall-clock.ts';
import { minutesToWallTime, wallTimeToMinutes } from './wall-time.ts';

const VILNIUS = 'Europe/Vilnius';

describe('wall times', () => {
  it('convert both ways, with 24:00 as an end', () => {
    expect(wallTimeToMinutes('00:00')).toBe(0);
    expect(wallTimeToMinutes('09:05')).toBe(545);
    expect(wallTimeToMinutes('09:15')).toBe(555);
    expect(wallTimeToMinutes('24:00')).toBe(1440);
    expect(minutesToWallTime(545)).toBe('09:05');
    for (const bad of ['24:01', '9:00', '12:60', '25:00', ''])
      expect(() => wallTimeToMinutes(bad), bad).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it("is the date on the zone's wall clock, not in UTC", () => {
    expect(todayIn(VILNIUS, new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(todayIn(VILNIUS, new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('UTC', new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-22');
  });
});

describe('zonedIso', () => {
  it('writes a date and time in a zone as an instant with its offset', () => {
    expect(zonedIso('2026-11-23', '09:00', VILNIUS)).toBe('2026-11-23T09:00:00+02:00');
    expect(zonedIso('2026-07-01', '09:00', VILNIUS)).toBe('2026-07-01T09:00:00+03:00');
  });

  it('moves a time in the spring-forward gap forward', () => {
    expect(zonedIso('2026-03-29', '03:30', VILNIUS)).toBe('2026-03-29T04:30:00+03:00');
  });

  it('is null for text that is not a date and a time', () => {
    expect(zonedIso('2026-11-23', '9:00', VILNIUS)).toBeNull();
    expect(zonedIso('23.11.2026', '09:00', VILNIUS)).toBeNull();
    expect(zonedIso('2026-02-30', '09:00', VILNIUS)).toBeNull();
    expect(zonedIso('2026-11-23', '25:00', VILNIUS)).toBeNull();
  });
});

describe('wallClockToDate', () => {
  it('takes HH:MM or minutes after midnight', () => {
    expect(wallClockToDate('2026-12-21', '09:30', VILNIUS).toISOString()).toBe('2026-12-21T07:30:00.000Z');
    expect(wallClockToDate('2026-12-21', 570, VILNIUS).toISOString()).toBe('2026-12-21T07:30:00.000Z');
    expect(wallClockToDate('2026-07-01', '09:30', VILNIUS).toISOString()).toBe('2026-07-01T06:30:00.000Z');
  });

  it('agrees with zonedIso', () => {
    const iso = zonedIso('2026-10-25', '03:30', VILNIUS);
    expect(wallClockToDate('2026-10-25', '03:30', VILNIUS).getTime()).toBe(Date.parse(iso ?? ''));
  });
});

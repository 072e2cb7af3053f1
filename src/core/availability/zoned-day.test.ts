import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatInstant,
  localDateOf,
  parseInstantMs,
  parseLocalDate,
  zonedDay,
} from './zoned-day.ts';

const VILNIUS = 'Europe/Vilnius';

describe('parseLocalDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseLocalDate('2028-02-29').toString()).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00', '+002026-01-01', '']) {
      expect(() => parseLocalDate(bad), bad).toThrow(RangeError);
    }
  });

  it('adds and counts days across DST and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });
});

describe('parseInstantMs', () => {
  it('reads ISO instants in their usual shapes', () => {
    const expected = Date.UTC(2026, 10, 23, 7, 0);
    expect(parseInstantMs('2026-11-23T07:00:00Z')).toBe(expected);
    expect(parseInstantMs('2026-11-23T07:00:00.000Z')).toBe(expected);
    expect(parseInstantMs('2026-11-23T09:00:00+02:00')).toBe(expected);
    expect(parseInstantMs('2026-11-23T09:00+02:00')).toBe(expected);
    expect(parseInstantMs('2026-11-23T09:00:00+02:00[Europe/Vilnius]')).toBe(expected);
    expect(parseInstantMs('2026-11-23T07:00:00.123456Z')).toBe(expected + 123);
  });

  it('rejects what is not an instant instead of rolling it over', () => {
    for (const bad of ['2026-02-30T10:00:00Z', '2026-11-23T24:30:00Z', '2026-11-23T09:00:00', 'soon']) {
      expect(() => parseInstantMs(bad), bad).toThrow(RangeError);
    }
  });
});

describe('formatInstant and localDateOf', () => {
  it('print the offset of that instant, whole seconds, no zone suffix', () => {
    expect(formatInstant(Date.UTC(2026, 10, 23, 7, 0, 0, 500), VILNIUS)).toBe('2026-11-23T09:00:00+02:00');
    expect(formatInstant(Date.UTC(2026, 6, 13, 6, 0), VILNIUS)).toBe('2026-07-13T09:00:00+03:00');
    expect(localDateOf(Date.UTC(2026, 10, 22, 22, 30), VILNIUS)).toBe('2026-11-23');
  });
});

describe('zonedDay', () => {
  it('agrees with Temporal on every day of two years, fast path and DST days alike', () => {
    const minutes = [0, 1, 119, 120, 150, 180, 210, 239, 240, 241, 540, 1439, 1440];
    for (let date = '2026-01-01'; date < '2028-01-01'; date = addDays(date, 1)) {
      const day = zonedDay(VILNIUS, date);
      const midnight = Temporal.PlainDate.from(date).toPlainDateTime();
      expect(day.startMs).toBe(Temporal.PlainDate.from(date).toZonedDateTime(VILNIUS).epochMilliseconds);
      expect(day.weekday).toBe(Temporal.PlainDate.from(date).dayOfWeek);
      for (const minute of minutes) {
        const wall = midnight.add({ minutes: minute });
        let expected: number | null;
        try {
          expected = wall.toZonedDateTime(VILNIUS, { disambiguation: 'reject' }).epochMilliseconds;
        } catch {
          // Ambiguous (take the earlier) or non-existent (null).
          const earlier = wall.toZonedDateTime(VILNIUS, { disambiguation: 'earlier' });
          expected = earlier.toPlainDateTime().equals(wall) ? earlier.epochMilliseconds : null;
        }
        expect(day.instantOf(minute), `${date} +${minute}`).toBe(expected);
      }
    }
  });

  it('clamps interval bounds inside the spring-forward gap to the transition', () => {
    const day = zonedDay(VILNIUS, '2026-03-29');
    const transition = Date.parse('2026-03-29T01:00:00Z');
    expect(day.instantOf(3 * 60 + 30)).toBeNull();
    expect(day.boundaryOf(3 * 60)).toBe(transition);
    expect(day.boundaryOf(3 * 60 + 30)).toBe(transition);
    expect(day.boundaryOf(4 * 60)).toBe(transition);
    expect(day.endMs - day.startMs).toBe(23 * 3_600_000);
    expect(zonedDay(VILNIUS, '2026-10-25').endMs - zonedDay(VILNIUS, '2026-10-25').startMs).toBe(
      25 * 3_600_000,
    );
  });

  it('takes the earlier instant of a fall-back wall time', () => {
    const day = zonedDay(VILNIUS, '2026-10-25');
    expect(day.instantOf(3 * 60 + 30)).toBe(Date.parse('2026-10-25T03:30:00+03:00'));
    expect(day.instantOf(4 * 60)).toBe(Date.parse('2026-10-25T04:00:00+02:00'));
  });
});

import { describe, expect, it } from 'vitest';
import { FALLBACK_WEEKLY_HOURS, mostCommonWeeklyHours } from './default-schedule.ts';

const mornings = { '1': [{ start: '08:00', end: '12:00' }] };
const long = { '2': [{ start: '10:00', end: '19:00' }], '6': [{ start: '10:00', end: '15:00' }] };

describe('mostCommonWeeklyHours', () => {
  it('falls back to Monday–Friday 09:00–18:00', () => {
    expect(mostCommonWeeklyHours([])).toEqual(FALLBACK_WEEKLY_HOURS);
    expect(mostCommonWeeklyHours([{}, { '1': [] }])).toEqual(FALLBACK_WEEKLY_HOURS);
  });

  it('picks the most common schedule, whatever the key order', () => {
    const reordered = { '6': [{ start: '10:00', end: '15:00' }], '2': [{ start: '10:00', end: '19:00' }] };
    expect(mostCommonWeeklyHours([mornings, long, reordered])).toEqual(long);
  });

  it('breaks ties by the first seen and returns a copy', () => {
    const result = mostCommonWeeklyHours([mornings, long]);
    expect(result).toEqual(mornings);
    expect(result).not.toBe(mornings);
  });
});

import { describe, expect, it } from 'vitest';
import { onaWorkingTime, openOverride } from './test-inputs.ts';
import type { WorkingTimeInput } from './types.ts';
import { dateClosure, workingIntervalsFor } from './working-time.ts';

const base = onaWorkingTime({
  1: [
    { start: '14:00', end: '18:00' },
    { start: '09:00', end: '13:00' },
  ],
  7: [{ start: '02:00', end: '05:00' }],
});

describe('workingIntervalsFor', () => {
  it('returns sorted instant intervals with the offset of each date', () => {
    expect(workingIntervalsFor(base, 'ona', '2026-11-23')).toEqual([
      { start: '2026-11-23T09:00:00+02:00', end: '2026-11-23T13:00:00+02:00' },
      { start: '2026-11-23T14:00:00+02:00', end: '2026-11-23T18:00:00+02:00' },
    ]);
    expect(workingIntervalsFor(base, 'ona', '2026-07-13')[0]?.start).toBe('2026-07-13T09:00:00+03:00');
    expect(workingIntervalsFor(base, 'ona', '2026-11-24')).toEqual([]);
    expect(workingIntervalsFor(base, 'nobody', '2026-11-23')).toEqual([]);
  });

  it('measures DST Sundays in real time', () => {
    expect(workingIntervalsFor(base, 'ona', '2026-03-29')).toEqual([
      { start: '2026-03-29T02:00:00+02:00', end: '2026-03-29T05:00:00+03:00' }, // two real hours
    ]);
    expect(workingIntervalsFor(base, 'ona', '2026-10-25')).toEqual([
      { start: '2026-10-25T02:00:00+03:00', end: '2026-10-25T05:00:00+02:00' }, // four real hours
    ]);
  });

  it('is empty on a public holiday unless excluded, and follows overrides', () => {
    expect(workingIntervalsFor(base, 'ona', '2026-04-05')).toEqual([]); // Easter Sunday
    expect(
      workingIntervalsFor({ ...base, excludedPublicHolidays: ['2026-04-05'] }, 'ona', '2026-04-05'),
    ).toHaveLength(1);
    const overridden: WorkingTimeInput = {
      ...base,
      overrides: [
        openOverride(null, '2026-11-01', '2026-11-30', '10:00', '12:00'),
        openOverride(null, '2026-11-23', '2026-11-23', '11:00', '12:00'),
      ],
    };
    // The shorter of two overlapping overrides wins.
    expect(workingIntervalsFor(overridden, 'ona', '2026-11-23')).toEqual([
      { start: '2026-11-23T11:00:00+02:00', end: '2026-11-23T12:00:00+02:00' },
    ]);
    // Overrides apply on any weekday, even without weekly hours.
    expect(workingIntervalsFor(overridden, 'ona', '2026-11-24')).toHaveLength(1);
  });
});

describe('dateClosure', () => {
  const rules = {
    overrides: [
      { specialistId: null, from: '2026-11-23', to: '2026-11-23', closed: true, intervals: [] },
      openOverride('ona', '2026-11-23', '2026-11-23', '09:00', '12:00'),
    ],
    holidays: [
      { specialistId: null, from: '2026-08-01', to: '2026-08-14', name: 'Vasaros atostogos' },
      { specialistId: 'rasa', from: '2026-11-25', to: '2026-11-26', name: 'Rasos atostogos' },
    ],
    excludedPublicHolidays: ['2026-11-02'],
  };

  it('names public and business holidays', () => {
    expect(dateClosure(rules, '2026-12-24')).toEqual({ kind: 'public-holiday', name: 'Kūčios' });
    expect(dateClosure(rules, '2027-03-28')).toEqual({ kind: 'public-holiday', name: 'Velykos' });
    expect(dateClosure(rules, '2026-11-02')).toBeNull(); // excluded: the business works
    expect(dateClosure(rules, '2026-08-10')).toEqual({ kind: 'business-holiday', name: 'Vasaros atostogos' });
    expect(dateClosure(rules, '2026-11-25')).toBeNull();
    expect(dateClosure(rules, '2026-11-25', 'rasa')).toEqual({
      kind: 'business-holiday',
      name: 'Rasos atostogos',
    });
  });

  it('reports closed overrides, where a specialist override beats the business one', () => {
    expect(dateClosure(rules, '2026-11-23')).toEqual({ kind: 'closed-override' });
    expect(dateClosure(rules, '2026-11-23', 'rasa')).toEqual({ kind: 'closed-override' });
    expect(dateClosure(rules, '2026-11-23', 'ona')).toBeNull();
    expect(dateClosure(rules, '2026-11-24')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { onaWorkingTime, openOverride } from '../availability/test-inputs.ts';
import type { WorkingTimeInput } from '../availability/types.ts';
import { strandedAppointments } from './stranded-appointments.ts';

const week = onaWorkingTime({
  1: [
    { start: '09:00', end: '13:00' },
    { start: '13:00', end: '14:00' },
    { start: '15:00', end: '18:00' },
  ],
  2: [{ start: '20:00', end: '24:00' }],
  3: [{ start: '00:00', end: '02:00' }],
});

const visit = (id: string, start: string, end: string, specialistId = 'ona') => ({
  id,
  specialistId,
  start,
  end,
});

describe('strandedAppointments', () => {
  it('keeps visits inside working time, across touching intervals and midnight', () => {
    const visits = [
      visit('morning', '2026-11-23T09:00:00+02:00', '2026-11-23T10:00:00+02:00'),
      visit('across-touching', '2026-11-23T12:30:00+02:00', '2026-11-23T13:30:00+02:00'),
      visit('until-closing', '2026-11-23T17:00:00+02:00', '2026-11-23T18:00:00+02:00'),
      visit('over-midnight', '2026-11-24T23:30:00+02:00', '2026-11-25T00:30:00+02:00'),
    ];
    expect(strandedAppointments(week, visits)).toEqual([]);
  });

  it('finds visits in a break, past closing, on a day off or of someone without a schedule', () => {
    const visits = [
      visit('in-break', '2026-11-23T14:15:00+02:00', '2026-11-23T14:45:00+02:00'),
      visit('into-break', '2026-11-23T13:30:00+02:00', '2026-11-23T14:30:00+02:00'),
      visit('past-closing', '2026-11-23T17:30:00+02:00', '2026-11-23T18:30:00+02:00'),
      visit('sunday', '2026-11-29T10:00:00+02:00', '2026-11-29T11:00:00+02:00'),
      visit('nobody', '2026-11-23T10:00:00+02:00', '2026-11-23T11:00:00+02:00', 'jonas'),
    ];
    expect(strandedAppointments(week, visits).map((v) => v.id)).toEqual([
      'in-break',
      'into-break',
      'past-closing',
      'sunday',
      'nobody',
    ]);
  });

  it('follows holidays, closed overrides, public holidays and their exclusion', () => {
    const visits = [
      visit('holiday', '2026-11-30T10:00:00+02:00', '2026-11-30T11:00:00+02:00'),
      visit('override', '2026-12-07T16:00:00+02:00', '2026-12-07T17:00:00+02:00'),
      // 2027-02-16 (Tuesday) is a public holiday; 2026-12-28 is a Monday.
      visit('public', '2027-02-16T21:00:00+02:00', '2027-02-16T22:00:00+02:00'),
      visit('fine', '2026-12-28T10:00:00+02:00', '2026-12-28T11:00:00+02:00'),
    ];
    const input: WorkingTimeInput = {
      ...week,
      holidays: [{ specialistId: null, from: '2026-11-30', to: '2026-11-30', name: 'Atostogos' }],
      overrides: [openOverride('ona', '2026-12-07', '2026-12-07', '09:00', '12:00')],
    };
    expect(strandedAppointments(input, visits).map((v) => v.id)).toEqual(['holiday', 'override', 'public']);
    expect(
      strandedAppointments({ ...input, excludedPublicHolidays: ['2027-02-16'] }, visits).map((v) => v.id),
    ).toEqual(['holiday', 'override']);
  });
});

import { describe, expect, it } from 'vitest';
import { dayPartOf, groupSlots, monthWindow } from './booking-format.ts';

describe('groupSlots', () => {
  const slot = (label: string, specialistId = 'a') => ({
    start: `2026-11-23T${label}:00+02:00`,
    end: `2026-11-23T${label}:00+02:00`,
    specialistId,
    label,
  });

  it('splits the day into Rytas, Diena and Vakaras and leaves out empty parts', () => {
    const groups = groupSlots([slot('09:00'), slot('11:45'), slot('12:00'), slot('16:45'), slot('17:00')]);
    expect(groups.map((g) => [g.label, g.slots.map((s) => s.label)])).toEqual([
      ['Rytas', ['09:00', '11:45']],
      ['Diena', ['12:00', '16:45']],
      ['Vakaras', ['17:00']],
    ]);
    expect(groupSlots([slot('13:00')]).map((g) => g.label)).toEqual(['Diena']);
  });

  it('shows a start time once even when several specialists are free then', () => {
    const groups = groupSlots([slot('09:00', 'a'), slot('09:00', 'b'), slot('09:15', 'b')]);
    expect(groups[0]?.slots.map((s) => [s.label, s.specialistId])).toEqual([
      ['09:00', 'a'],
      ['09:15', 'b'],
    ]);
  });

  it('classifies the hour boundaries', () => {
    expect(dayPartOf('11:59')).toBe('morning');
    expect(dayPartOf('12:00')).toBe('day');
    expect(dayPartOf('17:00')).toBe('evening');
  });
});

describe('dates and times', () => {
  it('clips a month to the bookable window', () => {
    expect(monthWindow(2026, 11, '2026-11-22', '2027-01-21')).toEqual({
      from: '2026-11-22',
      to: '2026-11-30',
    });
    expect(monthWindow(2026, 12, '2026-11-22', '2027-01-21')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(monthWindow(2027, 1, '2026-11-22', '2027-01-21')).toEqual({
      from: '2027-01-01',
      to: '2027-01-21',
    });
    expect(monthWindow(2027, 2, '2026-11-22', '2027-01-21')).toBeNull();
    expect(monthWindow(2024, 2, '2024-02-01', '2024-12-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

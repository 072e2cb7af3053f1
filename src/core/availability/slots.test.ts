import { describe, expect, it } from 'vitest';
import { availableDates, availableSlots } from './slots.ts';
import type { AvailabilityInput, IsoWeekday, Slot, WallInterval, WeeklySchedule } from './types.ts';

const VILNIUS = 'Europe/Vilnius';
const WEEKDAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

function interval(start: string, end: string): WallInterval {
  return { start, end };
}

function everyDay(specialistId: string, intervals: WallInterval[], validFrom = '2020-01-01'): WeeklySchedule {
  return { specialistId, validFrom, days: Object.fromEntries(WEEKDAYS.map((day) => [day, intervals])) };
}

function makeInput(changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: VILNIUS,
    now: '2026-01-01T00:00:00Z',
    rules: { leadTimeMinutes: 0, horizonDays: 730, slotStepMinutes: 30 },
    service: { durationMinutes: 60, bufferAfterMinutes: 0 },
    specialistIds: ['ona'],
    schedules: [everyDay('ona', [interval('09:00', '19:00')])],
    overrides: [],
    holidays: [],
    excludedPublicHolidays: [],
    appointments: [],
    ...changes,
  };
}

const labels = (slots: Slot[]) => slots.map((slot) => slot.label);
const starts = (slots: Slot[]) => slots.map((slot) => slot.start);
const realMinutes = (slot: Slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;

describe('availableSlots: wall-clock hours across DST', () => {
  it('keeps 09:00 local in winter (+02:00) and summer (+03:00)', () => {
    const input = makeInput();
    const winter = availableSlots(input, '2026-11-23');
    const summer = availableSlots(input, '2026-07-13');
    expect(winter[0]).toEqual({
      start: '2026-11-23T09:00:00+02:00',
      end: '2026-11-23T10:00:00+02:00',
      specialistId: 'ona',
      label: '09:00',
    });
    expect(summer[0]?.start).toBe('2026-07-13T09:00:00+03:00');
    expect(winter.at(-1)?.label).toBe('18:00');
    expect(summer.at(-1)?.end).toBe('2026-07-13T19:00:00+03:00');
    expect(winter).toHaveLength(19);
  });

  const nightAndDay = makeInput({
    schedules: [everyDay('ona', [interval('02:00', '05:00'), interval('09:00', '19:00')])],
  });

  for (const date of ['2026-03-29', '2027-03-28']) {
    it(`spring-forward ${date}: skips 03:00–04:00, never shifts, durations stay real`, () => {
      // 2027-03-28 is also Easter Sunday: closed unless the business works on it.
      const input = { ...nightAndDay, excludedPublicHolidays: ['2027-03-28'] };
      const slots = availableSlots(input, date);
      expect(labels(slots).slice(0, 3)).toEqual(['02:00', '02:30', '04:00']);
      expect(starts(slots).slice(0, 3)).toEqual([
        `${date}T02:00:00+02:00`,
        `${date}T02:30:00+02:00`,
        `${date}T04:00:00+03:00`,
      ]);
      expect(slots[0]?.end).toBe(`${date}T04:00:00+03:00`); // 02:00 + 60 real minutes
      expect(slots[3]?.start).toBe(`${date}T09:00:00+03:00`);
      expect(slots.every((slot) => realMinutes(slot) === 60)).toBe(true);
    });
  }

  for (const date of ['2026-10-25', '2027-10-31']) {
    it(`fall-back ${date}: offers each label once, at its earlier instant`, () => {
      const slots = availableSlots(nightAndDay, date);
      expect(labels(slots).slice(0, 5)).toEqual(['02:00', '02:30', '03:00', '03:30', '04:00']);
      expect(starts(slots).slice(0, 5)).toEqual([
        `${date}T02:00:00+03:00`,
        `${date}T02:30:00+03:00`,
        `${date}T03:00:00+03:00`,
        `${date}T03:30:00+03:00`,
        `${date}T04:00:00+02:00`, // 02:00–05:00 is four real hours on this day
      ]);
      expect(slots[3]?.end).toBe(`${date}T03:30:00+02:00`);
      expect(slots[5]?.start).toBe(`${date}T09:00:00+02:00`);
      expect(slots.every((slot) => realMinutes(slot) === 60)).toBe(true);
      expect(new Set(labels(slots)).size).toBe(slots.length);
      expect(new Set(starts(slots)).size).toBe(slots.length);
    });
  }

  it('fall-back with a 15-minute step never repeats a label', () => {
    const input = makeInput({
      rules: { leadTimeMinutes: 0, horizonDays: 730, slotStepMinutes: 15 },
      service: { durationMinutes: 30, bufferAfterMinutes: 0 },
      schedules: [everyDay('ona', [interval('00:00', '24:00')])],
    });
    const slots = availableSlots(input, '2026-10-25');
    expect(new Set(labels(slots)).size).toBe(slots.length);
    expect(slots).toHaveLength(24 * 4 - 1);
    expect(slots.at(-1)?.end).toBe('2026-10-26T00:00:00+02:00');
  });

  it('treats an interval ending in the gap as ending at the transition', () => {
    const input = makeInput({
      schedules: [everyDay('ona', [interval('01:00', '03:30')])],
    });
    expect(labels(availableSlots(input, '2026-03-29'))).toEqual(['01:00', '01:30', '02:00']);
  });
});

describe('availableSlots: holidays and overrides', () => {
  it('closes Kūčios and both Christmas days, opens the days around them', () => {
    const input = makeInput();
    expect(availableSlots(input, '2026-12-23').length).toBeGreaterThan(0);
    expect(availableSlots(input, '2026-12-24')).toEqual([]);
    expect(availableSlots(input, '2026-12-25')).toEqual([]);
    expect(availableSlots(input, '2026-12-26')).toEqual([]);
    expect(availableSlots(input, '2026-12-27').length).toBeGreaterThan(0);
  });

  it('closes Easter Sunday and Monday; an excluded public holiday is offered again', () => {
    const input = makeInput();
    expect(availableSlots(input, '2026-04-05')).toEqual([]);
    expect(availableSlots(input, '2026-04-06')).toEqual([]);
    const working = makeInput({ excludedPublicHolidays: ['2026-04-06'] });
    expect(availableSlots(working, '2026-04-05')).toEqual([]);
    expect(availableSlots(working, '2026-04-06')[0]?.start).toBe('2026-04-06T09:00:00+03:00');
  });

  it('applies an override over its whole inclusive range only', () => {
    const input = makeInput({
      overrides: [
        {
          specialistId: 'ona',
          from: '2026-11-23',
          to: '2026-11-25',
          closed: false,
          intervals: [interval('12:00', '14:00')],
        },
        { specialistId: 'ona', from: '2026-11-27', to: '2026-11-27', closed: true, intervals: [] },
      ],
    });
    expect(labels(availableSlots(input, '2026-11-22'))[0]).toBe('09:00');
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      expect(labels(availableSlots(input, date))).toEqual(['12:00', '12:30', '13:00']);
    }
    expect(labels(availableSlots(input, '2026-11-26'))[0]).toBe('09:00');
    expect(availableSlots(input, '2026-11-27')).toEqual([]);
  });

  it("lets a specialist's override beat the business-wide one", () => {
    const input = makeInput({
      specialistIds: ['ona'],
      schedules: [
        everyDay('ona', [interval('09:00', '19:00')]),
        everyDay('rasa', [interval('09:00', '19:00')]),
      ],
      overrides: [
        { specialistId: null, from: '2026-11-23', to: '2026-11-24', closed: true, intervals: [] },
        {
          specialistId: 'ona',
          from: '2026-11-23',
          to: '2026-11-23',
          closed: false,
          intervals: [interval('10:00', '12:00')],
        },
        {
          specialistId: null,
          from: '2026-11-25',
          to: '2026-11-25',
          closed: false,
          intervals: [interval('15:00', '17:00')],
        },
      ],
    });
    const rasa = { ...input, specialistIds: ['rasa'] };
    expect(labels(availableSlots(input, '2026-11-23'))).toEqual(['10:00', '10:30', '11:00']);
    expect(availableSlots(rasa, '2026-11-23')).toEqual([]);
    expect(availableSlots(input, '2026-11-24')).toEqual([]);
    expect(labels(availableSlots(rasa, '2026-11-25'))).toEqual(['15:00', '15:30', '16:00']);
  });

  it('closes a business holiday for everyone and a specialist holiday for that specialist', () => {
    const input = makeInput({
      specialistIds: ['ona', 'rasa'],
      schedules: [
        everyDay('ona', [interval('09:00', '11:00')]),
        everyDay('rasa', [interval('09:00', '11:00')]),
      ],
      holidays: [
        { specialistId: null, from: '2026-11-23', to: '2026-11-23', name: 'Inventorizacija' },
        { specialistId: 'ona', from: '2026-11-24', to: '2026-11-30', name: 'Atostogos' },
      ],
    });
    expect(availableSlots(input, '2026-11-23')).toEqual([]);
    const slots = availableSlots(input, '2026-11-24');
    expect(slots.map((slot) => slot.specialistId)).toEqual(['rasa', 'rasa', 'rasa']);
  });

  it('uses the schedule with the latest validFrom on or before the date', () => {
    const input = makeInput({
      schedules: [
        everyDay('ona', [interval('09:00', '11:00')], '2026-01-01'),
        everyDay('ona', [interval('13:00', '15:00')], '2026-11-24'),
        everyDay('ona', [interval('16:00', '18:00')], '2027-01-01'),
      ],
    });
    expect(labels(availableSlots(input, '2026-11-23'))).toEqual(['09:00', '09:30', '10:00']);
    expect(labels(availableSlots(input, '2026-11-24'))).toEqual(['13:00', '13:30', '14:00']);
    expect(availableSlots(makeInput({ schedules: input.schedules.slice(1) }), '2026-11-23')).toEqual([]);
  });
});

describe('availableSlots: booking rules', () => {
  it('keeps a split shift apart: no slot crosses the break', () => {
    const input = makeInput({
      rules: { leadTimeMinutes: 0, horizonDays: 730, slotStepMinutes: 15 },
      schedules: [everyDay('ona', [interval('09:00', '13:00'), interval('14:00', '18:00')])],
    });
    const slotLabels = labels(availableSlots(input, '2026-11-23'));
    expect(slotLabels).toContain('12:00');
    expect(slotLabels).not.toContain('12:15');
    expect(slotLabels).not.toContain('13:00');
    expect(slotLabels).not.toContain('13:45');
    expect(slotLabels.filter((label) => label >= '12:00' && label < '14:15')).toEqual(['12:00', '14:00']);
    expect(slotLabels.at(-1)).toBe('17:00');
  });

  it('counts the grid from each interval start', () => {
    const input = makeInput({
      schedules: [everyDay('ona', [interval('09:10', '11:10'), interval('13:45', '15:45')])],
    });
    expect(labels(availableSlots(input, '2026-11-23'))).toEqual([
      '09:10',
      '09:40',
      '10:10',
      '13:45',
      '14:15',
      '14:45',
    ]);
  });

  it('merges touching intervals: no gap means no break', () => {
    const input = makeInput({
      schedules: [everyDay('ona', [interval('13:00', '15:00'), interval('09:00', '13:00')])],
    });
    expect(labels(availableSlots(input, '2026-11-23'))).toContain('12:30');
  });

  it('applies a lead time that crosses midnight', () => {
    const input = makeInput({
      now: '2026-11-22T23:30:00+02:00',
      rules: { leadTimeMinutes: 12 * 60, horizonDays: 60, slotStepMinutes: 30 },
    });
    expect(availableSlots(input, '2026-11-22')).toEqual([]);
    expect(availableSlots(input, '2026-11-23')[0]?.start).toBe('2026-11-23T11:30:00+02:00');
    expect(availableDates(input, '2026-11-20', '2026-11-24')).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('offers nothing in the past or earlier today', () => {
    const input = makeInput({ now: '2026-11-23T12:10:00+02:00' });
    expect(availableSlots(input, '2026-11-22')).toEqual([]);
    expect(labels(availableSlots(input, '2026-11-23'))[0]).toBe('12:30');
  });

  it('stops at the horizon: local date of now + horizonDays', () => {
    const input = makeInput({
      now: '2026-11-23T23:59:00+02:00',
      rules: { leadTimeMinutes: 0, horizonDays: 7, slotStepMinutes: 30 },
    });
    expect(availableSlots(input, '2026-11-30')).toHaveLength(19);
    expect(availableSlots(input, '2026-12-01')).toEqual([]);
    expect(availableDates(input, '2026-11-01', '2026-12-31').at(-1)).toBe('2026-11-30');
    const sameDayOnly = makeInput({
      now: '2026-11-23T10:00:00+02:00',
      rules: { leadTimeMinutes: 0, horizonDays: 0, slotStepMinutes: 30 },
    });
    expect(availableDates(sameDayOnly, '2026-11-01', '2026-12-31')).toEqual(['2026-11-23']);
  });

  it('keeps clear of a held appointment and its buffer, allowing back-to-back', () => {
    const appointment = {
      specialistId: 'ona',
      start: '2026-11-23T10:00:00+02:00',
      blockedUntil: '2026-11-23T11:15:00+02:00', // 60 min + 15 min buffer
    };
    const plain = makeInput({
      appointments: [appointment],
      rules: { leadTimeMinutes: 0, horizonDays: 730, slotStepMinutes: 15 },
    });
    const plainLabels = labels(availableSlots(plain, '2026-11-23'));
    expect(plainLabels.slice(0, 3)).toEqual(['09:00', '11:15', '11:30']); // 09:00–10:00 ends as it starts
    const withBuffer = { ...plain, service: { durationMinutes: 60, bufferAfterMinutes: 15 } };
    const bufferLabels = labels(availableSlots(withBuffer, '2026-11-23'));
    expect(bufferLabels.slice(0, 2)).toEqual(['11:15', '11:30']);
    expect(bufferLabels).not.toContain('09:00'); // its buffer would run into 10:00
    // Another specialist's appointment does not matter.
    const other = makeInput({ appointments: [{ ...appointment, specialistId: 'rasa' }] });
    expect(labels(availableSlots(other, '2026-11-23'))).toContain('10:00');
  });

  it('honours overlapping held blocks (a long one swallowing a short one)', () => {
    const input = makeInput({
      appointments: [
        {
          specialistId: 'ona',
          start: '2026-11-23T09:00:00+02:00',
          blockedUntil: '2026-11-23T15:00:00+02:00',
        },
        {
          specialistId: 'ona',
          start: '2026-11-23T10:00:00+02:00',
          blockedUntil: '2026-11-23T10:30:00+02:00',
        },
      ],
    });
    expect(labels(availableSlots(input, '2026-11-23'))[0]).toBe('15:00');
  });
});

describe('availableSlots: any specialist', () => {
  const team = makeInput({
    specialistIds: ['ona', 'rasa', 'eglė'],
    schedules: [
      everyDay('ona', [interval('09:00', '12:00')]),
      everyDay('rasa', [interval('10:00', '13:00')]),
      everyDay('eglė', [interval('09:00', '12:00')]),
    ],
    appointments: [
      { specialistId: 'ona', start: '2026-11-23T16:00:00+02:00', blockedUntil: '2026-11-23T17:00:00+02:00' },
      { specialistId: 'eglė', start: '2026-11-23T09:00:00+02:00', blockedUntil: '2026-11-23T10:00:00+02:00' },
      { specialistId: 'eglė', start: '2026-11-23T11:00:00+02:00', blockedUntil: '2026-11-23T12:00:00+02:00' },
      { specialistId: 'rasa', start: '2026-11-24T10:00:00+02:00', blockedUntil: '2026-11-24T11:00:00+02:00' },
    ],
  });

  it('offers each start once, to the least busy eligible specialist of that day', () => {
    const slots = availableSlots(team, '2026-11-23');
    // Loads that day: rasa 0, ona 1, eglė 2.
    expect(slots.map((slot) => `${slot.label} ${slot.specialistId}`)).toEqual([
      '09:00 ona',
      '09:30 ona',
      '10:00 rasa',
      '10:30 rasa',
      '11:00 rasa',
      '11:30 rasa',
      '12:00 rasa',
    ]);
    expect(new Set(starts(slots)).size).toBe(slots.length);
  });

  it('breaks ties by the order of specialistIds', () => {
    const slots = availableSlots(team, '2026-11-25'); // nobody has appointments
    expect(slots.map((slot) => `${slot.label} ${slot.specialistId}`)).toEqual([
      '09:00 ona',
      '09:30 ona',
      '10:00 ona',
      '10:30 ona',
      '11:00 ona',
      '11:30 rasa',
      '12:00 rasa',
    ]);
    const reordered = availableSlots({ ...team, specialistIds: ['eglė', 'ona', 'rasa'] }, '2026-11-25');
    expect(reordered[0]?.specialistId).toBe('eglė');
  });

  it('ignores a repeated specialist id', () => {
    const slots = availableSlots({ ...team, specialistIds: ['ona', 'ona'] }, '2026-11-25');
    expect(labels(slots)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });
});

describe('availableSlots: blocked time', () => {
  const lunch = { specialistId: 'ona', start: '2026-11-23T12:00:00+02:00', end: '2026-11-23T13:00:00+02:00' };

  it('offers no start whose visit or buffer would run into a block; touching it is fine', () => {
    const input = makeInput({
      service: { durationMinutes: 60, bufferAfterMinutes: 15 },
      timeBlocks: [lunch],
    });
    const offered = labels(availableSlots(input, '2026-11-23'));
    expect(offered).toContain('10:30'); // 10:30–11:30 + buffer to 11:45
    expect(offered).not.toContain('11:00'); // its buffer would run to 12:15
    expect(offered).not.toContain('11:30');
    expect(offered).not.toContain('12:30');
    expect(offered).toContain('13:00');
    expect(labels(availableSlots(input, '2026-11-24'))).toContain('12:00'); // only that day
  });

  it("keeps a block to its own specialist and does not count it as that specialist's load", () => {
    const team = makeInput({
      specialistIds: ['ona', 'rasa'],
      schedules: [
        everyDay('ona', [interval('09:00', '12:00')]),
        everyDay('rasa', [interval('09:00', '12:00')]),
      ],
      timeBlocks: [
        { specialistId: 'ona', start: '2026-11-23T11:00:00+02:00', end: '2026-11-23T12:00:00+02:00' },
      ],
    });
    const slots = availableSlots(team, '2026-11-23');
    // Ona has no visits, so she keeps first pick (ties by order) except where her block is.
    expect(slots.map((slot) => `${slot.label} ${slot.specialistId}`)).toEqual([
      '09:00 ona',
      '09:30 ona',
      '10:00 ona',
      '10:30 rasa',
      '11:00 rasa',
    ]);
  });

  it('closes a date that a block covers entirely', () => {
    const input = makeInput({
      now: '2026-11-20T08:00:00+02:00',
      timeBlocks: [
        { specialistId: 'ona', start: '2026-11-23T09:00:00+02:00', end: '2026-11-23T19:00:00+02:00' },
      ],
    });
    expect(availableDates(input, '2026-11-23', '2026-11-24')).toEqual(['2026-11-24']);
  });
});

describe('availableDates', () => {
  it('lists the dates that have a slot, skipping closed and unscheduled days', () => {
    const input = makeInput({
      now: '2026-11-20T08:00:00+02:00',
      schedules: [
        {
          specialistId: 'ona',
          validFrom: '2020-01-01',
          days: {
            1: [interval('09:00', '19:00')],
            3: [interval('09:00', '19:00')],
            5: [interval('09:00', '10:00')],
          },
        },
      ],
      holidays: [{ specialistId: null, from: '2026-12-02', to: '2026-12-02', name: 'Atostogos' }],
      appointments: [
        {
          specialistId: 'ona',
          start: '2026-12-04T09:00:00+02:00',
          blockedUntil: '2026-12-04T10:00:00+02:00',
        },
      ],
    });
    expect(availableDates(input, '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(availableDates(input, '2026-12-24', '2026-12-20')).toEqual([]);
  });
});

describe('input checks', () => {
  it('throws RangeError on impossible rules or dates', () => {
    expect(() =>
      availableSlots(
        makeInput({ rules: { leadTimeMinutes: 0, horizonDays: 1, slotStepMinutes: 0 } }),
        '2026-11-23',
      ),
    ).toThrow(RangeError);
    expect(() =>
      availableSlots(makeInput({ service: { durationMinutes: 0, bufferAfterMinutes: 0 } }), '2026-11-23'),
    ).toThrow(RangeError);
    expect(() => availableSlots(makeInput(), '2026-11-31')).toThrow(RangeError);
    expect(() => availableSlots(makeInput({ now: 'now' }), '2026-11-23')).toThrow(RangeError);
    expect(() =>
      availableSlots(makeInput({ schedules: [everyDay('ona', [interval('9:00', '19:00')])] }), '2026-11-23'),
    ).toThrow(RangeError);
    expect(() => availableSlots(makeInput({ timeZone: 'Europe/Nowhere' }), '2026-11-23')).toThrow(RangeError);
  });

  it('returns nothing when no specialist is eligible', () => {
    expect(availableSlots(makeInput({ specialistIds: [] }), '2026-11-23')).toEqual([]);
    expect(availableDates(makeInput({ specialistIds: [] }), '2026-11-01', '2026-11-30')).toEqual([]);
  });
});

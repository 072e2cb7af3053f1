import { describe, expect, it } from 'vitest';
import type { AdminAppointment, CalendarData } from '../../../contracts/admin-appointments.ts';
import {
  ALL_SPECIALISTS,
  columnGroups,
  columnsOf,
  minutesToTime,
  placeAppointments,
  placedServiceName,
  shiftDate,
  snap,
  specialistAbbreviations,
  visibleHours,
  wallMinute,
  weekChoice,
  weekOf,
  workStateOf,
} from './calendar-model.ts';

function visit(
  id: string,
  specialistId: string,
  start: string,
  end: string,
  status: AdminAppointment['status'] = 'confirmed',
) {
  return {
    id,
    status,
    start,
    end,
    blockedUntil: end,
    specialist: { id: specialistId, name: specialistId },
  } as AdminAppointment;
}

const data = {
  business: { id: 'b', slug: 's', name: 'Salonas', timeZone: 'Europe/Vilnius' },
  from: '2026-11-23',
  to: '2026-11-23',
  slotStepMinutes: 15,
  viewer: { role: 'owner', ownSpecialistId: null, managesBusiness: true },
  specialists: [
    { id: 'rasa', name: 'Rasa', title: 'Kirpėja', active: true, serviceIds: [] },
    { id: 'ona', name: 'Ona', title: '', active: true, serviceIds: [] },
  ],
  services: [],
  days: [
    {
      date: '2026-11-23',
      closure: null,
      specialists: [
        {
          specialistId: 'rasa',
          intervals: [{ start: '2026-11-23T08:00:00+02:00', end: '2026-11-23T20:00:00+02:00' }],
          closure: null,
          overridden: false,
        },
        {
          specialistId: 'ona',
          intervals: [],
          closure: { kind: 'business-holiday', name: 'Atostogos' },
          overridden: false,
        },
      ],
    },
  ],
  appointments: [],
  timeBlocks: [],
} as CalendarData;

/** Two days of a week for Rasa Petrauskienė and Ona Kazlauskienė; a public holiday closes the second. */
const week = {
  ...data,
  from: '2026-11-23',
  to: '2026-11-24',
  specialists: [
    { id: 'rasa', name: 'Rasa Petrauskienė', title: 'Kirpėja', active: true, serviceIds: [] },
    { id: 'ona', name: 'Ona Kazlauskienė', title: 'Manikiūrininkė', active: true, serviceIds: [] },
  ],
  days: [
    {
      date: '2026-11-23',
      closure: null,
      specialists: [
        {
          specialistId: 'rasa',
          intervals: [{ start: '2026-11-23T09:00:00+02:00', end: '2026-11-23T18:00:00+02:00' }],
          closure: null,
          overridden: false,
        },
        {
          specialistId: 'ona',
          intervals: [{ start: '2026-11-23T12:00:00+02:00', end: '2026-11-23T16:00:00+02:00' }],
          closure: null,
          overridden: true,
        },
      ],
    },
    {
      date: '2026-11-24',
      closure: { kind: 'public-holiday', name: 'Šventė' },
      specialists: [
        { specialistId: 'rasa', intervals: [], closure: null, overridden: false },
        { specialistId: 'ona', intervals: [], closure: null, overridden: false },
      ],
    },
  ],
} as CalendarData;

describe('the calendar model', () => {
  it('reads the wall clock straight from the business-offset ISO times', () => {
    expect(wallMinute('2026-11-23T09:30:00+02:00')).toBe(570);
    expect(minutesToTime(570)).toBe('09:30');
    expect(minutesToTime(-5)).toBe('00:00');
    expect(snap(22, 15)).toBe(15);
    expect(snap(23, 15)).toBe(30);
  });

  it('makes a column per specialist on a day, with working time and closures', () => {
    const columns = columnsOf(data, 'diena', '2026-11-23', null, '2026-11-23');
    expect(
      columns.map((column) => [
        column.key,
        column.working,
        column.closure?.name ?? null,
        column.today,
        column.highlight,
      ]),
    ).toEqual([
      ['2026-11-23|rasa', [{ start: 480, end: 1200 }], null, true, false],
      ['2026-11-23|ona', [], 'Atostogos', true, false],
    ]);
  });

  it('places the parts of a visit of several services as one block spanning them all', () => {
    const columns = columnsOf(data, 'diena', '2026-11-23', null, '');
    const part = (id: string, start: string, end: string, blockedUntil: string, service: string) =>
      ({
        ...visit(id, 'rasa', start, end),
        blockedUntil,
        groupId: 'g',
        service: { id: service, name: service },
      }) as AdminAppointment;
    const appointments = [
      part(
        'p2',
        '2026-11-23T10:15:00+02:00',
        '2026-11-23T11:00:00+02:00',
        '2026-11-23T11:10:00+02:00',
        'Dažymas',
      ),
      visit('solo', 'rasa', '2026-11-23T12:00:00+02:00', '2026-11-23T12:30:00+02:00'),
      part(
        'p1',
        '2026-11-23T09:00:00+02:00',
        '2026-11-23T10:00:00+02:00',
        '2026-11-23T10:15:00+02:00',
        'Kirpimas',
      ),
    ];
    const placed = placeAppointments(appointments, columns, false);
    expect(
      placed.map((item) => [
        item.appointment.id,
        item.startMinute,
        item.endMinute,
        item.blockedMinute,
        item.parts?.map((one) => one.id),
      ]),
    ).toEqual([
      ['solo', 720, 750, 750, undefined],
      ['p1', 540, 660, 670, ['p1', 'p2']],
    ]);
    expect(placedServiceName(placed[1]!)).toBe('Kirpimas + Dažymas');
  });

  it('places visits in their columns, the cancelled ones only when asked, and fits the hours around them', () => {
    const columns = columnsOf(data, 'diena', '2026-11-23', null, '');
    const appointments = [
      visit('a', 'rasa', '2026-11-23T07:15:00+02:00', '2026-11-23T08:00:00+02:00'),
      visit('b', 'ona', '2026-11-23T10:00:00+02:00', '2026-11-23T10:30:00+02:00', 'cancelled'),
      visit('c', 'kita', '2026-11-23T10:00:00+02:00', '2026-11-23T10:30:00+02:00'),
    ];
    expect(placeAppointments(appointments, columns, false).map((item) => item.appointment.id)).toEqual(['a']);
    const all = placeAppointments(appointments, columns, true);
    expect(
      all.map((item) => [item.appointment.id, item.columnKey, item.startMinute, item.endMinute]),
    ).toEqual([
      ['a', '2026-11-23|rasa', 435, 480],
      ['b', '2026-11-23|ona', 600, 630],
    ]);
    expect(visibleHours(columns, all)).toEqual({ start: 420, end: 1200 });
  });

  it('names a day without working time as off, changed or not, and a working day only when changed', () => {
    expect(workStateOf(false, false)).toBe('off');
    expect(workStateOf(false, true)).toBe('off');
    expect(workStateOf(true, true)).toBe('overridden');
    expect(workStateOf(true, false)).toBeNull();
  });

  it('walks days and weeks', () => {
    expect(weekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shiftDate('2026-11-30', 'diena', -1)).toBe('2026-11-29');
    expect(shiftDate('2026-11-26', 'savaite', 1)).toBe('2026-12-03');
  });

  it('shows a week of everyone as a group of columns per day, a column per specialist in each', () => {
    const columns = columnsOf(week, 'savaite', '2026-11-25', ALL_SPECIALISTS, '2026-11-24');
    expect(
      columns.map((column) => [
        column.key,
        column.title,
        column.compact,
        column.group?.title,
        column.working,
        column.overridden,
        column.closure?.name ?? null,
        column.highlight,
      ]),
    ).toEqual([
      [
        '2026-11-23|rasa',
        'Rasa Petrauskienė',
        { initials: 'RP', shortName: 'Rasa' },
        'pr 23',
        [{ start: 540, end: 1080 }],
        false,
        null,
        false,
      ],
      [
        '2026-11-23|ona',
        'Ona Kazlauskienė',
        { initials: 'OK', shortName: 'Ona' },
        'pr 23',
        [{ start: 720, end: 960 }],
        true,
        null,
        false,
      ],
      [
        '2026-11-24|rasa',
        'Rasa Petrauskienė',
        { initials: 'RP', shortName: 'Rasa' },
        'an 24',
        [],
        false,
        'Šventė',
        true,
      ],
      [
        '2026-11-24|ona',
        'Ona Kazlauskienė',
        { initials: 'OK', shortName: 'Ona' },
        'an 24',
        [],
        false,
        'Šventė',
        true,
      ],
    ]);
    expect(
      columnGroups(columns).map(({ group, first, count }) => [
        group.date,
        group.closure?.name ?? null,
        first,
        count,
      ]),
    ).toEqual([
      ['2026-11-23', null, 0, 2],
      ['2026-11-24', 'Šventė', 2, 2],
    ]);
    // A visit lands in its day's column of its specialist, so a drag there is a move to that day and person.
    const placed = placeAppointments(
      [
        visit('a', 'ona', '2026-11-23T12:00:00+02:00', '2026-11-23T13:00:00+02:00'),
        visit('b', 'rasa', '2026-11-24T10:00:00+02:00', '2026-11-24T10:30:00+02:00'),
      ],
      columns,
      false,
    );
    expect(placed.map((item) => [item.appointment.id, item.columnKey])).toEqual([
      ['a', '2026-11-23|ona'],
      ['b', '2026-11-24|rasa'],
    ]);
  });

  it('keeps the week of one specialist a column per day, without groups', () => {
    const columns = columnsOf(week, 'savaite', '2026-11-23', 'ona', '');
    expect(columns.map((column) => [column.key, column.title, column.compact, column.group])).toEqual([
      ['2026-11-23|ona', 'pr 23', null, null],
      ['2026-11-24|ona', 'an 24', null, null],
    ]);
    expect(columnGroups(columns)).toEqual([]);
    // Everyone, when there is only one to show, is simply that one's week.
    const alone = { ...week, specialists: week.specialists.slice(1) } as CalendarData;
    expect(
      columnsOf(alone, 'savaite', '2026-11-23', ALL_SPECIALISTS, '').map((column) => column.key),
    ).toEqual(['2026-11-23|ona', '2026-11-24|ona']);
  });

  it('shows the staff everyone by default and a specialist their own week', () => {
    expect(weekChoice(week, null)).toBe(ALL_SPECIALISTS);
    expect(weekChoice(week, 'ona')).toBe('ona');
    expect(weekChoice(week, 'nera')).toBe(ALL_SPECIALISTS);
    const specialist = {
      ...week,
      viewer: { role: 'specialist', ownSpecialistId: 'ona', managesBusiness: false },
      specialists: week.specialists.slice(1),
    } as CalendarData;
    expect(weekChoice(specialist, null)).toBe('ona');
    expect(weekChoice(specialist, ALL_SPECIALISTS)).toBe('ona');
    const single = { ...week, specialists: week.specialists.slice(0, 1) } as CalendarData;
    expect(weekChoice(single, null)).toBe('rasa');
  });

  it('abbreviates names to initials and first names, telling apart the ones that would look alike', () => {
    const short = specialistAbbreviations([
      { id: 'a', name: 'Rūta Petrauskienė' },
      { id: 'b', name: 'Rasa Pociūtė' },
      { id: 'c', name: 'Rūta Kazlauskienė' },
      { id: 'd', name: 'ąžuolas' },
      { id: 'e', name: 'Eglė  Marija Stankevičiūtė' },
    ]);
    expect(Object.fromEntries(short)).toEqual({
      a: { initials: 'RPe', shortName: 'Rūta P.' },
      b: { initials: 'RPo', shortName: 'Rasa' },
      c: { initials: 'RK', shortName: 'Rūta K.' },
      d: { initials: 'Ąž', shortName: 'ąžuolas' },
      e: { initials: 'ES', shortName: 'Eglė' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminAppointment, CalendarData } from '../../../contracts/admin-appointments.ts';
import {
  columnsOf,
  minutesToTime,
  placeAppointments,
  shiftDate,
  snap,
  visibleHours,
  wallMinute,
  weekOf,
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

  it('walks days and weeks', () => {
    expect(weekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shiftDate('2026-11-30', 'diena', -1)).toBe('2026-11-29');
    expect(shiftDate('2026-11-26', 'savaite', 1)).toBe('2026-12-03');
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminAppointment, CalendarData } from '../../../contracts/admin-appointments.ts';
import type { TimeBlockView } from '../../../contracts/admin-time-blocks.ts';
import { ALL_SPECIALISTS } from './calendar-model.ts';
import { weekOverview, type WeekOverviewEntry } from './week-overview.ts';

function visit(
  id: string,
  specialistId: string,
  start: string,
  status: AdminAppointment['status'] = 'confirmed',
): AdminAppointment {
  return {
    id,
    status,
    start,
    end: start,
    blockedUntil: start,
    specialist: { id: specialistId, name: specialistId },
  } as AdminAppointment;
}

function block(id: string, specialistId: string, start: string, end: string): TimeBlockView {
  return { id, specialistId, start, end, title: 'Pietūs', seriesId: null };
}

const working = (date: string) => [{ start: `${date}T09:00:00+02:00`, end: `${date}T18:00:00+02:00` }];

/** Monday and Tuesday: Rasa works both days, Ona is on holiday on Monday; Tuesday is a public holiday for all. */
const data = {
  business: { id: 'b', slug: 's', name: 'Salonas', timeZone: 'Europe/Vilnius' },
  from: '2026-11-30',
  to: '2026-12-01',
  slotStepMinutes: 15,
  viewer: { role: 'owner', ownSpecialistId: null, managesBusiness: true },
  specialists: [
    { id: 'rasa', name: 'Rasa Petrauskienė', title: 'Kirpėja', active: true, serviceIds: [] },
    { id: 'ona', name: 'Ona Kazlauskienė', title: '', active: true, serviceIds: [] },
  ],
  services: [],
  days: [
    {
      date: '2026-11-30',
      closure: null,
      specialists: [
        { specialistId: 'rasa', intervals: working('2026-11-30'), closure: null, overridden: true },
        {
          specialistId: 'ona',
          intervals: [],
          closure: { kind: 'business-holiday', name: 'Atostogos' },
          overridden: false,
        },
      ],
    },
    {
      date: '2026-12-01',
      closure: { kind: 'public-holiday', name: 'Šventė' },
      specialists: [
        { specialistId: 'rasa', intervals: [], closure: null, overridden: false },
        { specialistId: 'ona', intervals: [], closure: null, overridden: false },
      ],
    },
  ],
  appointments: [
    visit('late', 'rasa', '2026-11-30T15:00:00+02:00'),
    visit('early', 'rasa', '2026-11-30T09:00:00+02:00', 'pending'),
    visit('gone', 'rasa', '2026-11-30T10:00:00+02:00', 'cancelled'),
    visit('done', 'rasa', '2026-11-30T11:00:00+02:00', 'completed'),
    visit('onas', 'ona', '2026-12-01T10:00:00+02:00'),
  ],
  timeBlocks: [block('lunch', 'rasa', '2026-11-30T13:00:00+02:00', '2026-11-30T13:30:00+02:00')],
} as CalendarData;

const ids = (entries: WeekOverviewEntry[]) =>
  entries.map((entry) => (entry.kind === 'visit' ? entry.appointment.id : entry.block.id));

describe('the week overview', () => {
  it('names the days the short way, marks today and the holidays of the whole salon', () => {
    const { days } = weekOverview(data, ALL_SPECIALISTS, '2026-12-01', false);
    expect(days.map((day) => [day.title, day.longTitle, day.today, day.closure?.name ?? null])).toEqual([
      ['Pr 30', 'Pirmadienis, lapkričio 30 d.', false, null],
      ['An 1', 'Antradienis, gruodžio 1 d.', true, 'Šventė'],
    ]);
  });

  it('lists each specialist’s day in time order, blocked time among the visits, cancelled ones only when asked', () => {
    const { rows } = weekOverview(data, ALL_SPECIALISTS, '', false);
    expect(rows.map((row) => row.specialist.id)).toEqual(['rasa', 'ona']);
    const [monday, tuesday] = rows[0]!.cells;
    expect(ids(monday!.entries)).toEqual(['early', 'done', 'lunch', 'late']);
    expect(monday!.visitCount).toBe(3);
    expect(tuesday!.entries).toEqual([]);
    expect(ids(rows[1]!.cells[1]!.entries)).toEqual(['onas']);

    const withCancelled = weekOverview(data, ALL_SPECIALISTS, '', true).rows[0]!.cells[0]!;
    expect(ids(withCancelled.entries)).toEqual(['early', 'gone', 'done', 'lunch', 'late']);
    // A cancelled visit is shown, not counted.
    expect(withCancelled.visitCount).toBe(3);
  });

  it('tells working days from days off, the specialist’s own closure before the salon’s', () => {
    const { rows } = weekOverview(data, ALL_SPECIALISTS, '', false);
    expect(
      rows.map((row) => row.cells.map((cell) => [cell.working, cell.overridden, cell.closure?.name ?? null])),
    ).toEqual([
      [
        [true, true, null],
        [false, false, 'Šventė'],
      ],
      [
        [false, false, 'Atostogos'],
        [false, false, 'Šventė'],
      ],
    ]);
  });

  it('lists a visit of several services once, from its first part, counted as one visit', () => {
    const part = (id: string, start: string) => ({ ...visit(id, 'rasa', start), groupId: 'g' });
    const grouped = {
      ...data,
      appointments: [
        part('dye', '2026-11-30T16:00:00+02:00'),
        part('cut', '2026-11-30T15:00:00+02:00'),
        visit('early', 'rasa', '2026-11-30T09:00:00+02:00'),
      ],
    } as CalendarData;
    const monday = weekOverview(grouped, ALL_SPECIALISTS, '', false).rows[0]!.cells[0]!;
    expect(ids(monday.entries)).toEqual(['early', 'lunch', 'cut']);
    const joined = monday.entries.at(-1)!;
    expect(joined.kind === 'visit' && joined.parts?.map((p) => p.id)).toEqual(['cut', 'dye']);
    expect(monday.visitCount).toBe(2);
  });

  it('shows one row for a chosen specialist, and none for someone not in the calendar', () => {
    expect(weekOverview(data, 'ona', '', false).rows.map((row) => row.specialist.id)).toEqual(['ona']);
    expect(weekOverview(data, 'nera', '', false).rows).toEqual([]);
    expect(weekOverview(data, null, '', false).rows).toEqual([]);
  });
});

/**
 * The week at a glance, pure: a row per specialist, a cell per day listing that day's visits and blocked time
 * in time order. The week of a whole team as time columns is too narrow to read on a desktop; as lists per
 * person and day it fits seven days across.
 */
import { Temporal } from 'temporal-polyfill';
import type {
  AdminAppointment,
  CalendarClosure,
  CalendarData,
  CalendarSpecialist,
} from '../../../contracts/admin-appointments.ts';
import type { TimeBlockView } from '../../../contracts/admin-time-blocks.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { capitalise } from '../../../core/format/capitalise.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { ALL_SPECIALISTS } from './calendar-model.ts';

const WEEKDAYS_SHORT = ['Pr', 'An', 'Tr', 'Kt', 'Pn', 'Š', 'Sk'];

export interface WeekOverviewDay {
  date: string;
  /** "Pr 30" */
  title: string;
  /** "Pirmadienis, lapkričio 30 d.", for screen readers and the tooltip. */
  longTitle: string;
  /** A closure of the whole business (public or business holiday, closed for everyone). */
  closure: CalendarClosure | null;
  today: boolean;
}

export type WeekOverviewEntry =
  | {
      kind: 'visit';
      start: string;
      /** The visit, or the first part of a visit of several services. */
      appointment: AdminAppointment;
      /** A visit of several services: its parts in time order, listed as one entry ending with the last. */
      parts?: AdminAppointment[];
    }
  | { kind: 'block'; start: string; block: TimeBlockView };

export interface WeekOverviewCell {
  date: string;
  specialistId: string;
  /** The specialist's own closure or the business's. */
  closure: CalendarClosure | null;
  /** Whether the specialist has working time that day. */
  working: boolean;
  overridden: boolean;
  /** Visits and blocked time, earliest first (a visit before a block starting at the same minute). */
  entries: WeekOverviewEntry[];
  /** The visits that still count (neither cancelled nor declined). */
  visitCount: number;
}

export interface WeekOverviewRow {
  specialist: CalendarSpecialist;
  cells: WeekOverviewCell[];
}

export interface WeekOverview {
  days: WeekOverviewDay[];
  rows: WeekOverviewRow[];
}

/**
 * The overview of the calendar's days: every specialist (`ALL_SPECIALISTS`) or the one chosen. Visits are
 * listed as the day view places them: held and finished ones always, cancelled and declined ones only when
 * `showInactive` asks for them.
 */
export function weekOverview(
  data: CalendarData,
  weekSpecialistId: string | null,
  today: string,
  showInactive: boolean,
): WeekOverview {
  const people =
    weekSpecialistId === ALL_SPECIALISTS
      ? data.specialists
      : data.specialists.filter((person) => person.id === weekSpecialistId).slice(0, 1);
  const days = data.days.map((day): WeekOverviewDay => {
    const plain = Temporal.PlainDate.from(day.date);
    return {
      date: day.date,
      title: `${WEEKDAYS_SHORT[plain.dayOfWeek - 1]} ${plain.day}`,
      longTitle: capitalise(formatLongDate(day.date)),
      closure: day.closure,
      today: day.date === today,
    };
  });
  const cellKey = (date: string, specialistId: string) => `${date}|${specialistId}`;
  const entries = new Map<string, WeekOverviewEntry[]>();
  const add = (key: string, entry: WeekOverviewEntry) =>
    entries.set(key, [...(entries.get(key) ?? []), entry]);
  for (const appointment of data.appointments) {
    const done = appointment.status === 'completed' || appointment.status === 'no_show';
    if (!holdsTime(appointment.status) && !done && !showInactive) continue;
    add(cellKey(appointment.start.slice(0, 10), appointment.specialist.id), {
      kind: 'visit',
      start: appointment.start,
      appointment,
    });
  }
  for (const block of data.timeBlocks) {
    add(cellKey(block.start.slice(0, 10), block.specialistId), { kind: 'block', start: block.start, block });
  }
  // Every time is written with the business's offset, so the strings of one day sort as their wall clock.
  const order = (a: WeekOverviewEntry, b: WeekOverviewEntry) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.kind === b.kind ? 0 : a.kind === 'visit' ? -1 : 1;
  return {
    days,
    rows: people.map((specialist) => ({
      specialist,
      cells: data.days.map((day): WeekOverviewCell => {
        const own = day.specialists.find((entry) => entry.specialistId === specialist.id);
        const listed = joinGroups([...(entries.get(cellKey(day.date, specialist.id)) ?? [])].sort(order));
        return {
          date: day.date,
          specialistId: specialist.id,
          closure: own?.closure ?? day.closure ?? null,
          working: (own?.intervals.length ?? 0) > 0,
          overridden: own?.overridden ?? false,
          entries: listed,
          visitCount: listed.filter(
            (entry) =>
              entry.kind === 'visit' &&
              entry.appointment.status !== 'cancelled' &&
              entry.appointment.status !== 'declined',
          ).length,
        };
      }),
    })),
  };
}

/** The parts of a visit of several services (one `groupId`) in one cell become one entry, at the first part. */
function joinGroups(listed: WeekOverviewEntry[]): WeekOverviewEntry[] {
  const parts = new Map<string, AdminAppointment[]>();
  for (const entry of listed) {
    const groupId = entry.kind === 'visit' ? entry.appointment.groupId : null;
    if (entry.kind === 'visit' && groupId)
      parts.set(groupId, [...(parts.get(groupId) ?? []), entry.appointment]);
  }
  return listed.flatMap((entry): WeekOverviewEntry[] => {
    const groupId = entry.kind === 'visit' ? entry.appointment.groupId : null;
    const members = groupId ? parts.get(groupId) : undefined;
    if (entry.kind !== 'visit' || !members || members.length < 2) return [entry];
    return members[0] === entry.appointment ? [{ ...entry, parts: members }] : [];
  });
}

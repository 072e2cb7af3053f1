/**
 * The calendar's geometry, pure: columns (a specialist per column on a day; in a week either a day per column
 * for one specialist, or every day as a group of narrow columns, one per specialist), the hours shown, and
 * wall-clock minutes of the business's ISO times. The server writes every time with the business's own
 * offset, so the wall clock is simply the string's HH:MM.
 */
import { Temporal } from 'temporal-polyfill';
import type {
  AdminAppointment,
  CalendarClosure,
  CalendarData,
} from '../../../contracts/admin-appointments.ts';
import { localDateSchema } from '../../../contracts/local-date.ts';
import { capitalise } from '../../../core/format/capitalise.ts';
import { LITHUANIAN_MONTHS_GENITIVE, formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { firstLetterOf } from '../../lib/initials.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';

export type CalendarView = 'diena' | 'savaite';

/** The week view's choice (`?specialistas=visi`) that shows every specialist side by side, day by day. */
export const ALL_SPECIALISTS = 'visi';

/** A day of the week over its specialists' columns (the week of every specialist). */
export interface CalendarColumnGroup {
  key: string;
  date: string;
  title: string;
  /** A closure of the whole business that day (public or business holiday, closed for everyone). */
  closure: CalendarClosure | null;
  highlight: boolean;
}

export interface CalendarColumn {
  key: string;
  date: string;
  specialistId: string;
  /** The header's text; in narrow columns the full name, shown as `compact` and given as the tooltip. */
  title: string;
  subtitle: string;
  /** Narrow columns: the header shows the initials, or the short name where it fits. */
  compact: { initials: string; shortName: string } | null;
  group: CalendarColumnGroup | null;
  closure: CalendarClosure | null;
  /** Working time as wall-clock minutes of the day. */
  working: { start: number; end: number }[];
  overridden: boolean;
  /** The column is today (the line of the current time). */
  today: boolean;
  /** Today's column among other days (week view). */
  highlight: boolean;
}

/** A specialist's day apart from closures: not working at all, or working other hours than the week's. */
export type WorkState = 'off' | 'overridden';

export const WORK_STATE_LABELS: Record<WorkState, string> = {
  off: 'Nedirba',
  overridden: 'Pakeistas laikas',
};

/** The day's state to name in the calendar, if any: a day without working time is "off" even if changed. */
export function workStateOf(working: boolean, overridden: boolean): WorkState | null {
  if (!working) return 'off';
  return overridden ? 'overridden' : null;
}

export interface PlacedAppointment {
  appointment: AdminAppointment;
  columnKey: string;
  startMinute: number;
  endMinute: number;
  /** End plus buffer (held time), for the faint tail under the block. */
  blockedMinute: number;
  /**
   * A visit of several services: every part in order, drawn as one block that moves whole (`appointment`
   * is the first part, the minutes span them all); absent for a visit of one service.
   */
  parts?: AdminAppointment[];
}

/** The block's services: `Kirpimas + Dažymas` for a visit of several, else its one service. */
export function placedServiceName(item: Pick<PlacedAppointment, 'appointment' | 'parts'>): string {
  return item.parts ? item.parts.map((part) => part.service.name).join(' + ') : item.appointment.service.name;
}

const WEEKDAYS_SHORT = ['pr', 'an', 'tr', 'kt', 'pn', 'š', 'sk'];

function wallDate(iso: string): string {
  return iso.slice(0, 10);
}

/** Minutes since local midnight of an ISO time written with the business's offset. */
export function wallMinute(iso: string): number {
  return Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
}

/** Minutes of `iso` counted from midnight of `date` (a time on the next day gives > 1440). */
function minuteFrom(date: string, iso: string): number {
  const days = Temporal.PlainDate.from(wallDate(iso)).since(Temporal.PlainDate.from(date)).days;
  return days * 1440 + wallMinute(iso);
}

export function minutesToTime(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60 - 1, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export function weekOf(date: string): { from: string; to: string } {
  const day = Temporal.PlainDate.from(date);
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  return { from: monday.toString(), to: monday.add({ days: 6 }).toString() };
}

export function shiftDate(date: string, view: CalendarView, direction: -1 | 1): string {
  return Temporal.PlainDate.from(date)
    .add({ days: direction * (view === 'savaite' ? 7 : 1) })
    .toString();
}

/** The address's `?data=`, when it is a date. */
export function validDate(value: string | null): string | null {
  return localDateSchema.safeParse(value).success ? value : null;
}

/** The heading over the grid: the day written out, or the week's span. */
export function periodLabel(view: CalendarView, date: string): string {
  if (view === 'diena') {
    return capitalise(formatLongDate(date));
  }
  const { from, to } = weekOf(date);
  const a = Temporal.PlainDate.from(from);
  const b = Temporal.PlainDate.from(to);
  const month = (d: Temporal.PlainDate) => LITHUANIAN_MONTHS_GENITIVE[d.month - 1];
  const span =
    a.month === b.month
      ? `${month(a)} ${a.day}–${b.day} d.`
      : `${month(a)} ${a.day} d. – ${month(b)} ${b.day} d.`;
  return capitalise(span);
}

/**
 * Whom the week shows: the specialist asked for, or everyone (when there is more than one to show). Without a
 * choice a specialist sees their own week and the salon's staff everyone's.
 */
export function weekChoice(data: CalendarData, requested: string | null): string | null {
  const first = data.specialists[0]?.id ?? null;
  const everyone = data.specialists.length > 1 ? ALL_SPECIALISTS : first;
  if (requested === ALL_SPECIALISTS) return everyone;
  if (requested && data.specialists.some((person) => person.id === requested)) return requested;
  if (data.viewer.role === 'specialist') {
    return data.specialists.some((person) => person.id === data.viewer.ownSpecialistId)
      ? data.viewer.ownSpecialistId
      : first;
  }
  return everyone;
}

/**
 * Initials and a short name per specialist, for narrow column headers: "Rūta Petrauskienė" is "RP" and
 * "Rūta"; when two share them, the short name gains the surname's initial and the initials a third letter.
 */
export function specialistAbbreviations(
  people: { id: string; name: string }[],
): Map<string, { initials: string; shortName: string }> {
  const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);
  const initialsOf = (parts: string[]) =>
    parts.length === 0
      ? '?'
      : parts.length === 1
        ? `${firstLetterOf(parts[0]!)}${parts[0]!.charAt(1)}`
        : `${firstLetterOf(parts[0]!)}${firstLetterOf(parts.at(-1)!)}`;
  const count = (values: string[]) => {
    const seen = new Map<string, number>();
    for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
    return seen;
  };
  const parts = people.map((person) => words(person.name));
  const initials = count(parts.map(initialsOf));
  const firstNames = count(parts.map((name) => name[0] ?? ''));
  return new Map(
    people.map((person, position) => {
      const name = parts[position]!;
      const first = name[0] ?? person.name;
      const surname = name.length > 1 ? name.at(-1)! : '';
      const plain = initialsOf(name);
      return [
        person.id,
        {
          initials:
            (initials.get(plain) ?? 0) > 1 && surname
              ? `${firstLetterOf(first)}${firstLetterOf(surname)}${surname.charAt(1)}`
              : plain,
          shortName:
            (firstNames.get(first) ?? 0) > 1 && surname ? `${first} ${firstLetterOf(surname)}.` : first,
        },
      ];
    }),
  );
}

export function columnsOf(
  data: CalendarData,
  view: CalendarView,
  date: string,
  weekSpecialistId: string | null,
  today: string,
): CalendarColumn[] {
  const dayOf = (value: string) => data.days.find((day) => day.date === value);
  const dayTitle = (value: string) => {
    const plain = Temporal.PlainDate.from(value);
    return `${WEEKDAYS_SHORT[plain.dayOfWeek - 1]} ${plain.day}`;
  };
  const columnFor = (
    value: string,
    specialistId: string,
    title: string,
    subtitle: string,
    compact: CalendarColumn['compact'] = null,
    group: CalendarColumnGroup | null = null,
  ): CalendarColumn => {
    const day = dayOf(value);
    const own = day?.specialists.find((entry) => entry.specialistId === specialistId);
    return {
      key: `${value}|${specialistId}`,
      date: value,
      specialistId,
      title,
      subtitle,
      compact,
      group,
      closure: own?.closure ?? day?.closure ?? null,
      working: (own?.intervals ?? []).map((interval) => ({
        start: minuteFrom(value, interval.start),
        end: minuteFrom(value, interval.end),
      })),
      overridden: own?.overridden ?? false,
      today: value === today,
      highlight: view === 'savaite' && value === today,
    };
  };
  if (view === 'diena') {
    return data.specialists.map((person) => columnFor(date, person.id, person.name, person.title));
  }
  if (weekSpecialistId === ALL_SPECIALISTS && data.specialists.length > 1) {
    const short = specialistAbbreviations(data.specialists);
    return data.days.flatMap((day) => {
      const group: CalendarColumnGroup = {
        key: day.date,
        date: day.date,
        title: dayTitle(day.date),
        closure: day.closure,
        highlight: day.date === today,
      };
      return data.specialists.map((person) =>
        columnFor(day.date, person.id, person.name, person.title, short.get(person.id)!, group),
      );
    });
  }
  const person = data.specialists.find((item) => item.id === weekSpecialistId) ?? data.specialists[0];
  if (!person) return [];
  return data.days.map((day) => columnFor(day.date, person.id, dayTitle(day.date), ''));
}

/** Consecutive columns of one day, for the header that names the day once over them. */
export function columnGroups(
  columns: CalendarColumn[],
): { group: CalendarColumnGroup; first: number; count: number }[] {
  const groups: { group: CalendarColumnGroup; first: number; count: number }[] = [];
  columns.forEach((column, position) => {
    if (!column.group) return;
    const last = groups.at(-1);
    if (last && last.group.key === column.group.key && last.first + last.count === position) last.count += 1;
    else groups.push({ group: column.group, first: position, count: 1 });
  });
  return groups;
}

/**
 * The visits of the columns, placed; held ones always, the others only when asked for. The parts of a visit
 * of several services in one column are one block, from the first start to the last end.
 */
export function placeAppointments(
  appointments: AdminAppointment[],
  columns: CalendarColumn[],
  showInactive: boolean,
): PlacedAppointment[] {
  const single = placeEach(appointments, columns, showInactive);
  const groups = new Map<string, PlacedAppointment[]>();
  for (const item of single) {
    const { groupId } = item.appointment;
    if (!groupId) continue;
    const key = `${groupId}|${item.columnKey}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const placed: PlacedAppointment[] = [];
  for (const item of single) {
    const { groupId } = item.appointment;
    const members = groupId ? groups.get(`${groupId}|${item.columnKey}`) : undefined;
    if (!members || members.length < 2) {
      placed.push(item);
      continue;
    }
    const ordered = [...members].sort((a, b) => a.startMinute - b.startMinute);
    const [first] = ordered;
    if (item !== first) continue;
    const last = ordered.at(-1)!;
    placed.push({
      appointment: first.appointment,
      columnKey: first.columnKey,
      startMinute: first.startMinute,
      endMinute: last.endMinute,
      blockedMinute: last.blockedMinute,
      parts: ordered.map((member) => member.appointment),
    });
  }
  return placed;
}

function placeEach(
  appointments: AdminAppointment[],
  columns: CalendarColumn[],
  showInactive: boolean,
): PlacedAppointment[] {
  const keys = new Set(columns.map((column) => column.key));
  const placed: PlacedAppointment[] = [];
  for (const appointment of appointments) {
    const held = holdsTime(appointment.status);
    const done = appointment.status === 'completed' || appointment.status === 'no_show';
    if (!held && !done && !showInactive) continue;
    const date = wallDate(appointment.start);
    const columnKey = `${date}|${appointment.specialist.id}`;
    if (!keys.has(columnKey)) continue;
    placed.push({
      appointment,
      columnKey,
      startMinute: wallMinute(appointment.start),
      endMinute: minuteFrom(date, appointment.end),
      blockedMinute: minuteFrom(date, appointment.blockedUntil),
    });
  }
  return placed;
}

/** The hours the grid shows: every working interval and visit, at least 09:00–18:00, whole hours. */
export function visibleHours(
  columns: CalendarColumn[],
  placed: PlacedAppointment[],
): { start: number; end: number } {
  let start = 9 * 60;
  let end = 18 * 60;
  for (const column of columns) {
    for (const interval of column.working) {
      start = Math.min(start, interval.start);
      end = Math.max(end, interval.end);
    }
  }
  for (const item of placed) {
    start = Math.min(start, item.startMinute);
    end = Math.max(end, item.endMinute);
  }
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(24 * 60, Math.ceil(end / 60) * 60),
  };
}

export function snap(minutes: number, step: number): number {
  return Math.round(minutes / step) * step;
}

/**
 * The client's other held visits with other specialists that overlap `visit` (the same client card): one
 * person cannot sit in two chairs, so the calendar marks them.
 */
export function clientOverlaps(
  appointments: AdminAppointment[],
  visit: AdminAppointment,
): AdminAppointment[] {
  if (!visit.client.cardId || !holdsTime(visit.status)) return [];
  const start = Date.parse(visit.start);
  const end = Date.parse(visit.end);
  return appointments.filter(
    (other) =>
      other.id !== visit.id &&
      other.client.cardId === visit.client.cardId &&
      other.specialist.id !== visit.specialist.id &&
      holdsTime(other.status) &&
      Date.parse(other.start) < end &&
      Date.parse(other.end) > start,
  );
}

/** The ids of visits whose client is booked elsewhere at the same time. */
export function doubleBookedIds(appointments: AdminAppointment[]): Set<string> {
  return new Set(
    appointments.filter((visit) => clientOverlaps(appointments, visit).length > 0).map((visit) => visit.id),
  );
}

/**
 * The calendar's geometry, pure: columns (a specialist per column on a day, or a day per column for one
 * specialist in a week), the hours shown, and wall-clock minutes of the business's ISO times. The server
 * writes every time with the business's own offset, so the wall clock is simply the string's HH:MM.
 */
import { Temporal } from 'temporal-polyfill';
import type {
  AdminAppointment,
  CalendarClosure,
  CalendarData,
} from '../../../contracts/admin-appointments.ts';

export type CalendarView = 'diena' | 'savaite';

export interface CalendarColumn {
  key: string;
  date: string;
  specialistId: string;
  title: string;
  subtitle: string;
  closure: CalendarClosure | null;
  /** Working time as wall-clock minutes of the day. */
  working: { start: number; end: number }[];
  overridden: boolean;
  /** The column is today (the line of the current time). */
  today: boolean;
  /** Today's column among other days (week view). */
  highlight: boolean;
}

export interface PlacedAppointment {
  appointment: AdminAppointment;
  columnKey: string;
  startMinute: number;
  endMinute: number;
  /** End plus buffer (held time), for the faint tail under the block. */
  blockedMinute: number;
}

const WEEKDAYS_SHORT = ['pr', 'an', 'tr', 'kt', 'pn', 'š', 'sk'];

export function wallDate(iso: string): string {
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

export function columnsOf(
  data: CalendarData,
  view: CalendarView,
  date: string,
  weekSpecialistId: string | null,
  today: string,
): CalendarColumn[] {
  const dayOf = (value: string) => data.days.find((day) => day.date === value);
  const columnFor = (
    value: string,
    specialistId: string,
    title: string,
    subtitle: string,
  ): CalendarColumn => {
    const day = dayOf(value);
    const own = day?.specialists.find((entry) => entry.specialistId === specialistId);
    return {
      key: `${value}|${specialistId}`,
      date: value,
      specialistId,
      title,
      subtitle,
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
  const person = data.specialists.find((item) => item.id === weekSpecialistId) ?? data.specialists[0];
  if (!person) return [];
  return data.days.map((day) => {
    const plain = Temporal.PlainDate.from(day.date);
    return columnFor(day.date, person.id, `${WEEKDAYS_SHORT[plain.dayOfWeek - 1]} ${plain.day}`, '');
  });
}

/** The visits of the columns, placed; held ones always, the others only when asked for. */
export function placeAppointments(
  appointments: AdminAppointment[],
  columns: CalendarColumn[],
  showInactive: boolean,
): PlacedAppointment[] {
  const keys = new Set(columns.map((column) => column.key));
  const placed: PlacedAppointment[] = [];
  for (const appointment of appointments) {
    const held = appointment.status === 'pending' || appointment.status === 'confirmed';
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

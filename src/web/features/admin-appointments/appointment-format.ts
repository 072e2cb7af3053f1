/** How visits read on the admin pages: Lithuanian dates in the business's time zone, status names and colours. */
import type { AdminAppointment, AdminAppointmentStatus } from '../../../contracts/admin-appointments.ts';
import {
  formatLongDate,
  formatShortDate,
  formatTime,
  formatTimeRange,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';

/** Plural labels for the status tabs ("Laukia patvirtinimo", "Patvirtinti", …). */
export const STATUS_TAB_LABELS: Record<AdminAppointmentStatus, string> = {
  pending: 'Laukia patvirtinimo',
  confirmed: 'Patvirtinti',
  completed: 'Įvykę',
  no_show: 'Neatvyko',
  declined: 'Atmesti',
  cancelled: 'Atšaukti',
};

export const STATUS_ORDER: AdminAppointmentStatus[] = [
  'pending',
  'confirmed',
  'completed',
  'no_show',
  'declined',
  'cancelled',
];

/** Badge colours (ring, background, text) per status; the calendar's blocks use the same family. */
export const STATUS_BADGE_CLASSES: Record<AdminAppointmentStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  no_show: 'bg-violet-50 text-violet-800 ring-violet-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

/** `pirmadienis, lapkričio 23 d.` */
export function visitDay(appointment: Pick<AdminAppointment, 'start' | 'timeZone'>): string {
  return formatLongDate(localDateOf(appointment.start, appointment.timeZone));
}

/** `pr, lapkr. 23` */
export function visitShortDay(appointment: Pick<AdminAppointment, 'start' | 'timeZone'>): string {
  return formatShortDate(localDateOf(appointment.start, appointment.timeZone));
}

/** `09:00–09:45` */
export function visitHours(appointment: Pick<AdminAppointment, 'start' | 'end' | 'timeZone'>): string {
  return formatTimeRange(appointment.start, appointment.end, appointment.timeZone);
}

/** `pirmadienis, lapkričio 23 d., 09:00–09:45` */
export function visitWhen(appointment: Pick<AdminAppointment, 'start' | 'end' | 'timeZone'>): string {
  return `${visitDay(appointment)}, ${visitHours(appointment)}`;
}

/** `YYYY-MM-DD` and `HH:MM` of an instant in a time zone. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  return { date: localDateOf(iso, timeZone), time: formatTime(iso, timeZone) };
}

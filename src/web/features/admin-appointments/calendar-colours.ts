/**
 * What a calendar block's colour tells: its status (the default), its service's category, or its specialist.
 * Categories and specialists take colours from one palette in the order the business lists them, so a
 * colour stays the same from day to day. Visits that no longer hold time stay grey and struck through
 * whatever the choice.
 */
import type {
  AdminAppointment,
  AdminAppointmentStatus,
  CalendarData,
} from '../../../contracts/admin-appointments.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';

export type ColourBy = 'busena' | 'kategorija' | 'specialistas';

export const COLOUR_BY_LABELS: Record<ColourBy, string> = {
  busena: 'Būsena',
  kategorija: 'Paslaugų kategorija',
  specialistas: 'Specialistas',
};

export const COLOUR_BY_STORAGE_KEY = 'kalendorius-spalvos';

export function colourByOf(value: string | null | undefined): ColourBy {
  return value === 'kategorija' || value === 'specialistas' ? value : 'busena';
}

/** Block colours by status: a tinted card with a strong left edge. */
export const STATUS_CLASSES: Record<AdminAppointmentStatus, string> = {
  pending: 'bg-amber-100 border-amber-500 text-amber-950 ring-amber-300',
  confirmed: 'bg-emerald-50 border-emerald-600 text-emerald-950 ring-emerald-200',
  completed: 'bg-sky-50 border-sky-500 text-sky-950 ring-sky-200',
  no_show: 'bg-violet-50 border-violet-500 text-violet-950 ring-violet-200',
  declined: 'bg-white/80 border-zinc-300 text-zinc-500 ring-zinc-200 line-through',
  cancelled: 'bg-white/80 border-zinc-300 text-zinc-500 ring-zinc-200 line-through',
};

const PALETTE = [
  'bg-rose-50 border-rose-500 text-rose-950 ring-rose-200',
  'bg-sky-50 border-sky-600 text-sky-950 ring-sky-200',
  'bg-emerald-50 border-emerald-600 text-emerald-950 ring-emerald-200',
  'bg-amber-50 border-amber-500 text-amber-950 ring-amber-200',
  'bg-violet-50 border-violet-500 text-violet-950 ring-violet-200',
  'bg-teal-50 border-teal-600 text-teal-950 ring-teal-200',
  'bg-orange-50 border-orange-500 text-orange-950 ring-orange-200',
  'bg-indigo-50 border-indigo-500 text-indigo-950 ring-indigo-200',
  'bg-lime-50 border-lime-600 text-lime-950 ring-lime-200',
  'bg-fuchsia-50 border-fuchsia-500 text-fuchsia-950 ring-fuchsia-200',
] as const;
const UNKNOWN = 'bg-stone-50 border-stone-400 text-stone-900 ring-stone-200';

export interface ColourScheme {
  classOf: (appointment: AdminAppointment) => string;
  legend: { key: string; label: string; className: string }[];
}

export function colourScheme(
  by: ColourBy,
  data: Pick<CalendarData, 'services' | 'specialists'>,
): ColourScheme {
  if (by === 'busena') {
    return {
      classOf: (appointment) => STATUS_CLASSES[appointment.status],
      legend: (['pending', 'confirmed', 'completed', 'no_show', 'cancelled'] as const).map((status) => ({
        key: status,
        label: APPOINTMENT_STATUS_LABELS[status],
        className: STATUS_CLASSES[status],
      })),
    };
  }
  // Keys in the business's own order: the first category or specialist gets the first colour.
  const entries =
    by === 'kategorija'
      ? [...new Map(data.services.map((service) => [service.categoryId, service.categoryName]))]
      : data.specialists.map((person) => [person.id, person.name] as const);
  const colours = new Map(entries.map(([key], index) => [key, PALETTE[index % PALETTE.length]!]));
  const categoryOfService = new Map(data.services.map((service) => [service.id, service.categoryId]));
  const keyOf = (appointment: AdminAppointment) =>
    by === 'kategorija' ? categoryOfService.get(appointment.service.id) : appointment.specialist.id;
  return {
    classOf: (appointment) => {
      if (appointment.status === 'cancelled' || appointment.status === 'declined')
        return STATUS_CLASSES[appointment.status];
      return colours.get(keyOf(appointment) ?? '') ?? UNKNOWN;
    },
    legend: entries.map(([key, label]) => ({ key, label, className: colours.get(key)! })),
  };
}

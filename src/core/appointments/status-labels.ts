import type { AppointmentStatus } from './status-machine.ts';

/** A visit's status as clients and the business read it, one visit at a time (singular). */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = Object.freeze({
  pending: 'Laukia patvirtinimo',
  confirmed: 'Patvirtintas',
  declined: 'Atmestas',
  cancelled: 'Atšauktas',
  completed: 'Įvykęs',
  no_show: 'Neatvyko',
});

// Every message about a visit is one of these jobs, enqueued in the transaction of the change that
// causes it and run by a worker of any instance (see jobs/job-queue.ts).
import type { AppointmentStatus } from '../../../core/appointments/status-machine.ts';
import type { AppointmentRow } from '../appointments/appointment-rows.ts';
import { appointmentRowById } from '../appointments/appointment-rows.ts';
import { announceAdminBooking, announceAppointmentChange } from '../appointments/change-side-effects.ts';
import {
  announceBooking,
  announceClientCancellation,
  type BookingEvent,
} from '../booking/booking-side-effects.ts';
import { deliverReminder } from '../reminders/reminders.ts';
import type { SideEffectDependencies } from './side-effect-dependencies.ts';

export type SideEffectJob =
  | { kind: 'booking'; event: BookingEvent }
  | { kind: 'client-cancellation'; event: BookingEvent; reason: string | null }
  | { kind: 'appointment-change'; before: AppointmentRow; after: AppointmentRow }
  | { kind: 'admin-booking'; row: AppointmentRow }
  /** The visit clock changed the visit (completed, declined unconfirmed): the row is read when run. */
  | { kind: 'visit-clock-change'; appointmentId: string; from: AppointmentStatus }
  | { kind: 'reminder'; reminderId: string };

export async function runSideEffect(deps: SideEffectDependencies, job: SideEffectJob): Promise<void> {
  switch (job.kind) {
    case 'booking':
      return announceBooking(deps, job.event);
    case 'client-cancellation':
      return announceClientCancellation(deps, job.event, job.reason);
    case 'appointment-change':
      return announceAppointmentChange(deps, { before: job.before, after: job.after });
    case 'admin-booking':
      return announceAdminBooking(deps, job.row);
    case 'visit-clock-change': {
      const after = await appointmentRowById(deps.db, job.appointmentId);
      if (!after) return;
      return announceAppointmentChange(deps, { before: { ...after, status: job.from }, after });
    }
    case 'reminder':
      return deliverReminder(deps, job.reminderId);
  }
}

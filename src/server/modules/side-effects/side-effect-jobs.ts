// Every message is one of these jobs, enqueued in the transaction of the change that causes it and run by
// a worker of any instance (see jobs/job-queue.ts): nothing is sent from inside a request.
import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '../../../core/appointments/status-machine.ts';
import type { AppointmentRow } from '../appointments/appointment-rows.ts';
import { appointmentRowById } from '../appointments/appointment-rows.ts';
import { announceAdminBooking, announceAppointmentChange } from '../appointments/change-side-effects.ts';
import {
  announceBooking,
  announceClientCancellation,
  type BookingEvent,
} from '../booking/booking-side-effects.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { deliverOnce } from '../notifications/sent-log.ts';
import { deliverPush, type PushDependencies, type PushJob } from '../push/push-delivery.ts';
import { deliverReminder } from '../reminders/reminders.ts';
import type { SideEffectDependencies } from './side-effect-dependencies.ts';

export type SideEffectJob =
  | { kind: 'booking'; event: BookingEvent }
  | { kind: 'client-cancellation'; event: BookingEvent; reason: string | null }
  | { kind: 'appointment-change'; before: AppointmentRow; after: AppointmentRow }
  | { kind: 'admin-booking'; row: AppointmentRow }
  /** The visit clock changed the visit (completed, declined unconfirmed): the row is read when run. */
  | { kind: 'visit-clock-change'; appointmentId: string; from: AppointmentStatus }
  | { kind: 'reminder'; reminderId: string }
  /** A ready letter that is about no visit (verification, password reset, invitation, contact form). */
  | { kind: 'email'; key: string; label: EmailLabel; message: QueuedMailMessage }
  /** One message to one person's devices (see push-delivery.ts). */
  | PushJob;

export type EmailLabel =
  | 'verification'
  | 'password-reset'
  | 'sign-up-attempt'
  | 'invitation'
  | 'contact'
  | 'review-hidden'
  | 'account-deleted';

/** A letter as it travels in a job: plain JSON, so no attachments (none of these letters has one). */
export type QueuedMailMessage = Omit<MailMessage, 'attachments' | 'delivery'>;

/** The job that sends `message` once; its key makes a retried job the same letter. */
export function emailJob(label: EmailLabel, message: QueuedMailMessage): SideEffectJob {
  return { kind: 'email', key: `email:${label}:${randomUUID()}`, label, message };
}

/** What the worker gives every job: what the announcing jobs need, and the push sender's keys. */
export type SideEffectRunnerDependencies = SideEffectDependencies &
  Pick<PushDependencies, 'webPush' | 'fetch'>;

export async function runSideEffect(deps: SideEffectRunnerDependencies, job: SideEffectJob): Promise<void> {
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
    case 'email': {
      const delivery = {
        key: job.key,
        kind: job.label,
        channel: 'email' as const,
        recipient: job.message.to,
      };
      await deliverOnce(deps.db, {
        delivery,
        now: deps.now,
        send: (attempt) => deps.mailer.send({ ...job.message, delivery: attempt }),
      });
      return;
    }
    case 'push':
      return deliverPush(deps, job);
  }
}

// What the job queue carries (see jobs/job-queue.ts): domain events, each written in the transaction of
// the change that causes it and run by a worker of any instance, and the two deliveries that travel on
// their own: a ready letter about no visit, and a push message to one person's devices. Nothing is sent
// from inside a request. This module only names and builds jobs; the dispatcher runs them.
import { randomUUID } from 'node:crypto';
import type { AppointmentStatus } from '../../../core/appointments/status-machine.ts';
import type { NotificationType } from '../../../core/notifications/notification-types.ts';
import { pushPolicyOf } from '../../../core/push/push-policy.ts';
import type { PushMessage } from '../../../contracts/push-message.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { AppointmentRow } from '../appointments/appointment-rows.ts';
import type { NewNotification } from '../notifications/notifications.ts';
import type { DomainEvent } from './domain-events.ts';
import type { VisitFacts } from './visit-wording.ts';

export type SideEffectJob =
  /** `hold`: the undo token of a held change (see `recordEvents`); the dispatcher does not read it. */
  | { kind: 'event'; event: DomainEvent; hold?: string }
  /** A ready letter that is about no visit (verification, password reset, invitation, contact form). */
  | { kind: 'email'; key: string; label: EmailLabel; message: QueuedMailMessage }
  /** One message to one person's devices, split off the in-app notification it carries. */
  | PushJob;

export type EmailLabel =
  'verification' | 'password-reset' | 'sign-up-attempt' | 'invitation' | 'contact' | 'account-deleted';

/** A letter as it travels in a job: plain JSON, so no attachments (none of these letters has one). */
export type QueuedMailMessage = Omit<MailMessage, 'attachments' | 'delivery'>;

export interface PushJob {
  kind: 'push';
  /** Unique per message and person; each subscription's delivery is keyed by it. */
  key: string;
  userId: string;
  businessId: string | null;
  notificationType: NotificationType;
  appointmentId: string | null;
  message: PushMessage;
}

/** The job that sends `message` once; its key makes a retried job the same letter. */
export function emailJob(label: EmailLabel, message: QueuedMailMessage): SideEffectJob {
  return { kind: 'email', key: `email:${label}:${randomUUID()}`, label, message };
}

/** Writes what happened in the caller's transaction: the events commit with the change, or not at all. */
export async function recordEvents(
  jobs: JobQueue<SideEffectJob>,
  tx: DbOrTx,
  events: DomainEvent[],
): Promise<void> {
  await jobs.enqueue(
    tx,
    events.map((event) => ({ kind: 'event', event })),
  );
}

/**
 * `recordEvents`, but kept from everyone for the queue's `holdSeconds` under the undo token `hold`, during
 * which `withdrawHeldEvents` takes them back: a change undone in time is never announced.
 */
export async function recordHeldEvents(
  jobs: JobQueue<SideEffectJob>,
  tx: DbOrTx,
  { events, hold }: { events: DomainEvent[]; hold: string },
): Promise<void> {
  await jobs.enqueue(
    tx,
    events.map((event) => ({ kind: 'event', event, hold })),
    { held: true },
  );
}

/** The events held under `hold` for the business's visits that nobody has been told of yet, taken back. */
export async function withdrawHeldEvents(
  jobs: JobQueue<SideEffectJob>,
  tx: DbOrTx,
  { hold, businessId }: { hold: string; businessId: string },
): Promise<DomainEvent[]> {
  const withdrawn = await jobs.withdraw(tx, { kind: 'event', hold, event: { visit: { businessId } } });
  return withdrawn.flatMap((job) => (job.kind === 'event' ? [job.event] : []));
}

const PUSH_TITLE_MAX = 120;
const PUSH_BODY_MAX = 500;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The push jobs of a set of new notifications (those whose type is pushed and that did not opt out). */
export function pushJobsFor(
  key: string,
  rows: readonly NewNotification[],
  appointmentId: string | null,
): PushJob[] {
  return rows
    .filter((row) => row.push !== false && pushPolicyOf(row.type) !== null)
    .map((row) => ({
      kind: 'push',
      key: `${key}:push:${row.userId}`,
      userId: row.userId,
      businessId: row.businessId,
      notificationType: row.type,
      appointmentId,
      message: {
        // Push services take about 4 KB; the service worker shows no more than this anyway.
        title: clip(row.title, PUSH_TITLE_MAX),
        body: clip(row.body, PUSH_BODY_MAX),
        url: row.href,
        // A newer message about the same visit replaces the older one on the device.
        ...(appointmentId ? { tag: `visit-${appointmentId}` } : {}),
      },
    }));
}

/**
 * Jobs queued by the version before domain events (a laptop's embedded database may hold some, waiting for
 * a retry or for their moment): the dispatcher reads each old kind as the events it meant. Their sent-log
 * keys are the same, so what they delivered before the upgrade is not repeated.
 */
export type EarlierJob =
  | { kind: 'booking'; event: EarlierBookingEvent }
  | { kind: 'client-cancellation'; event: EarlierBookingEvent; reason: string | null }
  | { kind: 'appointment-change'; before: AppointmentRow; after: AppointmentRow }
  | { kind: 'admin-booking'; row: AppointmentRow }
  /** The visit clock's change: the row is read when run. */
  | { kind: 'visit-clock-change'; appointmentId: string; from: AppointmentStatus }
  | { kind: 'reminder'; reminderId: string };

/** The booking's snapshot as it was queued: the visit's facts without the ids of service and specialist. */
export type EarlierBookingEvent = Omit<VisitFacts, 'status'> & { status: 'pending' | 'confirmed' };

/** Whatever the queue may hold: the jobs of this version and those of the one before. */
export type QueuedJob = SideEffectJob | EarlierJob;

// The one dispatcher: runs each job the queue hands over. An event is turned into its messages
// (what-happens.ts) and each channel delivers its own; a ready letter and a push message go straight to
// their channel. Every delivery is idempotent by the sent-log, so a failed job's retry repeats nothing.
import type { DbOrTx } from '../../db/client.ts';
import { appointmentRowById, visitFactsOf } from '../appointments/appointment-rows.ts';
import { sendEmailsOnce, sendLetterOnce } from './channels/email.ts';
import { createNotificationsOnce } from './channels/in-app.ts';
import { deliverPush, type PushDependencies } from './channels/push.ts';
import { rowChangeEvents, type DomainEvent } from './domain-events.ts';
import type { SideEffectDependencies } from './side-effect-dependencies.ts';
import { recordEvents, type EarlierJob, type QueuedJob } from './side-effect-jobs.ts';
import { NOTIFIED_WITH_THE_CHANGE, whatHappensAfter, type EventContext } from './what-happens.ts';

/** What the worker gives every job: what the events need, and the push sender's keys. */
export type SideEffectRunnerDependencies = SideEffectDependencies &
  Pick<PushDependencies, 'webPush' | 'fetch'>;

export async function runSideEffect(deps: SideEffectRunnerDependencies, job: QueuedJob): Promise<void> {
  switch (job.kind) {
    case 'event':
      return dispatchEvent(deps, job.event);
    case 'email':
      return sendLetterOnce(deps, job);
    case 'push':
      return deliverPush(deps, job);
    default:
      for (const event of await eventsOfEarlierJob(deps, job)) await dispatchEvent(deps, event);
  }
}

/** Delivers what follows `event` on every channel: in-app (and push through it) first, then e-mail. */
export async function dispatchEvent(deps: SideEffectDependencies, event: DomainEvent): Promise<void> {
  const messages = await whatHappensAfter(deps, event);
  for (const batch of messages.notifications) {
    await createNotificationsOnce(deps.db, { jobs: deps.jobs, batch, now: deps.now() });
  }
  await sendEmailsOnce(deps, messages.emails);
  await messages.afterwards?.();
}

/**
 * Records the events in the change's transaction, and writes now the in-app notifications of those shown
 * with the change (NOTIFIED_WITH_THE_CHANGE); their job later finds them delivered and sends the rest.
 */
export async function recordEventsNotifyingNow(
  deps: Omit<EventContext, 'db'> & Pick<SideEffectDependencies, 'jobs'>,
  tx: DbOrTx,
  events: DomainEvent[],
): Promise<void> {
  await recordEvents(deps.jobs, tx, events);
  for (const event of events) {
    if (!NOTIFIED_WITH_THE_CHANGE.has(event.type)) continue;
    const messages = await whatHappensAfter({ ...deps, db: tx }, event);
    for (const batch of messages.notifications) {
      await createNotificationsOnce(tx, { jobs: deps.jobs, batch, now: deps.now() });
    }
  }
}

/** A job of the version before domain events, read as the events it meant. */
async function eventsOfEarlierJob(deps: SideEffectDependencies, job: EarlierJob): Promise<DomainEvent[]> {
  switch (job.kind) {
    case 'booking':
      return [{ type: 'visit.booked', by: 'client', visit: job.event }];
    case 'client-cancellation':
      return [{ type: 'visit.cancelled', visit: job.event, reason: job.reason }];
    case 'admin-booking':
      return [{ type: 'visit.booked', by: 'business', visit: visitFactsOf(job.row) }];
    case 'appointment-change':
      return rowChangeEvents(job.before, job.after);
    case 'visit-clock-change': {
      const after = await appointmentRowById(deps.db, job.appointmentId);
      return after ? rowChangeEvents({ ...after, status: job.from }, after) : [];
    }
    case 'reminder':
      return [{ type: 'visit.reminder-due', reminderId: job.reminderId }];
  }
}

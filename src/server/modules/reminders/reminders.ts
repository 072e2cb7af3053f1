// A visit's reminders: planned in the transaction that books or moves the visit (at start minus each of
// the business's offsets, a moment already gone is skipped), cancelled with the visit, and handed to the
// job queue when due by the visit clock. The job delivers the e-mail and the in-app notification once.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { planReminders, reminderStillUseful } from '../../../core/reminders/reminder-plan.ts';
import { anyRow } from '../../db/records/any-row.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { appointmentReminder, business } from '../../db/schema.ts';
import type { NotificationKind } from '../../../core/notifications/notification-preferences.ts';
import {
  notificationChannelEnabled,
  setNotificationPreference,
} from '../notifications/notification-preferences.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { MY_VISITS_PATH } from '../../mail/booking-emails.ts';
import { reminderEmail } from '../../mail/reminder-email.ts';
import { appointmentRowById, clientOf } from '../appointments/appointment-rows.ts';
import { mailOnce } from '../booking/booking-side-effects.ts';
import { createNotificationsOnce } from '../notifications/notifications.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';
import { changeMailDetails, visitSummary } from '../appointments/change-side-effects.ts';

const OPEN_STATUSES = ['scheduled', 'queued'] as const;
export const REMINDER_PREFERENCE_KIND = 'reminder' satisfies NotificationKind;

/**
 * (Re)plans the reminders of a visit that was booked or moved: earlier plans are cancelled, each offset
 * of the business gets a row, scheduled or (its moment gone) skipped.
 */
export async function planVisitReminders(
  tx: DbOrTx,
  visit: { id: string; businessId: string; startsAt: Date; sequence: number },
  now: Date,
): Promise<void> {
  await cancelVisitReminders(tx, visit.id, now);
  const [owner] = await tx
    .select({ offsets: business.reminderOffsetsMinutes })
    .from(business)
    .where(eq(business.id, visit.businessId));
  const rows = reminderRows(visit, owner?.offsets ?? [], now);
  if (rows.length > 0) await tx.insert(appointmentReminder).values(rows);
}

/**
 * The reminder rows of a visit with the business's `offsets`: each scheduled or (its moment gone) skipped.
 * A visit just booked has no earlier plan to cancel, so its booking writes these directly.
 */
export function reminderRows(
  visit: { id: string; startsAt: Date; sequence: number },
  offsets: readonly number[],
  now: Date,
): (typeof appointmentReminder.$inferInsert)[] {
  return planReminders(visit.startsAt, offsets, now).map((reminder) => ({
    appointmentId: visit.id,
    offsetMinutes: reminder.offsetMinutes,
    dueAt: reminder.dueAt,
    sequence: visit.sequence,
    status: reminder.status,
    handledAt: reminder.status === 'skipped' ? now : null,
  }));
}

/** The visit was moved, cancelled or declined: its reminders not yet sent will not be. */
export async function cancelVisitReminders(tx: DbOrTx, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(appointmentReminder)
    .set({ status: 'cancelled', handledAt: now })
    .where(
      and(
        eq(appointmentReminder.appointmentId, appointmentId),
        inArray(appointmentReminder.status, [...OPEN_STATUSES]),
      ),
    );
}

/**
 * Hands the reminders due at `now` to the job queue, in one transaction: rows taken by another instance
 * at the same moment are skipped (SKIP LOCKED), so each is queued once. Returns how many were queued.
 */
export async function queueDueReminders(
  db: Database,
  { jobs, now, limit = 1000 }: { jobs: JobQueue<SideEffectJob>; now: Date; limit?: number },
): Promise<number> {
  const isDue = and(eq(appointmentReminder.status, 'scheduled'), lte(appointmentReminder.dueAt, now));
  // A plain look first: a pass with nothing due writes nothing, so it does not count as a change (the
  // page cache keeps its pages while nothing changes).
  if (!(await anyRow(db, appointmentReminder, isDue))) return 0;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: appointmentReminder.id })
      .from(appointmentReminder)
      .where(isDue)
      .orderBy(asc(appointmentReminder.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx
      .update(appointmentReminder)
      .set({ status: 'queued' })
      .where(inArray(appointmentReminder.id, ids));
    await jobs.enqueue(
      tx,
      ids.map((reminderId) => ({ kind: 'reminder', reminderId })),
    );
    return ids.length;
  });
}

export function reminderEmailsEnabled(db: DbOrTx, userId: string | null): Promise<boolean> {
  return notificationChannelEnabled(db, { userId, channel: 'email', kind: REMINDER_PREFERENCE_KIND });
}

export function setReminderEmails(db: DbOrTx, userId: string, enabled: boolean): Promise<void> {
  return setNotificationPreference(db, userId, { kind: REMINDER_PREFERENCE_KIND, channel: 'email', enabled });
}

/**
 * The reminder job: the e-mail (unless the client turned reminder e-mails off) and the in-app
 * notification, each once. A reminder of a visit that changed meanwhile, or has begun, is dropped.
 */
export async function deliverReminder(deps: SideEffectDependencies, reminderId: string): Promise<void> {
  const [reminder] = await deps.db
    .select()
    .from(appointmentReminder)
    .where(eq(appointmentReminder.id, reminderId));
  if (!reminder || reminder.status !== 'queued') return;
  const now = deps.now();
  const row = await appointmentRowById(deps.db, reminder.appointmentId);
  const current =
    row !== null &&
    holdsTime(row.status) &&
    row.sequence === reminder.sequence &&
    reminderStillUseful(row.startsAt, now);
  if (!row || !current) {
    await deps.db
      .update(appointmentReminder)
      .set({ status: 'cancelled', handledAt: now })
      .where(eq(appointmentReminder.id, reminderId));
    return;
  }

  const key = `reminder:${row.id}:${reminder.offsetMinutes}:${reminder.sequence}`;
  const client = clientOf(row);
  if (row.clientUserId) {
    const userId = row.clientUserId;
    await createNotificationsOnce(deps.db, {
      jobs: deps.jobs,
      key: `${key}:in_app`,
      rows: [
        {
          userId,
          businessId: row.businessId,
          type: 'appointment_reminder',
          title: 'Primename apie vizitą',
          body: `${visitSummary(row)}. ${row.business.address ? `${row.business.name}, ${row.business.address}` : row.business.name}.`,
          href: MY_VISITS_PATH,
        },
      ],
      delivery: { now, appointmentId: row.id, kind: 'reminder' },
    });
  }
  if (client.email && (await reminderEmailsEnabled(deps.db, row.clientUserId))) {
    const to = client.email;
    await mailOnce(deps, { key: `${key}:email`, kind: 'reminder', appointmentId: row.id }, () =>
      reminderEmail(changeMailDetails(deps, row), to, now),
    );
  }
  await deps.db
    .update(appointmentReminder)
    .set({ status: 'sent', handledAt: now })
    .where(eq(appointmentReminder.id, reminderId));
}

export interface ReminderView {
  offsetMinutes: number;
  dueAt: Date;
  status: 'scheduled' | 'queued' | 'sent' | 'skipped' | 'cancelled';
  handledAt: Date | null;
}

export async function remindersOfAppointment(db: DbOrTx, appointmentId: string): Promise<ReminderView[]> {
  return db
    .select({
      offsetMinutes: appointmentReminder.offsetMinutes,
      dueAt: appointmentReminder.dueAt,
      status: appointmentReminder.status,
      handledAt: appointmentReminder.handledAt,
    })
    .from(appointmentReminder)
    .where(eq(appointmentReminder.appointmentId, appointmentId))
    .orderBy(asc(appointmentReminder.createdAt), asc(appointmentReminder.dueAt));
}

// A visit's reminders: planned in the transaction that books or moves the visit (at start minus each of
// the business's offsets, a moment already gone is skipped), cancelled with the visit, and handed to the
// job queue when due by the visit clock as a `visit.reminder-due` event. What the reminder says, and on
// which channels, is in side-effects/what-happens.ts; this module keeps the reminder rows' lives.
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
import { appointmentRowById, type AppointmentRow } from '../appointments/appointment-rows.ts';
import { recordEvents, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';

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
    await recordEvents(
      jobs,
      tx,
      ids.map((reminderId) => ({ type: 'visit.reminder-due', reminderId })),
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

/** A queued reminder that is still worth sending, with its visit as it is now. */
export interface DueReminder {
  id: string;
  offsetMinutes: number;
  sequence: number;
  visit: AppointmentRow;
}

/**
 * The queued reminder `reminderId` with its visit, or null: already handled, or its visit changed meanwhile
 * (another version, no longer holding time) or has begun, in which case the reminder is cancelled here.
 */
export async function takeDueReminder(
  db: DbOrTx,
  reminderId: string,
  now: Date,
): Promise<DueReminder | null> {
  const [reminder] = await db
    .select()
    .from(appointmentReminder)
    .where(eq(appointmentReminder.id, reminderId));
  if (!reminder || reminder.status !== 'queued') return null;
  const row = await appointmentRowById(db, reminder.appointmentId);
  const current =
    row !== null &&
    holdsTime(row.status) &&
    row.sequence === reminder.sequence &&
    reminderStillUseful(row.startsAt, now);
  if (!row || !current) {
    await db
      .update(appointmentReminder)
      .set({ status: 'cancelled', handledAt: now })
      .where(eq(appointmentReminder.id, reminderId));
    return null;
  }
  return { id: reminder.id, offsetMinutes: reminder.offsetMinutes, sequence: reminder.sequence, visit: row };
}

export async function markReminderSent(db: DbOrTx, reminderId: string, now: Date): Promise<void> {
  await db
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

// The visit clock: every instance looks, every few seconds, for what has come due by the application's
// clock (never read inside the rules, which take `now`): reminders to hand to the job queue, confirmed
// visits that ended a day ago (-> completed), pending visits nobody confirmed (-> declined, with the reason).
// Each change is one transaction with its jobs; rows another instance holds are skipped (SKIP LOCKED),
// and every update repeats the status condition, so each visit changes, and each reminder goes, once.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  AUTO_DECLINE_REASON,
  latestEndToComplete,
  latestStartToDecline,
} from '../../../core/appointments/visit-life.ts';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { cancelVisitReminders, queueDueReminders } from '../reminders/reminders.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';

const BATCH = 500;

/** Confirmed visits that ended a day ago become completed (a no-show marked meanwhile stays one). */
export async function completeEndedVisits(
  db: Database,
  jobs: JobQueue<SideEffectJob>,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: appointment.id })
      .from(appointment)
      .where(and(eq(appointment.status, 'confirmed'), lte(appointment.endsAt, latestEndToComplete(now))))
      .orderBy(asc(appointment.endsAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const changed = await tx
      .update(appointment)
      .set({ status: 'completed' })
      .where(and(inArray(appointment.id, due), eq(appointment.status, 'confirmed')))
      .returning({
        id: appointment.id,
        businessId: appointment.businessId,
        specialistId: appointment.specialistId,
      });
    for (const visit of changed) {
      await publishAppointmentEvent(tx, {
        type: 'appointment.updated',
        appointmentId: visit.id,
        businessId: visit.businessId,
        specialistIds: [visit.specialistId],
      });
    }
    await jobs.enqueue(
      tx,
      changed.map((visit) => ({ kind: 'visit-clock-change', appointmentId: visit.id, from: 'confirmed' })),
    );
    return changed.length;
  });
}

/** Pending visits still unconfirmed an hour before they start are declined, the client told why. */
export async function declineUnconfirmedVisits(
  db: Database,
  jobs: JobQueue<SideEffectJob>,
  now: Date,
): Promise<number> {
  const horizon = latestStartToDecline(now);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: appointment.id })
      .from(appointment)
      .where(and(eq(appointment.status, 'pending'), lte(appointment.startsAt, horizon)))
      .orderBy(asc(appointment.startsAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const changed = await tx
      .update(appointment)
      .set({
        status: 'declined',
        declineReason: AUTO_DECLINE_REASON,
        sequence: sql`${appointment.sequence} + 1`,
      })
      .where(and(inArray(appointment.id, due), eq(appointment.status, 'pending')))
      .returning({
        id: appointment.id,
        businessId: appointment.businessId,
        specialistId: appointment.specialistId,
      });
    for (const visit of changed) {
      await cancelVisitReminders(tx, visit.id, now);
      await publishAppointmentEvent(tx, {
        type: 'appointment.cancelled',
        appointmentId: visit.id,
        businessId: visit.businessId,
        specialistIds: [visit.specialistId],
      });
    }
    await jobs.enqueue(
      tx,
      changed.map((visit) => ({ kind: 'visit-clock-change', appointmentId: visit.id, from: 'pending' })),
    );
    return changed.length;
  });
}

export interface VisitClock {
  /** One pass over everything due now; resolves when done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startVisitClock(options: {
  db: Database;
  jobs: JobQueue<SideEffectJob>;
  now: () => Date;
  logger: Logger;
  intervalMs: number;
}): VisitClock {
  const { db, jobs, now, logger } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async () => {
    // Declines before reminders: a visit declined now gets no reminder.
    await declineUnconfirmedVisits(db, jobs, now());
    while ((await queueDueReminders(db, jobs, now())) === 1000) {
      if (stopped) break;
    }
    await completeEndedVisits(db, jobs, now());
  };
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => logger.error({ err: error }, 'visit clock pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, options.intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

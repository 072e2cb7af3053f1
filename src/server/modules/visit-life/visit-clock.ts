// The visit clock: every instance looks, every few seconds, for what has come due by the application's
// clock (never read inside the rules, which take `now`): reminders to hand to the job queue, confirmed
// visits that ended a day ago (-> completed), pending visits nobody confirmed (-> declined, with the reason).
// Rebook nudges to clients who agreed to a salon's offers are due work too (marketing/rebook-nudges.ts).
// It also issues last month's invoices from the 1st of a month on (billing/invoices.ts), and offers
// freed time to the waitlist and passes on offers whose hold ran out (waitlist/waitlist-offers.ts).
// Each change is one transaction with its domain events (what they cause: side-effects/what-happens.ts);
// rows another instance holds are skipped (SKIP LOCKED), and every update repeats the status condition,
// so each visit changes, and each reminder goes, once.
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import {
  AUTO_DECLINE_REASON,
  latestEndToComplete,
  latestStartToDecline,
} from '../../../core/appointments/visit-life.ts';
import { anyRow } from '../../db/records/any-row.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import {
  groupVisitFacts,
  selectAppointmentRows,
  type AppointmentRow,
} from '../appointments/appointment-rows.ts';
import { cancelVisitReminders, queueDueReminders } from '../reminders/reminders.ts';
import { issueDueInvoices } from '../billing/invoices.ts';
import { queueDueRebookNudges, REBOOK_NUDGE_BATCH } from '../marketing/rebook-nudges.ts';
import { waitlistPass } from '../waitlist/waitlist-offers.ts';
import type { InvoiceSettings } from '../billing/invoice-settings.ts';
import { rowChangeEvents, visitChangeEvents } from '../side-effects/domain-events.ts';
import { recordEvents, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';

const BATCH = 500;

/** One kind of visit the clock moves on once it is due, with everything the move does. */
interface DueChange {
  from: 'confirmed' | 'pending';
  /** Which visits in `from` are due (the oldest go first, `BATCH` at a time). */
  due: SQL;
  oldestFirst: AnyPgColumn;
  set: PgUpdateSetSource<typeof appointment>;
  event: 'appointment.updated' | 'appointment.cancelled';
  /** More to do for each changed visit, in the same transaction. */
  forEach?: (tx: Transaction, visitId: string) => Promise<void>;
}

async function changeDueVisits(
  db: Database,
  jobs: JobQueue<SideEffectJob>,
  change: DueChange,
): Promise<number> {
  const isDue = and(eq(appointment.status, change.from), change.due);
  // A plain look first: a pass with nothing due writes nothing, so it does not count as a change (the
  // page cache keeps its pages while nothing changes).
  if (!(await anyRow(db, appointment, isDue))) return 0;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: appointment.id })
      .from(appointment)
      .where(isDue)
      .orderBy(asc(change.oldestFirst))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const changed = await tx
      .update(appointment)
      .set(change.set)
      .where(and(inArray(appointment.id, due), eq(appointment.status, change.from)))
      .returning({
        id: appointment.id,
        businessId: appointment.businessId,
        specialistId: appointment.specialistId,
        groupId: appointment.groupId,
      });
    // A visit of several services changes whole: the other parts of a due part's visit go with it.
    const groupIds = [...new Set(changed.flatMap((visit) => (visit.groupId ? [visit.groupId] : [])))];
    if (groupIds.length > 0) {
      const alongside = await tx
        .update(appointment)
        .set(change.set)
        .where(and(inArray(appointment.groupId, groupIds), eq(appointment.status, change.from)))
        .returning({
          id: appointment.id,
          businessId: appointment.businessId,
          specialistId: appointment.specialistId,
          groupId: appointment.groupId,
        });
      changed.push(...alongside);
    }
    for (const visit of changed) {
      await change.forEach?.(tx, visit.id);
      await publishAppointmentEvent(tx, {
        type: change.event,
        appointmentId: visit.id,
        businessId: visit.businessId,
        specialistIds: [visit.specialistId],
      });
    }
    if (changed.length === 0) return 0;
    // The visits as they are now, read once for the batch: each event carries what the client is told.
    const rows = await selectAppointmentRows(tx).where(
      inArray(
        appointment.id,
        changed.map((visit) => visit.id),
      ),
    );
    // One message per visit: the parts of a visit of several services are told of together.
    const groups = new Map<string, AppointmentRow[]>();
    const events = rows.flatMap((after) => {
      if (!after.groupId) return rowChangeEvents({ ...after, status: change.from }, after);
      groups.set(after.groupId, [...(groups.get(after.groupId) ?? []), after]);
      return [];
    });
    for (const parts of groups.values()) {
      parts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const after = groupVisitFacts(parts);
      events.push(
        ...visitChangeEvents({ ...after, status: change.from }, after, parts[0]?.declineReason ?? null),
      );
    }
    await recordEvents(jobs, tx, events);
    return changed.length;
  });
}

/** Confirmed visits that ended a day ago become completed (a no-show marked meanwhile stays one). */
export function completeEndedVisits(db: Database, jobs: JobQueue<SideEffectJob>, now: Date): Promise<number> {
  return changeDueVisits(db, jobs, {
    from: 'confirmed',
    due: lte(appointment.endsAt, latestEndToComplete(now)),
    oldestFirst: appointment.endsAt,
    set: { status: 'completed' },
    event: 'appointment.updated',
  });
}

/** Pending visits still unconfirmed an hour before they start are declined, the client told why. */
export function declineUnconfirmedVisits(
  db: Database,
  jobs: JobQueue<SideEffectJob>,
  now: Date,
): Promise<number> {
  return changeDueVisits(db, jobs, {
    from: 'pending',
    due: lte(appointment.startsAt, latestStartToDecline(now)),
    oldestFirst: appointment.startsAt,
    set: {
      status: 'declined',
      declineReason: AUTO_DECLINE_REASON,
      sequence: sql`${appointment.sequence} + 1`,
    },
    event: 'appointment.cancelled',
    forEach: (tx, visitId) => cancelVisitReminders(tx, visitId, now),
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
  /** The monthly invoices are due work too: last month's, from the 1st on. */
  invoiceSettings: InvoiceSettings;
  intervalMs: number;
}): VisitClock {
  const { db, jobs, now, logger, invoiceSettings } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async () => {
    // Declines before reminders: a visit declined now gets no reminder.
    await declineUnconfirmedVisits(db, jobs, now());
    while ((await queueDueReminders(db, { jobs, now: now() })) === 1000) {
      if (stopped) break;
    }
    await completeEndedVisits(db, jobs, now());
    // After completing: a visit completed in this pass counts as the client's last one.
    while ((await queueDueRebookNudges(db, { jobs, now: now() })) === REBOOK_NUDGE_BATCH) {
      if (stopped) break;
    }
    // After the visits' changes: time they freed is offered to the waitlist in the same pass.
    await waitlistPass(db, jobs, now());
    // Last: an invoice that fails (and is logged) holds up no visit.
    if (invoiceSettings.autoIssue)
      await issueDueInvoices(db, { jobs, settings: invoiceSettings, now: now() });
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

// Rebook nudges: the visit clock finds clients who agreed to a salon's offers, whose last visit there
// ended some weeks ago and who have nothing booked there (core/marketing/rebook-nudge.ts), and makes one
// nudge per last visit with its domain event in one transaction. When the event runs, the nudge is checked
// again against the facts of that moment (the client may have withdrawn or booked meanwhile).
import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  notExists,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import {
  earliestNudgeAllowingAnother,
  latestVisitEndToNudge,
  rebookNudgeDue,
} from '../../../core/marketing/rebook-nudge.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  appointment,
  business,
  marketingConsent,
  rebookNudge,
  service,
  specialist,
  user,
} from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { recordEvents, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';
import { consentInForce } from './consent-in-force.ts';

/** Nudges made per look; the visit clock looks again while a look fills one. */
export const REBOOK_NUDGE_BATCH = 200;

/** A visit of the client at the salon still holding time after `now`: no nudge while one is booked. */
function visitAhead(
  businessId: string | SQLWrapper,
  userId: string | SQLWrapper,
  now: Date,
): SQL | undefined {
  return and(
    eq(appointment.businessId, businessId),
    eq(appointment.clientUserId, userId),
    inArray(appointment.status, HELD_STATUSES),
    gt(appointment.startsAt, now),
  );
}

/** Each client's last completed visit at each salon they agree to hear from. */
function lastVisits(db: DbOrTx) {
  return db
    .selectDistinctOn([appointment.businessId, appointment.clientUserId], {
      id: appointment.id,
      businessId: appointment.businessId,
      userId: marketingConsent.userId,
      endsAt: appointment.endsAt,
    })
    .from(appointment)
    .innerJoin(marketingConsent, consentInForce(appointment.clientUserId, appointment.businessId))
    .where(eq(appointment.status, 'completed'))
    .orderBy(appointment.businessId, appointment.clientUserId, desc(appointment.endsAt))
    .as('last_visit');
}

/** Makes the nudges due at `now` (at most a batch) with their events; returns how many. */
export async function queueDueRebookNudges(
  db: Database,
  { jobs, now }: { jobs: JobQueue<SideEffectJob>; now: Date },
): Promise<number> {
  const last = lastVisits(db);
  const upcoming = db
    .select({ one: sql`1` })
    .from(appointment)
    .where(visitAhead(last.businessId, last.userId, now));
  const nudgedAfterThisVisitOrLately = db
    .select({ one: sql`1` })
    .from(rebookNudge)
    .where(
      and(
        eq(rebookNudge.businessId, last.businessId),
        eq(rebookNudge.userId, last.userId),
        sql`(${rebookNudge.appointmentId} = ${last.id} OR ${rebookNudge.createdAt} > ${earliestNudgeAllowingAnother(now).toISOString()})`,
      ),
    );
  // A plain look first: a pass with nothing due writes nothing.
  const due = await db
    .select({ visitId: last.id, businessId: last.businessId, userId: last.userId })
    .from(last)
    .where(
      and(
        lte(last.endsAt, latestVisitEndToNudge(now)),
        notExists(upcoming),
        notExists(nudgedAfterThisVisitOrLately),
      ),
    )
    .limit(REBOOK_NUDGE_BATCH);
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    // Another instance making the same nudge meanwhile: the unique key keeps one, and only its event.
    const made = await tx
      .insert(rebookNudge)
      .values(
        due.map((row) => ({
          userId: row.userId,
          businessId: row.businessId,
          appointmentId: row.visitId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: rebookNudge.id });
    await recordEvents(
      jobs,
      tx,
      made.map((nudge) => ({ type: 'marketing.rebook-nudge-due' as const, nudgeId: nudge.id })),
    );
    return made.length;
  });
}

/** A nudge about to go, with what its letter says; null when it went already or is no longer due. */
export interface DueRebookNudge {
  id: string;
  userId: string;
  to: string;
  clientName: string;
  business: { id: string; slug: string; name: string; timeZone: string };
  lastVisit: {
    endsAt: Date;
    service: { id: string; name: string };
    specialist: { id: string; name: string };
  };
}

export async function takeDueRebookNudge(
  db: DbOrTx,
  nudgeId: string,
  now: Date,
): Promise<DueRebookNudge | null> {
  const [row] = await db
    .select({
      nudge: rebookNudge,
      visitEndsAt: appointment.endsAt,
      service: { id: service.id, name: service.name },
      specialist: { id: specialist.id, name: specialist.name },
      business: { id: business.id, slug: business.slug, name: business.name, timeZone: business.timeZone },
      client: { email: user.email, name: user.name },
    })
    .from(rebookNudge)
    .innerJoin(appointment, eq(appointment.id, rebookNudge.appointmentId))
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .innerJoin(business, eq(business.id, rebookNudge.businessId))
    .innerJoin(user, eq(user.id, rebookNudge.userId))
    .where(eq(rebookNudge.id, nudgeId))
    .limit(1);
  if (!row || row.nudge.sentAt) return null;
  const { userId, businessId } = row.nudge;
  const [consent] = await db
    .select({ id: marketingConsent.id })
    .from(marketingConsent)
    .where(consentInForce(userId, businessId))
    .limit(1);
  const [ahead] = await db
    .select({ id: appointment.id })
    .from(appointment)
    .where(visitAhead(businessId, userId, now))
    .limit(1);
  // This nudge is the one made for this visit: it counts as the previous nudge only if another came first.
  const stillDue = rebookNudgeDue(
    {
      consentActive: consent !== undefined,
      lastVisit: { id: row.nudge.appointmentId, endsAt: row.visitEndsAt },
      hasUpcomingVisit: ahead !== undefined,
      lastNudge: null,
    },
    now,
  );
  if (!stillDue) return null;
  return {
    id: row.nudge.id,
    userId,
    to: row.client.email,
    clientName: row.client.name,
    business: row.business,
    lastVisit: { endsAt: row.visitEndsAt, service: row.service, specialist: row.specialist },
  };
}

export async function markRebookNudgeSent(db: DbOrTx, nudgeId: string, now: Date): Promise<void> {
  await db
    .update(rebookNudge)
    .set({ sentAt: now })
    .where(and(eq(rebookNudge.id, nudgeId), isNull(rebookNudge.sentAt)));
}

// Offering freed time to the waitlist, and what becomes of an offer. The visit clock runs `waitlistPass`
// (the injected clock's `now`): for each business whose free times changed since its waitlist was last
// matched (the availability version: a visit cancelled, declined or moved, a new schedule, override or
// holiday, a block removed, an offer let go), and for each business with an offer whose hold ran out, one
// transaction under the business's waitlist lock ends the offers due, then walks the line: the first
// waiting entry whose window the calendar now has a start for gets that start, held for it as busy time
// (drizzle/0017_waitlist.sql), so nobody else can book it; the next entries are matched with that hold
// already in place. A hold that runs out passes the time on in the same transaction, never freeing it
// for anyone between two clients in line.
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Appointment } from '../../../contracts/booking.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { WaitlistOffer } from '../../../contracts/waitlist.ts';
import { formatInstant, localDateOf } from '../../../core/availability/zoned-day.ts';
import {
  entryEnded,
  inLineOrder,
  offerableSlot,
  offerExpiresAt,
  offerStillHeld,
  type PassedTime,
} from '../../../core/waitlist/waitlist-rules.ts';
import { isOverlapRefusal, type Database, type DbOrTx, type Transaction } from '../../db/client.ts';
import { anyRow } from '../../db/records/any-row.ts';
import { isUuid } from '../../db/records/uuid.ts';
import {
  business,
  service,
  specialist,
  user as userTable,
  waitlistCheck,
  waitlistEntry,
  waitlistOffer,
} from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { appointmentRowById, toAppointmentView } from '../appointments/appointment-rows.ts';
import { availabilityInput, bookableOrThrow } from '../availability/bookable-times.ts';
import { loadScheduleData, rowsOf } from '../availability/load-schedule-data.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { bookInCallersTransaction } from '../booking/book-appointment.ts';
import type { BookingDependencies } from '../booking/booking-dependencies.ts';
import type { WaitlistOfferFacts } from '../side-effects/domain-events.ts';
import { recordEvents, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';

// Namespace of the two-key advisory lock of one business's waitlist (the other key is the business).
const WAITLIST_LOCK = 724_310_017;

export const OFFER_NOT_FOUND_MESSAGE = 'Toks pasiūlymas nerastas.';
export const OFFER_EXPIRED_MESSAGE =
  'Deja, pasiūlymo laikas baigėsi ir laikas pasiūlytas kitam laukiančiam klientui. Jūs likote laukiančiųjų sąraše.';
export const OFFER_CLOSED_MESSAGE = 'Šis pasiūlymas nebegalioja.';

const offerNotFound = () => new AppError('offer_not_found', 404, OFFER_NOT_FOUND_MESSAGE);

/** Serialises, until the transaction ends, everything that changes one business's waitlist offers. */
export async function lockWaitlist(tx: Transaction, businessId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_LOCK}, hashtext(${businessId}))`);
}

/** The sum of the business's availability versions: it moves with every change of its free times. */
async function availabilityVersionOf(db: DbOrTx, businessId: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(version), 0)::bigint as version from availability_version where business_id = ${businessId}::uuid`,
  );
  return Number(rowsOf<{ version: string | number }>(result)[0]?.version ?? 0);
}

/**
 * The businesses with waitlist work due at `now`: an open offer whose hold ran out, or waiting entries
 * and free times that changed since the line was last matched.
 */
async function businessesDue(db: Database, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct o.business_id as id from waitlist_offer o
    where o.status = 'open' and o.expires_at <= ${now.toISOString()}::timestamptz
    union
    select e.business_id from waitlist_entry e
    left join waitlist_check c on c.business_id = e.business_id
    where e.status = 'waiting'
      and c.version is distinct from (
        select coalesce(sum(v.version), 0) from availability_version v where v.business_id = e.business_id)`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Waiting entries whose date is over in their business's time zone end; returns how many did. */
async function endPastEntries(db: Database, now: Date): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone b.time_zone)::date`;
  const past = sql`exists (select 1 from business b where b.id = ${waitlistEntry.businessId} and ${waitlistEntry.date} < ${today})`;
  const isPast = and(eq(waitlistEntry.status, 'waiting'), past);
  // A plain look first: a pass with nothing due writes nothing.
  if (!(await anyRow(db, waitlistEntry, isPast))) return 0;
  const ended = await db
    .update(waitlistEntry)
    .set({ status: 'ended' })
    .where(isPast)
    .returning({ id: waitlistEntry.id });
  return ended.length;
}

/** One pass of the waitlist over everything due at `now` (the visit clock calls it). */
export async function waitlistPass(db: Database, jobs: JobQueue<SideEffectJob>, now: Date): Promise<void> {
  await endPastEntries(db, now);
  for (const businessId of await businessesDue(db, now)) {
    await db.transaction((tx) => matchBusinessWaitlist(tx, { jobs, businessId, now }));
  }
}

/**
 * In the caller's transaction: ends the business's offers whose hold ran out, then offers free time to
 * the waiting entries in line order, and records the availability version the line was matched against.
 */
export async function matchBusinessWaitlist(
  tx: Transaction,
  { jobs, businessId, now }: { jobs: JobQueue<SideEffectJob>; businessId: string; now: Date },
): Promise<void> {
  await lockWaitlist(tx, businessId);
  await tx
    .update(waitlistOffer)
    .set({ status: 'expired' })
    .where(
      and(
        eq(waitlistOffer.businessId, businessId),
        eq(waitlistOffer.status, 'open'),
        lte(waitlistOffer.expiresAt, now),
      ),
    );

  const [owner] = await tx.select().from(business).where(eq(business.id, businessId));
  if (!owner) return;
  const today = localDateOf(now.getTime(), owner.timeZone);
  const holding = tx
    .select({ entryId: waitlistOffer.entryId })
    .from(waitlistOffer)
    .where(and(eq(waitlistOffer.businessId, businessId), eq(waitlistOffer.status, 'open')));
  const waiting = await tx
    .select({ entry: waitlistEntry, user: { name: userTable.name, email: userTable.email } })
    .from(waitlistEntry)
    .innerJoin(userTable, eq(userTable.id, waitlistEntry.userId))
    .where(
      and(
        eq(waitlistEntry.businessId, businessId),
        eq(waitlistEntry.status, 'waiting'),
        notInArray(waitlistEntry.id, holding),
      ),
    );
  const line = inLineOrder(
    waiting
      // One whose date is over waits for nothing (the pass ends it).
      .filter((row) => !entryEnded(row.entry.date, today))
      .map((row) => ({ ...row, id: row.entry.id, joinedAt: row.entry.createdAt })),
  );
  const passed = await passedTimes(
    tx,
    line.map((row) => row.id),
  );
  for (const { entry, user } of line) {
    await offerToEntry(tx, jobs, {
      owner,
      entry,
      user,
      passed: passed.get(entry.id) ?? [],
      now,
    });
  }
  const version = await availabilityVersionOf(tx, businessId);
  await tx
    .insert(waitlistCheck)
    .values({ businessId, version })
    .onConflictDoUpdate({ target: waitlistCheck.businessId, set: { version } });
}

/** The times each entry was offered and let go (ran out or declined): not offered to it again. */
async function passedTimes(tx: Transaction, entryIds: string[]): Promise<Map<string, PassedTime[]>> {
  const found = new Map<string, PassedTime[]>();
  if (entryIds.length === 0) return found;
  const rows = await tx
    .select({ entryId: waitlistOffer.entryId, start: waitlistOffer.startsAt, end: waitlistOffer.endsAt })
    .from(waitlistOffer)
    .where(
      and(inArray(waitlistOffer.entryId, entryIds), inArray(waitlistOffer.status, ['expired', 'withdrawn'])),
    );
  for (const row of rows) {
    const list = found.get(row.entryId) ?? [];
    list.push({ start: row.start.toISOString(), end: row.end.toISOString() });
    found.set(row.entryId, list);
  }
  return found;
}

/** Offers the entry the first start its window now has, if any; a clash with a booking just made skips it. */
async function offerToEntry(
  tx: Transaction,
  jobs: JobQueue<SideEffectJob>,
  {
    owner,
    entry,
    user,
    passed,
    now,
  }: {
    owner: typeof business.$inferSelect;
    entry: typeof waitlistEntry.$inferSelect;
    user: { name: string; email: string };
    passed: PassedTime[];
    now: Date;
  },
): Promise<void> {
  const data = await loadScheduleData(tx, {
    businessSlug: owner.slug,
    serviceId: entry.serviceId,
    specialistId: entry.specialistId,
    from: entry.date,
    to: entry.date,
    withAppointments: true,
  });
  let bookable;
  try {
    bookable = bookableOrThrow(data, entry.specialistId ?? undefined);
  } catch (error) {
    // The service or specialist is gone, or the business stopped taking bookings: nothing to offer.
    if (error instanceof AppError) return;
    throw error;
  }
  const slot = offerableSlot(
    availabilityInput(bookable, now),
    { date: entry.date, from: entry.fromTime, to: entry.toTime },
    passed,
  );
  if (!slot) return;
  const startsAt = new Date(slot.start);
  const endsAt = new Date(slot.end);
  const blockedUntil = new Date(endsAt.getTime() + bookable.service.bufferAfterMinutes * 60_000);
  const expiresAt = offerExpiresAt(now, owner.waitlistHoldMinutes);
  try {
    // A savepoint: a visit booked between the read and the hold refuses only this offer.
    const offer = await tx.transaction(async (inner) => {
      await lockSpecialistTime(inner, slot.specialistId);
      const [row] = await inner
        .insert(waitlistOffer)
        .values({
          entryId: entry.id,
          businessId: owner.id,
          specialistId: slot.specialistId,
          startsAt,
          endsAt,
          blockedUntil,
          expiresAt,
        })
        .returning();
      return row!;
    });
    const facts: WaitlistOfferFacts = {
      offerId: offer.id,
      businessId: owner.id,
      userId: entry.userId,
      client: user,
      business: { slug: owner.slug, name: owner.name, timeZone: owner.timeZone },
      service: { name: bookable.service.name },
      specialist: { name: bookable.candidates.find((one) => one.id === slot.specialistId)?.name ?? '' },
      startsAt,
      endsAt,
      expiresAt,
    };
    await recordEvents(jobs, tx, [{ type: 'waitlist.offered', offer: facts }]);
  } catch (error) {
    if (!isOverlapRefusal(error)) throw error;
  }
}

interface OfferRow {
  offer: typeof waitlistOffer.$inferSelect;
  entry: typeof waitlistEntry.$inferSelect;
  business: typeof business.$inferSelect;
  service: typeof service.$inferSelect;
  specialist: { id: string; name: string };
}

function selectOffers(db: DbOrTx) {
  return db
    .select({
      offer: waitlistOffer,
      entry: waitlistEntry,
      business,
      service,
      specialist: { id: specialist.id, name: specialist.name },
    })
    .from(waitlistOffer)
    .innerJoin(waitlistEntry, eq(waitlistEntry.id, waitlistOffer.entryId))
    .innerJoin(business, eq(business.id, waitlistOffer.businessId))
    .innerJoin(service, eq(service.id, waitlistEntry.serviceId))
    .innerJoin(specialist, eq(specialist.id, waitlistOffer.specialistId));
}

export function toOfferView(row: OfferRow): WaitlistOffer {
  const zone = row.business.timeZone;
  return {
    id: row.offer.id,
    entryId: row.entry.id,
    status: row.offer.status,
    start: formatInstant(row.offer.startsAt.getTime(), zone),
    end: formatInstant(row.offer.endsAt.getTime(), zone),
    expiresAt: row.offer.expiresAt.toISOString(),
    specialistId: row.offer.specialistId,
    serviceId: row.entry.serviceId,
    business: { slug: row.business.slug, name: row.business.name, address: row.business.address },
    service: {
      id: row.service.id,
      name: row.service.name,
      durationMinutes: row.service.durationMinutes,
      priceCents: row.service.priceCents,
    },
    specialist: row.specialist,
    timeZone: zone,
    appointmentId: row.offer.appointmentId,
  };
}

/** The client's offer (any status); 404 for an offer that is not theirs. */
export async function offerOfUser(
  db: DbOrTx,
  user: SessionUser | null,
  offerId: string,
): Promise<WaitlistOffer> {
  if (!user) throw unauthorized();
  if (!isUuid(offerId)) throw offerNotFound();
  const [row] = await selectOffers(db).where(
    and(eq(waitlistOffer.id, offerId), eq(waitlistEntry.userId, user.id)),
  );
  if (!row) throw offerNotFound();
  return toOfferView(row);
}

/** The client's open offers, soonest ending first. */
export async function openOffersOfUser(db: DbOrTx, user: SessionUser | null): Promise<WaitlistOffer[]> {
  if (!user) throw unauthorized();
  const rows = await selectOffers(db)
    .where(and(eq(waitlistEntry.userId, user.id), eq(waitlistOffer.status, 'open')))
    .orderBy(asc(waitlistOffer.expiresAt));
  return rows.map(toOfferView);
}

/**
 * The client takes the held time: under the business's waitlist lock the offer must still be open and
 * held at `now`; its hold is released and the time booked under the usual rules (a confirmed address,
 * a phone number where the salon asks for one, the slot still offered), all in one transaction, so a
 * refusal leaves the offer open. A second accept of the same offer gets the visit the first one booked.
 */
export async function acceptOffer(
  deps: BookingDependencies,
  { user, offerId }: { user: SessionUser | null; offerId: string },
): Promise<Appointment> {
  if (!user) throw unauthorized('Norėdami užsiregistruoti vizitui, prisijunkite.');
  const mine = await offerOfUser(deps.db, user, offerId);
  if (!user.emailVerified) throw new AppError('email_not_verified', 403, EMAIL_NOT_VERIFIED_MESSAGE);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [found] = await selectOffers(tx).where(eq(waitlistOffer.id, mine.id));
      if (!found) throw offerNotFound();
      await lockWaitlist(tx, found.business.id);
      const [current] = await selectOffers(tx).where(eq(waitlistOffer.id, mine.id));
      if (!current) throw offerNotFound();
      if (current.offer.status === 'accepted' && current.offer.appointmentId) {
        return bookedVisit(tx, current.offer.appointmentId, now);
      }
      if (current.offer.status !== 'open' || !offerStillHeld(current.offer.expiresAt, now)) {
        throw new AppError('offer_expired', 409, OFFER_EXPIRED_MESSAGE);
      }
      await tx
        .update(waitlistOffer)
        .set({ status: 'accepted' })
        .where(eq(waitlistOffer.id, current.offer.id));
      const booked = await bookInCallersTransaction(deps, tx, {
        user,
        input: {
          business: current.business.slug,
          service: current.entry.serviceId,
          specialist: current.offer.specialistId,
          start: current.offer.startsAt.toISOString(),
        },
        now,
      });
      // A waitlist entry is for one service: the visit is its one row.
      const row = booked.rows[0]!;
      await tx
        .update(waitlistOffer)
        .set({ appointmentId: row.id })
        .where(eq(waitlistOffer.id, current.offer.id));
      await tx
        .update(waitlistEntry)
        .set({ status: 'booked', appointmentId: row.id })
        .where(eq(waitlistEntry.id, current.entry.id));
      return toAppointmentView(
        {
          ...row,
          business: booked.data.business,
          service: booked.data.service,
          specialist: { id: booked.slot.specialistId, name: booked.event.specialist.name },
        },
        now,
      );
    });
  } catch (error) {
    if (isOverlapRefusal(error)) {
      throw new AppError('slot_taken', 409, 'Atsiprašome, šis laikas jau užimtas.');
    }
    throw error;
  }
}

async function bookedVisit(tx: Transaction, appointmentId: string, now: Date): Promise<Appointment> {
  const row = await appointmentRowById(tx, appointmentId);
  if (!row) throw offerNotFound();
  return toAppointmentView(row, now);
}

/**
 * The client lets the offer go: its hold ends and the time goes to the next in line at the waitlist's
 * next pass; the entry keeps waiting for another time. An offer no longer open: 409.
 */
export async function declineOffer(
  db: Database,
  { user, offerId }: { user: SessionUser | null; offerId: string },
): Promise<void> {
  const mine = await offerOfUser(db, user, offerId);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ businessId: waitlistOffer.businessId })
      .from(waitlistOffer)
      .where(eq(waitlistOffer.id, mine.id));
    if (!found) throw offerNotFound();
    await lockWaitlist(tx, found.businessId);
    const [withdrawn] = await tx
      .update(waitlistOffer)
      .set({ status: 'withdrawn' })
      .where(and(eq(waitlistOffer.id, mine.id), eq(waitlistOffer.status, 'open')))
      .returning({ id: waitlistOffer.id });
    if (!withdrawn) throw new AppError('offer_expired', 409, OFFER_CLOSED_MESSAGE);
  });
}

// A client's place on a salon's waitlist ("Pranešti, jei atsilaisvins"): joining for a date and window,
// the list on "Mano vizitai", leaving it, and the salon's list of one day. What is offered to whom is
// decided by the waitlist's pass (waitlist-offers.ts), which the visit clock runs.
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type {
  AdminWaitlistDay,
  JoinWaitlistInput,
  WaitlistEntry,
  WaitlistOffer,
} from '../../../contracts/waitlist.ts';
import { addDays, formatInstant, localDateOf } from '../../../core/availability/zoned-day.ts';
import { offerableSlot } from '../../../core/waitlist/waitlist-rules.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/records/uuid.ts';
import {
  business,
  service,
  specialist,
  user as userTable,
  waitlistEntry,
  waitlistOffer,
} from '../../db/schema.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { requireBusinessAccess } from '../access/business-access.ts';
import { availabilityInput, loadBookable } from '../availability/bookable-times.ts';
import { lockWaitlist, openOffersOfUser } from './waitlist-offers.ts';

export const TIME_AVAILABLE_MESSAGE =
  'Šiuo metu yra laisvų laikų, tinkančių jūsų pasirinktam laikui – užsiregistruokite iš karto.';
export const ALREADY_WAITING_MESSAGE = 'Jūs jau laukiate šios paslaugos šią dieną.';
export const DATE_OUT_OF_RANGE_MESSAGE =
  'Šiai dienai laukti negalima: pasirinkite dieną nuo šiandien iki registracijos laikotarpio pabaigos.';
export const ENTRY_NOT_FOUND_MESSAGE = 'Toks įrašas laukiančiųjų sąraše nerastas.';

const entryNotFound = () => new AppError('waitlist_entry_not_found', 404, ENTRY_NOT_FOUND_MESSAGE);

/**
 * Puts the client in line for a date and window. Refused when the window already has a free time (the
 * client should book it), when they already wait for that service that day, or for a date outside
 * today … the booking horizon; the business, service and specialist must be bookable as on the calendar.
 */
export async function joinWaitlist(
  db: Database,
  { user, input, now }: { user: SessionUser | null; input: JoinWaitlistInput; now: Date },
): Promise<WaitlistEntry> {
  if (!user) throw unauthorized('Norėdami laukti atsilaisvinusio laiko, prisijunkite.');
  const data = await loadBookable(
    db,
    { business: input.business, service: input.service, specialist: input.specialist },
    { from: input.date, to: input.date, withAppointments: true },
  );
  const today = localDateOf(now.getTime(), data.business.timeZone);
  const lastDate = addDays(today, Math.max(0, data.business.bookingHorizonDays));
  if (input.date < today || input.date > lastDate) {
    throw new AppError('date_out_of_range', 422, DATE_OUT_OF_RANGE_MESSAGE, {
      date: DATE_OUT_OF_RANGE_MESSAGE,
    });
  }
  const window = { date: input.date, from: input.from, to: input.to };
  if (offerableSlot(availabilityInput(data, now), window)) {
    throw new AppError('time_available', 409, TIME_AVAILABLE_MESSAGE);
  }
  const id = await db.transaction(async (tx) => {
    // With the pass's lock: two joins at once cannot both pass the "already waiting" look.
    await lockWaitlist(tx, data.business.id);
    const [already] = await tx
      .select({ id: waitlistEntry.id })
      .from(waitlistEntry)
      .where(
        and(
          eq(waitlistEntry.userId, user.id),
          eq(waitlistEntry.businessId, data.business.id),
          eq(waitlistEntry.serviceId, data.service.id),
          eq(waitlistEntry.date, input.date),
          eq(waitlistEntry.status, 'waiting'),
        ),
      )
      .limit(1);
    if (already) throw new AppError('already_waiting', 409, ALREADY_WAITING_MESSAGE);
    const [row] = await tx
      .insert(waitlistEntry)
      .values({
        businessId: data.business.id,
        serviceId: data.service.id,
        specialistId: input.specialist ?? null,
        userId: user.id,
        date: input.date,
        fromTime: input.from,
        toTime: input.to,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: waitlistEntry.id });
    return row!.id;
  });
  const [entry] = await entriesOf(db, user, [id]);
  return entry!;
}

/** The client's entries still waiting (with the offer holding a time for one, if any), by date. */
export async function waitingEntriesOf(db: DbOrTx, user: SessionUser | null): Promise<WaitlistEntry[]> {
  if (!user) throw unauthorized();
  return entriesOf(db, user);
}

async function entriesOf(db: DbOrTx, user: SessionUser, ids?: string[]): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      entry: waitlistEntry,
      business: { slug: business.slug, name: business.name },
      service: { id: service.id, name: service.name },
      specialist: { id: specialist.id, name: specialist.name },
    })
    .from(waitlistEntry)
    .innerJoin(business, eq(business.id, waitlistEntry.businessId))
    .innerJoin(service, eq(service.id, waitlistEntry.serviceId))
    .leftJoin(specialist, eq(specialist.id, waitlistEntry.specialistId))
    .where(
      and(
        eq(waitlistEntry.userId, user.id),
        ids ? inArray(waitlistEntry.id, ids) : eq(waitlistEntry.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntry.date), asc(waitlistEntry.fromTime), asc(waitlistEntry.createdAt));
  const offers = new Map<string, WaitlistOffer>(
    (await openOffersOfUser(db, user)).map((offer) => [offer.entryId, offer]),
  );
  return rows.map((row) => ({
    id: row.entry.id,
    business: row.business,
    service: row.service,
    specialist: row.specialist,
    date: row.entry.date,
    from: row.entry.fromTime,
    to: row.entry.toTime,
    status: row.entry.status,
    offer: offers.get(row.entry.id) ?? null,
    createdAt: row.entry.createdAt.toISOString(),
  }));
}

/**
 * The client leaves the line; an offer holding a time for the entry is withdrawn, so the time goes to
 * the next in line at the waitlist's next pass. Another person's entry, or one no longer waiting: 404.
 */
export async function leaveWaitlist(
  db: Database,
  { user, entryId }: { user: SessionUser | null; entryId: string },
): Promise<void> {
  if (!user) throw unauthorized();
  if (!isUuid(entryId)) throw entryNotFound();
  const [found] = await db
    .select({ businessId: waitlistEntry.businessId })
    .from(waitlistEntry)
    .where(and(eq(waitlistEntry.id, entryId), eq(waitlistEntry.userId, user.id)));
  if (!found) throw entryNotFound();
  await db.transaction(async (tx) => {
    await lockWaitlist(tx, found.businessId);
    const [left] = await tx
      .update(waitlistEntry)
      .set({ status: 'left' })
      .where(
        and(
          eq(waitlistEntry.id, entryId),
          eq(waitlistEntry.userId, user.id),
          eq(waitlistEntry.status, 'waiting'),
        ),
      )
      .returning({ id: waitlistEntry.id });
    if (!left) throw entryNotFound();
    await tx
      .update(waitlistOffer)
      .set({ status: 'withdrawn' })
      .where(and(eq(waitlistOffer.entryId, entryId), eq(waitlistOffer.status, 'open')));
  });
}

/**
 * One day's waitlist of a business, in line order, as its staff see it: every member may look (a
 * specialist sees the entries for them and for "any specialist"); another business's member: 404.
 */
export async function waitlistOfDay(
  db: DbOrTx,
  { user, business: businessRef, date }: { user: SessionUser | null; business: string; date: string },
): Promise<AdminWaitlistDay> {
  const access = await requireBusinessAccess(db, { user, businessRef });
  const zone = access.business.timeZone;
  const forSpecialist =
    access.role !== 'specialist'
      ? undefined
      : access.ownSpecialistId
        ? or(isNull(waitlistEntry.specialistId), eq(waitlistEntry.specialistId, access.ownSpecialistId))
        : isNull(waitlistEntry.specialistId);
  const rows = await db
    .select({
      entry: waitlistEntry,
      client: { name: userTable.name, email: userTable.email, phone: userTable.phoneNumber },
      service: { id: service.id, name: service.name },
      specialist: { id: specialist.id, name: specialist.name },
    })
    .from(waitlistEntry)
    .innerJoin(userTable, eq(userTable.id, waitlistEntry.userId))
    .innerJoin(service, eq(service.id, waitlistEntry.serviceId))
    .leftJoin(specialist, eq(specialist.id, waitlistEntry.specialistId))
    .where(and(eq(waitlistEntry.businessId, access.business.id), eq(waitlistEntry.date, date), forSpecialist))
    .orderBy(asc(waitlistEntry.createdAt), asc(waitlistEntry.id));
  const entryIds = rows.map((row) => row.entry.id);
  const offers =
    entryIds.length === 0
      ? []
      : await db
          .select({
            entryId: waitlistOffer.entryId,
            startsAt: waitlistOffer.startsAt,
            expiresAt: waitlistOffer.expiresAt,
            specialist: { id: specialist.id, name: specialist.name },
          })
          .from(waitlistOffer)
          .innerJoin(specialist, eq(specialist.id, waitlistOffer.specialistId))
          .where(and(inArray(waitlistOffer.entryId, entryIds), eq(waitlistOffer.status, 'open')))
          .orderBy(desc(waitlistOffer.createdAt));
  const offerOf = new Map(offers.map((offer) => [offer.entryId, offer]));
  return {
    business: { slug: access.business.slug, name: access.business.name },
    date,
    timeZone: zone,
    items: rows.map((row) => {
      const offer = offerOf.get(row.entry.id);
      return {
        id: row.entry.id,
        client: row.client,
        service: row.service,
        specialist: row.specialist,
        from: row.entry.fromTime,
        to: row.entry.toTime,
        status: row.entry.status,
        createdAt: row.entry.createdAt.toISOString(),
        offer: offer
          ? {
              start: formatInstant(offer.startsAt.getTime(), zone),
              expiresAt: offer.expiresAt.toISOString(),
              specialist: offer.specialist,
            }
          : null,
      };
    }),
  };
}

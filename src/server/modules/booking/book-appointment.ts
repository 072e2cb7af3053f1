// Online booking by a signed-in client, in one transaction: with the specialist's calendar locked, the
// start must be a slot the engine offers right now (same code as the public calendar); the database's
// exclusion constraint is the final word when two people race for one slot: the loser gets 409, never a
// double booking and never a 500.
// A visit of several services is booked the same way: the engine checks the whole visit (each service with
// its buffer) for one specialist who performs them all, and every part is a row of its own, inserted in the
// same transaction under the same lock: all or nothing.
import {
  bookedServiceIds,
  EMAIL_NOT_VERIFIED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  type Appointment,
  type CreateAppointmentInput,
} from '../../../contracts/booking.ts';
import { visitParts } from '../../../core/appointments/visit-group.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SQL_STATE,
  isOverlapRefusal,
  isUniqueViolation,
  sqlState,
  type Transaction,
} from '../../db/client.ts';
import { appointment, appointmentReminder, clientCard, user as userTable } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { findOrCreateClientCard, type ClientCardRow } from '../client-cards/find-or-create-client-card.ts';
import { offeredSlotAt, type BookableScheduleData } from '../availability/bookable-times.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import {
  holdKey,
  idempotentRequestOf,
  replay,
  storeAnswer,
  storedAnswer,
  storeRefusal,
} from '../idempotency/idempotent-requests.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import type { Slot } from '../../../core/availability/types.ts';
import { toAppointmentView, toGroupView } from '../appointments/appointment-rows.ts';
import { joinServiceNames } from '../../../core/appointments/visit-group.ts';
import { reminderRows } from '../reminders/reminders.ts';
import type { BookingDependencies } from './booking-dependencies.ts';
import { recordEvents } from '../side-effects/side-effect-jobs.ts';
import { recordConsent } from '../marketing/marketing-consent.ts';
import type { VisitFacts } from '../side-effects/visit-wording.ts';

export const SLOT_UNAVAILABLE_MESSAGE = 'Šis laikas nebegalimas. Pasirinkite kitą laiką.';
export const SLOT_TAKEN_MESSAGE =
  'Atsiprašome, šį laiką ką tik užėmė kitas klientas. Pasirinkite kitą laiką.';

const MAX_ATTEMPTS = 3;

const slotUnavailable = () => new AppError('slot_unavailable', 422, SLOT_UNAVAILABLE_MESSAGE);
const slotTaken = () => new AppError('slot_taken', 409, SLOT_TAKEN_MESSAGE);
const phoneRequired = () =>
  new AppError('phone_required', 422, PHONE_REQUIRED_MESSAGE, { phoneNumber: PHONE_REQUIRED_MESSAGE });

/** Read from the database, not the session: the number may have been saved a moment ago in the flow. */
async function hasPhoneNumber(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ phoneNumber: userTable.phoneNumber })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return Boolean(row?.phoneNumber);
}

/** A booking's answer: the visit, and for a visit of several services each part (`appointments`). */
export interface BookingAnswer {
  appointment: Appointment;
  appointments?: Appointment[];
}

interface BookingRequest {
  user: SessionUser | null;
  input: CreateAppointmentInput;
  idempotencyKey?: string;
}

export async function bookAppointment(
  deps: BookingDependencies,
  request: BookingRequest,
): Promise<Appointment> {
  return (await bookVisit(deps, request)).appointment;
}

export async function bookVisit(
  deps: BookingDependencies,
  { user, input, idempotencyKey }: BookingRequest,
): Promise<BookingAnswer> {
  if (!user) throw unauthorized('Norėdami užsiregistruoti vizitui, prisijunkite.');
  // Otherwise anyone could sign up with someone else's address and book (and be reminded) under it.
  if (!user.emailVerified) throw new AppError('email_not_verified', 403, EMAIL_NOT_VERIFIED_MESSAGE);
  const now = deps.now();
  // With a key, a repeat of a request already answered gets that answer and books nothing.
  const request =
    idempotencyKey === undefined
      ? null
      : idempotentRequestOf({
          userId: user.id,
          key: idempotencyKey,
          operation: 'book-appointment',
          input,
          now,
        });
  const earlier = request ? await storedAnswer(deps.db, request) : null;
  if (earlier) return replay<BookingAnswer>(earlier);

  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        if (request) {
          // A repeat sent while the first is still running waits for it here, then gets its answer.
          await holdKey(tx, request);
          const answered = await storedAnswer(tx, request);
          if (answered) return { answered };
        }
        // Books and enqueues the announcements in this transaction: a rollback sends nothing.
        const booked = await bookInTransaction(deps, tx, user, input, now, attempt);
        const parts = booked.rows.map((row, index) => ({
          ...row,
          business: booked.data.business,
          service: booked.data.visitServices[index] ?? booked.data.service,
          specialist: { id: booked.slot.specialistId, name: booked.event.specialist.name },
        }));
        const answer: BookingAnswer =
          parts.length === 1
            ? { appointment: toAppointmentView(parts[0]!, now) }
            : {
                appointment: toGroupView(parts, now),
                appointments: parts.map((part) => toAppointmentView(part, now)),
              };
        if (request) await storeAnswer(tx, request, { status: 201, body: answer });
        return { answer };
      });
      if (outcome.answered) return replay<BookingAnswer>(outcome.answered);
      return outcome.answer;
    } catch (error) {
      // The key's answer was stored by a repeat in the meantime (the booking here was rolled back).
      if (request && isUniqueViolation(error)) {
        const answered = await storedAnswer(deps.db, request);
        if (answered) return replay<BookingAnswer>(answered);
      }
      const outcome = afterFailedAttempt(error, { anySpecialist: input.specialist === undefined, attempt });
      if (outcome.retry) continue;
      // A refusal (nothing booked) is the key's answer too, so a retry hears the same.
      if (request && outcome.error instanceof AppError && outcome.error.status < 500) {
        return replay<BookingAnswer>(await storeRefusal(deps.db, request, outcome.error));
      }
      throw outcome.error;
    }
  }
}

/** Thrown when "any specialist" lost its specialist before the lock: look again, or answer `finalAnswer`. */
class LookAgain extends Error {
  readonly finalAnswer: AppError;
  constructor(finalAnswer: AppError) {
    super('The specialist given the start stopped being free before their calendar was locked');
    this.finalAnswer = finalAnswer;
  }
}

export type AttemptOutcome = { retry: true } | { retry: false; error: unknown };

/**
 * What a failed booking attempt means: try again, or the error to answer with. A 23P01 from the exclusion
 * constraint (or a 40P01 deadlock) means someone else got the time first: 409 slot_taken — unless with
 * "any specialist" the same start may still be free with another specialist (or, after a deadlock, nobody
 * may have it), when it is worth another look. Any other error is passed on unchanged.
 */
export function afterFailedAttempt(
  error: unknown,
  context: { anySpecialist: boolean; attempt: number },
): AttemptOutcome {
  const lastAttempt = context.attempt >= MAX_ATTEMPTS;
  if (error instanceof LookAgain) {
    return lastAttempt ? { retry: false, error: error.finalAnswer } : { retry: true };
  }
  if (!isOverlapRefusal(error)) return { retry: false, error };
  // A deadlock between overlapping inserts (only possible against writers that skip lockSpecialistTime).
  const mayRetry = sqlState(error) === SQL_STATE.deadlockDetected || context.anySpecialist;
  return mayRetry && !lastAttempt ? { retry: true } : { retry: false, error: slotTaken() };
}

/**
 * One try, all in one transaction: lock the specialist's calendar, then ask the engine whether the start
 * is offered — so a holiday, override, schedule or visit saved by anyone before the lock is seen — then
 * write the card and the visit. The exclusion constraint stays the final authority.
 */
async function bookInTransaction(
  deps: BookingDependencies,
  tx: Transaction,
  user: SessionUser,
  input: CreateAppointmentInput,
  now: Date,
  attempt: number,
): Promise<{
  data: BookableScheduleData;
  slot: Slot;
  rows: (typeof appointment.$inferSelect)[];
  event: VisitFacts;
}> {
  // Gone because someone took it (now or in a lost race): say so rather than "unavailable".
  const notOffered = (heldByOthers: boolean) =>
    heldByOthers || attempt > 1 ? slotTaken() : slotUnavailable();
  const serviceIds = bookedServiceIds(input);
  const target = {
    business: input.business,
    service: serviceIds[0] ?? '',
    services: serviceIds.length > 1 ? serviceIds : undefined,
    start: input.start,
  };

  // Whose calendar to lock: the chosen specialist's, or for "any" the one the engine gives the start to.
  let specialistId = input.specialist;
  if (specialistId === undefined) {
    const preview = await offeredSlotAt(tx, target, now);
    if (!preview.slot) throw notOffered(preview.heldByOthers);
    specialistId = preview.slot.specialistId;
  }
  await lockSpecialistTime(tx, specialistId);

  // The answer that counts, read under the lock.
  const { data, slot, heldByOthers } = await offeredSlotAt(tx, { ...target, specialist: specialistId }, now);
  if (!slot) {
    // With "any specialist", someone else may still have the start free: look again from the top.
    if (input.specialist === undefined) throw new LookAgain(notOffered(heldByOthers));
    throw notOffered(heldByOthers);
  }

  const { business } = data;
  if (business.requiresPhoneNumber && !(await hasPhoneNumber(tx, user.id))) throw phoneRequired();
  const status = business.requiresConfirmation ? ('pending' as const) : ('confirmed' as const);
  // The client's card at this business: theirs, a walk-in card the salon made with their e-mail (linked
  // now, so the visit history stays on one card), or a new one made from the account.
  const card = await findOrCreateClientCard(tx, {
    businessId: business.id,
    user: { id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber },
  });
  await fillMissingContacts(tx, card, user);
  // Several services: one row each, back to back as the engine checked them, sharing the group's id.
  const groupId = data.visitServices.length > 1 ? randomUUID() : null;
  const times = visitParts(new Date(slot.start).getTime(), data.visitServices);
  const rows = await insertBooking(
    tx,
    data,
    data.visitServices.map((service, index) => {
      const part = times[index]!;
      return {
        businessId: business.id,
        specialistId: slot.specialistId,
        serviceId: service.id,
        clientUserId: user.id,
        clientCardId: card.id,
        startsAt: new Date(part.startMs),
        endsAt: new Date(part.endMs),
        blockedUntil: new Date(part.blockedUntilMs),
        status,
        source: 'online' as const,
        clientNote: input.note ?? '',
        priceCents: service.priceCents,
        durationMinutes: service.durationMinutes,
        confirmedAt: status === 'confirmed' ? now : null,
        groupId,
      };
    }),
    now,
  );
  // Given at the confirm step, the consent commits with the visit it was given with.
  if (input.marketingConsent)
    await recordConsent(tx, { userId: user.id, businessId: business.id, via: 'booking', now });
  // The messages commit with the visit, or not at all: one event for the whole visit.
  const event = bookingEvent(data, slot, rows, user);
  await recordEvents(deps.jobs, tx, [{ type: 'visit.booked', by: 'client', visit: event }]);
  return { data, slot, rows, event };
}

/**
 * A time booked inside the caller's transaction under the usual rules (the waitlist's accept, once it has
 * released the offer's hold in that transaction); a refusal throws and rolls the caller back.
 */
export function bookInCallersTransaction(
  deps: BookingDependencies,
  tx: Transaction,
  { user, input, now }: { user: SessionUser; input: CreateAppointmentInput; now: Date },
) {
  return bookInTransaction(deps, tx, user, input, now, 1);
}

/**
 * The visit and its reminders (the business's offsets, read with the schedule) in ONE statement: each round
 * trip is a large part of what a booking costs. The ids are made here so the reminders can name their visit.
 * A visit of several services is reminded of once: its reminders belong to the first part.
 * The event that refreshes open admin calendars goes out after the commit, to every instance.
 */
async function insertBooking(
  tx: Transaction,
  data: BookableScheduleData,
  parts: Omit<typeof appointment.$inferInsert, 'id' | 'sequence'>[],
  now: Date,
): Promise<(typeof appointment.$inferSelect)[]> {
  const values = parts.map((part) => ({ ...part, id: randomUUID(), sequence: 0 }));
  const [visit] = values;
  if (!visit) throw new Error('A booking needs at least one service');
  const reminders = reminderRows(visit, data.reminderOffsetsMinutes, now);
  const withReminders =
    reminders.length === 0
      ? tx
      : tx.with(
          tx
            .$with('planned')
            .as(tx.insert(appointmentReminder).values(reminders).returning({ id: appointmentReminder.id })),
        );
  const inserted = await withReminders.insert(appointment).values(values).returning();
  const [first] = inserted;
  if (!first || inserted.length !== values.length) throw new Error('The appointment insert returned no row');
  await publishAppointmentEvent(tx, {
    type: 'appointment.created',
    appointmentId: first.id,
    businessId: first.businessId,
    specialistIds: [first.specialistId],
  });
  // The insert returns its rows in no promised order: give them back in the visit's.
  return inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** What the business wrote on an existing card stays; only contacts it lacks are taken from the account. */
async function fillMissingContacts(tx: Transaction, card: ClientCardRow, user: SessionUser): Promise<void> {
  const missing: { email?: string; phone?: string } = {};
  if (!card.email && user.email) missing.email = user.email;
  if (!card.phone && user.phoneNumber) missing.phone = user.phoneNumber;
  if (missing.email === undefined && missing.phone === undefined) return;
  await tx.update(clientCard).set(missing).where(eq(clientCard.id, card.id));
}

/** The booked visit as its messages tell it: of several services, one visit from first start to last end. */
function bookingEvent(
  data: BookableScheduleData,
  slot: Slot,
  rows: (typeof appointment.$inferSelect)[],
  user: SessionUser,
): VisitFacts {
  const specialist = data.candidates.find((candidate) => candidate.id === slot.specialistId);
  const row = rows[0]!;
  const last = rows.at(-1)!;
  return {
    appointmentId: row.id,
    sequence: row.sequence,
    businessId: data.business.id,
    clientUserId: user.id,
    status: row.status === 'pending' ? 'pending' : 'confirmed',
    startsAt: row.startsAt,
    endsAt: last.endsAt,
    priceCents: rows.reduce((sum, part) => sum + part.priceCents, 0),
    clientNote: row.clientNote,
    business: data.business,
    service: {
      id: data.service.id,
      name: joinServiceNames(data.visitServices.map((service) => service.name)),
    },
    specialist: { id: slot.specialistId, name: specialist?.name ?? '' },
    client: { name: user.name, email: user.email, phone: user.phoneNumber },
  };
}

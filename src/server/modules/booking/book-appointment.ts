// Online booking by a signed-in client. The start must be a slot the engine offers right now (same
// code as the public calendar); the database's exclusion constraint is the final word when two people
// race for one slot: the loser gets 409, never a double booking and never a 500.
import type { Appointment, CreateAppointmentInput } from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { sql } from 'drizzle-orm';
import { sqlState } from '../../db/client.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { offeredSlotAt, type BookableScheduleData } from '../scheduling/availability.ts';
import { lockSpecialistTime } from '../scheduling/specialist-lock.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import type { Slot } from '../../../core/availability/types.ts';
import { toAppointmentView } from './appointment-view.ts';
import type { BookingDependencies } from './booking-dependencies.ts';
import { announceBooking, type BookingEvent } from './booking-side-effects.ts';

export const SLOT_UNAVAILABLE_MESSAGE = 'Šis laikas nebegalimas. Pasirinkite kitą laiką.';
export const SLOT_TAKEN_MESSAGE =
  'Atsiprašome, šį laiką ką tik užėmė kitas klientas. Pasirinkite kitą laiką.';

const EXCLUSION_VIOLATION = '23P01';
// A deadlock between overlapping inserts (only possible against writers that skip lockSpecialistTime).
const DEADLOCK_DETECTED = '40P01';
const MAX_ATTEMPTS = 3;

const slotUnavailable = () => new AppError('slot_unavailable', 422, SLOT_UNAVAILABLE_MESSAGE);
const slotTaken = () => new AppError('slot_taken', 409, SLOT_TAKEN_MESSAGE);

export async function bookAppointment(
  deps: BookingDependencies,
  user: SessionUser | null,
  input: CreateAppointmentInput,
): Promise<Appointment> {
  if (!user) throw unauthorized('Norėdami užsiregistruoti vizitui, prisijunkite.');
  const now = deps.now();

  for (let attempt = 1; ; attempt++) {
    const { data, slot, heldByOthers } = await offeredSlotAt(deps.db, input, now);
    // Gone because someone took it (now or in a lost race): say so rather than "unavailable".
    if (!slot) throw heldByOthers || attempt > 1 ? slotTaken() : slotUnavailable();
    try {
      const row = await insertBooking(deps, user, input, data, slot, now);
      const event = bookingEvent(data, slot, row, user);
      deps.background.run(`booking ${row.id}`, () => announceBooking(deps, event));
      return toAppointmentView(
        {
          ...row,
          business: data.business,
          service: data.service,
          specialist: { id: slot.specialistId, name: event.specialist.name },
        },
        now,
      );
    } catch (error) {
      const state = sqlState(error);
      if (state !== EXCLUSION_VIOLATION && state !== DEADLOCK_DETECTED) throw error;
      // Someone else got there first. With "any specialist" the same start may still be free with
      // another specialist, and after a deadlock nobody may have it: look again. Otherwise it is gone.
      const mayRetry = state === DEADLOCK_DETECTED || input.specialist === undefined;
      if (!mayRetry || attempt >= MAX_ATTEMPTS) throw slotTaken();
    }
  }
}

async function insertBooking(
  deps: BookingDependencies,
  user: SessionUser,
  input: CreateAppointmentInput,
  data: BookableScheduleData,
  slot: Slot,
  now: Date,
) {
  const { business, service } = data;
  const startsAt = new Date(slot.start);
  const endsAt = new Date(slot.end);
  const status = business.requiresConfirmation ? ('pending' as const) : ('confirmed' as const);
  return deps.db.transaction(async (tx) => {
    await lockSpecialistTime(tx, slot.specialistId);
    // The client's card at this business: found, or made from the account. What the business has
    // written on an existing card stays; only missing contacts are filled in.
    const [card] = await tx
      .insert(clientCard)
      .values({
        businessId: business.id,
        userId: user.id,
        name: user.name,
        email: user.email,
        phone: user.phoneNumber,
      })
      .onConflictDoUpdate({
        target: [clientCard.businessId, clientCard.userId],
        set: {
          email: sql`coalesce(${clientCard.email}, excluded.email)`,
          phone: sql`coalesce(${clientCard.phone}, excluded.phone)`,
        },
      })
      .returning({ id: clientCard.id });
    const [row] = await tx
      .insert(appointment)
      .values({
        businessId: business.id,
        specialistId: slot.specialistId,
        serviceId: service.id,
        clientUserId: user.id,
        clientCardId: card?.id ?? null,
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + service.bufferAfterMinutes * 60_000),
        status,
        source: 'online',
        clientNote: input.note ?? '',
        priceCents: service.priceCents,
        durationMinutes: service.durationMinutes,
        confirmedAt: status === 'confirmed' ? now : null,
      })
      .returning();
    if (!row) throw new Error('The appointment insert returned no row');
    // Open admin calendars refresh (delivered on commit, to every instance).
    await publishAppointmentEvent(tx, {
      type: 'appointment.created',
      appointmentId: row.id,
      businessId: business.id,
      specialistIds: [slot.specialistId],
    });
    return row;
  });
}

function bookingEvent(
  data: BookableScheduleData,
  slot: Slot,
  row: typeof appointment.$inferSelect,
  user: SessionUser,
): BookingEvent {
  const specialist = data.candidates.find((candidate) => candidate.id === slot.specialistId);
  return {
    appointmentId: row.id,
    businessId: data.business.id,
    clientUserId: user.id,
    status: row.status === 'pending' ? 'pending' : 'confirmed',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceCents: row.priceCents,
    clientNote: row.clientNote,
    business: data.business,
    service: { name: data.service.name },
    specialist: { name: specialist?.name ?? '' },
    client: { name: user.name, email: user.email, phone: user.phoneNumber },
  };
}

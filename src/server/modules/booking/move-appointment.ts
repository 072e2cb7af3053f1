// A client moves their own visit online, before the business's cutoff, to a start the booking calendar
// offers (the same engine and rules as booking; the visit's own time does not count against it). A visit of
// several services moves whole, back to back as booked. One transaction with the specialist's calendar
// locked: the old time stays held until the new one is, and the database's exclusion constraint has the
// last word when two visits race for one time.
import { eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { cancellationDeadline, holdsTime } from '../../../core/appointments/status-machine.ts';
import { visitParts } from '../../../core/appointments/visit-group.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { HOUR_FORMS } from '../../../core/format/nouns.ts';
import type { Appointment, MoveAppointmentInput } from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { isOverlapRefusal, type DbOrTx } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import { AppError, unauthorized, visitNotFound } from '../../http/app-error.ts';
import {
  appointmentRowOfUser,
  freshVisitParts,
  groupVisitFacts,
  toGroupView,
  visitPartsOf,
  type AppointmentRow,
} from '../appointments/appointment-rows.ts';
import { writeVisitParts } from '../appointments/move-visit-parts.ts';
import { offeredSlotAt, type HeldTime } from '../availability/bookable-times.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { planVisitReminders } from '../reminders/reminders.ts';
import { recordEvents } from '../side-effects/side-effect-jobs.ts';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from './book-appointment.ts';
import type { BookingDependencies } from './booking-dependencies.ts';

export function moveCutoffPassedMessage(cutoffHours: number): string {
  return `Vizito perkelti internetu nebegalima – liko mažiau nei ${formatCount(cutoffHours, HOUR_FORMS)}. Susisiekite su salonu telefonu.`;
}

// Worded as booking words them: the calendar shows the message and offers the times again.
const slotTaken = () => new AppError('slot_taken', 409, SLOT_TAKEN_MESSAGE);
const slotUnavailable = () => new AppError('slot_unavailable', 422, SLOT_UNAVAILABLE_MESSAGE);
const changedMeanwhile = () =>
  new AppError(
    'conflict',
    409,
    'Vizitas ką tik pasikeitė. Atnaujinkite puslapį ir pasirinkite laiką dar kartą.',
  );

function statusRefusal(status: keyof typeof APPOINTMENT_STATUS_LABELS) {
  return new AppError(
    'invalid_status',
    409,
    `Šio vizito perkelti negalima – jo būsena: „${APPOINTMENT_STATUS_LABELS[status]}“.`,
  );
}

/** The time a visit holds, as the booking calendar leaves it out while the visit is being moved. */
export const heldTimeOf = (row: AppointmentRow): HeldTime => ({
  specialistId: row.specialist.id,
  startsAt: row.startsAt,
  blockedUntil: row.blockedUntil,
});

/**
 * The held time of the signed-in client's own visit `visitId` (every part of a visit of several services),
 * which the calendar may offer again while that visit is moved; undefined without a visit, a user, or for a
 * visit that is not theirs or holds none.
 */
export async function freedTimeOfOwnVisit(
  db: DbOrTx,
  user: SessionUser | null,
  visitId: string | undefined,
): Promise<HeldTime[] | undefined> {
  if (!user || visitId === undefined) return undefined;
  const row = await appointmentRowOfUser(db, user.id, visitId);
  if (!row || !holdsTime(row.status)) return undefined;
  const parts = await visitPartsOf(db, row);
  return parts.filter((part) => holdsTime(part.status)).map(heldTimeOf);
}

export async function moveAppointmentByClient(
  deps: BookingDependencies,
  { user, id, input }: { user: SessionUser | null; id: string; input: MoveAppointmentInput },
): Promise<Appointment> {
  if (!user) throw unauthorized();
  const now = deps.now();
  // Another client's visit is "not found": its existence is not theirs to know.
  const named = await appointmentRowOfUser(deps.db, user.id, id);
  if (!named) throw visitNotFound();
  // A visit of several services moves whole, whichever part is named: its first start decides the cutoff.
  const parts = await visitPartsOf(deps.db, named);
  const current = parts[0] ?? named;
  const notHeld = parts.find((part) => !holdsTime(part.status));
  if (notHeld) throw statusRefusal(notHeld.status);
  const cutoffHours = current.business.cancellationCutoffHours;
  // The same moment as cancelling online: from the cutoff on, the visit's time is the salon's to plan.
  if (now.getTime() >= cancellationDeadline(current.startsAt, cutoffHours).getTime()) {
    throw new AppError('cutoff_passed', 409, moveCutoffPassedMessage(cutoffHours));
  }

  const specialistId = input.specialist ?? current.specialist.id;
  try {
    const moved = await deps.db.transaction(async (tx) => {
      await lockSpecialistTime(tx, specialistId);
      // Read under the lock: whatever anyone saved before it is seen; the visit's own time is free. The
      // same question as booking it: the whole visit, each service with its buffer, one specialist.
      const { data, slot, heldByOthers } = await offeredSlotAt(
        tx,
        {
          business: current.business.slug,
          service: current.service.id,
          services: parts.length > 1 ? parts.map((part) => part.service.id) : undefined,
          specialist: specialistId,
          start: input.start,
          freeing: parts.map(heldTimeOf),
        },
        now,
      );
      if (!slot) throw heldByOthers ? slotTaken() : slotUnavailable();
      const times = visitParts(new Date(slot.start).getTime(), data.visitServices).map((part) => ({
        startsAt: new Date(part.startMs),
        endsAt: new Date(part.endMs),
        blockedUntil: new Date(part.blockedUntilMs),
      }));
      // A salon that confirms its bookings confirms the new time too.
      const status = data.business.requiresConfirmation ? 'pending' : current.status;
      const written = await writeVisitParts(tx, {
        parts,
        times,
        specialistId,
        set: { status, ...(status === 'pending' ? { confirmedAt: null } : {}) },
        where: eq(appointment.clientUserId, user.id),
      });
      if (!written) throw changedMeanwhile();
      const after = await freshVisitParts(tx, current.id);
      const [first] = after;
      if (!first || after.length !== parts.length)
        throw new Error(`Visit ${current.id} lost a part during its move`);
      // Reminders belong to the first part (one set for the whole visit).
      await planVisitReminders(tx, first, now);
      await publishAppointmentEvent(tx, {
        type: 'appointment.updated',
        appointmentId: current.id,
        businessId: current.businessId,
        specialistIds: [...new Set([current.specialist.id, specialistId])],
      });
      // One message for the whole visit.
      await recordEvents(deps.jobs, tx, [
        { type: 'visit.moved-by-client', before: groupVisitFacts(parts), visit: groupVisitFacts(after) },
      ]);
      return after;
    });
    return toGroupView(moved, now);
  } catch (error) {
    // Someone took the time between the engine's answer and the write: nothing changed.
    if (isOverlapRefusal(error)) throw slotTaken();
    throw error;
  }
}

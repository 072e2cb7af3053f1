// A client moves their own visit online, before the business's cutoff, to a start the booking calendar
// offers (the same engine and rules as booking; the visit's own time does not count against it). One
// UPDATE in one transaction with the specialist's calendar locked: the old time stays held until the new
// one is, and the database's exclusion constraint has the last word when two visits race for one time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { cancellationDeadline, HELD_STATUSES, holdsTime } from '../../../core/appointments/status-machine.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { HOUR_FORMS } from '../../../core/format/nouns.ts';
import type { Appointment, MoveAppointmentInput } from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { isOverlapRefusal, type DbOrTx } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import { AppError, unauthorized, visitNotFound } from '../../http/app-error.ts';
import {
  appointmentRowById,
  appointmentRowOfUser,
  toAppointmentView,
  visitFactsOf,
  type AppointmentRow,
} from '../appointments/appointment-rows.ts';
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
 * The held time of the signed-in client's own visit `visitId`, which the calendar may offer again while
 * that visit is moved; undefined without a visit, a user, or for a visit that is not theirs or holds none.
 */
export async function freedTimeOfOwnVisit(
  db: DbOrTx,
  user: SessionUser | null,
  visitId: string | undefined,
): Promise<HeldTime | undefined> {
  if (!user || visitId === undefined) return undefined;
  const row = await appointmentRowOfUser(db, user.id, visitId);
  return row && holdsTime(row.status) ? heldTimeOf(row) : undefined;
}

export async function moveAppointmentByClient(
  deps: BookingDependencies,
  { user, id, input }: { user: SessionUser | null; id: string; input: MoveAppointmentInput },
): Promise<Appointment> {
  if (!user) throw unauthorized();
  const now = deps.now();
  // Another client's visit is "not found": its existence is not theirs to know.
  const current = await appointmentRowOfUser(deps.db, user.id, id);
  if (!current) throw visitNotFound();
  if (!holdsTime(current.status)) throw statusRefusal(current.status);
  const cutoffHours = current.business.cancellationCutoffHours;
  // The same moment as cancelling online: from the cutoff on, the visit's time is the salon's to plan.
  if (now.getTime() >= cancellationDeadline(current.startsAt, cutoffHours).getTime()) {
    throw new AppError('cutoff_passed', 409, moveCutoffPassedMessage(cutoffHours));
  }

  const specialistId = input.specialist ?? current.specialist.id;
  try {
    const moved = await deps.db.transaction(async (tx) => {
      await lockSpecialistTime(tx, specialistId);
      // Read under the lock: whatever anyone saved before it is seen; the visit's own time is free.
      const { data, slot, heldByOthers } = await offeredSlotAt(
        tx,
        {
          business: current.business.slug,
          service: current.service.id,
          specialist: specialistId,
          start: input.start,
          freeing: heldTimeOf(current),
        },
        now,
      );
      if (!slot) throw heldByOthers ? slotTaken() : slotUnavailable();
      const startsAt = new Date(slot.start);
      const endsAt = new Date(slot.end);
      // A salon that confirms its bookings confirms the new time too.
      const status = data.business.requiresConfirmation ? 'pending' : current.status;
      const [updated] = await tx
        .update(appointment)
        .set({
          startsAt,
          endsAt,
          blockedUntil: new Date(endsAt.getTime() + data.service.bufferAfterMinutes * 60_000),
          durationMinutes: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
          specialistId,
          status,
          ...(status === 'pending' ? { confirmedAt: null } : {}),
          // A new version of the visit: the calendar file's SEQUENCE, and the reminders' version.
          sequence: sql`${appointment.sequence} + 1`,
        })
        .where(
          and(
            eq(appointment.id, current.id),
            eq(appointment.clientUserId, user.id),
            inArray(appointment.status, HELD_STATUSES),
            // Only as it was read: a change by the salon (or another tab) in between wins.
            eq(appointment.startsAt, current.startsAt),
            eq(appointment.specialistId, current.specialist.id),
          ),
        )
        .returning({ id: appointment.id });
      if (!updated) throw changedMeanwhile();
      const after = await appointmentRowById(tx, current.id);
      if (!after) throw new Error(`Appointment ${current.id} vanished after its move`);
      await planVisitReminders(tx, after, now);
      await publishAppointmentEvent(tx, {
        type: 'appointment.updated',
        appointmentId: current.id,
        businessId: current.businessId,
        specialistIds: [...new Set([current.specialist.id, specialistId])],
      });
      await recordEvents(deps.jobs, tx, [
        { type: 'visit.moved-by-client', before: visitFactsOf(current), visit: visitFactsOf(after) },
      ]);
      return after;
    });
    return toAppointmentView(moved, now);
  } catch (error) {
    // Someone took the time between the engine's answer and the write: nothing changed.
    if (isOverlapRefusal(error)) throw slotTaken();
    throw error;
  }
}

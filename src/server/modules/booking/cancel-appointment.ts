// A client cancels (API: "declines") their own visit online, before the business's cutoff. A visit of several
// services is cancelled whole, whichever part is named: its first start decides the cutoff.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { HELD_STATUSES, transitionRefusal } from '../../../core/appointments/status-machine.ts';
import { formatCount } from '../../../core/format/plural.ts';
import type { Appointment, DeclineAppointmentInput } from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError, unauthorized, visitNotFound } from '../../http/app-error.ts';
import {
  appointmentRowOfUser,
  groupVisitFacts,
  toGroupView,
  visitPartsOf,
  type AppointmentRow,
} from '../appointments/appointment-rows.ts';
import type { BookingDependencies } from './booking-dependencies.ts';
import { recordEvents } from '../side-effects/side-effect-jobs.ts';
import type { VisitFacts } from '../side-effects/visit-wording.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { cancelVisitReminders } from '../reminders/reminders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HOUR_FORMS } from '../../../core/format/nouns.ts';

export function cutoffPassedMessage(cutoffHours: number): string {
  return `Vizito atšaukti internetu nebegalima – liko mažiau nei ${formatCount(cutoffHours, HOUR_FORMS)}. Susisiekite su salonu telefonu.`;
}

function statusRefusal(status: keyof typeof APPOINTMENT_STATUS_LABELS) {
  return new AppError(
    'invalid_status',
    409,
    `Šio vizito atšaukti negalima – jo būsena: „${APPOINTMENT_STATUS_LABELS[status]}“.`,
  );
}

export async function cancelAppointmentByClient(
  deps: BookingDependencies,
  user: SessionUser | null,
  input: DeclineAppointmentInput,
): Promise<Appointment> {
  if (!user) throw unauthorized();
  const now = deps.now();
  // Another client's visit is "not found": its existence is not theirs to know.
  const named = await appointmentRowOfUser(deps.db, user.id, input.id);
  if (!named) throw visitNotFound();
  const parts = await visitPartsOf(deps.db, named);
  const current = parts[0] ?? named;

  const refusal = transitionRefusal(current, 'cancelled', {
    actor: 'client',
    now,
    cancellationCutoffHours: current.business.cancellationCutoffHours,
  });
  if (refusal === 'cutoff_passed') {
    throw new AppError('cutoff_passed', 409, cutoffPassedMessage(current.business.cancellationCutoffHours));
  }
  if (refusal !== null) throw statusRefusal(current.status);

  const reason = input.reason ? input.reason : null;
  const cancelled = await deps.db.transaction(async (tx) => {
    // Conditional on the status still holding time: a business decision in between wins, and is reported.
    const partIds = parts.map((part) => part.id);
    const updated = await tx
      .update(appointment)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        declineReason: reason,
        sequence: sql`${appointment.sequence} + 1`,
      })
      .where(
        and(
          inArray(appointment.id, partIds),
          eq(appointment.clientUserId, user.id),
          inArray(appointment.status, HELD_STATUSES),
        ),
      )
      .returning({
        id: appointment.id,
        status: appointment.status,
        declineReason: appointment.declineReason,
        sequence: appointment.sequence,
      });
    if (updated.length === 0) return null;
    // A business decision on one part in between: the visit is no longer whole, so change none of it.
    if (updated.length !== parts.length) {
      throw new AppError(
        'conflict',
        409,
        'Vizitas ką tik pasikeitė. Atnaujinkite puslapį ir bandykite dar kartą.',
      );
    }
    const rows: AppointmentRow[] = parts.map((part) => ({
      ...part,
      ...updated.find((changed) => changed.id === part.id),
    }));
    for (const id of partIds) await cancelVisitReminders(tx, id, now);
    // Open admin calendars refresh (after the commit); the business and the client hear of it through a job.
    await publishAppointmentEvent(tx, {
      type: 'appointment.cancelled',
      appointmentId: current.id,
      businessId: current.businessId,
      specialistIds: [current.specialist.id],
    });
    await recordEvents(deps.jobs, tx, [
      { type: 'visit.cancelled', visit: await cancellationEvent(tx, rows, user), reason },
    ]);
    return rows;
  });
  if (!cancelled) {
    const latest = await appointmentRowOfUser(deps.db, user.id, input.id);
    throw statusRefusal(latest?.status ?? current.status);
  }
  return toGroupView(cancelled, now);
}

async function cancellationEvent(db: DbOrTx, rows: AppointmentRow[], user: SessionUser): Promise<VisitFacts> {
  const row = rows[0];
  if (!row) throw new RangeError('A cancellation needs the visit');
  // The business knows the client by their card (it may differ from the account's name).
  const [card] = await db
    .select({ name: clientCard.name, email: clientCard.email, phone: clientCard.phone })
    .from(clientCard)
    .where(and(eq(clientCard.businessId, row.businessId), eq(clientCard.userId, user.id)))
    .limit(1);
  return {
    ...groupVisitFacts(rows),
    sequence: row.sequence,
    clientUserId: user.id,
    client: {
      name: card?.name ?? user.name,
      email: card?.email ?? user.email,
      phone: card?.phone ?? user.phoneNumber,
    },
  };
}

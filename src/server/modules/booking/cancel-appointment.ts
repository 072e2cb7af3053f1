// A client cancels (API: "declines") their own visit online, before the business's cutoff.
import { and, eq, inArray } from 'drizzle-orm';
import { transitionRefusal } from '../../../core/appointments/status-machine.ts';
import { formatCount } from '../../../core/format/plural.ts';
import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type DeclineAppointmentInput,
} from '../../../contracts/booking.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import { appointmentRowOfUser, toAppointmentView, type AppointmentViewRow } from './appointment-view.ts';
import type { BookingDependencies } from './booking-dependencies.ts';
import { announceClientCancellation, type BookingEvent } from './booking-side-effects.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';

export const APPOINTMENT_NOT_FOUND = 'Vizitas nerastas.';

const HOURS = { one: 'valanda', few: 'valandos', many: 'valandų', fraction: 'valandos' };

export function cutoffPassedMessage(cutoffHours: number): string {
  return `Vizito atšaukti internetu nebegalima – liko mažiau nei ${formatCount(cutoffHours, HOURS)}. Susisiekite su salonu telefonu.`;
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
  const current = await appointmentRowOfUser(deps.db, user.id, input.id);
  if (!current) throw notFound(APPOINTMENT_NOT_FOUND);

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
  // Conditional on the status still holding time: a business decision in between wins, and is reported.
  const [updated] = await deps.db
    .update(appointment)
    .set({ status: 'cancelled', cancelledAt: now, declineReason: reason })
    .where(
      and(
        eq(appointment.id, current.id),
        eq(appointment.clientUserId, user.id),
        inArray(appointment.status, ['pending', 'confirmed']),
      ),
    )
    .returning({ status: appointment.status, declineReason: appointment.declineReason });
  if (!updated) {
    const latest = await appointmentRowOfUser(deps.db, user.id, input.id);
    throw statusRefusal(latest?.status ?? current.status);
  }

  const cancelled: AppointmentViewRow = { ...current, ...updated };
  // Open admin calendars refresh; a lost event must not undo the client's cancellation.
  deps.background.run(`cancellation event ${current.id}`, () =>
    publishAppointmentEvent(deps.db, {
      type: 'appointment.cancelled',
      appointmentId: current.id,
      businessId: current.businessId,
      specialistIds: [current.specialist.id],
    }),
  );
  deps.background.run(`cancellation ${current.id}`, async () =>
    announceClientCancellation(deps, await cancellationEvent(deps, cancelled, user), reason),
  );
  return toAppointmentView(cancelled, now);
}

async function cancellationEvent(
  deps: BookingDependencies,
  row: AppointmentViewRow,
  user: SessionUser,
): Promise<BookingEvent> {
  // The business knows the client by their card (it may differ from the account's name).
  const [card] = await deps.db
    .select({ name: clientCard.name, email: clientCard.email, phone: clientCard.phone })
    .from(clientCard)
    .where(and(eq(clientCard.businessId, row.businessId), eq(clientCard.userId, user.id)))
    .limit(1);
  return {
    appointmentId: row.id,
    businessId: row.businessId,
    clientUserId: user.id,
    status: 'confirmed',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceCents: row.priceCents,
    clientNote: row.clientNote,
    business: row.business,
    service: { name: row.service.name },
    specialist: { name: row.specialist.name },
    client: {
      name: card?.name ?? user.name,
      email: card?.email ?? user.email,
      phone: card?.phone ?? user.phoneNumber,
    },
  };
}

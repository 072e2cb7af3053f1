// PATCH /api/admin/appointment/{id}: the business confirms, declines (with a reason), marks a finished visit
// completed or no-show, moves it (time, specialist), changes its service or length, or writes its own note.
// Status changes follow the life cycle (src/core/appointments/status-machine.ts); a new time must fit the
// specialist's working time unless placed outside it on purpose, and never overlaps another visit: the
// database's exclusion constraint decides (409). The client hears about it after the commit.
import { and, eq, sql } from 'drizzle-orm';
import {
  holdsTime,
  NO_SHOW_AFTER_MINUTES,
  transitionRefusal,
  type AppointmentStatus,
  type TransitionRefusal,
} from '../../../core/appointments/status-machine.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import type { AdminAppointment, UpdateAppointmentInput } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { appointment } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { appointmentWithAccess, requireOwnSpecialist } from './appointment-access.ts';
import { appointmentRowById, toAdminAppointment, type AppointmentRow } from './appointment-rows.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { cancelVisitReminders, planVisitReminders } from '../reminders/reminders.ts';
import { rowChangeEvents } from '../side-effects/domain-events.ts';
import { recordEvents } from '../side-effects/side-effect-jobs.ts';
import {
  asSlotTaken,
  explainSlotTaken,
  assertNotPast,
  assertPerforms,
  assertPlacement,
  serviceOfBusiness,
  specialistOfBusiness,
} from './placement.ts';

const label = (status: AppointmentStatus) => APPOINTMENT_STATUS_LABELS[status];

export const DECLINE_REASON_REQUIRED = 'Nurodykite atmetimo priežastį – ją pamatys klientas.';

export function invalidTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  refusal: TransitionRefusal,
): AppError {
  let message: string;
  if (refusal === 'not_ended') {
    message = `Vizitą pažymėti kaip „${label(to)}“ galima tik jam pasibaigus.`;
  } else if (refusal === 'too_early') {
    message = `Kad klientas neatvyko, galima pažymėti praėjus ${NO_SHOW_AFTER_MINUTES} min. nuo vizito pradžios.`;
  } else if (to === 'cancelled') {
    message =
      'Vizitą atšaukti gali tik klientas. Jei salonas negali priimti kliento, atmeskite vizitą nurodydami priežastį.';
  } else {
    message = `Vizito, kurio būsena „${label(from)}“, negalima pakeisti į „${label(to)}“.`;
  }
  return new AppError('invalid_transition', 409, message, { status: message });
}

type AppointmentChanges = Partial<typeof appointment.$inferInsert>;

/** Staff changing visit `id`; from a page, `businessRef` names the business the visit must belong to. */
export interface VisitChange<I> {
  user: SessionUser | null;
  id: string;
  input: I;
  businessRef?: string;
}

export async function updateAppointment(
  deps: AdminAppointmentDependencies,
  { user, id, input, businessRef }: VisitChange<UpdateAppointmentInput>,
): Promise<AdminAppointment> {
  const now = deps.now();
  const { access, row } = await appointmentWithAccess(deps.db, { user, id, businessRef });
  const changes: AppointmentChanges = {};

  // ---- status
  let status = row.status;
  if (input.status !== undefined && input.status !== row.status) {
    const refusal = transitionRefusal(row, input.status, {
      actor: 'business',
      now,
      cancellationCutoffHours: row.business.cancellationCutoffHours,
    });
    if (refusal) throw invalidTransition(row.status, input.status, refusal);
    status = input.status;
    changes.status = input.status;
    if (input.status === 'confirmed') changes.confirmedAt = now;
    if (input.status === 'declined') {
      const reason = input.declineReason?.trim() ?? '';
      if (!reason)
        throw new AppError('reason_required', 422, DECLINE_REASON_REQUIRED, {
          declineReason: DECLINE_REASON_REQUIRED,
        });
      changes.declineReason = reason;
    }
  }
  if (input.declineReason !== undefined && input.status !== 'declined') {
    const message = 'Priežastis nurodoma tik atmetant vizitą.';
    throw new AppError('invalid_input', 400, message, { declineReason: message });
  }
  if (input.note !== undefined && input.note !== row.businessNote) changes.businessNote = input.note;

  // ---- time, specialist, service, length
  const start = input.start === undefined ? row.startsAt : new Date(input.start);
  const specialistId = input.specialistId ?? row.specialist.id;
  const serviceId = input.serviceId ?? row.service.id;
  const serviceChanged = serviceId !== row.service.id;
  /** Where a move puts the visit, to name what holds that time if the database refuses it. */
  let movedTo: { specialist: { id: string; name: string }; start: Date; blockedUntil: Date } | null = null;
  const wantsMove =
    start.getTime() !== row.startsAt.getTime() ||
    specialistId !== row.specialist.id ||
    serviceChanged ||
    (input.durationMinutes !== undefined && input.durationMinutes !== row.durationMinutes);
  if (wantsMove) {
    if (!holdsTime(status)) {
      const message = `Vizito, kurio būsena „${label(status)}“, laiko keisti nebegalima.`;
      throw new AppError('not_editable', 409, message, { start: message });
    }
    requireOwnSpecialist(access, specialistId);
    const who =
      specialistId === row.specialist.id && !input.specialistId
        ? row.specialist
        : await specialistOfBusiness(deps.db, row.businessId, specialistId);
    const what = serviceChanged
      ? await serviceOfBusiness(deps.db, row.businessId, serviceId)
      : {
          id: row.service.id,
          name: row.service.name,
          bufferAfterMinutes: row.service.bufferAfterMinutes,
          durationMinutes: row.durationMinutes,
          priceCents: row.priceCents,
        };
    if (serviceChanged || specialistId !== row.specialist.id)
      await assertPerforms(deps.db, { businessId: row.businessId, specialist: who, service: what });
    const durationMinutes =
      input.durationMinutes ?? (serviceChanged ? what.durationMinutes : row.durationMinutes);
    const end = new Date(start.getTime() + durationMinutes * 60_000);
    if (start.getTime() !== row.startsAt.getTime()) {
      assertNotPast(start, now, 'Vizito negalima perkelti į praeitį.');
    }
    await assertPlacement(deps.db, {
      business: row.business,
      specialist: who,
      start,
      end,
      allowOutsideHours: input.allowOutsideHours === true,
    });
    const blockedUntil = new Date(end.getTime() + what.bufferAfterMinutes * 60_000);
    movedTo = { specialist: who, start, blockedUntil };
    Object.assign(changes, {
      startsAt: start,
      endsAt: end,
      blockedUntil,
      specialistId,
      serviceId,
      durationMinutes,
      ...(serviceChanged ? { priceCents: what.priceCents } : {}),
    } satisfies AppointmentChanges);
  }

  if (Object.keys(changes).length === 0) return toAdminAppointment(row, now);
  // A change the client is told about is a new version of the visit (the calendar file's SEQUENCE).
  const told = changes.status !== undefined || wantsMove;
  const versioned = told ? { ...changes, sequence: sql`${appointment.sequence} + 1` } : changes;

  let after: AppointmentRow;
  try {
    after = await deps.db.transaction(async (tx) => {
      if (wantsMove) await lockSpecialistTime(tx, specialistId);
      // Only if nobody changed its status meanwhile (e.g. the client cancelled it a moment ago).
      const [updated] = await tx
        .update(appointment)
        .set(versioned)
        .where(and(eq(appointment.id, row.id), eq(appointment.status, row.status)))
        .returning({ id: appointment.id });
      if (!updated) {
        throw new AppError(
          'conflict',
          409,
          'Vizitas ką tik pasikeitė (gal klientas jį atšaukė). Atnaujinkite puslapį ir bandykite dar kartą.',
        );
      }
      await publishAppointmentEvent(tx, {
        type: holdsTime(status) ? 'appointment.updated' : 'appointment.cancelled',
        appointmentId: row.id,
        businessId: row.businessId,
        specialistIds: [row.specialist.id, specialistId],
      });
      const changed = await appointmentRowById(tx, row.id);
      if (!changed) throw new Error(`Appointment ${row.id} vanished after its update`);
      // Reminders follow the visit's version: re-planned (a moment gone is skipped), or dropped when
      // the visit stops holding time.
      if (!holdsTime(changed.status)) await cancelVisitReminders(tx, row.id, now);
      else if (told) await planVisitReminders(tx, changed, now);
      if (told) await recordEvents(deps.jobs, tx, rowChangeEvents(row, changed));
      return changed;
    });
  } catch (error) {
    throw movedTo
      ? await explainSlotTaken(deps.db, error, {
          ...movedTo,
          exceptAppointmentId: row.id,
          timeZone: row.business.timeZone,
        })
      : asSlotTaken(error);
  }
  return toAdminAppointment(after, now);
}

/** `GET /api/admin/appointment/{id}/note`: the business's own note. */
export async function appointmentNote(
  deps: Pick<AdminAppointmentDependencies, 'db'>,
  user: SessionUser | null,
  id: string,
): Promise<{ note: string }> {
  const { row } = await appointmentWithAccess(deps.db, { user, id });
  return { note: row.businessNote };
}

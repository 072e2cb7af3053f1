// PATCH /api/admin/appointment/{id}: the business confirms, declines (with a reason), marks a finished visit
// completed or no-show, moves it (time, specialist), changes its service or length, or writes its own note.
// Status changes follow the life cycle (src/core/appointments/status-machine.ts); a new time must fit the
// specialist's working time unless placed outside it on purpose, and never overlaps another visit: the
// database's exclusion constraint decides (409). The client hears about it after the commit.
// A part of a visit of several services changes status with the whole visit (one message to the client),
// and moving it (time, specialist) moves the whole visit by as much; its service or length is not changed
// alone.
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import {
  appointmentRowById,
  freshVisitParts,
  groupVisitFacts,
  toAdminAppointment,
  visitPartsOf,
  type AppointmentRow,
} from './appointment-rows.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { shiftedParts, writeVisitParts } from './move-visit-parts.ts';
import { cancelVisitReminders, planVisitReminders } from '../reminders/reminders.ts';
import { rowChangeEvents, visitChangeEvents } from '../side-effects/domain-events.ts';
import { recordEvents, recordHeldEvents } from '../side-effects/side-effect-jobs.ts';
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

export const GROUP_PART_SERVICE_MESSAGE =
  'Tai kelių paslaugų vizito dalis: jos paslaugos atskirai keisti negalima. Perkelti galima visą vizitą.';
export const GROUP_PART_LENGTH_MESSAGE =
  'Tai kelių paslaugų vizito dalis: jos trukmės atskirai keisti negalima. Perkelti galima visą vizitą.';
const GROUP_MOVE_WITH_STATUS_MESSAGE =
  'Kelių paslaugų vizitą pirmiausia perkelkite, o jo būseną pakeiskite atskirai.';

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

/** The visit changed between reading it and writing it (a client cancelled it, a colleague moved it). */
const changedMeanwhile = () =>
  new AppError(
    'conflict',
    409,
    'Vizitas ką tik pasikeitė (gal klientas jį atšaukė). Atnaujinkite puslapį ir bandykite dar kartą.',
  );

/** Staff changing visit `id`; from a page, `businessRef` names the business the visit must belong to. */
export interface VisitChange<I> {
  user: SessionUser | null;
  id: string;
  input: I;
  businessRef?: string;
  /**
   * An undo token: a change of the visit's time, specialist or length only is announced to the client
   * after the undo window (`recordEvents`' hold), so that `undoHeldMove` can still take it back.
   */
  hold?: string;
}

export async function updateAppointment(
  deps: AdminAppointmentDependencies,
  change: VisitChange<UpdateAppointmentInput>,
): Promise<AdminAppointment> {
  return (await changeVisit(deps, change)).appointment;
}

/** `updateAppointment`, telling also whether the announcement of the change was held under `hold`. */
export async function changeVisit(
  deps: AdminAppointmentDependencies,
  { user, id, input, businessRef, hold }: VisitChange<UpdateAppointmentInput>,
): Promise<{ appointment: AdminAppointment; held: boolean }> {
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
  if (wantsMove && row.groupId) {
    // The whole visit moves with any of its parts; a part's service or length is not changed alone.
    const lengthChanged =
      input.durationMinutes !== undefined && input.durationMinutes !== row.durationMinutes;
    if (serviceChanged || lengthChanged) {
      const message = lengthChanged ? GROUP_PART_LENGTH_MESSAGE : GROUP_PART_SERVICE_MESSAGE;
      throw new AppError('visit_group', 409, message, {
        [lengthChanged ? 'durationMinutes' : 'serviceId']: message,
      });
    }
    if (changes.status !== undefined) {
      throw new AppError('visit_group', 409, GROUP_MOVE_WITH_STATUS_MESSAGE, {
        status: GROUP_MOVE_WITH_STATUS_MESSAGE,
      });
    }
    return moveGroup(deps, {
      access,
      row,
      start,
      specialistId,
      allowOutsideHours: input.allowOutsideHours === true,
      businessNote: changes.businessNote,
      hold,
      now,
    });
  }
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

  if (Object.keys(changes).length === 0) return { appointment: toAdminAppointment(row, now), held: false };
  if (row.groupId && changes.status !== undefined) {
    return { appointment: await updateGroupStatus(deps, row, changes, now), held: false };
  }
  // A change the client is told about is a new version of the visit (the calendar file's SEQUENCE).
  const told = changes.status !== undefined || wantsMove;
  // Only a move is held: undoing it puts the visit back where it was (a status or service is not undone).
  const held = hold !== undefined && wantsMove && changes.status === undefined && !serviceChanged;
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
        throw changedMeanwhile();
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
      if (told) {
        const events = rowChangeEvents(row, changed);
        if (hold) await recordHeldEvents(deps.jobs, tx, { events, hold });
        else await recordEvents(deps.jobs, tx, events);
      }
      return changed;
    });
  } catch (error) {
    throw movedTo
      ? await explainSlotTaken(deps.db, error, {
          ...movedTo,
          exceptAppointmentIds: [row.id],
          timeZone: row.business.timeZone,
        })
      : asSlotTaken(error);
  }
  return { appointment: toAdminAppointment(after, now), held };
}

/**
 * A visit of several services moved through one of its parts: every part by the same offset (lengths and
 * buffers kept), to the same specialist, who must perform every service of it; one new version, one
 * message (held for the undo like a single visit's move), or no change at all.
 */
async function moveGroup(
  deps: AdminAppointmentDependencies,
  {
    access,
    row,
    start,
    specialistId,
    allowOutsideHours,
    businessNote,
    hold,
    now,
  }: {
    access: Awaited<ReturnType<typeof appointmentWithAccess>>['access'];
    row: AppointmentRow;
    start: Date;
    specialistId: string;
    allowOutsideHours: boolean;
    businessNote: string | undefined;
    hold: string | undefined;
    now: Date;
  },
): Promise<{ appointment: AdminAppointment; held: boolean }> {
  const parts = await visitPartsOf(deps.db, row);
  const notHeld = parts.find((part) => !holdsTime(part.status));
  if (notHeld) {
    const message = `Vizito, kurio būsena „${label(notHeld.status)}“, laiko keisti nebegalima.`;
    throw new AppError('not_editable', 409, message, { start: message });
  }
  requireOwnSpecialist(access, specialistId);
  const who =
    specialistId === row.specialist.id
      ? row.specialist
      : await specialistOfBusiness(deps.db, row.businessId, specialistId);
  if (specialistId !== row.specialist.id) {
    for (const part of parts)
      await assertPerforms(deps.db, { businessId: row.businessId, specialist: who, service: part.service });
  }
  const offsetMs = start.getTime() - row.startsAt.getTime();
  const times = shiftedParts(parts, offsetMs);
  const first = times[0]!;
  const last = times.at(-1)!;
  if (offsetMs !== 0) assertNotPast(first.startsAt, now, 'Vizito negalima perkelti į praeitį.');
  await assertPlacement(deps.db, {
    business: row.business,
    specialist: who,
    start: first.startsAt,
    end: last.endsAt,
    allowOutsideHours,
  });

  const held = hold !== undefined;
  try {
    const after = await deps.db.transaction(async (tx) => {
      await lockSpecialistTime(tx, specialistId);
      const written = await writeVisitParts(tx, { parts, times, specialistId });
      if (!written) {
        throw changedMeanwhile();
      }
      // The business note belongs to the part it was written on.
      if (businessNote !== undefined) {
        await tx.update(appointment).set({ businessNote }).where(eq(appointment.id, row.id));
      }
      const changedParts = await freshVisitParts(tx, row.id);
      const [firstPart] = changedParts;
      if (!firstPart) throw new Error(`Visit group ${row.groupId} vanished after its move`);
      await publishAppointmentEvent(tx, {
        type: 'appointment.updated',
        appointmentId: row.id,
        businessId: row.businessId,
        specialistIds: [...new Set([row.specialist.id, specialistId])],
      });
      // Reminders belong to the first part (one set for the whole visit).
      await planVisitReminders(tx, firstPart, now);
      const events = visitChangeEvents(groupVisitFacts(parts), groupVisitFacts(changedParts), null);
      if (hold) await recordHeldEvents(deps.jobs, tx, { events, hold });
      else await recordEvents(deps.jobs, tx, events);
      return changedParts.find((part) => part.id === row.id) ?? firstPart;
    });
    return { appointment: toAdminAppointment(after, now), held };
  } catch (error) {
    throw await explainSlotTaken(deps.db, error, {
      specialist: who,
      start: first.startsAt,
      blockedUntil: last.blockedUntil,
      exceptAppointmentIds: parts.map((part) => part.id),
      timeZone: row.business.timeZone,
    });
  }
}

/**
 * A status change of one part of a visit of several services, made to every part at once (each part as
 * it was read, or none): one new version, one message, reminders kept or dropped for the whole.
 */
async function updateGroupStatus(
  deps: AdminAppointmentDependencies,
  row: AppointmentRow,
  changes: AppointmentChanges,
  now: Date,
): Promise<AdminAppointment> {
  const parts = await visitPartsOf(deps.db, row);
  const partIds = parts.map((part) => part.id);
  // The business note belongs to the part it was written on.
  const { businessNote, ...groupChanges } = changes;
  const after = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(appointment)
      .set({ ...groupChanges, sequence: sql`${appointment.sequence} + 1` })
      .where(and(inArray(appointment.id, partIds), eq(appointment.status, row.status)))
      .returning({ id: appointment.id });
    if (updated.length !== parts.length) {
      throw changedMeanwhile();
    }
    if (businessNote !== undefined) {
      await tx.update(appointment).set({ businessNote }).where(eq(appointment.id, row.id));
    }
    const changedParts = await visitPartsOf(tx, row);
    const [first] = changedParts;
    if (!first) throw new Error(`Visit group ${row.groupId} vanished after its update`);
    await publishAppointmentEvent(tx, {
      type: holdsTime(first.status) ? 'appointment.updated' : 'appointment.cancelled',
      appointmentId: row.id,
      businessId: row.businessId,
      specialistIds: [row.specialist.id],
    });
    // Reminders belong to the first part (one for the whole visit).
    if (!holdsTime(first.status)) for (const id of partIds) await cancelVisitReminders(tx, id, now);
    else await planVisitReminders(tx, first, now);
    await recordEvents(
      deps.jobs,
      tx,
      visitChangeEvents(groupVisitFacts(parts), groupVisitFacts(changedParts), first.declineReason),
    );
    return changedParts.find((part) => part.id === row.id) ?? first;
  });
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

// POST /api/admin/appointment/{id}/undo-move: takes back a move made in the calendar while its announcement
// is still held (the undo window, `recordEvents`' hold): the visit goes back where it was, and its client is
// told of neither change. Once the window has passed the client has been told, and the visit is moved back
// like any other change.
import { sql } from 'drizzle-orm';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { appointment } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { planVisitReminders } from '../reminders/reminders.ts';
import type { DomainEvent } from '../side-effects/domain-events.ts';
import { withdrawHeldEvents } from '../side-effects/side-effect-jobs.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { appointmentWithAccess, requireOwnSpecialist } from './appointment-access.ts';
import {
  appointmentRowById,
  freshVisitParts,
  toAdminAppointment,
  visitPartsOf,
  type AppointmentRow,
} from './appointment-rows.ts';
import { shiftedParts, writeVisitParts } from './move-visit-parts.ts';
import { explainSlotTaken } from './placement.ts';

export const UNDO_EXPIRED =
  'Perkėlimo atšaukti nebegalima – klientui jau pranešta. Jei reikia, perkelkite vizitą atgal.';
export const CHANGED_SINCE = 'Vizitas po perkėlimo dar buvo pakeistas, todėl perkėlimo atšaukti nebegalima.';

type Moved = Extract<DomainEvent, { type: 'visit.moved' }>;

export async function undoHeldMove(
  deps: AdminAppointmentDependencies,
  { user, id, token }: { user: SessionUser | null; id: string; token: string },
): Promise<AdminAppointment[]> {
  const now = deps.now();
  const { access, row } = await appointmentWithAccess(deps.db, { user, id });
  // A visit of several services was moved, and is put back, whole: its move is told of its first part.
  const ownParts = (await visitPartsOf(deps.db, row)).map((part) => part.id);
  /** The visit being put back, to name what holds its old time if the database refuses it. */
  const putting: {
    target: {
      specialist: { id: string; name: string };
      start: Date;
      blockedUntil: Date;
      exceptAppointmentIds: string[];
    } | null;
  } = { target: null };
  try {
    const restored = await deps.db.transaction(async (tx) => {
      // Withdrawn in this transaction: a refusal below leaves the announcement to go out as planned.
      const events = await withdrawHeldEvents(deps.jobs, tx, { hold: token, businessId: row.businessId });
      const moves = events.filter((event): event is Moved => event.type === 'visit.moved');
      if (!moves.some((move) => ownParts.includes(move.visit.appointmentId)))
        throw new AppError('undo_expired', 409, UNDO_EXPIRED);
      const specialists = new Set<string>();
      for (const { before, visit } of moves) {
        if (!before.specialist.id || !visit.specialist.id)
          throw new AppError('undo_expired', 409, UNDO_EXPIRED);
        requireOwnSpecialist(access, before.specialist.id);
        specialists.add(before.specialist.id).add(visit.specialist.id);
      }
      // Always in the same order, so that two undos never wait for each other.
      for (const specialistId of [...specialists].sort()) await lockSpecialistTime(tx, specialistId);

      const rows: AppointmentRow[] = [];
      for (const { before, visit } of moves) {
        const current = await appointmentRowById(tx, visit.appointmentId);
        // Changed again since (another move, a status): that change stands, and so does this one.
        if (!current || current.sequence !== visit.sequence || !holdsTime(current.status))
          throw new AppError('conflict', 409, CHANGED_SINCE);
        const specialistId = before.specialist.id!;
        const parts = await visitPartsOf(tx, current);
        if (parts.some((part) => !holdsTime(part.status))) throw new AppError('conflict', 409, CHANGED_SINCE);
        // One visit: back to its old time, as it was. Several services: every part by as much as the first.
        const times =
          parts.length === 1
            ? [
                {
                  startsAt: before.startsAt,
                  endsAt: before.endsAt,
                  blockedUntil: new Date(
                    before.endsAt.getTime() + current.blockedUntil.getTime() - current.endsAt.getTime(),
                  ),
                },
              ]
            : shiftedParts(parts, before.startsAt.getTime() - current.startsAt.getTime());
        putting.target = {
          specialist: { id: specialistId, name: before.specialist.name },
          start: times[0]!.startsAt,
          blockedUntil: times.at(-1)!.blockedUntil,
          exceptAppointmentIds: parts.map((part) => part.id),
        };
        const written = await writeVisitParts(tx, {
          parts,
          times,
          specialistId,
          // The version the client last heard of: as far as they know, nothing happened.
          sequence: sql`${appointment.sequence} - ${visit.sequence - before.sequence}`,
        });
        if (!written) throw new AppError('conflict', 409, CHANGED_SINCE);
        await publishAppointmentEvent(tx, {
          type: 'appointment.updated',
          appointmentId: current.id,
          businessId: current.businessId,
          specialistIds: [current.specialist.id, specialistId],
        });
        const back = await freshVisitParts(tx, current.id);
        const [first] = back;
        if (!first) throw new Error(`Appointment ${current.id} vanished while its move was undone`);
        // The reminders follow the visit back to its time.
        await planVisitReminders(tx, first, now);
        rows.push(...back);
      }
      return rows;
    });
    return restored.map((restoredRow) => toAdminAppointment(restoredRow, now));
  } catch (error) {
    throw putting.target
      ? await explainSlotTaken(deps.db, error, {
          ...putting.target,
          timeZone: row.business.timeZone,
        })
      : error;
  }
}

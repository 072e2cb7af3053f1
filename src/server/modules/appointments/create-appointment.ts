// POST /api/admin/appointments: the business books a visit for a client (an existing card or a new walk-in
// client), confirmed at once (source `admin`). The time comes from the availability engine on the page, but
// staff may place a visit outside working time on purpose; an overlap is refused by the database (409).
import { and, eq } from 'drizzle-orm';
import type { AdminAppointment, CreateAdminAppointmentInput } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { requireBusinessAccess } from '../access/business-access.ts';
import { createWalkInCard } from '../client-cards/client-cards.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { clientCardsVisibleTo, requireOwnSpecialist } from './appointment-access.ts';
import { appointmentRowById, toAdminAppointment } from './appointment-rows.ts';
import type { AdminAppointmentDependencies } from './change-side-effects.ts';
import { planVisitReminders } from '../reminders/reminders.ts';
import {
  asSlotTaken,
  assertNotPast,
  assertPerforms,
  assertPlacement,
  serviceOfBusiness,
  specialistOfBusiness,
} from './placement.ts';

export async function createAdminAppointment(
  deps: AdminAppointmentDependencies,
  user: SessionUser | null,
  input: CreateAdminAppointmentInput,
): Promise<AdminAppointment> {
  const now = deps.now();
  const access = await requireBusinessAccess(deps.db, user, input.business);
  const biz = access.business;
  requireOwnSpecialist(access, input.specialistId);
  const who = await specialistOfBusiness(deps.db, biz.id, input.specialistId);
  const what = await serviceOfBusiness(deps.db, biz.id, input.serviceId);
  await assertPerforms(deps.db, biz.id, who, what);

  const start = new Date(input.start);
  const end = new Date(start.getTime() + what.durationMinutes * 60_000);
  assertNotPast(start, now, 'Pasirinktas laikas jau praėjo – pasirinkite vėlesnį.');
  await assertPlacement(deps.db, {
    business: biz,
    specialist: who,
    start,
    end,
    allowOutsideHours: input.allowOutsideHours === true,
  });

  let card: { id: string; userId: string | null } | undefined;
  if (input.clientCardId) {
    [card] = await deps.db
      .select({ id: clientCard.id, userId: clientCard.userId })
      .from(clientCard)
      .where(
        and(
          eq(clientCard.id, input.clientCardId),
          eq(clientCard.businessId, biz.id),
          clientCardsVisibleTo(deps.db, access),
        ),
      )
      .limit(1);
    if (!card) {
      // A specialist may not learn whether a card they cannot open exists: "not found", as for a
      // colleague's visit. Staff who manage the business see every card, so for them it is bad input.
      const message = 'Toks klientas nerastas.';
      const status = access.role === 'specialist' ? 404 : 422;
      throw new AppError('client_not_found', status, message, { clientCardId: message });
    }
  }

  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      await lockSpecialistTime(tx, who.id);
      const chosen =
        card ??
        (await createWalkInCard(tx, biz.id, {
          name: input.client?.name ?? '',
          phone: input.client?.phone ?? undefined,
          email: input.client?.email ?? undefined,
        }));
      const [row] = await tx
        .insert(appointment)
        .values({
          businessId: biz.id,
          specialistId: who.id,
          serviceId: what.id,
          clientUserId: chosen.userId,
          clientCardId: chosen.id,
          startsAt: start,
          endsAt: end,
          blockedUntil: new Date(end.getTime() + what.bufferAfterMinutes * 60_000),
          status: 'confirmed',
          source: 'admin',
          clientNote: '',
          businessNote: input.note ?? '',
          priceCents: what.priceCents,
          durationMinutes: what.durationMinutes,
          confirmedAt: now,
        })
        .returning({ id: appointment.id });
      if (!row) throw new Error('The appointment insert returned no row');
      await publishAppointmentEvent(tx, {
        type: 'appointment.created',
        appointmentId: row.id,
        businessId: biz.id,
        specialistIds: [who.id],
      });
      const created = await appointmentRowById(tx, row.id);
      if (!created) throw new Error(`Appointment ${row.id} vanished after its insert`);
      await deps.jobs.enqueue(tx, [{ kind: 'admin-booking', row: created }]);
      await planVisitReminders(tx, created, now);
      return row.id;
    });
  } catch (error) {
    throw asSlotTaken(error);
  }

  const row = await appointmentRowById(deps.db, id);
  if (!row) throw new Error(`Appointment ${id} vanished after its insert`);
  return toAdminAppointment(row, now);
}

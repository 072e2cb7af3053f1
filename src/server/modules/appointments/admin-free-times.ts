// The free times the admin create and edit pages offer (GET /api/admin/appointments/free-times): a specialist
// of the business (a specialist asks only for their own calendar), a service it offers, and, when a visit is
// being moved, that visit, whose own time counts as free and which is placed whole.
import type { AdminSlots, AdminSlotsQuery } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireBusinessAccess } from '../access/business-access.ts';
import { appointmentWithAccess, requireOwnCalendar } from './appointment-access.ts';
import { visitPartsOf } from './appointment-rows.ts';
import { serviceOfBusiness, specialistOfBusiness } from './placement.ts';
import { adminFreeSlots, movedVisit } from './working-time.ts';

export async function adminFreeTimes(
  db: DbOrTx,
  { user, query, now }: { user: SessionUser | null; query: AdminSlotsQuery; now: Date },
): Promise<AdminSlots> {
  const access = await requireBusinessAccess(db, { user, businessRef: query.business });
  requireOwnCalendar(access, query.specialist);
  const who = await specialistOfBusiness(db, access.business.id, query.specialist);
  const what = await serviceOfBusiness(db, access.business.id, query.service);
  const moved = query.except
    ? (await appointmentWithAccess(db, { user, id: query.except, businessRef: access.business.id })).row
    : null;
  return adminFreeSlots(db, {
    businessSlug: access.business.slug,
    timeZone: access.business.timeZone,
    slotStepMinutes: access.business.slotStepMinutes,
    specialistId: who.id,
    service: what,
    date: query.date,
    moving: moved ? movedVisit(moved, await visitPartsOf(db, moved)) : undefined,
    now,
  });
}

// Who may see and change which appointment: members of its business (and the operator); a specialist only
// their own visits. Anything else is "not found", so another business's ids reveal nothing.
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, specialistNotFound, unauthorized, visitNotFound } from '../../http/app-error.ts';
import {
  BUSINESS_PLACEHOLDER,
  requireBusinessAccess,
  type BusinessAccess,
} from '../access/business-access.ts';
import { appointmentRowById, type AppointmentRow } from './appointment-rows.ts';

export const OWN_APPOINTMENTS_ONLY = 'Galite tvarkyti tik savo vizitus.';

/** A specialist acts only on their own calendar; everyone else on the whole business. */
export function mayActForSpecialist(access: BusinessAccess, specialistId: string): boolean {
  return access.role !== 'specialist' || access.ownSpecialistId === specialistId;
}

export function requireOwnSpecialist(access: BusinessAccess, specialistId: string): void {
  if (!mayActForSpecialist(access, specialistId)) throw new AppError('forbidden', 403, OWN_APPOINTMENTS_ONLY);
}

/** A specialist may look at a colleague's free times no more than at their visits: "not found". */
export function requireOwnCalendar(access: BusinessAccess, specialistId: string): void {
  if (!mayActForSpecialist(access, specialistId)) throw specialistNotFound();
}

/**
 * The client cards the caller may pick for a visit, as a condition on `client_card` rows: a specialist
 * (who may not open the client cards) only the clients who have or had a visit with them; everyone else
 * every card of the business (the caller adds the business condition).
 */
export function clientCardsVisibleTo(db: DbOrTx, access: BusinessAccess): SQL | undefined {
  if (access.role !== 'specialist') return undefined;
  if (!access.ownSpecialistId) return sql`false`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(appointment)
      .where(
        and(
          eq(appointment.clientCardId, clientCard.id),
          eq(appointment.specialistId, access.ownSpecialistId),
        ),
      ),
  );
}

/**
 * The appointment and the caller's access to its business. `businessRef` (a page's slug) must name the
 * appointment's business unless it is the placeholder `_`.
 */
export async function appointmentWithAccess(
  db: DbOrTx,
  {
    user,
    id,
    businessRef = BUSINESS_PLACEHOLDER,
  }: { user: SessionUser | null; id: string; businessRef?: string },
): Promise<{ access: BusinessAccess; row: AppointmentRow }> {
  if (!user) throw unauthorized();
  if (!isUuid(id)) throw visitNotFound();
  const row = await appointmentRowById(db, id);
  if (!row) throw visitNotFound();
  let access: BusinessAccess;
  try {
    access = await requireBusinessAccess(db, { user, businessRef: row.businessId });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw visitNotFound();
    throw error;
  }
  const named =
    businessRef === BUSINESS_PLACEHOLDER ||
    businessRef === row.business.slug ||
    businessRef === row.business.id;
  if (!named || !mayActForSpecialist(access, row.specialist.id)) throw visitNotFound();
  return { access, row };
}

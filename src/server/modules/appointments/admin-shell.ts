// What the admin layout needs: the businesses the user may switch between and their role in the current one.
import type { AdminShell } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { planCodeOf } from '../billing/billing-details.ts';
import { AppError } from '../../http/app-error.ts';
import { and, count, eq, gt } from 'drizzle-orm';
import { appointment } from '../../db/schema.ts';
import {
  accessibleBusinesses,
  BUSINESS_PLACEHOLDER,
  requireBusinessAccess,
  type BusinessAccess,
} from '../access/business-access.ts';

/** Visits still ahead that wait for the business's confirmation (a specialist counts only their own). */
export async function pendingCount(db: DbOrTx, access: BusinessAccess, now: Date): Promise<number> {
  if (access.role === 'specialist' && !access.ownSpecialistId) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(appointment)
    .where(
      and(
        eq(appointment.businessId, access.business.id),
        eq(appointment.status, 'pending'),
        gt(appointment.endsAt, now),
        access.role === 'specialist' ? eq(appointment.specialistId, access.ownSpecialistId!) : undefined,
      ),
    );
  return row?.count ?? 0;
}

export async function adminShell(
  db: DbOrTx,
  { user, businessRef, now }: { user: SessionUser | null; businessRef: string | null; now: Date },
): Promise<AdminShell | null> {
  if (!user) return null;
  const rows = await accessibleBusinesses(db, user);
  const businesses = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    role: row.role ?? ('operator' as const),
  }));
  let current: AdminShell['current'] = null;
  try {
    const access = await requireBusinessAccess(db, {
      user,
      businessRef: businessRef ?? BUSINESS_PLACEHOLDER,
    });
    current = {
      id: access.business.id,
      slug: access.business.slug,
      name: access.business.name,
      role: access.role,
      ownSpecialistId: access.ownSpecialistId,
      pendingCount: await pendingCount(db, access, now),
      planCode: await planCodeOf(db, access.business.id),
    };
  } catch (error) {
    // No business (yet), or not one of theirs: the page itself says so.
    if (!(error instanceof AppError)) throw error;
  }
  return { businesses, current, isOperator: user.isOperator };
}

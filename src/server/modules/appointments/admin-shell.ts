// What the admin layout needs: the businesses the user may switch between and their role in the current one.
import type { AdminShell } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  accessibleBusinesses,
  BUSINESS_PLACEHOLDER,
  requireBusinessAccess,
} from '../access/business-access.ts';

export async function adminShell(
  db: DbOrTx,
  user: SessionUser | null,
  businessRef: string | null,
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
    const access = await requireBusinessAccess(db, user, businessRef ?? BUSINESS_PLACEHOLDER);
    current = {
      id: access.business.id,
      slug: access.business.slug,
      name: access.business.name,
      role: access.role,
      ownSpecialistId: access.ownSpecialistId,
    };
  } catch (error) {
    // No business (yet), or not one of theirs: the page itself says so.
    if (!(error instanceof AppError)) throw error;
  }
  return { businesses, current, isOperator: user.isOperator };
}

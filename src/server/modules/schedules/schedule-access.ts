// Who may see and change schedules, overrides and holidays. Owners, admins and the operator manage the whole
// business; a specialist sees the business-wide rules and manages only their own schedule, overrides and
// holidays. Another business's records answer 404 (requireBusinessAccess), a colleague's 403.
import { and, asc, eq } from 'drizzle-orm';
import type { BusinessSummary, SpecialistOption, Viewer } from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { specialist, type business } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import {
  BUSINESS_PLACEHOLDER,
  MANAGERS,
  requireBusinessAccess,
  type BusinessAccess,
} from '../access/business-access.ts';

export const OWN_ONLY_MESSAGE = 'Galite tvarkyti tik savo tvarkaraštį, pakeitimus ir laisvadienius.';
export const BUSINESS_WIDE_MESSAGE =
  'Viso verslo tvarkaraštį ir laisvadienius gali keisti tik verslo savininkas arba administratorius.';
export const SPECIALIST_NOT_IN_BUSINESS = 'Toks specialistas šiame versle nerastas.';

/** The signed-in user's access to a business named by id, slug or `_`. */
export function businessAccess(
  db: DbOrTx,
  user: SessionUser | null,
  businessRef: string,
): Promise<BusinessAccess> {
  return requireBusinessAccess(db, user, businessRef, ['owner', 'admin', 'specialist', 'operator']);
}

/**
 * Access to the business a record belongs to. When the caller named a business (a page URL's slug) other
 * than the placeholder, the record must belong to it: a mismatch is "not found", like another business.
 */
export async function recordAccess(
  db: DbOrTx,
  user: SessionUser | null,
  recordBusinessId: string,
  namedBusiness: string | undefined,
): Promise<BusinessAccess> {
  const access = await businessAccess(db, user, recordBusinessId);
  if (
    namedBusiness !== undefined &&
    namedBusiness !== BUSINESS_PLACEHOLDER &&
    namedBusiness !== access.business.id &&
    namedBusiness !== access.business.slug
  ) {
    throw notFound();
  }
  return access;
}

/** 401 before any lookup, so that an anonymous caller learns nothing about which ids exist. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

export function managesBusiness(access: BusinessAccess): boolean {
  return MANAGERS.includes(access.role);
}

export function viewerOf(access: BusinessAccess): Viewer {
  return {
    role: access.role,
    ownSpecialistId: access.ownSpecialistId,
    managesBusiness: managesBusiness(access),
  };
}

/** May the viewer see rules of this scope (a specialist id, or null for the whole business)? */
export function canView(access: BusinessAccess, specialistId: string | null): boolean {
  return managesBusiness(access) || specialistId === null || specialistId === access.ownSpecialistId;
}

export function assertCanView(access: BusinessAccess, specialistId: string | null): void {
  if (!canView(access, specialistId)) throw new AppError('forbidden', 403, OWN_ONLY_MESSAGE);
}

/** May the viewer change rules of this scope? A specialist only their own. */
export function assertCanEdit(access: BusinessAccess, specialistId: string | null): void {
  if (managesBusiness(access)) return;
  if (specialistId === null) throw new AppError('forbidden', 403, BUSINESS_WIDE_MESSAGE);
  if (access.ownSpecialistId === null || specialistId !== access.ownSpecialistId) {
    throw new AppError('forbidden', 403, OWN_ONLY_MESSAGE);
  }
}

/** A specialist sees only their own visits (never colleagues' clients); managers see all of them. */
export async function visibleStranded<T extends { specialistId: string }>(
  access: BusinessAccess,
  visits: Promise<T[]>,
): Promise<T[]> {
  const all = await visits;
  return managesBusiness(access) ? all : all.filter((visit) => visit.specialistId === access.ownSpecialistId);
}

export function businessSummary(biz: typeof business.$inferSelect): BusinessSummary {
  return { id: biz.id, slug: biz.slug, name: biz.name, timeZone: biz.timeZone };
}

/** The specialists a viewer may pick: everyone for managers, only themselves for a specialist. */
export async function specialistOptions(db: DbOrTx, access: BusinessAccess): Promise<SpecialistOption[]> {
  const rows = await db
    .select({ id: specialist.id, name: specialist.name, title: specialist.title, active: specialist.active })
    .from(specialist)
    .where(eq(specialist.businessId, access.business.id))
    .orderBy(asc(specialist.sortOrder), asc(specialist.name), asc(specialist.id));
  return managesBusiness(access) ? rows : rows.filter((row) => row.id === access.ownSpecialistId);
}

/** A specialist of this business, or a 422 naming the field (another business's id reads as unknown). */
export async function specialistInBusiness(db: DbOrTx, businessId: string, specialistId: string) {
  const [row] = await db
    .select()
    .from(specialist)
    .where(and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId)))
    .limit(1);
  if (!row) {
    throw new AppError('invalid_input', 422, SPECIALIST_NOT_IN_BUSINESS, {
      specialistId: SPECIALIST_NOT_IN_BUSINESS,
    });
  }
  return row;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

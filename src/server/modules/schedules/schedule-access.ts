// Who may see and change schedules, overrides and holidays. Owners, admins and the operator manage the whole
// business; a specialist sees the business-wide rules and manages only their own schedule, overrides and
// holidays. Another business's records answer 404 (requireBusinessAccess), a colleague's 403.
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BusinessSummary, SpecialistOption } from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { specialist, type business } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import { findStrandedAppointments } from './find-stranded-appointments.ts';
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

/** A use case on a whole business's schedules, overrides or holidays; `business` is an id, slug or `_`. */
export interface BusinessRequest {
  user: SessionUser | null;
  business: string;
  now: Date;
}

/**
 * A use case on one record (an override, a holiday, a specialist's schedule). `business`, when given (a page
 * URL's slug), must be the record's business.
 */
export interface RecordRequest {
  user: SessionUser | null;
  id: string;
  now: Date;
  business?: string | undefined;
}

/** The signed-in user's access to a business named by id, slug or `_`. */
export function businessAccess(
  db: DbOrTx,
  user: SessionUser | null,
  businessRef: string,
): Promise<BusinessAccess> {
  return requireBusinessAccess(db, {
    user,
    businessRef,
    allowed: ['owner', 'admin', 'specialist', 'operator'],
  });
}

/**
 * Access to the business a record belongs to. When the caller named a business (a page URL's slug) other
 * than the placeholder, the record must belong to it: a mismatch is "not found", like another business.
 */
export async function recordAccess(
  db: DbOrTx,
  {
    user,
    recordBusinessId,
    namedBusiness,
  }: { user: SessionUser | null; recordBusinessId: string; namedBusiness: string | undefined },
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

/** A specialist lists the business-wide records and their own; managers list every record. */
export function ownOrBusinessWide(access: BusinessAccess, specialistColumn: AnyPgColumn): SQL | undefined {
  if (access.role !== 'specialist' || access.ownSpecialistId === null) return undefined;
  return or(isNull(specialistColumn), eq(specialistColumn, access.ownSpecialistId));
}

/**
 * The specialist a change leaves a record with (left out: unchanged, null: the whole business); the viewer
 * must be allowed to edit the record both before and after the change.
 */
export function changedSpecialistId(
  access: BusinessAccess,
  existing: string | null,
  requested: string | null | undefined,
): string | null {
  assertCanEdit(access, existing);
  const specialistId = requested === undefined ? existing : requested;
  assertCanEdit(access, specialistId);
  return specialistId;
}

export async function specialistNameOf(
  db: DbOrTx,
  businessId: string,
  specialistId: string | null,
): Promise<string | null> {
  if (specialistId === null) return null;
  return (await specialistInBusiness(db, businessId, specialistId)).name;
}

/** The held visits a range (of one specialist, or null: everyone) leaves outside working time, as the viewer may see them. */
export function strandedInRange(
  db: DbOrTx,
  {
    access,
    range,
    now,
  }: { access: BusinessAccess; range: { specialistId: string | null; from: string; to: string }; now: Date },
) {
  return visibleStranded(
    access,
    findStrandedAppointments(db, {
      business: access.business,
      specialistId: range.specialistId,
      from: range.from,
      to: range.to,
      now,
    }),
  );
}

/**
 * One dated record (override or holiday) with its specialist's name and the caller's access to its
 * business: 401 before any lookup, 404 for an id that is not a uuid or names nothing.
 */
export async function datedRecordWithAccess<Row extends { businessId: string }>(
  db: DbOrTx,
  {
    request,
    notFoundMessage,
    load,
  }: {
    request: Omit<RecordRequest, 'now'>;
    notFoundMessage: string;
    load: (id: string) => Promise<{ row: Row; specialistName: string | null } | undefined>;
  },
) {
  requireUser(request.user);
  if (!isUuid(request.id)) throw notFound(notFoundMessage);
  const found = await load(request.id);
  if (!found) throw notFound(notFoundMessage);
  const access = await recordAccess(db, {
    user: request.user,
    recordBusinessId: found.row.businessId,
    namedBusiness: request.business,
  });
  return { ...found, access };
}

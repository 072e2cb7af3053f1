import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { business, membership, specialist } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, businessNotFound, notFound, unauthorized } from '../../http/app-error.ts';

export type BusinessRole = 'owner' | 'admin' | 'specialist' | 'operator';

/** Who is acting on which business, and as what. Every /api/admin handler starts from one of these. */
export interface BusinessAccess {
  user: SessionUser;
  business: typeof business.$inferSelect;
  role: BusinessRole;
  /** For role `specialist`: the specialist record linked to the user (their own calendar); else null. */
  ownSpecialistId: string | null;
}

/** The seed's admin routes default the slug to a placeholder: the signed-in user's (first) business. */
export const BUSINESS_PLACEHOLDER = '_';

/**
 * Resolves a business by id, slug or the placeholder and checks that the user may act on it with one of
 * `allowed` roles. Another business's records answer 404, never 403, so their existence does not leak.
 */
export async function requireBusinessAccess(
  db: DbOrTx,
  {
    user,
    businessRef,
    allowed = ['owner', 'admin', 'specialist', 'operator'],
  }: { user: SessionUser | null; businessRef: string; allowed?: readonly BusinessRole[] },
): Promise<BusinessAccess> {
  if (!user) throw unauthorized();

  let target: typeof business.$inferSelect | undefined;
  if (businessRef === BUSINESS_PLACEHOLDER) {
    const [first] = await db
      .select({ business })
      .from(membership)
      .innerJoin(business, eq(business.id, membership.businessId))
      .where(eq(membership.userId, user.id))
      .orderBy(asc(membership.createdAt))
      .limit(1);
    target = first?.business;
    if (!target && user.isOperator) {
      [target] = await db.select().from(business).orderBy(asc(business.name)).limit(1);
    }
  } else {
    [target] = await db
      .select()
      .from(business)
      .where(
        isUuid(businessRef)
          ? or(eq(business.id, businessRef), eq(business.slug, businessRef))
          : eq(business.slug, businessRef),
      )
      .limit(1);
  }
  if (!target) throw businessNotFound();

  // The operator's rights cover every business, also one where they happen to be a member (say, a
  // specialist): a membership never narrows them.
  let role: BusinessRole | null = user.isOperator ? 'operator' : null;
  if (!role) {
    const [member] = await db
      .select({ role: membership.role })
      .from(membership)
      .where(and(eq(membership.businessId, target.id), eq(membership.userId, user.id)))
      .limit(1);
    role = member?.role ?? null;
  }
  if (!role) throw businessNotFound();
  if (!allowed.includes(role)) {
    throw new AppError(
      'forbidden',
      403,
      'Šiam veiksmui reikia verslo savininko arba administratoriaus teisių.',
    );
  }

  let ownSpecialistId: string | null = null;
  if (role === 'specialist') {
    const [own] = await db
      .select({ id: specialist.id })
      .from(specialist)
      .where(and(eq(specialist.businessId, target.id), eq(specialist.userId, user.id)))
      .limit(1);
    ownSpecialistId = own?.id ?? null;
  }
  return { user, business: target, role, ownSpecialistId };
}

/**
 * The specialist id a specialist's queries keep to: their own, or an id no row has, so that one without a
 * linked record sees nothing rather than everyone's.
 */
export function ownSpecialistIdOrNone(access: BusinessAccess): string {
  return access.ownSpecialistId ?? '00000000-0000-0000-0000-000000000000';
}

/** Roles that manage the whole business (not only their own calendar). */
export const MANAGERS: readonly BusinessRole[] = ['owner', 'admin', 'operator'];

/** Who asks to change a business's set-up, and which business (id, slug or `_`): what a manager's use case takes. */
export interface ManagerRequest {
  user: SessionUser | null;
  business: string;
}

/**
 * What the caller sent (a form, a body, an uploaded file), handed to a use case unread: the use case reads it
 * only once the caller may act, so a refused caller learns that first and an upload is not read at all.
 */
export type ReadAfterAccess<T> = () => T | Promise<T>;

/** The business a manager's use case changes, once its caller is known to manage it (see MANAGERS). */
export function requireManager(db: DbOrTx, { user, business: businessRef }: ManagerRequest) {
  return requireBusinessAccess(db, { user, businessRef, allowed: MANAGERS });
}

/**
 * One record of a business (a client card, a gallery image, an invitation) for a manager of that business:
 * 401 before the lookup, so an anonymous caller learns nothing of which ids exist; 404 with `notFoundMessage`
 * for a missing record; then requireManager's answer. When the caller names a business (a page URL's slug or
 * `_`), the record must belong to it: another business's record answers as a missing one.
 */
export async function requireManagedRecord<R extends { businessId: string }>(
  db: DbOrTx,
  {
    user,
    business,
    find,
    notFoundMessage,
  }: {
    user: SessionUser | null;
    business?: string | undefined;
    find: () => Promise<R | null>;
    notFoundMessage: string;
  },
): Promise<{ record: R; access: BusinessAccess }> {
  if (!user) throw unauthorized();
  const record = await find();
  if (!record) throw notFound(notFoundMessage);
  const access = await requireManager(db, { user, business: business ?? record.businessId });
  if (access.business.id !== record.businessId) throw notFound(notFoundMessage);
  return { record, access };
}

/** Who is looking, as admin pages show it: their role and whether they manage the whole business. */
export function viewerOf(access: BusinessAccess): Viewer {
  return {
    role: access.role,
    ownSpecialistId: access.ownSpecialistId,
    managesBusiness: MANAGERS.includes(access.role),
  };
}

/** The businesses a user may open in the admin area (all of them for the operator). */
export async function accessibleBusinesses(db: DbOrTx, user: SessionUser) {
  if (user.isOperator) {
    // Operator rights apply everywhere (see requireBusinessAccess), whatever their memberships.
    return db
      .select({
        id: business.id,
        slug: business.slug,
        name: business.name,
        role: sql<BusinessRole>`'operator'`,
      })
      .from(business)
      .orderBy(asc(business.name));
  }
  return db
    .select({ id: business.id, slug: business.slug, name: business.name, role: membership.role })
    .from(membership)
    .innerJoin(business, eq(business.id, membership.businessId))
    .where(eq(membership.userId, user.id))
    .orderBy(asc(business.name));
}

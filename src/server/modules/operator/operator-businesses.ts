// The operator's tools: every business with its onboarding state, marking not-yet-onboarded businesses
// as contacted, and creating a business whose owner is invited by e-mail.
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  OperatorBusiness,
  OperatorBusinessQuery,
  OperatorCreateBusiness,
  OwnerAssignmentResult,
} from '../../../contracts/admin-onboarding.ts';
import { SLUG_TAKEN_MESSAGE, operatorBusinessQuerySchema } from '../../../contracts/admin-onboarding.ts';
import { DEFAULT_PLAN_CODE } from '../../../core/billing/monthly-fee.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/client.ts';
import {
  billingDetails,
  business,
  invitation,
  location,
  membership,
  service,
  specialist,
  user,
} from '../../db/schema.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { AppError, businessNotFound, unauthorized } from '../../http/app-error.ts';
import { requireBusinessAccess, type ManagerRequest } from '../access/business-access.ts';
import { locationIdForSlug } from '../business-settings/business-settings.ts';
import { businessWithCity, businessWithCityColumns } from '../catalog/areas-and-locations.ts';
import { parsedJson } from '../catalog/parsed-json.ts';
import { foldSearchText, searchTokens } from '../catalog/search-text.ts';
import { sendInvitation, type InvitationDependencies } from '../invitations/send-invitation.ts';

export const NOT_OPERATOR_MESSAGE = 'Šis veiksmas skirtas tik platformos operatoriui.';
/** The platform operator's tools: anyone else is refused (401 signed out, 403 signed in). */
export function requireOperator(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  if (!user.isOperator) throw new AppError('forbidden', 403, NOT_OPERATOR_MESSAGE);
  return user;
}

export const ALREADY_ONBOARDED_MESSAGE = 'Verslas jau paskelbtas – pažymėti kaip susisiekto nebereikia.';

function columns(now: Date) {
  return {
    ...businessWithCityColumns,
    onboarded: business.onboarded,
    contactedAt: business.contactedAt,
    createdAt: business.createdAt,
    phone: business.phone,
    email: business.email,
    owner: sql<{ name: string; email: string } | null>`(
      select json_build_object('name', u.name, 'email', u.email)
      from ${membership} m join ${user} u on u.id = m.user_id
      where m.business_id = ${business.id} and m.role = 'owner'
      order by m.created_at limit 1)`,
    pendingOwnerInvitation: sql<{ email: string; expiresAt: string } | null>`(
      select json_build_object('email', i.email, 'expiresAt', to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from ${invitation} i
      where i.business_id = ${business.id} and i.role = 'owner' and i.accepted_at is null and i.revoked_at is null
        and i.expires_at > ${now.toISOString()}::timestamptz
      order by i.created_at desc limit 1)`,
    activeServices: sql<number>`(select count(*)::int from ${service} where ${service.businessId} = ${business.id} and ${service.active})`,
    activeSpecialists: sql<number>`(
      select count(*)::int from ${specialist} where ${specialist.businessId} = ${business.id} and ${specialist.active})`,
  };
}

type Row = Awaited<ReturnType<typeof selectBusinesses>>[number];

function selectBusinesses(db: DbOrTx, now: Date) {
  return db.select(columns(now)).from(business).leftJoin(location, eq(location.id, business.locationId));
}

function toOperatorBusiness(row: Row): OperatorBusiness {
  return {
    ...businessWithCity(row),
    onboarded: row.onboarded,
    contactedAt: row.contactedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    owner: parsedJson<OperatorBusiness['owner']>(row.owner, null),
    pendingOwnerInvitation: parsedJson<OperatorBusiness['pendingOwnerInvitation']>(
      row.pendingOwnerInvitation,
      null,
    ),
    phone: row.phone,
    email: row.email,
    activeServices: Number(row.activeServices ?? 0),
    activeSpecialists: Number(row.activeSpecialists ?? 0),
  };
}

/**
 * All businesses, not yet onboarded first (the operator's work list: never contacted first, then the
 * longest-waiting), then onboarded ones by name. `q` matches name, slug, city, e-mail and the owner,
 * ignoring case and Lithuanian diacritics.
 */
export async function listOperatorBusinesses(
  db: DbOrTx,
  query: OperatorBusinessQuery,
  now: Date,
): Promise<{ items: OperatorBusiness[]; total: number }> {
  const { q, state } = operatorBusinessQuerySchema.parse(query);
  const rows = await selectBusinesses(db, now)
    .where(state === 'all' ? undefined : eq(business.onboarded, state === 'onboarded'))
    .orderBy(
      asc(business.onboarded),
      sql`${business.contactedAt} is not null`,
      asc(business.contactedAt),
      asc(business.name),
    );
  let items = rows.map(toOperatorBusiness);
  const tokens = searchTokens(q);
  if (tokens.length > 0) {
    items = items.filter((item) => {
      const haystack = foldSearchText(
        [
          item.name,
          item.slug,
          item.cityName,
          item.email,
          item.phone,
          item.owner?.name,
          item.owner?.email,
          item.pendingOwnerInvitation?.email,
        ]
          .filter(Boolean)
          .join(' '),
      );
      return tokens.every((token) => haystack.includes(token));
    });
  }
  return { items, total: items.length };
}

export async function operatorBusiness(db: DbOrTx, businessId: string, now: Date): Promise<OperatorBusiness> {
  const [row] = await selectBusinesses(db, now).where(eq(business.id, businessId)).limit(1);
  if (!row) throw businessNotFound();
  return toOperatorBusiness(row);
}

/** Only for businesses that are not onboarded yet (409 otherwise); stamps the time of the contact. */
/**
 * The operator notes that they reached a business that is not published yet. A member learns that the business
 * exists but may not (403); anyone else gets 404.
 */
export async function markAsContacted(
  db: DbOrTx,
  { user, business: businessRef, now }: ManagerRequest & { now: Date },
): Promise<Date> {
  const access = await requireBusinessAccess(db, { user, businessRef });
  requireOperator(access.user);
  const businessId = access.business.id;
  const [updated] = await db
    .update(business)
    .set({ contactedAt: now })
    .where(and(eq(business.id, businessId), eq(business.onboarded, false)))
    .returning({ contactedAt: business.contactedAt });
  if (!updated?.contactedAt) throw new AppError('already_onboarded', 409, ALREADY_ONBOARDED_MESSAGE);
  return updated.contactedAt;
}

/** E-mails an owner invitation through the invitations module (a pending one is renewed, not doubled). */
export async function inviteOwner(
  deps: InvitationDependencies,
  { businessId, email, invitedByUserId }: { businessId: string; email: string; invitedByUserId: string },
): Promise<OwnerAssignmentResult> {
  const sent = await sendInvitation(deps, { businessId, email, role: 'owner', invitedByUserId });
  return {
    email: sent.invitation.email,
    invitationExpiresAt: sent.invitation.expiresAt,
    message: `Kvietimas tapti savininku išsiųstas adresu ${sent.invitation.email}.`,
  };
}

/**
 * Creates a business (not onboarded, standard plan, empty billing details) and invites its owner. The
 * business stays even if the e-mail fails: the operator can resend the invitation from the list.
 */
export async function createBusinessWithOwner(
  deps: InvitationDependencies,
  input: OperatorCreateBusiness,
  operatorUserId: string,
): Promise<{ business: OperatorBusiness; ownerAssignment: OwnerAssignmentResult }> {
  const { db } = deps;
  const locationId = await locationIdForSlug(db, input.city);
  const [taken] = await db
    .select({ id: business.id })
    .from(business)
    .where(eq(business.slug, input.slug))
    .limit(1);
  if (taken) throw slugTaken();
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(business)
        .values({ slug: input.slug, name: input.name, locationId, onboarded: false })
        .returning({ id: business.id });
      if (!created) throw new Error('Business insert returned no row');
      await tx
        .insert(billingDetails)
        .values({ businessId: created.id, planCode: DEFAULT_PLAN_CODE, invoiceEmail: input.ownerEmail });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  const ownerAssignment = await inviteOwner(deps, {
    businessId: id,
    email: input.ownerEmail,
    invitedByUserId: operatorUserId,
  });
  return { business: await operatorBusiness(db, id, deps.now()), ownerAssignment };
}

function slugTaken() {
  return new AppError('slug_taken', 409, SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
}

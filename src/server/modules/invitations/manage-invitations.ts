import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  INVITATION_TEXTS,
  type AdminInvitationsPage,
  type Invitation,
  type InvitationRole,
} from '../../../contracts/invitations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { business, invitation, user } from '../../db/schema.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { AppError, businessNotFound } from '../../http/app-error.ts';
import {
  type BusinessRole,
  MANAGERS,
  type ManagerRequest,
  requireBusinessAccess,
  requireManagedRecord,
  requireManager,
} from '../access/business-access.ts';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token.ts';
import { invitationStatus, toInvitation } from './invitation-view.ts';
import {
  nameOf,
  queueInvitationLetter,
  sendInvitation,
  type InvitationDependencies,
} from './send-invitation.ts';

type InvitationRow = typeof invitation.$inferSelect;

/** Roles a member may invite: managers invite staff and clients; only the operator invites an owner. */
export function invitableRoles(role: BusinessRole): InvitationRole[] {
  if (role === 'operator') return ['client', 'specialist', 'admin', 'owner'];
  if (role === 'owner' || role === 'admin') return ['client', 'specialist', 'admin'];
  return [];
}

const RECENT_DAYS = 30;

/**
 * A business's invitations for one of its managers: pending first, then those answered, revoked or expired
 * within the last 30 days, with the roles the manager may invite. The API and the invitations page both go
 * through here.
 */
export async function listInvitations(
  db: DbOrTx,
  { now, ...request }: ManagerRequest & { now: Date },
): Promise<AdminInvitationsPage> {
  const access = await requireManager(db, request);
  const { id, slug, name, timeZone } = access.business;
  return {
    business: { id, slug, name, timeZone },
    allowedRoles: invitableRoles(access.role),
    items: await recentInvitations(db, id, now),
  };
}

async function recentInvitations(db: DbOrTx, businessId: string, now: Date): Promise<Invitation[]> {
  const recent = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ row: invitation, invitedBy: user.name })
    .from(invitation)
    .leftJoin(user, eq(user.id, invitation.invitedByUserId))
    .where(
      and(
        eq(invitation.businessId, businessId),
        or(
          and(isNull(invitation.acceptedAt), isNull(invitation.revokedAt), gt(invitation.expiresAt, recent)),
          gt(invitation.acceptedAt, recent),
          gt(invitation.revokedAt, recent),
        ),
      ),
    )
    .orderBy(desc(invitation.createdAt))
    .limit(200);
  const items = rows.map(({ row, invitedBy }) => toInvitation(row, invitedBy, now));
  const rank = { pending: 0, accepted: 1, expired: 2, revoked: 3 } as const;
  return items.sort((a, b) => rank[a.status] - rank[b.status]);
}

export async function findInvitation(db: DbOrTx, id: string): Promise<InvitationRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(invitation).where(eq(invitation.id, id)).limit(1);
  return row ?? null;
}

/**
 * Invites `email` to a business the user manages, with a role they may invite (403 otherwise, on the
 * `role` field); the user is the sender. The API and the invitations page both go through here.
 */
export async function inviteToBusiness(
  deps: InvitationDependencies,
  input: {
    user: SessionUser | null;
    business: string;
    email: string;
    role: InvitationRole;
    specialistId?: string | undefined;
  },
) {
  const access = await requireBusinessAccess(deps.db, {
    user: input.user,
    businessRef: input.business,
    allowed: MANAGERS,
  });
  if (!invitableRoles(access.role).includes(input.role)) {
    throw new AppError('forbidden', 403, INVITATION_TEXTS.ownerOnlyOperator, {
      role: INVITATION_TEXTS.ownerOnlyOperator,
    });
  }
  return sendInvitation(deps, {
    businessId: access.business.id,
    email: input.email,
    role: input.role,
    specialistId: input.specialistId ?? null,
    invitedByUserId: access.user.id,
  });
}

/** Who asks to change an invitation, and which one (its id). */
export interface InvitationRequest {
  user: SessionUser | null;
  id: string;
}

/**
 * An invitation the user manages: of a business they manage, with a role they may invite. 401 before any
 * lookup, then 404 (also for another business's), then 403.
 */
async function manageableInvitation(db: DbOrTx, { user, id }: InvitationRequest) {
  const { record: row, access } = await requireManagedRecord(db, {
    user,
    find: () => findInvitation(db, id),
    notFoundMessage: INVITATION_TEXTS.notFound,
  });
  if (!invitableRoles(access.role).includes(row.role))
    throw new AppError('forbidden', 403, INVITATION_TEXTS.ownerOnlyOperator);
  return { row, access };
}

/** Sends an invitation the user manages again with a new link (see resendInvitation). */
export async function resendManagedInvitation(
  deps: InvitationDependencies,
  request: InvitationRequest,
): Promise<Invitation> {
  const { row, access } = await manageableInvitation(deps.db, request);
  return resendInvitation(deps, row, access.user.id);
}

/**
 * A new link for a pending (or expired) invitation: the old token stops working, the expiry restarts. If the
 * letter cannot be sent (502), nothing changes. Who may resend is resendManagedInvitation's decision.
 */
export async function resendInvitation(
  deps: InvitationDependencies,
  row: InvitationRow,
  resentByUserId: string,
): Promise<Invitation> {
  const now = deps.now();
  if (row.acceptedAt || row.revokedAt)
    throw new AppError('invitation_closed', 409, INVITATION_TEXTS.notPending);
  const token = newInvitationToken();
  const expiresAt = invitationExpiry(now);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitation)
      .set({ token: hashInvitationToken(token), expiresAt, invitedByUserId: resentByUserId, createdAt: now })
      .where(and(eq(invitation.id, row.id), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)))
      .returning();
    if (!updated) throw new AppError('invitation_closed', 409, INVITATION_TEXTS.notPending);
    const [target] = await tx
      .select({ slug: business.slug, name: business.name, onboarded: business.onboarded })
      .from(business)
      .where(eq(business.id, row.businessId));
    if (!target) throw businessNotFound();
    const { inviterName } = await queueInvitationLetter(tx, deps, {
      token,
      email: updated.email,
      role: updated.role,
      business: target,
      invitedByUserId: resentByUserId,
      expiresAt,
    });
    return toInvitation(updated, inviterName, now);
  });
}

/** Revokes an invitation the user manages: its link answers "revoked" from now on (409 once closed). */
export async function revokeManagedInvitation(
  deps: Pick<InvitationDependencies, 'db' | 'now'>,
  request: InvitationRequest,
): Promise<Invitation> {
  const { row } = await manageableInvitation(deps.db, request);
  return revokeInvitation(deps.db, row, deps.now());
}

async function revokeInvitation(db: DbOrTx, row: InvitationRow, now: Date): Promise<Invitation> {
  if (invitationStatus(row, now) === 'accepted' || row.revokedAt) {
    throw new AppError('invitation_closed', 409, INVITATION_TEXTS.notPending);
  }
  const [updated] = await db
    .update(invitation)
    .set({ revokedAt: now })
    .where(and(eq(invitation.id, row.id), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)))
    .returning();
  if (!updated) throw new AppError('invitation_closed', 409, INVITATION_TEXTS.notPending);
  return toInvitation(updated, await nameOf(db, updated.invitedByUserId), now);
}

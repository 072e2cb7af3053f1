import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_TEXTS, type Invitation, type InvitationRole } from '../../../contracts/invitations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { business, invitation, membership, specialist, user } from '../../db/schema.ts';
import { AppError, businessNotFound } from '../../http/app-error.ts';
import { invitationEmail } from '../../mail/invitation-email.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token.ts';
import { toInvitation } from './invitation-view.ts';
import { emailJob, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';

export interface InvitationDependencies {
  db: DbOrTx;
  /** The letter goes out as a job, enqueued with the invitation's change. */
  jobs: JobQueue<SideEffectJob>;
  /** Absolute origin for the links in the e-mail. */
  baseUrl: string;
  brandName: string;
  now: () => Date;
}

export interface SendInvitationInput {
  businessId: string;
  email: string;
  role: InvitationRole;
  /** For a specialist: the business's card without an account that accepting links (else null). */
  specialistId?: string | null;
  /** Who sends it (shown in the e-mail and on the accept page); null for system-made invitations. */
  invitedByUserId: string | null;
}

export interface SentInvitation {
  invitation: Invitation;
  /** The secret link `/kvietimas/{token}` (absolute). Returned for callers that show or log it; never stored. */
  acceptUrl: string;
}

const ROLE_RANK: Record<string, number> = { specialist: 1, admin: 2, owner: 3 };

/**
 * Invites `email` to a business with `role` and e-mails the link. Authorisation (who may invite whom) is
 * the caller's job: inviteToBusiness allows managers, and the owner role only for the operator, whose
 * "create a business and invite its owner" calls this directly.
 *
 * A pending invitation for the same business and e-mail is reused: it gets the new role, a new token
 * (the old link stops working) and a new expiry, so resending never leaves two live links. The letter is
 * queued in the same transaction: it is sent (and retried until it is) only if the change is kept.
 * Refuses (409) a staff invitation for someone who already has that role or a higher one.
 */
export async function sendInvitation(
  deps: InvitationDependencies,
  input: SendInvitationInput,
): Promise<SentInvitation> {
  const email = input.email.trim().toLowerCase();
  const now = deps.now();

  const [target] = await deps.db
    .select({ id: business.id, slug: business.slug, name: business.name, onboarded: business.onboarded })
    .from(business)
    .where(eq(business.id, input.businessId))
    .limit(1);
  if (!target) throw businessNotFound();

  if (input.role !== 'client') {
    const [existing] = await deps.db
      .select({ role: membership.role })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(and(eq(membership.businessId, target.id), sql`lower(${user.email}) = ${email}`))
      .limit(1);
    if (existing && (ROLE_RANK[existing.role] ?? 0) >= (ROLE_RANK[input.role] ?? 0)) {
      throw new AppError('already_member', 409, INVITATION_TEXTS.alreadyMember, {
        email: INVITATION_TEXTS.alreadyMember,
      });
    }
  }

  const specialistId = input.specialistId ?? null;
  if (specialistId) await requireFreeCard(deps.db, target.id, specialistId);

  const token = newInvitationToken();
  const tokenHash = hashInvitationToken(token);
  const expiresAt = invitationExpiry(now);

  return deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(invitation)
      .where(
        and(
          eq(invitation.businessId, target.id),
          eq(invitation.email, email),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
          gt(invitation.expiresAt, now),
        ),
      )
      .limit(1);

    // A pending invitation to the same address is renewed with the new role, link and time, not doubled.
    const offer = {
      role: input.role,
      specialistId,
      token: tokenHash,
      expiresAt,
      invitedByUserId: input.invitedByUserId,
      createdAt: now,
    };
    const [row] = pending
      ? await tx.update(invitation).set(offer).where(eq(invitation.id, pending.id)).returning()
      : await tx
          .insert(invitation)
          .values({ businessId: target.id, email, ...offer })
          .returning();
    if (!row) throw new Error('sendInvitation: no row written');

    const letter = await queueInvitationLetter(tx, deps, {
      token,
      email,
      role: input.role,
      business: target,
      invitedByUserId: input.invitedByUserId,
      expiresAt,
    });
    return { invitation: toInvitation(row, letter.inviterName, now), acceptUrl: letter.acceptUrl };
  });
}

/** The card an invitation is made for: the business's own (422) and not anyone's account yet (409). */
async function requireFreeCard(db: DbOrTx, businessId: string, specialistId: string) {
  const [card] = await db
    .select({ userId: specialist.userId })
    .from(specialist)
    .where(and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId)))
    .limit(1);
  if (!card) {
    throw new AppError('unknown_specialist', 422, INVITATION_TEXTS.cardUnknown, {
      specialistId: INVITATION_TEXTS.cardUnknown,
    });
  }
  if (card.userId) {
    throw new AppError('user_already_linked', 409, INVITATION_TEXTS.cardAlreadyLinked, {
      specialistId: INVITATION_TEXTS.cardAlreadyLinked,
    });
  }
}

export async function nameOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.name ?? null;
}

/** Who sent an invitation: their name, and whether they run the platform rather than the business. */
async function inviterOf(
  db: DbOrTx,
  userId: string | null,
): Promise<{ name: string; isOperator: boolean } | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: user.name, isOperator: user.isOperator })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** The invitation letter as a job, and the accept link it carries. */
function invitationLetter(
  deps: Pick<InvitationDependencies, 'baseUrl' | 'brandName'>,
  input: {
    token: string;
    email: string;
    role: InvitationRole;
    business: { slug: string; name: string; onboarded: boolean };
    inviterName: string | null;
    /** The platform's operator sent it (setting a business up for its owner), not someone of the business. */
    inviterIsOperator: boolean;
    expiresAt: Date;
  },
): { job: SideEffectJob; acceptUrl: string } {
  const origin = deps.baseUrl.replace(/\/+$/, '');
  const acceptUrl = `${origin}/kvietimas/${input.token}`;
  const letter = invitationEmail({
    brandName: deps.brandName,
    siteUrl: origin,
    to: input.email,
    businessName: input.business.name,
    role: input.role,
    invitedBy: input.inviterName,
    invitedByOperator: input.inviterIsOperator,
    acceptUrl,
    appUrl: `${origin}/${encodeURIComponent(input.business.slug)}/`,
    bookingUrl: `${origin}/naujas-vizitas/${encodeURIComponent(input.business.slug)}`,
    businessPageUrl: `${origin}/apie/${encodeURIComponent(input.business.slug)}`,
    takesOnlineBookings: input.business.onboarded,
    expiresAt: input.expiresAt,
  });
  return { job: emailJob('invitation', letter), acceptUrl };
}

/**
 * Enqueues the invitation letter in the transaction that writes the invitation, signed by the inviter;
 * answers with the inviter's name and the letter's accept link.
 */
export async function queueInvitationLetter(
  tx: DbOrTx,
  deps: Pick<InvitationDependencies, 'jobs' | 'baseUrl' | 'brandName'>,
  input: Omit<Parameters<typeof invitationLetter>[1], 'inviterName' | 'inviterIsOperator'> & {
    invitedByUserId: string | null;
  },
): Promise<{ inviterName: string | null; acceptUrl: string }> {
  const { invitedByUserId, ...letterInput } = input;
  const inviter = await inviterOf(tx, invitedByUserId);
  const inviterName = inviter?.name ?? null;
  const letter = invitationLetter(deps, {
    ...letterInput,
    inviterName,
    inviterIsOperator: inviter?.isOperator ?? false,
  });
  await deps.jobs.enqueue(tx, [letter.job]);
  return { inviterName, acceptUrl: letter.acceptUrl };
}

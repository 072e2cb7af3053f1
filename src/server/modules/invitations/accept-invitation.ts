import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_TEXTS,
  wrongUserMessage,
  type InvitationAccepted,
  type InvitationPreview,
} from '../../../contracts/invitations.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { localDateOf } from '../../../core/availability/zoned-day.ts';
import { business, invitation, membership, schedule, specialist, user } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import { findOrCreateClientCard } from '../client-cards/find-or-create-client-card.ts';
import { defaultWeeklyHours } from '../team/default-schedule.ts';
import { INVITATION_TOKEN_PATTERN, hashInvitationToken } from './invitation-token.ts';
import { invitationStatus } from './invitation-view.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

const ROLE_RANK = { specialist: 1, admin: 2, owner: 3 } as const;

async function rowByToken(db: DbOrTx, token: string, lock: boolean) {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return null;
  const query = db
    .select({
      row: invitation,
      business: {
        id: business.id,
        slug: business.slug,
        name: business.name,
        logo: business.logoSquareUrl,
        onboarded: business.onboarded,
        timeZone: business.timeZone,
      },
    })
    .from(invitation)
    .innerJoin(business, eq(business.id, invitation.businessId))
    .where(eq(invitation.token, hashInvitationToken(token)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: invitation }) : await query;
  return found ?? null;
}

/** What the accept page shows; null for a token that matches nothing (never was, or was replaced). */
export async function invitationPreview(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<InvitationPreview | null> {
  const found = await rowByToken(db, token, false);
  if (!found) return null;
  const [inviter] = found.row.invitedByUserId
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, found.row.invitedByUserId))
    : [];
  return {
    status: invitationStatus(found.row, now),
    email: found.row.email,
    role: found.row.role,
    expiresAt: found.row.expiresAt.toISOString(),
    invitedBy: inviter?.name ?? null,
    business: found.business,
  };
}

/**
 * Whether `returnTo` is the accept page of a pending invitation to `email`: someone who signs up from there
 * followed the invitation letter's link, which proves the address as a verification letter would.
 */
export async function invitationProvesAddress(
  db: DbOrTx,
  input: { returnTo: string | null; email: string; now: Date },
): Promise<boolean> {
  const token = input.returnTo?.match(/^\/kvietimas\/([^/?#]+)$/)?.[1];
  if (!token) return false;
  const found = await rowByToken(db, token, false);
  return (
    found !== null &&
    invitationStatus(found.row, input.now) === 'pending' &&
    found.row.email.toLowerCase() === input.email.trim().toLowerCase()
  );
}

export function closedInvitationError(status: 'accepted' | 'revoked' | 'expired'): AppError {
  if (status === 'accepted') return new AppError('invitation_used', 409, INVITATION_TEXTS.usedAlready);
  if (status === 'revoked') return new AppError('invitation_revoked', 410, INVITATION_TEXTS.revokedAlready);
  return new AppError('invitation_expired', 410, INVITATION_TEXTS.expired);
}

/**
 * Accepts an invitation for the signed-in person, whose e-mail must be the invited one. Staff become
 * members with the role (never downgraded: an owner accepting a specialist invitation stays owner);
 * a specialist is also linked to a specialist record (an unlinked one with the same name, or a new,
 * switched-off one with the salon's usual hours); a client gets the business's client card and is sent to
 * book (or, while the business is not onboarded, to its page). All in one transaction with the invitation row locked, so a
 * link clicked twice accepts once.
 */
export async function acceptInvitation(
  deps: { db: Database; now: () => Date },
  token: string,
  person: SessionUser | null,
): Promise<InvitationAccepted> {
  if (!person) throw unauthorized(INVITATION_TEXTS.signInRequired);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await rowByToken(tx, token, true);
    if (!found) throw notFound(INVITATION_TEXTS.notFound);
    const { row, business: target } = found;
    const status = invitationStatus(row, now);
    if (status !== 'pending') throw closedInvitationError(status);
    if (row.email.toLowerCase() !== person.email.trim().toLowerCase()) {
      throw new AppError('wrong_user', 403, wrongUserMessage(row.email));
    }

    if (row.role === 'client') {
      await findOrCreateClientCard(tx, { businessId: target.id, user: person });
    } else {
      await grantMembership(tx, target.id, person, row.role);
      if (row.role === 'specialist') await linkSpecialist(tx, target.id, person, now, row.specialistId);
    }
    // The link came in a letter to this address: following it proves the address as the verification
    // letter's link would, so the invited person is not sent one more letter to click.
    await tx
      .update(user)
      .set({ emailVerified: true })
      .where(and(eq(user.id, person.id), eq(user.emailVerified, false)));
    await tx
      .update(invitation)
      .set({ acceptedAt: now })
      .where(and(eq(invitation.id, row.id), isNull(invitation.acceptedAt)));

    const staff = row.role !== 'client';
    const slug = encodeURIComponent(target.slug);
    // A business that is not onboarded cannot be booked online (the booking page answers 404): its
    // client is shown the business page with its contacts instead.
    const clientLanding = target.onboarded
      ? { message: INVITATION_TEXTS.acceptedClient, redirectTo: `/naujas-vizitas/${slug}` }
      : { message: INVITATION_TEXTS.acceptedClientNotBookable, redirectTo: `/apie/${slug}` };
    return {
      success: true as const,
      role: row.role,
      business: { slug: target.slug, name: target.name },
      ...(staff
        ? { message: INVITATION_TEXTS.acceptedStaff, redirectTo: '/administratorius' }
        : clientLanding),
    };
  });
}

async function grantMembership(
  tx: DbOrTx,
  businessId: string,
  person: SessionUser,
  role: 'owner' | 'admin' | 'specialist',
) {
  const [current] = await tx
    .select({ id: membership.id, role: membership.role })
    .from(membership)
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, person.id)))
    .limit(1);
  if (!current) {
    await tx.insert(membership).values({ businessId, userId: person.id, role }).onConflictDoNothing();
  } else if (ROLE_RANK[role] > ROLE_RANK[current.role]) {
    await tx.update(membership).set({ role }).where(eq(membership.id, current.id));
  }
}

/**
 * The invited specialist's own calendar: the card the invitation was made for (unless someone's account got
 * it meanwhile), else an existing unlinked record with their name, or a new one. A new
 * one starts like one the owner adds (the salon's usual weekly hours) but switched off: it has no services
 * yet, may duplicate a record under another spelling, and an active specialist counts towards the monthly
 * fee, so the owner switches it on in the team page.
 */
async function linkSpecialist(
  tx: DbOrTx,
  businessId: string,
  person: SessionUser,
  now: Date,
  cardId: string | null,
) {
  const [linked] = await tx
    .select({ id: specialist.id })
    .from(specialist)
    .where(and(eq(specialist.businessId, businessId), eq(specialist.userId, person.id)))
    .limit(1);
  if (linked) return;
  if (cardId) {
    const [card] = await tx
      .update(specialist)
      .set({ userId: person.id })
      .where(and(eq(specialist.businessId, businessId), eq(specialist.id, cardId), isNull(specialist.userId)))
      .returning({ id: specialist.id });
    if (card) return;
  }
  const sameName = await tx
    .select({ id: specialist.id })
    .from(specialist)
    .where(
      and(
        eq(specialist.businessId, businessId),
        isNull(specialist.userId),
        sql`lower(trim(${specialist.name})) = ${person.name.trim().toLowerCase()}`,
      ),
    )
    .limit(2);
  if (sameName.length === 1 && sameName[0]) {
    await tx.update(specialist).set({ userId: person.id }).where(eq(specialist.id, sameName[0].id));
    return;
  }
  const [order] = await tx
    .select({ next: sql<number>`coalesce(max(${specialist.sortOrder}) + 1, 0)::int` })
    .from(specialist)
    .where(eq(specialist.businessId, businessId));
  const [where] = await tx
    .select({ timeZone: business.timeZone })
    .from(business)
    .where(eq(business.id, businessId))
    .limit(1);
  const weeklyHours = await defaultWeeklyHours(tx, businessId);
  const [created] = await tx
    .insert(specialist)
    .values({ businessId, name: person.name, userId: person.id, active: false, sortOrder: order?.next ?? 0 })
    .returning({ id: specialist.id });
  if (!created) throw new Error('linkSpecialist: no specialist row written');
  await tx.insert(schedule).values({
    businessId,
    specialistId: created.id,
    validFrom: localDateOf(now.getTime(), where?.timeZone ?? LITHUANIA_TIME_ZONE),
    weeklyHours,
  });
}

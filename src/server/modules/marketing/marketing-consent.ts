// A client's consent to one salon's marketing (offers, rebook nudges). Only the client gives or withdraws
// it: from the booking's confirm step, their account, or a letter's unsubscribe address. A withdrawal
// closes the row in force and keeps it, so the salon can show when consent was given and withdrawn.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  MARKETING_CONSENT_TEXTS,
  type MarketingConsent,
  type MarketingConsentRecord,
  type UnsubscribeLinkInfo,
  type UnsubscribeResult,
} from '../../../contracts/marketing-consent.ts';
import type {
  MarketingConsentGrantedVia,
  MarketingConsentWithdrawnVia,
} from '../../../core/marketing/consent-sources.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { business, marketingConsent } from '../../db/schema.ts';
import { AppError, businessNotFound, unauthorized } from '../../http/app-error.ts';
import { consentInForce } from './consent-in-force.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export interface ConsentRequest {
  user: SessionUser | null;
  /** The salon's slug. */
  slug: string;
  now: Date;
}

async function businessBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: business.id, slug: business.slug, name: business.name })
    .from(business)
    .where(eq(business.slug, slug))
    .limit(1);
  if (!row) throw businessNotFound();
  return row;
}

/** The client's consents in force, the latest first. */
export async function listConsents(db: DbOrTx, userId: string): Promise<MarketingConsent[]> {
  const rows = await db
    .select({
      business: { id: business.id, slug: business.slug, name: business.name },
      grantedAt: marketingConsent.grantedAt,
      grantedVia: marketingConsent.grantedVia,
    })
    .from(marketingConsent)
    .innerJoin(business, eq(business.id, marketingConsent.businessId))
    .where(and(eq(marketingConsent.userId, userId), isNull(marketingConsent.withdrawnAt)))
    .orderBy(desc(marketingConsent.grantedAt), business.name);
  return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
}

/**
 * Records the client's consent to the salon (in the caller's transaction, e.g. the booking's). One already
 * in force stays as it was given: its time and place are the proof.
 */
export async function recordConsent(
  db: DbOrTx,
  consent: { userId: string; businessId: string; via: MarketingConsentGrantedVia; now: Date },
): Promise<void> {
  await db
    .insert(marketingConsent)
    .values({
      userId: consent.userId,
      businessId: consent.businessId,
      grantedAt: consent.now,
      grantedVia: consent.via,
    })
    .onConflictDoNothing({
      target: [marketingConsent.businessId, marketingConsent.userId],
      where: isNull(marketingConsent.withdrawnAt),
    });
}

/** Closes the consent in force, if any; true when one was. */
async function closeConsent(
  db: DbOrTx,
  consent: { userId: string; businessId: string; via: MarketingConsentWithdrawnVia; now: Date },
): Promise<boolean> {
  const closed = await db
    .update(marketingConsent)
    .set({ withdrawnAt: consent.now, withdrawnVia: consent.via })
    .where(consentInForce(consent.userId, consent.businessId))
    .returning({ id: marketingConsent.id });
  return closed.length > 0;
}

/** `PUT /api/user/marketing-consents/{slug}`: the client agrees from their account. */
export async function grantConsent(db: DbOrTx, request: ConsentRequest): Promise<MarketingConsent> {
  if (!request.user) throw unauthorized();
  const salon = await businessBySlug(db, request.slug);
  await recordConsent(db, {
    userId: request.user.id,
    businessId: salon.id,
    via: 'account',
    now: request.now,
  });
  const [row] = await db
    .select({ grantedAt: marketingConsent.grantedAt, grantedVia: marketingConsent.grantedVia })
    .from(marketingConsent)
    .where(consentInForce(request.user.id, salon.id))
    .limit(1);
  if (!row) throw new Error('grantConsent: no consent in force after recording it');
  return { business: salon, grantedAt: row.grantedAt.toISOString(), grantedVia: row.grantedVia };
}

/** `DELETE /api/user/marketing-consents/{slug}` and the account page: the client withdraws. */
export async function withdrawConsent(db: DbOrTx, request: ConsentRequest): Promise<{ message: string }> {
  if (!request.user) throw unauthorized();
  const salon = await businessBySlug(db, request.slug);
  await closeConsent(db, { userId: request.user.id, businessId: salon.id, via: 'account', now: request.now });
  return { message: MARKETING_CONSENT_TEXTS.withdrawn(salon.name) };
}

const invalidLink = () => new AppError('invalid_unsubscribe_link', 404, MARKETING_CONSENT_TEXTS.invalidLink);

async function subjectOf(db: DbOrTx, token: string) {
  const subject = await readUnsubscribeToken(db, token);
  if (!subject) return null;
  const [salon] = await db
    .select({ slug: business.slug, name: business.name })
    .from(business)
    .where(eq(business.id, subject.businessId))
    .limit(1);
  return salon ? { ...subject, business: salon } : null;
}

/** What the "Atsisakyti" page shows before the click; null for a link that is not ours. */
export async function unsubscribeLinkInfo(db: DbOrTx, token: string): Promise<UnsubscribeLinkInfo | null> {
  const subject = await subjectOf(db, token);
  if (!subject) return null;
  const [open] = await db
    .select({ id: marketingConsent.id })
    .from(marketingConsent)
    .where(consentInForce(subject.userId, subject.businessId))
    .limit(1);
  return { business: subject.business, consentActive: open !== undefined };
}

/**
 * The letter's unsubscribe address, without signing in: the mail app's one-click POST or the page's button.
 * Withdrawing again answers the same (the consent is withdrawn either way).
 */
export async function unsubscribeByToken(
  db: DbOrTx,
  { token, via, now }: { token: string; via: 'one_click' | 'unsubscribe_link'; now: Date },
): Promise<UnsubscribeResult> {
  const subject = await subjectOf(db, token);
  if (!subject) throw invalidLink();
  await closeConsent(db, { userId: subject.userId, businessId: subject.businessId, via, now });
  return {
    success: true,
    message: MARKETING_CONSENT_TEXTS.withdrawn(subject.business.name),
    business: subject.business,
  };
}

/** Since when each of these clients has agreed to the salon's marketing (absent: not now). */
export async function consentSinceOf(
  db: DbOrTx,
  businessId: string,
  userIds: readonly string[],
): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: marketingConsent.userId, grantedAt: marketingConsent.grantedAt })
    .from(marketingConsent)
    .where(
      and(
        eq(marketingConsent.businessId, businessId),
        inArray(marketingConsent.userId, [...userIds]),
        isNull(marketingConsent.withdrawnAt),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.grantedAt]));
}

/** Every agreement of one client with the salon, the latest first: the salon's proof of consent. */
export async function consentHistoryOf(
  db: DbOrTx,
  businessId: string,
  userId: string,
): Promise<MarketingConsentRecord[]> {
  const rows = await db
    .select()
    .from(marketingConsent)
    .where(and(eq(marketingConsent.businessId, businessId), eq(marketingConsent.userId, userId)))
    .orderBy(desc(marketingConsent.grantedAt));
  return rows.map((row) => ({
    grantedAt: row.grantedAt.toISOString(),
    grantedVia: row.grantedVia,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnVia: row.withdrawnVia ?? null,
  }));
}

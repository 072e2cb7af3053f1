// Reviews of completed visits: the client writes one per visit and may edit it for a while, the business
// answers once, the operator hides an abusive one. Hidden reviews are counted and shown nowhere public.
import { and, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_PROMPT_DAYS,
  REVIEWS_PAGE_SIZE,
  ratingSummary,
  reviewAuthorName,
  reviewEditable,
  reviewEditableUntil,
  reviewRefusal,
} from '../../../core/reviews/review-rules.ts';
import type {
  AdminReview,
  AdminReviewList,
  AdminReviewsPage,
  PendingReview,
  PublicReviewItem,
  PublicReviewPage,
  Review,
  ReviewEdit,
  ReviewHideInput,
  ReviewInput,
  ReviewReplyInput,
  VisitReviewState,
} from '../../../contracts/reviews.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { appointment, business, review, service, user } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, businessNotFound, notFound, unauthorized, visitNotFound } from '../../http/app-error.ts';
import type { JobRunner } from '../../jobs/job-queue.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { recordEventsNotifyingNow } from '../side-effects/dispatcher.ts';
import type { ReviewFacts } from '../side-effects/domain-events.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';

export interface ReviewDependencies {
  db: Database;
  jobs: JobRunner<SideEffectJob>;
  brandName: string;
  baseUrl: string;
  now: () => Date;
}

export const REVIEW_NOT_FOUND = 'Atsiliepimas nerastas.';
export const ALREADY_REVIEWED_MESSAGE = 'Šį vizitą jau įvertinote. Atsiliepimą galite pataisyti.';
export const NOT_COMPLETED_MESSAGE = 'Įvertinti galima tik įvykusį vizitą.';
export const NOT_EDITABLE_MESSAGE = 'Atsiliepimą taisyti galima tik 14 dienų po jo parašymo.';
export const HIDDEN_MESSAGE = 'Šis atsiliepimas paslėptas, jo taisyti nebegalima.';
export const ALREADY_REPLIED_MESSAGE = 'Į šį atsiliepimą jau atsakėte – atsakyti galima vieną kartą.';
export const ALREADY_HIDDEN_MESSAGE = 'Šis atsiliepimas jau paslėptas.';
const OPERATOR_ONLY_MESSAGE = 'Atsiliepimus slėpti gali tik platformos operatorius.';

/** Only reviews the public may see. */
export const visibleReview: SQL = isNull(review.hiddenAt);

type ReviewRow = typeof review.$inferSelect;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    reply: row.reply,
  };
}

function toPublicItem(row: ReviewRow): PublicReviewItem {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { text: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

/** The user's own visit; another user's or a malformed id is not found (404). */
async function ownVisit(db: DbOrTx, userId: string, appointmentId: string) {
  const [row] = isUuid(appointmentId)
    ? await db
        .select({ id: appointment.id, businessId: appointment.businessId, status: appointment.status })
        .from(appointment)
        .where(and(eq(appointment.id, appointmentId), eq(appointment.clientUserId, userId)))
        .limit(1)
    : [];
  if (!row) throw visitNotFound();
  return row;
}

async function reviewOfVisit(db: DbOrTx, appointmentId: string) {
  const [row] = await db.select().from(review).where(eq(review.appointmentId, appointmentId)).limit(1);
  return row ?? null;
}

const alreadyReviewed = () => new AppError('already_reviewed', 409, ALREADY_REVIEWED_MESSAGE);

/** A client writing or changing the review of their own visit. */
export interface ClientReviewChange<I> {
  actor: SessionUser | null;
  appointmentId: string;
  input: I;
}

/** The business answering a review, or the operator hiding one. */
export interface ReviewModeration<I> {
  actor: SessionUser | null;
  reviewId: string;
  input: I;
}

/** The signed-in client's own visit and its review (null before one is written). */
async function ownVisitAndReview(db: DbOrTx, actor: SessionUser | null, appointmentId: string) {
  if (!actor) throw unauthorized();
  const visit = await ownVisit(db, actor.id, appointmentId);
  return { actor, visit, current: await reviewOfVisit(db, visit.id) };
}

/** A review for someone signed in: 401 before the lookup, then 404 when there is no such review. */
async function reviewForActor(db: DbOrTx, actor: SessionUser | null, reviewId: string) {
  if (!actor) throw unauthorized();
  return { actor, current: await reviewById(db, reviewId) };
}

/** The client reviews their own completed visit, once. */
export async function createReview(
  deps: Pick<ReviewDependencies, 'db' | 'now'>,
  { actor: who, appointmentId, input }: ClientReviewChange<ReviewInput>,
): Promise<Review> {
  const { actor, visit, current: existing } = await ownVisitAndReview(deps.db, who, appointmentId);
  const refusal = reviewRefusal({ status: visit.status, reviewed: existing !== null });
  if (refusal === 'already_reviewed') throw alreadyReviewed();
  if (refusal === 'not_completed') throw new AppError('not_completed', 422, NOT_COMPLETED_MESSAGE);

  const [author] = await deps.db.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
  // Two tabs sending at once: the unique key lets one in, the other is told it is already reviewed.
  const [created] = await deps.db
    .insert(review)
    .values({
      businessId: visit.businessId,
      appointmentId: visit.id,
      userId: actor.id,
      authorName: reviewAuthorName(author?.name ?? actor.name),
      rating: input.rating,
      comment: input.comment ?? '',
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw alreadyReviewed();
  return toReview(created);
}

/** The client changes their review within the edit window; a hidden one stays as it is. */
export async function editReview(
  deps: Pick<ReviewDependencies, 'db' | 'now'>,
  { actor: who, appointmentId, input: edit }: ClientReviewChange<ReviewEdit>,
): Promise<Review> {
  const { actor, current } = await ownVisitAndReview(deps.db, who, appointmentId);
  if (!current || current.userId !== actor.id) throw notFound(REVIEW_NOT_FOUND);
  if (current.hiddenAt) throw new AppError('review_hidden', 409, HIDDEN_MESSAGE);
  const now = deps.now();
  if (!reviewEditable({ createdAt: current.createdAt, hidden: false }, now)) {
    throw new AppError('review_not_editable', 409, NOT_EDITABLE_MESSAGE);
  }
  const [updated] = await deps.db
    .update(review)
    .set({
      ...(edit.rating !== undefined ? { rating: edit.rating } : {}),
      ...(edit.comment !== undefined ? { comment: edit.comment } : {}),
      editedAt: now,
    })
    .where(and(eq(review.id, current.id), isNull(review.hiddenAt)))
    .returning();
  if (!updated) throw new AppError('review_hidden', 409, HIDDEN_MESSAGE);
  return toReview(updated);
}

/** Count per star of a business's visible reviews, with the total and the average. */
async function summaryOf(db: DbOrTx, businessId: string) {
  const counts = await db
    .select({ rating: review.rating, count: sql<number>`count(*)::int` })
    .from(review)
    .where(and(eq(review.businessId, businessId), visibleReview))
    .groupBy(review.rating);
  return ratingSummary(counts.map((c) => ({ rating: c.rating, count: Number(c.count) })));
}

/** A page of a business's visible reviews, newest first, with the figures the page shows above them. */
export async function publicReviews(db: DbOrTx, slug: string, page = 1): Promise<PublicReviewPage> {
  const [found] = await db.select({ id: business.id }).from(business).where(eq(business.slug, slug)).limit(1);
  if (!found) throw businessNotFound('business_not_found');
  const [summary, rows] = await Promise.all([
    summaryOf(db, found.id),
    db
      .select()
      .from(review)
      .where(and(eq(review.businessId, found.id), visibleReview))
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  return {
    items: rows.map(toPublicItem),
    total: summary.total,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    average: summary.average,
    distribution: summary.distribution,
  };
}

/**
 * The newest completed visit of the user that ended within the last days and has no review: what the review
 * modal asks about. Null when there is none.
 */
export async function pendingReviewOf(db: DbOrTx, userId: string, now: Date): Promise<PendingReview | null> {
  const since = new Date(now.getTime() - REVIEW_PROMPT_DAYS * 86_400_000);
  const [row] = await db
    .select({
      appointmentId: appointment.id,
      serviceName: service.name,
      businessName: business.name,
      businessSlug: business.slug,
      start: appointment.startsAt,
      timeZone: business.timeZone,
    })
    .from(appointment)
    .innerJoin(business, eq(business.id, appointment.businessId))
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .leftJoin(review, eq(review.appointmentId, appointment.id))
    .where(
      and(
        eq(appointment.clientUserId, userId),
        eq(appointment.status, 'completed'),
        gte(appointment.endsAt, since),
        isNull(review.id),
      ),
    )
    .orderBy(desc(appointment.endsAt), desc(appointment.id))
    .limit(1);
  return row ? { ...row, start: row.start.toISOString() } : null;
}

/** For the client's visit cards: each visit's review, and whether it may still be reviewed. */
export async function visitReviewStates(
  db: DbOrTx,
  userId: string,
  appointmentIds: readonly string[],
): Promise<VisitReviewState[]> {
  const ids = appointmentIds.filter((id) => isUuid(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: appointment.id, status: appointment.status, review })
    .from(appointment)
    .leftJoin(review, eq(review.appointmentId, appointment.id))
    .where(and(eq(appointment.clientUserId, userId), inArray(appointment.id, ids)));
  return rows.map((row) => ({
    appointmentId: row.id,
    review: row.review ? toReview(row.review) : null,
    canReview: reviewRefusal({ status: row.status, reviewed: row.review !== null }) === null,
  }));
}

/** A review by id; a missing one or a malformed id is not found (404). */
async function reviewById(db: DbOrTx, reviewId: string) {
  const [row] = isUuid(reviewId)
    ? await db.select().from(review).where(eq(review.id, reviewId)).limit(1)
    : [];
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/** The business's reviews for its admins, hidden ones included (with why), newest first. */
/** The admin reviews page: the list the API answers, with the business's time zone for its dates. */
export async function adminReviewsPage(
  db: DbOrTx,
  { actor, businessRef, page = 1 }: { actor: SessionUser | null; businessRef: string; page?: number },
): Promise<AdminReviewsPage> {
  const access = await requireBusinessAccess(db, { user: actor, businessRef });
  const businessId = access.business.id;
  const [summary, totalRow, rows] = await Promise.all([
    summaryOf(db, businessId),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(review)
      .where(eq(review.businessId, businessId)),
    db
      .select({ review, serviceName: service.name, visitStart: appointment.startsAt })
      .from(review)
      .innerJoin(appointment, eq(appointment.id, review.appointmentId))
      .innerJoin(service, eq(service.id, appointment.serviceId))
      .where(eq(review.businessId, businessId))
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  const items: AdminReview[] = rows.map((row) => ({
    ...toPublicItem(row.review),
    appointmentId: row.review.appointmentId,
    serviceName: row.serviceName,
    visitStart: row.visitStart.toISOString(),
    editedAt: row.review.editedAt?.toISOString() ?? null,
    hidden:
      row.review.hiddenAt !== null
        ? { at: row.review.hiddenAt.toISOString(), reason: row.review.hiddenReason ?? '' }
        : null,
  }));
  return {
    items,
    total: Number(totalRow[0]?.total ?? 0),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    business: { id: businessId, slug: access.business.slug, name: access.business.name },
    average: summary.average,
    distribution: summary.distribution,
    canReply: MANAGERS.includes(access.role),
    canHide: access.role === 'operator',
    timeZone: access.business.timeZone,
  };
}

export async function adminReviewList(
  db: DbOrTx,
  args: { actor: SessionUser | null; businessRef: string; page?: number },
): Promise<AdminReviewList> {
  const { timeZone: _pageOnly, ...list } = await adminReviewsPage(db, args);
  return list;
}

/** The business answers a review once; the author gets an in-app note (side-effects/what-happens.ts). */
export async function replyToReview(
  deps: ReviewDependencies,
  { actor: who, reviewId, input }: ReviewModeration<ReviewReplyInput>,
): Promise<AdminReview> {
  const { actor, current } = await reviewForActor(deps.db, who, reviewId);
  // Another business's review is "not found" to this one's staff; a specialist may read but not answer.
  const access = await requireBusinessAccess(deps.db, {
    user: actor,
    businessRef: current.businessId,
    allowed: MANAGERS,
  });
  if (current.reply !== null) throw new AppError('already_replied', 409, ALREADY_REPLIED_MESSAGE);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(review)
      .set({ reply: input.reply, repliedAt: now, repliedBy: actor.id })
      .where(and(eq(review.id, current.id), isNull(review.reply)))
      .returning();
    if (!row) throw new AppError('already_replied', 409, ALREADY_REPLIED_MESSAGE);
    if (row.userId && row.hiddenAt === null) {
      await recordEventsNotifyingNow(deps, tx, [
        { type: 'review.replied', review: reviewFacts(row, row.userId, access.business), reply: input.reply },
      ]);
    }
    return row;
  });
  return adminItem(deps.db, updated);
}

function reviewFacts(
  row: ReviewRow,
  authorUserId: string,
  business: { slug: string; name: string },
): ReviewFacts {
  return {
    reviewId: row.id,
    appointmentId: row.appointmentId,
    authorUserId,
    businessId: row.businessId,
    business: { slug: business.slug, name: business.name },
    comment: row.comment,
  };
}

async function adminItem(db: DbOrTx, row: ReviewRow): Promise<AdminReview> {
  const [visit] = await db
    .select({ serviceName: service.name, visitStart: appointment.startsAt })
    .from(appointment)
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .where(eq(appointment.id, row.appointmentId));
  return {
    ...toPublicItem(row),
    appointmentId: row.appointmentId,
    serviceName: visit?.serviceName ?? '',
    visitStart: visit?.visitStart.toISOString() ?? row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
  };
}

/**
 * The operator hides an abusive review with a reason. The author is told in the app and by e-mail, both in
 * the transaction that hides it.
 */
export async function hideReview(
  deps: ReviewDependencies,
  { actor: who, reviewId, input }: ReviewModeration<ReviewHideInput>,
): Promise<AdminReview> {
  const { actor, current } = await reviewForActor(deps.db, who, reviewId);
  const access = await requireBusinessAccess(deps.db, { user: actor, businessRef: current.businessId });
  if (access.role !== 'operator') throw new AppError('forbidden', 403, OPERATOR_ONLY_MESSAGE);
  const now = deps.now();
  const hidden = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(review)
      .set({ hiddenAt: now, hiddenReason: input.reason, hiddenBy: actor.id })
      .where(and(eq(review.id, current.id), isNull(review.hiddenAt)))
      .returning();
    if (!row) throw new AppError('review_hidden', 409, ALREADY_HIDDEN_MESSAGE);
    if (row.userId) {
      const [author] = await tx.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
      await recordEventsNotifyingNow(deps, tx, [
        {
          type: 'review.hidden',
          review: reviewFacts(row, row.userId, access.business),
          reason: input.reason,
          authorEmail: author?.email ?? null,
        },
      ]);
    }
    return row;
  });
  return adminItem(deps.db, hidden);
}

import { z } from './zod.ts';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  type RatingDistribution,
} from '../core/reviews/review-rules.ts';
import type { AdminResult, AdminUser } from './admin-schedules.ts';
import { businessNameFields, pageNumberSchema, pageOf } from './shared-schemas.ts';

// Reviews of completed visits: what the client sends, what the public and the business see.

const RATING_MESSAGE = 'Įvertinkite nuo 1 iki 5 žvaigždučių.';

/** 1–5 stars; forms send text, so the number is coerced. */
export const ratingSchema = z.coerce
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);

export const reviewCommentSchema = z
  .string()
  .trim()
  .max(
    REVIEW_COMMENT_MAX_LENGTH,
    `Atsiliepimas per ilgas (daugiausia ${REVIEW_COMMENT_MAX_LENGTH} simbolių).`,
  );

export const reviewInputSchema = z.object({
  rating: ratingSchema,
  comment: reviewCommentSchema.optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** An edit: the stars, the text, or both. */
export const reviewEditSchema = z
  .object({ rating: ratingSchema.optional(), comment: reviewCommentSchema.optional() })
  .refine((edit) => edit.rating !== undefined || edit.comment !== undefined, {
    message: 'Nurodykite naują įvertinimą arba komentarą.',
  });
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** The client's own review, as the API answers it. */
export const reviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Until when the client may still edit it. */
  editableUntil: z.string(),
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewReplySchema = z.object({ text: z.string(), repliedAt: z.string() });

/** A review as the business page shows it; every one is of a completed visit of its author. */
export const publicReviewItemSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReviewItem = z.infer<typeof publicReviewItemSchema>;

export const ratingDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
}) satisfies z.ZodType<RatingDistribution>;

export const publicReviewPageSchema = pageOf(publicReviewItemSchema).extend({
  average: z.number().nullable(),
  distribution: ratingDistributionSchema,
});
export type PublicReviewPage = z.infer<typeof publicReviewPageSchema>;

export const reviewPageQuerySchema = z.object({ page: pageNumberSchema });

export const reviewReplyInputSchema = z.object({
  reply: z
    .string({ error: 'Įrašykite atsakymą.' })
    .trim()
    .min(1, 'Įrašykite atsakymą.')
    .max(REVIEW_REPLY_MAX_LENGTH, `Atsakymas per ilgas (daugiausia ${REVIEW_REPLY_MAX_LENGTH} simbolių).`),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

export const reviewHideInputSchema = z.object({
  reason: z
    .string({ error: 'Nurodykite, kodėl atsiliepimas slepiamas.' })
    .trim()
    .min(1, 'Nurodykite, kodėl atsiliepimas slepiamas.')
    .max(
      REVIEW_HIDE_REASON_MAX_LENGTH,
      `Priežastis per ilga (daugiausia ${REVIEW_HIDE_REASON_MAX_LENGTH} simbolių).`,
    ),
});
export type ReviewHideInput = z.infer<typeof reviewHideInputSchema>;

/** A review in the business's admin list: also hidden ones, with why. */
export const adminReviewSchema = publicReviewItemSchema.extend({
  appointmentId: z.string(),
  serviceName: z.string(),
  visitStart: z.string(),
  editedAt: z.string().nullable(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = pageOf(adminReviewSchema).extend({
  business: z.object(businessNameFields),
  average: z.number().nullable(),
  distribution: ratingDistributionSchema,
  /** Owners, admins and the operator answer; the operator alone hides. */
  canReply: z.boolean(),
  canHide: z.boolean(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** The admin reviews page: the API's list, and the business's time zone its dates are shown in. */
export type AdminReviewsPage = AdminReviewList & { timeZone: string };

/** The signed-in client's completed visit still waiting for stars (the review modal's subject). */
export const pendingReviewSchema = z.object({
  appointmentId: z.string(),
  serviceName: z.string(),
  businessName: z.string(),
  businessSlug: z.string(),
  start: z.string(),
  timeZone: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** What a client's visit card needs to know about reviewing it. */
export interface VisitReviewState {
  appointmentId: string;
  review: Review | null;
  /** Completed and not reviewed yet. */
  canReview: boolean;
}

/**
 * Web-services group `reviews`: the same use cases and access checks as the API. Changes take what a form
 * posted and check it with the API's schema (400 with field messages).
 */
export interface ReviewServices {
  /** The review state of the user's own visits among `appointmentIds` (others are left out). */
  visitStates(userId: string, appointmentIds: readonly string[]): Promise<VisitReviewState[]>;
  create(user: AdminUser, appointmentId: string, input: unknown): Promise<AdminResult<Review>>;
  edit(user: AdminUser, appointmentId: string, input: unknown): Promise<AdminResult<Review>>;
  adminList(user: AdminUser, business: string, page: number): Promise<AdminResult<AdminReviewsPage>>;
  reply(user: AdminUser, reviewId: string, input: unknown): Promise<AdminResult<AdminReview>>;
  hide(user: AdminUser, reviewId: string, input: unknown): Promise<AdminResult<AdminReview>>;
}

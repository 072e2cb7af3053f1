/**
 * Reviews as pure rules: who may write one, how long it may be edited, and the figures a business page
 * shows (average and count per star). Instants are arguments; no clock is read here.
 */
import type { AppointmentStatus } from '../appointments/status-machine.ts';

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
/** The client may change what they wrote for this many days after writing it. */
export const REVIEW_EDIT_DAYS = 14;
/** Reviews per page of the public list ("Rodyti daugiau" loads the next one). */
export const REVIEWS_PAGE_SIZE = 10;

const DAY_MS = 86_400_000;

/** Why a client may not review a visit, or null when they may. */
export type ReviewRefusal = 'not_completed' | 'already_reviewed';

export function reviewRefusal(visit: { status: AppointmentStatus; reviewed: boolean }): ReviewRefusal | null {
  if (visit.reviewed) return 'already_reviewed';
  if (visit.status !== 'completed') return 'not_completed';
  return null;
}

/** The last instant at which a review written at `createdAt` may still be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function reviewEditable(review: { createdAt: Date; hidden: boolean }, now: Date): boolean {
  return !review.hidden && now.getTime() <= reviewEditableUntil(review.createdAt).getTime();
}

/** Count of reviews per star, every star present (zero when none). */
export type RatingDistribution = Record<`${ReviewRating}`, number>;

export function emptyDistribution(): RatingDistribution {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}

/** Per-star counts -> the distribution, the total and the average rounded to one decimal (null: none). */
export function ratingSummary(counts: readonly { rating: number; count: number }[]): {
  distribution: RatingDistribution;
  total: number;
  average: number | null;
} {
  const distribution = emptyDistribution();
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    const key = String(rating) as `${ReviewRating}`;
    if (!(key in distribution) || count <= 0) continue;
    distribution[key] += count;
    total += count;
    sum += rating * count;
  }
  // Integers divided once: a true .x5 stays exact, so this rounds as SQL's round(avg(rating), 1) does.
  return { distribution, total, average: total === 0 ? null : Math.round((sum * 10) / total) / 10 };
}

/** Share of reviews with `rating` stars, 0–100, for the bars. */
export function distributionPercent(distribution: RatingDistribution, rating: ReviewRating): number {
  const total = REVIEW_RATINGS.reduce((sum, r) => sum + distribution[`${r}`], 0);
  return total === 0 ? 0 : Math.round((distribution[`${rating}`] / total) * 100);
}

/** "Ieva Klientė" -> "Ieva K.": how reviews are signed in public. */
export function reviewAuthorName(fullName: string): string {
  const [first = fullName, last] = fullName.trim().split(/\s+/);
  return last ? `${first} ${last.charAt(0)}.` : first;
}

/** The review modal asks about completed visits that ended at most this many days ago. */
export const REVIEW_PROMPT_DAYS = 30;

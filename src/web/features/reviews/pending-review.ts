// Loaded on demand by the shell: which completed visit the review modal should ask about.
import { pendingReviewSchema, type PendingReview } from '../../../contracts/reviews.ts';
import { callApi } from '../../lib/api-client.ts';

/** The signed-in client's newest completed visit still without a review, or null. */
export async function fetchPendingReview(): Promise<PendingReview | null> {
  const body = await callApi<{ pending: unknown }>('GET', 'user_pending_review');
  const parsed = pendingReviewSchema.nullable().safeParse(body.pending);
  return parsed.success ? parsed.data : null;
}

// Web-services group `reviews`: page loaders and actions run the API's use cases, refusals as values.
import {
  reviewEditSchema,
  reviewHideInputSchema,
  reviewInputSchema,
  reviewReplyInputSchema,
  type ReviewServices,
} from '../../../contracts/reviews.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import {
  adminReviewsPage,
  createReview,
  editReview,
  hideReview,
  replyToReview,
  visitReviewStates,
  type ReviewDependencies,
} from './reviews.ts';

export function createReviewServices(deps: ReviewDependencies): ReviewServices {
  return {
    visitStates: (userId, appointmentIds) => visitReviewStates(deps.db, userId, appointmentIds),
    create: (user, appointmentId, input) =>
      pageResult(() =>
        createReview(deps, { actor: user, appointmentId, input: parsedInput(reviewInputSchema, input) }),
      ),
    edit: (user, appointmentId, input) =>
      pageResult(() =>
        editReview(deps, { actor: user, appointmentId, input: parsedInput(reviewEditSchema, input) }),
      ),
    adminList: (user, business, page) =>
      pageResult(() => adminReviewsPage(deps.db, { actor: user, businessRef: business, page })),
    reply: (user, reviewId, input) =>
      pageResult(() =>
        replyToReview(deps, { actor: user, reviewId, input: parsedInput(reviewReplyInputSchema, input) }),
      ),
    hide: (user, reviewId, input) =>
      pageResult(() =>
        hideReview(deps, { actor: user, reviewId, input: parsedInput(reviewHideInputSchema, input) }),
      ),
  };
}

import { z } from '@hono/zod-openapi';
import {
  adminReviewListSchema,
  adminReviewSchema,
  reviewHideInputSchema,
  reviewPageQuerySchema,
  reviewReplyInputSchema,
  type ReviewHideInput,
  type ReviewReplyInput,
} from '../../../contracts/reviews.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { NOT_SIGNED_IN, SIGNED_IN_INPUT_WITH_FIELDS } from '../error-responses.ts';
import {
  adminReviewList,
  hideReview,
  replyToReview,
  type ReviewDependencies,
} from '../../modules/reviews/reviews.ts';

const reviewAnswer = z.object({ review: adminReviewSchema });

const listRouteDef = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/reviews',
  tag: 'admin: reviews',
  summary: "The business's reviews for its staff, hidden ones included (with the reason), newest first.",
  request: { params: idParamsSchema, query: reviewPageQuerySchema },
  responses: { 200: json(adminReviewListSchema, 'A page of reviews') },
  errors: { ...NOT_SIGNED_IN, 400: 'Bad query', 404: 'No such business, or not a member of it' },
});

const replyRouteDef = apiRoute({
  method: 'post',
  path: '/api/admin/review/{id}/reply',
  tag: 'admin: reviews',
  summary: 'The business answers a review, once; the answer is shown under it.',
  request: { params: idParamsSchema, body: jsonOrFormBody(reviewReplyInputSchema) },
  responses: { 200: json(reviewAnswer, 'Answered') },
  errors: {
    ...SIGNED_IN_INPUT_WITH_FIELDS,
    403: 'A specialist of the business (answers are for owners, admins and the operator)',
    404: "No such review, or another business's",
    409: 'already_replied: the review has its answer',
  },
});

const hideRouteDef = apiRoute({
  method: 'post',
  path: '/api/admin/review/{id}/hide',
  tag: 'admin: reviews',
  summary: 'The operator hides an abusive review with a reason; the author is told in the app and by e-mail.',
  request: { params: idParamsSchema, body: jsonOrFormBody(reviewHideInputSchema) },
  responses: { 200: json(reviewAnswer, 'Hidden') },
  errors: {
    ...SIGNED_IN_INPUT_WITH_FIELDS,
    403: "The business's own staff (only the operator hides reviews)",
    404: "No such review, or another business's",
    409: 'review_hidden: already hidden',
  },
});

export function adminReviewsApi(deps: ReviewDependencies) {
  return createRouter()
    .openapi(listRouteDef, async (c) => {
      const { page } = c.req.valid('query');
      return c.json(
        await adminReviewList(deps.db, {
          actor: c.get('user'),
          businessRef: c.req.valid('param').id,
          page: page ?? 1,
        }),
        200,
      );
    })
    .openapi(replyRouteDef, async (c) => {
      const input = parsedBody<ReviewReplyInput>(c);
      const review = await replyToReview(deps, {
        actor: c.get('user'),
        reviewId: c.req.valid('param').id,
        input,
      });
      return c.json({ review }, 200);
    })
    .openapi(hideRouteDef, async (c) => {
      const input = parsedBody<ReviewHideInput>(c);
      const review = await hideReview(deps, {
        actor: c.get('user'),
        reviewId: c.req.valid('param').id,
        input,
      });
      return c.json({ review }, 200);
    });
}

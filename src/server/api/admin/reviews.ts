import { z } from '@hono/zod-openapi';
import {
  adminReviewListSchema,
  adminReviewSchema,
  reviewHideInputSchema,
  reviewPageQuerySchema,
  reviewReplyInputSchema,
  type AdminReview,
} from '../../../contracts/reviews.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
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
  type ReviewModeration,
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

/** POST: a step of the business or the operator on one review by its id, answered with the review after it. */
function reviewActionRoute<const P extends string, S extends z.ZodType>(action: {
  path: P;
  summary: string;
  body: S;
  answer: string;
  refusals: { 403: string; 409: string };
}) {
  return apiRoute({
    method: 'post',
    path: action.path,
    tag: 'admin: reviews',
    summary: action.summary,
    request: { params: idParamsSchema, body: jsonOrFormBody(action.body) },
    responses: { 200: json(reviewAnswer, action.answer) },
    errors: {
      ...SIGNED_IN_INPUT_WITH_FIELDS,
      403: action.refusals[403],
      404: "No such review, or another business's",
      409: action.refusals[409],
    },
  });
}

const replyRouteDef = reviewActionRoute({
  path: '/api/admin/review/{id}/reply',
  summary: 'The business answers a review, once; the answer is shown under it.',
  body: reviewReplyInputSchema,
  answer: 'Answered',
  refusals: {
    403: 'A specialist of the business (answers are for owners, admins and the operator)',
    409: 'already_replied: the review has its answer',
  },
});

const hideRouteDef = reviewActionRoute({
  path: '/api/admin/review/{id}/hide',
  summary: 'The operator hides an abusive review with a reason; the author is told in the app and by e-mail.',
  body: reviewHideInputSchema,
  answer: 'Hidden',
  refusals: {
    403: "The business's own staff (only the operator hides reviews)",
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
    .openapi(replyRouteDef, reviewAction(deps, replyToReview))
    .openapi(hideRouteDef, reviewAction(deps, hideReview));
}

/** The handler of a review action: the signed-in actor, the path's review and the body to the use case. */
function reviewAction<I>(
  deps: ReviewDependencies,
  act: (deps: ReviewDependencies, request: ReviewModeration<I>) => Promise<AdminReview>,
) {
  return async (c: Context<AppEnv, string, { out: { param: { id: string }; json?: I; form?: I } }>) => {
    const input = parsedBody<I>(c);
    const review = await act(deps, { actor: c.get('user'), reviewId: c.req.valid('param').id, input });
    return c.json({ review }, 200);
  };
}

import { z } from '@hono/zod-openapi';
import {
  pendingReviewSchema,
  reviewEditSchema,
  reviewInputSchema,
  reviewSchema,
  type ReviewEdit,
  type ReviewInput,
} from '../../../contracts/reviews.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonBody,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { NOT_SIGNED_IN, SIGNED_IN_INPUT_WITH_FIELDS } from '../error-responses.ts';
import { signedInUser } from '../request-context.ts';
import {
  createReview,
  editReview,
  pendingReviewOf,
  type ReviewDependencies,
} from '../../modules/reviews/reviews.ts';

const errors = SIGNED_IN_INPUT_WITH_FIELDS;
const reviewAnswer = z.object({ review: reviewSchema });

const createRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/appointment/{id}/review',
  tag: 'user',
  summary: "Reviews the signed-in client's own completed visit: 1–5 stars and an optional comment.",
  request: { params: idParamsSchema, body: jsonOrFormBody(reviewInputSchema) },
  responses: { 201: json(reviewAnswer, 'Reviewed') },
  errors: {
    ...errors,
    404: 'No such visit of this client',
    409: 'already_reviewed: the visit has its review (edit it with PATCH)',
    422: 'not_completed: the visit has not taken place (or was cancelled, declined, missed)',
  },
});

const editRouteDef = apiRoute({
  method: 'patch',
  path: '/api/user/appointment/{id}/review',
  tag: 'user',
  summary: 'Edits the review of the visit (stars, comment or both) within 14 days of writing it.',
  request: { params: idParamsSchema, body: jsonBody(reviewEditSchema) },
  responses: { 200: json(reviewAnswer, 'Edited') },
  errors: {
    ...errors,
    404: 'No such visit of this client, or it has no review',
    409: 'review_not_editable: more than 14 days since it was written; review_hidden: the operator hid it',
  },
});

const pendingRouteDef = apiRoute({
  method: 'get',
  path: '/api/user/reviews/pending',
  tag: 'user',
  summary:
    "The client's newest recently completed visit without a review (what the review modal asks about).",
  responses: { 200: json(z.object({ pending: pendingReviewSchema.nullable() }), 'The visit, or null') },
  errors: NOT_SIGNED_IN,
});

export function userReviewsApi(deps: ReviewDependencies) {
  return createRouter()
    .openapi(createRouteDef, async (c) => {
      const user = signedInUser(c);
      const review = await createReview(deps, {
        actor: user,
        appointmentId: c.req.valid('param').id,
        input: parsedBody<ReviewInput>(c),
      });
      return c.json({ review }, 201);
    })
    .openapi(editRouteDef, async (c) => {
      const user = signedInUser(c);
      const edit: ReviewEdit = c.req.valid('json');
      const review = await editReview(deps, {
        actor: user,
        appointmentId: c.req.valid('param').id,
        input: edit,
      });
      return c.json({ review }, 200);
    })
    .openapi(pendingRouteDef, async (c) => {
      const user = signedInUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ pending: await pendingReviewOf(deps.db, user.id, deps.now()) }, 200);
    });
}

import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
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
  type ErrorDescriptions,
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

/** The review of the signed-in client's own visit `{id}`: POST writes it, PATCH edits it; both answer with it. */
function visitReviewRoute<
  const M extends 'post' | 'patch',
  B extends ReturnType<typeof jsonBody> | ReturnType<typeof jsonOrFormBody>,
  R extends RouteConfig['responses'],
>(route: { method: M; summary: string; body: B; responses: R; refusals: ErrorDescriptions }) {
  return apiRoute({
    method: route.method,
    path: '/api/user/appointment/{id}/review',
    tag: 'user',
    summary: route.summary,
    request: { params: idParamsSchema, body: route.body },
    responses: route.responses,
    errors: { ...errors, ...route.refusals },
  });
}

const createRouteDef = visitReviewRoute({
  method: 'post',
  summary: "Reviews the signed-in client's own completed visit: 1–5 stars and an optional comment.",
  body: jsonOrFormBody(reviewInputSchema),
  responses: { 201: json(reviewAnswer, 'Reviewed') },
  refusals: {
    404: 'No such visit of this client',
    409: 'already_reviewed: the visit has its review (edit it with PATCH)',
    422: 'not_completed: the visit has not taken place (or was cancelled, declined, missed)',
  },
});

const editRouteDef = visitReviewRoute({
  method: 'patch',
  summary: 'Edits the review of the visit (stars, comment or both) within 14 days of writing it.',
  body: jsonBody(reviewEditSchema),
  responses: { 200: json(reviewAnswer, 'Edited') },
  refusals: {
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
      const review = await createReview(
        deps,
        visitReviewRequest(c, () => parsedBody<ReviewInput>(c)),
      );
      return c.json({ review }, 201);
    })
    .openapi(editRouteDef, async (c) => {
      const review = await editReview(
        deps,
        visitReviewRequest(c, (): ReviewEdit => c.req.valid('json')),
      );
      return c.json({ review }, 200);
    })
    .openapi(pendingRouteDef, async (c) => {
      const user = signedInUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ pending: await pendingReviewOf(deps.db, user.id, deps.now()) }, 200);
    });
}

/** What the review use cases take: the signed-in client (401 before the body is read), the path's visit, the body. */
function visitReviewRequest<I>(
  c: Context<AppEnv, string, { out: { param: { id: string } } }>,
  readInput: () => I,
) {
  const actor = signedInUser(c);
  return { actor, appointmentId: c.req.valid('param').id, input: readInput() };
}

import { z } from '@hono/zod-openapi';
import { publicReviewPageSchema, reviewPageQuerySchema } from '../../../contracts/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { BAD_INPUT } from '../error-responses.ts';
import { publicReviews } from '../../modules/reviews/reviews.ts';

const listRouteDef = apiRoute({
  method: 'get',
  path: '/api/public/business/{slug}/reviews',
  tag: 'public',
  summary: "A page of the business's reviews, newest first, with the average and the count per star.",
  description:
    'Every review is of a completed visit of its author. Reviews the operator hid are neither listed nor ' +
    'counted. 10 per page.',
  request: {
    params: z.object({ slug: z.string().min(1).max(100).openapi({ example: 'saule' }) }),
    query: reviewPageQuerySchema,
  },
  responses: { 200: json(publicReviewPageSchema, 'A page of reviews') },
  errors: { ...BAD_INPUT, 404: 'No business with that slug' },
});

export function publicReviewsApi(db: DbOrTx) {
  return createRouter().openapi(listRouteDef, async (c) => {
    const { page } = c.req.valid('query');
    const result = await publicReviews(db, c.req.valid('param').slug, page ?? 1);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(result, 200);
  });
}

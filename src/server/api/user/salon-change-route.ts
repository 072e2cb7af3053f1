// The client's own per-salon switches by the salon's slug (a favourite, a marketing consent): PUT turns one on,
// DELETE off, both with the same path parameter and the same refusals.
import { z } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import { apiRoute } from '../../http/openapi.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';

const slugParams = z.object({ slug: z.string().min(1).max(100).openapi({ example: 'saule' }) });
const changeErrors = { ...NOT_SIGNED_IN, 400: 'Bad slug', 404: 'No business with that slug' } as const;

/** A `/api/user/…/{slug}` route that changes the signed-in client's tie to one salon. */
export function salonChangeRoute<
  const P extends string,
  const R extends { method: 'put' | 'delete'; path: P; summary: string; responses: RouteConfig['responses'] },
>(route: R) {
  return apiRoute({ ...route, tag: 'user', request: { params: slugParams }, errors: changeErrors });
}

// The client's own per-salon switches by the salon's slug (a favourite, a marketing consent): GET lists the
// salons switched on, PUT turns one on, DELETE off, both with the same path parameter and the same refusals.
import { z } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { apiRoute, type JsonResponse } from '../../http/openapi.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';
import { signedInUser } from '../request-context.ts';

const slugParams = z.object({ slug: z.string().min(1).max(100).openapi({ example: 'saule' }) });
const changeErrors = { ...NOT_SIGNED_IN, 400: 'Bad slug', 404: 'No business with that slug' } as const;

/** A `/api/user/…/{slug}` route that changes the signed-in client's tie to one salon. */
export function salonChangeRoute<
  const P extends string,
  const R extends { method: 'put' | 'delete'; path: P; summary: string; responses: RouteConfig['responses'] },
>(route: R) {
  return apiRoute({ ...route, tag: 'user', request: { params: slugParams }, errors: changeErrors });
}

/** The `/api/user/…` list of the salons the signed-in client has switched on. */
export function salonListRoute<const P extends string, A extends JsonResponse>(list: {
  path: P;
  summary: string;
  answer: A;
}) {
  return apiRoute({
    method: 'get',
    path: list.path,
    tag: 'user',
    summary: list.summary,
    responses: { 200: list.answer },
    errors: NOT_SIGNED_IN,
  });
}

/** The list's answer: `items` of the signed-in client, never cached (each switch changes it). */
export function salonListOf<T>(db: Database, list: (db: Database, userId: string) => Promise<T[]>) {
  return async (c: Context<AppEnv>) => {
    const user = signedInUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: await list(db, user.id) }, 200);
  };
}

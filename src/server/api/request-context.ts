// What a handler reads from its request besides the body: the signed-in user, the business they act for and the
// validated path and query.
import type { Context, Input } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/app-error.ts';
import { requireBusinessAccess, type ManagerRequest } from '../modules/access/business-access.ts';

/** The signed-in user of a request, or the API's 401 (with `message` where the route words it itself). */
export function signedInUser<I extends Input>(c: Context<AppEnv, string, I>, message?: string) {
  const user = c.get('user');
  if (!user) throw unauthorized(message);
  return user;
}

/**
 * What a route that changes the path's record with a JSON body hands its use case: the signed-in user (401
 * first), the record's id and the validated body.
 */
export function recordChange<J>(c: Context<AppEnv, string, { out: { param: { id: string }; json: J } }>) {
  return { user: signedInUser(c), id: c.req.valid('param').id, input: c.req.valid('json') };
}

type Validated<I extends Input, K extends string> =
  NonNullable<I['out']> extends { [k in K]: infer V } ? V : object;

/**
 * What a record route hands its service: the signed-in user, the path's and the query's values and the time.
 * The route's schemas have validated both.
 */
export function recordRequest<I extends Input>(c: Context<AppEnv, string, I>, now: Date) {
  const param = c.req.valid('param' as never) as object | undefined;
  const query = c.req.valid('query' as never) as object | undefined;
  return { user: c.get('user'), ...param, ...query, now } as {
    user: AppEnv['Variables']['user'];
    now: Date;
  } & Validated<I, 'param'> &
    Validated<I, 'query'>;
}

/**
 * The business of the path's `{id}`, for any signed-in member or the operator: what only some roles may read
 * or do is decided by the use case (e.g. `requireManager`), not here.
 */
export function businessOfPath(db: Database, c: Context<AppEnv, string, { out: { param: { id: string } } }>) {
  return requireBusinessAccess(db, { user: c.get('user'), businessRef: c.req.valid('param').id });
}

/**
 * Who asks to change the business of the path's `{id}`: what a manager's use case takes, which decides itself
 * whether they may.
 */
export function managerOf(c: Context<AppEnv, string, { out: { param: { id: string } } }>): ManagerRequest {
  return { user: c.get('user'), business: c.req.valid('param').id };
}

/** The business of the query's `business` (id, slug or `_`), for a signed-in member or the operator. */
export function businessOfQuery(
  db: Database,
  c: Context<AppEnv, string, { out: { query: { business: string } } }>,
) {
  return requireBusinessAccess(db, { user: c.get('user'), businessRef: c.req.valid('query').business });
}

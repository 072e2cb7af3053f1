// What a handler reads from its request besides the body: the signed-in user and the validated path and query.
import type { Context, Input } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/app-error.ts';

/** The signed-in user of a request, or the API's 401 (with `message` where the route words it itself). */
export function signedInUser<I extends Input>(c: Context<AppEnv, string, I>, message?: string) {
  const user = c.get('user');
  if (!user) throw unauthorized(message);
  return user;
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

import { OpenAPIHono, createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../contracts/api-error.ts';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const INVALID_INPUT_MESSAGE = 'Patikrinkite įvestus duomenis.';

/** Zod issues → the API's `fields` map: the first message per top-level field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** An OpenAPIHono router whose validation failures answer in the API's error shape, in Lithuanian. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE, fieldErrors(result.error.issues));
      }
    },
  });
}

/**
 * The seed's request helper posts form data, other clients JSON: every POST body accepts both.
 * Use with `parsedBody(c)` in the handler.
 */
export function jsonOrFormBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    // Not `required`: @hono/zod-openapi would then run the JSON and the form validators on every request.
    // parsedBody() refuses a missing body instead.
    description,
    content: {
      'application/json': { schema },
      'multipart/form-data': { schema },
      'application/x-www-form-urlencoded': { schema },
    },
  } as const;
}

export function parsedBody<T>(c: Context<AppEnv, string, { out: { json?: T; form?: T } }>): T {
  const contentType = c.req.header('content-type') ?? '';
  const isJson = /^application\/([\w.+-]+\+)?json/i.test(contentType);
  const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType);
  if (!isJson && !isForm) {
    throw new AppError('unsupported_body', 415, 'Siųskite duomenis JSON arba formos formatu.');
  }
  const body = isJson ? c.req.valid('json' as never) : c.req.valid('form' as never);
  if (body === undefined) throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE);
  return body as T;
}

export { INVALID_INPUT_MESSAGE };

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** An OpenAPI response: JSON of `schema`. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** What `json()` gives: for helpers that take a route's answer. */
export type JsonResponse<T extends z.ZodType = z.ZodType> = ReturnType<typeof json<T>>;

/** An OpenAPI error response: the API's `{ error, message, fields? }`. */
export function errorResponse(description: string) {
  return json(apiErrorSchema, description);
}

/** The error statuses the API documents; the value is the response's description. */
export type ErrorDescriptions = Partial<
  Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502, string>
>;

/** A record id in the path (`/…/{id}`), described for the API document. */
export function idParamsOf(description: string) {
  return z.object({ id: z.string().min(1).max(64).openapi({ description }) });
}

/** A record id in the path: `/…/{id}`. */
export const idParamsSchema = idParamsOf('Record id');

/**
 * A documented route of one of the API's parts (its OpenAPI tag), its error responses given by description
 * only: they all answer the API's error shape.
 */
export function apiRoute<
  const P extends string,
  const R extends Omit<RouteConfig, 'path' | 'tags'> & { path: P; tag: string; errors?: ErrorDescriptions },
>(route: R) {
  const { tag, errors = {}, responses, ...rest } = route;
  const errorResponses = Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [status, errorResponse(description)]),
  );
  // The tag first: every operation of the document then lists its keys in the same order.
  return createRoute({
    tags: [tag],
    ...rest,
    responses: { ...responses, ...errorResponses },
  } as Omit<R, 'tag' | 'errors'> & { path: P; tags: string[] });
}

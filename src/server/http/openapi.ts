import { OpenAPIHono, type z } from '@hono/zod-openapi';
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

/** An OpenAPI response: JSON of `schema`. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An OpenAPI error response: the API's `{ error, message, fields? }`. */
export function errorResponse(description: string) {
  return json(apiErrorSchema, description);
}

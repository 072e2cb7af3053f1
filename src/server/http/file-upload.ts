// One way to take a file posted as multipart form data (images, client lists): anonymous callers are refused
// before their body is read, the body is limited while it streams in (the app-wide limit does not apply to
// these addresses), and the form's `file` field is read with Lithuanian refusals.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { AppError, unauthorized } from './app-error.ts';

export interface FileUploadRules {
  /** The largest file taken. */
  maxBytes: number;
  /** The refusal of a file (or body) over `maxBytes`. */
  tooLarge: () => AppError;
  texts: { notMultipart: string; missingFile: string };
}

/** Anonymous callers get 401 before anything reads their (possibly large) body. */
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};

/** The route middleware of an upload address: signed in, and a body within the file's limit. */
export function fileUploadMiddleware(rules: FileUploadRules): MiddlewareHandler<AppEnv>[] {
  const limit = bodyLimit({
    // The multipart envelope (and any small fields) add a little around the file itself.
    maxSize: rules.maxBytes + 64 * 1024,
    onError: (c) => {
      // The client may still be sending: tell it not to reuse this connection for another request.
      c.header('Connection', 'close');
      const refusal = rules.tooLarge();
      return c.json({ error: refusal.code, message: refusal.message, fields: refusal.fields }, 413);
    },
  }) as MiddlewareHandler<AppEnv>;
  return [signedInOnly, limit];
}

/** The form's fields and its `file`, checked against the rules. */
export async function readFileUpload(
  c: Context<AppEnv>,
  rules: FileUploadRules,
): Promise<{ file: Blob; body: Record<string, unknown> }> {
  const { notMultipart, missingFile } = rules.texts;
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('unsupported_body', 415, notMultipart, { file: notMultipart });
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    if (cause instanceof HTTPException && cause.status === 413) throw rules.tooLarge();
    throw new AppError('invalid_input', 400, missingFile, { file: missingFile });
  }
  const file = Array.isArray(body.file) ? body.file[0] : body.file;
  if (!(file instanceof Blob)) throw new AppError('invalid_input', 400, missingFile, { file: missingFile });
  if (file.size > rules.maxBytes) throw rules.tooLarge();
  return { file, body };
}

/**
 * The OpenAPI request body of an upload address: the binary `file` (described by `file`) and any text fields.
 * Documentation only: the handler reads the form itself, after its access check.
 */
export function fileUploadBody(
  file: string,
  fields: Record<string, { type: 'string'; enum?: string[]; description: string }> = {},
) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          required: ['file'],
          properties: { file: { type: 'string' as const, format: 'binary', description: file }, ...fields },
        },
      },
    },
  };
}

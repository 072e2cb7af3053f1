import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** The most any request body may carry, except the file uploads (images, client lists: larger limits of their own). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * NUL, the other C0 controls and DEL: nothing a person types, and PostgreSQL refuses NUL in text outright.
 * Tab, LF and CR are legitimate in multi-line text (notes, descriptions), so bodies may carry them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A path or a query parameter is never multi-line: every C0 control and DEL is refused there. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_ADDRESS = /[\u0000-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Užklausoje yra neleistinų valdymo simbolių.';
export const CONTROL_CHARACTERS_FIELD_MESSAGE = 'Šiame lauke yra neleistinų valdymo simbolių.';
export const BAD_ADDRESS_MESSAGE = 'Adresas sugadintas: patikrinkite, ar nukopijavote jį visą.';
export const PAGE_FORM_MESSAGE = 'Formos duomenys neperskaitomi: siųskite formą iš svetainės puslapio.';
export const BODY_TOO_LARGE_MESSAGE = `Užklausa per didelė: daugiausia ${BODY_LIMIT_BYTES / 1024} KB.`;

/**
 * Where in a parsed JSON value a string (or a key) carries a control character: its dotted path
 * (`'_'` for the value itself), or null when there is none. Iterative: a body may nest thousands deep.
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_IN_TEXT.test(current)) return at || '_';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, at ? `${at}.${index}` : String(index)]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (CONTROL_IN_TEXT.test(key)) return at || '_';
        pending.push([item, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

/** The path's segments, percent-decoded; null when an escape is malformed (`%E0%A4%A`). */
export function decodedPathSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function refusal(field?: string): AppError {
  return new AppError(
    'invalid_input',
    400,
    CONTROL_CHARACTERS_MESSAGE,
    field ? { [field]: CONTROL_CHARACTERS_FIELD_MESSAGE } : undefined,
  );
}

/** Refuses an address (path or query) with a control character or a malformed escape; passes otherwise. */
export function checkAddress(url: URL): void {
  const segments = decodedPathSegments(url.pathname);
  if (!segments) throw new AppError('invalid_input', 400, BAD_ADDRESS_MESSAGE);
  if (segments.some((segment) => CONTROL_IN_ADDRESS.test(segment))) throw refusal();
  for (const [key, value] of url.searchParams) {
    if (CONTROL_IN_ADDRESS.test(key)) throw refusal();
    if (CONTROL_IN_ADDRESS.test(value)) throw refusal(key);
  }
}

function tooLarge(): AppError {
  return new AppError('payload_too_large', 413, BODY_TOO_LARGE_MESSAGE);
}

/** The whole body, or null as soon as it grows past `limit` (the rest is never read). */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return null;
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The field of a body (JSON, URL-encoded or multipart form) whose text has a control character, or null. */
async function bodyControlCharacterPath(
  contentType: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string | null> {
  if (/^application\/([\w.+-]+\+)?json/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return null; // Malformed JSON: the route's own parser refuses it.
    }
    return controlCharacterPath(parsed);
  }
  let fields: Iterable<[string, FormDataEntryValue]>;
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    fields = new URLSearchParams(new TextDecoder().decode(bytes));
  } else if (/^multipart\/form-data/i.test(contentType)) {
    try {
      fields = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return null; // A malformed form: the route's own parser refuses it.
    }
  } else {
    return null; // Other types are refused by the routes (415) or are not text.
  }
  for (const [key, value] of fields) {
    if (CONTROL_IN_TEXT.test(key)) return '_';
    if (typeof value === 'string' && CONTROL_IN_TEXT.test(value)) return key;
  }
  return null;
}

/**
 * The one gate every request passes before any route: the address (decoded path and query) and the body
 * (JSON or form fields, for the API, sign-in and page actions alike) carry no control characters, and a
 * body is at most BODY_LIMIT_BYTES, refused from its Content-Length or as soon as it streams past the limit.
 * The body is read here (it is small) and handed on as a fresh request. File uploads (images, client lists)
 * keep their own limits and carry binary files: `isUpload` names them.
 */
export function requestInput(options: { isUpload: (path: string) => boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const original = c.req.raw;
    let cutShort = false;
    try {
      checkAddress(new URL(c.req.url));
      if (!original.body || options.isUpload(c.req.path)) return await next();

      const declared = original.headers.get('content-length');
      if (declared !== null && Number(declared) > BODY_LIMIT_BYTES) throw tooLarge();
      const bytes = await readAtMost(original.body, BODY_LIMIT_BYTES);
      if (!bytes) {
        cutShort = true;
        throw tooLarge();
      }
      const field = await bodyControlCharacterPath(original.headers.get('content-type') ?? '', bytes);
      if (field !== null) throw refusal(field);
      c.req.raw = new Request(original, { body: bytes });
      await next();
    } finally {
      // Answered with (part of) the body still unread, e.g. refused before reading it: the client may still
      // be sending, so this connection is not reused for another request.
      if (original.body && (!original.bodyUsed || cutShort)) c.header('Connection', 'close');
    }
  };
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A page's action reads its body as a form (`request.formData()`), which throws on anything else: a body of
 * another type, or a multipart body that does not parse, is the client's bad input (a 400 with the site's
 * own error page), refused before any action or loader runs. Reads a copy: the action still reads the body.
 */
export async function checkPageForm(request: Request): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const refused = () => new AppError('invalid_input', 400, PAGE_FORM_MESSAGE);
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) throw refused();
  try {
    await request.clone().formData();
  } catch {
    throw refused();
  }
}

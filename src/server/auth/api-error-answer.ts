import { authErrorMessage, isOwnAuthErrorCode, tooManyRequestsMessage } from '../../contracts/auth-errors.ts';
import type { ApiError } from '../../contracts/api-error.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * better-auth's refusals in the API's shape `{ error, message, fields? }`: the machine code in lower case
 * (better-auth's own, e.g. `invalid_email_or_password`), a Lithuanian message, never its English text.
 * Answers that are not errors (and redirects, which carry their reason in the address) pass unchanged.
 */
export async function asApiErrorAnswer(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON refusal: the status alone decides the answer.
  }
  const code =
    typeof body.code === 'string' && body.code !== ''
      ? body.code.toUpperCase()
      : (CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'));
  const retryAfter = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'));
  const message =
    isOwnAuthErrorCode(code) && typeof body.message === 'string'
      ? body.message
      : response.status === 429 && code === 'TOO_MANY_REQUESTS'
        ? tooManyRequestsMessage(Number.isFinite(retryAfter) ? retryAfter : null)
        : response.status >= 500
          ? 'Įvyko nenumatyta klaida. Bandykite dar kartą vėliau.'
          : authErrorMessage(code, response.status);
  const answer: ApiError = { error: code.toLowerCase(), message };
  if (isOwnAuthErrorCode(code) && isStringRecord(body.fields)) answer.fields = body.fields;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  if (response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 && !headers.has('retry-after'))
    headers.set('retry-after', String(Math.ceil(retryAfter)));
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

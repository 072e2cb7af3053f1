/**
 * The browser's one way to call the API:
 * - the URL is built from a route name (`src/contracts/routes.ts`); a route that cannot be built gives '#'
 *   and is logged;
 * - GET and DELETE send no body (their `data` goes to the query string), POST sends form-data fields,
 *   PATCH sends JSON (as does any method called with `json: true`);
 * - a non-OK response has its JSON body thrown (the API's `{ error, message, fields? }`);
 * - every failure is logged with the HTTP status (or 'An' when there was no response), the method and the
 *   URL, reported through the error-log call, then re-thrown.
 *
 * Browser-only at call time (it uses `fetch`, `crypto`), but importing it is safe during SSR.
 */
import type { ApiError } from '../../contracts/api-error.ts';
import { buildRoute, type RouteName, type RouteParams } from '../../contracts/routes.ts';

export type RequestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

type FieldValue = string | number | boolean | Blob | null | undefined;
/** POST fields (sent as form data) or a ready FormData; PATCH accepts any JSON value. */
export type RequestData = FormData | Readonly<Record<string, FieldValue | readonly FieldValue[]>>;

export interface RequestOptions {
  /** Route placeholders; the others become the query string. */
  params?: RouteParams;
  data?: RequestData | unknown;
  /** `'include'` for the web-push calls, which may come from a business's own domain; the browser's default otherwise. */
  credentials?: RequestCredentials;
  /** Send `data` as a JSON body whatever the method (the web-push calls, which take JSON). */
  json?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestDependencies {
  fetch: typeof fetch;
  warn: (...args: unknown[]) => void;
  randomToken: () => string;
}

const defaultDependencies = (): RequestDependencies => ({
  fetch: (...args) => globalThis.fetch(...args),
  warn: (...args) => console.warn(...args),
  randomToken: randomErrorToken,
});

/** The body a failed call throws when the server's answer was not JSON. */
export const UNREADABLE_ERROR_MESSAGE = 'Įvyko klaida. Bandykite dar kartą.';

/**
 * A random token of lower-case letters and digits: for the error-log call (the server accepts 6–64 of
 * [A-Za-z0-9_-]) and for idempotency keys. Works outside secure contexts too (no `randomUUID`).
 */
export function randomErrorToken(length = 16): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The text people should see for a thrown request failure: the server's message, else `fallback`. */
export function requestErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function toFormData(data: unknown): FormData {
  if (data instanceof FormData) return data;
  const form = new FormData();
  if (typeof data !== 'object' || data === null) return form;
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return form;
}

async function readJsonOrText(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(overrides: Partial<RequestDependencies> = {}) {
  const deps = (): RequestDependencies => ({ ...defaultDependencies(), ...overrides });

  /**
   * POSTs `{ message, token }` as form data to the error log. Throws an Error with the response text when
   * the server refuses it.
   */
  async function sendErrorLog(message: string): Promise<void> {
    const { fetch, randomToken } = deps();
    const token = randomToken();
    const form = new FormData();
    form.append('message', message);
    form.append('token', token);
    const response = await fetch(buildRoute('log_an_error', { token }), {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(await response.text());
  }

  /** Reports a browser-side problem; a failure to report is only warned about in the console. */
  async function logAnError(message: string): Promise<void> {
    try {
      await sendErrorLog(message);
    } catch (error) {
      deps().warn('Could not log an error:', error);
    }
  }

  /** The URL of a named route, or '#' (logged) when it cannot be built. */
  function routeUrl(name: RouteName | (string & {}), params?: RouteParams): string {
    try {
      return buildRoute(name, params);
    } catch (error) {
      const message = `Route "${name}" could not be built: ${error instanceof Error ? error.message : String(error)}`;
      deps().warn(message);
      void logAnError(message);
      return '#';
    }
  }

  function reportFailure(status: number | null, method: RequestMethod, url: string, detail: unknown) {
    const summary = `${status ?? 'An'} error on ${method} ${url}`;
    deps().warn(summary, detail);
    const reason = isApiError(detail) ? `: ${detail.error} – ${detail.message}` : '';
    void logAnError(`${summary}${reason}`);
  }

  async function callApi<T = unknown>(
    method: RequestMethod,
    routeName: RouteName | (string & {}),
    options: RequestOptions = {},
  ): Promise<T> {
    const { fetch } = deps();
    const withoutBody = !options.json && (method === 'GET' || method === 'DELETE');
    const params =
      withoutBody &&
      typeof options.data === 'object' &&
      options.data !== null &&
      !(options.data instanceof FormData)
        ? { ...(options.data as RouteParams), ...options.params }
        : options.params;
    const url = routeUrl(routeName, params);
    if (url === '#') throw new Error(`Route "${routeName}" could not be built`);

    const init: RequestInit = { method, headers: { Accept: 'application/json' }, signal: options.signal };
    if (options.credentials) init.credentials = options.credentials;
    if (method === 'POST' && !options.json) init.body = toFormData(options.data);
    if (method === 'PATCH' || (options.json && method !== 'GET')) {
      init.body = JSON.stringify(options.data ?? {});
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    }
    if (options.headers) init.headers = { ...init.headers, ...options.headers };

    // A call its caller aborted (a newer question replaced it) rejects with the abort's reason, also when the
    // abort came while the answer's body was read: it is no answer, and no failure worth reporting.
    const signal = options.signal;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      reportFailure(null, method, url, error);
      throw error;
    }

    const body = await readJsonOrText(response).catch(() => undefined);
    if (signal?.aborted) throw signal.reason;
    if (!response.ok) {
      const thrown =
        typeof body === 'object' && body !== null
          ? body
          : { error: 'http_error', message: UNREADABLE_ERROR_MESSAGE, status: response.status };
      reportFailure(response.status, method, url, thrown);
      throw thrown;
    }
    return body as T;
  }

  return { callApi, routeUrl, logAnError, sendErrorLog };
}

const browserApiClient = createApiClient();

/** Calls the API route `routeName` (see the module comment). Resolves with the parsed answer. */
export const callApi = browserApiClient.callApi;
/** The URL of a named route, or '#' when it cannot be built (logged). */
export const routeUrl = browserApiClient.routeUrl;
/** Reports a browser-side problem to the server's error log; never throws. */
export const logAnError = browserApiClient.logAnError;

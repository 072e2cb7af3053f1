/**
 * The one browser module that talks to the auth service (better-auth, `/api/auth/*`, JSON in and out): its
 * answers set the session cookies, and the sign-in, 2FA and password steps are its client protocol (see
 * docs/decisions/0020). Every answer comes back as a result, never a throw, with a Lithuanian message.
 */
import { authErrorMessage } from '../../../contracts/auth-errors.ts';
import { NETWORK_ERROR } from './auth-errors.ts';

/** `code` is the machine code in upper case (`INVALID_CODE`), as better-auth names it. */
export type AuthResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code: string | undefined; message: string };

async function authRequest<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: NETWORK_ERROR };
  }
  let data: unknown;
  try {
    const text = await response.text();
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const record = (data ?? {}) as { error?: unknown; message?: unknown };
    // The API's error shape `{ error, message }`: the server words every refusal in Lithuanian.
    const code = typeof record.error === 'string' ? record.error.toUpperCase() : undefined;
    const message =
      code !== undefined && typeof record.message === 'string' && record.message !== ''
        ? record.message
        : authErrorMessage(code, response.status);
    return { ok: false, status: response.status, code, message };
  }
  return { ok: true, data: data as T };
}

export const authPost = <T = unknown>(path: string, body?: unknown) => authRequest<T>('POST', path, body);
export const authGet = <T = unknown>(path: string) => authRequest<T>('GET', path);

export interface SignInAnswer {
  twoFactorRedirect?: boolean;
  user?: { id: string; name: string; email: string };
}

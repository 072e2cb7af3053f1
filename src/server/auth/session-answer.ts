/** better-auth's address that tells the browser who is signed in. */
export const GET_SESSION_PATH = '/api/auth/get-session';

/**
 * better-auth's `get-session` answer without the session token: the token is the session cookie's value, kept
 * from scripts by `HttpOnly`, and a script that could read it from this answer could carry the session away.
 * Nothing in the browser needs it (the cookie goes with every request by itself). Any other answer passes
 * unchanged.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const session = (body as { session?: unknown } | null)?.session;
  if (session && typeof session === 'object' && 'token' in session) {
    delete (session as { token?: unknown }).token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

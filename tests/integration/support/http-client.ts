/**
 * A small HTTP client for integration tests: keeps a cookie jar per client and lets a test pose as a
 * distinct address (the test server trusts X-Forwarded-For), so rate limits apply per simulated person.
 */
export interface TestClient {
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  postForm(path: string, fields: Record<string, string>): Promise<TestResponse>;
  patch(path: string, body: unknown): Promise<TestResponse>;
  delete(path: string): Promise<TestResponse>;
  signIn(email: string, password: string): Promise<void>;
  cookies: Map<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

let addressCounter = 0;

export function createClient(baseUrl: string, options: { ip?: string } = {}): TestClient {
  const cookies = new Map<string, string>();
  addressCounter += 1;
  const ip =
    options.ip ?? `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;

  async function request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    // Browsers send Origin with every state-changing request; better-auth's CSRF check relies on it.
    if (method !== 'GET' && method !== 'HEAD') headers.origin = new URL(baseUrl).origin;
    Object.assign(headers, extraHeaders);
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    cookies,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    postForm: (path, fields) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return request('POST', path, form);
    },
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
    async signIn(email, password) {
      const response = await request('POST', '/api/auth/sign-in/email', { email, password });
      if (response.status !== 200)
        throw new Error(`Sign-in failed for ${email}: ${response.status} ${response.text}`);
    },
  };
}

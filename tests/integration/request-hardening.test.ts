// Bad input never crashes, bodies and headers: control characters refused at one gate, impossible dates,
// the 64 KB body limit (declared and streamed, API, sign-in and uploads), Node's own refusals answered in
// the API's error shape, caching and security headers, the Origin check's scheme, and the event-stream caps.
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMembership, createUser } from '../fixtures/factories.ts';
import { useServerWithActors } from './support/actors.ts';
import { createClient, type TestClient, type TestResponse } from './support/http-client.ts';
import { startTestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

const { server, actors, as, slug } = useServerWithActors();

const LITHUANIAN = /[ąčęėįšųūžĄČĘĖĮŠŲŪŽ]/;

function expectRefusal(response: TestResponse, status: number, field?: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.json).toEqual({
    error: expect.any(String),
    message: expect.stringMatching(LITHUANIAN),
    ...(field ? { fields: expect.objectContaining({ [field]: expect.stringMatching(LITHUANIAN) }) } : {}),
  });
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written before the answer came. */
  sent: number;
}

/**
 * A POST over node:http that writes `chunks` one by one (waiting for the socket to drain) and stops as soon
 * as the answer arrives; `contentLength` declares a length without sending it.
 */
function rawPost(
  path: string,
  options: { chunks: () => Iterator<Buffer>; headers?: Record<string, string>; contentLength?: number },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.contentLength !== undefined
          ? { 'content-length': String(options.contentLength) }
          : { 'transfer-encoding': 'chunked' }),
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent });
        request.destroy();
      });
      response.on('error', reject);
    });
    // Writing after the server closed the connection fails: expected once it has answered.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunks = options.chunks();
    const writeMore = () => {
      while (!answered) {
        const next = chunks.next();
        if (next.done) {
          if (options.contentLength === undefined) request.end();
          return;
        }
        sent += next.value.length;
        if (!request.write(next.value)) {
          request.once('drain', writeMore);
          return;
        }
      }
    };
    writeMore();
  });
}

function* jsonChunks(totalBytes: number): Iterator<Buffer> {
  yield Buffer.from('{"message":"');
  const chunk = Buffer.alloc(16 * 1024, 'a');
  for (let written = 0; written < totalBytes; written += chunk.length) yield chunk;
  yield Buffer.from('"}');
}

describe('control characters', () => {
  it('refuses NUL in a path parameter, a query and a JSON or form field with 400 in Lithuanian', async () => {
    expectRefusal(await as('anonymous').get('/api/public/business/abc%00def'), 400);
    expectRefusal(await as('anonymous').get('/api/public/business/search?q=%00'), 400, 'q');
    expectRefusal(await as('client').post('/api/user/appointments', { business: '\u0000' }), 400, 'business');
    expectRefusal(
      await as('client').postForm('/api/user/appointments', { business: 'saule', note: 'a\u0000' }),
      400,
      'note',
    );
    const urlEncoded = new URLSearchParams({ business: 'a\u001bb' });
    expectRefusal(await as('client').request('POST', '/api/user/appointments', urlEncoded), 400, 'business');
    // Deep inside a JSON value, and in PATCH bodies too.
    expectRefusal(
      await as('owner').patch(`/api/admin/business/${slug()}`, { reminderOffsetsMinutes: ['\u007f'] }),
      400,
      'reminderOffsetsMinutes.0',
    );
  });

  it('refuses them before sign-in reads them (better-auth is behind the same gate)', async () => {
    const { user } = await createUser(server.db, { name: 'Prisijungianti Klientė' });
    expectRefusal(
      await createClient(server.url).post('/api/auth/sign-in/email', {
        email: `${user.email}\u0000`,
        password: 'nesvarbu',
      }),
      400,
      'email',
    );
  });

  it('keeps tab, line feed and carriage return in multi-line text', async () => {
    const description = 'Pirma eilutė.\r\nAntra eilutė\tsu tabuliacija.';
    const saved = await as('owner').patch(`/api/admin/business/${slug()}`, { description });
    expect(saved.status, saved.text).toBe(200);
    const shown = await as('owner').get(`/api/admin/business/${slug()}`);
    expect(JSON.stringify(shown.json)).toContain(JSON.stringify(description).slice(1, -1));
  });

  it('refuses a malformed percent escape in the address', async () => {
    expectRefusal(await as('anonymous').get('/api/public/business/%E0%A4%A'), 400);
  });
});

describe('dates', () => {
  it('refuses a day that does not exist in every date parameter with 400, never a 500', async () => {
    const free = await as('owner').get(
      `/api/admin/appointments/free-times?business=${slug()}&service=${actors.home.service.id}` +
        `&specialist=${actors.home.specialist.id}&date=2026-02-30`,
    );
    expectRefusal(free, 400, 'date');
    expect(free.json.fields.date).toBe('Tokios datos kalendoriuje nėra.');
    expectRefusal(
      await as('owner').get(`/api/admin/calendar?business=${slug()}&from=2026-02-30&to=2026-03-01`),
      400,
      'from',
    );
    expectRefusal(
      await as('owner').get(`/api/admin/appointments?business=${slug()}&from=2026-13-01`),
      400,
      'from',
    );
  });
});

describe('body size', () => {
  it('refuses a declared oversized body at once, without waiting for it', async () => {
    const answer = await rawPost('/api/public/contact', {
      contentLength: 100 * 1024 * 1024,
      chunks: () => [Buffer.from('{"name":"')].values(),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'payload_too_large',
      message: 'Užklausa per didelė: daugiausia 64 KB.',
    });
    expect(answer.headers.connection).toBe('close');
  });

  it('stops reading a streamed (chunked) body once it passes 64 KB', async () => {
    const total = 20 * 1024 * 1024;
    const answer = await rawPost('/api/public/contact', { chunks: () => jsonChunks(total) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toBe('payload_too_large');
    expect(answer.sent).toBeLessThan(total);
  });

  it('applies to sign-in and page actions alike, and lets a body under the limit through', async () => {
    const big = { email: 'a@b.lt', password: 'x'.repeat(70 * 1024) };
    expectRefusal(await createClient(server.url).post('/api/auth/sign-in/email', big), 413);
    const form = new URLSearchParams({ text: 'x'.repeat(70 * 1024) });
    expectRefusal(await createClient(server.url).request('POST', '/susisiekti', form), 413);
    const small = await as('client').post('/api/user/appointments', { business: 'x'.repeat(60 * 1024) });
    expect(small.status).toBe(400);
    expect(small.json.error).toBe('invalid_input');
  });

  it('leaves image uploads their own, larger limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(200 * 1024, 1)], { type: 'image/jpeg' }), 'nuotrauka.jpg');
    const upload = await as('owner').request('POST', `/api/admin/business/${slug()}/logo/upload`, form);
    // Read whole and judged by its content: not an image, rather than too large.
    expect(upload.status, upload.text).toBe(415);
    expect(upload.json.error).toBe('unsupported_image');
  });
});

describe('what Node refuses before the app', () => {
  it('answers oversized headers with 431 in the error shape', async () => {
    const response = await fetch(new URL('/api/public/business/search', server.url), {
      headers: { 'x-large': 'a'.repeat(20 * 1024) },
    });
    expect(response.status).toBe(431);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('headers_too_large');
    expect(body.message).toMatch(LITHUANIAN);
  });

  it('answers a malformed request with 400 in the error shape', async () => {
    const port = new URL(server.url).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('HELLO WORLD\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'bad_request',
      message: 'Užklausa neteisinga.',
    });
  });
});

describe('headers', () => {
  it('marks API answers no-store, except the deliberately public search', async () => {
    const personal = await as('client').get('/api/user/appointments?scope=upcoming');
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const refused = await as('anonymous').get('/api/user/appointments');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const session = await as('client').get('/api/auth/get-session');
    expect(session.headers.get('cache-control')).toBe('no-store');
    const search = await as('anonymous').get('/api/public/business/search');
    expect(search.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('sends a Permissions-Policy, and HSTS only when the request came over https', async () => {
    const plain = await as('anonymous').get('/api/public/business/search');
    expect(plain.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // The test server trusts its proxy (TRUST_PROXY): the proxy says the browser used https.
    const secure = await as('anonymous').request('GET', '/api/public/business/search', undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('trusts X-Forwarded-Proto only from a trusted proxy', async () => {
    const direct = await startTestServer({ env: { TRUST_PROXY: 'false' } });
    try {
      const response = await fetch(new URL('/healthz', direct.url), {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.close();
    }
  });

  it('refuses a state-changing request whose Origin has another scheme', async () => {
    const host = new URL(server.url).host;
    const wrongScheme = await as('client').request(
      'POST',
      '/api/user/appointments',
      { business: slug() },
      { origin: `https://${host}` },
    );
    expectRefusal(wrongScheme, 403);
    expect(wrongScheme.json.error).toBe('forbidden_origin');
    // The configured base URL (http here) decides, not what the proxy says the browser used.
    const behindProxy = await as('client').request(
      'POST',
      '/api/user/appointment/decline',
      { id: actors.home.service.id },
      { origin: `https://${host}`, 'x-forwarded-proto': 'https' },
    );
    expect(behindProxy.status).toBe(403);
    const ours = await as('client').request(
      'POST',
      '/api/user/appointment/decline',
      { id: actors.home.service.id },
      { origin: `http://${host}`, 'x-forwarded-proto': 'https' },
    );
    expect(ours.status).toBe(404);
  });
});

describe('event streams', () => {
  async function open(client: TestClient, address: string) {
    const controller = new AbortController();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(new URL(`/api/admin/calendar/events?business=${slug()}`, server.url), {
      headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': address },
      signal: controller.signal,
    });
    if (response.status === 200) {
      // Wait for `ready`: the stream is then counted.
      const reader = response.body!.getReader();
      await reader.read();
      return { status: 200, close: () => controller.abort(), json: null };
    }
    return { status: response.status, close: () => {}, json: (await response.json()) as unknown };
  }

  async function signedIn(email: string, password: string) {
    const client = createClient(server.url);
    await client.signIn(email, password);
    return client;
  }

  /** Waits (briefly) until the server has let go of a closed stream. */
  async function openWhenFreed(client: TestClient, address: string) {
    return waitFor(
      async () => {
        const stream = await open(client, address);
        return stream.status === 200 && stream;
      },
      'the server to free a closed stream',
      { timeoutMs: 2500 },
    );
  }

  it('caps the streams of one session at 5 and of one address at 20, with 429 in Lithuanian', async () => {
    const owner = as('owner');
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await open(owner, '10.77.0.1');
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const sixth = await open(owner, '10.77.0.2');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({ error: 'too_many_streams', message: expect.stringMatching(LITHUANIAN) });
    // Closing one frees its place.
    streams.shift()!.close();
    streams.push(await openWhenFreed(owner, '10.77.0.1'));
    for (const stream of streams) stream.close();

    // The owner signed in four more times: five sessions, four streams each, fill one address.
    const ownerPerson = await createUser(server.db, { name: 'Antroji Savininkė' });
    await createMembership(server.db, {
      businessId: actors.home.business.id,
      userId: ownerPerson.user.id,
      role: 'owner',
    });
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () => signedIn(ownerPerson.user.email, ownerPerson.password)),
    );
    const onAddress = [];
    for (const session of sessions.slice(0, 5)) {
      for (let i = 0; i < 4; i++) {
        const stream = await open(session, '10.77.0.3');
        expect(stream.status).toBe(200);
        onAddress.push(stream);
      }
    }
    const overAddress = await open(sessions[5]!, '10.77.0.3');
    expect(overAddress.status).toBe(429);
    // The same session from another address is still welcome.
    const elsewhere = await open(sessions[5]!, '10.77.0.4');
    expect(elsewhere.status).toBe(200);
    elsewhere.close();
    for (const stream of onAddress) stream.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REPEAT_WINDOW_MS } from '../../src/server/modules/error-log/record-browser-error.ts';
import { errorLog, rateLimit } from '../../src/server/db/schema.ts';
import { createBusiness } from '../fixtures/factories.ts';
import { createClient } from './support/http-client.ts';
import { startTestServer, useTestServer, type TestServer } from './support/test-server.ts';

const server = useTestServer();

describe('health and errors', () => {
  it('reports a reachable database', async () => {
    const response = await createClient(server.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a Lithuanian 404 in the error shape', async () => {
    const response = await createClient(server.url).get('/api/nera-tokio');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'not_found', message: 'Tokio API adreso nėra.' });
  });

  it('sets security headers with a nonce-based CSP and a request id', async () => {
    const response = await createClient(server.url).get('/healthz');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('POST /api/public/log-an-error/{token}', () => {
  it('stores a browser error sent as form data, as the seed request helper sends it', async () => {
    const client = createClient(server.url);
    const response = await client.postForm('/api/public/log-an-error/tok3n123', {
      message: 'TypeError: x is undefined',
      token: 'tok3n123',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const rows = await server.db.select().from(errorLog).where(eq(errorLog.token, 'tok3n123'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('TypeError: x is undefined');
  });

  it('keeps a refused request (4xx) as a warning, and counts a repeat on its row instead of storing it again', async () => {
    const client = createClient(server.url, { ip: '203.0.113.90' });
    const wrongCode =
      '401 error on POST /api/auth/two-factor/verify-totp: invalid_code – Neteisingas kodas. (fold)';
    for (const token of ['fold0001', 'fold0002', 'fold0003']) {
      expect(
        (await client.postForm(`/api/public/log-an-error/${token}`, { message: wrongCode, token })).status,
      ).toBe(200);
    }
    const failure = '500 error on GET /api/public/business/search (fold)';
    expect(
      (await client.postForm('/api/public/log-an-error/fold0004', { message: failure, token: 'fold0004' }))
        .status,
    ).toBe(200);
    const rows = await server.db
      .select({ message: errorLog.message, level: errorLog.level, occurrences: errorLog.occurrences })
      .from(errorLog)
      .where(sql`${errorLog.message} like '%(fold)'`)
      .orderBy(errorLog.createdAt);
    expect(rows).toEqual([
      { message: wrongCode, level: 'warning', occurrences: 3 },
      { message: failure, level: 'error', occurrences: 1 },
    ]);

    // Once the window is over the same report starts a row of its own.
    await server.db
      .update(errorLog)
      .set({ lastSeenAt: new Date(Date.now() - REPEAT_WINDOW_MS - 1000) })
      .where(eq(errorLog.message, wrongCode));
    await client.postForm('/api/public/log-an-error/fold0005', { message: wrongCode, token: 'fold0005' });
    const again = await server.db.select().from(errorLog).where(eq(errorLog.message, wrongCode));
    expect(again.map((row) => row.occurrences).sort()).toEqual([1, 3]);
  });

  it('accepts JSON too', async () => {
    const response = await createClient(server.url).post('/api/public/log-an-error/json1234', {
      message: 'boom',
      token: 'json1234',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a token that differs from the path', { message: 'x', token: 'other123' }, 400],
    ['an empty message', { message: '  ', token: 'tok3n123' }, 400],
    ['a wrong type', { message: 5, token: 'tok3n123' }, 400],
  ])('refuses %s with a Lithuanian message', async (_name, body, status) => {
    const response = await createClient(server.url).post('/api/public/log-an-error/tok3n123', body);
    expect(response.status).toBe(status);
    expect(response.json.error).toBe('invalid_input');
    expect(response.json.message).toMatch(/[ąčęėįšųūž]|Patikrinkite|nesutampa/);
  });

  it('refuses malformed JSON and a missing body with 4xx, never 500', async () => {
    const client = createClient(server.url);
    const malformed = await client.request('POST', '/api/public/log-an-error/tok3n123', undefined, {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const empty = await client.request('POST', '/api/public/log-an-error/tok3n123');
    expect(empty.status).toBe(415);
    expect(empty.json.message).toBe('Siųskite duomenis JSON arba formos formatu.');
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await createClient(server.url).request(
      'POST',
      '/api/public/log-an-error/tok3n123',
      { message: 'x', token: 'tok3n123' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.json.error).toBe('forbidden_origin');
  });

  it('limits each client address to 30 reports a minute, shared through the database', async () => {
    const client = createClient(server.url, { ip: '203.0.113.77' });
    const report = (n: number) =>
      client.post('/api/public/log-an-error/limit123', { message: `klaida ${n}`, token: 'limit123' });
    for (let n = 1; n <= 30; n += 1) {
      const response = await report(n);
      expect(response.status, `report ${n}`).toBe(200);
    }
    const refused = await report(31);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: 'too_many_requests',
      message: 'Per daug klaidų pranešimų iš šio adreso. Pabandykite dar kartą po minutės.',
    });
    const stored = await server.db.select().from(errorLog).where(eq(errorLog.token, 'limit123'));
    expect(stored).toHaveLength(30);
    const counter = await server.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, 'log-an-error:203.0.113.77'));
    expect(counter[0]?.count).toBe(31);

    // Another address is counted on its own.
    const other = await createClient(server.url, { ip: '203.0.113.78' }).post(
      '/api/public/log-an-error/limit123',
      { message: 'kita', token: 'limit123' },
    );
    expect(other.status).toBe(200);

    // Once the minute is over the address may report again.
    await server.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 61_000 })
      .where(eq(rateLimit.key, 'log-an-error:203.0.113.77'));
    expect((await report(32)).status).toBe(200);
    expect((await report(33)).status).toBe(200);
  });
});

describe('proxy headers', () => {
  // A proxy terminating TLS for another host name says so in both headers: only the configured base URL
  // and the businesses' own domains are our origins, whatever Host or X-Forwarded-Host say.
  const FOREIGN = {
    origin: 'https://kitas.example',
    'x-forwarded-host': 'kitas.example',
    'x-forwarded-proto': 'https',
  };

  it('behind a trusted proxy: keeps its request id; the origin is checked against the base URL, not X-Forwarded-Host', async () => {
    const client = createClient(server.url);
    const health = await client.request('GET', '/healthz', undefined, { 'x-request-id': 'proxy-id-12345' });
    expect(health.headers.get('x-request-id')).toBe('proxy-id-12345');
    const posted = await client.request(
      'POST',
      '/api/public/log-an-error/proxy123',
      { message: 'per proxy', token: 'proxy123' },
      FOREIGN,
    );
    expect(posted.status).toBe(403);
    expect(posted.json.error).toBe('forbidden_origin');
  });

  it('takes the configured base URL as our origin, whatever Host the request names', async () => {
    const behindProxy = await startTestServer({ env: { BASE_URL: 'https://kitas.example' } });
    try {
      const client = createClient(behindProxy.url);
      const report = (headers: Record<string, string>) =>
        client.request(
          'POST',
          '/api/public/log-an-error/proxy123',
          { message: 'x', token: 'proxy123' },
          headers,
        );
      expect((await report({ origin: 'https://kitas.example' })).status).toBe(200);
      // Another scheme of the same host, or an origin that only matches the Host header, is foreign.
      expect((await report({ origin: 'http://kitas.example' })).status).toBe(403);
      const host = new URL(behindProxy.url).host;
      expect((await report({ origin: `http://${host}`, host })).status).toBe(403);
      expect((await report({ origin: 'https://piktas.example', host: 'piktas.example' })).status).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('takes a business’s own domain as our origin, with the site’s scheme', async () => {
    await createBusiness(server.db, { domain: 'salonas-savas.example' });
    const client = createClient(server.url);
    const report = (origin: string) =>
      client.request(
        'POST',
        '/api/public/log-an-error/domain12',
        { message: 'x', token: 'domain12' },
        { origin },
      );
    expect((await report('http://salonas-savas.example')).status).toBe(200);
    expect((await report('http://www.salonas-savas.example')).status).toBe(200);
    expect((await report('https://salonas-savas.example')).status).toBe(403);
    expect((await report('http://kitas-salonas.example')).status).toBe(403);
  });

  describe('with TRUST_PROXY off', () => {
    let direct: TestServer;
    beforeAll(async () => {
      direct = await startTestServer({ env: { TRUST_PROXY: 'false' } });
    });
    afterAll(async () => {
      await direct?.close();
    });

    it('makes its own request id instead of taking one from the client', async () => {
      const response = await createClient(direct.url).request('GET', '/healthz', undefined, {
        'x-request-id': 'planted-id-12345',
      });
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[\w-]{8,}$/);
      expect(id).not.toBe('planted-id-12345');
    });

    it('ignores X-Forwarded-Host: a foreign origin cannot pass as ours', async () => {
      const client = createClient(direct.url);
      const refused = await client.request(
        'POST',
        '/api/public/log-an-error/direct12',
        { message: 'x', token: 'direct12' },
        FOREIGN,
      );
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({
        error: 'forbidden_origin',
        message: 'Užklausa atmesta: ji atėjo iš kitos svetainės.',
      });
      // Our own origin still works.
      const accepted = await client.post('/api/public/log-an-error/direct12', {
        message: 'x',
        token: 'direct12',
      });
      expect(accepted.status).toBe(200);
    });
  });
});

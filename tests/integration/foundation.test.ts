import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorLog } from '../../src/server/db/schema.ts';
import { createClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

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

  it('publishes the OpenAPI document and a readable reference', async () => {
    const client = createClient(server.url);
    const doc = await client.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.json.paths['/api/public/log-an-error/{token}']).toBeDefined();
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/openapi.json');
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
});

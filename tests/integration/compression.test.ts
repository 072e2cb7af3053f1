import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 4; i += 1) await createBookableBusiness(server.db);
});
afterAll(() => server?.close());

/** The raw bytes on the wire (fetch would decompress them out of sight). */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>(
    (resolve, reject) => {
      const request = http.get(
        `${server.url}${path}`,
        { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              headers: response.headers,
              body: Buffer.concat(chunks),
              status: response.statusCode ?? 0,
            }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}

describe('compressed answers', () => {
  const path = '/api/public/business/search?area=visi&location=visa-lietuva';

  it('sends JSON Brotli-compressed to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const plain = await raw(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const expected = JSON.parse(plain.body.toString());
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(expected);

    const gz = await raw(path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(expected);
  });

  it('leaves small answers and errors uncompressed', async () => {
    const health = await raw('/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });
});

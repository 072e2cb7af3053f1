import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, and sends plain text to a client that accepts neither', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('honours quality values: q=0 refuses an encoding, a higher q wins', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
  });
});

function app() {
  const hono = new Hono();
  hono.use(compression({ threshold: 1024 }));
  hono.get('/page', (c) => c.html(`<p>${'Sveiki! '.repeat(500)}</p>`));
  hono.get('/tiny', (c) => c.json({ ok: true }));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
  hono.get('/events', (c) => c.body('data: 1\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }));
  return hono;
}

describe('compression', () => {
  it('compresses a page with Brotli or gzip, as the client accepts, and says so', async () => {
    const br = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(500);
    expect(brotliDecompressSync(brBody).toString()).toContain('Sveiki! Sveiki!');

    const gz = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('Sveiki!');
  });

  it('sends small bodies, pictures and event streams as they are, still varying on the encoding', async () => {
    for (const path of ['/tiny', '/image', '/events']) {
      const response = await app().request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
    }
    const plain = await app().request('/page');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toContain('Sveiki!');
  });
});

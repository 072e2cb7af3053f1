import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createLocalStorage, createS3Storage, createStorage } from './storage.ts';

describe('local storage', () => {
  it('writes under the folder and answers the public URL', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gl-storage-'));
    const storage = createLocalStorage(dir);
    expect(await storage.put('gallery/a/b.webp', Buffer.from('x'), 'image/webp')).toBe(
      '/uploads/gallery/a/b.webp',
    );
    expect(await readFile(path.join(dir, 'gallery/a/b.webp'), 'utf8')).toBe('x');
    expect((await storage.read('/uploads/gallery/a/b.webp'))?.toString()).toBe('x');
    // Only its own URLs: nothing outside the folder, nothing from elsewhere.
    expect(await storage.read('/uploads/../secret.txt')).toBeNull();
    expect(await storage.read('https://example.com/uploads/gallery/a/b.webp')).toBeNull();
    expect(await storage.read('/uploads/gallery/a/none.webp')).toBeNull();
    await storage.remove('gallery/a/b.webp');
    await expect(readFile(path.join(dir, 'gallery/a/b.webp'))).rejects.toThrow();
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await rm(dir, { recursive: true, force: true });
  });
});

const S3_SETTINGS = {
  endpoint: 'https://s3.example.lt',
  bucket: 'grozio',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
  publicUrl: 'https://cdn.example.lt/',
};

describe('S3 storage', () => {
  it('sends SigV4-signed path-style PUT and DELETE requests', async () => {
    const seen: Request[] = [];
    const fakeFetch = (async (input: Request) => {
      seen.push(input);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const storage = createS3Storage(S3_SETTINGS, fakeFetch);
    const url = await storage.put('logos/x.webp', Buffer.from('img'), 'image/webp');
    expect(url).toBe('https://cdn.example.lt/logos/x.webp');
    await storage.remove('logos/x.webp');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT https://s3.example.lt/grozio/logos/x.webp',
      'DELETE https://s3.example.lt/grozio/logos/x.webp',
    ]);
    expect(seen[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(seen[0]!.headers.get('content-type')).toBe('image/webp');
  });

  it('reads back only the URLs it gave out, with a signed GET', async () => {
    const seen: Request[] = [];
    const storage = createS3Storage(S3_SETTINGS, (async (input: Request) => {
      seen.push(input);
      return input.url.endsWith('/gone.webp') ? new Response(null, { status: 404 }) : new Response('img');
    }) as typeof fetch);
    expect((await storage.read('https://cdn.example.lt/logos/x.webp'))?.toString()).toBe('img');
    expect(await storage.read('https://cdn.example.lt/logos/gone.webp')).toBeNull();
    expect(await storage.read('https://other.example/logos/x.webp')).toBeNull();
    expect(await storage.read('http://169.254.169.254/latest/meta-data')).toBeNull();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://s3.example.lt/grozio/logos/x.webp',
      'GET https://s3.example.lt/grozio/logos/gone.webp',
    ]);
    expect(seen[0]!.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256/);
  });

  it('fails at start-up when settings are missing', () => {
    expect(() => createStorage(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }), '/tmp/x')).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

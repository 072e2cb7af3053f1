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
    await storage.remove('gallery/a/b.webp');
    await expect(readFile(path.join(dir, 'gallery/a/b.webp'))).rejects.toThrow();
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('S3 storage', () => {
  it('sends SigV4-signed path-style PUT and DELETE requests', async () => {
    const seen: Request[] = [];
    const fakeFetch = (async (input: Request) => {
      seen.push(input);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const storage = createS3Storage(
      {
        endpoint: 'https://s3.example.lt',
        bucket: 'grozio',
        region: 'eu-central-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.lt/',
      },
      fakeFetch,
    );
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

  it('fails at start-up when settings are missing', () => {
    expect(() => createStorage(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }), '/tmp/x')).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

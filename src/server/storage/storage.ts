import path from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../config/env.ts';

/** Where uploaded and generated files live. Keys are relative paths like `gallery/<id>/<name>.webp`. */
export interface Storage {
  /** Stores the bytes and returns the public URL to serve them from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The bytes behind one of the URLs `put` returned; null for a URL it did not give out or a file gone. */
  read(url: string): Promise<Buffer | null>;
}

/** The key of `url` when it lies under `prefix` (a URL `put` returned), else null. */
function keyUnder(prefix: string, url: string): string | null {
  const base = `${prefix.replace(/\/$/, '')}/`;
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files under a local folder, served by our own app at `publicPrefix` (one machine, or a shared volume). */
export function createLocalStorage(directory: string, publicPrefix = '/uploads'): Storage {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const target = path.join(directory, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      return `${publicPrefix}/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(directory, key), { force: true });
    },
    async read(url) {
      const key = keyUnder(publicPrefix, url);
      if (!key) return null;
      return readFile(path.join(directory, key)).catch(() => null);
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable (a CDN or the bucket's public URL). */
  publicUrl: string;
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Hetzner…), path-style requests signed with
 * SigV4, so several instances share the same files.
 */
export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`;
  async function send(request: Request) {
    const signed = await client.sign(request);
    const response = await fetchImpl(signed);
    if (!response.ok && response.status !== 404) {
      throw new Error(
        `S3 ${request.method} ${new URL(request.url).pathname} failed: ${response.status} ${await response.text()}`,
      );
    }
  }
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send(
        new Request(objectUrl(key), {
          method: 'PUT',
          body: new Uint8Array(body),
          headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
        }),
      );
      return `${settings.publicUrl.replace(/\/$/, '')}/${key}`;
    },
    async remove(key) {
      assertSafeKey(key);
      await send(new Request(objectUrl(key), { method: 'DELETE' }));
    },
    async read(url) {
      const key = keyUnder(settings.publicUrl, url);
      if (!key) return null;
      const response = await fetchImpl(await client.sign(new Request(objectUrl(key), { method: 'GET' })));
      if (!response.ok) return null;
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

/** The storage the environment asks for; S3 settings are checked at start-up so a typo fails fast. */
export function createStorage(env: Env, uploadsDir: string): Storage {
  if (env.STORAGE_DRIVER === 'local') return createLocalStorage(uploadsDir);
  const missing = (
    [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const
  ).filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return createS3Storage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL!,
  });
}

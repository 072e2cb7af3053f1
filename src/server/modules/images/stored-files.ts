import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Storage } from '../../storage/storage.ts';
import type { RenderedImage } from './process-image.ts';

const PUBLIC_PREFIX = '/uploads/';

/** The storage key behind one of our public URLs; null for anything we did not store (external, data:). */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return /^[a-z0-9][a-z0-9/_.-]*$/.test(key) && !key.includes('..') ? key : null;
}

/** A fresh random stem for one upload's files: a new URL per upload, so immutable caching stays correct. */
export function uploadStem(folder: string, ownerId: string, label = ''): string {
  return `${folder}/${ownerId.toLowerCase()}/${randomUUID()}${label ? `-${label}` : ''}`;
}

export interface StoredVariants {
  urls: Record<string, string>;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

/**
 * Writes every variant as `{stem}-w{target}.webp`. If one write fails, the ones already written are
 * removed again, so a failed upload leaves nothing behind.
 */
export async function putVariants(
  storage: Storage,
  stem: string,
  rendered: RenderedImage[],
): Promise<StoredVariants> {
  const written: string[] = [];
  const urls: Record<string, string> = {};
  try {
    for (const variant of rendered) {
      const key = `${stem}-w${variant.target}.webp`;
      urls[String(variant.target)] = await storage.put(key, variant.buffer, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
  const largest = rendered.reduce((a, b) => (b.target > a.target ? b : a));
  return { urls, width: largest.width, height: largest.height };
}

/** Removes files we stored (by URL); a failure is logged, never thrown: the database is already right. */
export async function removeUrls(storage: Storage, urls: Iterable<string>, logger?: Logger): Promise<void> {
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const key = keyFromUrl(url);
      if (!key) return;
      try {
        await storage.remove(key);
      } catch (error) {
        logger?.warn({ err: error, key }, 'could not remove a replaced image');
      }
    }),
  );
}

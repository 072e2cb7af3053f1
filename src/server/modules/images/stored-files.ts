import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { business, galleryImage, specialist } from '../../db/schema.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';
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

const WIDTH_SUFFIX = /-w\d+\.webp$/;

/** A stored image's variants share a stem (`…/<id>-w800.webp` → `…/<id>`): a record holding one holds all. */
function fileStem(url: string): string {
  return url.replace(WIDTH_SUFFIX, '');
}

/**
 * The stems among `stems` that a record still refers to, in any column that holds a stored file's URL
 * (business logos and cover, specialist photos, gallery images). A column holding one variant's URL refers
 * to all of that image's variants.
 */
async function referencedStems(db: DbOrTx, stems: string[]): Promise<Set<string>> {
  if (stems.length === 0) return new Set();
  const stem = (column: SQL) => sql`regexp_replace(${column}, '-w[0-9]+\\.webp$', '')`;
  const result = await db.execute(sql`
    select distinct ${stem(sql`url`)} as stem from (
      select ${business.logoSquareUrl} as url from ${business}
      union all select ${business.logoRoundUrl} from ${business}
      union all select ${business.profileImageUrl} from ${business}
      union all select ${specialist.photoUrl} from ${specialist}
      union all select variant.value from ${galleryImage}, jsonb_each_text(${galleryImage.urls}) as variant
    ) as stored
    where url is not null and ${stem(sql`url`)} in (${sql.join(
      stems.map((value) => sql`${value}`),
      sql`, `,
    )})`);
  return new Set(rowsOf<{ stem: string }>(result).map((row) => row.stem));
}

/**
 * Removes stored files (by URL) that no record refers to any more: the one way files leave storage, after
 * the records that pointed at them were changed. A file another record still uses (the demo data once
 * pointed a cover at a gallery image's files) stays. A failure is logged, never thrown: the database is
 * already right, and a file left behind only takes space.
 */
export async function removeUnreferencedFiles(
  deps: { db: DbOrTx; storage: Storage; logger?: Logger },
  urls: Iterable<string>,
): Promise<void> {
  const ours = [...new Set(urls)].filter((url) => keyFromUrl(url) !== null);
  if (ours.length === 0) return;
  let stillUsed: Set<string>;
  try {
    stillUsed = await referencedStems(deps.db, [...new Set(ours.map(fileStem))]);
  } catch (error) {
    deps.logger?.warn({ err: error }, 'could not check which replaced images are still used; kept them');
    return;
  }
  await Promise.all(
    ours
      .filter((url) => !stillUsed.has(fileStem(url)))
      .map(async (url) => {
        const key = keyFromUrl(url)!;
        try {
          await deps.storage.remove(key);
        } catch (error) {
          deps.logger?.warn({ err: error, key }, 'could not remove a replaced image');
        }
      }),
  );
}

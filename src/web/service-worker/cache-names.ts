// Cache names shared by the service worker and the page (which deletes the personal ones on sign-out).

/** Caches holding one person's pages and data start with this. */
export const PRIVATE_CACHE_PREFIX = 'app-private-';

/** Hashed scripts and styles of every build seen, shared by all the apps of the origin. */
export const SHELL_ASSET_CACHE = 'app-assets';

export const pagesCacheName = (scopePath: string) => `${PRIVATE_CACHE_PREFIX}pages-${scopePath}`;
export const dataCacheName = (scopePath: string) => `${PRIVATE_CACHE_PREFIX}data-${scopePath}`;

/** Deletes every cached page and answer of the signed-in person (all apps of this origin). */
export async function deletePrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((n) => caches.delete(n)),
  );
}

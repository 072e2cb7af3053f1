/// <reference lib="webworker" />
/**
 * The service worker of every business's app (registered with scope /{slug}/, or / on the business's own
 * domain). Built by vite.config.ts (serviceWorker plugin) into build/client/sw.js with the precache list of
 * that build injected by @serwist/build.
 *
 * - App shell: the build's scripts and styles and the offline page are precached; old hashed scripts stay
 *   in a runtime cache, so a page loaded before an update can still load its lazy parts afterwards.
 * - Pages and data inside the scope: network first, the last answer kept so a client's visits stay
 *   readable offline; a page never seen before shows the Lithuanian offline page.
 * - Updates wait until the page asks (the "Atnaujinti" toast posts SKIP_WAITING).
 * - Push messages are shown; a tap focuses the app or opens the link inside the scope.
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist';
import { pushMessageSchema } from '../../contracts/push-message.ts';
import { linkInsideScope } from '../../core/pwa/app-scope.ts';
import { SHELL_ASSET_CACHE, dataCacheName, pagesCacheName } from './cache-names.ts';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const scope = self.registration.scope;
const scopePath = new URL(scope).pathname;
const OFFLINE_PAGE = '/offline.html';

const inScope = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith(scopePath);
/** React Router's data requests and the JSON API, but never sign-in or a live event stream. */
const isData = (url: URL, request: Request) =>
  url.origin === self.location.origin &&
  (url.pathname.endsWith('.data') ||
    (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'))) &&
  !request.headers.get('accept')?.includes('text/event-stream');

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Several businesses' apps share one origin: each registration keeps its own caches.
  cacheId: `app-${scopePath}`,
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: SHELL_ASSET_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && inScope(url),
      handler: new NetworkFirst({
        cacheName: pagesCacheName(scopePath),
        networkTimeoutSeconds: 6,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) => request.method === 'GET' && isData(url, request),
      handler: new NetworkFirst({
        cacheName: dataCacheName(scopePath),
        networkTimeoutSeconds: 6,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

// The app's start page is kept from the first visit on, so it opens offline too.
self.addEventListener('install', (event) => {
  event.waitUntil(keepStartPage().catch(() => undefined));
});

/**
 * On a business's own domain the scope `/` leads to the app's pages under /{slug}/: both addresses are
 * kept, the scope as that redirect, since a navigation may not be answered with the end of one followed.
 */
async function keepStartPage(): Promise<void> {
  const cache = await caches.open(pagesCacheName(scopePath));
  const response = await fetch(new Request(scope, { credentials: 'same-origin' }));
  if (!response.ok) return;
  if (!response.redirected) return cache.put(scope, response);
  const { status, statusText, headers } = response;
  await cache.put(response.url, new Response(response.body, { status, statusText, headers }));
  await cache.put(scope, Response.redirect(response.url, 302));
}

self.addEventListener('push', (event) => {
  const message = pushMessageSchema.safeParse(readJson(event.data));
  if (!message.success) return;
  const { title, body, url, icon, badge, tag } = message.data;
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon,
      badge,
      tag,
      lang: 'lt',
      data: { url: linkInsideScope(url, scope) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = linkInsideScope(typeof data?.url === 'string' ? data.url : scope, scope);
  event.waitUntil(openInsideScope(target));
});

/**
 * Focuses an open window of the app and leads it to `target`, or opens a new one. Navigating works only for
 * a window this worker controls; any other (or a refused focus) gets a new window instead.
 */
async function openInsideScope(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => inScope(new URL(client.url)));
  if (open) {
    const client = await open.focus().catch(() => open);
    if (client.url === target) return;
    const moved = await client.navigate(target).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(target);
}

function readJson(data: PushMessageData | null): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

serwist.addEventListeners();

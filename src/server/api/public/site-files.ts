// Files browsers and crawlers fetch by well-known names: icons, the site's web app manifest, robots.txt
// and the sitemap. Not part of the JSON API (no OpenAPI entries): their formats are fixed by others.
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { createProductIcons } from '../../modules/site-files/product-icons.ts';
import { siteManifest } from '../../modules/site-files/site-manifest.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../modules/site-files/sitemap.ts';

const DAY = 'public, max-age=86400';
const HOUR = 'public, max-age=3600';

export function siteFiles(deps: { db: Database; siteUrl: string; brandName: string }) {
  const icons = createProductIcons();
  const png = (body: Buffer) =>
    new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png', 'Cache-Control': DAY } });
  return new Hono<AppEnv>()
    .get('/favicon.ico', async () => {
      const body = await icons.ico();
      return new Response(new Uint8Array(body), {
        headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': DAY },
      });
    })
    .get('/favicon.svg', (c) => {
      c.header('Cache-Control', DAY);
      return c.body(icons.svg(), 200, { 'Content-Type': 'image/svg+xml' });
    })
    .get('/apple-touch-icon.png', async () => png(await icons.png(180)))
    .get('/icons/icon-192.png', async () => png(await icons.png(192)))
    .get('/icons/icon-512.png', async () => png(await icons.png(512)))
    .get('/icons/icon-maskable-512.png', async () => png(await icons.png(512, { maskable: true })))
    .get('/manifest.webmanifest', (c) => {
      c.header('Cache-Control', DAY);
      return c.body(JSON.stringify(siteManifest(deps.brandName)), 200, {
        'Content-Type': 'application/manifest+json; charset=utf-8',
      });
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', DAY);
      return c.text(robotsTxt(deps.siteUrl));
    })
    .get('/sitemap.xml', async (c) => {
      c.header('Cache-Control', HOUR);
      return c.body(sitemapXml(deps.siteUrl, await sitemapEntries(deps.db)), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      });
    });
}

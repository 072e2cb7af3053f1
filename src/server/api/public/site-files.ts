// Files browsers and crawlers fetch by well-known names: icons, the site's web app manifest, robots.txt,
// the sitemap and the booking widget's embedding script. Not part of the JSON API (no OpenAPI entries):
// their formats are fixed by others.
import { Hono, type Context } from 'hono';
import { isAppIconFile } from '../../../core/pwa/app-icons.ts';
import { appScopePath } from '../../../core/pwa/app-scope.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requestOrigin } from '../../http/middleware.ts';
import { businessByDomain, businessGlobalBySlug } from '../../modules/catalog/business-page.ts';
import { appManifest, createAppIcons } from '../../modules/site-files/app-manifest.ts';
import { createProductIcons } from '../../modules/site-files/product-icons.ts';
import { siteManifest } from '../../modules/site-files/site-manifest.ts';
import { embedScript } from '../../modules/site-files/embed-script.ts';
import { EMBED_SCRIPT_PATH } from '../../../core/embed/widget-path.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../modules/site-files/sitemap.ts';
import type { Storage } from '../../storage/storage.ts';

const DAY = 'public, max-age=86400';
const HOUR = 'public, max-age=3600';
/** A business's manifest follows its name and logo: re-read within minutes of a change. */
const FIVE_MINUTES = 'public, max-age=300';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export interface SiteFilesDependencies {
  db: Database;
  siteUrl: string;
  brandName: string;
  storage: Storage;
  trustProxy: boolean;
}

export function siteFiles(deps: SiteFilesDependencies) {
  const icons = createProductIcons();
  const appIcons = createAppIcons({ storage: deps.storage, productIcons: icons });
  const png = (body: Buffer, cacheControl = DAY) =>
    new Response(new Uint8Array(body), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': cacheControl },
    });
  const host = (c: Context<AppEnv>) => requestOrigin(c, deps.trustProxy).host;
  /** The onboarded business whose app a request is about: by slug, or by the own domain it arrived on. */
  const appBusiness = async (c: Context<AppEnv>, slug?: string) => {
    if (slug !== undefined) {
      if (!SLUG_PATTERN.test(slug)) return null;
      const found = await businessGlobalBySlug(deps.db, slug);
      return found?.onboarded ? found : null;
    }
    if (host(c) === new URL(deps.siteUrl).host) return null;
    const found = await businessByDomain(deps.db, host(c));
    return found?.onboarded ? found : null;
  };
  const manifestAnswer = (c: Context<AppEnv>, body: unknown, cacheControl: string) => {
    c.header('Cache-Control', cacheControl);
    return c.body(JSON.stringify(body), 200, { 'Content-Type': MANIFEST_TYPE });
  };
  return (
    new Hono<AppEnv>()
      // The booking button businesses put on their own sites: the same for all, so cached for a day.
      .get(EMBED_SCRIPT_PATH, (c) => {
        c.header('Cache-Control', DAY);
        return c.body(embedScript(deps.siteUrl), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      })
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
      // On a business's own domain the root is its app; everywhere else the marketplace's own manifest.
      .get('/manifest.webmanifest', async (c) => {
        const app = await appBusiness(c);
        if (app) return manifestAnswer(c, appManifest(app, '/'), FIVE_MINUTES);
        return manifestAnswer(c, siteManifest(deps.brandName), DAY);
      })
      .get('/:slug/manifest.webmanifest', async (c) => {
        const app = await appBusiness(c, c.req.param('slug'));
        if (!app) return c.notFound();
        return manifestAnswer(c, appManifest(app, appScopePath(app, host(c))), FIVE_MINUTES);
      })
      // Versioned by the logo's address (`?v=`): an unchanged logo stays cached, a new one has a new address.
      .get('/:slug/icons/:file', async (c) => {
        const file = c.req.param('file');
        if (!isAppIconFile(file)) return c.notFound();
        const app = await appBusiness(c, c.req.param('slug'));
        if (!app) return c.notFound();
        return png(await appIcons.png(app.logo, file), c.req.query('v') ? DAY : FIVE_MINUTES);
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
      })
  );
}

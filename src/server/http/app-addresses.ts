// Addresses that lead into a business's installable app before any page is rendered. The app's pages live
// under /{slug}/ (React Router's route paths are the same for every request), so:
// - on a business's own domain, the root and the website's client pages that have a twin in the app lead to
//   it; the app installed from that domain has the scope `/`, which covers /{slug}/;
// - a bare /{slug} leads to /{slug}/, inside its service worker's scope /{slug}/.
import type { MiddlewareHandler } from 'hono';
import { appHomePath, ownDomainAppPath } from '../../contracts/app-paths.ts';
import { RESERVED_SLUGS } from '../../contracts/admin-onboarding.ts';
import type { Database } from '../db/client.ts';
import { businessByDomain, businessGlobalBySlug } from '../modules/catalog/business-page.ts';
import type { AppEnv } from './app-env.ts';
import { requestOrigin } from './middleware.ts';

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** React Router's data request for the root, and the suffix of every other one (client-side navigation). */
const ROOT_DATA_PATH = '/_root.data';
const DATA_SUFFIX = '.data';

export interface AppAddressesDependencies {
  db: Database;
  /** The marketplace's origin: requests on its host are never on a business's own domain. */
  siteUrl: string;
  trustProxy: boolean;
}

export function appAddresses(deps: AppAddressesDependencies): MiddlewareHandler<AppEnv> {
  const siteHost = new URL(deps.siteUrl).host;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const isData = url.pathname.endsWith(DATA_SUFFIX);
    const pagePath = isData
      ? url.pathname === ROOT_DATA_PATH
        ? '/'
        : url.pathname.slice(0, -DATA_SUFFIX.length)
      : url.pathname;

    const host = requestOrigin(c, deps.trustProxy).host;
    if (host !== siteHost) {
      const own = await businessByDomain(deps.db, host);
      if (own?.onboarded) {
        // React Router's own parameter of a data request is no part of the page's address.
        url.searchParams.delete('_routes');
        const target = ownDomainAppPath(`${pagePath}${url.search}`, own.slug);
        if (target) return isData ? dataRedirect(target) : c.redirect(target, 302);
      }
    }

    // `/{slug}.data` is also what a client-side navigation to /{slug}/ asks for: only a page is led on.
    const bareSlug = !isData && /^\/([^/]+)$/.exec(url.pathname)?.[1];
    if (bareSlug && SLUG_PATTERN.test(bareSlug) && !RESERVED_SLUGS.has(bareSlug)) {
      const app = await businessGlobalBySlug(deps.db, bareSlug);
      if (app?.onboarded) return c.redirect(`${appHomePath(app.slug)}${url.search}`, 301);
    }
    return next();
  };
}

/**
 * A redirect as React Router's client reads it in answer to a data request: the page is loaded anew at
 * `target` (a document request), which the app's own layout then serves.
 */
function dataRedirect(target: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': target,
      'X-Remix-Status': '302',
      'X-Remix-Reload-Document': 'true',
    },
  });
}

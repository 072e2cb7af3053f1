/**
 * A business's app keeps its clients inside it: the website's client pages (booking, "my visits", the
 * account, sign-in and sign-up) have twins under /{slug}/ that keep the app's shell and bottom bar. These
 * map a website path to the app's twin, and tell from a page's address whether it is inside an app.
 */

/** Website pages that have a twin inside the app (the path and everything under it). */
const APP_TWIN_PAGES = ['/mano-vizitai', '/paskyra', '/prisijungti', '/registracija'] as const;

/** The app's twin of a website path (its query and hash kept), or the path itself when it has none. */
export function appPath(path: string, slug: string | null): string {
  if (!slug) return path;
  const split = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = split?.[1] ?? path;
  const rest = split?.[2] ?? '';
  // In the app, booking means booking with this business.
  if (pathname === '/naujas-vizitas' || pathname === `/naujas-vizitas/${slug}`) {
    return `/${slug}/naujas-vizitas${rest}`;
  }
  if (APP_TWIN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return `/${slug}${pathname}${rest}`;
  }
  return path;
}

/** The app's slug when `pathname` lies inside the app of `slug` (the route's `:slug`), else null. */
export function appSlugOfPath(pathname: string, slug: string | undefined): string | null {
  if (!slug) return null;
  return pathname === `/${slug}` || pathname.startsWith(`/${slug}/`) ? slug : null;
}

/** The app's start page (with the slash: the service worker's scope is `/{slug}/`). */
export const appHomePath = (slug: string) => `/${slug}/`;

/** Website pages whose twin exists inside the app as a page of its own (not everything under them). */
const OWN_DOMAIN_TWIN_PAGES = new Set([
  '/mano-vizitai',
  '/paskyra',
  '/paskyra/saugumas',
  '/prisijungti',
  '/registracija',
  '/naujas-vizitas',
]);

/**
 * On a business's own domain the whole site is its app: the root and the website's client pages that have
 * a twin lead to the app under /{slug}/ (inside the scope `/` of the app installed from that domain). Null
 * for any other page, which stays as it is (e.g. the sign-in's second step, password reset).
 */
export function ownDomainAppPath(path: string, slug: string): string | null {
  const split = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = split?.[1] ?? path;
  const rest = split?.[2] ?? '';
  if (pathname === '/') return `${appHomePath(slug)}${rest}`;
  const page = pathname.replace(/\/$/, '');
  if (OWN_DOMAIN_TWIN_PAGES.has(page) || page === `/naujas-vizitas/${slug}`)
    return appPath(`${page}${rest}`, slug);
  return null;
}

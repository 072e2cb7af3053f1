// Where a business's installable app lives: under /{slug}/ on the marketplace, or at the root of its own
// domain when the request arrived there. The manifest's scope and start_url, the service worker's scope and
// the links a push message opens all follow from it.

/** The host without port, trailing dot or `www.`, in lower case. */
function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** Whether a request for `host` arrived on the business's own domain (`www.` and the port ignored). */
export function isOwnDomainHost(domain: string | null | undefined, host: string): boolean {
  if (!domain) return false;
  const own = bareHost(domain);
  return own !== '' && own === bareHost(host);
}

/** The app's path scope: `/` on its own domain, otherwise `/{slug}/`. */
export function appScopePath(business: { slug: string; domain?: string | null }, host: string): string {
  return isOwnDomainHost(business.domain, host) ? '/' : `/${business.slug}/`;
}

/**
 * The absolute address a tapped push message opens: `link` resolved against the app's scope when it stays
 * inside it (same origin, under the scope's path), otherwise the app's start page, so a message can never
 * lead the installed app to another site.
 */
export function linkInsideScope(link: string, scopeUrl: string): string {
  const scope = new URL(scopeUrl);
  let target: URL;
  try {
    target = new URL(link, scope);
  } catch {
    return scope.href;
  }
  const inside = target.origin === scope.origin && target.pathname.startsWith(scope.pathname);
  return inside ? target.href : scope.href;
}

// Which browser origins are the app's own: the configured base URL and the businesses' own domains (a
// salon's installable app may live on its own domain). Decided from configuration and the database, never
// from the request's Host or X-Forwarded-* headers, which whoever sends the request chooses.
import type { DbOrTx } from '../db/client.ts';
import { businessByDomain } from '../modules/catalog/business-page.ts';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export type IsOwnOrigin = (origin: string) => Promise<boolean>;

export function ownOrigins(deps: { db: DbOrTx; baseUrl: string }): IsOwnOrigin {
  const site = new URL(deps.baseUrl);
  return async (origin) => {
    let theirs: URL;
    try {
      theirs = new URL(origin);
    } catch {
      return false;
    }
    if (theirs.origin === site.origin) return true;
    // A business's domain is served with the site's scheme: an http page may not post to an https site.
    if (theirs.protocol !== site.protocol) return false;
    // A site configured on this machine (development, tests) is the same under another loopback name.
    if (LOOPBACK.test(site.hostname) && LOOPBACK.test(theirs.hostname) && theirs.port === site.port)
      return true;
    return (await businessByDomain(deps.db, theirs.host)) !== null;
  };
}

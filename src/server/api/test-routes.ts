/**
 * What the routers answer, for the tests that hold it against the named-route table and against the OpenAPI
 * document: each router is built without running any of its handlers.
 */
import { siteFiles } from './public/site-files.ts';
import { ROUTERS, type RouterDependencies } from './routers.ts';

// Building a router only wires handlers; none of them runs here, so the dependencies are never touched.
const unusedDependencies = {
  services: { catalog: {}, contact: {} },
} as unknown as RouterDependencies;

export interface AnsweredRoute {
  method: string;
  /** As the router writes it (`:id` placeholders). */
  path: string;
}

/** Every method and path each router of the app answers (once per handler: a route with several appears several times). */
export function routerRoutes(): AnsweredRoute[] {
  return ROUTERS.flatMap((entry) =>
    entry.create(unusedDependencies).routes.map(({ method, path }) => ({ method, path })),
  );
}

/** The icons, manifests, robots.txt and sitemap: files for browsers and crawlers, not API operations. */
export function siteFileRoutes(): AnsweredRoute[] {
  const d = unusedDependencies;
  return siteFiles({
    db: d.db,
    siteUrl: d.baseUrl,
    brandName: d.brandName,
    storage: d.storage,
    trustProxy: d.trustProxy,
  }).routes.map(({ method, path }) => ({ method, path }));
}

/** A path with its placeholders (`{id}` in the route table and OpenAPI, `:id` in Hono) written alike. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}|:[^/]+/g, '{}');
}

/** One key per operation, whichever way its path spells placeholders: `GET /api/admin/business/{}`. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathShape(path)}`;
}

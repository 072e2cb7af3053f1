import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../contracts/admin-onboarding.ts';
import { ROUTES } from '../../contracts/routes.ts';
import { APP_PATHS } from './routers.ts';
import { operationKey, routerRoutes } from './test-routes.ts';

const routes = routerRoutes();
const serverPaths = [...Object.values(APP_PATHS), ...routes.map((route) => route.path)];
const firstSegments = [...new Set(serverPaths.map((path) => path.replace(/^\//, '').split('/')[0] ?? ''))];
/** A first segment a business slug could take (slugs have no dots, so `robots.txt` never clashes). */
const slugShaped = firstSegments.filter((segment) => /^[a-z0-9-]+$/.test(segment));

describe('the server paths a business slug must not take', () => {
  it('found the paths it checks', () => {
    expect(firstSegments).toEqual(expect.arrayContaining(['healthz', 'assets', 'uploads', 'api']));
  });

  it.each(slugShaped)('reserves the top-level path /%s', (segment) => {
    expect(RESERVED_SLUGS.has(segment), `add '${segment}' to RESERVED_SLUGS`).toBe(true);
  });
});

/** Every method and path the routers answer, and the better-auth paths the app hands over (`/api/auth/*`). */
const answered = new Set(routes.map((route) => operationKey(route.method, route.path)));
const authPrefix = APP_PATHS.auth.replace('*', '');
/** The named server routes: everything in the route table that is not a page. */
const serverRoutes = Object.entries(ROUTES).flatMap(([name, route]) =>
  route.path.startsWith('/api/') || route.path.startsWith('/webpush/')
    ? route.methods.map((method) => ({ name, method, path: route.path }))
    : [],
);

describe('the named-route table and the routers', () => {
  it('found the named server routes', () => {
    expect(serverRoutes.length).toBeGreaterThan(50);
  });

  it.each(serverRoutes)('$name: a router answers $method $path', ({ method, path }) => {
    const handled = path.startsWith(authPrefix) || answered.has(operationKey(method, path));
    expect(handled, `no router answers ${method} ${path}`).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import pageRoutes from './routes.ts';
import {
  RESERVED_SLUGS,
  SLUG_TAKEN_MESSAGE,
  operatorCreateBusinessSchema,
} from '../contracts/admin-onboarding.ts';
import { ROUTES } from '../contracts/routes.ts';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** The first segment of every top-level page path; layouts without a path pass their children through. */
function firstSegmentsOf(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined) return firstSegmentsOf(entry.children ?? []);
    return [firstSegment(entry.path)];
  });
}

function firstSegment(path: string): string {
  return path.replace(/^\//, '').split('/')[0] ?? '';
}

/** Static segments only: `:slug` (the app variant itself) and `*` (not found) are not names a slug can take. */
const isStatic = (segment: string) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('*');

const pageSegments = firstSegmentsOf(pageRoutes as readonly RouteEntry[]).filter(isStatic);
const namedRouteSegments = Object.values(ROUTES)
  .map((route) => firstSegment(route.path))
  .filter((segment) => isStatic(segment) && !segment.startsWith('{'));
// The server's own paths (health check, static files, API) are checked by src/server/api/routers.test.ts.

describe('reserved business slugs', () => {
  it('found the route tables it checks', () => {
    expect(pageSegments).toEqual(expect.arrayContaining(['administratorius', 'prisijungti', 'apie']));
    expect(namedRouteSegments).toEqual(expect.arrayContaining(['api', 'webpush']));
  });

  it.each([...new Set([...pageSegments, ...namedRouteSegments])])(
    'reserves the top-level path /%s',
    (segment) => {
      expect(RESERVED_SLUGS.has(segment), `add '${segment}' to RESERVED_SLUGS`).toBe(true);
    },
  );

  it('refuses a reserved slug when the operator creates a business', () => {
    const outcome = operatorCreateBusinessSchema.safeParse({
      name: 'Salonas',
      slug: 'Registracija',
      city: 'vilnius',
      ownerEmail: 'savininke@example.com',
    });
    expect(outcome.success).toBe(false);
    expect(outcome.error?.issues.map((issue) => issue.message)).toContain(SLUG_TAKEN_MESSAGE);
  });
});

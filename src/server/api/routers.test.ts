import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../contracts/admin-onboarding.ts';
import { APP_PATHS, ROUTERS, type RouterDependencies } from './routers.ts';

// Building a router only wires handlers; none of them runs here, so the dependencies are never touched.
const unusedDependencies = {
  services: { catalog: {}, contact: {} },
} as unknown as RouterDependencies;

const serverPaths = [
  ...Object.values(APP_PATHS),
  ...ROUTERS.flatMap((entry) => entry.create(unusedDependencies).routes.map((route) => route.path)),
];
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

// The API's description in one place: every operation a router answers is in the OpenAPI document (a new
// endpoint without its description fails here), the reference page reads that document, and the page's
// script is the one the web build copied (`npx react-router build` first).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../src/server/api/routers.ts';
import { operationKey, routerRoutes, siteFileRoutes } from '../../src/server/api/test-routes.ts';
import { createClient } from './support/http-client.ts';
import { startTestServer, useTestServer } from './support/test-server.ts';

const server = useTestServer();

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, unknown>;
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

async function documentedPaths(): Promise<OpenApiPaths> {
  const response = await createClient(server.url).get(APP_PATHS.openApi);
  expect(response.status).toBe(200);
  return response.json.paths as OpenApiPaths;
}

const siteFiles = new Set(siteFileRoutes().map((route) => operationKey(route.method, route.path)));
/** What the API answers: every router's operations but the site files. */
const apiOperations = [
  ...new Set(
    routerRoutes()
      .map((route) => operationKey(route.method, route.path))
      .filter((key) => !siteFiles.has(key)),
  ),
];

describe('the OpenAPI document', () => {
  it('found the operations it checks', () => {
    expect(apiOperations.length).toBeGreaterThan(100);
    expect(apiOperations).toContain('POST /api/user/appointments');
  });

  it('describes every operation the routers answer', async () => {
    const paths = await documentedPaths();
    const documented = new Set(
      Object.entries(paths).flatMap(([apiPath, methods]) =>
        Object.keys(methods).map((method) => operationKey(method, apiPath)),
      ),
    );
    expect(apiOperations.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('describes only operations a router answers', async () => {
    const paths = await documentedPaths();
    const answered = new Set(apiOperations);
    const stale = Object.entries(paths).flatMap(([apiPath, methods]) =>
      Object.keys(methods)
        .map((method) => operationKey(method, apiPath))
        .filter((key) => !answered.has(key)),
    );
    expect(stale).toEqual([]);
  });

  it('gives each image upload a binary `file` field', async () => {
    const paths = await documentedPaths();
    for (const upload of [
      '/api/admin/business/{id}/logo/upload',
      '/api/admin/business/{id}/logo/round',
      '/api/admin/business/{id}/profile/upload',
      '/api/admin/gallery-image/{id}/upload',
      '/api/admin/specialist/{id}/photo/upload',
    ]) {
      const body = paths[upload]?.post?.requestBody?.content['multipart/form-data'];
      expect(body?.schema.properties?.file?.format, upload).toBe('binary');
    }
  });

  it('tells a booking client about the 409 of a time taken meanwhile', async () => {
    const paths = await documentedPaths();
    expect(paths['/api/user/appointments']?.post?.responses['409']).toBeDefined();
  });
});

describe('the API reference page', () => {
  it('loads the document with the script served beside it', async () => {
    const page = await createClient(server.url).get(APP_PATHS.docs);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(APP_PATHS.openApi);
    expect(page.text).toContain(`src="${APP_PATHS.docsBundle}"`);
  });

  it("serves Scalar's script from the web build", async () => {
    const built = await readFile(
      path.resolve(
        import.meta.dirname,
        '../..',
        process.env.BUILD_DIR ?? 'build',
        `client${APP_PATHS.docsBundle}`,
      ),
      'utf8',
    );
    const response = await createClient(server.url).get(APP_PATHS.docsBundle);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.text.length).toBeGreaterThan(1_000_000);
    expect(response.text).toContain('createApiReference');
    expect(sha256(response.text)).toBe(sha256(built));
  });

  it('has no script to serve from a build without it', async () => {
    const emptyBuild = await mkdtemp(path.join(os.tmpdir(), 'gl-no-build-'));
    await mkdir(path.join(emptyBuild, 'client'));
    const bare = await startTestServer({ env: { BUILD_DIR: emptyBuild } });
    try {
      const response = await createClient(bare.url).get(APP_PATHS.docsBundle);
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
      await rm(emptyBuild, { recursive: true, force: true });
    }
  });
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// Addresses that lead into a business's app over HTTP: on its own domain the root and the website's client
// pages lead to the app under /{slug}/ (files, the API and the worker untouched), and a bare /{slug} leads to
// /{slug}/, inside the service worker's scope.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

let server: TestServer;

beforeAll(async () => {
  const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) {
    throw new Error('The app address test renders pages: run `npx react-router build` first.');
  }
  server = await startTestServer({ withWeb: true, env: { BUILD_DIR } });
}, 120_000);
afterAll(() => server?.close());

/** A request without following redirects, as if sent to `host` (the test server trusts X-Forwarded-Host). */
const get = (url: string, host?: string) =>
  fetch(`${server.url}${url}`, { redirect: 'manual', headers: host ? { 'x-forwarded-host': host } : {} });

const manifestLink = (html: string) => /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];

async function salonWithDomain(overrides: { onboarded?: boolean } = {}) {
  const domain = `salonas-${randomUUID().slice(0, 8)}.lt`;
  const salon = await createBusiness(server.db, { domain, ...overrides });
  return { salon, domain };
}

describe('a business own domain', () => {
  it('leads its root and the client pages with a twin into the app, the query kept', async () => {
    const { salon, domain } = await salonWithDomain();
    const cases: [string, string][] = [
      ['/', `/${salon.slug}/`],
      ['/?utm_source=qr', `/${salon.slug}/?utm_source=qr`],
      ['/mano-vizitai', `/${salon.slug}/mano-vizitai`],
      ['/paskyra/saugumas', `/${salon.slug}/paskyra/saugumas`],
      ['/prisijungti?grizti=%2Fmano-vizitai', `/${salon.slug}/prisijungti?grizti=%2Fmano-vizitai`],
      ['/registracija', `/${salon.slug}/registracija`],
      ['/naujas-vizitas', `/${salon.slug}/naujas-vizitas`],
      [`/naujas-vizitas/${salon.slug}`, `/${salon.slug}/naujas-vizitas`],
    ];
    for (const [from, to] of cases) {
      const response = await get(from, `www.${domain}`);
      expect(response.status, from).toBe(302);
      // On the same host: the app installed from the domain has the scope `/`.
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers a client-side navigation there with a reload of the app page', async () => {
    const { salon, domain } = await salonWithDomain();
    const root = await get('/_root.data?_routes=root%2Croutes%2Fhome', domain);
    expect(root.status).toBe(204);
    expect(root.headers.get('x-remix-redirect')).toBe(`/${salon.slug}/`);
    expect(root.headers.get('x-remix-reload-document')).toBe('true');
    const visits = await get('/mano-vizitai.data', domain);
    expect(visits.headers.get('x-remix-redirect')).toBe(`/${salon.slug}/mano-vizitai`);
  });

  it('serves the app with the root manifest, and leaves files, the API and other pages alone', async () => {
    const { salon, domain } = await salonWithDomain();
    const app = await get(`/${salon.slug}/`, domain);
    expect(app.status).toBe(200);
    expect(manifestLink(await app.text())).toBe('/manifest.webmanifest');
    const manifest = await (await get('/manifest.webmanifest', domain)).json();
    expect(manifest).toMatchObject({ name: salon.name, start_url: '/', scope: '/' });

    for (const file of [
      '/sw.js',
      '/icons/icon-192.png',
      `/${salon.slug}/manifest.webmanifest`,
      '/robots.txt',
    ]) {
      expect((await get(file, domain)).status, file).toBe(200);
    }
    expect((await get(`/api/public/business/${salon.slug}`, domain)).status).toBe(200);
    // Pages without a twin in the app stay where they are (the sign-in's second step, password reset).
    for (const page of ['/pamirsau-slaptazodi', '/susisiekti']) {
      const response = await get(page, domain);
      expect(response.status, page).toBe(200);
    }
    // Its own answer (back to signing in without a first step), not the app.
    const secondStep = await get('/prisijungti/patvirtinimas', domain);
    expect(secondStep.headers.get('location') ?? '').not.toContain(salon.slug);
  });

  it('on the marketplace the same pages stay the website, the app links its own manifest', async () => {
    const { salon } = await salonWithDomain();
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(manifestLink(await home.text())).toBe('/manifest.webmanifest');
    // The website's own sign-in for an anonymous visitor, not the app's.
    expect((await get('/mano-vizitai')).headers.get('location')).toMatch(/^\/prisijungti\?/);
    const app = await get(`/${salon.slug}/`);
    expect(manifestLink(await app.text())).toBe(`/${salon.slug}/manifest.webmanifest`);
  });

  it('a business that is not onboarded has no app on its domain', async () => {
    const { domain } = await salonWithDomain({ onboarded: false });
    expect((await get('/', domain)).status).toBe(200);
  });
});

describe('a bare /{slug}', () => {
  it('leads to /{slug}/, the query kept', async () => {
    const salon = await createBusiness(server.db);
    const response = await get(`/${salon.slug}?is=svetaines`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${salon.slug}/?is=svetaines`);
    expect((await get(`/${salon.slug}/`)).status).toBe(200);
  });

  it('leaves data requests, unknown slugs, reserved paths and hidden businesses alone', async () => {
    const salon = await createBusiness(server.db);
    // Also what a client-side navigation to /{slug}/ asks for.
    expect((await get(`/${salon.slug}.data`)).status).toBe(200);
    expect((await get('/nera-tokio-salono')).status).toBe(404);
    expect((await get('/apie')).status).toBe(200);
    const hidden = await createBusiness(server.db, { onboarded: false });
    expect((await get(`/${hidden.slug}`)).status).toBe(404);
  });
});

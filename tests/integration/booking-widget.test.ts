// Booking channels: the embedding script, the widget page other sites may frame (and only it), and the
// business page's ReserveAction.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness, createBusiness } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

let server: TestServer;

beforeAll(async () => {
  const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry))
    throw new Error('This test renders pages: run `npx react-router build` first.');
  server = await startTestServer({ withWeb: true, env: { BUILD_DIR } });
}, 120_000);
afterAll(() => server?.close());

const get = (address: string) => fetch(`${server.url}${address}`);

function structuredData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('booking channels', () => {
  it('serves embed.js as cacheable JavaScript that opens the widget', async () => {
    const response = await get('/embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('public');
    // Loaded by pages of other sites.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await response.text();
    // The site's configured address, whatever host the script was fetched on.
    expect(script).toMatch(/"http:\/\/localhost:\d+\/valdiklis\/" \+ slug/);
    expect(script).toContain('data-business');
    expect(script).not.toContain('cookie');
  });

  it('lets other sites frame the widget page, and only that page', async () => {
    const { business, service } = await createBookableBusiness(server.db);
    const widget = await get(`/valdiklis/${business.slug}`);
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    const html = await widget.text();
    expect(html).toContain(business.name);
    expect(html).toContain(service.name);
    expect(html).toContain(`/naujas-vizitas/${business.slug}?paslauga=${service.id}`);
    expect(html).toContain('target="_blank"');

    const other = await get(`/apie/${business.slug}`);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await get('/robots.txt')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('answers an unknown salon with a 404 page', async () => {
    const response = await get('/valdiklis/tokio-salono-nera');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Verslas nerastas');
  });

  it('offers a ReserveAction on the business page only when the salon takes online bookings', async () => {
    const { business } = await createBookableBusiness(server.db);
    const salon = (html: string) =>
      structuredData(html).find((d) => (d as { potentialAction?: unknown }).potentialAction !== undefined) as
        { potentialAction: Record<string, unknown> } | undefined;
    const found = salon(await (await get(`/apie/${business.slug}`)).text());
    expect(found?.potentialAction).toMatchObject({
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: expect.stringMatching(
          new RegExp(`^http://localhost:\\d+/naujas-vizitas/${business.slug}$`),
        ),
        actionPlatform: expect.arrayContaining(['http://schema.org/DesktopWebPlatform']),
      },
      result: { '@type': 'Reservation', name: 'Vizito rezervacija' },
    });

    const offline = await createBusiness(server.db, { onboarded: false });
    const page = await get(`/apie/${offline.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('ReserveAction');
  });
});

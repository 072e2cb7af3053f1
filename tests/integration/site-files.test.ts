import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness, createBusiness, createService } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.url}${path}`);

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /administratorius');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it('lists onboarded business pages and the searches that find a business, with lastmod', async () => {
    const { business: onboarded } = await createBookableBusiness(server.db, {
      business: { locationSlug: 'kaunas' },
      service: { areaSlug: 'masazas' },
    });
    const hidden = await createBusiness(server.db, { onboarded: false, locationSlug: 'siauliai' });
    await createService(server.db, hidden.id, { areaSlug: 'makiazas' });
    const idle = await createBusiness(server.db, { locationSlug: 'panevezys' });
    await createService(server.db, idle.id, { areaSlug: 'pedikiuras', active: false });

    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const entry = (path: string) =>
      new RegExp(`<url><loc>http://localhost:\\d+${path}</loc>(<lastmod>([^<]+)</lastmod>)?</url>`).exec(xml);

    expect(entry('/')).not.toBeNull();
    expect(entry('/privatumo-politika')).not.toBeNull();
    expect(entry('/naudojimosi-taisykles')).not.toBeNull();
    const page = entry(`/apie/${onboarded.slug}`);
    expect(page?.[2]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entry(`/apie/${hidden.slug}`)).toBeNull(); // not onboarded: no page to book on
    expect(entry('/grozio-specialistai/masazas/kaunas')?.[2]).toBe(page?.[2]);
    expect(entry('/grozio-specialistai/visi/kaunas')).not.toBeNull();
    expect(entry('/grozio-specialistai/masazas/visa-lietuva')).not.toBeNull();
    // A search that lists a business that is not onboarded still has results.
    expect(entry('/grozio-specialistai/makiazas/siauliai')).not.toBeNull();
    // Only an inactive service there: that search finds nothing, so it is not listed.
    expect(entry('/grozio-specialistai/pedikiuras/panevezys')).toBeNull();
    expect(entry('/grozio-specialistai/pedikiuras/visa-lietuva')).toBeNull();
  });
});

describe('icons and the web app manifest', () => {
  it('serves a real ICO favicon holding PNG images', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.readUInt16LE(2)).toBe(1); // icon
    const count = body.readUInt16LE(4);
    expect(count).toBe(3);
    const sizes = [];
    for (let i = 0; i < count; i += 1) {
      const entry = 6 + 16 * i;
      const length = body.readUInt32LE(entry + 8);
      const offset = body.readUInt32LE(entry + 12);
      const png = body.subarray(offset, offset + length);
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(body.readUInt8(entry));
      sizes.push(meta.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it.each([
    ['/apple-touch-icon.png', 180],
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
    ['/icons/icon-maskable-512.png', 512],
  ])('%s is a %i px square PNG', async (path, size) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it('the maskable icon fills its square (launchers crop it), the plain one has rounded corners', async () => {
    const corner = async (path: string) => {
      const png = Buffer.from(await (await get(path)).arrayBuffer());
      const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      return data[3]; // alpha of the top-left pixel
    };
    expect(await corner('/icons/icon-maskable-512.png')).toBe(255);
    expect(await corner('/icons/icon-512.png')).toBe(0);
  });

  it('the site manifest names the product in Lithuanian and lists its icons', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ lang: 'lt', start_url: '/', scope: '/', display: 'standalone' });
    for (const icon of manifest.icons) expect((await get(icon.src)).status).toBe(200);
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  });
});

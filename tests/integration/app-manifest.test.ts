// Each business's installable app over HTTP: its manifest (by slug and on its own domain) and its icons,
// made from the business logo or the product's icon.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/server/db/schema.ts';
import { createBusiness } from '../fixtures/factories.ts';
import { useTestServer } from './support/test-server.ts';

const server = useTestServer();

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

/** A square logo of one colour, stored where uploads live; returns its public URL. */
async function storeLogo(colour: string): Promise<string> {
  const key = `logos/test/${randomUUID()}-w512.webp`;
  const file = path.join(server.dataDir, 'uploads', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    await sharp({ create: { width: 512, height: 512, channels: 3, background: colour } })
      .webp()
      .toBuffer(),
  );
  return `/uploads/${key}`;
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data } = await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return [...data];
}

const iconBytes = async (src: string) => {
  const response = await get(src);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
};

describe('a business app manifest', () => {
  it('has every field of an installable app under /{slug}/', async () => {
    const salon = await createBusiness(server.db, { name: 'Grožio studija Saulėta' });
    const response = await get(`/${salon.slug}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: `/${salon.slug}/`,
      name: 'Grožio studija Saulėta',
      short_name: 'Saulėta',
      lang: 'lt',
      start_url: `/${salon.slug}/`,
      scope: `/${salon.slug}/`,
      display: 'standalone',
      theme_color: '#be185d',
      background_color: '#fafaf9',
    });
    expect(manifest.icons).toEqual([
      { src: `/${salon.slug}/icons/icon-192.png?v=p`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${salon.slug}/icons/icon-512.png?v=p`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `/${salon.slug}/icons/icon-maskable-512.png?v=p`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const meta = await sharp(await iconBytes(icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it('without a logo the icons are the product icons', async () => {
    const salon = await createBusiness(server.db);
    const own = await iconBytes(`/${salon.slug}/icons/icon-512.png?v=p`);
    const product = await iconBytes('/icons/icon-512.png');
    expect(own.equals(product)).toBe(true);
    const touch = await sharp(await iconBytes(`/${salon.slug}/icons/apple-touch-icon.png`)).metadata();
    expect([touch.width, touch.height]).toEqual([180, 180]);
  });

  it('icons come from the logo, the maskable one with a margin, and follow a new logo', async () => {
    const red = await storeLogo('#ff0000');
    const salon = await createBusiness(server.db, { logoSquareUrl: red });
    const first = await (await get(`/${salon.slug}/manifest.webmanifest`)).json();
    const src192 = first.icons[0].src as string;
    expect(src192).toMatch(new RegExp(`^/${salon.slug}/icons/icon-192\\.png\\?v=[0-9a-z]+$`));
    expect(src192).not.toMatch(/\?v=p$/); // not the product icon's version

    const icon = await iconBytes(src192);
    const [r, g, b] = await pixel(icon, 96, 96);
    expect(r).toBeGreaterThan(230);
    expect(g! + b!).toBeLessThan(40);
    // A versioned icon is kept a day; the address changes with the logo.
    expect((await get(src192)).headers.get('cache-control')).toBe('public, max-age=86400');

    const maskable = await iconBytes(first.icons[2].src);
    expect(await pixel(maskable, 4, 4)).toEqual([255, 255, 255, 255]); // the margin launchers may crop
    const [mr] = await pixel(maskable, 256, 256);
    expect(mr).toBeGreaterThan(230);

    const blue = await storeLogo('#0000ff');
    await server.db.update(business).set({ logoSquareUrl: blue }).where(eq(business.id, salon.id));
    const second = await (await get(`/${salon.slug}/manifest.webmanifest`)).json();
    expect(second.icons[0].src).not.toBe(src192);
    const [, , blueChannel] = await pixel(await iconBytes(second.icons[0].src), 96, 96);
    expect(blueChannel).toBeGreaterThan(230);
  });

  it('a logo that cannot be read gives the product icon', async () => {
    const salon = await createBusiness(server.db, { logoSquareUrl: '/uploads/logos/test/none-w512.webp' });
    const own = await iconBytes(`/${salon.slug}/icons/icon-192.png?v=x`);
    expect(own.equals(await iconBytes('/icons/icon-192.png'))).toBe(true);
  });

  it('a business that is not onboarded, an unknown slug or file has no app', async () => {
    const hidden = await createBusiness(server.db, { onboarded: false });
    expect((await get(`/${hidden.slug}/manifest.webmanifest`)).status).toBe(404);
    expect((await get(`/${hidden.slug}/icons/icon-192.png`)).status).toBe(404);
    expect((await get('/nera-tokio-salono/manifest.webmanifest')).status).toBe(404);
    const salon = await createBusiness(server.db);
    expect((await get(`/${salon.slug}/icons/icon-64.png`)).status).toBe(404);
    expect((await get(`/${salon.slug}/icons/..%2Fsecret.png`)).status).toBe(404);
  });

  it('on the business own domain /manifest.webmanifest is the app at /', async () => {
    const domain = `salonas-${randomUUID().slice(0, 8)}.lt`;
    const salon = await createBusiness(server.db, { domain });
    const onDomain = await get('/manifest.webmanifest', { 'x-forwarded-host': `www.${domain}` });
    expect(onDomain.status).toBe(200);
    const manifest = await onDomain.json();
    expect(manifest).toMatchObject({ id: '/', name: salon.name, start_url: '/', scope: '/' });
    expect(manifest.icons[0].src).toBe(`/${salon.slug}/icons/icon-192.png?v=p`);
    // The same app's manifest by slug, asked on its own domain, has the same scope.
    const bySlug = await (
      await get(`/${salon.slug}/manifest.webmanifest`, { 'x-forwarded-host': domain })
    ).json();
    expect(bySlug.scope).toBe('/');

    // The marketplace keeps its own manifest.
    const site = await (await get('/manifest.webmanifest')).json();
    expect(site).toMatchObject({ id: '/', start_url: '/' });
    expect(site.name).not.toBe(salon.name);
    // A domain of a business that is not onboarded is no app.
    const hiddenDomain = `paslepta-${randomUUID().slice(0, 8)}.lt`;
    await createBusiness(server.db, { domain: hiddenDomain, onboarded: false });
    const hidden = await (await get('/manifest.webmanifest', { 'x-forwarded-host': hiddenDomain })).json();
    expect(hidden.name).toBe(site.name);
  });

  it('serves the service worker so that any app scope may use it', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const script = await response.text();
    // The build's precache list was injected, and names the offline page.
    expect(script).not.toContain('self.__SW_MANIFEST');
    expect(script).toContain('offline.html');
    const offline = await get('/offline.html');
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain('Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.');
  });
});

// A business's own domain serves its app at the root: the root and the website's client pages lead to the
// app's pages, the page links the manifest with the scope `/`, and the service worker registers with the
// scope `/`. Saulė's domain is set to `saule.localhost` (Chromium takes every *.localhost for this machine)
// through the admin API as its owner (Saulė is Premium), and restored afterwards.
import type { APIRequestContext } from '@playwright/test';
import { expect, signedInApi, test } from './support/test.ts';
import { publicBusiness } from './support/salon-api.ts';

test.use({ skipModalQueue: true });

const OWN_DOMAIN = 'saule.localhost';

async function setDomain(owner: APIRequestContext, businessId: string, domain: string | null) {
  const response = await owner.patch(`/api/admin/business/${businessId}`, { data: { domain: domain ?? '' } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('on its own domain the business app lives at /', async ({ page, baseURL, context, consoleErrors }) => {
  const owner = await signedInApi(baseURL!, 'owner');
  const saule = await publicBusiness(owner);
  const before = (
    (await (await owner.get(`/api/admin/business/${saule.id}`)).json()) as { domain: string | null }
  ).domain;
  await setDomain(owner, saule.id, OWN_DOMAIN);
  try {
    const origin = `http://${OWN_DOMAIN}:${new URL(baseURL!).port}`;

    // The root is the app, not the marketplace's home.
    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/saule/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();

    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Grožio studija Saulė', id: '/', start_url: '/', scope: '/' });

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/`);

    // The website's client pages land in the app's twins.
    await page.goto(`${origin}/mano-vizitai`);
    expect(new URL(page.url()).pathname).toBe('/saule/prisijungti');
    await page.goto(`${origin}/naujas-vizitas`);
    expect(new URL(page.url()).pathname).toBe('/saule/naujas-vizitas');

    // Installed from this domain, the app starts at `/`: under the worker's control it opens offline too.
    await page.goto(`${origin}/`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    consoleErrors.allow('Failed to load resource', 'ERR_INTERNET_DISCONNECTED');
    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/saule/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
    await context.setOffline(false);

    // The marketplace itself is unchanged.
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(new URL(page.url()).pathname).toBe('/');
  } finally {
    await setDomain(owner, saule.id, before);
    await owner.dispose();
  }
});

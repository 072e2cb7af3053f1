// Inside Saulė's app the client stays in the app: booking, "Mano vizitai", the account, sign-in and sign-up
// open under /saule/ with the app's shell and bottom bar, and signing in comes back into the app.
import type { Page } from '@playwright/test';
import { CHROME_UA, DEMO, expect, snap, test } from './support/test.ts';

test.use({ skipModalQueue: true, userAgent: CHROME_UA });

const bar = (page: Page) => page.getByTestId('bottom-bar');

test('at 360 px the bottom bar keeps every client page inside the app', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/saule/');

  // "Mano vizitai" before signing in: the app's own sign-in page, which comes back to the visits.
  await page.getByTestId('bottom-bar-trigger-appointments').click();
  await page
    .getByTestId('bottom-bar-list-appointments')
    .getByRole('link', { name: 'Būsimi vizitai' })
    .click();
  await expect(page).toHaveURL(/\/saule\/prisijungti\?grizti=%2Fsaule%2Fmano-vizitai$/);
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Užsiregistruokite' })).toHaveAttribute(
    'href',
    '/saule/registracija?grizti=%2Fsaule%2Fmano-vizitai',
  );
  await snap(page, 'app-sign-in');

  await page.getByLabel('El. pašto adresas').fill(DEMO.client.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(DEMO.client.password);
  await page.locator('main').getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/saule/mano-vizitai');
  await expect(page.getByRole('heading', { level: 1, name: 'Mano vizitai' })).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await snap(page, 'app-my-visits');

  await page.getByTestId('bottom-bar-trigger-account').click();
  await page.getByTestId('bottom-bar-list-account').getByRole('link', { name: 'Mano paskyra' }).click();
  await page.waitForURL((url) => url.pathname === '/saule/paskyra');
  await expect(bar(page)).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Saugumas' })).toHaveAttribute(
    'href',
    '/saule/paskyra/saugumas',
  );

  await bar(page).getByRole('link', { name: 'Registracija' }).click();
  await page.waitForURL((url) => url.pathname === '/saule/naujas-vizitas');
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grožio studija Saulė');
});

test('signing up inside the app keeps its shell; signing in without a destination returns to its start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/saule/registracija');
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/saule/prisijungti');
  await page.getByLabel('El. pašto adresas').fill(DEMO.client.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(DEMO.client.password);
  await page.locator('main').getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/saule/');
  await expect(bar(page)).toBeVisible();
});

test('the app and its links stay inside the worker scope /saule/: a bare /saule leads there', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto('/saule?is=svetaines');
  // The server's permanent redirect, then the app drops the marketplace's marker.
  expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/saule?is=svetaines`);
  await expect(page).toHaveURL(/\/saule\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();

  await expect(page.getByTestId('brand-link')).toHaveAttribute('href', '/saule/');
  await expect(bar(page).getByRole('link', { name: 'Pradžia' })).toHaveAttribute('href', '/saule/');
  const manifest = await (await page.request.get('/saule/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/saule/', scope: '/saule/' });

  // No link of the app's pages leaves the scope for the bare /saule.
  for (const path of ['/saule/', '/saule/naujas-vizitas', '/saule/prisijungti']) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length, path).toBeGreaterThan(3);
    expect(
      hrefs.filter((href) => /^\/saule([?#]|$)/.test(href ?? '')),
      path,
    ).toEqual([]);
  }

  // From the app's start page back to it by the brand and the bottom bar: still /saule/.
  await page.goto('/saule/naujas-vizitas');
  await bar(page).getByRole('link', { name: 'Pradžia' }).click();
  await expect(page).toHaveURL(/\/saule\/$/);
});

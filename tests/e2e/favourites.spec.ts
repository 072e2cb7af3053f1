// "Mano salonai": the demo client hearts a salon on its page, finds it on the home page and on Mano vizitai,
// and takes it off again; a visitor who is not signed in is sent to sign in and back. "Registruotis dar
// kartą" on a past visit opens the booking at the time step with the same service and specialist chosen.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newVisitorPage, signInRequest, snap, test } from './support/test.ts';

const SALON = 'Grožio studija Saulė';

async function asDemoClient(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await signInRequest(context.request, 'client', baseURL);
  // The review question of a completed visit would cover the page.
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('skipModalQueue', '1');
    } catch {
      // about:blank has no storage.
    }
  });
}

const favouriteStrip = (page: Page) => page.getByRole('region', { name: 'Mano salonai' });

test('a client hearts a salon, finds it in "Mano salonai" and removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await asDemoClient(context, baseURL ?? '');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(favouriteStrip(page)).toHaveCount(0);

  await page.goto('/apie/saule');
  const heart = page.getByRole('button', { name: 'Įsiminti saloną' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByTestId('toaster')).toContainText('Salonas pridėtas prie „Mano salonai“.');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectNoA11yViolations(page, { what: 'salono širdelė', include: 'header' });
  await snap(page, 'favourite-heart');

  await page.goto('/');
  const card = favouriteStrip(page).getByRole('link', { name: new RegExp(SALON) });
  await expect(card).toHaveAttribute('href', '/naujas-vizitas/saule');
  await snap(page, 'favourites-home');
  await page.goto('/mano-vizitai');
  await expect(favouriteStrip(page).getByRole('link', { name: new RegExp(SALON) })).toBeVisible();

  await page.goto('/apie/saule');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByTestId('toaster')).toContainText('Salonas pašalintas iš „Mano salonai“.');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(favouriteStrip(page)).toHaveCount(0);
});

test('a visitor who is not signed in is sent to sign in and back to the salon', async ({ browser }) => {
  const page = await newVisitorPage(browser);
  await page.goto('/apie/saule');
  await page.getByRole('link', { name: /Įsiminti saloną/ }).click();
  await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fapie%2Fsaule$/);
  await page.close();
});

test('"Registruotis dar kartą" opens the booking at the time step with the service and specialist chosen', async ({
  page,
  context,
  baseURL,
}) => {
  await asDemoClient(context, baseURL ?? '');
  await page.goto('/mano-vizitai?rodinys=praeje');
  const again = page.getByTestId('appointment-card').getByRole('link', { name: 'Registruotis dar kartą' });
  await expect(again.first()).toBeVisible();
  const href = new URL((await again.first().getAttribute('href')) ?? '', baseURL);
  const service = href.searchParams.get('paslauga');
  const specialist = href.searchParams.get('specialistas');
  expect(service).toBeTruthy();
  expect(specialist).toBeTruthy();
  expect(specialist).not.toBe('bet-kuris');

  await again.first().click();
  await expect(page).toHaveURL(
    new RegExp(`\\?paslauga=${service}&specialistas=${specialist}$`.replaceAll('-', '\\-')),
  );
  await expect(page.getByRole('button', { name: 'Keisti paslaugą' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keisti specialistą' })).toBeVisible();
  await expect(page.locator('#laikas [role="grid"]')).toBeVisible();
  await snap(page, 'book-again');
});

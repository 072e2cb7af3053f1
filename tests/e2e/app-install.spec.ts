// Installing a business's app: the manifest the page links, the install dialog (modal queue id `pwa`) with
// a simulated install prompt and `appinstalled`, the per-browser instructions and the install button.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  givePhoneNumber,
  signUpRequest,
  snap,
  test,
  waitForModalQueue,
} from './support/test.ts';

const INSTALLED = 'Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.';
const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A new client with an empty inbox (no notifications dialog in the queue) and cookies accepted. */
async function signedInClient(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await signUpRequest(
    context.request,
    { name: 'Diegėja Testė', email: `diegeja-${randomUUID()}@example.com`, password: 'slaptas-zodis-123' },
    baseURL,
  );
  await givePhoneNumber(context.request, baseURL);
}

/** In the app the web-push prompt (earlier in the queue) comes first on every page: "Ne dabar". */
async function declineWebPushPrompt(page: Page) {
  await page.getByTestId('webpush-prompt').getByRole('button', { name: 'Ne dabar' }).click();
  await expect(page.getByTestId('webpush-prompt')).toHaveCount(0);
}

/** What Chromium hands over when the app may be installed; `prompt()` is counted in window.promptCalls. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const counter = window as unknown as { promptCalls: number };
    counter.promptCalls = 0;
    event.prompt = async () => {
      counter.promptCalls += 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

// A desktop Chrome unless a block says otherwise (headless Chromium's own name is no browser we know).
test.use({ userAgent: CHROME_UA });

test.describe('the app install dialog', () => {
  test('the app page links its own manifest and icons', async ({ page }) => {
    await page.goto('/saule/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/saule/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      name: 'Grožio studija Saulė',
      short_name: 'Saulė',
      lang: 'lt',
      id: '/saule/',
      start_url: '/saule/',
      scope: '/saule/',
      display: 'standalone',
    });
    for (const icon of manifest.icons as { src: string; purpose: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
      'any',
      'any',
      'maskable',
    ]);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(touchIcon).toMatch(/^\/saule\/icons\/apple-touch-icon\.png\?v=/);
    expect((await page.request.get(touchIcon!)).status()).toBe(200);

    // The marketplace keeps its own.
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  test('opens by itself once per session with the install prompt, which the install button uses', async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInClient(context, baseURL!);
    await page.goto('/saule/');
    // The web-push prompt is queued once the service worker is ready; the install prompt comes after it.
    await declineWebPushPrompt(page);
    await offerInstallPrompt(page);

    const dialog = page.getByTestId('pwa-dialog');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Įdiekite „Grožio studija Saulė“ programėlę' }),
    ).toBeVisible();
    const businessId = await page.evaluate(
      () => (window as unknown as { business: { id: string } }).business.id,
    );
    expect(await page.evaluate((id) => sessionStorage.getItem(`pwaModalShown[${id}]`), businessId)).toBe(
      'true',
    );
    await snap(page, 'app-install-dialog');
    await expectNoA11yViolations(page, { include: '[data-testid="pwa-dialog"]', what: 'install dialog' });

    await dialog.getByRole('button', { name: 'Įdiegti' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls))
      .toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(dialog.getByRole('status')).toHaveText(INSTALLED);
    await dialog.getByRole('button', { name: 'Gerai' }).click();
    await expect(dialog).toHaveCount(0);
    // Installed: nothing left to offer.
    await expect(page.getByTestId('pwa-trigger')).toHaveCount(0);

    // The same session: a new prompt does not open it again, the button still does.
    await page.reload();
    await offerInstallPrompt(page);
    await declineWebPushPrompt(page);
    const trigger = page.getByTestId('pwa-trigger');
    await expect(trigger).toBeVisible();
    await expect(trigger.getByTestId('pwa-warning-badge')).toBeVisible();
    await waitForModalQueue(page);
    await expect(dialog).toHaveCount(0);
    await trigger.click();
    await expect(dialog).toBeVisible();
  });

  test('installed while the dialog is shut: the message comes as a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInClient(context, baseURL!);
    await page.goto('/saule/');
    await page.evaluate(() => sessionStorage.setItem('skipModalQueue', '1'));
    await page.reload();
    await expect(page.getByTestId('pwa-trigger')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByRole('status').filter({ hasText: INSTALLED })).toBeVisible();
  });

  test.describe('Android Chrome without a prompt yet', () => {
    test.use({ userAgent: ANDROID_CHROME_UA, viewport: { width: 390, height: 844 }, skipModalQueue: true });

    test('an anonymous visitor gets the button without a badge and the Android steps', async ({ page }) => {
      await page.goto('/saule/');
      const trigger = page.getByTestId('pwa-trigger');
      await expect(trigger).toBeVisible();
      await expect(trigger.getByTestId('pwa-warning-badge')).toHaveCount(0);
      await trigger.click();
      const dialog = page.getByTestId('pwa-dialog');
      await dialog.getByRole('button', { name: 'Įdiegti' }).click();
      await expect(dialog.getByRole('heading', { name: 'Kaip įdiegti: Chrome („Android“)' })).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
      await snap(page, 'app-install-steps-android', { widths: 'current' });
      await dialog.getByRole('button', { name: 'Ne dabar' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });

  test.describe('iPhone Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI_UA, viewport: { width: 390, height: 844 } });

    test('the instructions open by themselves for a signed-in client', async ({ page, context, baseURL }) => {
      await signedInClient(context, baseURL!);
      await page.goto('/saule/');
      const dialog = page.getByTestId('pwa-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Įdiegti' }).click();
      await expect(dialog.getByText('Slinkite žemyn ir pasirinkite „Į pradžios ekraną“.')).toBeVisible();
    });

    test('inside the installed app nothing is offered', async ({ page, context, baseURL }) => {
      await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
      await signedInClient(context, baseURL!);
      await page.goto('/saule/');
      await waitForModalQueue(page);
      await expect(page.getByTestId('pwa-dialog')).toHaveCount(0);
      await expect(page.getByTestId('pwa-trigger')).toHaveCount(0);
    });
  });

  test('the marketplace pages have no install button', async ({ page }) => {
    await page.goto('/saule/');
    await expect(page.getByTestId('pwa-trigger')).toBeVisible();
    await page.goto('/apie/saule');
    await expect(page.getByTestId('pwa-trigger')).toHaveCount(0);
  });
});

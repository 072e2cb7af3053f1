// The privacy policy and terms as a person meets them: the pages, their links in the footer, the sign-up form
// and the cookie dialog, the consent level kept beside the specified cookie, and the notice of new terms.
import type { BrowserContext } from '@playwright/test';
import { TERMS_VERSION } from '../../src/core/legal/terms-version.ts';
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

test.use({ userAgent: CHROME_UA });

async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

test.describe('the pages', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL ?? ''));

  test('the footer leads to the privacy policy and the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Apačios nuorodos' });
    await footer.getByRole('link', { name: 'Privatumo politika' }).click();
    await expect(page).toHaveURL(/\/privatumo-politika$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privatumo politika' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Pastabos apie sveikatą/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Privatumo politika – /);
    await expectNoA11yViolations(page);
    await snap(page, 'privatumo-politika');

    await page
      .getByRole('navigation', { name: 'Apačios nuorodos' })
      .getByRole('link', { name: 'Naudojimosi taisyklės' })
      .click();
    await expect(page).toHaveURL(/\/naudojimosi-taisykles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Naudojimosi taisyklės' })).toBeVisible();
    await expect(page.locator('#duomenu-tvarkymo-salygos')).toContainText('BDAR 28 straipsnį');
    await expectNoA11yViolations(page);
    await snap(page, 'naudojimosi-taisykles');
  });

  test('the sign-up form says that signing up accepts them, with links to both', async ({ page }) => {
    await page.goto('/registracija');
    const note = page.getByTestId('sign-up-terms');
    await expect(note).toHaveText(
      'Registruodamiesi sutinkate su naudojimosi taisyklėmis ir privatumo politika.',
    );
    await expect(note.getByRole('link', { name: 'naudojimosi taisyklėmis' })).toHaveAttribute(
      'href',
      '/naudojimosi-taisykles',
    );
    await expect(note.getByRole('link', { name: 'privatumo politika' })).toHaveAttribute(
      'href',
      '/privatumo-politika',
    );
    await snap(page, 'registracija-su-taisyklemis');
  });
});

test.describe('the cookie dialog', () => {
  for (const [button, level] of [
    ['Tik būtini', 'necessary'],
    ['Sutinku', 'all'],
  ] as const) {
    test(`"${button}" keeps the level "${level}" beside cookie_consent=accepted`, async ({
      page,
      context,
    }) => {
      await page.goto('/');
      const consent = page.getByTestId('cookie-consent');
      await expect(consent).toBeVisible();
      await expect(consent.getByRole('link', { name: 'privatumo politikoje' })).toHaveAttribute(
        'href',
        '/privatumo-politika',
      );
      await expect(consent.getByRole('link', { name: 'naudojimosi taisyklėse' })).toHaveAttribute(
        'href',
        '/naudojimosi-taisykles',
      );
      if (level === 'necessary') await snap(page, 'slapuku-langas', { widths: [360] });
      await consent.getByRole('button', { name: button, exact: true }).click();
      await expect(consent).toHaveCount(0);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
      const levelCookie = cookies.find((c) => c.name === 'cookie_consent_level');
      expect(levelCookie?.value).toBe(level);
      expect(levelCookie?.path).toBe('/');
      // Nothing beyond the page's own scripts is loaded, whichever the choice.
      const foreign = await page.evaluate(() =>
        [...document.scripts]
          .map((s) => s.src)
          .filter((src) => src && new URL(src).origin !== location.origin),
      );
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('new terms', () => {
  test('a person who accepted an older version is asked once, and "Sutinku" records the new one', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL ?? '');
    const email = `taisykles.${Date.now()}@example.lt`;
    await signUpRequest(
      context.request,
      { name: 'Rūta Sutinkanti', email, password: 'slaptazodis-55' },
      baseURL ?? '',
    );
    await givePhoneNumber(context.request, baseURL ?? '');
    // The running server's version cannot change under the test: the first page is told instead that the
    // person accepted an older one, as after a version change.
    let rewritten = false;
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document' || rewritten) return route.continue();
      rewritten = true;
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(`\\"${TERMS_VERSION}\\"`, '\\"2000-01-01\\"');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    const notice = page.getByTestId('terms-update');
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('heading', { name: 'Atnaujinome privatumo politiką ir taisykles' }),
    ).toBeVisible();
    await expect(notice.getByRole('link', { name: 'privatumo politika' })).toHaveAttribute(
      'href',
      '/privatumo-politika',
    );
    await expect(notice.getByRole('link', { name: 'naudojimosi taisyklės' })).toHaveAttribute(
      'href',
      '/naudojimosi-taisykles',
    );
    // Not dismissible: only "Sutinku" closes it.
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await snap(page, 'naujos-taisykles', { widths: [360] });
    await notice.getByRole('button', { name: 'Sutinku' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('Ačiū! Jūsų sutikimas išsaugotas.')).toBeVisible();

    const session = await context.request.get('/api/auth/get-session');
    expect((await session.json()).user.termsVersion).toBe(TERMS_VERSION);
    await page.reload();
    await waitForModalQueue(page);
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  });

  test('a person who accepted the current version is not asked', async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL ?? '');
    await signUpRequest(
      context.request,
      { name: 'Ieva Naujoji', email: `dabartines.${Date.now()}@example.lt`, password: 'slaptazodis-56' },
      baseURL ?? '',
    );
    await givePhoneNumber(context.request, baseURL ?? '');
    await page.goto('/');
    await waitForModalQueue(page);
    await expect(page.getByTestId('terms-update')).toHaveCount(0);
  });
});

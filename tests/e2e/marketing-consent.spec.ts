// Marketing consent per salon on a phone: a new client ticks "Sutinku gauti … pasiūlymus" (never ticked
// beforehand) at the booking's confirm step, the salon's client list shows the badge and filters by it, the
// card shows since when, and the client withdraws it from the account, after which the badge is gone.
import type { Page } from '@playwright/test';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  givePhoneNumber,
  newVisitorPage,
  signIn,
  signUpRequest,
  snap,
  test,
} from './support/test.ts';
import { daysAhead } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true, viewport: { width: 360, height: 800 } });

const SALON = 'Grožio studija Saulė';
const CONSENT_LABEL = `Sutinku gauti „${SALON}“ pasiūlymus ir priminimus apsilankyti vėl`;

const dayCells = (page: Page) =>
  page.locator('#laikas [role="grid"] [role="gridcell"]:not([aria-disabled]) [role="button"]');
const timeButtons = (page: Page) => page.locator('#laikas').getByRole('button', { name: /^\d\d:\d\d$/ });

/** The first bookable date at least two days ahead with a free time, then its first time. */
async function pickATime(page: Page): Promise<void> {
  const earliest = daysAhead(2);
  for (let month = 0; month < 3; month++) {
    await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
    const days = await dayCells(page).count();
    for (let index = 0; index < days; index++) {
      await dayCells(page).nth(index).click();
      const date = new URL(page.url()).searchParams.get('data') ?? '';
      if (date < earliest) continue;
      await expect(timeButtons(page).first()).toBeVisible();
      await timeButtons(page).first().click();
      return;
    }
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  throw new Error('No bookable date found');
}

test('a client agrees while booking, the salon sees it, the client withdraws it in the account', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Sutikusi Klientė ${Date.now()}`;
  const email = `sutikimas.${Date.now()}@example.lt`;
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL ?? '' }]);
  await signUpRequest(context.request, { name, email, password: 'sutikimas-slaptazodis-1' }, baseURL ?? '');
  await givePhoneNumber(context.request, baseURL ?? '');

  // The booking's confirm step: the box is there, unticked, and not required.
  await page.goto('/naujas-vizitas/saule');
  await page
    .locator('#paslauga')
    .getByRole('button', { name: /Moteriškas kirpimas/ })
    .click();
  await page
    .locator('#specialistas')
    .getByRole('button', { name: /Bet kuris specialistas/ })
    .click();
  await pickATime(page);
  const confirm = page.locator('#patvirtinimas');
  const box = confirm.getByRole('checkbox', { name: CONSENT_LABEL });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
  await expectNoA11yViolations(page, {
    what: 'sutikimas registruojantis',
    exclude: '[data-testid="user-menu"]',
  });
  await snap(page, 'consent-confirm-step');
  await confirm.getByRole('button', { name: 'Patvirtinti registraciją' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();

  // The salon's client list: the badge, and the filter keeps the client.
  const owner = await newVisitorPage(browser);
  await owner.setViewportSize({ width: 360, height: 800 });
  await owner.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL ?? '' }]);
  await signIn(owner, 'owner');
  await owner.goto('/administratorius/klientai/saule');
  await owner.getByTestId('client-search').fill(name);
  await owner.getByTestId('client-consent-filter').check();
  await owner.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(owner).toHaveURL(/pasiulymai=1/);
  const row = owner.getByTestId('client-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('client-consent-badge')).toHaveText('Sutiko gauti pasiūlymus');
  await expectNoA11yViolations(owner, { what: 'klientų sąrašas su sutikimu' });
  await snap(owner, 'consent-client-list');
  await row.getByRole('link').click();
  await expect(owner.getByTestId('client-consent-badge')).toContainText('Sutiko gauti pasiūlymus nuo');
  await expect(owner.getByTestId('client-consent-history')).toContainText('registracijos vizitui metu');
  await snap(owner, 'consent-client-card');

  // The client withdraws in the account.
  await page.goto('/paskyra');
  const consents = page.getByTestId('marketing-consents');
  await expect(consents.getByTestId('marketing-consent')).toHaveCount(1);
  await expect(consents).toContainText(SALON);
  await expect(consents).toContainText('registruojantis vizitui');
  await page.getByRole('region', { name: 'Salonų pasiūlymai' }).scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page, {
    what: 'salonų pasiūlymai',
    include: '[data-testid="marketing-consents"]',
  });
  await snap(page, 'consent-account');
  await consents.getByRole('button', { name: `Atšaukti sutikimą: ${SALON}` }).click();
  await expect(page.getByTestId('toaster')).toContainText(`Nebegausite „${SALON}“ pasiūlymų`);
  await expect(page.getByTestId('marketing-consents')).toContainText('Nė vienam salonui nesutikote');

  // The salon's list no longer shows the badge, and the filter leaves the client out.
  await owner.goto(`/administratorius/klientai/saule?q=${encodeURIComponent(name)}`);
  await expect(owner.getByTestId('client-row').filter({ hasText: name })).toHaveCount(1);
  await expect(owner.getByTestId('client-consent-badge')).toHaveCount(0);
  await owner.goto(`/administratorius/klientai/saule?q=${encodeURIComponent(name)}&pasiulymai=1`);
  await expect(owner.getByText('Nieko nerasta')).toBeVisible();
  await owner.context().close();
});

// A new visitor on a phone: picks a time, signs up in the middle of the booking, types the code from the
// e-mail and comes back to the same choice, booked.
import type { Page } from '@playwright/test';
import { formatShortDate } from '../../src/core/format/lithuanian-dates.ts';
import { verificationCodeIn } from '../support/outbox.ts';
import { CHROME_UA, expect, expectNoA11yViolations, outbox, snap, test } from './support/test.ts';
import { daysAhead } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const dayCells = (page: Page) =>
  page.locator('#laikas [role="grid"] [role="gridcell"]:not([aria-disabled]) [role="button"]');
const timeButtons = (page: Page) => page.locator('#laikas').getByRole('button', { name: /^\d\d:\d\d$/ });

/** The first bookable date from `earliest` on with a free time (moving on a month when needed). */
async function pickDate(page: Page, earliest: string): Promise<string> {
  await expect(page.locator('#laikas [role="grid"]')).toBeVisible();
  for (let month = 0; month < 3; month++) {
    await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
    const days = await dayCells(page).count();
    for (let index = 0; index < days; index++) {
      await dayCells(page).nth(index).click();
      await expect(page.locator('#laikas [role="gridcell"][aria-selected="true"]')).toHaveCount(1);
      const date = new URL(page.url()).searchParams.get('data') ?? '';
      if (date < earliest) continue;
      await expect(timeButtons(page).first()).toBeVisible();
      return date;
    }
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  throw new Error('No bookable date found');
}

test('a new visitor signs up inside the booking, types the e-mail code and is booked at the chosen time', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The wrong code typed on purpose below.
  consoleErrors.allow(400);
  await page.setViewportSize({ width: 360, height: 800 });
  const email = `nauja.klientė.${Date.now()}@example.lt`.replace('ė', 'e');

  await page.goto('/naujas-vizitas/saule');
  await page
    .locator('#paslauga')
    .getByRole('button', { name: /Moteriškas kirpimas/ })
    .click();
  await page
    .locator('#specialistas')
    .getByRole('button', { name: /Rūta Petrauskienė/ })
    .click();
  const date = await pickDate(page, daysAhead(2));
  const time = (await timeButtons(page).last().textContent())?.trim() ?? '';
  await timeButtons(page).last().click();

  const confirm = page.locator('#patvirtinimas');
  await expect(confirm.getByText('Prisijunkite arba užsiregistruokite')).toBeVisible();
  await confirm.getByRole('link', { name: 'Užsiregistruoti' }).click();

  await expect(page).toHaveURL(/\/registracija\?grizti=/);
  await page.getByLabel('Vardas ir pavardė').fill('Aistė Naujokė');
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Ruduo-prie-juros-42');
  await page.getByRole('button', { name: 'Užsiregistruoti' }).click();

  const sent = page.getByTestId('sign-up-sent');
  await expect(sent).toContainText(email);
  // "Prisijungti" keeps the way back to the booking.
  const signIn = new URL(
    (await sent.getByRole('link', { name: 'Prisijungti' }).getAttribute('href'))!,
    page.url(),
  );
  expect(signIn.searchParams.get('grizti')).toContain(`laikas=${encodeURIComponent(time)}`);
  await expectNoA11yViolations(page, { what: 'the code step', include: '#turinys' });
  await snap(page, 'registracija-kodas');

  // A wrong code first: refused in Lithuanian.
  const [letter] = await outbox.waitFor({ to: email, subject: 'Patvirtinkite el. pašto adresą' });
  const code = verificationCodeIn(letter!);
  const codeField = page.getByLabel('Kodas iš laiško');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();
  await expect(
    sent.getByText('Neteisingas kodas. Patikrinkite kodą laiške ir įveskite jį dar kartą.'),
  ).toBeVisible();
  await snap(page, 'registracija-kodas-neteisingas', { widths: 'current' });

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Patvirtinti', exact: true }).click();

  // Back at the confirm step, signed in, with the same service, specialist and time.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/naujas-vizitas/saule' && url.searchParams.get('laikas') === time,
  );
  await expect(page.locator('#paslauga')).toContainText('Moteriškas kirpimas');
  await expect(page.locator('#specialistas')).toContainText('Rūta Petrauskienė');
  await expect(page.locator('#laikas')).toContainText(`${formatShortDate(date)}, ${time}`);
  await expect(confirm.getByTestId('booking-email-code')).toHaveCount(0);
  await snap(page, 'registracija-grizta-i-patvirtinima', { widths: 'current' });
  await confirm.getByRole('button', { name: 'Patvirtinti registraciją' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${time}–\\d\\d:\\d\\d$`))).toBeVisible();
  await snap(page, 'registracija-uzregistruota', { widths: 'current' });
});

test('the link in the letter says the address is confirmed and leads back to the booking', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = `nuoroda.${Date.now()}@example.lt`;
  const back = '/naujas-vizitas/saule?paslauga=x&specialistas=bet-kuris';
  const answer = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Nuoroda Naujokė', email, password: 'Ruduo-prie-juros-42', callbackURL: back },
    headers: { origin: baseURL! },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const link = await outbox.waitForLink({ to: email }, '/el-pasto-patvirtinimas?token=');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'El. paštas patvirtintas' })).toBeVisible();
  const signIn = page.locator('main').getByRole('link', { name: 'Prisijungti' });
  expect(new URL((await signIn.getAttribute('href'))!, page.url()).searchParams.get('grizti')).toBe(back);
  await expectNoA11yViolations(page, { what: 'link landing', include: '#turinys' });
  await snap(page, 'el-pastas-patvirtintas');

  // Opened again: still a success.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'El. paštas patvirtintas' })).toBeVisible();

  // A broken link says why, in Lithuanian.
  await page.goto('/el-pasto-patvirtinimas?token=sugadintas');
  await expect(page.getByRole('heading', { name: 'Nuoroda netinkama' })).toBeVisible();
  await snap(page, 'el-pastas-nuoroda-netinkama', { widths: 'current' });
});

// The client account's newer parts as a person meets them: the phone number request (every text), the
// Premium offer of a Standard business's owner (once a session; the plan switch), menu and partner clicks in
// the data layer, "Mano vizitai" in the user menu, `?pranesimai` leaving the address, the browser logos, the
// data export and deleting the account.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signIn,
  signInByCookie,
  signInRequest,
  signUpRequest,
  snap,
  test,
  waitForModalQueue,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA });

const PASSWORD = 'slaptazodis-77';

async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

async function newClient(context: BrowserContext, baseURL: string, prefix: string) {
  await acceptCookies(context, baseURL);
  const email = `${prefix}.${Date.now()}@example.lt`;
  await signUpRequest(context.request, { name: 'Urtė Paskyrienė', email, password: PASSWORD }, baseURL);
  return email;
}

const toaster = (page: Page) => page.getByTestId('toaster');

/** Types as a person does: into the field, over what it holds. */
async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
}

test('a client without a phone number is asked for one, exactly as specified', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // The lost connection below is logged by the browser.
  consoleErrors.allow('ERR_INTERNET_DISCONNECTED');
  await newClient(context, baseURL!, 'telefonas');
  await page.goto('/');
  const dialog = page.getByTestId('phone-number-request');
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await expect(dialog.getByRole('heading', { name: 'Nurodykite telefono numerį' })).toBeVisible();
  await expect(page.locator('[data-modal-id="phone_number_request"]').first()).toBeVisible();
  await snap(page, 'phone-request');
  await expectNoA11yViolations(page, { include: '[data-testid="phone-number-request"]' });

  // Not dismissible: no close button, Escape and the overlay leave it open.
  await expect(dialog.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const input = dialog.getByLabel('Telefono numeris');
  await expect(input).toHaveAttribute('placeholder', '+370 XXX XXXXX');
  // Focus prefills the dial code; blur clears it when nothing else was typed and marks the empty field.
  await input.focus();
  await expect(input).toHaveValue('+370');
  await input.press('Tab');
  await expect(input).toHaveValue('');
  await expect(dialog.getByTestId('phone-errors')).toHaveText('Įveskite telefono numerį.');

  // An invalid number: the danger toast and the reason in the form.
  await typeInto(input, '+370 612');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(toaster(page)).toContainText('Prašome ištaisyti klaidas!');
  await expect(dialog.getByTestId('phone-errors')).toHaveText('Per trumpas tel. numeris.');

  // The connection fails: the exception toast, and the dialog stays.
  // The form posts to the profile page's action, from whatever page it stands on.
  const action = /\/paskyra\.data\?index/;
  await page.route(action, (route) => route.abort('internetdisconnected'));
  await typeInto(input, '+370 612 34567');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(toaster(page)).toContainText(
    'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
  );
  await expect(dialog).toBeVisible();
  await page.unroute(action);

  // Saving: 'Išsaugoma...' while the request runs, then the success toast and the dialog closes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(action, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog.getByRole('button', { name: 'Išsaugoma...' })).toBeDisabled();
  release();
  await expect(toaster(page)).toContainText('Tel. numeris išsaugotas sėkmingai!');
  await expect(dialog).toBeHidden();
  await page.unroute(action);

  await page.reload();
  await waitForModalQueue(page);
  await expect(page.getByTestId('phone-number-request')).toHaveCount(0);
  await page.goto('/paskyra');
  await expect(page.getByTestId('phone-number-form').getByLabel('Telefono numeris')).toHaveValue(
    '+370 612 34567',
  );
});

test.describe('the Premium offer', () => {
  test('the owner of a Standard business sees it once a session; the owner switches plans', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL!);
    await signInRequest(context.request, 'owner', baseURL!);
    // The demo salon is on Premium: put it on Standard for this test (and back at its end).
    const switchPlan = async (plan: 'standard' | 'premium') => {
      const answer = await context.request.post('/api/admin/business/saule/billing-details/plan', {
        data: { plan },
        headers: { origin: baseURL! },
      });
      expect(answer.status()).toBe(200);
    };
    await switchPlan('standard');
    // Start from an empty inbox, so the notifications dialog does not come first.
    const inbox = (await (await context.request.get('/api/user/notifications')).json()) as {
      items: { id: string }[];
    };
    for (const { id } of inbox.items) {
      await context.request.post('/api/user/notification/dismiss', {
        data: { id },
        headers: { origin: baseURL! },
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/administratorius/saskaitos/saule');
    const offer = page.getByTestId('premium-offer');
    await expect(offer).toBeVisible({ timeout: 5000 });
    await expect(offer).toContainText('Savas domenas');
    await expect(offer).toContainText('Verslo statistika');
    await snap(page, 'premium-offer');
    await expectNoA11yViolations(page, { include: '[data-testid="premium-offer"]' });
    await offer.getByRole('button', { name: 'Ne dabar' }).click();
    await expect(offer).toBeHidden();

    // Once a session.
    await page.reload();
    await waitForModalQueue(page);
    await expect(page.getByTestId('premium-offer')).toHaveCount(0);

    // Trying a Premium feature opens it again, naming the feature; nothing is saved.
    await page.goto('/administratorius/nustatymai/saule');
    await page.getByRole('textbox', { name: 'Domenas' }).fill('saule-premium.lt');
    await page.getByRole('button', { name: 'Išsaugoti domeną' }).click();
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('„Savas domenas“ įtraukta į planą „Premium“.');
    await offer.getByRole('button', { name: 'Ne dabar' }).click();

    // So does opening the business statistics.
    await page.goto('/administratorius/statistika/saule');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('„Verslo statistika“ įtraukta į planą „Premium“.');
    await offer.getByRole('button', { name: 'Ne dabar' }).click();
    await expect(page.getByTestId('statistics-premium-offer')).toBeVisible();

    // The plan switch: dated, and the amount follows.
    await page.goto('/administratorius/saskaitos/saule');
    const amountBefore = await page.getByTestId('billing-amount').textContent();
    await page.getByRole('button', { name: 'Rinktis „Premium“' }).click();
    await expect(toaster(page)).toContainText('Planas pakeistas.');
    await expect(page.getByTestId('plan-premium')).toHaveAttribute('data-current', 'true');
    await expect(page.getByTestId('plan-changed-at')).toContainText('Planas pakeistas');
    await expect(page.getByTestId('billing-amount')).not.toHaveText(amountBefore ?? '');
    await snap(page, 'billing-plans');
    await page.getByRole('button', { name: 'Rinktis „Standartinis“' }).click();
    await expect(page.getByTestId('plan-standard')).toHaveAttribute('data-current', 'true');
    await expect(page.getByTestId('billing-amount')).toHaveText(amountBefore ?? '');
    await switchPlan('premium');
  });
});

test('menu clicks and the partner sign-up button go to the data layer, and no third-party script loads', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL!);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?skipModalQueue');
  await page
    .getByRole('navigation', { name: 'Pagrindinė navigacija' })
    .getByRole('link', { name: 'Apie' })
    .click();
  await expect(page).toHaveURL(/\/apie$/);
  await page.getByRole('link', { name: 'Registruokite savo saloną' }).click();
  await expect(page).toHaveURL(/\/susisiekti$/);
  const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual({ event: 'menu_click', menu: 'top-nav', item: 'about', href: '/apie' });
  expect(events).toContainEqual({ event: 'partner_signup_click', placement: 'about' });
  expect(foreign).toEqual([]);
});

test('the account: "Mano vizitai" in the user menu, ?pranesimai leaves the address, export and deletion', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // The wrong password below is answered 422, which the browser logs; and a question the page sent just
  // as the account was deleted (the shell's pending-review check) is answered 401.
  consoleErrors.allow(422, 401);
  const email = await newClient(context, baseURL!, 'duomenys');
  await context.request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37061299999' },
    headers: { origin: baseURL! },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/paskyra?skipModalQueue');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mano vizitai' }).click();
  await expect(page).toHaveURL(/\/mano-vizitai$/);
  const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual({
    event: 'menu_click',
    menu: 'user-menu',
    item: 'appointments',
    href: '/mano-vizitai',
  });

  await page.goto('/apie?pranesimai');
  await expect(page.getByTestId('notifications-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/apie$/);
  await page.reload();
  await waitForModalQueue(page);
  await expect(page.getByTestId('notifications-dialog')).toBeHidden();

  // Preferences: e-mail and push per kind.
  await page.goto('/paskyra');
  const pushReminders = page.getByRole('checkbox', { name: 'Priminimai apie vizitus „push“ pranešimais' });
  await expect(pushReminders).toBeChecked();
  await pushReminders.uncheck();
  await expect(toaster(page)).toContainText('Priminimų „push“ pranešimais nebesiųsime.');
  await page.reload();
  await expect(pushReminders).not.toBeChecked();

  // The export downloads one's own data as JSON.
  await page.goto('/paskyra/saugumas');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('personal-data-export').click(),
  ]);
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')),
  ) as {
    profile: { email: string; phoneNumber: string };
  };
  expect(exported.profile).toMatchObject({ email, phoneNumber: '+37061299999' });
  await snap(page, 'account-personal-data');

  // Deleting: a wrong password is refused in the form; the right one deletes and signs out.
  const form = page.getByTestId('personal-data');
  await form.getByLabel('Slaptažodis', { exact: true }).fill('neteisingas-1');
  await form.getByText('Suprantu, kad ištrintos paskyros atkurti negalima.').click();
  await form.getByRole('button', { name: 'Ištrinti paskyrą' }).click();
  await expect(form).toContainText('Neteisingas slaptažodis.');
  await form.getByLabel('Slaptažodis', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Ištrinti paskyrą' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(toaster(page)).toContainText('Paskyra ištrinta. Patvirtinimą išsiuntėme el. paštu.');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test.describe('an unsupported browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' });

  test('is shown the recommended browsers with their logos', async ({ page, context, baseURL }) => {
    await acceptCookies(context, baseURL!);
    await page.goto('/');
    const dialog = page.getByTestId('unsupported-browser');
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog.locator('[data-browser="chrome"] svg[data-logo="chrome"]')).toBeVisible();
    await snap(page, 'unsupported-browser');
  });
});

test('signing in keeps working for the demo client (who has a phone number): no phone request', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL!);
  await signIn(page, 'client');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await waitForModalQueue(page);
  await expect(page.getByTestId('phone-number-request')).toHaveCount(0);
});

test("a business erases a client's card on request: the visits stay, the personal data goes", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL!);
  await signInByCookie(context, 'owner', baseURL!);
  const name = `Pamiršk Manė ${Date.now()}`;
  const created = await page.request.post('/api/admin/business/saule/clients', {
    data: { name, phone: `+3706${String(Date.now()).slice(-7)}`, notes: 'Prašė ištrinti duomenis' },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const { card } = (await created.json()) as { card: { id: string } };

  await page.goto(`/administratorius/klientai/saule/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Ištrinti kliento duomenis' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ištrinti kliento duomenis?' });
  await expect(dialog).toContainText('Ištrintas klientas');
  await dialog.getByRole('button', { name: 'Ištrinti duomenis' }).click();
  await expect(page.getByText('Kliento asmens duomenys ištrinti.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ištrintas klientas' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ištrinti kliento duomenis' })).toHaveCount(0);
  await expectNoA11yViolations(page, { what: 'erased client card', include: '#turinys' });
  await snap(page, 'admin-kliento-duomenys-istrinti');

  const again = await page.request.post(`/api/admin/client-card/${card.id}/erase`, {
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);
});

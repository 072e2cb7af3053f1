// The booking flow (/naujas-vizitas, /naujas-vizitas/{slug}) and "Mano vizitai" (/mano-vizitai): an anonymous
// visitor who signs in on the way, a keyboard-only booking, a time taken by someone else meanwhile, and axe
// scans of every step.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatLongDate, formatShortDate } from '../../src/core/format/lithuanian-dates.ts';
import { lithuanianPublicHolidays } from '../../src/core/holidays/lithuanian-public-holidays.ts';
import {
  CHROME_UA,
  DEMO,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInRequest,
  signUpRequest,
  test,
  visitorHeaders,
} from './support/test.ts';
import { daysAhead, publicBusiness } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

/** A context of a brand-new client, signed in (for booking "someone else's" visit through the API). */
async function otherClient(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(), baseURL });
  const email = `kitas.klientas.${Date.now()}@example.lt`;
  await signUpRequest(
    context.request,
    { name: 'Kitas Klientas', email, password: 'kitas-slaptazodis-1' },
    baseURL,
  );
  return context;
}

const dayCells = (page: Page) =>
  page.locator('#laikas [role="grid"] [role="gridcell"]:not([aria-disabled]) [role="button"]');
const timeButtons = (page: Page) => page.locator('#laikas').getByRole('button', { name: /^\d\d:\d\d$/ });

/**
 * Picks the first bookable date not before `earliest` that offers at least `minTimes` times, moving on to
 * the next month when needed, and returns it as `YYYY-MM-DD`.
 */
async function pickFirstDate(page: Page, { minTimes = 1, earliest = '' } = {}): Promise<string> {
  const grid = page.locator('#laikas [role="grid"]');
  await expect(grid).toBeVisible();
  for (let month = 0; month < 3; month++) {
    await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
    const days = await dayCells(page).count();
    for (let index = 0; index < days; index++) {
      const cell = dayCells(page).nth(index);
      const day = Number(/\d+/.exec(await cell.innerText())?.[0]);
      await cell.click();
      await expect(page.locator('#laikas [role="gridcell"][aria-selected="true"]')).toHaveCount(1);
      // The address names the chosen day a moment after the click: read it once it names this one.
      const chosen = () => new URL(page.url()).searchParams.get('data') ?? '';
      await expect.poll(() => Number(chosen().slice(8))).toBe(day);
      const date = chosen();
      if (date < earliest) continue;
      await expect(timeButtons(page).first()).toBeVisible();
      if ((await timeButtons(page).count()) >= minTimes) return date;
    }
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  throw new Error('No bookable date found');
}

test('an anonymous visitor books, signs in on the way, gets the calendar file and cancels in "Mano vizitai"', async ({
  page,
  baseURL,
}) => {
  // The whole journey with an axe scan of every step: longer than one page's test.
  test.setTimeout(180_000);
  // Choose the salon.
  await page.goto('/naujas-vizitas');
  await expect(page.getByRole('heading', { level: 1, name: 'Kur norite užsiregistruoti?' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'salono pasirinkimas', exclude: '[data-testid="user-menu"]' });
  await page.getByLabel('Salono ar paslaugos pavadinimas').fill('Saulė');
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await page
    .getByRole('link', { name: /Grožio studija Saulė/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/naujas-vizitas\/saule$/);

  // 1. Service, grouped by area, with price and duration.
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
  const services = page.locator('#paslauga');
  await expect(services.getByRole('heading', { name: 'Kirpimas' })).toBeVisible();
  await expect(services.getByRole('heading', { name: 'Manikiūras' })).toBeVisible();
  const haircut = services.getByRole('button', { name: /Moteriškas kirpimas/ });
  await expect(haircut).toContainText('35,00\u00A0€');
  await expect(haircut).toContainText('45\u00A0min.');
  await expect(services.getByRole('button', { name: /Plaukų dažymas/ })).toContainText('2\u00A0val.');
  await expectNoA11yViolations(page, { what: 'paslauga', exclude: '[data-testid="user-menu"]' });
  await haircut.click();

  // 2. Specialist: only those who perform the service, plus "any".
  const specialists = page.locator('#specialistas');
  await expect(specialists.getByRole('button', { name: /Bet kuris specialistas/ })).toBeVisible();
  await expect(specialists.getByRole('button', { name: /Rūta Petrauskienė/ })).toBeVisible();
  await expect(specialists.getByRole('button', { name: /Eglė Stankevičiūtė/ })).toHaveCount(0);
  await expectNoA11yViolations(page, { what: 'specialistas', exclude: '[data-testid="user-menu"]' });
  await specialists.getByRole('button', { name: /Rūta Petrauskienė/ }).click();

  // 3. Date (only bookable dates enabled, Lithuanian names) and time.
  await expect(
    page
      .locator('#laikas')
      .getByText(
        /^\d{4} m\. (sausis|vasaris|kovas|balandis|gegužė|birželis|liepa|rugpjūtis|rugsėjis|spalis|lapkritis|gruodis)$/,
      )
      .first(),
  ).toBeVisible();
  // React Aria hides the weekday row from screen readers (every day cell carries its full name).
  await expect(page.locator('#laikas thead th').first()).toHaveText('pr');
  // Far enough ahead that cancelling online is still allowed (24 h cutoff).
  const date = await pickFirstDate(page, { earliest: daysAhead(2) });
  await expect(
    page
      .locator('#laikas')
      .getByRole('heading', { name: /^(Rytas|Diena|Vakaras)$/ })
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page, { what: 'data ir laikas', exclude: '[data-testid="user-menu"]' });
  const time = (await timeButtons(page).first().textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d\d:\d\d$/);
  await timeButtons(page).first().click();

  // 4. Not signed in: sign-in and sign-up links carry the whole choice back.
  const confirm = page.locator('#patvirtinimas');
  await expect(confirm.getByText('Prisijunkite arba užsiregistruokite')).toBeVisible();
  await expectNoA11yViolations(page, {
    what: 'prisijungimo kvietimas',
    exclude: '[data-testid="user-menu"]',
  });
  const signInLink = confirm.getByRole('link', { name: 'Prisijungti' });
  const signInUrl = new URL((await signInLink.getAttribute('href')) ?? '', baseURL);
  expect(signInUrl.pathname).toBe('/prisijungti');
  const back = new URL(signInUrl.searchParams.get('grizti') ?? '', baseURL);
  expect(back.pathname).toBe('/naujas-vizitas/saule');
  expect(back.searchParams.get('data')).toBe(date);
  expect(back.searchParams.get('laikas')).toBe(time);
  expect(back.searchParams.get('paslauga')).toBeTruthy();
  expect(back.searchParams.get('specialistas')).toBeTruthy();
  const signUpUrl = new URL(
    (await confirm.getByRole('link', { name: 'Užsiregistruoti' }).getAttribute('href')) ?? '',
    baseURL,
  );
  expect(signUpUrl.pathname).toBe('/registracija');
  expect(signUpUrl.searchParams.get('grizti')).toBe(signInUrl.searchParams.get('grizti'));

  await signInLink.click();
  await expect(page).toHaveURL(/\/prisijungti\?/);
  await page.getByLabel('El. pašto adresas').fill(DEMO.client.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(DEMO.client.password);
  await page.locator('main').getByRole('button', { name: 'Prisijungti' }).click();

  // Back with the choice intact.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/naujas-vizitas/saule' && url.searchParams.get('laikas') === time,
  );
  await expect(page.locator('#paslauga')).toContainText('Moteriškas kirpimas');
  await expect(page.locator('#specialistas')).toContainText('Rūta Petrauskienė');
  await expect(page.locator('#laikas')).toContainText(`${formatShortDate(date)}, ${time}`);

  // 5. Note and confirm.
  const note = 'Norėčiau pasitarti dėl kirpimo formos.';
  await confirm.getByLabel(/Pastaba salonui/).fill(note);
  await expectNoA11yViolations(page, { what: 'patvirtinimas', exclude: '[data-testid="user-menu"]' });
  await confirm.getByRole('button', { name: 'Patvirtinti registraciją' }).click();

  // 6. Success screen: both date formats, time, details, calendar file, cancellation rule.
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  await expect(page.getByTestId('success-short-date')).toHaveText(formatShortDate(date));
  await expect(page.getByTestId('success-long-date')).toHaveText(formatLongDate(date));
  await expect(page.getByText(new RegExp(`^${time}–\\d\\d:\\d\\d$`))).toBeVisible();
  await expect(page.getByText('Rūta Petrauskienė')).toBeVisible();
  await expect(page.getByText('Vilniaus g. 22, LT-01119 Vilnius')).toBeVisible();
  await expect(page.getByText('35,00\u00A0€')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/^Atšaukti galite iki .+ d\. \d\d:\d\d/)).toBeVisible();
  await expectNoA11yViolations(page, { what: 'sėkmė', exclude: '[data-testid="user-menu"]' });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Įtraukti į kalendorių' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`vizitas-${date}.ics`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString('utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('\r\nBEGIN:VEVENT\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Moteriškas kirpimas – Grožio studija Saulė');
  // The server's file: the same UID and SEQUENCE as the e-mails'.
  expect(ics).toMatch(/\r\nUID:vizitas-[0-9a-f-]{36}@[^\r]+\r\n/);
  expect(ics).toContain('\r\nSEQUENCE:0\r\n');

  // 7. "Mano vizitai" lists it; cancel it through the dialog.
  await page.getByRole('link', { name: 'Mano vizitai' }).last().click();
  await expect(page).toHaveURL(/\/mano-vizitai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mano vizitai' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Artimiausi' })).toHaveAttribute('aria-selected', 'true');
  const card = page
    .getByTestId('appointment-card')
    .filter({ hasText: 'Moteriškas kirpimas' })
    .filter({ hasText: formatLongDate(date).replace(/^./, (c) => c.toUpperCase()) })
    .filter({ hasText: note });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Patvirtintas');
  await expect(card).toContainText('Grožio studija Saulė');
  await expect(card).toContainText('Rūta Petrauskienė');
  await expectNoA11yViolations(page, { what: 'mano vizitai', exclude: '[data-testid="user-menu"]' });

  await card.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atšaukti vizitą?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Atšaukti internetu galima iki .+ d\. \d\d:\d\d/);
  await expectNoA11yViolations(page, { what: 'atšaukimo dialogas', exclude: '[data-testid="user-menu"]' });
  await dialog.getByLabel(/Priežastis/).fill('Pasikeitė planai');
  await dialog.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toaster')).toContainText('Vizitas atšauktas.');
  // It leaves the upcoming visits at once, and waits under "Praėję ir atšaukti", offered to book again.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Praėję ir atšaukti' }).click();
  await expect(page).toHaveURL(/rodinys=praeje/);
  const pastCard = page.getByTestId('appointment-card').filter({ hasText: note });
  await expect(pastCard).toContainText('Atšauktas');
  await expect(pastCard.getByRole('link', { name: 'Registruotis dar kartą' })).toHaveAttribute(
    'href',
    /\/naujas-vizitas\/saule\?paslauga=/,
  );
  await expectNoA11yViolations(page, { what: 'praėję vizitai', exclude: '[data-testid="user-menu"]' });
});

test('a signed-in client books a slot with the keyboard only', async ({ page, context, baseURL }) => {
  await signInRequest(context.request, 'client', baseURL ?? '');
  await page.goto('/naujas-vizitas/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();

  const focused = page.locator(':focus');
  /** Presses Tab until the focused element matches, like a person looking for it. */
  async function tabTo(
    matches: (element: { text: string; role: string | null; tag: string }) => boolean,
    limit = 60,
  ) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const element = await focused.evaluate((node) => ({
        text: (node.textContent ?? '').trim(),
        role: node.getAttribute('role'),
        tag: node.tagName,
      }));
      if (matches(element)) return;
    }
    throw new Error('Tab never reached the element');
  }
  const hasVisibleFocus = () =>
    focused.evaluate(
      (node) => node.matches(':focus-visible') && getComputedStyle(node).outlineStyle !== 'none',
    );

  // Service.
  await tabTo((el) => el.tag === 'BUTTON' && el.text.startsWith('Vyriškas kirpimas'));
  expect(await hasVisibleFocus()).toBe(true);
  await page.keyboard.press('Enter');
  // Focus moves on to the next step: the first option there is one Tab away.
  await expect(page.getByRole('heading', { name: /Specialistas/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(focused).toContainText('Bet kuris specialistas');
  await page.keyboard.press('Enter');

  // Date: Tab into the calendar lands on the first bookable date; Enter picks it.
  await expect(page.getByRole('heading', { name: /Data ir laikas/ })).toBeFocused();
  await expect(dayCells(page).first()).toBeVisible();
  await tabTo((el) => el.role === 'button' && /^\d{1,2}$/.test(el.text));
  await expect(focused).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator('#laikas [role="gridcell"][aria-selected="true"]')).toHaveCount(1);
  await expect(timeButtons(page).first()).toBeVisible();

  // Time.
  await tabTo((el) => el.tag === 'BUTTON' && /^\d\d:\d\d$/.test(el.text));
  expect(await hasVisibleFocus()).toBe(true);
  const time = ((await focused.textContent()) ?? '').trim();
  await page.keyboard.press('Enter');

  // Note and confirm.
  await expect(page.getByRole('heading', { name: /Patvirtinimas/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAttribute('name', 'note');
  await page.keyboard.type('Registracija klaviatūra');
  await tabTo((el) => el.tag === 'BUTTON' && el.text === 'Patvirtinti registraciją', 5);
  expect(await hasVisibleFocus()).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeFocused();
  await expect(page.getByText(new RegExp(`^${time}–\\d\\d:\\d\\d$`))).toBeVisible();
  await expect(page.getByText('Vyriškas kirpimas', { exact: false }).first()).toBeVisible();
});

test('a time taken by someone else meanwhile shows the reason and fresh times', async ({
  page,
  context,
  browser,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(409, 422);
  await signInRequest(context.request, 'client', baseURL ?? '');
  const catalogue = await publicBusiness(context.request);
  const treatment = catalogue.services.find((service) => service.name === 'Atkuriamoji plaukų procedūra');
  const jurgita = catalogue.specialists.find((specialist) => specialist.name === 'Jurgita Kazlauskienė');
  expect(treatment && jurgita).toBeTruthy();

  await page.goto(`/naujas-vizitas/saule?paslauga=${treatment?.id}&specialistas=${jurgita?.id}`);
  // A day with other free times, so fresh times can be shown after the conflict.
  const date = await pickFirstDate(page, { minTimes: 4 });
  const time = ((await timeButtons(page).first().textContent()) ?? '').trim();
  await timeButtons(page).first().click();
  await expect(
    page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }),
  ).toBeVisible();

  // Someone else books the very same time through the API.
  const other = await otherClient(browser, baseURL ?? '');
  const query = new URLSearchParams({
    business: 'saule',
    service: treatment?.id ?? '',
    specialist: jurgita?.id ?? '',
    date,
  });
  const slotsResponse = await other.request.get(`/api/public/schedule/available-time-slots?${query}`);
  const { slots } = (await slotsResponse.json()) as { slots: { start: string; label: string }[] };
  const slot = slots.find((candidate) => candidate.label === time);
  expect(slot).toBeTruthy();
  const body = { business: 'saule', service: treatment?.id, specialist: jurgita?.id, start: slot?.start };
  const booked = await other.request.post('/api/user/appointments', {
    data: body,
    headers: { origin: baseURL ?? '' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // The same request again gets the answer the browser will get: 409 slot_taken when it loses a race at the
  // database, 422 slot_unavailable when the time is simply no longer offered (as here). Both mean "pick again".
  const again = await other.request.post('/api/user/appointments', {
    data: body,
    headers: { origin: baseURL ?? '' },
  });
  const { error, message } = (await again.json()) as { error: string; message: string };
  expect([409, 422]).toContain(again.status());
  expect(['slot_taken', 'slot_unavailable']).toContain(error);
  await other.close();

  await page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }).click();
  const notice = page.locator('#laikas').getByRole('alert');
  await expect(notice).toHaveText(message);
  await expect(notice).toBeFocused();
  // Fresh times for the same date, without the taken one; the choice of time is cleared.
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('data') === date && !url.searchParams.has('laikas'),
  );
  await expect(timeButtons(page).first()).toBeVisible();
  await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(0);
  await expect(
    page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page, { what: 'užimtas laikas', exclude: '[data-testid="user-menu"]' });

  // Picking another time books fine.
  await timeButtons(page).first().click();
  await page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
});

test('a booking whose answer was lost is sent again with the same Idempotency-Key and booked once', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // The lost answer is a failed load in the browser's own log; anything else is a real problem.
  consoleErrors.allow('net::ERR_');
  const email = `pakartojimas.${Date.now()}@example.lt`;
  await signUpRequest(
    context.request,
    { name: 'Pakartojanti Klientė', email, password: 'pakartojimo-slaptazodis-1' },
    baseURL ?? '',
  );

  await page.goto('/naujas-vizitas/saule');
  await page.locator('#paslauga').getByRole('button').first().click();
  await page
    .locator('#specialistas')
    .getByRole('button', { name: /Bet kuris specialistas/ })
    .click();
  await pickFirstDate(page);
  await timeButtons(page).first().click();

  // The first answer is lost on the way back (the booking itself is made), as when a phone loses its signal.
  const keys: string[] = [];
  let loseAnswer = true;
  await page.route('**/api/user/appointments', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!loseAnswer) return route.continue();
    loseAnswer = false;
    const delivered = await route.fetch();
    expect(delivered.status()).toBe(201);
    await route.abort('connectionreset');
  });
  const confirm = page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' });
  await confirm.click();
  await expect(page.locator('#patvirtinimas').getByRole('alert')).toHaveText(
    'Nepavyko užregistruoti. Patikrinkite ryšį ir bandykite dar kartą.',
  );

  // Trying again sends the same key: the server answers as it did, and nothing is booked twice.
  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[a-z0-9]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const visits = await context.request.get('/api/user/appointments?scope=upcoming');
  expect(((await visits.json()) as { items: unknown[] }).items).toHaveLength(1);
});

test('a salon that confirms bookings itself shows the booking as waiting for confirmation', async ({
  page,
  context,
  baseURL,
}) => {
  await signInRequest(context.request, 'client', baseURL ?? '');
  await page.goto('/naujas-vizitas/perlas');
  await page.locator('#paslauga').getByRole('button').first().click();
  await page
    .locator('#specialistas')
    .getByRole('button', { name: /Bet kuris specialistas/ })
    .click();
  const date = await pickFirstDate(page);
  await timeButtons(page).first().click();
  const confirm = page.locator('#patvirtinimas');
  await expect(confirm).toContainText('Salonas registraciją patvirtins');
  await confirm.getByRole('button', { name: 'Patvirtinti registraciją' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Registracija gauta – laukia salono patvirtinimo' }),
  ).toBeVisible();
  await expect(page.getByTestId('success-long-date')).toHaveText(formatLongDate(date));
  await page.getByRole('link', { name: 'Mano vizitai' }).last().click();
  await expect(
    page.getByTestId('appointment-card').filter({ hasText: 'Laukia patvirtinimo' }).first(),
  ).toBeVisible();
});

test('a business that does not take online bookings shows its phone; an unknown one is a 404', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(404);
  const search = await request.get('/api/public/business/search?page=1');
  type Item = { slug: string; onboarded: boolean; phone: string | null };
  const { items, total, pageSize } = (await search.json()) as {
    items: Item[];
    total: number;
    pageSize: number;
  };
  // A demo business with a phone (other tests may add businesses that have none).
  const callable = (list: Item[]) => list.find((item) => !item.onboarded && item.phone);
  let offline = callable(items);
  for (let pageNumber = 2; !offline && pageNumber <= Math.ceil(total / pageSize); pageNumber++) {
    const more = await request.get(`/api/public/business/search?page=${pageNumber}`);
    offline = callable(((await more.json()) as { items: Item[] }).items);
  }
  expect(offline, 'the demo data has a business that is not onboarded').toBeTruthy();

  await page.goto(`/naujas-vizitas/${offline?.slug}`);
  await expect(
    page.getByRole('heading', { name: 'Šis salonas dar nepriima registracijų internetu' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Skambinti \+370/ })).toHaveAttribute(
    'href',
    /^tel:\+370\d+$/,
  );
  await expectNoA11yViolations(page, { what: 'neprijungtas salonas', exclude: '[data-testid="user-menu"]' });

  const response = await page.goto('/naujas-vizitas/tokio-salono-nera');
  expect(response?.status()).toBe(404);
});

test('"Mano vizitai" asks an anonymous visitor to sign in first', async ({ page }) => {
  await page.goto('/mano-vizitai');
  await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fmano-vizitai$/);
});

test('the calendar names a public holiday on its day, and drops it once the salon works that day', async ({
  page,
  baseURL,
}) => {
  const catalogue = await publicBusiness(page.request);
  const service = catalogue.services[0]!;
  const ownerApi = await signedInApi(baseURL!, 'owner');
  // Public holidays are never more than 78 days apart: a 120-day horizon always holds one.
  const settings = (await (await ownerApi.get('/api/admin/business/saule')).json()) as {
    id: string;
    bookingHorizonDays: number;
  };
  const widened = await ownerApi.patch(`/api/admin/business/${settings.id}`, {
    data: { bookingHorizonDays: Math.max(settings.bookingHorizonDays, 120) },
  });
  expect(widened.ok(), await widened.text()).toBe(true);
  const options = await page.request.get(
    `/api/public/schedule/calendar-options?${new URLSearchParams({ business: 'saule', service: service.id })}`,
  );
  const { firstDate, lastDate } = (await options.json()) as { firstDate: string; lastDate: string };
  const year = Number(firstDate.slice(0, 4));
  const holiday = [...lithuanianPublicHolidays(year), ...lithuanianPublicHolidays(year + 1)].find(
    (candidate) => candidate.date > firstDate && candidate.date <= lastDate,
  );
  expect(holiday, `a public holiday between ${firstDate} and ${lastDate}`).toBeDefined();
  const { date, name } = holiday!;

  const exclusion = `/api/admin/public-holiday/${date}/exclusion?business=saule`;

  /** The day's button in the calendar, after moving to its month. */
  const openDay = async () => {
    await page.goto(`/naujas-vizitas/saule?paslauga=${service.id}&specialistas=bet-kuris`);
    const day = page.locator(`#laikas [role="grid"] [role="button"][data-day="${date}"]`);
    for (let month = 0; month < 5 && !(await day.isVisible()); month++) {
      await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
    }
    await expect(day).toBeVisible();
    await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
    return day;
  };
  const legend = page.locator('#laikas li', { hasText: formatShortDate(date) });

  try {
    // A day off by law: the dot is hidden from screen readers, so the day's own name says why.
    const day = await openDay();
    await expect(day).toHaveAccessibleName(new RegExp(`${formatLongDateDay(date)}.* \\(${escape(name)}\\)$`));
    await expect(legend).toContainText(name);

    // The salon works that day: no holiday mark, no holiday in its name, and the day can be chosen.
    expect((await ownerApi.post(exclusion)).ok()).toBe(true);
    const working = await openDay();
    await expect(working).not.toHaveAccessibleName(new RegExp(escape(name)));
    await expect(working).not.toHaveAttribute('aria-labelledby');
    await expect(legend).toHaveCount(0);
    await expect(working).not.toHaveAttribute('aria-disabled', 'true');
  } finally {
    // The demo data stays as it was for other tests.
    await ownerApi.delete(exclusion);
    await ownerApi.patch(`/api/admin/business/${settings.id}`, {
      data: { bookingHorizonDays: settings.bookingHorizonDays },
    });
    await ownerApi.dispose();
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "gruodžio 24" of a date, as React Aria's Lithuanian day label has it. */
function formatLongDateDay(date: string): string {
  return formatLongDate(date).split(', ')[1]!.replace(/ d\.$/, '');
}

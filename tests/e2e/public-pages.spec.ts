// The public catalogue: searching from the home page, a business page, the contact form, and axe scans of every
// public page (fails on serious or critical violations). Runs against the demo data (business `saule`).
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signInRequest,
  test,
  visitorHeaders,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('searching from the home page finds Saulė and opens its page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Grožio Laikas/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Grožio specialistai');

  const search = page.getByRole('search', { name: 'Grožio specialistų paieška' });
  await search.getByLabel('Paslauga', { exact: true }).selectOption('kirpejai');
  await search.getByLabel('Miestas').selectOption('vilnius');
  await search.getByLabel(/Salonas arba paslauga/).fill('saule');
  await search.getByRole('button', { name: 'Ieškoti' }).click();

  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/vilnius\?q=saule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kirpėjai Vilniuje' })).toBeVisible();
  await expect(page.getByText(/Rasta:\s*1\s*salonas/)).toBeVisible();
  await expect(page).toHaveTitle('Kirpėjai Vilniuje pagal „saule“ – Grožio Laikas');

  await page.getByRole('link', { name: 'Grožio studija Saulė' }).click();
  await expect(page).toHaveURL(/\/apie\/saule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paslaugos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atsiliepimai' })).toBeVisible();
  await expect(page.getByText(/\d+\u00A0atsiliepim(as|ai|ų)/).first()).toBeVisible();

  const bookHaircut = page.getByRole('link', { name: 'Registruotis: Moteriškas kirpimas' });
  await expect(bookHaircut).toHaveAttribute('href', /^\/naujas-vizitas\/saule\?paslauga=[0-9a-f-]{36}$/);
});

test('the search form works without JavaScript too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: visitorHeaders(),
    baseURL,
    javaScriptEnabled: false,
    userAgent: CHROME_UA,
  });
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Grožio specialistų paieška' });
  await search.getByLabel('Miestas').selectOption('kaunas');
  await search.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/visi\/kaunas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio specialistai Kaune' })).toBeVisible();
  await context.close();
});

test('a business that is not onboarded shows its phone instead of online booking', async ({ page }) => {
  await page.goto('/grozio-specialistai/makiazas/vilnius');
  await expect(page.getByRole('heading', { level: 1, name: 'Vizažistės Vilniuje' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Vizažo studija Lelija' });
  await expect(card).toContainText('Šis salonas registracijos internetu dar nepriima – skambinkite');
  await expect(card.getByRole('link', { name: /\+370/ })).toHaveAttribute('href', /^tel:\+370/);

  await page.goto('/apie/lelija');
  await expect(
    page.getByText('Šis salonas registracijos internetu dar nepriima – skambinkite').first(),
  ).toBeVisible();
  // No booking links in the page's content (the top bar's "Registruotis" is the account sign-up).
  await expect(page.getByRole('main').getByRole('link', { name: /^Registruotis/ })).toHaveCount(0);
});

test('unknown areas, cities and businesses answer 404 with a helpful page', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(404);
  const area = await page.goto('/grozio-specialistai/nera-tokios/vilnius');
  expect(area?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tokios paieškos nėra' })).toBeVisible();
  const business = await page.goto('/apie/nera-tokio-salono');
  expect(business?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Verslas nerastas' })).toBeVisible();
});

test('the contact form shows Lithuanian errors inline, then sends the message', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(400);
  await page.goto('/susisiekti');
  await expect(page).toHaveTitle('Susisiekite – Grožio Laikas');
  const form = page.getByRole('form', { name: 'Parašykite mums' });

  await form.getByLabel('El. paštas').fill('ne-adresas');
  await form.getByLabel('Žinutė').fill('Trumpa');
  await form.getByRole('button', { name: 'Siųsti žinutę' }).click();
  await expect(form.getByRole('alert')).toHaveText('Prašome ištaisyti klaidas!');
  await expect(form.getByLabel('Vardas')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Įveskite savo vardą.')).toBeVisible();
  await expect(form.getByText('Neteisingas el. pašto adresas.')).toBeVisible();
  await expect(form.getByText('Žinutė per trumpa – parašykite bent 10 simbolių.')).toBeVisible();
  await expectNoA11yViolations(page, { what: '/susisiekti with errors' });

  await form.getByLabel('Vardas').fill('Rasa Žemaitė');
  await form.getByLabel('El. paštas').fill(`rasa.${Date.now()}@example.lt`);
  await form.getByLabel('Žinutė').fill('Sveiki! Norėčiau prijungti savo saloną Kaune prie platformos.');
  await form.getByRole('button', { name: 'Siųsti žinutę' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Ačiū! Jūsų žinutė išsiųsta. Atsakysime kuo greičiau.',
  );
});

test('the contact form is prefilled for a signed-in client', async ({ page, baseURL }) => {
  await signInRequest(page.request, 'client', baseURL ?? '');
  await page.goto('/susisiekti');
  await expect(page.getByLabel('Vardas')).toHaveValue('Ieva Klientė');
  await expect(page.getByLabel('El. paštas')).toHaveValue('klientas@demo.lt');
});

test('the area chips keep the city and the text', async ({ page }) => {
  await page.goto('/grozio-specialistai/visi/vilnius?q=kirpimas');
  await expect(page.getByRole('heading', { level: 1, name: 'Grožio specialistai Vilniuje' })).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Paslaugų sritys' });
  await areas.getByRole('link', { name: 'Kirpimas', exact: true }).click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/vilnius\?q=kirpimas$/);
  await expect(areas.getByRole('link', { name: 'Kirpimas', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

const AXE_PAGES = [
  ['/', 200],
  ['/apie', 200],
  ['/apie/saule', 200],
  ['/apie/lelija', 200],
  ['/susisiekti', 200],
  ['/grozio-specialistai/kirpejai/vilnius', 200],
  ['/grozio-specialistai/visi/visa-lietuva?q=nieko-nerasta', 200],
  ['/naujas-vizitas', 200],
  ['/naujas-vizitas/saule', 200],
  ['/puslapis-kurio-nera/ir-nebus', 404],
  ['/apie/nera-tokio', 404],
] as const;

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [path, status] of AXE_PAGES) {
      test(`${path} has no serious accessibility problems and no sideways scroll`, async ({
        page,
        consoleErrors,
      }) => {
        if (status === 404) consoleErrors.allow(404); // the page's own answer, logged as a failed load
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expectNoA11yViolations(page, { what: `${path} at ${width} px` });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      });
    }
  });
}

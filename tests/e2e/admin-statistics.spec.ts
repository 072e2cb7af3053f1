// The owner of "saule" (on Premium in the demo data) opens the statistics from the menu, sees the month's
// figures drawn as charts (already in the server's HTML), picks another period and downloads the CSV file;
// the salon's specialist has no such menu entry and is refused the page.
import {
  CHROME_UA,
  DEMO,
  expect,
  expectNoA11yViolations,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('the owner sees the month’s figures as charts and downloads them', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByCookie(context, DEMO.owner, baseURL!);
  await page.goto('/administratorius/vizitai/kalendorius/saule');
  await page
    .getByRole('navigation', { name: 'Administravimo meniu' })
    .getByRole('link', { name: 'Statistika' })
    .click();
  await expect(page).toHaveURL(/\/administratorius\/statistika\/saule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistika' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paskutinės 12 savaičių' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The demo salon has had visits these past weeks: bars are drawn, with their figures on hover.
  const visits = page.getByTestId('chart-visits');
  await expect(visits.getByRole('img', { name: /^Vizitai\./ })).toBeVisible();
  expect(await visits.locator('svg rect').count()).toBeGreaterThan(0);
  await expect(visits.locator('svg rect title').first()).toHaveText(/d\.: (internetu|įvedė darbuotojai) \d+/);
  const totals = page.getByTestId('statistics-totals');
  await expect(totals).toContainText('Pajamos');
  await expect(totals).toContainText('€');

  // This month, by weeks.
  await page.getByRole('link', { name: 'Šis mėnuo' }).click();
  await expect(page).toHaveURL(/laikotarpis=menuo/);
  await expect(page.getByRole('link', { name: 'Šis mėnuo' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Pagal savaites' })).toBeVisible();

  // The table of weeks as a file for a spreadsheet.
  const href = await page.locator('#turinys a[download]').first().getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/statistics\/csv\?/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await file.text()).split('\r\n')[0]).toMatch(/^\uFEFF?Laikotarpis;Nuo;Iki;Vizitai;/);

  await expectNoA11yViolations(page, { include: '#turinys' });
  await page.getByRole('link', { name: 'Paskutinės 12 savaičių' }).click();
  await expect(page.getByRole('link', { name: 'Paskutinės 12 savaičių' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await snap(page, 'admin-statistika');
});

test('the charts are in the server’s HTML, before any script runs', async ({ browser, context, baseURL }) => {
  await signInByCookie(context, DEMO.owner, baseURL!);
  const noScriptContext = await browser.newContext({ javaScriptEnabled: false, userAgent: CHROME_UA });
  await noScriptContext.addCookies(await context.cookies());
  const noScript = await noScriptContext.newPage();
  await noScript.goto('/administratorius/statistika/saule');
  await expect(noScript.getByTestId('chart-revenue').locator('svg rect').first()).toBeAttached();
  await expect(noScript.getByTestId('statistics-totals')).toContainText('Vizitai');
  await noScriptContext.close();
});

test('the specialist has no statistics', async ({ page, consoleErrors, context, baseURL }) => {
  consoleErrors.allow(403);
  await signInByCookie(context, DEMO.specialist, baseURL!);
  await page.goto('/administratorius/vizitai/kalendorius/saule');
  await expect(
    page.getByRole('navigation', { name: 'Administravimo meniu' }).getByRole('link', { name: 'Kalendorius' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statistika' })).toHaveCount(0);
  const response = await page.goto('/administratorius/statistika/saule');
  expect(response?.status()).toBe(403);
  await expect(
    page.getByText('Šiam veiksmui reikia verslo savininko arba administratoriaus teisių.'),
  ).toBeVisible();
});

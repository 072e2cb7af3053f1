// The owner of "saule" opens "Sąskaitos" from the menu, finds the demo salon's invoices for the past months
// and downloads one as a PDF; the operator finds the month's register on the operator page.
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

test('the owner sees the invoices under "Sąskaitos" and downloads a PDF', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByCookie(context, DEMO.owner, baseURL!);
  await page.goto('/administratorius/vizitai/kalendorius/saule');
  await page
    .getByRole('navigation', { name: 'Administravimo meniu' })
    .getByRole('link', { name: 'Sąskaitos' })
    .click();
  await expect(page).toHaveURL(/\/administratorius\/saskaitos\/saule$/);
  await expect(page.getByRole('heading', { name: 'Išrašytos sąskaitos' })).toBeVisible();

  // The demo salon has its last two months' invoices, newest first.
  const list = page.getByTestId('invoice-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(/Serija GL Nr\. \d{6}/);
  await expect(list.getByRole('listitem').first()).toContainText('€');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list
      .getByRole('link', { name: /^Atsisiųsti PDF – sąskaita GL \d{6}$/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saskaita-GL-\d{6}\.pdf$/);
  const href = await list.getByRole('link', { name: /PDF/ }).first().getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The owner is no operator: no credit notes here.
  await expect(page.getByText('Išrašyti kreditinę sąskaitą')).toHaveCount(0);
  await expectNoA11yViolations(page, { include: '#saskaitos' });
  await page.locator('#saskaitos').scrollIntoViewIfNeeded();
  await snap(page, 'admin-saskaitos');
});

test('the operator downloads the month’s register', async ({ page, context, baseURL }) => {
  await signInByCookie(context, DEMO.operator, baseURL!);
  await page.goto('/administratorius/operatorius');
  await expect(page.getByRole('heading', { name: 'Sąskaitų registras' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Atsisiųsti registrą (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saskaitu-registras-\d{4}-\d{2}\.csv$/);
});

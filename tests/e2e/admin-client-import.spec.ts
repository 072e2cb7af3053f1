// The owner of "saule" imports a small client list (CSV, as a salon's old system exports it) through the
// clients page: checks the columns the import recognised, sees what a dry run would do, imports, and finds
// the new clients in the list; a second import is undone from the result.
import { CHROME_UA, expect, expectNoA11yViolations, signInByCookie, snap, test } from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('the owner imports clients from a CSV file and sees them in the list', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInByCookie(context, 'owner', baseURL!);
  // Numbers of this run only: the worker's demo data is shared by its spec files.
  const tail = String(Date.now()).slice(-7);
  const phone = (n: number) => `8 6${String((Number(tail) + n) % 10_000_000).padStart(7, '0')}`;
  const csv = [
    'Vardas;Pavardė;Tel. nr.;El. paštas;Gimimo data;Pastabos',
    `Importuota;Klientė${tail};${phone(1)};Importuota${tail}@Example.LT;1990-01-01;Alergija dažams`,
    `Antra;Importuota${tail};${phone(2)};;;`,
    `;;${phone(3)};;;Be vardo`,
  ].join('\n');

  await page.goto('/administratorius/klientai/saule');
  await page.getByRole('button', { name: 'Importuoti klientus' }).click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByRole('heading', { name: 'Klientų importas' })).toBeVisible();
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'klientai.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // The columns as recognised; the birthday column is left out.
  await expect(dialog.getByLabel('Vardas', { exact: true })).toHaveValue('firstName');
  await expect(dialog.getByLabel('Tel. nr.')).toHaveValue('phone');
  await expect(dialog.getByLabel('Gimimo data')).toHaveValue('ignore');
  const summary = dialog.getByTestId('import-summary');
  await expect(summary.getByText('Bus sukurta naujų')).toBeVisible();
  await expect(summary.locator('dd').first()).toHaveText('2');
  await expect(dialog.getByTestId('import-errors')).toContainText('4 eil.: Nėra kliento vardo.');
  await expectNoA11yViolations(page, {
    what: 'client import preview',
    include: '[data-testid="import-dialog"]',
  });
  await snap(page, 'admin-klientu-importas-perziura');

  await dialog.getByRole('button', { name: 'Importuoti', exact: true }).click();
  await expect(dialog.getByText('Klientai importuoti')).toBeVisible();
  await expect(summary.getByText('Sukurta naujų')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Atšaukti importą' })).toBeVisible();
  await snap(page, 'admin-klientu-importas-rezultatas');
  await dialog.getByRole('button', { name: 'Baigti' }).click();

  await page.getByTestId('client-search').fill(tail);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  const rows = page.getByTestId('client-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Importuota Klientė${tail}` })).toContainText(
    `importuota${tail}@example.lt`,
  );

  // A second list, imported and undone at once: its client is gone again.
  await page.getByRole('button', { name: 'Importuoti klientus' }).click();
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'dar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Name,Phone\nAtšaukiama${tail},${phone(4)}\n`),
  });
  await dialog.getByRole('button', { name: 'Importuoti', exact: true }).click();
  await dialog.getByRole('button', { name: 'Atšaukti importą' }).click();
  await expect(dialog.getByText('Importas atšauktas.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Baigti' }).click();
  await page.getByTestId('client-search').fill(`Atšaukiama${tail}`);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page.getByText('Nieko nerasta')).toBeVisible();
});

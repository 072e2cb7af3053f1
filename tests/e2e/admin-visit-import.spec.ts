// The owner of "saule" moves the future visits of her old booking book in (a CSV: date, time, client,
// service, specialist) from the visits page: sees the columns, what the check of every row says (a clash
// and an unknown service listed with their reasons), imports the rest, and undoes it from the result.
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import { adminFreeTimes, daysAhead, publicBusiness } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('the owner imports future visits, sees the rows left out and why, and undoes the import', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const catalogue = await publicBusiness(owner);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const treatment = catalogue.services.find((s) => s.id === person.serviceIds[0])!;
  // A weekday of its own, well ahead, with a free time for this specialist.
  let day = '';
  let free = '';
  for (let ahead = 40; ahead < 60 && !free; ahead += 1) {
    day = daysAhead(ahead);
    free =
      (await adminFreeTimes(owner, { service: treatment.id, specialist: person.id, date: day }))[0]?.label ??
      '';
  }
  await owner.dispose();
  expect(free).not.toBe('');
  const tail = String(Date.now()).slice(-6);
  const csv = [
    'Data,Laikas,Klientas,Paslauga,Specialistas',
    // Written the way another system might: no diacritics, other case.
    `${day},${free},Perkelta Klientė ${tail},${treatment.name.toUpperCase()},${person.name}`,
    `${day},${free},Kita Klientė ${tail},${treatment.name},${person.name}`,
    `${day},${free},Trečia Klientė ${tail},Nebeteikiama paslauga,${person.name}`,
  ].join('\n');

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto('/administratorius/vizitai/sarasas/saule');
  await page.getByRole('button', { name: 'Importuoti vizitus' }).click();
  const dialog = page.getByTestId('visit-import-dialog');
  await expect(dialog.getByRole('heading', { name: 'Būsimų vizitų importas' })).toBeVisible();
  await expect(dialog).toContainText('Klientams apie perkeltus vizitus nepranešame');
  await dialog.getByTestId('visit-import-file').setInputFiles({
    name: 'vizitai.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  await expect(dialog.getByLabel('Paslauga')).toHaveValue('service');
  const summary = dialog.getByTestId('import-summary');
  await expect(summary.locator('dd').first()).toHaveText('1');
  const errors = dialog.getByTestId('import-errors');
  await expect(errors).toContainText(`3 eil.: ${person.name}`);
  await expect(errors).toContainText('jau turi vizitą iš 2 eilutės');
  await expect(errors).toContainText('4 eil.: Paslaugos „Nebeteikiama paslauga“ verslo paslaugose nėra.');
  await expectNoA11yViolations(page, {
    what: 'visit import preview',
    include: '[data-testid="visit-import-dialog"]',
  });
  await snap(page, 'admin-vizitu-importas-perziura');

  await dialog.getByRole('button', { name: 'Importuoti 1 vizit.' }).click();
  await expect(dialog.getByText('Vizitai importuoti')).toBeVisible();
  await snap(page, 'admin-vizitu-importas-rezultatas');
  await dialog.getByRole('button', { name: 'Atšaukti importą' }).click();
  await expect(dialog.getByText('Vizitų importas atšauktas.')).toBeVisible();
  await expect(dialog).toContainText('Pašalinta vizitų: 1. Pašalinta naujų klientų: 1.');
  await dialog.getByRole('button', { name: 'Baigti' }).click();
  await expect(dialog).toBeHidden();
});

// The owner of "saule" uploads a logo and a gallery image (files made here), sees a bad file refused, opens a
// client card and edits its notes, and sends an invitation whose link opens the accept page. Screenshots of
// every page at phone, tablet and desktop widths are taken when SCREENSHOT_DIR is set; axe checks the content.
import sharp from 'sharp';

import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  newVisitorPage,
  outbox,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

async function png(width: number, height: number, colour: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffffff" fill-opacity="0.85"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 5)}" text-anchor="middle" fill="${colour}">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('the owner uploads a logo and a gallery image, edits a client card and sends an invitation', async ({
  page,
  browser,
  consoleErrors,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // 415 is the bad file this test uploads on purpose.
  consoleErrors.allow(415);
  await signInByCookie(context, 'owner', baseURL!);

  // ---------------------------------------------------------------- images
  await page.goto('/administratorius/nuotraukos/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuotraukos' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'images page', include: '#turinys' });
  const squareBefore = await page.getByTestId('logo-square-preview').locator('img').getAttribute('src');

  await page.getByTestId('logo-input').setInputFiles({
    name: 'logotipas.png',
    mimeType: 'image/png',
    buffer: await png(700, 500, '#be185d', 'GL'),
  });
  await expect(page.getByText('Logotipas išsaugotas.')).toBeVisible();
  const squareImage = page.getByTestId('logo-square-preview').locator('img');
  await expect(squareImage).toHaveAttribute('src', /\/uploads\/logos\/.+-w512\.webp$/);
  expect(await squareImage.getAttribute('src')).not.toBe(squareBefore);
  await expect(squareImage).toHaveAttribute('srcset', /-w256\.webp 256w, .+-w512\.webp 512w/);
  await expect(page.getByTestId('logo-round-preview').locator('img')).toHaveAttribute(
    'src',
    /-round-w512\.webp$/,
  );
  await expect
    .poll(() => squareImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const items = page.getByTestId('gallery-item');
  const before = await items.count();
  await page.getByTestId('gallery-input').setInputFiles({
    name: 'salonas.png',
    mimeType: 'image/png',
    buffer: await png(1800, 1200, '#0f766e', 'Salonas'),
  });
  await expect(items).toHaveCount(before + 1);
  const added = items.last().locator('img');
  await expect(added).toHaveAttribute('src', /\/uploads\/gallery\/.+-w1600\.webp$/);
  await expect(added).toHaveAttribute('srcset', /400w, .+ 800w, .+ 1600w/);
  await expect
    .poll(() => added.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Caption and a move to the front with the keyboard-reachable arrow buttons.
  await items.last().getByRole('textbox', { name: 'Nuotraukos aprašas' }).fill('Mūsų salonas');
  await items.last().getByRole('textbox', { name: 'Nuotraukos aprašas' }).press('Enter');
  await expect(items.last().getByText('Išsaugota')).toBeVisible();
  for (let i = 0; i < before; i += 1)
    await items
      .nth(before - i)
      .getByRole('button', { name: /nuotrauką anksčiau/ })
      .click();
  await expect(items.first().locator('img')).toHaveAttribute('alt', 'Mūsų salonas');

  // A text file dressed as a JPEG is refused with the server's Lithuanian message.
  await page.getByTestId('cover-input').setInputFiles({
    name: 'nuotrauka.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('tai tik tekstas, ne nuotrauka'),
  });
  await expect(page.getByText('Failas nėra paveikslėlis arba jo formatas nepalaikomas.')).toBeVisible();
  await snap(page, 'admin-b-nuotraukos');

  // After a reload everything is still there (and the new order too).
  await page.reload();
  await expect(items).toHaveCount(before + 1);
  await expect(items.first().locator('img')).toHaveAttribute('alt', 'Mūsų salonas');

  // ---------------------------------------------------------------- clients
  await page.goto('/administratorius/klientai/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Klientai' })).toBeVisible();
  const rows = page.getByTestId('client-row');
  await expect(rows.first()).toBeVisible();
  await expectNoA11yViolations(page, { what: 'client list', include: '#turinys' });
  await snap(page, 'admin-b-klientai');
  const firstName = (await rows.first().locator('span.font-semibold').first().textContent())!.trim();
  await page.getByTestId('client-search').fill(firstName.split(' ')[0]!);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(rows.filter({ hasText: firstName }).first()).toBeVisible();
  await rows.filter({ hasText: firstName }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByTestId('client-stats')).toBeVisible();
  const note = `Mėgsta rytinius vizitus (${Date.now()}).`;
  await page.getByTestId('client-notes').fill(note);
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Kliento kortelė išsaugota.')).toBeVisible();
  await expectNoA11yViolations(page, { what: 'client card', include: '#turinys' });
  await snap(page, 'admin-b-kliento-kortele');
  await page.reload();
  await expect(page.getByTestId('client-notes')).toHaveValue(note);

  // ---------------------------------------------------------------- invitations
  await page.goto('/administratorius/kvietimai/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Kvietimai' })).toBeVisible();
  const invited = `nauja.specialiste.${Date.now()}@example.lt`;
  await page.getByLabel('El. pašto adresas').fill(invited);
  await page.getByText('Specialistas', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Specialistas/ })).toBeChecked();
  await page.getByRole('button', { name: 'Siųsti kvietimą' }).click();
  await expect(page.getByText(`Kvietimas išsiųstas. Adresas: ${invited}.`)).toBeVisible();
  await expect(page.getByTestId('pending-invitations').getByText(invited)).toBeVisible();
  await expectNoA11yViolations(page, { what: 'invitations', include: '#turinys' });
  await snap(page, 'admin-b-kvietimai');

  // The e-mailed link opens the accept page; a visitor is asked to sign in or sign up with that address.
  const link = new URL(await outbox.waitForLink({ to: invited }, '/kvietimas/')).pathname;
  const visitorPage = await newVisitorPage(browser);
  await visitorPage.goto(link);
  await expect(visitorPage.getByTestId('invitation-sentence')).toContainText(
    'prisijungti prie „Grožio studija Saulė“ komandos',
  );
  await expect(visitorPage.getByRole('definition').filter({ hasText: invited })).toBeVisible();
  const signUp = visitorPage.getByRole('link', { name: 'Susikurti paskyrą' });
  await expect(signUp).toHaveAttribute(
    'href',
    new RegExp(`el-pastas=${encodeURIComponent(invited).replace(/\./g, '\\.')}`),
  );
  await expectNoA11yViolations(visitorPage, { what: 'accept page', include: '#turinys' });
  await snap(visitorPage, 'admin-b-kvietimas');
  await signUp.click();
  await expect(visitorPage.getByLabel('El. pašto adresas')).toHaveValue(invited);

  // Signing up needs no second letter (the invitation's proved the address); signing in brings the new
  // specialist back to the invitation, and they accept it.
  await visitorPage.getByLabel('Vardas ir pavardė').fill('Nauja Specialistė');
  await visitorPage.getByLabel('Slaptažodis', { exact: true }).fill('naujas-slaptazodis-1');
  await visitorPage.getByRole('button', { name: 'Užsiregistruoti' }).click();
  await expect(visitorPage.getByTestId('sign-up-invited')).toContainText(invited);
  const signIn = visitorPage.getByTestId('sign-up-invited').getByRole('link', { name: 'Prisijungti' });
  expect(new URL((await signIn.getAttribute('href'))!, visitorPage.url()).searchParams.get('grizti')).toBe(
    link,
  );
  await signIn.click();
  await visitorPage.getByLabel('El. pašto adresas').fill(invited);
  await visitorPage.getByLabel('Slaptažodis', { exact: true }).fill('naujas-slaptazodis-1');
  await visitorPage.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await visitorPage.waitForURL((url) => url.pathname === link);
  await visitorPage.getByTestId('accept-invitation').click();
  await visitorPage.waitForURL((url) => url.pathname === '/administratorius');
  await expect(visitorPage.getByText('Kvietimas priimtas. Sveiki prisijungę prie komandos!')).toBeVisible();
  await visitorPage.context().close();
});

// Setting up a new business entirely in the browser: the operator creates it and invites its owner; the owner
// accepts the e-mailed invitation (signing up on the way), follows the onboarding checklist (profile, a
// service, a specialist, whose default schedule makes them bookable), publishes, and the business's booking
// page offers times, a client books the first visit there and the owner sees the checklist's last step done
// and the client's card. Also: the help pages and the operator marking a business as contacted. Screenshots of
// every page at phone, tablet and desktop widths go to /tmp/shots; axe checks the content.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eOutboxDir } from './support/e2e-paths.ts';
import { expect, test, visitorHeaders } from './support/test.ts';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const OPERATOR = { email: 'operatorius@demo.lt', password: 'demo12345' };
const SHOTS_DIR = '/tmp/shots';

test.use({ userAgent: CHROME_UA });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.sessionStorage.setItem('skipModalQueue', '1'));
});

function watchConsole(page: Page, expectedStatuses: number[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (expectedStatuses.some((status) => text.includes(`status of ${status}`))) return;
    errors.push(`${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include('#turinys').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe: ${what}`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [360, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS_DIR, `admin-setup-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/prisijungti');
  await page.getByLabel('El. pašto adresas').fill(who.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/prisijungti'));
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

async function invitationLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(e2eOutboxDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const mail = decodeQuotedPrintable(await readFile(path.join(e2eOutboxDir, file), 'utf8'));
      const match = mail.includes(`To: ${email}`)
        ? /https?:\/\/[^\s"'<>]+\/kvietimas\/[A-Za-z0-9_-]{43}/.exec(mail)
        : null;
      if (match) return new URL(match[0]).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation e-mail to ${email} in ${e2eOutboxDir}`);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(), userAgent: CHROME_UA });
  await context.addInitScript(() => window.sessionStorage.setItem('skipModalQueue', '1'));
  return context.newPage();
}

const checklistItem = (page: Page, key: string) => page.getByTestId(`onboarding-item-${key}`);

test('an operator creates a business, its owner sets it up from the checklist and clients can book it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const businessName = `Grožio studija Testė ${stamp}`;
  const slug = `grozio-studija-teste-${stamp}`;
  const ownerEmail = `savininke.${stamp}@example.lt`;

  // ---------------------------------------------------------------- the operator creates the business
  // 400: the empty form sent on purpose (the browser logs every refused fetch).
  const assertOperatorConsole = watchConsole(page, [400]);
  await signIn(page, OPERATOR);
  await page.goto('/administratorius/operatorius');
  await expect(page.getByRole('heading', { level: 1, name: 'Verslai' })).toBeVisible();
  await page.getByRole('button', { name: 'Naujas verslas' }).click();
  const form = page.getByTestId('operator-create-business');
  await form.getByRole('button', { name: 'Sukurti ir pakviesti' }).click();
  await expect(form.getByText('Įveskite verslo pavadinimą (bent 2 simboliai).')).toBeVisible();
  await expect(form.getByText('Pasirinkite miestą iš sąrašo.')).toBeVisible();
  await form.getByLabel('Pavadinimas').fill(businessName);
  await expect(form.getByLabel('Adresas sistemoje')).toHaveValue(slug);
  await form.getByLabel('Miestas').selectOption('vilnius');
  await form.getByLabel('Savininko el. paštas').fill(ownerEmail);
  await expectAccessible(page, 'operator: new business');
  await shoot(page, 'operatorius-naujas');
  await form.getByRole('button', { name: 'Sukurti ir pakviesti' }).click();
  await expect(page.getByText(`Verslas „${businessName}“ sukurtas.`)).toBeVisible();
  const row = page.locator(`[data-testid="operator-business"][data-slug="${slug}"]`);
  await expect(row).toContainText('Neparengtas');
  await expect(row).toContainText(`Laukia savininko: ${ownerEmail}`);
  await expect(row).toContainText('Dar nesusisiekta');

  // Marking it as contacted (only offered for businesses that are not onboarded).
  await row.getByRole('button', { name: 'Pažymėti: susisiekta' }).click();
  await expect(page.getByText('Pažymėta: su verslu susisiekta.')).toBeVisible();
  await expect(row).toContainText('Susisiekta');
  await expect(
    page
      .locator('[data-testid="operator-business"][data-onboarded="true"]')
      .first()
      .getByRole('button', { name: /susisiekta/i }),
  ).toHaveCount(0);
  await expectAccessible(page, 'operator list');
  await shoot(page, 'operatorius');
  assertOperatorConsole();

  // Not onboarded yet: listed, but not bookable online.
  const beforePublishing = await page.request.get(`/api/public/business/${slug}`);
  expect((await beforePublishing.json()).onboarded).toBe(false);

  // ---------------------------------------------------------------- the owner accepts the invitation
  const owner = await newPage(browser);
  // 400: the invalid phone, price and company code sent on purpose (the form shows the field messages).
  const assertOwnerConsole = watchConsole(owner, [400]);
  await owner.goto(await invitationLinkFor(ownerEmail));
  await expect(owner.getByTestId('invitation-sentence')).toContainText(businessName);
  await owner.getByRole('link', { name: 'Susikurti paskyrą' }).click();
  await expect(owner.getByLabel('El. pašto adresas')).toHaveValue(ownerEmail);
  await owner.getByLabel('Vardas ir pavardė').fill('Testė Savininkė');
  await owner.getByLabel('Slaptažodis', { exact: true }).fill('testes-slaptazodis-1');
  await owner.getByRole('button', { name: 'Užsiregistruoti' }).click();
  // The sign-up says "check your e-mail"; signing in brings the owner back to the invitation.
  await expect(owner.getByTestId('sign-up-sent')).toContainText(ownerEmail);
  await owner.getByTestId('sign-up-sent').getByRole('link', { name: 'Prisijungti' }).click();
  await owner.getByLabel('El. pašto adresas').fill(ownerEmail);
  await owner.getByLabel('Slaptažodis', { exact: true }).fill('testes-slaptazodis-1');
  await owner.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(owner.getByTestId('accept-invitation')).toBeVisible();
  await owner.getByTestId('accept-invitation').click();
  await owner.waitForURL((url) => url.pathname.startsWith('/administratorius'));

  // ---------------------------------------------------------------- the checklist
  await owner.goto(`/administratorius/pradzia/${slug}`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Pradžia' })).toBeVisible();
  await expect(owner.getByTestId('publish-business')).toBeDisabled();
  await expect(checklistItem(owner, 'profile')).toHaveAttribute('data-done', 'false');
  await expectAccessible(owner, 'onboarding');
  await shoot(owner, 'pradzia');

  // An optional tip can be skipped.
  await checklistItem(owner, 'logo').getByRole('button', { name: 'Praleisti' }).click();
  await expect(owner.getByText('Patarimas praleistas.')).toBeVisible();
  await expect(checklistItem(owner, 'logo')).toHaveAttribute('data-skipped', 'true');

  // 1. Profile, with an inline error first.
  await checklistItem(owner, 'profile').getByRole('link', { name: 'Pildyti profilį' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Verslo nustatymai' })).toBeVisible();
  const profile = owner.locator('#profilis');
  await profile.getByLabel('Aprašymas').fill('Jauki grožio studija Vilniaus centre: kirpimai ir šukuosenos.');
  await profile.getByLabel('Adresas').fill('Pilies g. 5, Vilnius');
  await profile.getByLabel('Telefonas').fill('123');
  await profile.getByRole('button', { name: 'Išsaugoti profilį' }).click();
  await expect(profile.getByText('Per trumpas tel. numeris.')).toBeVisible();
  await profile.getByLabel('Telefonas').fill('8 612 34567');
  await profile.getByRole('button', { name: 'Išsaugoti profilį' }).click();
  await expect(owner.getByText('Profilis išsaugotas.')).toBeVisible();
  await expect(profile.getByText('Per trumpas tel. numeris.')).toHaveCount(0);
  await expectAccessible(owner, 'settings');
  await shoot(owner, 'nustatymai');

  // 2. A service.
  await owner.getByRole('link', { name: 'pasiruošimo sąraše' }).click();
  await expect(checklistItem(owner, 'profile')).toHaveAttribute('data-done', 'true');
  await checklistItem(owner, 'services').getByRole('link', { name: 'Pridėti paslaugą' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
  await owner.getByRole('button', { name: 'Pridėti pirmą paslaugą' }).click();
  const serviceForm = owner.getByTestId('service-create-form');
  await serviceForm.getByLabel('Pavadinimas').fill('Moteriškas kirpimas');
  await serviceForm.getByLabel('Sritis').selectOption({ label: 'Kirpimas' });
  await serviceForm.getByLabel('Trukmė (min.)').fill('45');
  await serviceForm.getByLabel('Kaina (€)').fill('abc');
  await serviceForm.getByRole('button', { name: 'Pridėti paslaugą' }).click();
  await expect(serviceForm.getByText('Kaina turi būti nuo 0,00 iki 10 000,00 €.')).toBeVisible();
  await serviceForm.getByLabel('Kaina (€)').fill('35,00');
  await serviceForm.getByRole('button', { name: 'Pridėti paslaugą' }).click();
  await expect(owner.getByText('Paslauga „Moteriškas kirpimas“ pridėta.')).toBeVisible();
  const serviceRow = owner.getByTestId('service-row').filter({ hasText: 'Moteriškas kirpimas' });
  await expect(serviceRow).toContainText('45 min. · 35,00\u00A0€');
  await expect(serviceRow).toContainText('Niekas neatlieka');
  await expectAccessible(owner, 'services');
  await shoot(owner, 'paslaugos');

  // 3. A specialist who performs it (the only service is pre-ticked); the default schedule comes with them.
  await owner.goto(`/administratorius/pradzia/${slug}`);
  await expect(checklistItem(owner, 'services')).toHaveAttribute('data-done', 'true');
  await checklistItem(owner, 'team').getByRole('link', { name: 'Tvarkyti komandą' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Komanda' })).toBeVisible();
  await owner.getByRole('button', { name: 'Pridėti specialistą' }).click();
  const specialistForm = owner.getByTestId('specialist-create-form');
  await specialistForm.getByLabel('Vardas ir pavardė').fill('Ona Kirpėja');
  await specialistForm.getByLabel('Pareigos').fill('Kirpėja-stilistė');
  await expect(specialistForm.getByRole('checkbox', { name: /Moteriškas kirpimas/ })).toBeChecked();
  await specialistForm.getByRole('button', { name: 'Pridėti specialistą' }).click();
  await expect(owner.getByText(/Specialistas Ona Kirpėja pridėtas/)).toBeVisible();
  const specialistRow = owner.getByTestId('specialist-row').filter({ hasText: 'Ona Kirpėja' });
  await expect(specialistRow).toContainText('Paslaugos: Moteriškas kirpimas');
  await expect(specialistRow.getByText('Nėra darbo laiko')).toHaveCount(0);
  await expectAccessible(owner, 'team');
  await shoot(owner, 'komanda');

  // Her photo: uploaded from the edit panel (with progress), shown in the row, then replaced and deleted.
  await specialistRow.getByRole('button', { name: 'Redaguoti' }).click();
  const photoEditor = specialistRow.getByTestId('specialist-photo-editor');
  await expect(photoEditor).toContainText('Nuotraukos nėra');
  await photoEditor.getByTestId('specialist-photo-input').setInputFiles({
    name: 'ona.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#be185d' } })
      .png()
      .toBuffer(),
  });
  await expect(owner.getByText('Nuotrauka išsaugota.')).toBeVisible();
  await expect(photoEditor.getByTestId('specialist-photo-preview')).toHaveAttribute(
    'src',
    /\/uploads\/.+-w512\.webp$/,
  );
  await expect(specialistRow.locator('[data-slot="specialist-photo"] img')).toHaveAttribute(
    'src',
    /-w512\.webp$/,
  );
  await expectAccessible(owner, 'team: photo');
  await photoEditor.getByRole('button', { name: 'Ištrinti nuotrauką' }).click();
  const deletePhoto = owner.getByRole('alertdialog', { name: 'Ištrinti nuotrauką?' });
  await deletePhoto.getByRole('button', { name: 'Ištrinti' }).click();
  await expect(owner.getByText('Nuotrauka ištrinta.')).toBeVisible();
  await expect(photoEditor).toContainText('Nuotraukos nėra');
  await expect(specialistRow.locator('[data-slot="specialist-photo"] img')).toHaveCount(0);
  await specialistRow.getByRole('button', { name: 'Uždaryti' }).click();

  // 4. Everything required is done: publish.
  await owner.goto(`/administratorius/pradzia/${slug}`);
  for (const key of ['profile', 'services', 'team', 'schedule']) {
    await expect(checklistItem(owner, key)).toHaveAttribute('data-done', 'true');
  }
  await owner.getByTestId('publish-business').click();
  await expect(
    owner.getByText('Verslas paskelbtas! Klientai jau gali registruotis internetu.'),
  ).toBeVisible();
  await expect(owner.getByText('Klientai jau gali registruotis internetu.', { exact: true })).toBeVisible();
  await shoot(owner, 'paskelbta');

  // 5. Billing details and help, while we are here.
  await owner.goto(`/administratorius/saskaitos/${slug}`);
  await expect(owner.getByTestId('billing-amount')).toHaveText('29,00\u00A0€');
  const billing = owner.locator('#rekvizitai');
  await billing.getByLabel('Įmonės pavadinimas').fill('UAB „Testė“');
  await billing.getByLabel('Įmonės kodas').fill('12345');
  await billing.getByLabel('Adresas').fill('Pilies g. 5, Vilnius');
  await billing.getByRole('button', { name: 'Išsaugoti rekvizitus' }).click();
  await expect(billing.getByText('Įmonės kodą sudaro 9 skaitmenys.')).toBeVisible();
  await billing.getByLabel('Įmonės kodas').fill('123456789');
  await billing.getByRole('button', { name: 'Išsaugoti rekvizitus' }).click();
  await expect(owner.getByText('Rekvizitai išsaugoti.')).toBeVisible();
  await expectAccessible(owner, 'billing');
  await shoot(owner, 'saskaitos');

  await owner.goto(`/administratorius/pagalba/sarasas/${slug}`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Pagalba' })).toBeVisible();
  await owner.getByLabel('Ieškoti pagalboje').fill('PASLEPTI paslauga');
  await owner.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(owner).toHaveURL(/\?q=/);
  await owner.getByTestId('help-article-link').filter({ hasText: 'Paslaugos' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: /Paslaugos/ })).toBeVisible();
  await expect(
    owner.getByTestId('help-document').getByRole('heading', { name: 'Paslėpti ar ištrinti?' }),
  ).toBeVisible();
  await expectAccessible(owner, 'help article');
  await shoot(owner, 'pagalba');
  assertOwnerConsole();

  // ---------------------------------------------------------------- a client books the first visit online
  const client = await newPage(browser);
  const assertClientConsole = watchConsole(client);
  const clientName = `Testė Klientė ${stamp}`;
  const signedUp = await client.context().request.post('/api/auth/sign-up/email', {
    data: { name: clientName, email: `kliente.${stamp}@example.lt`, password: 'klientes-slaptazodis-1' },
    headers: { origin: baseURL ?? '' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  // A sign-up opens no session: sign in.
  const clientSignedIn = await client.context().request.post('/api/auth/sign-in/email', {
    data: { email: `kliente.${stamp}@example.lt`, password: 'klientes-slaptazodis-1' },
    headers: { origin: baseURL ?? '' },
  });
  expect(clientSignedIn.ok(), await clientSignedIn.text()).toBe(true);
  await client.goto(`/naujas-vizitas/${slug}`);
  await expect(client.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await client
    .locator('#paslauga')
    .getByRole('button', { name: /Moteriškas kirpimas/ })
    .click();
  await expect(client.locator('#specialistas').getByRole('button', { name: /Ona Kirpėja/ })).toBeVisible();
  await client
    .locator('#specialistas')
    .getByRole('button', { name: /Bet kuris specialistas/ })
    .click();
  const days = client.locator('#laikas [role="grid"] [role="gridcell"]:not([aria-disabled]) [role="button"]');
  const times = client.locator('#laikas').getByRole('button', { name: /^\d\d:\d\d$/ });
  let offered = false;
  for (let month = 0; month < 2 && !offered; month++) {
    await expect(client.locator('#laikas [role="grid"]')).toBeVisible();
    await expect(client.locator('#laikas .animate-spin')).toHaveCount(0);
    if ((await days.count()) > 0) {
      await days.first().click();
      await expect(times.first()).toBeVisible();
      offered = (await times.count()) > 0;
    } else await client.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  expect(offered, 'the new business offers times').toBe(true);
  await times.first().click();
  await client.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  await expect(client.getByText('Ona Kirpėja')).toBeVisible();
  await shoot(client, 'pirmas-vizitas');
  assertClientConsole();

  // ---------------------------------------------------------------- the owner sees it
  const assertOwnerAfterConsole = watchConsole(owner);
  await owner.goto(`/administratorius/pradzia/${slug}`);
  await expect(checklistItem(owner, 'booking-link')).toHaveAttribute('data-done', 'true');
  await owner.goto(`/administratorius/klientai/${slug}`);
  const clientRow = owner.getByTestId('client-row').filter({ hasText: clientName });
  await expect(clientRow).toHaveCount(1);
  await expect(clientRow).toContainText('Turi paskyrą');
  await expect(clientRow).toContainText(`kliente.${stamp}@example.lt`);
  await expectAccessible(owner, 'clients');
  await shoot(owner, 'klientai');
  assertOwnerAfterConsole();
});

test('a specialist sees the team read-only and cannot open business-wide settings', async ({ page }) => {
  const assertConsole = watchConsole(page, [403]);
  await signIn(page, { email: 'specialistas@demo.lt', password: 'demo12345' });
  await page.goto('/administratorius/komanda/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Komanda' })).toBeVisible();
  await expect(page.getByText('Komandą keisti gali verslo savininkas arba administratorius.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naujas specialistas' })).toHaveCount(0);
  await page.goto('/administratorius/nustatymai/saule');
  await expect(page.getByTestId('admin-error')).toHaveAttribute('data-status', '403');
  assertConsole();
});

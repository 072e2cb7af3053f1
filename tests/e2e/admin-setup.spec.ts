// Setting up a new business entirely in the browser: the operator creates it and invites its owner; the owner
// accepts the e-mailed invitation (signing up on the way), follows the onboarding checklist (profile, a
// service, a specialist, whose default schedule makes them bookable), publishes, and the business's booking
// page offers times, a client books the first visit there and the owner sees the checklist's last step done
// and the client's card. Also: the help pages and the operator marking a business as contacted. Screenshots of
// every page at phone, tablet and desktop widths are taken when SCREENSHOT_DIR is set; axe checks the content.
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  newVisitorPage,
  outbox,
  signInByCookie,
  signUpRequest,
  snap,
  test,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const checklistItem = (page: Page, key: string) => page.getByTestId(`onboarding-item-${key}`);

test('an operator creates a business, its owner sets it up from the checklist and clients can book it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
  context,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const businessName = `Grožio studija Testė ${stamp}`;
  const slug = `grozio-studija-teste-${stamp}`;
  const ownerEmail = `savininke.${stamp}@example.lt`;

  // ---------------------------------------------------------------- the operator creates the business
  // 400: the operator's empty form, and later the owner's invalid phone, price and company code, sent on
  // purpose (the browser logs every refused fetch).
  consoleErrors.allow(400);
  await signInByCookie(context, 'operator', baseURL!);
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
  await expectNoA11yViolations(page, { what: 'operator: new business', include: '#turinys' });
  await snap(page, 'admin-setup-operatorius-naujas');
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
  await expectNoA11yViolations(page, { what: 'operator list', include: '#turinys' });
  await snap(page, 'admin-setup-operatorius');

  // Not onboarded yet: listed, but not bookable online.
  const beforePublishing = await page.request.get(`/api/public/business/${slug}`);
  expect((await beforePublishing.json()).onboarded).toBe(false);

  // ---------------------------------------------------------------- the owner accepts the invitation
  const owner = await newVisitorPage(browser);
  await owner.goto(new URL(await outbox.waitForLink({ to: ownerEmail }, '/kvietimas/')).pathname);
  await expect(owner.getByTestId('invitation-sentence')).toContainText(businessName);
  await owner.getByRole('link', { name: 'Susikurti paskyrą' }).click();
  await expect(owner.getByLabel('El. pašto adresas')).toHaveValue(ownerEmail);
  await owner.getByLabel('Vardas ir pavardė').fill('Testė Savininkė');
  await owner.getByLabel('Slaptažodis', { exact: true }).fill('testes-slaptazodis-1');
  await owner.getByRole('button', { name: 'Užsiregistruoti' }).click();
  // The invitation's letter proved the address, so no other letter comes; signing in brings the owner back
  // to the invitation.
  await expect(owner.getByTestId('sign-up-invited')).toContainText(ownerEmail);
  await owner.getByTestId('sign-up-invited').getByRole('link', { name: 'Prisijungti' }).click();
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
  await expectNoA11yViolations(owner, { what: 'onboarding', include: '#turinys' });
  await snap(owner, 'admin-setup-pradzia');

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
  await expectNoA11yViolations(owner, { what: 'settings', include: '#turinys' });
  await snap(owner, 'admin-setup-nustatymai');

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
  await expect(serviceForm.getByText('Kainą įveskite skaičiumi, pvz., 25,00.')).toBeVisible();
  await serviceForm.getByLabel('Kaina (€)').fill('35,00');
  await serviceForm.getByRole('button', { name: 'Pridėti paslaugą' }).click();
  await expect(owner.getByText('Paslauga „Moteriškas kirpimas“ pridėta.')).toBeVisible();
  const serviceRow = owner.getByTestId('service-row').filter({ hasText: 'Moteriškas kirpimas' });
  await expect(serviceRow).toContainText('45 min. · 35,00\u00A0€');
  await expect(serviceRow).toContainText('Niekas neatlieka');
  await expectNoA11yViolations(owner, { what: 'services', include: '#turinys' });
  await snap(owner, 'admin-setup-paslaugos');

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
  await expect(owner.getByText(/Komandos narys pridėtas: Ona Kirpėja/)).toBeVisible();
  const specialistRow = owner.getByTestId('specialist-row').filter({ hasText: 'Ona Kirpėja' });
  await expect(specialistRow).toContainText('Paslaugos: Moteriškas kirpimas');
  await expect(specialistRow.getByText('Nėra darbo laiko')).toHaveCount(0);
  await expectNoA11yViolations(owner, { what: 'team', include: '#turinys' });
  await snap(owner, 'admin-setup-komanda');

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
  await expectNoA11yViolations(owner, { what: 'team: photo', include: '#turinys' });
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
  await snap(owner, 'admin-setup-paskelbta');

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
  await expectNoA11yViolations(owner, { what: 'billing', include: '#turinys' });
  await snap(owner, 'admin-setup-saskaitos');

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
  await expectNoA11yViolations(owner, { what: 'help article', include: '#turinys' });
  await snap(owner, 'admin-setup-pagalba');

  // ---------------------------------------------------------------- a client books the first visit online
  const client = await newVisitorPage(browser);
  const clientName = `Testė Klientė ${stamp}`;
  // Signed up and confirmed with the letter's code (a booking needs a confirmed address), signed in.
  await signUpRequest(
    client.context().request,
    { name: clientName, email: `kliente.${stamp}@example.lt`, password: 'klientes-slaptazodis-1' },
    baseURL ?? '',
  );
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
  await snap(client, 'admin-setup-pirmas-vizitas');

  // ---------------------------------------------------------------- the owner sees it
  await owner.goto(`/administratorius/pradzia/${slug}`);
  await expect(checklistItem(owner, 'booking-link')).toHaveAttribute('data-done', 'true');
  await owner.goto(`/administratorius/klientai/${slug}`);
  const clientRow = owner.getByTestId('client-row').filter({ hasText: clientName });
  await expect(clientRow).toHaveCount(1);
  await expect(clientRow).toContainText('Turi paskyrą');
  await expect(clientRow).toContainText(`kliente.${stamp}@example.lt`);
  await expectNoA11yViolations(owner, { what: 'clients', include: '#turinys' });
  await snap(owner, 'admin-setup-klientai');
});

test('a specialist sees the team read-only and cannot open business-wide settings', async ({
  page,
  consoleErrors,
  context,
  baseURL,
}) => {
  consoleErrors.allow(403);
  await signInByCookie(context, 'specialist', baseURL!);
  await page.goto('/administratorius/komanda/saule');
  await expect(page.getByRole('heading', { level: 1, name: 'Komanda' })).toBeVisible();
  await expect(page.getByText('Komandą keisti gali verslo savininkas arba administratorius.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naujas specialistas' })).toHaveCount(0);
  await page.goto('/administratorius/nustatymai/saule');
  await expect(page.getByTestId('admin-error')).toHaveAttribute('data-status', '403');
});

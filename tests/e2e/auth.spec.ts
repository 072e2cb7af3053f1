// Sign-up → e-mail verification (link read from the server's outbox) → sign-in → two-factor authentication →
// sign-in with a TOTP code; the demo client saving a phone number with the seed's texts; the password reset
// by e-mail; screenshots of every auth and account page at 360 px and 1280 px (when SCREENSHOT_DIR is set) and axe scans.
import * as OTPAuth from 'otpauth';
import {
  CHROME_UA,
  DEMO,
  expect,
  expectNoA11yViolations,
  outbox,
  snap,
  submitSignInForm,
  test,
  waitForHydration,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('a new client signs up, verifies the e-mail, turns on 2FA and signs in with a code', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(400, 401, 422); // a wrong password and bad codes, on purpose
  const email = `nauja.kliente.${Date.now()}@example.lt`;
  const password = 'mano-slaptazodis-1';

  await test.step('sign-in page, with inline Lithuanian errors', async () => {
    await page.goto('/prisijungti');
    await expect(page.getByRole('heading', { name: 'Prisijungimas' })).toBeVisible();
    await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
    await expect(page.getByText('Įveskite el. pašto adresą.')).toBeVisible();
    await expect(page.getByText('Įveskite slaptažodį.')).toBeVisible();
    await expect(page.getByLabel('El. pašto adresas')).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'auth-prisijungti-klaidos');
    await page.getByLabel('El. pašto adresas').fill('nera.tokio@example.lt');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('neteisingas-1');
    await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Neteisingas el. pašto adresas arba slaptažodis.' }),
    ).toBeVisible();
    await page.goto('/prisijungti');
    await expectNoA11yViolations(page, { what: 'sign-in', include: '#turinys' });
    await snap(page, 'auth-prisijungti');
  });

  await test.step('sign-up refuses weak passwords, shows the strength, and says "check your e-mail"', async () => {
    await page.goto('/registracija');
    // Sent before hydration, the form would go to the server as a plain post, without the field messages.
    await waitForHydration(page);
    await expectNoA11yViolations(page, { what: 'sign-up', include: '#turinys' });
    await snap(page, 'auth-registracija');
    await page.getByLabel('Vardas ir pavardė').fill('Nauja Klientė');
    await page.getByLabel('El. pašto adresas').fill(email);
    const passwordField = page.getByLabel('Slaptažodis', { exact: true });
    await passwordField.fill('trumpas');
    // The strength meter appears under the field and moves the button down: click once it is there.
    await expect(page.getByRole('meter', { name: 'Slaptažodžio stiprumas' })).toBeVisible();
    await page.getByRole('button', { name: 'Užsiregistruoti' }).click();
    await expect(page.getByText('Slaptažodis turi būti ne trumpesnis nei 8 simboliai.')).toBeVisible();

    // While typing: a meter with a Lithuanian label, and the reason a password would be refused.
    await passwordField.fill('password');
    const meter = page.getByRole('meter', { name: 'Slaptažodžio stiprumas' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Labai silpnas');
    await expect(page.getByTestId('password-strength-hint')).toHaveText(/^Šis slaptažodis per daug paplitęs/);
    await passwordField.fill('nauja.kliente');
    await expect(page.getByTestId('password-strength-hint')).toHaveText(
      'Slaptažodis negali būti sudarytas iš jūsų vardo ar el. pašto adreso.',
    );
    // The server refuses it too, under the field.
    await passwordField.fill('12345678');
    await page.getByRole('button', { name: 'Užsiregistruoti' }).click();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await passwordField.fill(password);
    await expect(meter).toHaveAttribute('aria-valuetext', /Stiprus|Labai stiprus|Vidutinis/);
    await expect(page.getByTestId('password-strength-hint')).toHaveText('');
    await expectNoA11yViolations(page, { what: 'sign-up with the strength meter', include: '#turinys' });
    await page.getByRole('button', { name: 'Užsiregistruoti' }).click();
    await expect(page.getByTestId('sign-up-sent')).toContainText(email);
    await expect(page.getByRole('heading', { name: 'Patikrinkite el. paštą' })).toBeVisible();
    await expectNoA11yViolations(page, { what: 'sign-up sent', include: '#turinys' });
    await snap(page, 'auth-registracija-issiusta');
    await page.getByTestId('sign-up-sent').getByRole('link', { name: 'Prisijungti' }).click();
    await page.getByLabel('El. pašto adresas').fill(email);
    await page.getByLabel('Slaptažodis', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
    await expect(page).toHaveURL(/\/paskyra$/);
    await expect(page.getByTestId('email-status')).toHaveText('Nepatvirtintas');
    // The sign-up just sent one: the resend link waits a minute.
    await expect(page.getByTestId('resend-verification')).toBeDisabled();
    await expect(page.getByText(/galėsite po \d+ s/)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('emailVerificationSent'))).toMatch(
      /^\d{13}$/,
    );
    await expectNoA11yViolations(page, { what: 'account (unverified)', include: '#turinys' });
    await snap(page, 'auth-paskyra-nauja');
  });

  await test.step('the link from the e-mail verifies the address', async () => {
    const link = await outbox.waitForLink({ to: email }, '/el-pasto-patvirtinimas?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'El. paštas patvirtintas' })).toBeVisible();
    await expectNoA11yViolations(page, { what: 'verification landing', include: '#turinys' });
    await snap(page, 'auth-el-pasto-patvirtinimas');
    await page.getByRole('link', { name: 'Į mano paskyrą' }).click();
    await expect(page.getByTestId('email-status')).toHaveText('Patvirtintas');
    await expect(page.getByTestId('resend-verification')).toHaveCount(0);
  });

  await test.step('sign out and back in', async () => {
    await page.getByRole('button', { name: 'Atsijungti', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/paskyra/saugumas');
    await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fpaskyra%2Fsaugumas$/);
    await page.getByLabel('El. pašto adresas').fill(email);
    await page.getByLabel('Slaptažodis', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
    await expect(page).toHaveURL(/\/paskyra\/saugumas$/);
    await expect(page.getByRole('heading', { name: 'Mano paskyra' })).toBeVisible();
  });

  let secret = '';
  await test.step('turn on two-factor authentication', async () => {
    await expect(page.getByTestId('two-factor-status')).toHaveText('Išjungtas');
    await expect(page.getByTestId('active-sessions')).toContainText('Šis įrenginys');
    await expectNoA11yViolations(page, { what: 'security page', include: '#turinys' });
    await snap(page, 'auth-paskyra-saugumas');
    const twoFactor = page.getByRole('region', { name: 'Dviejų veiksnių autentifikavimas' });
    await twoFactor.getByRole('button', { name: 'Įjungti' }).click();
    await twoFactor.getByLabel('Slaptažodis', { exact: true }).fill('neteisingas-1');
    await page.getByRole('button', { name: 'Tęsti' }).click();
    await expect(page.getByText('Neteisingas slaptažodis.')).toBeVisible();
    await twoFactor.getByLabel('Slaptažodis', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Tęsti' }).click();

    await expect(page.getByRole('img', { name: 'QR kodas autentifikavimo programėlei' })).toBeVisible();
    await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    const uri = await page.getByTestId('totp-uri').getAttribute('href');
    expect(uri).toContain(`secret=${secret}`);
    await expectNoA11yViolations(page, { what: '2FA set-up', include: '#turinys' });
    await snap(page, 'auth-dvieju-veiksniu-ijungimas');

    // Sessions opened before 2FA end when it turns on, unless the person keeps them.
    await expect(
      page.getByTestId('two-factor-setup').getByRole('checkbox', { name: 'Atjungti kitus įrenginius' }),
    ).toBeChecked();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await page.getByLabel('6 skaitmenų kodas').fill(totp.generate());
    await page.getByRole('button', { name: 'Patvirtinti ir įjungti' }).click();
    await expect(page.getByText('Dviejų veiksnių autentifikavimas įjungtas.')).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Įjungtas');
  });

  await test.step('signing in now asks for the code from the app', async () => {
    await page.getByRole('button', { name: 'Atsijungti', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await submitSignInForm(page, { email, password });
    await expect(page).toHaveURL(/\/prisijungti\/patvirtinimas$/);
    await expect(page.getByRole('heading', { name: 'Patvirtinkite prisijungimą' })).toBeVisible();
    await expectNoA11yViolations(page, { what: '2FA code step', include: '#turinys' });
    await snap(page, 'auth-prisijungti-patvirtinimas');
    await page.getByLabel('Patvirtinimo kodas').fill('000000');
    await page.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(page.getByText(/^Neteisingas kodas/)).toBeVisible();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    // The code that turned 2FA on was accepted once; the app's next code (accepted now) signs in.
    await page.getByLabel('Patvirtinimo kodas').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(page).toHaveURL(/\/paskyra$/);
    await expect(page.getByRole('heading', { name: 'Mano paskyra' })).toBeVisible();
  });
});

/** The profile page's action, where the phone number form posts. */
const PROFILE_ACTION = /\/paskyra\.data\?index/;

test('the demo client saves a phone number with the seed texts', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  consoleErrors.allow(422, 'net::ERR_FAILED'); // a refused number and a request aborted on purpose
  await submitSignInForm(page, 'client');
  await expect(page).toHaveURL(/\/paskyra$/);
  const phone = page.getByRole('textbox', { name: 'Telefono numeris' });
  const form = page.getByTestId('phone-number-form');
  await expect(phone).toHaveAttribute('placeholder', '+370 XXX XXXXX');

  await test.step('focus prefills the dial code, blur clears it and marks the required field', async () => {
    await phone.fill('');
    await page.getByRole('heading', { name: 'Telefono numeris' }).click();
    await phone.click();
    await expect(phone).toHaveValue('+370');
    await page.getByRole('heading', { name: 'Telefono numeris' }).click();
    await expect(phone).toHaveValue('');
    await expect(form.getByText('Įveskite telefono numerį.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('an invalid number is marked on blur', async () => {
    await phone.click();
    await phone.pressSequentially('612');
    await page.getByRole('heading', { name: 'Telefono numeris' }).click();
    await expect(form.getByText('Per trumpas tel. numeris.')).toBeVisible();
    await snap(page, 'auth-telefonas-klaida');
  });

  await test.step('the number is formatted as typed and saved', async () => {
    await phone.fill('');
    await page.getByRole('heading', { name: 'Telefono numeris' }).click();
    await phone.click();
    await expect(phone).toHaveValue('+370');
    await phone.pressSequentially('69876543');
    await expect(phone).toHaveValue('+370 698 76543');
    // The request is held until the test has seen the form's saving state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PROFILE_ACTION, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(form.getByRole('button', { name: 'Išsaugoma...' })).toBeVisible();
    release();
    await expect(page.getByTestId('toaster').getByText('Tel. numeris išsaugotas sėkmingai!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Išsaugoti' })).toBeVisible();
    await page.unroute(PROFILE_ACTION);
    await page.reload();
    await expect(phone).toHaveValue('+370 698 76543');
  });

  await test.step('a refusal shows the danger toast and the server message in the form', async () => {
    // The form checks the number first: the server is sent one it refuses, as a tampered form would be.
    await page.route(PROFILE_ACTION, (route) =>
      route.continue({ postData: 'intent=phone-number&phoneNumber=abc' }),
    );
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(page.getByTestId('toaster').getByText('Prašome ištaisyti klaidas!')).toBeVisible();
    await expect(form.getByText('Neteisingas tel. numerio formatas.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.unroute(PROFILE_ACTION);
  });

  await test.step('no answer at all shows the exception toast', async () => {
    await page.route(PROFILE_ACTION, (route) => route.abort('failed'));
    await phone.fill('+370 612 34567');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(
      page
        .getByTestId('toaster')
        .getByText('Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.'),
    ).toBeVisible();
    await page.unroute(PROFILE_ACTION);
  });

  await test.step('the demo number is put back', async () => {
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(
      page.getByTestId('toaster').getByText('Tel. numeris išsaugotas sėkmingai!').first(),
    ).toBeVisible();
    await expectNoA11yViolations(page, { what: 'account', include: '#turinys' });
    await snap(page, 'auth-paskyra');
  });
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = `pamirses.${Date.now()}@example.lt`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Pamiršęs Slaptažodį', email, password: 'senas-slaptazodis-1' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.goto('/prisijungti');
  await page.getByRole('link', { name: 'Pamiršote slaptažodį?' }).click();
  await expect(page).toHaveURL(/\/pamirsau-slaptazodi$/);
  await expectNoA11yViolations(page, { what: 'forgot password', include: '#turinys' });
  await snap(page, 'auth-pamirsau-slaptazodi');
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByRole('button', { name: 'Siųsti nuorodą' }).click();
  await expect(page.getByRole('heading', { name: 'Patikrinkite el. paštą' })).toBeVisible();
  await snap(page, 'auth-pamirsau-slaptazodi-issiusta');

  await page.goto(await outbox.waitForLink({ to: email }, '/api/auth/reset-password/'));
  await expect(page).toHaveURL(/\/naujas-slaptazodis\?token=/);
  await expectNoA11yViolations(page, { what: 'new password', include: '#turinys' });
  await snap(page, 'auth-naujas-slaptazodis');
  await page.getByLabel('Naujas slaptažodis').fill('naujas-slaptazodis-1');
  // As a person sees it: the strength meter (loaded on the first keystroke) appears above the button
  // before it is pressed; a click while the form grows may land beside the button.
  await expect(page.getByTestId('password-strength')).toBeVisible();
  await page.getByLabel('Pakartokite slaptažodį').fill('kitoks-slaptazodis-1');
  await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
  await expect(page.getByText('Slaptažodžiai nesutampa.')).toBeVisible();
  await page.getByLabel('Pakartokite slaptažodį').fill('naujas-slaptazodis-1');
  await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
  await expect(page).toHaveURL(/\/prisijungti\?pranesimas=slaptazodis-pakeistas$/);
  await expect(page.getByText('Slaptažodis pakeistas. Prisijunkite nauju slaptažodžiu.')).toBeVisible();

  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('naujas-slaptazodis-1');
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page).toHaveURL(/\/paskyra$/);

  // A used or broken link lands on a clear page.
  await page.goto('/naujas-slaptazodis?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Nuoroda nebegalioja' })).toBeVisible();
  await snap(page, 'auth-naujas-slaptazodis-netinkama');
});

test('sign-in keeps only same-site return paths', async ({ page }) => {
  await page.goto('/prisijungti?grizti=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('El. pašto adresas').fill(DEMO.client.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(DEMO.client.password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page).toHaveURL(/\/paskyra$/);

  await page.getByRole('button', { name: 'Atsijungti', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/prisijungti?grizti=%2Fapie');
  await page.getByLabel('El. pašto adresas').fill(DEMO.client.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(DEMO.client.password);
  await page.getByRole('button', { name: 'Prisijungti', exact: true }).click();
  await expect(page).toHaveURL(/\/apie$/);
});

test('an expired verification link explains what to do', async ({ page }) => {
  await page.goto('/el-pasto-patvirtinimas?error=TOKEN_EXPIRED');
  await expect(page.getByRole('heading', { name: 'Nuorodos galiojimas baigėsi' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'expired verification link', include: '#turinys' });
  await snap(page, 'auth-el-pasto-patvirtinimas-pasibaigusi');
});

test('changing the password shows its strength and signs out the other devices', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.allow(400);
  const email = `keicia.slaptazodi.${Date.now()}@example.lt`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Keičianti Slaptažodį', email, password: 'senas-slaptazodis-1' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // Another device, signed in before the change.
  const laptop = await browser.newContext({ baseURL: baseURL!, userAgent: CHROME_UA });
  const laptopSignIn = await laptop.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'senas-slaptazodis-1' },
    headers: { origin: baseURL! },
  });
  expect(laptopSignIn.ok()).toBe(true);

  await submitSignInForm(page, { email, password: 'senas-slaptazodis-1' });
  await expect(page).toHaveURL(/\/paskyra$/);
  await page.goto('/paskyra/saugumas');
  await page.getByLabel('Dabartinis slaptažodis').fill('senas-slaptazodis-1');
  const newPassword = page.getByLabel('Naujas slaptažodis');
  await newPassword.fill('keicia.slaptazodi');
  const meter = page.getByRole('meter', { name: 'Slaptažodžio stiprumas' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'Labai silpnas');
  await expect(page.getByTestId('password-strength-hint')).toHaveText(
    'Slaptažodis negali būti sudarytas iš jūsų vardo ar el. pašto adreso.',
  );
  await newPassword.fill('aaaaaaaa');
  await page.getByRole('button', { name: 'Pakeisti slaptažodį' }).click();
  // The server's refusal, once, under the field.
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('region', { name: 'Slaptažodis' }).getByText(/^Šis slaptažodis per daug paplitęs/),
  ).toBeVisible();
  await newPassword.fill('vakaras-prie-upes-9');
  await expect(page.getByTestId('password-strength-hint')).toHaveText('');
  await expect(page.getByRole('checkbox', { name: 'Atjungti kitus įrenginius' })).toBeChecked();
  await expectNoA11yViolations(page, {
    what: 'password change with the strength meter',
    include: '#turinys',
  });
  await page.getByRole('button', { name: 'Pakeisti slaptažodį' }).click();
  await expect(page.getByText('Slaptažodis pakeistas sėkmingai!')).toBeVisible();
  expect(await (await laptop.request.get('/api/auth/get-session')).json()).toBeNull();
  await laptop.close();
});

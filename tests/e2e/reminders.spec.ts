// Reminders as people use them: the owner picks the reminder times in the settings, sees on a visit
// what its client was sent and which reminders are planned; the client turns reminder e-mails off.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test, visitorHeaders } from './support/test.ts';

const OWNER = { email: 'savininkas@demo.lt', password: 'demo12345' };
const CLIENT = { email: 'klientas@demo.lt', password: 'demo12345' };

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.sessionStorage.setItem('skipModalQueue', '1'));
});

async function signIn(page: Page, who: typeof OWNER) {
  await page.goto('/prisijungti');
  await page.getByLabel('El. pašto adresas').fill(who.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(who.password);
  await page.locator('main').getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).not.toHaveURL(/\/prisijungti/);
}

async function apiAs(baseURL: string, who: typeof OWNER): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, ...visitorHeaders() },
  });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: who });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

test('the owner sets the reminder times and sees on a visit what was sent and what is planned', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAs(baseURL!, OWNER);
  const business = (await (await owner.get('/api/public/business/saule')).json()) as {
    id: string;
    services: { id: string }[];
  };

  await signIn(page, OWNER);
  await page.goto('/administratorius/nustatymai/saule');
  const third = page.getByLabel('Priminimas 3');
  await expect(page.getByLabel('Priminimas 1')).toHaveValue('1440');
  await expect(page.getByLabel('Priminimas 2')).toHaveValue('120');
  await third.selectOption({ label: 'Prieš 3 d.' });
  await page.getByRole('button', { name: 'Išsaugoti taisykles' }).click();
  await expect(page.getByText('Registracijos taisyklės išsaugotos.')).toBeVisible();
  try {
    const saved = await owner.get(`/api/admin/business/${business.id}`);
    expect(((await saved.json()) as { reminderOffsetsMinutes: number[] }).reminderOffsetsMinutes).toEqual([
      4320, 1440, 120,
    ]);

    // The demo client books a visit a week ahead: three reminders are planned.
    const client = await apiAs(baseURL!, CLIENT);
    const today = Temporal.Now.plainDateISO('Europe/Vilnius');
    const service = business.services[0]!.id;
    const dates = await client.get(
      `/api/public/schedule/available-dates?${new URLSearchParams({
        business: 'saule',
        service,
        from: today.add({ days: 7 }).toString(),
        to: today.add({ days: 21 }).toString(),
      })}`,
    );
    const day = ((await dates.json()) as { dates: string[] }).dates[0]!;
    const slots = await client.get(
      `/api/public/schedule/available-time-slots?${new URLSearchParams({ business: 'saule', service, date: day })}`,
    );
    const slot = ((await slots.json()) as { slots: { start: string }[] }).slots.at(-1)!;
    const booked = await client.post('/api/user/appointments', {
      data: { business: 'saule', service, start: slot.start },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id = ((await booked.json()) as { appointment: { id: string } }).appointment.id;

    await page.goto(`/administratorius/vizitai/saule/redaguoti/${id}`);
    const panel = page.locator('main');
    await expect(panel.getByTestId('visit-reminder')).toHaveCount(3);
    await expect(panel.getByTestId('visit-reminder').first()).toContainText('Prieš 3 d.');
    await expect(panel.getByTestId('visit-reminder').first()).toContainText('Suplanuotas');
    // The booking confirmation goes out through the job queue: it shows once delivered.
    await expect(async () => {
      await page.reload();
      await expect(
        page
          .getByTestId('visit-message')
          .filter({ hasText: 'Registracijos patvirtinimas' })
          .filter({ hasText: 'El. paštu' }),
      ).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await client.post('/api/user/appointment/decline', { data: { id } });
  } finally {
    await owner.patch(`/api/admin/business/${business.id}`, {
      data: { reminderOffsetsMinutes: [1440, 120] },
    });
  }
});

test('the client turns reminder e-mails off in the account, and back on', async ({ page }) => {
  await signIn(page, CLIENT);
  await page.goto('/paskyra');
  const toggle = page.getByRole('checkbox', { name: /Priminimai apie vizitus el\. paštu/ });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.getByText('Priminimų el. paštu nebesiųsime.')).toBeVisible();
  await page.reload();
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Priminimus el. paštu siųsime.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kalendoriaus prenumeratos nuoroda' })).toHaveValue(
    /\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/,
  );
});

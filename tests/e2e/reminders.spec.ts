// Reminders as people use them: the owner picks the reminder times in the settings, sees on a visit
// what its client was sent and which reminders are planned; the client turns reminder e-mails off.
import { expect, signedInApi, signInByCookie, test } from './support/test.ts';
import { publicBusiness, salonToday } from './support/salon-api.ts';

test.use({ skipModalQueue: true });

test('the owner sets the reminder times and sees on a visit what was sent and what is planned', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const business = await publicBusiness(owner);

  await signInByCookie(context, 'owner', baseURL!);
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
    const client = await signedInApi(baseURL!, 'client');
    const today = salonToday();
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

test('the client turns reminder e-mails off in the account, and back on', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCookie(context, 'client', baseURL!);
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

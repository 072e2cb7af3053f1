// The waitlist as a client meets it on a 360 px phone: on a day the chosen specialist does not work, the
// booking page offers "Pranešti, jei atsilaisvins"; the salon then opens that day (its changed hours are
// deleted), the time is offered to the client and held for them, and the client takes it from the
// notification: the offer's page shows the held time with its countdown and "Registruotis".
//
// Runs on the controlled clock (playwright.config.ts): a Tuesday in December 2026, so the day used (the
// specialist's first working day with free times a week or more ahead) is known to the demo data's plan.
import {
  CHROME_UA,
  dismissAllNotifications,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import { formatLongDate } from '../../src/core/format/lithuanian-dates.ts';
import { publicBusiness } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('on a phone, a client joins the waitlist on a day without times and takes the freed time from the notification', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const owner = await signedInApi(baseURL!, 'owner');
  const catalogue = await publicBusiness(owner);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const service = catalogue.services.find((s) => s.id === person.serviceIds[0])!;
  const free = await owner.get(
    `/api/public/schedule/available-dates?${new URLSearchParams({
      business: 'saule',
      service: service.id,
      specialist: person.id,
      from: '2026-12-15',
      to: '2026-12-31',
    })}`,
  );
  const day = ((await free.json()) as { dates: string[] }).dates[0]!;

  // The specialist takes that day off: it has no times with them.
  const dayOff = await owner.post('/api/admin/schedule-overrides', {
    data: { business: 'saule', specialistId: person.id, from: day, closed: true, intervals: [] },
  });
  expect(dayOff.status(), await dayOff.text()).toBe(201);
  const overrideId = ((await dayOff.json()) as { override: { id: string } }).override.id;

  await signInByCookie(context, 'client', baseURL!);
  await dismissAllNotifications(context.request, baseURL!);
  await page.goto(`/naujas-vizitas/saule?paslauga=${service.id}&specialistas=${person.id}`);
  const waitlist = page.getByRole('region', { name: /Netinka nė vienas laikas|laisvų laikų nėra/ });
  await waitlist.getByRole('button', { name: 'Pranešti, jei atsilaisvins' }).click();
  await waitlist.getByLabel('Diena').fill(day);
  await waitlist.getByLabel('Nuo').fill('09:00');
  await waitlist.getByLabel('Iki').fill('19:00');
  await expect(waitlist).toContainText(`Specialistas: ${person.name}.`);
  await snap(page, 'waitlist-join-form');
  await waitlist.getByRole('button', { name: 'Pranešti, jei atsilaisvins' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pranešime, jei atsilaisvins laikas' }),
  ).toBeVisible();
  await snap(page, 'waitlist-joined');

  // "Mano vizitai" lists what the client waits for.
  await page.goto('/mano-vizitai');
  const waiting = page.getByRole('region', { name: 'Laukiu, kol atsilaisvins' });
  await expect(waiting).toContainText(service.name);
  await expect(waiting).toContainText(`${formatLongDate(day)}, 09:00–19:00`);

  // The salon gives the day back: the visit clock offers the first free time to the client.
  expect((await owner.delete(`/api/admin/schedule-override/${overrideId}`)).status()).toBe(200);
  // The offer's own notification: another clocked spec may book as the same client meanwhile.
  await expect
    .poll(
      async () => {
        const inbox = await context.request.get('/api/user/notifications');
        const { items } = (await inbox.json()) as { items: { title: string }[] };
        return items.some((item) => item.title === 'Atsilaisvino jūsų laukiamas laikas');
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  await page.goto('/mano-vizitai?pranesimai');
  const dialog = page.getByTestId('notifications-dialog');
  const offer = dialog.getByTestId('notification').filter({ hasText: 'Atsilaisvino jūsų laukiamas laikas' });
  await expect(offer).toContainText('Rezervuota jums iki');
  await snap(page, 'waitlist-notification');
  await offer.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/mano-vizitai\/pasiulymas\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atsilaisvino jūsų laukiamas laikas');
  await expect(page.getByRole('timer')).toHaveText(/^1[0-5]:\d\d$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(formatLongDate(day).split(', ')[1]!);
  await expectNoA11yViolations(page);
  await snap(page, 'waitlist-offer');
  await page.getByRole('button', { name: 'Registruotis' }).click();

  await expect(page).toHaveURL(/\/mano-vizitai\?vizitas=/);
  await expect(page.getByText('Vizitas užregistruotas.')).toBeVisible();
  const visitId = new URL(page.url()).searchParams.get('vizitas')!;
  await expect(page.locator(`[data-appointment-id="${visitId}"]`)).toContainText(service.name);
  await expect(page.getByRole('region', { name: 'Laukiu, kol atsilaisvins' })).toHaveCount(0);

  // The visit goes again, so other specs find the day as it was.
  const cancelled = await context.request.post('/api/user/appointment/decline', { data: { id: visitId } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
});

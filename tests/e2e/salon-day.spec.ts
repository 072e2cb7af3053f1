// The salon's working day on a tablet and a desktop: the owner opens a visit in the calendar with a mouse
// click and sees the client card's notes and counts; a client booked with two specialists at the same time
// is a warning (the API's answer, the calendar's mark and the visit's details); the overview ("Apžvalga")
// starts the day with today's visits, the visits waiting for confirmation and a badge in the menu.
import type { APIRequestContext } from '@playwright/test';
import type { PublicBusiness } from '../../src/contracts/catalog.ts';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import { adminFreeTimes, publicBusiness, salonToday } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

interface Saved {
  appointment: { id: string; start: string; client: { cardId: string | null } };
  warnings: { code: string; message: string; appointmentId: string }[];
}

async function freeStarts(api: APIRequestContext, service: string, specialist: string, date: string) {
  return (await adminFreeTimes(api, { service, specialist, date })).map((slot) => slot.start);
}

/** Two specialists who do one service, and a day well ahead with a start free for both. */
async function sharedFreeTime(api: APIRequestContext, business: PublicBusiness, daysAhead: number) {
  const today = salonToday();
  for (const service of business.services) {
    const people = business.specialists.filter((person) => person.serviceIds.includes(service.id));
    if (people.length < 2) continue;
    const [first, second] = people as [
      PublicBusiness['specialists'][number],
      PublicBusiness['specialists'][number],
    ];
    for (
      let day = today.add({ days: daysAhead }), tries = 0;
      tries < 10;
      tries++, day = day.add({ days: 1 })
    ) {
      const a = await freeStarts(api, service.id, first.id, day.toString());
      const b = new Set(await freeStarts(api, service.id, second.id, day.toString()));
      const start = a.slice(Math.floor(a.length / 2)).find((candidate) => b.has(candidate));
      if (start) return { service, first, second, day: day.toString(), start };
    }
  }
  throw new Error('No start free for two specialists of one service');
}

test.describe('calendar on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a mouse click opens a visit with the client card’s notes and counts; one client twice at once is a warning', async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(180_000);
    const owner = await signedInApi(baseURL!, 'owner');
    const business = await publicBusiness(owner);
    const { service, first, second, day, start } = await sharedFreeTime(owner, business, 12);

    // A new client with a card note, booked with the first specialist.
    const name = `Dvigubo Laiko Klientė ${Date.now()}`;
    const created = await owner.post('/api/admin/appointments', {
      data: { business: 'saule', client: { name }, serviceId: service.id, specialistId: first.id, start },
    });
    expect(created.status(), await created.text()).toBe(201);
    const one = (await created.json()) as Saved;
    expect(one.warnings).toEqual([]);
    const cardId = one.appointment.client.cardId!;
    const noted = await owner.patch(`/api/admin/client-card/${cardId}`, {
      data: { notes: 'Alergija amoniakui!' },
    });
    expect(noted.ok(), await noted.text()).toBe(true);

    // The same client with the second specialist at the same time: saved, with the warning.
    const twice = await owner.post('/api/admin/appointments', {
      data: {
        business: 'saule',
        clientCardId: cardId,
        serviceId: service.id,
        specialistId: second.id,
        start,
      },
    });
    expect(twice.status(), await twice.text()).toBe(201);
    const other = (await twice.json()) as Saved;
    expect(other.warnings).toHaveLength(1);
    expect(other.warnings[0]).toMatchObject({
      code: 'client_double_booked',
      appointmentId: one.appointment.id,
    });
    expect(other.warnings[0]!.message).toContain(first.name);

    await signInByCookie(context, 'owner', baseURL!);
    await page.goto(`/administratorius/vizitai/kalendorius/_?data=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    // The menu folds to icons, leaving the width to the calendar.
    await page.getByRole('button', { name: 'Suskleisti meniu' }).click();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'true');

    const block = page.locator(`[data-testid="calendar-appointment"][data-id="${one.appointment.id}"]`);
    await expect(block).toHaveAttribute('data-double-booked', 'true');
    await block.scrollIntoViewIfNeeded();
    // A plain mouse click (press and release without moving) opens the details.
    const box = (await block.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 10);
    const dialog = page.getByTestId('appointment-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByTestId('double-booked')).toContainText(second.name);
    await expect(dialog.getByTestId('client-glance')).toContainText('Alergija amoniakui!');
    await expect(dialog.getByTestId('client-glance')).toContainText('Neatvyko: 0');
    await expect(dialog.getByText('Pranešimai klientui')).toBeVisible();
    await snap(page, 'e2e-calendar-visit-tablet', { widths: 'current' });
    await expectNoA11yViolations(page, { what: 'vizito langas', exclude: '[data-testid="user-menu"]' });
    await dialog.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(dialog).toBeHidden();

    // Enter on the focused visit opens it too.
    await block.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Escape closes the dialog once focus has moved into it, as it does for a person who sees it open.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The colour choice is remembered.
    await page.getByTestId('colour-by').selectOption('specialistas');
    await page.reload();
    await expect(page.getByTestId('colour-by')).toHaveValue('specialistas');
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'true');
    await snap(page, 'e2e-calendar-by-specialist-tablet', { widths: 'current' });

    // The week of everyone on a tablet: a row per specialist with the whole name, seven days across in the
    // frame (it scrolls sideways only inside itself), the double booking marked on the visit's chip too.
    await page.goto(`/administratorius/vizitai/kalendorius/_?data=${day}&rodinys=savaite&specialistas=visi`);
    const overview = page.getByTestId('week-overview');
    await expect(overview.getByTestId('week-day-header')).toHaveCount(7);
    for (const person of [first, second]) {
      const label = overview.locator(`[data-testid="week-row"][data-specialist="${person.id}"] th`);
      await expect(label).toContainText(person.name);
      const cut = await label
        .getByText(person.name, { exact: true })
        .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut, `${person.name} is cut`).toBe(false);
    }
    await expect(
      overview.locator(`[data-testid="week-visit"][data-id="${one.appointment.id}"]`),
    ).toHaveAttribute('data-double-booked', 'true');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await snap(page, 'e2e-calendar-week-tablet', { widths: 'current' });
  });
});

test('the overview starts the day: today per specialist, visits waiting with a badge in the menu', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await signedInApi(baseURL!, 'owner');
  const pending = await owner.get('/api/admin/appointments?business=saule&status=pending');
  expect(pending.ok()).toBe(true);
  const waiting = ((await pending.json()) as { total: number }).total;
  expect(waiting, 'the demo has visits waiting for confirmation').toBeGreaterThan(0);

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto('/administratorius');
  const overview = page.getByTestId('day-overview');
  await expect(overview.getByRole('heading', { name: 'Šiandien' })).toBeVisible();
  await expect(overview.getByTestId('overview-specialist').first()).toBeVisible();
  await expect(overview.getByTestId('overview-pending').getByTestId('overview-visit').first()).toBeVisible();
  await expect(overview.getByTestId('overview-free')).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  await expectNoA11yViolations(page, { what: 'apžvalga', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'e2e-overview', { widths: 'current' });

  // A waiting visit opens its confirmation page.
  await overview.getByTestId('overview-pending').getByTestId('overview-visit').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patvirtinti vizitą?' })).toBeVisible();
});

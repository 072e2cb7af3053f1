// The salon's week on a desktop: a row per specialist with the whole name, seven days across within the
// screen, each day's visits as chips; a chip opens the visit as the day view does and the rest of a cell
// leads to that day. A phone keeps the week's time columns.
import type { Page } from '@playwright/test';
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

test.use({ userAgent: CHROME_UA, skipModalQueue: true, viewport: { width: 1440, height: 900 } });

/** Whether the page itself scrolls sideways. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the week overview names every specialist in full, fits seven days and opens a visit', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const business = await publicBusiness(owner);
  const service = business.services[0]!;
  const person = business.specialists.find((item) => item.serviceIds.includes(service.id))!;

  // A visit two days ahead, so the week shown has at least one we know.
  let day = salonToday().add({ days: 2 });
  let free = await adminFreeTimes(owner, {
    service: service.id,
    specialist: person.id,
    date: day.toString(),
  });
  for (let tries = 0; tries < 7 && free.length === 0; tries++) {
    day = day.add({ days: 1 });
    free = await adminFreeTimes(owner, { service: service.id, specialist: person.id, date: day.toString() });
  }
  const name = `Savaitės Apžvalgos Klientė ${Date.now()}`;
  const created = await owner.post('/api/admin/appointments', {
    data: {
      business: 'saule',
      client: { name },
      serviceId: service.id,
      specialistId: person.id,
      start: free[Math.floor(free.length / 2)]!.start,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { appointment: { id: string } }).appointment.id;

  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  const calendar = await owner.get(
    `/api/admin/calendar?${new URLSearchParams({ business: 'saule', from: monday.toString(), to: monday.add({ days: 6 }).toString() })}`,
  );
  expect(calendar.ok(), await calendar.text()).toBe(true);
  const { specialists } = (await calendar.json()) as { specialists: { id: string; name: string }[] };
  expect(specialists.length).toBeGreaterThan(1);

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto(`/administratorius/vizitai/kalendorius/saule?rodinys=savaite&data=${day.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
  const overview = page.getByTestId('week-overview');
  await expect(overview).toBeVisible();
  await expect(page.getByTestId('calendar-grid')).toBeHidden();

  // Seven days across, all within the screen: neither the page nor the overview scrolls sideways.
  const headers = overview.getByTestId('week-day-header');
  await expect(headers).toHaveCount(7);
  await expect(headers.first()).toContainText('Pr');
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
  }
  expect(await pageOverflows(page)).toBe(false);
  const frame = overview.locator('..');
  expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

  // A row per specialist, in the calendar's order, each name whole (never cut).
  const rows = overview.getByTestId('week-row');
  await expect(rows).toHaveCount(specialists.length);
  for (const [position, item] of specialists.entries()) {
    const row = rows.nth(position);
    await expect(row).toHaveAttribute('data-specialist', item.id);
    const label = row.getByRole('rowheader');
    await expect(label).toContainText(item.name);
    const cut = await label
      .getByText(item.name, { exact: true })
      .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, `${item.name} is cut`).toBe(false);
  }

  // The visit, in its specialist's cell of its day, with its time and client.
  const cell = overview.locator(
    `[data-testid="week-cell"][data-date="${day.toString()}"][data-specialist="${person.id}"]`,
  );
  const chip = cell.locator(`[data-testid="week-visit"][data-id="${id}"]`);
  await expect(chip).toBeVisible();
  await expect(chip).toContainText(name);
  await expect(cell.getByTestId('week-cell-count')).toContainText(/^\d+\svizit(as|ai|ų)$/);
  // Nothing to drag here.
  await expect(chip).toHaveCSS('cursor', 'pointer');
  await expectNoA11yViolations(page, { what: 'savaitės apžvalga', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'e2e-week-overview-1440', { widths: 'current' });

  await chip.click();
  const dialog = page.getByTestId('appointment-dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await dialog.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(dialog).toBeHidden();

  // One specialist chosen: one row.
  await page.getByRole('combobox', { name: 'Specialistas' }).selectOption(person.id);
  await expect(page).toHaveURL(new RegExp(`specialistas=${person.id}`));
  await expect(rows).toHaveCount(1);
  await expect(chip).toBeVisible();

  // A smaller desktop still fits the week.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Specialistas' }).selectOption('visi');
  await expect(rows).toHaveCount(specialists.length);
  expect(await pageOverflows(page)).toBe(false);
  expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  await snap(page, 'e2e-week-overview-1280', { widths: 'current' });

  // The rest of a cell leads to that day.
  // (Its bottom edge, below the chips.)
  const area = cell.getByTestId('week-cell-day');
  const areaBox = (await area.boundingBox())!;
  await area.click({ position: { x: areaBox.width / 2, y: areaBox.height - 3 } });
  await expect(page).toHaveURL(new RegExp(`data=${day.toString()}`));
  await expect(page).not.toHaveURL(/rodinys=savaite/);
  await expect(page.locator(`[data-testid="calendar-appointment"][data-id="${id}"]`)).toBeVisible();

  // This week: today's header stands out.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/administratorius/vizitai/kalendorius/saule?rodinys=savaite');
  const todayHeader = page.locator('[data-testid="week-day-header"][aria-current="date"]');
  await expect(todayHeader).toHaveCount(1);
  await expect(todayHeader).toContainText('Šiandien');
  await snap(page, 'e2e-week-overview-today-1440', { widths: 'current' });

  // A phone keeps the week's time columns.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/administratorius/vizitai/kalendorius/saule?rodinys=savaite&data=${day.toString()}`);
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  await expect(page.getByTestId('week-overview')).toBeHidden();
  await snap(page, 'e2e-week-overview-360', { widths: 'current' });
});

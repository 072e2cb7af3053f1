// A repeating series after it is booked: the owner of "saule" moves a visit "this and all following" on its
// page (the later visits move by as much, the earlier one stays), declines "only this one" and then "this
// and all following", and drags a series visit in the calendar, answering the question after the drop.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import {
  adminFreeTimes,
  dayOf,
  labelOf,
  minutesOf,
  publicBusiness,
  salonToday,
  startAt,
} from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const PX_PER_MINUTE = 1.6;

interface Visit {
  id: string;
  start: string;
  status: string;
  seriesId: string | null;
}

async function freeLabels(api: APIRequestContext, service: string, specialist: string, date: string) {
  return (await adminFreeTimes(api, { service, specialist, date })).map((slot) => slot.label);
}

/** Labels free on every one of `days`. */
async function commonFree(api: APIRequestContext, service: string, specialist: string, days: string[]) {
  let common: string[] | null = null;
  for (const day of days) {
    const labels = await freeLabels(api, service, specialist, day);
    common = common === null ? labels : common.filter((label) => labels.includes(label));
  }
  return common ?? [];
}

/**
 * A weekly series of `count` visits for a new client, at a time free on every date from `daysAhead` on,
 * with another time free on all but the first date (where the later ones can move).
 */
async function bookSeries(api: APIRequestContext, count: number, daysAhead: number, client: string) {
  const catalogue = await publicBusiness(api);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const service = person.serviceIds[0]!;
  const today = salonToday();
  for (let offset = daysAhead; offset < daysAhead + 21; offset++) {
    const days = Array.from({ length: count }, (_, week) =>
      today.add({ days: offset, weeks: week }).toString(),
    );
    const free = (await commonFree(api, service, person.id, days)).filter(
      (l) => l >= '10:00' && l <= '16:00',
    );
    if (free.length < 2) continue;
    const label = free[0]!;
    const response = await api.post('/api/admin/appointments/series', {
      data: {
        business: 'saule',
        client: { name: client },
        serviceId: service,
        specialistId: person.id,
        start: startAt(days[0]!, label),
        everyWeeks: 1,
        count,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { appointments } = (await response.json()) as { appointments: Visit[] };
    expect(appointments).toHaveLength(count);
    // Another time of day free on the later dates (the series' own visits are not in the way of themselves).
    const later = (await commonFree(api, service, person.id, days.slice(1))).filter(
      (l) => l !== label && l >= '09:00' && l <= '18:00',
    );
    if (later.length === 0) continue;
    const target = later.find((l) => minutesOf(l) >= minutesOf(label) + 60) ?? later.at(-1)!;
    return { days, label, target, person, service, visits: appointments };
  }
  throw new Error('No week day free for a series');
}

async function visitsOf(api: APIRequestContext, client: string): Promise<Visit[]> {
  const response = await api.get(`/api/admin/appointments?business=saule&q=${encodeURIComponent(client)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: Visit[] };
  return items.sort((a, b) => a.start.localeCompare(b.start));
}

const toaster = (page: Page) => page.getByTestId('toaster');

test('moving “this and all following” on the visit’s page moves the later visits, not the earlier', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const client = `Serijos Perkėlimas ${Date.now()}`;
  const { days, label, target, visits } = await bookSeries(owner, 4, 3, client);
  const second = visits[1]!;

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto(`/administratorius/vizitai/saule/redaguoti/${second.id}`);
  const scope = page.getByTestId('series-scope');
  await expect(scope.getByRole('radio', { name: /^Tik šį vizitą/ })).toBeChecked();
  await page.getByTestId('free-times').getByText(target, { exact: true }).click();
  await expect(page.getByRole('radio', { name: target, exact: true })).toBeChecked();
  await scope.getByRole('radio', { name: /^Šį ir visus vėlesnius/ }).check();
  await snap(page, 'series-edit-following');
  await expectNoA11yViolations(page, { include: '#turinys' });
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(toaster(page)).toContainText('Perkelti 3 serijos vizitai. Klientas informuotas.');

  const after = await visitsOf(owner, client);
  expect(after.map((visit) => [dayOf(visit.start), labelOf(visit.start)])).toEqual([
    [days[0], label],
    [days[1], target],
    [days[2], target],
    [days[3], target],
  ]);
  expect(after.every((visit) => visit.status === 'confirmed')).toBe(true);

  // "Only this one" (the default) moves the last one alone.
  await page.goto(`/administratorius/vizitai/saule/redaguoti/${visits[3]!.id}`);
  await page.getByTestId('free-times').getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(toaster(page)).toContainText('Pakeitimai išsaugoti.');
  const last = await visitsOf(owner, client);
  expect(last.map((visit) => labelOf(visit.start))).toEqual([label, target, target, label]);
});

test('declining “only this one” leaves the others; “this and all following” declines the later ones', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const client = `Serijos Atmetimas ${Date.now()}`;
  const { visits } = await bookSeries(owner, 4, 5, client);

  await signInByCookie(context, 'owner', baseURL!);
  // The third alone.
  await page.goto(`/administratorius/vizitai/saule/atmesti/${visits[2]!.id}`);
  await page.getByLabel(/Priežastis/).fill('Specialistė tą dieną mokymuose.');
  await expect(page.getByTestId('series-scope').getByRole('radio', { name: /^Tik šį vizitą/ })).toBeChecked();
  await page.getByRole('button', { name: 'Atmesti vizitą' }).click();
  await expect(toaster(page)).toContainText('Vizitas atmestas.');
  expect((await visitsOf(owner, client)).map((visit) => visit.status)).toEqual([
    'confirmed',
    'confirmed',
    'declined',
    'confirmed',
  ]);

  // The second and all following: the third is already declined, so two more.
  await page.goto(`/administratorius/vizitai/saule/atmesti/${visits[1]!.id}`);
  await page.getByLabel(/Priežastis/).fill('Specialistė išeina atostogų.');
  await page
    .getByTestId('series-scope')
    .getByRole('radio', { name: /^Šį ir visus vėlesnius/ })
    .check();
  await snap(page, 'series-decline-following');
  await expectNoA11yViolations(page, { include: '#turinys' });
  await page.getByRole('button', { name: 'Atmesti vizitą' }).click();
  await expect(toaster(page)).toContainText('Atmesti 2 serijos vizitai. Klientas informuotas.');
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas atmestas' })).toBeVisible();
  expect((await visitsOf(owner, client)).map((visit) => visit.status)).toEqual([
    'confirmed',
    'declined',
    'declined',
    'declined',
  ]);
});

test.describe('calendar', () => {
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('a series visit dragged to another time asks: cancel puts it back, “this and all following” moves them', async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(180_000);
    const owner = await signedInApi(baseURL!, 'owner');
    const client = `Serijos Vilkimas ${Date.now()}`;
    const { days, label, target, visits } = await bookSeries(owner, 3, 4, client);
    const second = visits[1]!;

    await signInByCookie(context, 'owner', baseURL!);
    await page.goto(`/administratorius/vizitai/kalendorius/saule?data=${days[1]}`);
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    const block = page.locator(`[data-testid="calendar-appointment"][data-id="${second.id}"]`);
    await expect(block).toHaveAttribute('data-start', label);

    async function drag() {
      await block.scrollIntoViewIfNeeded();
      const box = (await block.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + 12;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 10, { steps: 2 });
      await page.mouse.move(x, y + (minutesOf(target) - minutesOf(label)) * PX_PER_MINUTE, { steps: 12 });
      await page.mouse.up();
    }

    const dialog = page.getByTestId('series-move-dialog');
    await drag();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(client);
    await expect(dialog).toContainText(target);
    await snap(page, 'series-move-dialog', { widths: 'current' });
    await expectNoA11yViolations(page, {
      what: 'serijos perkėlimo klausimas',
      exclude: '[data-testid="user-menu"]',
    });
    await dialog.getByRole('button', { name: 'Atšaukti' }).click();
    await expect(dialog).toBeHidden();
    await expect(block).toHaveAttribute('data-start', label);
    expect((await visitsOf(owner, client)).map((visit) => labelOf(visit.start))).toEqual([
      label,
      label,
      label,
    ]);

    await drag();
    await dialog.getByRole('button', { name: 'Šį ir visus vėlesnius' }).click();
    await expect(toaster(page)).toContainText('Perkelti 2 serijos vizitai. Klientas informuotas.');
    await expect(block).toHaveAttribute('data-start', target);
    expect(
      (await visitsOf(owner, client)).map((visit) => [dayOf(visit.start), labelOf(visit.start)]),
    ).toEqual([
      [days[0], label],
      [days[1], target],
      [days[2], target],
    ]);
  });
});

// The owner of "saule" blocks time from the calendar (an empty slot → "Užimtas laikas"), and clients are
// no longer offered it; books a repeating series whose clash is listed before saving and left out; and
// records yesterday's visit after the fact.
import type { APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
  typeDate,
} from './support/test.ts';
import { adminFreeTimes, offeredTimes, publicBusiness, salonToday, startAt } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

async function freeLabels(api: APIRequestContext, service: string, specialist: string, date: string) {
  return (await adminFreeTimes(api, { service, specialist, date })).map((slot) => slot.label);
}

async function publicLabels(api: APIRequestContext, service: string, specialist: string, date: string) {
  return (await offeredTimes(api, { service, specialist, date })).map((slot) => slot.label);
}

/**
 * The first day from `daysAhead` on where the specialist has a free start at or after 14:00 that is also
 * free on the same weekday of the `weeks` − 1 weeks after it.
 */
async function freeDay(
  api: APIRequestContext,
  service: string,
  specialist: string,
  daysAhead: number,
  weeks = 1,
) {
  const today = salonToday();
  for (let offset = daysAhead; offset < daysAhead + 21; offset++) {
    const first = today.add({ days: offset });
    let common = (await freeLabels(api, service, specialist, first.toString())).filter((l) => l >= '14:00');
    for (let week = 1; week < weeks && common.length > 0; week++) {
      const later = await freeLabels(api, service, specialist, first.add({ weeks: week }).toString());
      common = common.filter((label) => later.includes(label));
    }
    if (common.length > 0) return { date: first.toString(), label: common[0]! };
  }
  throw new Error('No free afternoon in three weeks');
}

test('blocked time from the calendar is never offered to clients', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const catalogue = await publicBusiness(owner);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const service = person.serviceIds[0]!;
  const { date, label } = await freeDay(owner, service, person.id, 3);
  expect(await publicLabels(owner, service, person.id, date)).toContain(label);

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto(`/administratorius/vizitai/kalendorius/saule?data=${date}`);
  const column = page.locator(
    `[data-testid="calendar-column"][data-date="${date}"][data-specialist="${person.id}"]`,
  );
  await column.click({ position: { x: 20, y: 80 } });
  const chooser = page.getByTestId('empty-slot-dialog');
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('link', { name: 'Naujas vizitas' })).toBeVisible();
  await chooser.getByRole('button', { name: 'Užimtas laikas' }).click();

  const dialog = page.getByTestId('time-block-dialog');
  await expect(dialog.getByLabel('Pavadinimas')).toHaveValue('Pietūs');
  await dialog.getByLabel('Pavadinimas').fill('Mokymai');
  await dialog.getByLabel('Nuo').fill(label);
  const end = Temporal.PlainTime.from(label).add({ minutes: 60 }).toString({ smallestUnit: 'minute' });
  await dialog.getByLabel('Iki').fill(end);
  await snap(page, 'time-block-dialog');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toBeHidden();

  const block = page.getByTestId('calendar-time-block').filter({ hasText: 'Mokymai' });
  await expect(block).toBeVisible();
  await expect(block).toContainText(`${label}–${end}`);
  expect(await publicLabels(owner, service, person.id, date)).not.toContain(label);

  // Open it again and remove it: the time is offered again.
  await block.click();
  await expect(dialog.getByRole('heading', { name: 'Užimtas laikas' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pašalinti' }).click();
  await expect(block).toHaveCount(0);
  expect(await publicLabels(owner, service, person.id, date)).toContain(label);
});

test('a repeating series lists its clash before saving and books the other dates', async ({
  page,
  baseURL,
  consoleErrors,
  context,
}) => {
  test.setTimeout(120_000);
  consoleErrors.allow(409);
  const owner = await signedInApi(baseURL!, 'owner');
  const catalogue = await publicBusiness(owner);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const service = person.serviceIds[0]!;
  const { date, label } = await freeDay(owner, service, person.id, 2, 3);
  // The second week's time is already taken by blocked time.
  const second = Temporal.PlainDate.from(date).add({ weeks: 1 }).toString();
  const blocked = await owner.post('/api/admin/time-blocks', {
    data: {
      business: 'saule',
      specialistId: person.id,
      start: startAt(second, label),
      end: startAt(second, Temporal.PlainTime.from(label).add({ minutes: 30 }).toString()),
      title: 'Susitikimas',
    },
  });
  expect(blocked.status(), await blocked.text()).toBe(201);

  await signInByCookie(context, 'owner', baseURL!);
  const query = new URLSearchParams({
    data: date,
    laikas: label,
    specialistas: person.id,
    paslauga: service,
  });
  await page.goto(`/administratorius/vizitai/sukurti/saule?${query}`);
  await page.getByRole('radio', { name: 'Naujas klientas' }).click();
  await page.locator('input[name="clientName"]').fill('Serijos Klientė');
  await page.getByRole('radio', { name: 'Kartotinis' }).click();
  await page.locator('select[name="everyWeeks"]').selectOption('1');
  await page.locator('input[name="count"]').fill('3');
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
  await page.getByRole('button', { name: 'Patikrinti datas' }).click();
  const preview = page.getByTestId('series-preview');
  await expect(preview.locator('li')).toHaveCount(3);
  await expect(preview.locator('li[data-clash]')).toHaveCount(1);
  await expect(preview.locator('li[data-clash]')).toContainText('užimtas');
  // The form's buttons are disabled until the preview's answer has settled; the scan reads them after.
  await expect(page.getByRole('button', { name: 'Užregistruoti seriją' })).toBeEnabled();
  await snap(page, 'series-preview');
  await expectNoA11yViolations(page);

  // Saved without skipping: refused, naming the date; with skipping: the two free ones are booked.
  await page.getByRole('radio', { name: label }).check();
  await page.getByLabel(/Praleisti netinkančias datas/).check();
  await page.getByRole('button', { name: 'Užregistruoti seriją' }).click();
  await expect(page).toHaveURL(/kalendorius/);
  const list = await owner.get(
    `/api/admin/appointments?business=saule&q=${encodeURIComponent('Serijos Klientė')}`,
  );
  const items = ((await list.json()) as { items: { start: string; seriesId: string | null }[] }).items;
  expect(items).toHaveLength(2);
  expect(new Set(items.map((item) => item.seriesId)).size).toBe(1);
  expect(items.every((item) => item.seriesId !== null)).toBe(true);
});

test('yesterday’s visit is recorded after the fact as completed', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const catalogue = await publicBusiness(owner);
  const person = catalogue.specialists.find((s) => s.serviceIds.length > 0)!;
  const yesterday = salonToday().subtract({ days: 1 }).toString();

  await signInByCookie(context, 'owner', baseURL!);
  const query = new URLSearchParams({ specialistas: person.id, paslauga: person.serviceIds[0]! });
  await page.goto(`/administratorius/vizitai/sukurti/saule?${query}`);
  await page.getByRole('radio', { name: 'Naujas klientas' }).click();
  await page.locator('input[name="clientName"]').fill('Vakarykštė Klientė');
  await page.getByRole('radio', { name: 'Jau įvykęs' }).click();
  await typeDate(page, 'visit-date', yesterday);
  await page.getByTestId('custom-time').fill('07:00');
  await snap(page, 'after-the-fact');
  await page.getByRole('button', { name: 'Įrašyti įvykusį vizitą' }).click();
  await expect(page).toHaveURL(/kalendorius/);
  const list = await owner.get(
    `/api/admin/appointments?business=saule&q=${encodeURIComponent('Vakarykštė Klientė')}`,
  );
  const items = ((await list.json()) as { items: { status: string; source: string }[] }).items;
  expect(items).toEqual([expect.objectContaining({ status: 'completed', source: 'after_the_fact' })]);
});

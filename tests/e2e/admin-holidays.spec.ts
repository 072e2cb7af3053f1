// The owner of "saule" shapes when people can book: adds a holiday and sees the booking page stop offering
// that day (the visit already booked for it is listed to move or decline), excludes the next public holiday
// and sees it offered, and edits a specialist's weekly hours.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { lithuanianPublicHolidays } from '../../src/core/holidays/lithuanian-public-holidays.ts';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  signInRequest,
  test,
  typeDate,
  visitorHeaders,
} from './support/test.ts';
import { offeredDates, offeredTimes, publicBusiness, salonToday } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

/** The booking page's calendar cell of `date` (opened on that date's month through the query string). */
async function bookingDayCell(page: Page, service: string, date: string) {
  await page.goto(`/naujas-vizitas/saule?paslauga=${service}&specialistas=bet-kuris&data=${date}`);
  const grid = page.locator('#laikas [role="grid"]');
  await expect(grid).toBeVisible();
  await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
  const day = Number(date.slice(8, 10));
  return grid.locator('[role="gridcell"]').filter({
    has: page.locator(`[role="button"]:not([data-outside-month])`).getByText(String(day), { exact: true }),
  });
}

async function expectOffered(page: Page, service: string, date: string, offered: boolean) {
  const cell = await bookingDayCell(page, service, date);
  await expect(cell).toHaveCount(1);
  if (offered) await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  else await expect(cell).toHaveAttribute('aria-disabled', 'true');
}

test('a holiday stops the booking page offering the day; excluding a public holiday makes it bookable', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL ?? '', ...visitorHeaders() },
  });
  const { services } = await publicBusiness(api);
  const haircut = services.find((service) => service.name === 'Moteriškas kirpimas') ?? services[0]!;

  // Lithuania's public holidays are never more than 78 days apart (15 Aug – 1 Nov), so with a 120-day
  // booking horizon one is always bookable ahead (the default 60 days leave late August without one).
  const ownerApi = await signedInApi(baseURL!, 'owner');
  const settings = await ownerApi.get('/api/admin/business/saule');
  expect(settings.ok(), await settings.text()).toBe(true);
  const saule = (await settings.json()) as { id: string; bookingHorizonDays: number };
  const widened = await ownerApi.patch(`/api/admin/business/${saule.id}`, {
    data: { bookingHorizonDays: Math.max(saule.bookingHorizonDays, 120) },
  });
  expect(widened.ok(), await widened.text()).toBe(true);
  try {
    // A day a week or two ahead that is offered now.
    const today = salonToday();
    const window = await offeredDates(api, {
      service: haircut.id,
      from: today.add({ days: 8 }).toString(),
      to: today.add({ days: 21 }).toString(),
    });
    const day = window[0];
    expect(day, 'an offered day to close').toBeTruthy();
    const holidayDate = day!;

    // A client books a visit on that day before the owner closes it.
    await signInRequest(api, 'client', baseURL!);
    const slot = (await offeredTimes(api, { service: haircut.id, date: holidayDate })).at(-1)!;
    const booked = await api.post('/api/user/appointments', {
      data: { business: 'saule', service: haircut.id, start: slot.start },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const visitId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;

    await expectOffered(page, haircut.id, holidayDate, true);

    // The owner adds a business-wide holiday on that day.
    await signInByCookie(context, 'owner', baseURL!);
    await page.goto('/administratorius/laisvadieniai/_');
    await expect(page.getByRole('heading', { level: 1, name: 'Laisvadieniai' })).toBeVisible();
    await expectNoA11yViolations(page, {
      what: 'laisvadienių sąrašas',
      exclude: '[data-testid="user-menu"]',
    });
    await page.getByRole('link', { name: 'Naujas laisvadienis' }).first().click();
    await expect(page).toHaveURL(/\/administratorius\/laisvadieniai\/sukurti\/saule$/);
    await page.getByLabel('Pavadinimas').fill('Salono remontas');
    await expect(page.getByLabel('Kam taikoma')).toHaveValue('');
    await typeDate(page, 'date-from', holidayDate);
    await expectNoA11yViolations(page, { what: 'naujas laisvadienis', exclude: '[data-testid="user-menu"]' });
    await page.getByRole('button', { name: 'Sukurti laisvadienį' }).click();

    // The edit page lists the visit left outside working time, with links to move or decline it.
    await expect(page).toHaveURL(/\/administratorius\/laisvadieniai\/saule\/redaguoti\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Salono remontas' })).toBeVisible();
    await expect(page.getByTestId('toaster')).toContainText('Laisvadienis sukurtas.');
    const stranded = page
      .getByTestId('stranded-appointment')
      .filter({ has: page.locator(`a[href$="/redaguoti/${visitId}"]`) });
    await expect(stranded).toHaveCount(1);
    await expect(stranded.getByRole('link', { name: 'Perkelti' })).toHaveAttribute(
      'href',
      `/administratorius/vizitai/saule/redaguoti/${visitId}`,
    );
    await expect(stranded.getByRole('link', { name: 'Atmesti' })).toHaveAttribute(
      'href',
      `/administratorius/vizitai/saule/atmesti/${visitId}`,
    );
    await expectNoA11yViolations(page, {
      what: 'laisvadienio redagavimas',
      exclude: '[data-testid="user-menu"]',
    });

    // The booking page no longer offers that day (nor does the API).
    await expectOffered(page, haircut.id, holidayDate, false);
    expect(await offeredDates(api, { service: haircut.id, from: holidayDate, to: holidayDate })).toEqual([]);

    // The next public holiday within the booking horizon is a day off...
    const options = await api.get(
      `/api/public/schedule/calendar-options?${new URLSearchParams({ business: 'saule', service: haircut.id })}`,
    );
    const { lastDate } = (await options.json()) as { lastDate: string };
    const first = today.add({ days: 1 }).toString();
    const publicHoliday = [
      ...lithuanianPublicHolidays(today.year),
      ...lithuanianPublicHolidays(today.year + 1),
    ].find((holiday) => holiday.date >= first && holiday.date <= lastDate);
    expect(publicHoliday, `a public holiday between ${first} and ${lastDate}`).toBeTruthy();
    const { date: holiday, name } = publicHoliday!;
    expect(await offeredDates(api, { service: haircut.id, from: holiday, to: holiday })).toEqual([]);

    // ...until the owner excludes it.
    await page.goto('/administratorius/laisvadieniai/_');
    const row = page.locator(`[data-testid="public-holiday-row"][data-date="${holiday}"]`);
    await expect(row).toContainText(name);
    await expect(row.getByTestId('public-holiday-state')).toHaveText('Poilsio diena');
    await row.getByRole('link', { name: `Dirbsime: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/administratorius/laisvadieniai/saule/istraukti/${holiday}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoA11yViolations(page, { what: 'šventės įtraukimas', exclude: '[data-testid="user-menu"]' });
    await page.getByRole('button', { name: 'Dirbsime šią dieną' }).click();
    await expect(page).toHaveURL(/\/administratorius\/laisvadieniai\/saule\?ivykdyta=istraukta-svente$/);
    await expect(page.getByTestId('toaster')).toContainText('Šventinė diena pažymėta kaip darbo diena.');
    await expect(
      page
        .locator(`[data-testid="public-holiday-row"][data-date="${holiday}"]`)
        .getByTestId('public-holiday-state'),
    ).toHaveText('Dirbama');

    await expectOffered(page, haircut.id, holiday, true);
    expect(await offeredDates(api, { service: haircut.id, from: holiday, to: holiday })).toEqual([holiday]);

    // A client books that day; when it is a day off again, the page lists the visit to move or decline.
    const holidaySlot = (await offeredTimes(api, { service: haircut.id, date: holiday }))[0]!;
    const onHoliday = await api.post('/api/user/appointments', {
      data: { business: 'saule', service: haircut.id, start: holidaySlot.start },
    });
    expect(onHoliday.status(), await onHoliday.text()).toBe(201);
    const holidayVisitId = ((await onHoliday.json()) as { appointment: { id: string } }).appointment.id;

    // Undo both, so the demo data stays as it was for other tests.
    const excludePage = `/administratorius/laisvadieniai/saule/istraukti/${holiday}`;
    await page.goto(excludePage);
    await page.getByRole('button', { name: 'Grąžinti poilsio dieną' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Šventinė diena vėl yra poilsio diena' }),
    ).toBeVisible();
    for (const when of ['after the undo', 'when opened again']) {
      if (when === 'when opened again') await page.goto(excludePage);
      const strandedOnHoliday = page
        .getByTestId('stranded-appointment')
        .filter({ has: page.locator(`a[href$="/redaguoti/${holidayVisitId}"]`) });
      await expect(strandedOnHoliday, when).toHaveCount(1);
      await expect(strandedOnHoliday.getByRole('link', { name: 'Atmesti' })).toHaveAttribute(
        'href',
        `/administratorius/vizitai/saule/atmesti/${holidayVisitId}`,
      );
    }
    await expect(page.getByTestId('public-holiday')).toContainText('Poilsio diena');
    const declined = await ownerApi.patch(`/api/admin/appointment/${holidayVisitId}`, {
      data: { status: 'declined', declineReason: 'Šventinė diena – nedirbame.' },
    });
    expect(declined.ok(), await declined.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('stranded-appointment')).toHaveCount(0);

    await page.goto('/administratorius/laisvadieniai/_');
    await expect(
      page
        .locator(`[data-testid="public-holiday-row"][data-date="${holiday}"]`)
        .getByTestId('public-holiday-state'),
    ).toHaveText('Poilsio diena');
    await page.getByRole('link', { name: 'Ištrinti: Salono remontas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ištrinti laisvadienį?' })).toBeVisible();
    await page.getByRole('button', { name: 'Taip, ištrinti' }).click();
    await expect(page.getByTestId('toaster')).toContainText('Laisvadienis ištrintas.');
    await expect(page.getByTestId('holiday-row').filter({ hasText: 'Salono remontas' })).toHaveCount(0);
    expect(await offeredDates(api, { service: haircut.id, from: holidayDate, to: holidayDate })).toEqual([
      holidayDate,
    ]);
  } finally {
    // The demo data stays as it was for other tests.
    await ownerApi.patch(`/api/admin/business/${saule.id}`, {
      data: { bookingHorizonDays: saule.bookingHorizonDays },
    });
    await ownerApi.dispose();
  }
  await api.dispose();
});

test("the owner edits a specialist's weekly hours", async ({ page, consoleErrors, context, baseURL }) => {
  test.setTimeout(120_000);
  // The overlapping interval is refused with 422 on purpose.
  consoleErrors.allow(422);
  await signInByCookie(context, 'owner', baseURL!);
  await page.goto('/administratorius/tvarkarastis/_');
  await expect(page.getByRole('heading', { level: 1, name: 'Tvarkaraštis' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'tvarkaraščių sąrašas', exclude: '[data-testid="user-menu"]' });
  await page.getByRole('link', { name: /Greta Vaitkutė/ }).click();
  await expect(page).toHaveURL(/\/administratorius\/tvarkarastis\/saule\/rodyti\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Greta Vaitkutė' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'savaitės darbo laikas', exclude: '[data-testid="user-menu"]' });

  // Monday: 12:00–19:00 becomes 10:00–14:00 and 15:00–19:00; copied to the weekdays; Saturday off.
  const monday = page.getByTestId('weekday-1');
  await monday.getByLabel('Pirmadienis: 1 intervalo pradžia').selectOption('10:00');
  await monday.getByLabel('Pirmadienis: 1 intervalo pabaiga').selectOption('14:00');
  await monday.getByRole('button', { name: 'Pridėti intervalą' }).click();
  await monday.getByLabel('Pirmadienis: 2 intervalo pradžia').selectOption('15:00');
  await monday.getByLabel('Pirmadienis: 2 intervalo pabaiga').selectOption('19:00');
  await page.getByRole('button', { name: 'Kopijuoti pirmadienį į darbo dienas' }).click();
  await expect(page.getByTestId('weekday-2').getByTestId('interval-row')).toHaveCount(2);
  await page
    .getByTestId('weekday-6')
    .getByRole('button', { name: /Pašalinti intervalą/ })
    .click();
  await expect(page.getByTestId('weekday-6')).toContainText('Nedirba');

  // An overlap is refused with a Lithuanian message next to the interval, and nothing is saved.
  await page.getByTestId('weekday-7').getByRole('button', { name: 'Pridėti darbo laiką' }).click();
  await page.getByTestId('weekday-7').getByRole('button', { name: 'Pridėti intervalą' }).click();
  await page.getByLabel('Sekmadienis: 2 intervalo pradžia').selectOption('12:00');
  await page.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
  await expect(page.getByTestId('weekday-7')).toContainText(
    'Intervalai 09:00–18:00 ir 12:00–22:00 persidengia.',
  );
  await page
    .getByTestId('weekday-7')
    .getByRole('button', { name: /Pašalinti intervalą 12:00–22:00/ })
    .click();
  await page
    .getByTestId('weekday-7')
    .getByRole('button', { name: /Pašalinti intervalą 09:00–18:00/ })
    .click();

  await page.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Darbo laikas išsaugotas' }).first()).toBeVisible();

  // After a reload the new week is shown.
  await page.reload();
  await expect(page.getByTestId('weekday-3').getByLabel('Trečiadienis: 2 intervalo pradžia')).toHaveValue(
    '15:00',
  );
  await expect(page.getByTestId('weekday-1').getByLabel('Pirmadienis: 1 intervalo pradžia')).toHaveValue(
    '10:00',
  );
  await expect(page.getByTestId('weekday-6')).toContainText('Nedirba');
  await expect(page.getByTestId('weekday-7')).toContainText('Nedirba');
});

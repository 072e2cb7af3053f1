// The owner of "saule" runs the day in the browser: confirms a visit waiting for confirmation (opened as from
// the e-mail link), declines another with a reason, and drags a visit to another free time in the calendar
// (saved: it stays after a reload); a drag onto another visit is refused and snaps back with the reason; a
// client's booking appears in the open calendar by itself. The week shows every specialist side by side (a
// group of columns per day) and a visit dragged to another specialist on another day stays there.
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test, visitorHeaders } from './support/test.ts';

// Headless Chromium calls itself "HeadlessChrome", which the seed's supported-browser rules do not know.
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const OWNER = { email: 'savininkas@demo.lt', password: 'demo12345' };
const CLIENT = { email: 'klientas@demo.lt', password: 'demo12345' };
const PX_PER_MINUTE = 1.6;
const SHOTS = process.env.SHOTS_DIR;

test.use({ userAgent: CHROME_UA });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.sessionStorage.setItem('skipModalQueue', '1'));
});

/** Fails the test on console errors, except the failed loads of statuses a test provokes on purpose. */
function watchConsole(page: Page, expectedStatuses: number[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectedStatuses.some((status) => message.text().includes(`status of ${status}`))) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).exclude('[data-testid="user-menu"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe: ${what}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, who = OWNER) {
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

interface Catalogue {
  id: string;
  services: { id: string; name: string; durationMinutes: number }[];
  specialists: { id: string; name: string; serviceIds: string[] }[];
}

async function saule(api: APIRequestContext): Promise<Catalogue> {
  const response = await api.get('/api/public/business/saule');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Catalogue;
}

interface FreeTimes {
  slots: { start: string; label: string }[];
}

async function freeTimes(
  api: APIRequestContext,
  service: string,
  specialist: string,
  date: string,
): Promise<FreeTimes> {
  const query = new URLSearchParams({ business: 'saule', service, specialist, date });
  const response = await api.get(`/api/admin/appointments/free-times?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as FreeTimes;
}

const minutesOf = (label: string) => Number(label.slice(0, 2)) * 60 + Number(label.slice(3, 5));

test('the owner confirms a visit from its e-mail link and declines another with a reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // 422: the decline form sent without a reason, on purpose.
  const checkConsole = watchConsole(page, [422]);
  const owner = await apiAs(baseURL!, OWNER);
  const client = await apiAs(baseURL!, CLIENT);
  const business = await saule(owner);
  const haircut =
    business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;

  // Saulė starts asking for confirmation; the demo client books two visits, which now wait for it.
  const asks = await owner.patch(`/api/admin/business/${business.id}`, {
    data: { requiresConfirmation: true },
  });
  expect(asks.ok(), await asks.text()).toBe(true);
  const ids: string[] = [];
  try {
    const today = Temporal.Now.plainDateISO('Europe/Vilnius');
    const dates = await client.get(
      `/api/public/schedule/available-dates?${new URLSearchParams({
        business: 'saule',
        service: haircut.id,
        from: today.add({ days: 3 }).toString(),
        to: today.add({ days: 20 }).toString(),
      })}`,
    );
    const day = ((await dates.json()) as { dates: string[] }).dates[0]!;
    const slots = await client.get(
      `/api/public/schedule/available-time-slots?${new URLSearchParams({ business: 'saule', service: haircut.id, date: day })}`,
    );
    const offered = ((await slots.json()) as { slots: { start: string; specialistId: string }[] }).slots;
    for (const slot of [offered[0]!, offered.at(-1)!]) {
      const booked = await client.post('/api/user/appointments', {
        data: {
          business: 'saule',
          service: haircut.id,
          specialist: slot.specialistId,
          start: slot.start,
          note: 'Pirmą kartą pas jus.',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const { appointment } = (await booked.json()) as { appointment: { id: string; status: string } };
      expect(appointment.status).toBe('pending');
      ids.push(appointment.id);
    }
  } finally {
    await owner.patch(`/api/admin/business/${business.id}`, { data: { requiresConfirmation: false } });
  }
  const [toConfirm, toDecline] = ids as [string, string];

  // The e-mail link: the confirm page of that visit, with one button.
  await signIn(page);
  await page.goto(`/administratorius/vizitai/saule/patvirtinti/${toConfirm}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Patvirtinti vizitą?' })).toBeVisible();
  await expect(page.getByTestId('appointment-summary')).toContainText('Pirmą kartą pas jus.');
  await expect(page.getByTestId('status-badge')).toHaveText('Laukia patvirtinimo');
  await expectNoSeriousAxeViolations(page, 'vizito patvirtinimas');
  await shot(page, 'e2e-confirm');
  await page.getByRole('button', { name: 'Patvirtinti vizitą' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas patvirtintas' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Patvirtintas');
  await expect(page.getByTestId('toaster')).toContainText(
    'Vizitas patvirtintas. Klientui išsiųstas pranešimas.',
  );

  // The list shows the other one waiting (highlighted); decline it from there, with a reason.
  await page.goto('/administratorius/vizitai/sarasas/_?busena=pending&laikotarpis=visi');
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitai' })).toBeVisible();
  const row = page.locator(`[data-testid="appointment-row"][data-id="${toDecline}"]`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(page.locator(`[data-testid="appointment-row"][data-id="${toConfirm}"]`)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'vizitų sąrašas');
  await shot(page, 'e2e-list-pending');
  await row.getByRole('link', { name: /^Atmesti/ }).click();
  await expect(page).toHaveURL(new RegExp(`/administratorius/vizitai/saule/atmesti/${toDecline}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atmesti vizitą?' })).toBeVisible();
  await page.getByRole('button', { name: 'Atmesti vizitą' }).click();
  await expect(page.getByText('Nurodykite atmetimo priežastį – ją pamatys klientas.')).toBeVisible();
  await page.getByLabel(/Priežastis/).fill('Specialistė tą dieną mokysis kursuose.');
  await expectNoSeriousAxeViolations(page, 'vizito atmetimas');
  await page.getByRole('button', { name: 'Atmesti vizitą' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas atmestas' })).toBeVisible();
  await expect(page.getByTestId('appointment-summary')).toContainText(
    'Specialistė tą dieną mokysis kursuose.',
  );
  await expect(page.getByTestId('toaster')).toContainText('Vizitas atmestas.');

  // Both as the API sees them.
  for (const [id, status] of [
    [toConfirm, 'confirmed'],
    [toDecline, 'declined'],
  ] as const) {
    const response = await owner.get(`/api/admin/appointment/${id}`);
    expect(((await response.json()) as { appointment: { status: string } }).appointment.status).toBe(status);
  }
  checkConsole();
});

test.describe('calendar', () => {
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('the owner drags a visit to another free time; a drag onto another visit snaps back with the reason', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const checkConsole = watchConsole(page, [409]);
    const owner = await apiAs(baseURL!, OWNER);
    const business = await saule(owner);
    const haircut =
      business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;
    const stylist = business.specialists.find((person) => person.serviceIds.includes(haircut.id))!;

    // A weekday ahead with room: two visits placed by the owner, and a free time well after both.
    const today = Temporal.Now.plainDateISO('Europe/Vilnius');
    let day = today.add({ days: 4 });
    let free: FreeTimes['slots'] = [];
    for (let tries = 0; tries < 10; tries++, day = day.add({ days: 1 })) {
      free = (await freeTimes(owner, haircut.id, stylist.id, day.toString())).slots;
      if (free.length >= 12) break;
    }
    const first = free[0]!;
    const second = free.find((slot) => minutesOf(slot.label) >= minutesOf(first.label) + 90)!;
    const target = free.find((slot) => minutesOf(slot.label) >= minutesOf(second.label) + 90)!;
    expect(target, 'a free time for the drag').toBeTruthy();
    const created: string[] = [];
    for (const slot of [first, second]) {
      const response = await owner.post('/api/admin/appointments', {
        data: {
          business: 'saule',
          client: { name: `Kalendoriaus Klientė ${slot.label}` },
          serviceId: haircut.id,
          specialistId: stylist.id,
          start: slot.start,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { appointment: { id: string } }).appointment.id);
    }
    const [movingId, blockingId] = created as [string, string];

    await signIn(page);
    await page.goto(`/administratorius/vizitai/kalendorius/_?data=${day.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    const moving = page.locator(`[data-testid="calendar-appointment"][data-id="${movingId}"]`);
    const blocking = page.locator(`[data-testid="calendar-appointment"][data-id="${blockingId}"]`);
    await expect(moving).toHaveAttribute('data-start', first.label);
    await expect(blocking).toHaveAttribute('data-start', second.label);
    await expectNoSeriousAxeViolations(page, 'kalendorius');
    await shot(page, 'e2e-calendar-before');

    async function drag(block: typeof moving, minutes: number) {
      await block.scrollIntoViewIfNeeded();
      const box = (await block.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + 12;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 10, { steps: 2 });
      await page.mouse.move(x, y + minutes * PX_PER_MINUTE, { steps: 12 });
      await page.mouse.up();
    }

    // Drag the first visit down to the free time: saved, and still there after a reload.
    await drag(moving, minutesOf(target.label) - minutesOf(first.label));
    await expect(page.getByTestId('toaster')).toContainText('Vizitas perkeltas');
    await expect(moving).toHaveAttribute('data-start', target.label);
    await page.reload();
    await expect(moving).toHaveAttribute('data-start', target.label);
    const saved = await owner.get(`/api/admin/appointment/${movingId}`);
    expect(((await saved.json()) as { appointment: { start: string } }).appointment.start).toBe(target.start);
    await shot(page, 'e2e-calendar-moved');

    // Drag the second onto the first's new time: the server refuses, the block snaps back with the reason.
    await drag(blocking, minutesOf(target.label) - minutesOf(second.label));
    await expect(page.getByTestId('toaster')).toContainText(
      'Šis laikas jau užimtas: specialistas tuo metu turi kitą vizitą.',
    );
    await expect(blocking).toHaveAttribute('data-start', second.label);
    await shot(page, 'e2e-calendar-refused');
    const unchanged = await owner.get(`/api/admin/appointment/${blockingId}`);
    expect(((await unchanged.json()) as { appointment: { start: string } }).appointment.start).toBe(
      second.start,
    );

    // A client books that day meanwhile: the open calendar shows it without a reload (server-sent events).
    const client = await apiAs(baseURL!, CLIENT);
    const offered = await client.get(
      `/api/public/schedule/available-time-slots?${new URLSearchParams({
        business: 'saule',
        service: haircut.id,
        specialist: stylist.id,
        date: day.toString(),
      })}`,
    );
    const last = ((await offered.json()) as { slots: { start: string }[] }).slots.at(-1)!;
    const booked = await client.post('/api/user/appointments', {
      data: { business: 'saule', service: haircut.id, specialist: stylist.id, start: last.start },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookedId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;
    await expect(page.locator(`[data-testid="calendar-appointment"][data-id="${bookedId}"]`)).toBeVisible();
    checkConsole();
  });

  test('the week shows a column per specialist each day; a visit dragged to a colleague on the next day is saved', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const checkConsole = watchConsole(page);
    const owner = await apiAs(baseURL!, OWNER);
    const business = await saule(owner);
    const haircut =
      business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;
    const [fromPerson, toPerson] = business.specialists.filter((person) =>
      person.serviceIds.includes(haircut.id),
    );
    expect(toPerson, 'two specialists who cut hair').toBeTruthy();

    // A day ahead (not a Sunday, so the next day is in the same week) with room for the one, and the next day
    // with room for the other.
    const today = Temporal.Now.plainDateISO('Europe/Vilnius');
    let day = today.add({ days: 5 });
    let source: FreeTimes['slots'][number] | undefined;
    let target: FreeTimes['slots'][number] | undefined;
    for (let tries = 0; tries < 21 && !target; tries++, day = day.add({ days: 1 })) {
      if (day.dayOfWeek === 7) continue;
      const fromFree = (await freeTimes(owner, haircut.id, fromPerson!.id, day.toString())).slots;
      const toFree = (await freeTimes(owner, haircut.id, toPerson!.id, day.add({ days: 1 }).toString()))
        .slots;
      source = fromFree[Math.floor(fromFree.length / 2)];
      if (!source || toFree.length === 0) continue;
      // The nearest time of day, so both ends of the drag are on screen.
      target = toFree.reduce((best, slot) =>
        Math.abs(minutesOf(slot.label) - minutesOf(source!.label)) <
        Math.abs(minutesOf(best.label) - minutesOf(source!.label))
          ? slot
          : best,
      );
    }
    day = day.subtract({ days: 1 });
    expect(target, 'free times for the drag').toBeTruthy();
    const nextDay = day.add({ days: 1 }).toString();
    const created = await owner.post('/api/admin/appointments', {
      data: {
        business: 'saule',
        client: { name: 'Savaitės Klientė' },
        serviceId: haircut.id,
        specialistId: fromPerson!.id,
        start: source!.start,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { appointment: { id: string } }).appointment.id;

    // Whom the week shows: everyone the calendar has for that week (the active ones, and anyone with visits).
    const monday = day.subtract({ days: day.dayOfWeek - 1 });
    const calendar = await owner.get(
      `/api/admin/calendar?${new URLSearchParams({ business: 'saule', from: monday.toString(), to: monday.add({ days: 6 }).toString() })}`,
    );
    expect(calendar.ok(), await calendar.text()).toBe(true);
    const { specialists } = (await calendar.json()) as { specialists: { id: string; name: string }[] };
    expect(specialists.length).toBeGreaterThan(1);

    await signIn(page);
    await page.goto(`/administratorius/vizitai/kalendorius/_?rodinys=savaite&data=${day.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    const chooser = page.getByRole('combobox', { name: 'Specialistas' });
    await expect(chooser).toHaveValue('visi');
    await expect(chooser.locator('option').first()).toHaveText('Visi specialistai');
    await expect(page.getByTestId('calendar-day-header')).toHaveCount(7);
    await expect(page.getByTestId('calendar-column-header')).toHaveCount(7 * specialists.length);
    const dayHeaders = page
      .locator(`[data-testid="calendar-day-header"][data-date="${day.toString()}"]`)
      .getByTestId('calendar-column-header');
    await expect(dayHeaders).toHaveCount(specialists.length);
    for (const [position, person] of specialists.entries()) {
      await expect(dayHeaders.nth(position)).toHaveAttribute('data-specialist', person.id);
      await expect(dayHeaders.nth(position)).toHaveAttribute('title', new RegExp(`^${person.name}`));
      await expect(dayHeaders.nth(position)).toContainText(person.name);
    }
    const block = page.locator(`[data-testid="calendar-appointment"][data-id="${id}"]`);
    await expect(block).toHaveAttribute('data-specialist', fromPerson!.id);
    await expect(block).toHaveAttribute('data-date', day.toString());
    await expect(block).toHaveAttribute('data-start', source!.label);
    // Narrow columns stay wide enough to tap.
    expect((await block.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    await expectNoSeriousAxeViolations(page, 'kalendoriaus savaitė');

    // Both ends of the drag in sight: the grid scrolled sideways to centre them.
    const column = page.locator(
      `[data-testid="calendar-column"][data-date="${nextDay}"][data-specialist="${toPerson!.id}"]`,
    );
    await block.scrollIntoViewIfNeeded();
    const columnHandle = await column.elementHandle();
    await block.evaluate((element, other) => {
      const scroller = element.closest('[data-testid="calendar-grid"]')!.parentElement!;
      const a = element.getBoundingClientRect();
      const b = (other as HTMLElement).getBoundingClientRect();
      const frame = scroller.getBoundingClientRect();
      scroller.scrollLeft += (a.left + b.right) / 2 - (frame.left + frame.right) / 2;
    }, columnHandle);
    await shot(page, 'e2e-calendar-week-before');
    const from = (await block.boundingBox())!;
    const to = (await column.boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + 12;
    const dropX = to.x + to.width / 2;
    const dropY = y + (minutesOf(target!.label) - minutesOf(source!.label)) * PX_PER_MINUTE;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    await page.mouse.move(dropX, dropY, { steps: 16 });
    await page.mouse.up();
    await expect(page.getByTestId('toaster')).toContainText('Vizitas perkeltas');
    await expect(block).toHaveAttribute('data-specialist', toPerson!.id);
    await expect(block).toHaveAttribute('data-date', nextDay);
    await expect(block).toHaveAttribute('data-start', target!.label);

    await page.reload();
    await expect(block).toHaveAttribute('data-specialist', toPerson!.id);
    await expect(block).toHaveAttribute('data-date', nextDay);
    await expect(block).toHaveAttribute('data-start', target!.label);
    const saved = await owner.get(`/api/admin/appointment/${id}`);
    const { appointment } = (await saved.json()) as {
      appointment: { start: string; specialist: { id: string } };
    };
    expect([appointment.specialist.id, appointment.start]).toEqual([toPerson!.id, target!.start]);
    await shot(page, 'e2e-calendar-week-moved');

    // One specialist's week is still there in the chooser: a column per day.
    await chooser.selectOption(toPerson!.id);
    await expect(page).toHaveURL(new RegExp(`specialistas=${toPerson!.id}`));
    await expect(page.getByTestId('calendar-column-header')).toHaveCount(7);
    await expect(page.getByTestId('calendar-day-header')).toHaveCount(0);
    await expect(block).toHaveAttribute('data-date', nextDay);
    checkConsole();
  });
});

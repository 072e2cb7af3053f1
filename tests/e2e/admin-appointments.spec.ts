// The owner of "saule" runs the day in the browser: confirms a visit waiting for confirmation (opened as from
// the e-mail link), declines another with a reason, and drags a visit to another free time in the calendar
// (saved: it stays after a reload); a drag onto another visit is refused and snaps back with the reason; a
// client's booking appears in the open calendar by itself. The week lists every specialist's visits day by
// day (a row per specialist); a visit found there is dragged to another specialist in the day view and stays.
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
  type FreeTime,
  minutesOf,
  offeredDates,
  offeredTimes,
  publicBusiness,
  salonToday,
} from './support/salon-api.ts';

const PX_PER_MINUTE = 1.6;
test.use({ userAgent: CHROME_UA, skipModalQueue: true });

test('the owner confirms a visit from its e-mail link and declines another with a reason', async ({
  page,
  baseURL,
  consoleErrors,
  context,
}) => {
  test.setTimeout(180_000);
  // 422: the decline form sent without a reason, on purpose.
  consoleErrors.allow(422);
  const owner = await signedInApi(baseURL!, 'owner');
  const client = await signedInApi(baseURL!, 'client');
  const business = await publicBusiness(owner);
  const haircut =
    business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;

  // Saulė starts asking for confirmation; the demo client books two visits, which now wait for it.
  const asks = await owner.patch(`/api/admin/business/${business.id}`, {
    data: { requiresConfirmation: true },
  });
  expect(asks.ok(), await asks.text()).toBe(true);
  const ids: string[] = [];
  try {
    const today = salonToday();
    const day = (
      await offeredDates(client, {
        service: haircut.id,
        from: today.add({ days: 3 }).toString(),
        to: today.add({ days: 20 }).toString(),
      })
    )[0]!;
    const offered = await offeredTimes(client, { service: haircut.id, date: day });
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
  await signInByCookie(context, 'owner', baseURL!);
  await page.goto(`/administratorius/vizitai/saule/patvirtinti/${toConfirm}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Patvirtinti vizitą?' })).toBeVisible();
  await expect(page.getByTestId('appointment-summary')).toContainText('Pirmą kartą pas jus.');
  await expect(page.getByTestId('status-badge')).toHaveText('Laukia patvirtinimo');
  await expectNoA11yViolations(page, { what: 'vizito patvirtinimas', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'e2e-confirm', { widths: 'current' });
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
  await expectNoA11yViolations(page, { what: 'vizitų sąrašas', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'e2e-list-pending', { widths: 'current' });
  await row.getByRole('link', { name: /^Atmesti/ }).click();
  await expect(page).toHaveURL(new RegExp(`/administratorius/vizitai/saule/atmesti/${toDecline}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atmesti vizitą?' })).toBeVisible();
  await page.getByRole('button', { name: 'Atmesti vizitą' }).click();
  await expect(page.getByText('Nurodykite atmetimo priežastį – ją pamatys klientas.')).toBeVisible();
  await page.getByLabel(/Priežastis/).fill('Specialistė tą dieną mokysis kursuose.');
  await expectNoA11yViolations(page, { what: 'vizito atmetimas', exclude: '[data-testid="user-menu"]' });
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
});

test.describe('calendar', () => {
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('the owner drags a visit to another free time; a drag onto another visit snaps back with the reason', async ({
    page,
    baseURL,
    consoleErrors,
    context,
  }) => {
    test.setTimeout(180_000);
    consoleErrors.allow(409);
    const owner = await signedInApi(baseURL!, 'owner');
    const business = await publicBusiness(owner);
    const haircut =
      business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;
    const stylist = business.specialists.find((person) => person.serviceIds.includes(haircut.id))!;

    // A weekday ahead with room: two visits placed by the owner, and a free time well after both.
    const today = salonToday();
    let day = today.add({ days: 4 });
    let free: FreeTime[] = [];
    for (let tries = 0; tries < 10; tries++, day = day.add({ days: 1 })) {
      free = await adminFreeTimes(owner, {
        service: haircut.id,
        specialist: stylist.id,
        date: day.toString(),
      });
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

    await signInByCookie(context, 'owner', baseURL!);
    await page.goto(`/administratorius/vizitai/kalendorius/_?data=${day.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    const moving = page.locator(`[data-testid="calendar-appointment"][data-id="${movingId}"]`);
    const blocking = page.locator(`[data-testid="calendar-appointment"][data-id="${blockingId}"]`);
    await expect(moving).toHaveAttribute('data-start', first.label);
    await expect(blocking).toHaveAttribute('data-start', second.label);
    await expectNoA11yViolations(page, { what: 'kalendorius', exclude: '[data-testid="user-menu"]' });
    await snap(page, 'e2e-calendar-before', { widths: 'current' });

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
    await snap(page, 'e2e-calendar-moved', { widths: 'current' });

    // Drag the second onto the first's new time: the server refuses, the block snaps back with the reason.
    await drag(blocking, minutesOf(target.label) - minutesOf(second.label));
    await expect(page.getByTestId('toaster')).toContainText(
      new RegExp(`Šis laikas jau užimtas: .+ tuo metu turi kitą vizitą \\(${target.label}–`),
    );
    await expect(blocking).toHaveAttribute('data-start', second.label);
    await snap(page, 'e2e-calendar-refused', { widths: 'current' });
    const unchanged = await owner.get(`/api/admin/appointment/${blockingId}`);
    expect(((await unchanged.json()) as { appointment: { start: string } }).appointment.start).toBe(
      second.start,
    );

    // A client books that day meanwhile: the open calendar shows it without a reload (server-sent events).
    const client = await signedInApi(baseURL!, 'client');
    const last = (
      await offeredTimes(client, { service: haircut.id, specialist: stylist.id, date: day.toString() })
    ).at(-1)!;
    const booked = await client.post('/api/user/appointments', {
      data: { business: 'saule', service: haircut.id, specialist: stylist.id, start: last.start },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookedId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;
    await expect(page.locator(`[data-testid="calendar-appointment"][data-id="${bookedId}"]`)).toBeVisible();
  });

  test('the week lists every specialist’s visits day by day; a visit opened there is dragged to a colleague in the day view', async ({
    page,
    baseURL,
    context,
  }) => {
    test.setTimeout(180_000);
    const owner = await signedInApi(baseURL!, 'owner');
    const business = await publicBusiness(owner);
    const haircut =
      business.services.find((service) => service.name === 'Moteriškas kirpimas') ?? business.services[0]!;
    const [fromPerson, toPerson] = business.specialists.filter((person) =>
      person.serviceIds.includes(haircut.id),
    );
    expect(toPerson, 'two specialists who cut hair').toBeTruthy();

    // A day ahead with room for the one, and room for the other the same day.
    const today = salonToday();
    let day = today.add({ days: 5 });
    let source: FreeTime | undefined;
    let target: FreeTime | undefined;
    for (let tries = 0; tries < 21 && !target; tries++, day = day.add({ days: 1 })) {
      const fromFree = await adminFreeTimes(owner, {
        service: haircut.id,
        specialist: fromPerson!.id,
        date: day.toString(),
      });
      const toFree = await adminFreeTimes(owner, {
        service: haircut.id,
        specialist: toPerson!.id,
        date: day.toString(),
      });
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
    const name = `Savaitės Klientė ${Date.now()}`;
    const created = await owner.post('/api/admin/appointments', {
      data: {
        business: 'saule',
        client: { name },
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

    await signInByCookie(context, 'owner', baseURL!);
    await page.goto(`/administratorius/vizitai/kalendorius/_?rodinys=savaite&data=${day.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
    const chooser = page.getByRole('combobox', { name: 'Specialistas' });
    await expect(chooser).toHaveValue('visi');
    await expect(chooser.locator('option').first()).toHaveText('Visi specialistai');

    // A row per specialist, seven days across; the visit a chip in its specialist's cell of its day.
    const overview = page.getByTestId('week-overview');
    await expect(overview.getByTestId('week-day-header')).toHaveCount(7);
    const rows = overview.getByTestId('week-row');
    await expect(rows).toHaveCount(specialists.length);
    for (const [position, person] of specialists.entries()) {
      await expect(rows.nth(position)).toHaveAttribute('data-specialist', person.id);
      await expect(rows.nth(position).getByRole('rowheader')).toContainText(person.name);
    }
    const chipIn = (specialistId: string) =>
      overview.locator(
        `[data-testid="week-cell"][data-date="${day.toString()}"][data-specialist="${specialistId}"] [data-testid="week-visit"][data-id="${id}"]`,
      );
    await expect(chipIn(fromPerson!.id)).toBeVisible();
    await expect(chipIn(fromPerson!.id)).toContainText(`${source!.label}–`);
    await expect(chipIn(fromPerson!.id)).toContainText(name);
    // Nothing in the overview is dragged: no handles, no grab cursor.
    await expect(overview.getByTestId('resize-handle')).toHaveCount(0);
    await expect(chipIn(fromPerson!.id)).toHaveCSS('cursor', 'pointer');
    await expectNoA11yViolations(page, {
      what: 'kalendoriaus savaitė',
      exclude: '[data-testid="user-menu"]',
    });
    await snap(page, 'e2e-calendar-week-before', { widths: 'current' });

    // The chip opens the visit as the day view does.
    await chipIn(fromPerson!.id).click();
    const dialog = page.getByTestId('appointment-dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await dialog.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(dialog).toBeHidden();

    // The day's header leads to the day view, where the visit is dragged to the colleague.
    await overview
      .locator(`[data-testid="week-day-header"][data-date="${day.toString()}"]`)
      .getByRole('link')
      .click();
    await expect(page).not.toHaveURL(/rodinys=savaite/);
    const block = page.locator(`[data-testid="calendar-appointment"][data-id="${id}"]`);
    await expect(block).toHaveAttribute('data-specialist', fromPerson!.id);
    await expect(block).toHaveAttribute('data-start', source!.label);
    const column = page.locator(
      `[data-testid="calendar-column"][data-date="${day.toString()}"][data-specialist="${toPerson!.id}"]`,
    );
    await block.scrollIntoViewIfNeeded();
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
    await expect(block).toHaveAttribute('data-start', target!.label);

    await page.reload();
    await expect(block).toHaveAttribute('data-specialist', toPerson!.id);
    await expect(block).toHaveAttribute('data-start', target!.label);
    const saved = await owner.get(`/api/admin/appointment/${id}`);
    const { appointment } = (await saved.json()) as {
      appointment: { start: string; specialist: { id: string } };
    };
    expect([appointment.specialist.id, appointment.start]).toEqual([toPerson!.id, target!.start]);

    // Back in the week, one specialist chosen: one row, the visit now with the colleague.
    await page.goto(`/administratorius/vizitai/kalendorius/_?rodinys=savaite&data=${day.toString()}`);
    await chooser.selectOption(toPerson!.id);
    await expect(page).toHaveURL(new RegExp(`specialistas=${toPerson!.id}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-specialist', toPerson!.id);
    await expect(chipIn(toPerson!.id)).toContainText(`${target!.label}–`);
    await snap(page, 'e2e-calendar-week-moved', { widths: 'current' });
  });
});

test('a broken filter in the address is left out with a notice, and the menu names the salon', async ({
  page,
  baseURL,
  context,
}) => {
  await signInByCookie(context, 'owner', baseURL!);
  await page.goto('/administratorius/vizitai/sarasas/saule?busena=sapnas&puslapis=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('toaster')).toContainText(
    'Kai kurios filtro reikšmės adrese netinkamos – jų nepaisėme.',
  );

  // On the admin home (no business in its address) the menu's links still carry the salon's own address.
  await page.goto('/administratorius');
  const calendarLink = page.getByRole('link', { name: 'Kalendorius' }).first();
  await expect(calendarLink).toHaveAttribute('href', '/administratorius/vizitai/kalendorius/saule');
});

// The owner of "saule" runs the day in the browser: confirms a visit waiting for confirmation (opened as from
// the e-mail link), declines another with a reason, and drags a visit to another free time in the calendar
// (saved: it stays after a reload); a drag onto another visit is refused and snaps back with the reason; a
// client's booking appears in the open calendar by itself. The week shows every specialist side by side (a
// group of columns per day) and a visit dragged to another specialist on another day stays there.
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

  test('the week shows a column per specialist each day; a visit dragged to a colleague on the next day is saved', async ({
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

    // A day ahead (not a Sunday, so the next day is in the same week) with room for the one, and the next day
    // with room for the other.
    const today = salonToday();
    let day = today.add({ days: 5 });
    let source: FreeTime | undefined;
    let target: FreeTime | undefined;
    for (let tries = 0; tries < 21 && !target; tries++, day = day.add({ days: 1 })) {
      if (day.dayOfWeek === 7) continue;
      const fromFree = await adminFreeTimes(owner, {
        service: haircut.id,
        specialist: fromPerson!.id,
        date: day.toString(),
      });
      const toFree = await adminFreeTimes(owner, {
        service: haircut.id,
        specialist: toPerson!.id,
        date: day.add({ days: 1 }).toString(),
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

    await signInByCookie(context, 'owner', baseURL!);
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
    await expectNoA11yViolations(page, {
      what: 'kalendoriaus savaitė',
      exclude: '[data-testid="user-menu"]',
    });

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
    await snap(page, 'e2e-calendar-week-before', { widths: 'current' });
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
    await snap(page, 'e2e-calendar-week-moved', { widths: 'current' });

    // One specialist's week is still there in the chooser: a column per day.
    await chooser.selectOption(toPerson!.id);
    await expect(page).toHaveURL(new RegExp(`specialistas=${toPerson!.id}`));
    await expect(page.getByTestId('calendar-column-header')).toHaveCount(7);
    await expect(page.getByTestId('calendar-day-header')).toHaveCount(0);
    await expect(block).toHaveAttribute('data-date', nextDay);
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

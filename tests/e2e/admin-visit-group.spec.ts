// A visit of several services in the salon's calendar: the demo client books a haircut and a colouring as
// one visit; the owner sees one block for it (the client, "Moteriškas kirpimas + Plaukų dažymas", the whole
// time), drags it later in the day view, and both parts move; "Atšaukti" in the toast puts both back.
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import { minutesOf, publicBusiness, salonToday } from './support/salon-api.ts';

const PX_PER_MINUTE = 1.6;
test.use({ userAgent: CHROME_UA, skipModalQueue: true, viewport: { width: 1280, height: 1500 } });

interface Slot {
  start: string;
  label: string;
  specialistId: string;
}

test('the owner drags a visit of two services as one block, and both parts move', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInApi(baseURL!, 'owner');
  const client = await signedInApi(baseURL!, 'client');
  const business = await publicBusiness(owner);
  const haircut = business.services.find((service) => service.name === 'Moteriškas kirpimas')!;
  const colouring = business.services.find((service) => service.name === 'Plaukų dažymas')!;
  const stylist = business.specialists.find(
    (person) => person.serviceIds.includes(haircut.id) && person.serviceIds.includes(colouring.id),
  )!;
  const services = `${haircut.id},${colouring.id}`;

  // A day ahead with two times for the whole visit, far enough apart that the moved visit clears its own.
  let day = salonToday().add({ days: 4 });
  let from: Slot | undefined;
  let to: Slot | undefined;
  for (let tries = 0; tries < 14; tries++) {
    const answer = await client.get(
      `/api/public/schedule/available-time-slots?${new URLSearchParams({
        business: 'saule',
        services,
        specialist: stylist.id,
        date: day.toString(),
      })}`,
    );
    expect(answer.ok(), await answer.text()).toBe(true);
    const slots = ((await answer.json()) as { slots: Slot[] }).slots;
    from = slots[0];
    to = from && slots.find((slot) => minutesOf(slot.label) >= minutesOf(from!.label) + 240);
    if (to) break;
    day = day.add({ days: 1 });
  }
  expect(to, 'two times for the visit on one day').toBeTruthy();
  const booked = await client.post('/api/user/appointments', {
    data: {
      business: 'saule',
      services: [haircut.id, colouring.id],
      specialist: stylist.id,
      start: from!.start,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const parts = ((await booked.json()) as { appointments: { id: string; start: string }[] }).appointments;
  expect(parts).toHaveLength(2);
  const [first, second] = parts as [{ id: string; start: string }, { id: string; start: string }];
  const partStart = async (id: string) =>
    (
      (await (await owner.get(`/api/admin/appointment/${id}`)).json()) as {
        appointment: { start: string };
      }
    ).appointment.start;
  const offsetMinutes = minutesOf(to!.label) - minutesOf(from!.label);
  const shifted = (iso: string) => Date.parse(iso) + offsetMinutes * 60_000;

  try {
    await signInByCookie(context, 'owner', baseURL!);
    await page.goto(`/administratorius/vizitai/kalendorius/_?data=${day.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalendorius' })).toBeVisible();
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');

    // One block for the visit, named by its first part, with both services and the whole time.
    const block = page.locator(`[data-testid="calendar-appointment"][data-id="${first.id}"]`);
    await expect(block).toHaveAttribute('data-parts', '2');
    await expect(block).toHaveAttribute('data-start', from!.label);
    await expect(block).toContainText('Moteriškas kirpimas + Plaukų dažymas');
    await expect(page.locator(`[data-testid="calendar-appointment"][data-id="${second.id}"]`)).toHaveCount(0);
    await expect(block.getByTestId('visit-part-divider')).toHaveCount(1);
    await expect(block.getByTestId('resize-handle')).toHaveCount(0);
    await expectNoA11yViolations(page, {
      what: 'kelių paslaugų vizitas kalendoriuje',
      exclude: '[data-testid="user-menu"]',
    });
    await block.scrollIntoViewIfNeeded();
    await snap(page, 'visit-group-calendar', { widths: [1280, 390] });
    await page.setViewportSize({ width: 1280, height: 1500 });

    // Dragged later: both parts move by as much.
    await block.scrollIntoViewIfNeeded();
    const box = (await block.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 12;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    await page.mouse.move(x, y + offsetMinutes * PX_PER_MINUTE, { steps: 16 });
    await page.mouse.up();
    await expect(page.getByTestId('toaster')).toContainText('Vizitas perkeltas');
    await expect(block).toHaveAttribute('data-start', to!.label);
    expect(Date.parse(await partStart(first.id))).toBe(shifted(first.start));
    expect(Date.parse(await partStart(second.id))).toBe(shifted(second.start));
    await snap(page, 'visit-group-calendar-moved', { widths: 'current' });

    // The toast's undo puts the whole visit back.
    await page.getByTestId('toaster').getByRole('button', { name: 'Atšaukti' }).click();
    await expect(page.getByTestId('toaster')).toContainText('Perkėlimas atšauktas');
    await expect(block).toHaveAttribute('data-start', from!.label);
    expect(await partStart(first.id)).toBe(first.start);
    expect(await partStart(second.id)).toBe(second.start);

    // The colouring's edit page offers it only where the whole visit fits: the visit's own free times (as
    // the client's move offers them), each moved on by the haircut before it.
    const whole = await client.get(
      `/api/public/schedule/available-time-slots?${new URLSearchParams({
        business: 'saule',
        services,
        specialist: stylist.id,
        date: day.toString(),
        visit: first.id,
      })}`,
    );
    expect(whole.ok(), await whole.text()).toBe(true);
    const partOffset = (Date.parse(second.start) - Date.parse(first.start)) / 60_000;
    const wallTime = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const expected = ((await whole.json()) as { slots: Slot[] }).slots.map((slot) =>
      wallTime(minutesOf(slot.label) + partOffset),
    );
    expect(expected.length).toBeGreaterThan(1);
    await page.goto(`/administratorius/vizitai/saule/redaguoti/${second.id}`);
    await expect(page.getByTestId('free-times').locator('label')).toHaveText(expected);
    await snap(page, 'visit-group-part-edit', { widths: 'current' });
  } finally {
    await client.post('/api/user/appointment/decline', { data: { id: first.id } });
  }
});

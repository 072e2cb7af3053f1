// A client moves their visit from "Mano vizitai" on a phone: the booking calendar offers a time overlapping
// the visit's own, and the list shows the new time.
import { formatTimeRange } from '../../src/core/format/lithuanian-dates.ts';
import { bookSaule } from './support/booking.ts';
import { expect, expectNoA11yViolations, signInRequest, snap, test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, skipModalQueue: true });

interface Visit {
  id: string;
  start: string;
  end: string;
  timeZone: string;
  service: { id: string };
  specialist: { id: string };
}

test('a client moves a visit from "Mano vizitai" and sees the new time', async ({ page, baseURL }) => {
  await signInRequest(page.request, 'client', baseURL ?? '');
  const id = await bookSaule(page.request, baseURL ?? '', 30);
  const visits = (await (await page.request.get('/api/user/appointments')).json()) as { items: Visit[] };
  const visit = visits.items.find((item) => item.id === id)!;
  const date = visit.start.slice(0, 10);
  // A time that overlaps the visit's own: offered only because the visit being moved frees it.
  const query = new URLSearchParams({
    business: 'saule',
    service: visit.service.id,
    specialist: visit.specialist.id,
    date,
    visit: id,
  });
  const slots = (await (
    await page.request.get(`/api/public/schedule/available-time-slots?${query}`)
  ).json()) as {
    slots: { start: string; end: string; label: string }[];
  };
  const target = slots.slots.find(
    (slot) =>
      Date.parse(slot.start) > Date.parse(visit.start) && Date.parse(slot.start) < Date.parse(visit.end),
  )!;
  expect(target, 'a time overlapping the visit is offered while moving it').toBeDefined();

  await page.goto('/mano-vizitai');
  const card = page.locator(`[data-appointment-id="${id}"]`);
  await expect(card).toContainText(formatTimeRange(visit.start, visit.end, visit.timeZone));
  await card.getByRole('link', { name: 'Perkelti' }).click();
  await expect(page).toHaveURL(new RegExp(`/mano-vizitai/${id}/perkelti$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perkelti vizitą' })).toBeVisible();
  await expect(page.getByTestId('current-time')).toContainText(
    formatTimeRange(visit.start, visit.end, visit.timeZone),
  );

  // The calendar opens on the visit's own day, a month or so ahead, with its times.
  await expect(page.locator('[role="gridcell"][aria-selected="true"] [data-day]')).toHaveAttribute(
    'data-day',
    date,
  );
  const move = page.getByRole('button', { name: 'Perkelti vizitą' });
  await expect(move).toBeDisabled();
  await page.getByRole('button', { name: target.label, exact: true }).click();
  await expect(page.getByText('Naujas laikas:')).toContainText(target.label);
  await expectNoA11yViolations(page, { what: 'vizito perkėlimas', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'perkelti-vizita');

  await move.click();
  await expect(page).toHaveURL(new RegExp(`/mano-vizitai\\?vizitas=${id}$`));
  await expect(page.getByTestId('toaster')).toContainText('Vizitas perkeltas.');
  const moved = page.locator(`[data-appointment-id="${id}"]`);
  await expect(moved).toContainText(formatTimeRange(target.start, target.end, visit.timeZone));
  await snap(page, 'mano-vizitai-perkeltas');

  // Inside the salon's app, the same card leads to the app's own move page.
  await page.goto('/saule/mano-vizitai');
  await expect(
    page.locator(`[data-appointment-id="${id}"]`).getByRole('link', { name: 'Perkelti' }),
  ).toHaveAttribute('href', `/saule/mano-vizitai/${id}/perkelti`);
});

test('a client moves a visit to another specialist who does the service', async ({ page, baseURL }) => {
  await signInRequest(page.request, 'client', baseURL ?? '');
  const id = await bookSaule(page.request, baseURL ?? '', 40);
  const visits = (await (await page.request.get('/api/user/appointments')).json()) as { items: Visit[] };
  const visit = visits.items.find((item) => item.id === id)!;
  const options = (await (
    await page.request.get(
      `/api/public/schedule/calendar-options?${new URLSearchParams({ business: 'saule', service: visit.service.id, specialist: visit.specialist.id })}`,
    )
  ).json()) as { specialists: { id: string; name: string }[] };
  const colleague = options.specialists.find((person) => person.id !== visit.specialist.id);
  expect(colleague, 'the demo service has more than one specialist').toBeDefined();
  // The colleague's first free day from the visit's on, as the calendar will offer it.
  const dates = (await (
    await page.request.get(
      `/api/public/schedule/available-dates?${new URLSearchParams({
        business: 'saule',
        service: visit.service.id,
        specialist: colleague!.id,
        visit: id,
        from: visit.start.slice(0, 10),
        to: new Date(Date.parse(visit.start) + 20 * 86_400_000).toISOString().slice(0, 10),
      })}`,
    )
  ).json()) as { dates: string[] };
  const date = dates.dates[0]!;

  await page.goto(`/mano-vizitai/${id}/perkelti`);
  await page.getByLabel('Specialistas').selectOption(colleague!.id);
  const day = page.locator(`[data-day="${date}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  await day.click();
  await page.locator('[role="group"][aria-labelledby^="laikai-"] button').first().click();
  await expect(page.getByText('Naujas laikas:')).toContainText(colleague!.name);
  // With another specialist no time is the visit's own.
  await expect(page.getByText('dabartinis', { exact: true })).toHaveCount(0);
  await snap(page, 'perkelti-kitam-specialistui');
  await page.getByRole('button', { name: 'Perkelti vizitą' }).click();
  await expect(page).toHaveURL(new RegExp(`/mano-vizitai\\?vizitas=${id}$`));
  await expect(page.locator(`[data-appointment-id="${id}"]`)).toContainText(colleague!.name);
  const after = (await (await page.request.get('/api/user/appointments')).json()) as { items: Visit[] };
  expect(after.items.find((item) => item.id === id)?.specialist.id).toBe(colleague!.id);
});

// Search by free time as people use it: on a 360 px phone, from the home page's "Laisvi laikai šiandien" to a
// booked visit in at most three taps after signing in, and a search for this evening's times; on a desktop, the
// search form's day, part of the day and price filters, with the address carrying them (reload, Back) and such
// a page kept out of search engines.
//
// The spec runs against the e2e server on a controlled clock (playwright.config.ts, project
// "controlled-clock"): Tuesday 8 December 2026, 14:00 in Vilnius when the run starts, running on from there
// (support/e2e-clock.ts), the browser's clock with it. Every Vilnius salon of the demo data is open; free times
// start an hour after now (the salons' lead time). The exact times depend on the minute the spec runs and on the
// demo visits, so the page is held to the API's answer for the same search; what the schedules settle
// (which salons, which day, which window) is written out.
import type { APIRequestContext, Locator } from '@playwright/test';
import type { BusinessSearchResult } from '../../src/contracts/catalog.ts';
import { clockNow, E2E_CLOCK_START } from './support/e2e-clock.ts';
import { CHROME_UA, expect, expectNoA11yViolations, signInByCookie, snap, test } from './support/test.ts';
import { dayOf, labelOf, minutesOf } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const TODAY = '2026-12-08';
const TOMORROW = '2026-12-09';
/** A Friday of the next week, picked from the calendar. */
const FRIDAY = '2026-12-11';
/** The onboarded demo salons in Vilnius: both cut hair on Tuesday evenings, neither does nails then. */
const VILNIUS_SALONS = ['Grožio studija Saulė', 'Kirpykla Žirklės'];

async function search(api: APIRequestContext, query: Record<string, string>): Promise<BusinessSearchResult> {
  const response = await api.get(`/api/public/business/search?${new URLSearchParams(query)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as BusinessSearchResult;
}

test('the server and the browser run on the controlled clock', async ({ page, serverClock }) => {
  expect(serverClock, 'this spec runs in the "controlled-clock" project').not.toBeNull();
  expect(dayOf(E2E_CLOCK_START)).toBe(TODAY);
  const server = clockNow(serverClock!).getTime();
  // The clock runs on: a run that is slow to reach this spec is still on the same afternoon.
  expect(server - Date.parse(E2E_CLOCK_START)).toBeGreaterThanOrEqual(0);
  expect(server - Date.parse(E2E_CLOCK_START)).toBeLessThan(60 * 60_000);
  await page.goto('/');
  // The server's "today" (its search form's first day) and the browser's time are the clock's.
  const when = page.getByRole('search', { name: 'Grožio specialistų paieška' }).getByLabel('Kada');
  await expect(when.getByRole('option', { name: 'Šiandien' })).toHaveAttribute('value', TODAY);
  await expect(when.getByRole('option', { name: 'Rytoj' })).toHaveAttribute('value', TOMORROW);
  const browser = await page.evaluate(() => Date.now());
  expect(Math.abs(browser - server)).toBeLessThan(60_000);
  // Not frozen: the page's timers and clock move on.
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(browser);
});

test('on a phone, a signed-in client books one of "Laisvi laikai šiandien" in at most three taps', async ({
  page,
  request,
  serverClock,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInByCookie(context, 'client', baseURL!);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  await page.goto('/');
  const today = await search(request, { location: 'vilnius', date: TODAY, sort: 'earliest' });
  const section = page.locator('section#laisvi-laikai');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Laisvi laikai šiandien');
  await expect(section.getByRole('link', { name: 'Vilnius', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Both Vilnius salons, each with its best-matching service and its real free times: today, after now.
  expect(today.items.map((item) => item.name).sort()).toEqual(VILNIUS_SALONS);
  const now = clockNow(serverClock!).getTime();
  for (const item of today.items) {
    expect(item.freeTimes.length, item.name).toBeGreaterThan(0);
    for (const free of item.freeTimes) {
      expect(dayOf(free.start)).toBe(TODAY);
      expect(Date.parse(free.start)).toBeGreaterThan(now);
    }
    const card = section.getByRole('article').filter({ hasText: item.name });
    await expect(card.getByText(item.match!.serviceName, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').getByRole('link')).toHaveText(
      item.freeTimes.map((free) => labelOf(free.start)),
    );
  }
  await expect(section.getByRole('article')).toHaveCount(VILNIUS_SALONS.length);
  await snap(page, 'search-free-time-home', { widths: [360, 1280] });
  // Nothing cut or spilling over at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A time opens the booking at its last step: service, specialist, day and time chosen.
  const first = today.items[0]!;
  const free = first.freeTimes[0]!;
  const chosen = labelOf(free.start);
  await tap(
    section.getByRole('article').filter({ hasText: first.name }).getByRole('link', { name: chosen }).first(),
  );
  await expect(page).toHaveURL(
    `/naujas-vizitas/${first.slug}?paslauga=${first.match!.serviceId}&specialistas=${free.specialistId}&data=${TODAY}&laikas=${chosen.replace(':', '%3A')}`,
  );
  const main = page.locator('main');
  const confirm = main.getByRole('button', { name: 'Patvirtinti registraciją' });
  await expect(confirm).toBeVisible();
  await expect(main).toContainText(chosen);
  await expect(main).toContainText(first.match!.serviceName);
  await snap(page, 'search-free-time-confirm', { widths: [360] });

  // Confirming books it: neither Vilnius salon asks to confirm visits.
  await tap(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  expect(taps).toBeLessThanOrEqual(3);

  // The next search no longer offers that time with that specialist, and the home page shows what it offers.
  const after = await search(request, { location: 'vilnius', date: TODAY, sort: 'earliest' });
  const same = after.items.find((item) => item.id === first.id);
  expect(
    same?.freeTimes.some((time) => time.start === free.start && time.specialistId === free.specialistId),
  ).not.toBe(true);
  await page.goto('/');
  const card = page.locator('section#laisvi-laikai').getByRole('article').filter({ hasText: first.name });
  await expect(card.getByRole('listitem').getByRole('link')).toHaveText(
    (same?.freeTimes ?? []).map((time) => labelOf(time.start)),
  );
});

test('on a phone, this evening 17:00–20:00 finds both Vilnius salons for a haircut, none for nails', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/grozio-specialistai/visi/vilnius');
  const form = page.getByRole('search', { name: 'Grožio specialistų paieška' });
  await form.getByLabel('Paslauga', { exact: true }).selectOption({ label: 'Kirpimas' });
  await form.getByLabel('Kada').selectOption({ label: 'Šiandien' });
  await form.getByLabel('Laikas').selectOption({ label: 'Nuo–iki…' });
  // The window a person most often wants after work is the one offered.
  await expect(form.getByLabel('Nuo', { exact: true })).toHaveValue('17:00');
  await expect(form.getByLabel('Iki', { exact: true })).toHaveValue('20:00');
  await form.getByRole('button', { name: 'Ieškoti' }).click();

  await expect(page).toHaveURL(`/grozio-specialistai/kirpejai/vilnius?data=${TODAY}&nuo=17%3A00&iki=20%3A00`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kirpėjai Vilniuje šiandien 17:00\u2060–\u206020:00',
  );
  const expected = await search(request, {
    area: 'kirpejai',
    location: 'vilnius',
    date: TODAY,
    from: '17:00',
    to: '20:00',
  });
  expect(expected.items.map((item) => item.name).sort()).toEqual(VILNIUS_SALONS);
  const cards = page.locator('main ul[aria-busy] > li');
  await expect(cards).toHaveCount(VILNIUS_SALONS.length);
  for (const item of expected.items) {
    const labels = item.freeTimes.map((free) => labelOf(free.start));
    expect(labels.length, item.name).toBeGreaterThan(0);
    for (const label of labels) expect(minutesOf(label)).toBeGreaterThanOrEqual(17 * 60);
    for (const label of labels) expect(minutesOf(label)).toBeLessThan(20 * 60);
    const card = cards.filter({ hasText: item.name });
    await expect(card.getByText(item.match!.serviceName, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').getByRole('link')).toHaveText(labels);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, 'search-free-time-evening', { widths: [360] });

  // Nails: Saulė's manicurists have gone home by 17:00 on a Tuesday. The empty page offers the whole day.
  await form.getByLabel('Paslauga', { exact: true }).selectOption({ label: 'Manikiūras' });
  await form.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(
    `/grozio-specialistai/manikiuras/vilnius?data=${TODAY}&nuo=17%3A00&iki=20%3A00`,
  );
  await expect(cards).toHaveCount(0);
  await snap(page, 'search-free-time-none', { widths: [360] });
  await page.getByRole('link', { name: 'Visą dieną' }).click();
  await expect(page).toHaveURL(`/grozio-specialistai/manikiuras/vilnius?data=${TODAY}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Grožio studija Saulė');
  await snap(page, 'search-free-time-nails', { widths: [360] });
});

test('on a desktop, the search form finds tomorrow afternoon under a price ceiling, and the address keeps it', async ({
  page,
  request,
}) => {
  // Four searches, the calendar loaded on demand and an accessibility scan: about 40 s on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/grozio-specialistai/visi/vilnius');
  // A date-less listing is the canonical page, open to search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const form = page.getByRole('search', { name: 'Grožio specialistų paieška' });
  await form.getByLabel('Kada').selectOption({ label: 'Rytoj' });
  await form.getByLabel('Laikas').selectOption({ label: 'Diena' });
  await form.getByLabel('Kaina iki').selectOption({ label: '50 €' });
  await form.getByRole('button', { name: 'Ieškoti' }).click();

  await expect(page).toHaveURL(
    `/grozio-specialistai/visi/vilnius?data=${TOMORROW}&nuo=12%3A00&iki=17%3A00&kaina-iki=50`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Grožio specialistai Vilniuje rytoj 12:00\u2060–\u206017:00',
  );
  // A page of free times changes by the minute: kept out of the index, the listing named as canonical.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/grozio-specialistai\/visi\/vilnius$/,
  );

  // Both Vilnius salons work on Wednesday afternoons: each with times inside the window and a service under
  // the ceiling, as the API lists them.
  const expected = await search(request, {
    location: 'vilnius',
    date: TOMORROW,
    from: '12:00',
    to: '17:00',
    priceMax: '5000',
  });
  expect(expected.items.map((item) => item.name).sort()).toEqual(VILNIUS_SALONS);
  const cards = page.locator('main ul[aria-busy] > li');
  await expect(cards).toHaveCount(VILNIUS_SALONS.length);
  for (const item of expected.items) {
    const card = cards.filter({ hasText: item.name });
    await expect(card.getByText(item.match!.serviceName, { exact: true })).toBeVisible();
    const labels = await card.getByRole('listitem').getByRole('link').allTextContents();
    expect(labels).toEqual(item.freeTimes.map((free) => labelOf(free.start)));
    expect(labels.length, item.name).toBeGreaterThan(0);
    for (const label of labels) expect(minutesOf(label)).toBeGreaterThanOrEqual(12 * 60);
    for (const label of labels) expect(minutesOf(label)).toBeLessThan(17 * 60);
    expect(item.match!.priceCents).toBeLessThanOrEqual(5000);
  }
  // The form shows the search it made.
  await expect(form.getByLabel('Kada')).toHaveValue(TOMORROW);
  await expect(form.getByLabel('Laikas')).toHaveValue('12:00-17:00');
  await expect(form.getByLabel('Kaina iki')).toHaveValue('50');
  await expectNoA11yViolations(page, { what: 'paieška pagal laiką', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'search-free-time-results');

  // Another day comes from the calendar (React Aria's lt-LT date picker, loaded when asked for).
  await form.getByLabel('Kada').selectOption({ label: 'Kita diena…' });
  const picker = page.getByTestId('date-data');
  await expect(picker).toBeVisible();
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(FRIDAY.replaceAll('-', ''));
  await form.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(
    `/grozio-specialistai/visi/vilnius?data=${FRIDAY}&nuo=12%3A00&iki=17%3A00&kaina-iki=50`,
  );
  await expect(form.getByLabel('Kada')).toHaveValue('kita');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Grožio specialistai Vilniuje gruodžio 11 d. 12:00\u2060–\u206017:00',
  );
  await expect(cards).toHaveCount(VILNIUS_SALONS.length);

  // Another order keeps every filter; a reload keeps the page, Back returns to the previous order.
  await page
    .getByRole('navigation', { name: 'Rikiavimas' })
    .getByRole('link', { name: 'Anksčiausias laikas' })
    .click();
  await expect(page).toHaveURL(
    `/grozio-specialistai/visi/vilnius?data=${FRIDAY}&nuo=12%3A00&iki=17%3A00&kaina-iki=50&rikiuoti=anksciausias-laikas`,
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Anksčiausias laikas' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(page).toHaveURL(/kaina-iki=50$/);
  await snap(page, 'search-free-time-other-day', { widths: [360] });
});

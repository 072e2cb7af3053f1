// Search by free time as people use it: on a phone, from the home page's "Laisvi laikai šiandien" to a booked
// visit in at most three taps; on a desktop, the search form's day, part of the day and price filters, with
// the address carrying them (reload, Back) and such a page kept out of search engines.
//
// The server keeps the real clock (no spec changes it): what "today" offers depends on the hour, so the test
// asks the same API the page is built from which day the home page must show, and then holds the page to it.
import type { APIRequestContext } from '@playwright/test';
import type { BusinessSearchResult } from '../../src/contracts/catalog.ts';
import { CHROME_UA, expect, expectNoA11yViolations, signIn, snap, test } from './support/test.ts';
import { labelOf, minutesOf, salonToday } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

async function search(api: APIRequestContext, query: Record<string, string>): Promise<BusinessSearchResult> {
  const response = await api.get(`/api/public/business/search?${new URLSearchParams(query)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as BusinessSearchResult;
}

test('on a phone, a signed-in client books one of "Laisvi laikai šiandien" in two taps', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'client');

  // The day the home page must show: today while Vilnius has a time left today, else tomorrow.
  const today = salonToday();
  const todays = await search(request, { location: 'vilnius', date: today.toString(), sort: 'earliest' });
  const day = todays.total > 0 ? today : today.add({ days: 1 });
  const expected =
    todays.total > 0
      ? todays
      : await search(request, { location: 'vilnius', date: day.toString(), sort: 'earliest' });
  const first = expected.items[0];
  expect(first, 'the demo data has free times in Vilnius today or tomorrow').toBeDefined();

  await page.goto('/');
  const section = page.locator('section#laisvi-laikai');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    `Laisvi laikai ${todays.total > 0 ? 'šiandien' : 'rytoj'}`,
  );
  await expect(section.getByRole('link', { name: 'Vilnius', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The first salon's card shows its best-matching service and its real free times, in order.
  const card = section.getByRole('article').filter({ hasText: first!.name }).first();
  await expect(card.getByText(first!.match!.serviceName, { exact: true })).toBeVisible();
  const times = card.getByRole('listitem').getByRole('link');
  await expect(times).toHaveText(first!.freeTimes.map((free) => labelOf(free.start)));
  await snap(page, 'search-free-time-home', { widths: [360, 1280] });

  // Nothing cut or spilling over at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Tap 1: a time. The booking opens at its last step with service, specialist, day and time chosen.
  const chosen = labelOf(first!.freeTimes[0]!.start);
  await times.first().click();
  await expect(page).toHaveURL(
    new RegExp(
      `/naujas-vizitas/${first!.slug}\\?paslauga=${first!.match!.serviceId}&specialistas=${first!.freeTimes[0]!.specialistId}&data=${day}&laikas=${chosen.replace(':', '%3A')}`,
    ),
  );
  const confirm = page.getByRole('button', { name: 'Patvirtinti registraciją' });
  await expect(confirm).toBeVisible();
  await expect(page.locator('main')).toContainText(chosen);
  await expect(page.locator('main')).toContainText(first!.match!.serviceName);
  await snap(page, 'search-free-time-confirm', { widths: [360] });

  // Tap 2: confirm. The visit is booked.
  await confirm.click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Vizitas užregistruotas!|Registracija gauta/ }),
  ).toBeVisible();

  // The time is gone from the very next search.
  const after = await search(request, { location: 'vilnius', date: day.toString(), sort: 'earliest' });
  const same = after.items.find((item) => item.id === first!.id);
  expect(
    same?.freeTimes.some(
      (free) =>
        free.start === first!.freeTimes[0]!.start && free.specialistId === first!.freeTimes[0]!.specialistId,
    ) ?? false,
  ).toBe(false);
});

test('on a desktop, the search form finds tomorrow afternoon under a price ceiling, and the address keeps it', async ({
  page,
  request,
}) => {
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
    /\/grozio-specialistai\/visi\/vilnius\?data=\d{4}-\d{2}-\d{2}&nuo=12%3A00&iki=17%3A00&kaina-iki=50$/,
  );
  // "Rytoj" is the server's tomorrow, read from the address: the run may cross midnight in Vilnius.
  const tomorrow = new URL(page.url()).searchParams.get('data')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Grožio specialistai Vilniuje rytoj 12:00\u2060–\u206017:00$/,
  );
  // A page of free times changes by the minute: kept out of the index, the listing named as canonical.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/grozio-specialistai\/visi\/vilnius$/,
  );

  // Exactly the salons the API lists, each with times inside the window and a service under the ceiling.
  const expected = await search(request, {
    location: 'vilnius',
    date: tomorrow,
    from: '12:00',
    to: '17:00',
    priceMax: '5000',
  });
  const cards = page.locator('main ul[aria-busy] > li');
  await expect(cards).toHaveCount(expected.items.length);
  for (const item of expected.items) {
    const card = cards.filter({ hasText: item.name });
    await expect(card.getByText(item.match!.serviceName, { exact: true })).toBeVisible();
    const labels = await card.getByRole('listitem').getByRole('link').allTextContents();
    expect(labels).toEqual(item.freeTimes.map((free) => labelOf(free.start)));
    for (const label of labels) expect(minutesOf(label)).toBeGreaterThanOrEqual(12 * 60);
    for (const label of labels) expect(minutesOf(label)).toBeLessThan(17 * 60);
    expect(item.match!.priceCents).toBeLessThanOrEqual(5000);
  }
  // The form shows the search it made.
  await expect(form.getByLabel('Kada')).toHaveValue(tomorrow);
  await expect(form.getByLabel('Laikas')).toHaveValue('12:00-17:00');
  await expect(form.getByLabel('Kaina iki')).toHaveValue('50');
  await expectNoA11yViolations(page, { what: 'paieška pagal laiką', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'search-free-time-results');

  // Another day comes from the calendar (React Aria's lt-LT date picker, loaded when asked for).
  let later = salonToday().add({ days: 3 });
  while (later.dayOfWeek > 5) later = later.add({ days: 1 });
  await form.getByLabel('Kada').selectOption({ label: 'Kita diena…' });
  const picker = page.getByTestId('date-data');
  await expect(picker).toBeVisible();
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type(
    `${later.year}${String(later.month).padStart(2, '0')}${String(later.day).padStart(2, '0')}`,
  );
  await form.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(new RegExp(`data=${later}&nuo=12%3A00&iki=17%3A00&kaina-iki=50`));
  await expect(form.getByLabel('Kada')).toHaveValue('kita');

  // On that day (a weekday: the salons are open) another order keeps every filter; Back returns to the
  // previous one, a reload keeps the page.
  await page
    .getByRole('navigation', { name: 'Rikiavimas' })
    .getByRole('link', { name: 'Anksčiausias laikas' })
    .click();
  await expect(page).toHaveURL(
    `/grozio-specialistai/visi/vilnius?data=${later}&nuo=12%3A00&iki=17%3A00&kaina-iki=50&rikiuoti=anksciausias-laikas`,
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

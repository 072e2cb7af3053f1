// The public pages on a phone screen (360 px): one way forward at the booking's last step, a link to a day the
// salon is closed that says so, and a header and buttons that fit.
import { lithuanianPublicHolidays } from '../../src/core/holidays/lithuanian-public-holidays.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, signedInApi, signInRequest, test } from './support/test.ts';
import { publicBusiness } from './support/salon-api.ts';

const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test.use({ userAgent: ANDROID_CHROME_UA, viewport: { width: 360, height: 740 }, skipModalQueue: true });

async function firstService(request: APIRequestContext) {
  return (await publicBusiness(request)).services[0]!.id;
}

test('at the last step only the confirming button leads on, not the sticky "Tęsti" too', async ({
  page,
  baseURL,
}) => {
  await signInRequest(page.request, 'client', baseURL ?? '');
  const service = await firstService(page.request);
  const params = new URLSearchParams({ business: 'saule', service });
  const options = (await (
    await page.request.get(`/api/public/schedule/calendar-options?${params}`)
  ).json()) as {
    firstDate: string;
    lastDate: string;
  };
  const dates = (await (
    await page.request.get(
      `/api/public/schedule/available-dates?${params}&from=${options.firstDate}&to=${options.lastDate}`,
    )
  ).json()) as { dates: string[] };
  const date = dates.dates[0]!;
  const slots = (await (
    await page.request.get(`/api/public/schedule/available-time-slots?${params}&date=${date}`)
  ).json()) as { slots: { label: string }[] };

  await page.goto(
    `/naujas-vizitas/saule?paslauga=${service}&specialistas=bet-kuris&data=${date}&laikas=${slots.slots[0]!.label}`,
  );
  // Far from the last step (a short screen, scrolled to the top), the bar offers the shortcut to it.
  await page.setViewportSize({ width: 360, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const sticky = page.getByRole('button', { name: 'Tęsti' });
  await expect(sticky).toBeVisible();
  await sticky.click();
  const confirm = page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' });
  await expect(confirm).toBeInViewport();
  await expect(sticky).toHaveCount(0);
});

test('a link to a day the salon is closed says it is closed, not that the times ran out', async ({
  page,
  baseURL,
}) => {
  const owner = await signedInApi(baseURL!, 'owner');
  // Public holidays are never more than 78 days apart: a 120-day horizon always holds one.
  const settings = (await (await owner.get('/api/admin/business/saule')).json()) as {
    id: string;
    bookingHorizonDays: number;
  };
  try {
    const widened = await owner.patch(`/api/admin/business/${settings.id}`, {
      data: { bookingHorizonDays: Math.max(settings.bookingHorizonDays, 120) },
    });
    expect(widened.ok()).toBe(true);
    const service = await firstService(page.request);
    const params = new URLSearchParams({ business: 'saule', service });
    const options = (await (
      await page.request.get(`/api/public/schedule/calendar-options?${params}`)
    ).json()) as { firstDate: string; lastDate: string };
    const year = Number(options.firstDate.slice(0, 4));
    const holiday = [...lithuanianPublicHolidays(year), ...lithuanianPublicHolidays(year + 1)].find(
      (h) => h.date > options.firstDate && h.date <= options.lastDate,
    );
    expect(holiday, 'a public holiday within the horizon').toBeDefined();
    await page.goto(`/naujas-vizitas/saule?paslauga=${service}&specialistas=bet-kuris&data=${holiday!.date}`);
    await expect(page.locator('#laikas')).toContainText(
      `${holiday!.name} (valstybinė šventė) – salonas nedirba.`,
    );
    await expect(page.getByText(/nebeliko/)).toHaveCount(0);
  } finally {
    await owner.patch(`/api/admin/business/${settings.id}`, {
      data: { bookingHorizonDays: settings.bookingHorizonDays },
    });
    await owner.dispose();
  }
});

test('on a 360 px screen the brand is whole and "Registruotis vizitui" stays on one line', async ({
  page,
}) => {
  await page.goto('/apie/saule');
  const brand = page
    .getByRole('banner')
    .getByRole('link', { name: 'Grožio Laikas' })
    .locator('span.line-clamp-2');
  // Whole: nothing cut off sideways or below its (at most two) lines.
  expect(
    await brand.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
  ).toBe(true);
  const book = page.getByRole('link', { name: 'Registruotis vizitui' }).first();
  const box = await book.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(48); // one line in a 48 px high button
  expect(await book.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

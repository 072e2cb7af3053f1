// Several services in one visit on a 360 px phone: the client adds a second service, books both with one
// specialist, sees one visit on the success screen and one card listing both in "Mano vizitai", moves the
// whole visit to a later time there, and cancels it whole.
import { formatLongDate } from '../../src/core/format/lithuanian-dates.ts';
import { CHROME_UA, expect, expectNoA11yViolations, signInRequest, snap, test } from './support/test.ts';
import { daysAhead } from './support/salon-api.ts';
import type { Page } from '@playwright/test';

test.use({ userAgent: CHROME_UA, skipModalQueue: true, viewport: { width: 360, height: 740 } });

const dayCells = (page: Page) =>
  page.locator('#laikas [role="grid"] [role="gridcell"]:not([aria-disabled]) [role="button"]');
const selectedDay = (page: Page) => page.locator('[role="gridcell"][aria-selected="true"] [data-day]');
const timeButtons = (page: Page) => page.locator('#laikas').getByRole('button', { name: /^\d\d:\d\d$/ });

test('a client books a haircut and a colouring as one visit on a phone, and cancels it whole', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInRequest(context.request, 'client', baseURL ?? '');
  await page.goto('/naujas-vizitas/saule');
  await page
    .locator('#paslauga')
    .getByRole('button', { name: /Moteriškas kirpimas/ })
    .click();

  // Add a second service: the visit lasts longer, costs more, and only those who do both are offered.
  await page.getByRole('button', { name: 'Pridėti paslaugą', exact: true }).click();
  await page.getByRole('button', { name: 'Pridėti paslaugą „Plaukų dažymas“' }).click();
  await expect(page).toHaveURL(/papildomos=/);
  await expect(page.locator('#paslauga')).toContainText('Moteriškas kirpimas ir Plaukų dažymas');
  await expect(page.locator('#paslauga')).toContainText('110,00\u00A0€');
  await expect(page.getByRole('button', { name: 'Pašalinti paslaugą „Plaukų dažymas“' })).toBeVisible();
  await expectNoA11yViolations(page, { what: 'kelios paslaugos', exclude: '[data-testid="user-menu"]' });
  await snap(page, 'visit-group-services');

  const specialists = page.locator('#specialistas');
  await specialists.getByRole('button', { name: /Rūta Petrauskienė/ }).click();

  // A day far enough ahead to cancel online, and its first time.
  const grid = page.locator('#laikas [role="grid"]');
  await expect(grid).toBeVisible();
  const earliest = daysAhead(2);
  let date = '';
  for (let month = 0; month < 3 && !date; month++) {
    await expect(page.locator('#laikas .animate-spin')).toHaveCount(0);
    const days = await dayCells(page).count();
    for (let index = 0; index < days; index++) {
      const cell = dayCells(page).nth(index);
      const picked = (await cell.getAttribute('data-day')) ?? '';
      if (picked < earliest) continue;
      await cell.click();
      // The day's own times: once the address names it and its times have loaded.
      await expect(page).toHaveURL((url) => url.searchParams.get('data') === picked);
      await expect(selectedDay(page)).toHaveAttribute('data-day', picked);
      await expect(page.getByRole('status', { name: 'Įkeliami laisvi laikai' })).toHaveCount(0);
      await expect(timeButtons(page).first()).toBeEnabled();
      // A day with another time to move to later (a day whose hours fit the long visit once will not do).
      if ((await timeButtons(page).count()) < 2) continue;
      date = picked;
      break;
    }
    if (!date) await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
  }
  expect(date).not.toBe('');
  const time = (await timeButtons(page).first().textContent())?.trim() ?? '';
  await timeButtons(page).first().click();
  // The chosen day as the URL carries it once the time is chosen.
  await expect(page).toHaveURL((url) => url.searchParams.get('laikas') === time);
  date = new URL(page.url()).searchParams.get('data') ?? '';
  await snap(page, 'visit-group-confirm');
  await page.locator('#patvirtinimas').getByRole('button', { name: 'Patvirtinti registraciją' }).click();

  // One visit: both services, from the first start to the end of the second (45 + 10 + 120 minutes: the haircut's buffer between).
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitas užregistruotas!' })).toBeVisible();
  await expect(page.getByText('Moteriškas kirpimas ir Plaukų dažymas').first()).toBeVisible();
  const [hours, minutes] = time.split(':').map(Number);
  const endMinutes = (hours ?? 0) * 60 + (minutes ?? 0) + 45 + 10 + 120;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  await expect(page.getByText(`${time}–${end}`)).toBeVisible();
  await snap(page, 'visit-group-success');

  // "Mano vizitai": one card listing both parts; cancelling it cancels the whole visit.
  await page.goto('/mano-vizitai');
  const card = page
    .getByTestId('appointment-card')
    .filter({ hasText: 'Moteriškas kirpimas ir Plaukų dažymas' })
    .filter({ hasText: formatLongDate(date).replace(/^./, (c) => c.toUpperCase()) });
  await expect(card).toHaveCount(1);
  const visitId = (await card.getAttribute('data-appointment-id')) ?? '';
  const parts = card.getByRole('list', { name: 'Vizito paslaugos' }).getByRole('listitem');
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(0)).toContainText('Moteriškas kirpimas');
  await expect(parts.nth(1)).toContainText('Plaukų dažymas');
  await expectNoA11yViolations(page, {
    what: 'kelių paslaugų vizitas',
    exclude: '[data-testid="user-menu"]',
  });
  await snap(page, 'visit-group-my-visits');

  // The whole visit moves online too: the calendar offers times where all of it fits.
  await card.getByRole('link', { name: 'Perkelti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perkelti vizitą' })).toBeVisible();
  await expect(page.getByTestId('current-time')).toContainText(`${time}–${end}`);
  // It opens on the visit's own day, whose times include the visit's own (free while it moves), marked.
  await expect(selectedDay(page)).toHaveAttribute('data-day', date);
  await expect(page.getByRole('status', { name: 'Įkeliami laisvi laikai' })).toHaveCount(0);
  const offered = page.getByRole('button', { name: /^\d\d:\d\d$/ });
  await expect(page.getByRole('button', { name: `${time} dabartinis`, exact: true })).toBeEnabled();
  const later = ((await offered.last().textContent()) ?? '').trim();
  expect(later).not.toBe(time);
  await offered.last().click();
  await expect(page.getByText('Naujas laikas:')).toContainText(later);
  await snap(page, 'visit-group-move');
  await page.getByRole('button', { name: 'Perkelti vizitą' }).click();
  await expect(page.getByTestId('toaster')).toContainText('Vizitas perkeltas.');
  const [laterHours, laterMinutes] = later.split(':').map(Number);
  const laterEnd = (laterHours ?? 0) * 60 + (laterMinutes ?? 0) + 45 + 10 + 120;
  const laterRange = `${later}–${String(Math.floor(laterEnd / 60)).padStart(2, '0')}:${String(laterEnd % 60).padStart(2, '0')}`;
  await expect(card).toContainText(laterRange);
  await expect(parts).toHaveCount(2);

  // Cancelling it cancels the whole visit (the list as opened from the menu, not focused on the visit).
  await page.goto('/mano-vizitai');
  await card.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atšaukti vizitą?' });
  await dialog.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  await expect(page.getByTestId('toaster')).toContainText('Vizitas atšauktas.');
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Praėję ir atšaukti' }).click();
  const pastCard = page.locator(`[data-appointment-id="${visitId}"]`);
  await expect(pastCard).toContainText('Moteriškas kirpimas ir Plaukų dažymas');
  await expect(pastCard).toContainText(laterRange);
  await expect(pastCard).toContainText('Atšauktas');
});

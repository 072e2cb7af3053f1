// The notifications dialog as a client meets it: a booking's notification opens the dialog by itself once
// (through the modal queue), the bell shows the unread count, `?pranesimai` opens it, a click marks the
// notification read and follows its link, dismissing removes it and leaves the empty-inbox message.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { bookSaule } from './support/booking.ts';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  givePhoneNumber,
  signUpRequest,
  test,
  waitForModalQueue,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA });

const dialog = (page: Page) => page.getByTestId('notifications-dialog');
const bellCount = (page: Page) => page.getByTestId('notifications-count');

async function signUpClient(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const email = `pranesimai.${Date.now()}@example.lt`;
  await signUpRequest(
    context.request,
    { name: 'Aistė Pranešimaitė', email, password: 'slaptazodis-77' },
    baseURL,
  );
  await givePhoneNumber(context.request, baseURL);
}

async function unreadCount(request: APIRequestContext): Promise<number> {
  const inbox = await request.get('/api/user/notifications');
  return ((await inbox.json()) as { count: number }).count;
}

test('a booking notification opens the dialog once, then the bell and ?pranesimai lead to it', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpClient(context, baseURL!);
  await page.goto('/');
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await expect(bellCount(page)).toHaveCount(0);

  await bookSaule(context.request, baseURL!, 3);
  await expect.poll(() => unreadCount(context.request)).toBe(1);

  // Newer than anything shown: the queue opens it by itself, 1 s after load.
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: /Pranešimai/ })).toBeVisible();
  await expect(dialog(page).getByTestId('notification')).toHaveCount(1);
  await expect(dialog(page).getByTestId('notification')).toHaveAttribute('data-active', 'true');
  await expect(dialog(page)).toContainText('Vizitas užregistruotas');
  await expect(dialog(page).getByTestId('notifications-group').locator('h3')).toHaveText('Šiandien');
  const box = await dialog(page).boundingBox();
  expect(Math.round(box!.width)).toBe(700);
  expect(Math.round(box!.height)).toBe(Math.round(page.viewportSize()!.height * 0.7));
  await expectNoA11yViolations(page, { include: '[data-testid="notifications-dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // Closing stored the marker: no second automatic opening; the bell still shows the unread one.
  await page.reload();
  await expect(bellCount(page)).toHaveText('1');
  await waitForModalQueue(page);
  await expect(dialog(page)).toBeHidden();

  // A second visit: ?pranesimai opens the dialog; clicking marks it read and follows its link.
  await bookSaule(context.request, baseURL!, 25);
  await expect.poll(() => unreadCount(context.request)).toBe(2);
  await page.goto('/apie?pranesimai');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByTestId('notification')).toHaveCount(2);
  await dialog(page).getByTestId('notification').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/mano-vizitai$/);
  await expect.poll(() => unreadCount(context.request)).toBe(1);
  await expect(bellCount(page)).toHaveText('1');
  // Following a notification counts as having seen the inbox: the next page does not open it by itself.
  await waitForModalQueue(page);
  await expect(dialog(page)).toBeHidden();

  // Dismissing: the read one leaves the count alone, the unread one lowers it; then the empty inbox.
  await page.getByTestId('notifications-bell').click();
  await expect(dialog(page)).toBeVisible();
  const items = dialog(page).getByTestId('notification');
  await dialog(page)
    .locator('[data-testid="notification"][data-active="false"]')
    .getByRole('button', { name: /Pašalinti pranešimą/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(bellCount(page)).toHaveText('1');
  await items
    .first()
    .getByRole('button', { name: /Pašalinti pranešimą/ })
    .click();
  await expect(items).toHaveCount(0);
  await expect(dialog(page).getByTestId('notifications-group')).toHaveCount(0);
  await expect(dialog(page).getByTestId('notifications-empty')).toHaveText(
    'Pranešimų dėžutė tuščia. Čia matysite žinias apie savo vizitus.',
  );
  await expect(bellCount(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(bellCount(page)).toHaveCount(0);
});

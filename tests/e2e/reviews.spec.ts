// Rating a finished visit as the demo client meets it: the review modal through the modal queue (not
// dismissible, once per visit per browser session, closing or a star sets the session key), "Įvertinti" on
// "Mano vizitai", and the saved review on the salon's page with its comment shown as text.
import type { BrowserContext, Page } from '@playwright/test';
import {
  CHROME_UA,
  dismissAllNotifications,
  expect,
  expectNoA11yViolations,
  newVisitorPage,
  signInRequest,
  snap,
  test,
  visitorHeaders,
  waitForModalQueue,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA });

const modal = (page: Page) => page.getByTestId('appointment-review');
const shownKey = (id: string) => `appointmentReviewModalShown[${id}]`;
const COMMENT = 'Puiki <b>spalva</b> & "ačiū" </script>';

/** Cookies accepted, signed in as the demo client, an empty inbox: only the review modal is left to queue. */
async function asDemoClient(context: BrowserContext, baseURL: string): Promise<string> {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await signInRequest(context.request, 'client', baseURL);
  await dismissAllNotifications(context.request, baseURL);
  const pending = (await (await context.request.get('/api/user/reviews/pending')).json()) as {
    pending: { appointmentId: string } | null;
  };
  expect(pending.pending, 'the demo client has a completed visit to rate').not.toBeNull();
  return pending.pending!.appointmentId;
}

test.describe.serial('rating a visit', () => {
  test('the modal is not dismissible, closing sets the key, and it shows once per session', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const visitId = await asDemoClient(context, baseURL ?? '');
    await page.goto('/');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Kaip sekėsi vizitas?' })).toBeVisible();
    await expect(page.locator('#appointment_review')).toHaveAttribute('data-id', visitId);
    const stars = page.locator('#appointment_review a[data-rating]');
    await expect(stars).toHaveCount(5);
    await expect(stars.first()).toHaveAttribute('href', `/mano-vizitai?vizitas=${visitId}&ivertinimas=1`);
    await expect(modal(page).getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
    await expectNoA11yViolations(page, { include: '[data-testid="appointment-review"]' });
    await snap(page, 'review-modal');

    // Neither Escape nor a click on the overlay closes it, and neither counts as shown.
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await expect(modal(page)).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), shownKey(visitId))).toBeNull();

    await modal(page).getByRole('button', { name: 'Ne dabar' }).click();
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), shownKey(visitId))).toBe('true');

    // The same session: not again, on a reload nor on another page.
    await page.reload();
    // The prompt asks the server a second after load; the answer names the visit, already shown this session.
    const asked = page.waitForResponse((r) => r.url().includes('/api/user/reviews/pending'));
    await page.goto('/apie');
    expect(
      ((await (await asked).json()) as { pending: { appointmentId: string } | null }).pending,
    ).toMatchObject({
      appointmentId: visitId,
    });
    await waitForModalQueue(page);
    await expect(modal(page)).toHaveCount(0);

    // Another browser session of the same client: asked again (the key lives in session storage).
    const other = await browser.newContext({ userAgent: CHROME_UA, extraHTTPHeaders: visitorHeaders() });
    await asDemoClient(other, baseURL ?? '');
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(modal(otherPage)).toBeVisible();
    await other.close();
  });

  test('"Mano vizitai" offers "Įvertinti", and the notification link opens the form', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    // The refused save below is a 400 answer, which the browser logs.
    consoleErrors.allow(400);
    const visitId = await asDemoClient(context, baseURL ?? '');
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('skipModalQueue', '1');
      } catch {
        // about:blank has no storage.
      }
    });
    await page.goto('/mano-vizitai?rodinys=praeje');
    const card = page.locator(`[data-appointment-id="${visitId}"]`);
    await expect(card.getByRole('button', { name: 'Įvertinti' })).toBeVisible();
    await card.getByRole('button', { name: 'Įvertinti' }).click();
    const form = page.getByTestId('review-dialog');
    await expect(form.getByRole('heading', { name: 'Įvertinkite vizitą' })).toBeVisible();
    // No stars chosen: the server's Lithuanian message, nothing saved.
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(form.getByText('Įvertinkite nuo 1 iki 5 žvaigždučių.')).toBeVisible();
    // While the page data reloads after the answer the dialog stays put; then Escape closes it.
    await expect(form.getByRole('button', { name: 'Išsaugoti' })).toBeEnabled();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    // What the "Kaip sekėsi vizitas?" notification leads to: the visit, with its form open.
    await page.goto(`/mano-vizitai?vizitas=${visitId}`);
    await expect(
      page.getByTestId('review-dialog').getByRole('heading', { name: 'Įvertinkite vizitą' }),
    ).toBeVisible();
    await snap(page, 'review-dialog');
  });

  test('a star sets the key and saves; the comment is saved and shown on the salon page as text', async ({
    page,
    context,
    baseURL,
  }) => {
    const visitId = await asDemoClient(context, baseURL ?? '');
    await page.goto('/');
    await expect(modal(page)).toBeVisible();
    await modal(page).locator('a[data-rating="4"]').click();
    await expect(modal(page).getByRole('heading', { name: 'Ačiū! Norite ką nors pridurti?' })).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), shownKey(visitId))).toBe('true');
    await expect(page.getByTestId('toaster')).toContainText('Ačiū! Jūsų įvertinimas išsaugotas.');
    // The stars are saved already, before any comment.
    const saved = await (await context.request.get('/api/public/business/saule/reviews')).json();
    expect(saved.items[0]).toMatchObject({ rating: 4, comment: '' });

    await modal(page).getByLabel('Komentaras (nebūtina)').fill(COMMENT);
    await modal(page).getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByTestId('toaster')).toContainText('Atsiliepimas atnaujintas.');

    await page.goto('/apie/saule#atsiliepimai');
    const newest = page.getByTestId('review').first();
    await expect(newest).toContainText(COMMENT);
    await expect(newest).toContainText('patvirtintas vizitas');
    await expect(newest.locator('b')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rodyti daugiau' })).toBeVisible();
    const before = await page.getByTestId('review').count();
    await page.getByRole('button', { name: 'Rodyti daugiau' }).click();
    await expect.poll(() => page.getByTestId('review').count()).toBeGreaterThan(before);
    await snap(page, 'business-reviews');

    // The visit now shows the stars given, editable for 14 days; the modal asks no more.
    await page.goto('/mano-vizitai?rodinys=praeje');
    const card = page.locator(`[data-appointment-id="${visitId}"]`);
    await expect(card).toContainText('Jūsų įvertinimas');
    await expect(card.getByRole('button', { name: 'Pataisyti' })).toBeVisible();
    const pending = await (await context.request.get('/api/user/reviews/pending')).json();
    expect(pending.pending).toBeNull();
  });
});

test.describe('the business answers, the operator hides', () => {
  test.use({ skipModalQueue: true });

  test('the owner answers a review once from "Atsiliepimai"; the operator hides one with a reason', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await signInRequest(context.request, 'owner', baseURL ?? '');
    await page.goto('/administratorius');
    await page.getByRole('link', { name: 'Atsiliepimai' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Atsiliepimai' })).toBeVisible();
    const open = page
      .getByTestId('admin-review')
      .filter({ has: page.getByLabel('Atsakymas klientui') })
      .first();
    const reviewId = await open.getAttribute('data-review-id');
    await open.getByLabel('Atsakymas klientui').fill('Ačiū, laukiame jūsų vėl!');
    await open.getByRole('button', { name: 'Atsakyti' }).click();
    await expect(page.getByTestId('toaster')).toContainText('Atsakymas paskelbtas.');
    const answered = page.locator(`[data-review-id="${reviewId}"]`);
    await expect(answered).toContainText('Ačiū, laukiame jūsų vėl!');
    await expect(answered.getByLabel('Atsakymas klientui')).toHaveCount(0);
    await expect(answered.getByRole('button', { name: 'Paslėpti atsiliepimą' })).toHaveCount(0);
    await expectNoA11yViolations(page, { include: '#turinys' });
    await snap(page, 'admin-reviews');

    // The operator, at another salon: hides a review with a reason; it leaves the public list.
    const operator = await newVisitorPage(browser);
    const operatorContext = operator.context();
    await signInRequest(operatorContext.request, 'operator', baseURL ?? '');
    await operator.goto('/administratorius/atsiliepimai/jura');
    const first = operator.getByTestId('admin-review').first();
    const hiddenId = await first.getAttribute('data-review-id');
    await first.getByRole('button', { name: 'Paslėpti atsiliepimą' }).click();
    await first.getByLabel('Kodėl slepiate? (autorius gaus šią priežastį)').fill('Įžeidžiantis turinys');
    await first.getByRole('button', { name: 'Paslėpti', exact: true }).click();
    await expect(operator.getByTestId('toaster')).toContainText('Atsiliepimas paslėptas, autoriui pranešta.');
    await expect(operator.locator(`[data-review-id="${hiddenId}"]`)).toContainText(
      'Priežastis: Įžeidžiantis turinys',
    );
    const list = await (await operatorContext.request.get('/api/public/business/jura/reviews')).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(hiddenId);
    await operatorContext.close();
  });
});

// The booking button on a salon's own site: a page of another origin includes embed.js, the button opens
// the widget in a frame, and the widget lists the salon's services with links that open our booking.
import { expect, signIn, snap, test } from './support/test.ts';

test.use({ skipModalQueue: true });

test("another site's page shows the booking button and opens the widget", async ({
  page,
  context,
  baseURL,
}) => {
  // The test server is on this machine: Chromium asks before a public site reaches it, as it would not
  // for our public address.
  await context.grantPermissions(['local-network-access'], { origin: 'https://other.example' });
  await page.route('https://other.example/', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Saulės svetainė</title></head>
        <body><h1>Mūsų salonas</h1><script src="${baseURL}/embed.js" data-business="saule" async></script></body></html>`,
    }),
  );
  // Not page.goto, which waits for our own app's hydration: this page is not ours.
  await page.mainFrame().goto('https://other.example/');

  const open = page.getByRole('button', { name: 'Registruotis' });
  await expect(open).toBeVisible();
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Registracija' });
  await expect(dialog).toBeVisible();
  const widget = page.frameLocator('iframe[title="Registracija"]');
  await expect(widget.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Paslaugos' })).toBeVisible();
  const book = widget.getByRole('link', { name: 'Registruotis: Moteriškas kirpimas' });
  await expect(book).toHaveAttribute('href', /^\/naujas-vizitas\/saule\?paslauga=[0-9a-f-]{36}$/);
  await expect(book).toHaveAttribute('target', '_blank');
  await snap(page, 'booking-widget-overlay');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the owner copies the embedding code and the booking link, and sees its QR code', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/administratorius/nustatymai/saule');
  const card = page.getByRole('region', { name: 'Registracija jūsų svetainėje ir socialiniuose tinkluose' });
  await expect(card.getByTestId('embed-snippet')).toContainText(/\/embed\.js" data-business="saule" async>/);
  await expect(card.getByRole('img', { name: 'Registracijos nuorodos QR kodas' })).toBeVisible();
  await card.getByRole('button', { name: 'Kopijuoti nuorodą' }).click();
  await expect(page.getByText('Nuoroda nukopijuota sėkmingai!')).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Atsisiųsti PNG' }).click();
  expect((await download).suggestedFilename()).toBe('saule-qr.png');
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'booking-channels-card', { widths: 'current' });
});

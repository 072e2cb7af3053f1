// The headers every page carries are ones the browser understands: Chromium reports each Permissions-Policy
// feature it does not know as a console warning, on every page (which the console-error check never sees).
import { CHROME_UA, expect, signIn, test, waitForHydration } from './support/test.ts';

// As a supported browser: headless Chromium's own name brings the unsupported-browser dialog over the pages.
test.use({ userAgent: CHROME_UA });

test('pages send a Permissions-Policy the browser reads without a warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const response = await page.goto('/');
  expect(response?.headers()['permissions-policy']).toMatch(/camera=\(\)/);
  await waitForHydration(page);
  await signIn(page, 'owner');
  await page.goto('/administratorius');
  await waitForHydration(page);
  expect(messages.filter((text) => /Permissions-Policy|Unrecognized feature/i.test(text))).toEqual([]);
});

// How the pages travel to a phone: every text answer compressed (pages on the fly, scripts and styles
// precompressed at build time), with caches told to keep the encodings apart.
import type { Page } from '@playwright/test';
import { CHROME_UA, expect, test, visitorHeaders, waitForHydration } from './support/test.ts';

test('pages, scripts and styles arrive compressed with Brotli', async ({ page, request }) => {
  const response = await request.get('/apie/saule', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers().vary).toMatch(/accept-encoding/i);

  await page.goto('/apie/saule');
  const assets = await page.evaluate(() => [
    ...[
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
    ].map((l) => l.href),
  ]);
  expect(assets.length).toBeGreaterThan(2);
  for (const url of assets) {
    const asset = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    const headers = asset.headers();
    if (Number(headers['content-length']) < 1024 && !headers['content-encoding']) continue; // too small to bother
    expect(headers['content-encoding'], url).toBe('br');
    expect(headers['cache-control'], url).toContain('immutable');
    const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
  }
});

test('the page fetches its main picture first and its scripts after what is seen', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/apie/saule')).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(10);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');

  await page.goto('/apie/saule');
  const pictures = await page
    .getByRole('region', { name: 'Nuotraukų galerija' })
    .locator('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('fetchpriority')));
  expect(pictures.length).toBeGreaterThan(1);
  expect(pictures[0]).toBe('high');
  expect(pictures.slice(1).every((hint) => hint === null)).toBe(true);
});

const PUBLIC_PAGES = [
  '/',
  '/apie/saule',
  '/naujas-vizitas/saule',
  '/grozio-specialistai/kirpejai/vilnius',
  '/saule/',
];

/** Collects the page's Content-Security-Policy violations from its first script on. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the public pages break none of their own Content-Security-Policy rules', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('a page kept for visitors without cookies runs its scripts, allowed by their hashes', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(), userAgent: CHROME_UA });
  const page = await context.newPage();
  const violations = await watchPolicyViolations(page);
  for (const path of PUBLIC_PAGES) {
    // The first visit renders the page; a visit in the same minute, nothing changed since, gets it kept.
    let policy = '';
    for (let visit = 0; visit < 4 && !policy.includes("'sha256-"); visit += 1) {
      await context.clearCookies();
      policy = (await page.goto(path))?.headers()['content-security-policy'] ?? '';
    }
    expect(policy, path).toContain("'sha256-");
    expect(policy, path).not.toContain("'nonce-");
    await waitForHydration(page);
    expect(await violations(), path).toEqual([]);
  }
  await context.close();
});

// What search engines and link previews read from the public pages of the demo site: canonical addresses,
// Open Graph and Twitter cards, descriptions cut at a word, schema.org data, permanent redirects.
import { expect, test } from './support/test.ts';

const PUBLIC_PAGES = [
  { path: '/', canonical: '/' },
  { path: '/apie', canonical: '/apie' },
  { path: '/susisiekti', canonical: '/susisiekti' },
  { path: '/privatumo-politika', canonical: '/privatumo-politika' },
  { path: '/naudojimosi-taisykles', canonical: '/naudojimosi-taisykles' },
  { path: '/apie/saule', canonical: '/apie/saule' },
  { path: '/naujas-vizitas/saule?paslauga=nera', canonical: '/naujas-vizitas/saule' },
  { path: '/grozio-specialistai/kirpejai/vilnius', canonical: '/grozio-specialistai/kirpejai/vilnius' },
  {
    path: '/grozio-specialistai/kirpejai/vilnius?q=kirpimas',
    canonical: '/grozio-specialistai/kirpejai/vilnius',
  },
  // The app shows the business page's content: the marketplace page is the one to list.
  { path: '/saule/', canonical: '/apie/saule' },
];

for (const { path, canonical } of PUBLIC_PAGES) {
  test(`${path} tells search engines and link previews what it is`, async ({ page, baseURL }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${canonical}`);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    expect(description?.length ?? 0).toBeLessThanOrEqual(155);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      await expect(head.locator(`meta[property="${property}"]`)).toHaveCount(1);
    }
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http:\/\//);
    expect((await page.request.get(image!)).status()).toBe(200);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveCount(1);
    await expect(head.locator('link[rel="icon"]').first()).toHaveAttribute('href', '/favicon.ico');
    // A business's app has its own home-screen icon, made from its logo.
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      path.startsWith('/saule/') ? /^\/saule\/icons\/apple-touch-icon\.png\?v=\w+$/ : '/apple-touch-icon.png',
    );
  });
}

test('a long business description is cut at a word, not in the middle of one', async ({ page }) => {
  await page.goto('/apie/saule');
  const description = (await page.locator('head meta[name="description"]').getAttribute('content')) ?? '';
  const full = ((await page.locator('#apie-heading + p').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  expect(description.endsWith('…'), 'the demo description is longer than a search result shows').toBe(true);
  const kept = description.slice(0, -1);
  expect(full.startsWith(kept)).toBe(true);
  // What follows the kept text in the full one is a word boundary, not the rest of a word.
  expect(full.charAt(kept.length)).toMatch(/[\s,.;:–—-]/);
});

test('the business page carries schema.org data for the salon and its breadcrumb trail', async ({
  page,
  baseURL,
}) => {
  await page.goto('/apie/saule');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const salon = data.find((d) => String(d['@type']).endsWith('Salon'));
  expect(salon).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Grožio studija Saulė',
    url: `${baseURL}/apie/saule`,
    address: { '@type': 'PostalAddress', addressLocality: 'Vilnius', addressCountry: 'LT' },
    aggregateRating: { '@type': 'AggregateRating' },
  });
  expect(salon?.['@type']).toBe('BeautySalon'); // hair and nails
  const hours = salon?.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
  expect(hours).toContainEqual(
    expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '19:00' }),
  );
  expect(hours).toContainEqual(
    expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '16:00' }),
  );
  const offers = salon?.makesOffer as { price: string; itemOffered: { name: string } }[];
  expect(offers.length).toBeGreaterThan(3);
  expect(offers[0]?.price).toMatch(/^\d+\.\d\d$/);
  expect((salon?.review as unknown[]).length).toBeGreaterThan(0);
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement).toHaveLength(3);
  // The page shows its opening hours to people too.
  await expect(page.getByRole('heading', { name: 'Darbo laikas' })).toBeVisible();
});

test('canonicalising redirects are permanent', async ({ request }) => {
  const response = await request.get('/grozio-specialistai?sritis=kirpejai&miestas=vilnius', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/grozio-specialistai/kirpejai/vilnius');
});

test('robots.txt and the sitemap invite crawlers to the demo salons', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/apie\/saule<\/loc><lastmod>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/grozio-specialistai\/kirpejai\/vilnius<\/loc>/);
});

import { test as base, type Page } from '@playwright/test';

// All browser tests come from 127.0.0.1, so the server's per-address rate limits (10 sign-ins a minute)
// would treat the whole suite as one very busy person. The e2e server trusts X-Forwarded-For
// (TRUST_PROXY), and each test — and each extra browser context — poses as its own visitor.
let visitors = 0;

export function visitorHeaders(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${(visitors >> 8) & 255}.${visitors & 255}` };
}

/** The page is running: the shell's effects put the viewport class on <body> once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => /\b(desktop|tablet|mobile)\b/.test(document.body.className));
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...visitorHeaders() });
  },
  // A person waits for a page to be ready; a test would otherwise type into server-rendered HTML that
  // hydration then replaces. Every page.goto of an HTML page returns once the page is hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (html && javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';

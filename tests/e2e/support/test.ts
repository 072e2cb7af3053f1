import { test as base } from '@playwright/test';

// All browser tests come from 127.0.0.1, so the server's per-address rate limits (10 sign-ins a minute)
// would treat the whole suite as one very busy person. The e2e server trusts X-Forwarded-For
// (TRUST_PROXY), and each test — and each extra browser context — poses as its own visitor.
let visitors = 0;

export function visitorHeaders(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${(visitors >> 8) & 255}.${visitors & 255}` };
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...visitorHeaders() });
  },
});

export { expect } from '@playwright/test';

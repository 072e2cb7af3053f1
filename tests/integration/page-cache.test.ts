// Public pages served to visitors without cookies may come from the page cache (embedded database only):
// whatever changes in the database shows on the very next request, and each answer has its own
// Content-Security-Policy nonce. On PostgreSQL the same requests are all rendered; the test holds for both.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { service } from '../../src/server/db/schema.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const NBSP = '\u00a0';

let server: TestServer;

beforeAll(async () => {
  const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) {
    throw new Error('The page cache test renders pages: run `npx react-router build` first.');
  }
  server = await startTestServer({ withWeb: true, env: { BUILD_DIR } });
}, 120_000);
afterAll(() => server?.close());

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${address}`, { headers });
  const html = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const pageNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { status: response.status, html, policyNonce, pageNonces };
}

describe('public pages for visitors without cookies', () => {
  it('carry a nonce of their own each time, the one their policy allows', async () => {
    const salon = await createBookableBusiness(server.db);
    const first = await page(`/apie/${salon.business.slug}`);
    const second = await page(`/apie/${salon.business.slug}`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.policyNonce).toBeTruthy();
      expect([...answer.pageNonces]).toEqual([answer.policyNonce]);
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.html.replaceAll(second.policyNonce!, '')).toBe(
      first.html.replaceAll(first.policyNonce!, ''),
    );
  });

  it('show a changed price and a withdrawn service on the next request', async () => {
    const salon = await createBookableBusiness(server.db, { service: { priceCents: 3500 } });
    const address = `/apie/${salon.business.slug}`;
    expect((await page(address)).html).toContain(`35,00${NBSP}€`);
    expect((await page(address)).html).toContain(`35,00${NBSP}€`);

    await server.db.update(service).set({ priceCents: 4150 }).where(eq(service.id, salon.service.id));
    const changed = await page(address);
    expect(changed.html).toContain(`41,50${NBSP}€`);
    expect(changed.html).not.toContain(`35,00${NBSP}€`);

    await server.db.update(service).set({ active: false }).where(eq(service.id, salon.service.id));
    expect((await page(address)).html).not.toContain(`41,50${NBSP}€`);
  });
});

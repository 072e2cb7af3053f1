// Public pages served to visitors without cookies may come from the page cache: whatever changes in the
// database shows on the very next request, on this instance or on another one on the same PostgreSQL
// database, and the page's inline scripts are allowed by the answer's policy (a nonce when rendered, hashes
// when kept).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { service } from '../../src/server/db/schema.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { createActors } from './support/actors.ts';
import { startInstancesOnOneDatabase, startTestServer, type TestServer } from './support/test-server.ts';

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

async function page(address: string, headers: Record<string, string> = {}, on: TestServer = server) {
  const response = await fetch(`${on.url}${address}`, { headers });
  const html = await response.text();
  return { status: response.status, html, policy: response.headers.get('content-security-policy') ?? '' };
}

/**
 * The page once it comes from the cache. On a PostgreSQL server that other tests write to at the same time,
 * any of their commits moves the stamp (it is the server's snapshot), so a page may have to be asked again.
 */
async function keptPage(address: string, on: TestServer = server) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await page(address, {}, on);
    if (answer.policy.includes("'sha256-")) return answer;
  }
  throw new Error(`${address} was never served from the page cache`);
}

/** Each inline script the page runs (not its JSON-LD data), with the nonce it was written with. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !m[1]!.includes('application/ld+json'))
    .map((m) => ({ nonce: /\snonce="([^"]+)"/.exec(m[1]!)?.[1], text: m[2]! }));
}

/** Whether the policy lets the script run: by the nonce it carries or by its hash. */
function allowedBy(policy: string, script: { nonce?: string; text: string }) {
  const sources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
  const hash = `'sha256-${createHash('sha256').update(script.text, 'utf8').digest('base64')}'`;
  return (
    sources.includes(hash) || (script.nonce !== undefined && sources.includes(`'nonce-${script.nonce}'`))
  );
}

describe('public pages for visitors without cookies', () => {
  it('let every inline script run, by its nonce when rendered and by its hash when kept', async () => {
    const salon = await createBookableBusiness(server.db);
    const address = `/apie/${salon.business.slug}`;
    const answers = [
      await page(address),
      await keptPage(address),
      await page(address, { 'Accept-Encoding': 'br' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const scripts = inlineScripts(answer.html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(allowedBy(answer.policy, script)).toBe(true);
    }
    // The same page each time (a kept one byte for byte, decompressed by fetch), nonces aside.
    const withoutNonces = (html: string) => html.replaceAll(/\snonce="[^"]+"/g, '');
    expect(new Set(answers.map((answer) => withoutNonces(answer.html))).size).toBe(1);
    expect(answers[1]!.policy).not.toContain("'nonce-");
    expect(answers[1]!.policy).toContain("'sha256-");
  });

  it('stay kept while the visit clock finds nothing due (its passes here run every 200 ms)', async () => {
    // On PostgreSQL any other test's commit on the same server moves the stamp too: only here is it quiet.
    if (server.databaseKind !== 'pglite') return;
    const salon = await createBookableBusiness(server.db);
    const address = `/apie/${salon.business.slug}`;
    // Pages are kept for the minute they were rendered in: start well inside one. The waits here are the
    // subject: time passing (a minute's edge, several visit-clock passes), with nothing due to observe.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    await page(address);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await page(address)).policy).toContain("'sha256-");
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

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on two instances of one PostgreSQL database', () => {
  // Monday 09:00 in Vilnius: the salon is open today, so it has free times on the home page too.
  const NOW = new Date('2026-11-23T07:00:00Z');
  let cluster: Awaited<ReturnType<typeof startInstancesOnOneDatabase>> | undefined;
  afterAll(() => cluster?.close());

  it('a change through one instance shows on the next answer of the other, on every kind of kept page', async () => {
    cluster = await startInstancesOnOneDatabase(2, { withWeb: true, now: () => NOW });
    const [first, second] = cluster.instances as [TestServer, TestServer];
    const crew = await createActors(first.db, first.url);
    const { business } = crew.home;
    const pages = [
      '/',
      `/apie/${business.slug}`,
      '/grozio-specialistai/kirpejai/vilnius',
      `/${business.slug}/`,
    ];
    for (const address of pages) {
      expect((await keptPage(address, second)).html, address).toContain(business.name);
    }

    const renamed = await crew.clients.owner.patch(`/api/admin/business/${business.id}`, {
      name: 'Pervadintas Salonas',
    });
    expect(renamed.status, renamed.text).toBe(200);
    for (const address of pages) {
      const next = await page(address, {}, second);
      expect(next.html, address).toContain('Pervadintas Salonas');
      expect(next.html, address).not.toContain(business.name);
    }
  });
});

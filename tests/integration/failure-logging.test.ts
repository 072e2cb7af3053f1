// A request that fails on our side (5xx) is logged with what failed and its stack, whether an API handler
// or a page's loader met the failure: a real one here, a table gone from under the running server.
import { Writable } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let server: TestServer;

beforeAll(async () => {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.resolve(import.meta.dirname, '../..', buildDir, 'server/index.js'))) {
    throw new Error('This test renders pages: run `npx react-router build` first.');
  }
  server = await startTestServer({ withWeb: true, logger: pino({ level: 'info' }, sink) });
}, 120_000);
afterAll(() => server?.close());

describe('a failed request', () => {
  it('is logged with its error and stack, from an API handler and from a page', async () => {
    const salon = await createBookableBusiness(server.db);
    await server.db.execute(sql`alter table review rename to review_away`);
    try {
      const api = await fetch(`${server.url}/api/public/business/${salon.business.slug}`);
      const page = await fetch(`${server.url}/apie/${salon.business.slug}`);
      expect(api.status).toBe(500);
      expect(page.status).toBe(500);
    } finally {
      await server.db.execute(sql`alter table review_away rename to review`);
    }
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed.map((line) => line.path)).toEqual([
      `/api/public/business/${salon.business.slug}`,
      `/apie/${salon.business.slug}`,
    ]);
    for (const line of failed) {
      const err = line.err as { message?: string; stack?: string } | undefined;
      expect(`${err?.message} ${JSON.stringify(err)}`).toMatch(/review/);
      expect(err?.stack).toMatch(/\n\s+at /);
    }
  });
});

// What a client may send in place of a form or a JSON body, to every page route (src/web/routes.ts: the page,
// its `.data` address, GET and POST) and to every API operation (the OpenAPI document the app serves):
// bodies of the wrong type, broken JSON and multipart, bytes that are no UTF-8, a declared encoding that is
// not there, odd query strings; anonymous, as a client and as a business owner. Nothing may answer 5xx, and
// nothing may be logged at error level (bad input is the client's, not a failure of ours). Seeded and
// bounded: a few cases per route and actor, drawn with a fixed seed. Pages need the web build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pageRoutes from '../../src/web/routes.ts';
import { createActors, type ActorName, type Actors } from './support/actors.ts';
import {
  drawCases,
  fuzzSender,
  noServerError,
  pagePaths,
  reportTally,
  UNKNOWN_ID,
  type FuzzCase,
} from './support/fuzz-harness.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const SEED = 20_261_129;
const CONCURRENCY = 4;
/** Cases per page route or API operation and actor, drawn with the seed from everything below. */
const CASES_PER_TARGET = 2;
const ACTORS: ActorName[] = ['anonymous', 'client', 'owner'];
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** Every line the server logs at warning level and above. */
const logLines: { level: number; msg: string; path?: string; err?: unknown }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const errorLines = () => logLines.filter((line) => line.level >= 50);

let server: TestServer;
let actors: Actors;
let fuzz: ReturnType<typeof fuzzSender>;

beforeAll(async () => {
  if (!existsSync(path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js'))) {
    throw new Error('This test sends page addresses too: run `npx react-router build` first.');
  }
  server = await startTestServer({ withWeb: true, logger: pino({ level: 'warn' }, sink) });
  actors = await createActors(server.db, server.url);
  fuzz = fuzzSender(server.url, actors, '10.201.0');
}, 120_000);
afterAll(() => server?.close());
afterEach(() => {
  // Bad input is answered and logged below error level: an error line means something failed on our side.
  expect(
    errorLines().map((line) => `${line.msg} ${line.path ?? ''} ${JSON.stringify(line.err ?? '')}`),
  ).toEqual([]);
});

// ---------------------------------------------------------------- sending

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Bytes that are no UTF-8 at all (a lone continuation byte, an overlong form, a byte never used). */
const NOT_UTF8 = new Uint8Array([0x80, 0xc0, 0xaf, 0xff, 0xfe]);

/** The bodies a page action or an API operation may be sent instead of what it reads. */
const BODIES: {
  label: string;
  type: string | null;
  body: () => BodyInit;
  headers?: Record<string, string>;
}[] = [
  { label: 'text/plain', type: 'text/plain', body: () => 'x' },
  { label: 'broken JSON', type: 'application/json', body: () => '{"intent":' },
  { label: 'JSON for a form', type: 'application/json', body: () => '{"intent":"x","email":"a@b.lt"}' },
  { label: 'JSON array', type: 'application/json', body: () => '[1,2' },
  {
    label: 'JSON not UTF-8',
    type: 'application/json',
    body: () => new Uint8Array([...utf8('{"a":"'), ...NOT_UTF8, ...utf8('"}')]),
  },
  {
    label: 'JSON in another charset',
    type: 'application/json; charset=utf-16',
    body: () => utf8('{"a":"ą"}'),
  },
  {
    label: 'form not UTF-8',
    type: 'application/x-www-form-urlencoded',
    body: () => new Uint8Array([...utf8('intent='), ...NOT_UTF8]),
  },
  {
    label: 'form with broken escapes',
    type: 'application/x-www-form-urlencoded',
    body: () => 'intent=%E0%A4%A&%=%%&email=%FF',
  },
  { label: 'multipart without boundary', type: 'multipart/form-data', body: () => 'intent=x' },
  {
    label: 'broken multipart',
    type: 'multipart/form-data; boundary=zz',
    body: () => '--zz\r\nContent-Disposition: form-data\r\n\r\nx',
  },
  { label: 'no content type', type: null, body: () => 'intent=x' },
  { label: 'binary', type: 'application/octet-stream', body: () => NOT_UTF8 },
  { label: 'XML', type: 'application/xml', body: () => '<a>x</a>' },
  {
    label: 'declared gzip',
    type: 'application/json',
    body: () => '{"a":1}',
    headers: { 'content-encoding': 'gzip' },
  },
  {
    label: 'form declared gzip',
    type: 'application/x-www-form-urlencoded',
    body: () => 'intent=x',
    headers: { 'content-encoding': 'gzip' },
  },
];

/** Query strings no page or operation expects. */
const QUERIES = [
  '%',
  '%%30',
  'a=%E0%A4%A',
  '=&&=&',
  'a[]=1&a[b]=2&a.b=3',
  '%FF%FE=%C0%AF',
  '_routes=%2F%2F..%2Fx',
  'index&_data=routes%2Froot',
  `q=${'x'.repeat(3000)}`,
  'a=1&'.repeat(300),
];

function bodyCase(actor: ActorName, method: string, target: string, body: (typeof BODIES)[number]): FuzzCase {
  return {
    actor,
    method,
    path: target,
    headers: body.headers,
    body: { contentType: body.type, payload: body.body() },
    label: body.label,
  };
}

// ---------------------------------------------------------------- pages

/** React Router's data address of a page: `/_root.data` for the root, `<path>.data` otherwise. */
const dataAddress = (page: string) => (page === '/' ? '/_root.data' : `${page.replace(/\/$/, '')}.data`);

describe('pages', () => {
  it('answer a body no action can read with the site’s 400 page, not a 500', async () => {
    for (const address of ['/susisiekti', '/prisijungti', '/prisijungti/patvirtinimas']) {
      const response = await fetch(new URL(address, server.url), {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: new URL(server.url).origin },
        body: 'x',
      });
      expect(response.status, address).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Neteisinga užklausa');
    }
    // A client-side navigation's form post is refused before the admin area sends anyone to sign in.
    const data = await fuzz.send({
      actor: 'anonymous',
      method: 'POST',
      path: `/administratorius/paslaugos/${actors.home.business.slug}.data`,
      body: { contentType: 'text/plain', payload: 'x' },
      label: 'text/plain',
    });
    expect(data.status).toBe(400);
  });

  it('never answer malformed bodies, encodings or query strings with a 5xx', async () => {
    const slug = actors.home.business.slug;
    const pages = pagePaths(pageRoutes).map((page) =>
      page.replace(/:(\w+)/g, (_m, name: string) => (name === 'slug' ? slug : UNKNOWN_ID)),
    );
    expect(pages.length).toBeGreaterThan(30);
    const cases: FuzzCase[] = [];
    let seed = SEED;
    for (const page of pages) {
      for (const actor of ACTORS) {
        const all: FuzzCase[] = [];
        for (const target of [page, dataAddress(page)]) {
          for (const query of QUERIES)
            all.push({ actor, method: 'GET', path: `${target}?${query}`, label: query.slice(0, 30) });
          for (const body of BODIES) all.push(bodyCase(actor, 'POST', target, body));
        }
        all.push(bodyCase(actor, 'PUT', page, BODIES[0]!));
        all.push({ actor, method: 'DELETE', path: page, label: 'DELETE' });
        cases.push(...drawCases(all, CASES_PER_TARGET, (seed += 1)));
      }
    }
    const tally = await fuzz.runAll(cases, noServerError, CONCURRENCY);
    reportTally('Page body fuzz', tally, ` over ${pages.length} pages`);
    expect(tally.problems.slice(0, 25)).toEqual([]);
  }, 240_000);
});

// ---------------------------------------------------------------- the API

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
}

describe('the API', () => {
  it('never answers malformed bodies, encodings or query strings with a 5xx', async () => {
    const document = (await (await fetch(new URL('/api/openapi.json', server.url))).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const slug = actors.home.business.slug;
    const cases: FuzzCase[] = [];
    let operations = 0;
    let seed = SEED * 2;
    for (const [apiPath, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const upper = method.toUpperCase();
        const concrete = apiPath.replace(/\{(\w+)\}/g, (_m, name: string) =>
          ['business', 'slug'].includes(name) || (name === 'id' && apiPath.startsWith('/api/admin/business/'))
            ? slug
            : name === 'token'
              ? 'abcdefgh12'
              : UNKNOWN_ID,
        );
        const known = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=%E0%A4%A`);
        for (const actor of ACTORS) {
          const all: FuzzCase[] = [];
          for (const query of [...QUERIES, ...known])
            all.push({ actor, method: upper, path: `${concrete}?${query}`, label: query.slice(0, 30) });
          if (upper !== 'GET') for (const body of BODIES) all.push(bodyCase(actor, upper, concrete, body));
          cases.push(...drawCases(all, CASES_PER_TARGET, (seed += 1)));
        }
      }
    }
    expect(operations).toBeGreaterThan(80);
    const tally = await fuzz.runAll(cases, noServerError, CONCURRENCY);
    reportTally('API body fuzz', tally, ` over ${operations} operations`);
    expect(tally.problems.slice(0, 25)).toEqual([]);
  }, 240_000);
});

describe('auth', () => {
  it('answers get-session without the session token', async () => {
    const session = await actors.clients.client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.json.user.email).toBeTruthy();
    expect(session.json.session.id).toBeTruthy();
    expect(session.json.session).not.toHaveProperty('token');
    expect(session.text).not.toContain(
      actors.clients.client.cookies.get('gl.session_token')?.split('.')[0] ?? '—',
    );
  });

  it('refuses a foreign redirect address with a warning in the log, not an error', async () => {
    const before = logLines.length;
    const refused = await actors.clients.anonymous.request(
      'POST',
      '/api/auth/request-password-reset',
      { email: 'kazkas@example.lt', redirectTo: 'https://piktas.example/pagauta' },
      { origin: new URL(server.url).origin },
    );
    expect(refused.status).toBe(403);
    const lines = logLines.slice(before);
    expect(lines.filter((line) => line.level === 40 && /Invalid redirectURL/.test(line.msg))).toHaveLength(1);
  });
});

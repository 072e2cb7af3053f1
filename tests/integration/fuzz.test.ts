// Malformed input to every operation the API publishes (read from /api/openapi.json) and to every page:
// control characters in each path parameter, query parameter and body field, long strings, wrong types,
// impossible dates, bad ids, malformed JSON and wrong content types; anonymous and as the role the operation
// is for. Nothing may answer 5xx; every API refusal has the `{ error, message, fields? }` shape with
// Lithuanian text; a refused page address gets the site's own error page. Deterministic (fixed seed) and
// bounded; it prints what it sent. Pages need the web build (`npx react-router build`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pageRoutes from '../../src/web/routes.ts';
import { createActors, type ActorName, type Actors } from './support/actors.ts';
import {
  drawCases,
  fuzzSender,
  pagePaths,
  reportTally,
  UNKNOWN_ID,
  type FuzzBody,
  type FuzzCase,
} from './support/fuzz-harness.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const SEED = 20_260_221;
/** Concurrent requests: enough to keep the server busy, few enough for a shared two-core machine. */
const CONCURRENCY = 6;
/** Cases per operation and actor, sampled with the fixed seed from everything generated for it. */
const CASES_PER_OPERATION = 56;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/**
 * A bound on each fuzz run, not a speed check: about 2 minutes on a quiet two-core machine, and the suite
 * runs beside other files, so the bound leaves room for a busy one.
 */
const FUZZ_TIMEOUT_MS = 420_000;

let server: TestServer;
let actors: Actors;
let fuzz: ReturnType<typeof fuzzSender>;

beforeAll(async () => {
  const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) {
    throw new Error(
      `The fuzz test sends page addresses too: run \`npx react-router build\` first (${buildEntry}).`,
    );
  }
  server = await startTestServer({ withWeb: true, env: { BUILD_DIR } });
  actors = await createActors(server.db, server.url);
  fuzz = fuzzSender(server.url, actors, '10.200.0');
}, 120_000);
afterAll(() => server?.close());

// ---------------------------------------------------------------- what is malformed

const CONTROL_STRINGS = ['\u0000', 'abc\u0000def', '\u0001', '\u001b[31m', 'a\u0008b', '\u007f', '\u001f'];
const SINGLE_LINE_BREAKERS = ['a\tb', 'a\nb', 'a\r\nb'];
const ODD_STRINGS = [
  '',
  ' ',
  '\uD800',
  '\uFFFF',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '<script>alert(1)</script>',
  '9'.repeat(40),
];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-00',
  '0000-01-01',
  '9999-12-31',
  '2026-2-3',
  '2026-02-29',
];
const BAD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '-1', '0', 'null', 'undefined'];
const WRONG_TYPES: unknown[] = [123, -1, 1.5, 1e308, true, null, [], {}, ['a'], { a: 1 }, [[[[]]]]];
/** Under the 16 KB header limit, so it reaches the app in an address. */
const LONG_IN_ADDRESS = 'x'.repeat(10_000);
/** Under the 64 KB body limit (reaches the validators) and far over it (refused by the limit). */
const LONG_IN_BODY = 'x'.repeat(60_000);
const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Strings from fast-check with the fixed seed: any code point, short. */
const RANDOM_STRINGS = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), {
  seed: SEED,
  numRuns: 12,
});

/** Every malformed string, wherever it is sent. */
const MALFORMED_STRINGS = [
  ...CONTROL_STRINGS,
  ...SINGLE_LINE_BREAKERS,
  ...ODD_STRINGS,
  ...BAD_DATES,
  ...BAD_IDS,
  ...RANDOM_STRINGS,
];
const ADDRESS_VALUES = [...MALFORMED_STRINGS, LONG_IN_ADDRESS];
const BODY_VALUES: unknown[] = [...MALFORMED_STRINGS, ...WRONG_TYPES, LONG_IN_BODY, MEGABYTE];

// ---------------------------------------------------------------- the answers

const LITHUANIAN_LETTER = /[ąčęėįšųūžĄČĘĖĮŠŲŪŽ]/;
const LITHUANIAN_WORD =
  /\b(neteising|netinkam|nurodykite|prašome|klaida|užklaus|nerast|neturite|įveskite|pasirinkite|patikrinkite|siųskite|gautas|privalo|adresas|data|verslas|numeris|nuoroda|nebegalioj|per (daug|didel|trump|ilg))/i;
/** English texts the libraries answer with when nobody translated them. */
const ENGLISH =
  /\b(the|invalid|expected|required|please|must|not found|unauthorized|forbidden|internal|payload|too large|missing|error occurred|bad request)\b/i;

function isLithuanian(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    (LITHUANIAN_LETTER.test(text) || LITHUANIAN_WORD.test(text)) &&
    !ENGLISH.test(text)
  );
}

/** Why an API answer breaks the rules, or null when it keeps them. */
function apiProblem(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json')) return `non-JSON ${status} (${contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `unparsable JSON ${status}`;
  }
  const shaped = body as { error?: unknown; message?: unknown; fields?: unknown };
  if (typeof shaped.error !== 'string' || typeof shaped.message !== 'string')
    return `shape: ${text.slice(0, 200)}`;
  if (!isLithuanian(shaped.message)) return `message not Lithuanian: ${shaped.message}`;
  if (shaped.fields !== undefined) {
    if (typeof shaped.fields !== 'object' || shaped.fields === null) return 'fields not an object';
    for (const [key, value] of Object.entries(shaped.fields)) {
      if (!isLithuanian(value)) return `field ${key} not Lithuanian: ${String(value)}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------- the API, from its OpenAPI document

interface SchemaObject {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: SchemaObject }[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
}

/** The role an operation is for: its area, and the operator tools. */
function roleFor(apiPath: string): ActorName {
  if (/^\/api\/admin\/(operator\/|business\/\{id\}\/(owner|mark-as-contacted))/.test(apiPath))
    return 'operator';
  if (apiPath.startsWith('/api/admin/')) return 'owner';
  return 'client';
}

/** A plausible value for a parameter or field, so that only the malformed one is wrong. */
function plausible(name: string, schema: SchemaObject | undefined, apiPath: string): unknown {
  const home = actors.home;
  if (name === 'business' || (name === 'id' && apiPath.startsWith('/api/admin/business/{id}')))
    return home.business.slug;
  if (name === 'slug') return home.business.slug;
  if (name === 'service') return home.service.id;
  if (name === 'specialist') return home.specialist.id;
  if (name === 'date' || name === 'validFrom' || name === 'from') return '2026-12-21';
  if (name === 'to') return '2026-12-22';
  if (name === 'scope') return 'upcoming';
  if (name === 'page') return '1';
  if (name === 'token') return 'abcdefgh12';
  return sampleOf(schema);
}

function sampleOf(schema: SchemaObject | undefined): unknown {
  if (!schema) return 'a';
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative) return sampleOf(alternative.find((s) => s.type !== 'null') ?? alternative[0]);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return UNKNOWN_ID;
      if (schema.format === 'date-time') return '2026-12-21T10:00:00+02:00';
      if (schema.format === 'date') return '2026-12-21';
      if (schema.format === 'email') return 'fuzz@example.lt';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    default:
      return 'a';
  }
}

/** Percent-encoded; a lone surrogate (which has no UTF-8) as the invalid bytes a client might still send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function formOf(fields: Record<string, unknown>, multipart: boolean): FuzzBody {
  const entries = Object.entries(fields).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  ]);
  if (!multipart) {
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(entries).toString(),
    };
  }
  const form = new FormData();
  for (const [key, value] of entries) form.append(key!, value!);
  return { contentType: null, payload: form };
}

function casesFor(
  apiPath: string,
  method: string,
  operation: Operation,
  actor: ActorName,
  seed: number,
): FuzzCase[] {
  const upper = method.toUpperCase();
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseline = (overrides: Record<string, string> = {}, extraQuery = '') => {
    let concrete = apiPath;
    for (const p of pathParams) {
      const value = overrides[`path:${p.name}`] ?? String(plausible(p.name, p.schema, apiPath));
      concrete = concrete.replace(`{${p.name}}`, overrides[`raw:${p.name}`] ?? encodeSegment(value));
    }
    const query = new URLSearchParams();
    for (const p of queryParams) {
      const value = overrides[`query:${p.name}`] ?? String(plausible(p.name, p.schema, apiPath));
      query.set(p.name, value);
    }
    const text = query.toString() + extraQuery;
    return text ? `${concrete}?${text}` : concrete;
  };
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const acceptsForm = 'application/x-www-form-urlencoded' in content;
  const multipartOnly = !jsonSchema && 'multipart/form-data' in content;
  const bodyBaseline = (jsonSchema ? sampleOf(jsonSchema) : {}) as Record<string, unknown>;
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  const defaultBody = jsonSchema
    ? json(bodyBaseline)
    : multipartOnly
      ? (() => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
          return { contentType: null, payload: form as BodyInit };
        })()
      : undefined;

  const cases: FuzzCase[] = [];
  const add = (label: string, target: string, body: FuzzBody | undefined = defaultBody) =>
    cases.push({ actor, method: upper, path: target, body, label });

  for (const p of pathParams) {
    for (const value of ADDRESS_VALUES)
      add(`path ${p.name}=${JSON.stringify(value).slice(0, 30)}`, baseline({ [`path:${p.name}`]: value }));
    add(`path ${p.name} malformed escape`, baseline({ [`raw:${p.name}`]: '%E0%A4%A' }));
    add(`path ${p.name} encoded slash`, baseline({ [`raw:${p.name}`]: 'a%2Fb' }));
  }
  for (const p of queryParams) {
    for (const value of ADDRESS_VALUES)
      add(`query ${p.name}=${JSON.stringify(value).slice(0, 30)}`, baseline({ [`query:${p.name}`]: value }));
    add(`query ${p.name} twice`, baseline({}, `&${p.name}=a&${p.name}=b`));
  }
  add('unknown query parameter with NUL', baseline({}, '&zz%00=1'));

  if (jsonSchema) {
    const fields = Object.keys(jsonSchema.properties ?? {});
    for (const field of fields) {
      for (const value of BODY_VALUES) {
        const label = `body ${field}=${JSON.stringify(value)?.slice(0, 30)}`;
        add(label, baseline(), json({ ...bodyBaseline, [field]: value }));
        if (acceptsForm && typeof value === 'string' && value.length < 100_000) {
          add(`form ${label}`, baseline(), formOf({ ...bodyBaseline, [field]: value }, false));
          add(`multipart ${label}`, baseline(), formOf({ ...bodyBaseline, [field]: value }, true));
        }
      }
      const nested = jsonSchema.properties?.[field];
      for (const inner of Object.keys(nested?.properties ?? {})) {
        for (const value of [...CONTROL_STRINGS.slice(0, 2), ...WRONG_TYPES.slice(0, 4), LONG_IN_BODY]) {
          const object = { ...(bodyBaseline[field] as Record<string, unknown>), [inner]: value };
          add(
            `body ${field}.${inner}=${JSON.stringify(value).slice(0, 30)}`,
            baseline(),
            json({ ...bodyBaseline, [field]: object }),
          );
        }
      }
    }
  }
  if (jsonSchema || multipartOnly) {
    const raw = (contentType: string | null, payload: string) => ({ contentType, payload });
    add('malformed JSON', baseline(), raw('application/json', '{"a":'));
    add('trailing garbage JSON', baseline(), raw('application/json', '{"a":1}}'));
    add('JSON null', baseline(), raw('application/json', 'null'));
    add('JSON array', baseline(), raw('application/json', '[]'));
    add('JSON string', baseline(), raw('application/json', '"\\u0000"'));
    add('JSON number', baseline(), raw('application/json', '123'));
    add('empty JSON body', baseline(), raw('application/json', ''));
    add('deeply nested JSON', baseline(), raw('application/json', '['.repeat(20_000) + ']'.repeat(20_000)));
    add('NUL key', baseline(), raw('application/json', '{"\\u0000":"a"}'));
    add('text/plain', baseline(), raw('text/plain', 'business=a'));
    add('application/xml', baseline(), raw('application/xml', '<a>\u0000</a>'));
    add('no content type', baseline(), raw(null, '{"a":1}'));
    add(
      'broken multipart',
      baseline(),
      raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000'),
    );
    add('multipart without boundary', baseline(), raw('multipart/form-data', 'a'));
    add('1 MB JSON body', baseline(), json({ ...bodyBaseline, padding: MEGABYTE }));
    add('form with NUL', baseline(), formOf({ a: '\u0000' }, false));
    add('multipart with NUL', baseline(), formOf({ a: '\u0000' }, true));
  } else if (upper !== 'GET') {
    add('unexpected JSON body with NUL', baseline(), json({ a: '\u0000' }));
  }
  return drawCases(cases, CASES_PER_OPERATION, seed);
}

describe('fuzz', () => {
  it(
    'the API answers malformed input to every operation without a 5xx, in its error shape, in Lithuanian',
    async () => {
      const document = (await (await fetch(new URL('/api/openapi.json', server.url))).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const cases: FuzzCase[] = [];
      let operations = 0;
      let seed = SEED;
      for (const [apiPath, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          operations += 1;
          for (const actor of ['anonymous', roleFor(apiPath)] as ActorName[]) {
            cases.push(...casesFor(apiPath, method, operation, actor, (seed += 1)));
          }
        }
      }
      expect(operations).toBeGreaterThan(80);
      const tally = await fuzz.runAll(
        cases,
        (_entry, answer) => apiProblem(answer.status, answer.contentType, answer.text),
        CONCURRENCY,
      );
      reportTally('API fuzz', tally, ` over ${operations} operations`);
      expect(tally.problems.slice(0, 25)).toEqual([]);
      expect(tally.sent).toBe(cases.length);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('a page address with NUL gets the site’s 400 page; a page for a signed-in person is never cached', async () => {
    for (const address of ['/apie/%00', '/naujas-vizitas/%00', '/apie/abc%00def?x=1']) {
      const response = await fetch(new URL(address, server.url));
      expect(response.status, address).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Neteisinga užklausa');
    }
    const garbageId = await fuzz.send({
      actor: 'owner',
      method: 'GET',
      path: `/administratorius/vizitai/${actors.home.business.slug}/redaguoti/not-a-uuid`,
      label: 'garbage id',
    });
    expect(garbageId.status).toBe(404);

    const anonymousHome = await fuzz.send({ actor: 'anonymous', method: 'GET', path: '/', label: 'home' });
    expect(anonymousHome.status).toBe(200);
    const ownerHome = await fetch(new URL('/', server.url), {
      headers: { cookie: [...actors.clients.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(ownerHome.status).toBe(200);
    expect(ownerHome.headers.get('cache-control')).toBe('no-store');
    const anonymousAdmin = await fetch(new URL('/administratorius', server.url), { redirect: 'manual' });
    expect(anonymousAdmin.headers.get('cache-control')).toBe('no-store');
    const publicPage = await fetch(new URL('/apie', server.url));
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers.get('cache-control')).toBeNull();
    expect(publicPage.headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
  });

  it(
    'pages answer bad addresses and forms with 400 or 404 (the site’s error page), never a 5xx',
    async () => {
      const slug = actors.home.business.slug;
      const paths = pagePaths(pageRoutes);
      expect(paths).toEqual(
        expect.arrayContaining(['/apie/:slug', '/administratorius/vizitai/:slug/redaguoti/:id']),
      );
      const cases: FuzzCase[] = [];
      const concrete = (page: string, values: Record<string, string>) =>
        page.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? (name === 'slug' ? slug : UNKNOWN_ID));
      for (const page of paths) {
        const names = [...page.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        for (const actor of ['anonymous', 'owner'] as ActorName[]) {
          for (const name of names) {
            for (const value of [
              '\u0000',
              '\u007f',
              'not-a-uuid',
              '2026-02-30',
              LONG_IN_ADDRESS.slice(0, 2000),
              '\uD800',
            ]) {
              cases.push({
                actor,
                method: 'GET',
                path: concrete(page, { [name]: encodeSegment(value) }),
                label: `${name}=${JSON.stringify(value).slice(0, 20)}`,
              });
            }
            cases.push({
              actor,
              method: 'GET',
              path: concrete(page, { [name]: '%E0%A4%A' }),
              label: `${name} malformed escape`,
            });
          }
          const base = concrete(page, {});
          // The query parameters the pages read, all wrong at once (one request per route keeps this bounded).
          for (const query of [
            'q=%00',
            'data=2026-02-30&puslapis=-1&nuo=2026-13-01&laikotarpis=x&rodinys=%E2%80%AE&grizti=//kitur.lt&token=x',
            'puslapis=abc&data=9999-99-99&busena=kitas&specialistas=not-a-uuid&klientas=x&kortele=-1',
          ]) {
            cases.push({ actor, method: 'GET', path: `${base}?${query}`, label: query });
          }
          cases.push({ actor, method: 'GET', path: `${base}.data`, label: 'single fetch' });
          cases.push({
            actor,
            method: 'GET',
            path: `${base.replace(/\/$/, '')}/%00.data`,
            label: 'single fetch NUL',
          });
          cases.push({
            actor,
            method: 'POST',
            path: base,
            body: formOf({ intent: '\u0000', id: 'a' }, false),
            label: 'form with NUL',
          });
          cases.push({
            actor,
            method: 'POST',
            path: base,
            body: formOf({ intent: 'nezinomas', id: 'not-a-uuid', date: '2026-02-30' }, false),
            label: 'form with garbage',
          });
        }
      }
      const tally = await fuzz.runAll(
        cases,
        (entry, answer) => {
          if (answer.status >= 500) return `status ${answer.status}`;
          const refused = /%00|%7F|a%00b|\\u0000/.test(entry.path) || entry.label === 'form with NUL';
          if (refused && !entry.path.endsWith('.data')) {
            if (answer.status !== 400) return `expected 400 for control characters, got ${answer.status}`;
            if (!answer.text.includes('Neteisinga užklausa')) return 'not the site’s error page';
          }
          if ((answer.status === 404 || answer.status === 400) && answer.contentType.includes('text/html')) {
            if (!/<html[^>]*lang="lt"/.test(answer.text)) return 'an error page without the site’s layout';
          }
          return null;
        },
        CONCURRENCY,
      );
      reportTally('Page fuzz', tally, ` over ${paths.length} page routes`);
      expect(tally.problems.slice(0, 25)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});

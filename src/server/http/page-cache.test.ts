import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ContentEncoding } from './compression.ts';
import { createPageCache, inlineScriptSources } from './page-cache.ts';

const ORIGIN = 'http://localhost:3000';

function harness(options: { maxEntries?: number } = {}) {
  let changes = 0;
  let clock = new Date('2026-11-24T10:00:05Z');
  let renders = 0;
  let answer: () => Response = () =>
    new Response(`<html><script nonce="n${renders}">hydrate()</script>render ${renders}</html>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  const cache = createPageCache({ changeStamp: () => String(changes), now: () => clock, ...options });
  const get = async (
    path: string,
    {
      headers = {},
      origin = ORIGIN,
      encoding = null,
      before,
    }: {
      headers?: Record<string, string>;
      origin?: string;
      encoding?: ContentEncoding | null;
      /** Holds the render until it resolves (the answer is chosen when the render begins). */
      before?: () => Promise<void>;
    } = {},
  ) => {
    let allowed: string[] | null = null;
    const response = await cache(
      {
        request: new Request(`${origin}${path}`, { headers }),
        origin,
        encoding,
        allowInlineScripts: (sources) => (allowed = sources),
      },
      async () => {
        renders += 1;
        const make = answer;
        await before?.();
        return make();
      },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, body: bytes.toString(), allowed: allowed as string[] | null };
  };
  return {
    get,
    renders: () => renders,
    change: () => (changes += 1),
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    answerWith: (next: () => Response) => (answer = next),
  };
}

describe('the page cache', () => {
  it('serves a page again byte for byte while nothing changed, its inline scripts allowed by hash', async () => {
    const h = harness();
    const first = await h.get('/apie/saule');
    expect(first.allowed).toBeNull();
    const second = await h.get('/apie/saule');
    expect(h.renders()).toBe(1);
    expect(second.body).toBe(first.body);
    const hash = createHash('sha256').update('hydrate()').digest('base64');
    expect(second.allowed).toEqual([`'sha256-${hash}'`]);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.response.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('sends a kept page compressed as the visitor accepts, the same page in every encoding', async () => {
    const h = harness();
    const plain = await h.get('/');
    const br = await h.get('/', { encoding: 'br' });
    const gzip = await h.get('/', { encoding: 'gzip' });
    expect(h.renders()).toBe(1);
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.body);
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.body);
    expect(Number(gzip.response.headers.get('content-length'))).toBe(gzip.bytes.length);
  });

  it('renders anew after any change in the database and when the minute turns', async () => {
    const h = harness();
    await h.get('/');
    h.change();
    expect((await h.get('/')).body).toContain('render 2');
    h.advance(55_000);
    expect((await h.get('/')).body).toContain('render 3');
    expect((await h.get('/')).body).toContain('render 3');
    expect(h.renders()).toBe(3);
  });

  it('lets requests that arrive during a render wait for it, unless the data changed since it began', async () => {
    const h = harness();
    const slow = (body: string) => {
      let finish = () => {};
      const ready = new Promise<void>((resolve) => (finish = resolve));
      h.answerWith(() => new Response(body, { headers: { 'Content-Type': 'text/html' } }));
      return { ready, finish };
    };
    const gate = slow('<html>first</html>');
    // The first render waits at the gate; two more visitors arrive meanwhile, under the same stamp.
    const first = h.get('/', { before: () => gate.ready });
    const second = h.get('/');
    const third = h.get('/', { encoding: 'gzip' });
    // A fixed wait: the cache shows no sign of a visitor joining a render under way (left as is for now).
    await new Promise((resolve) => setTimeout(resolve, 10));
    gate.finish();
    expect((await first).body).toBe('<html>first</html>');
    expect((await second).body).toBe('<html>first</html>');
    expect(gunzipSync((await third).bytes).toString()).toBe('<html>first</html>');
    expect(h.renders()).toBe(1);

    // A visitor arriving after a change does not take a render begun before it.
    h.change();
    const again = slow('<html>before</html>');
    const before = h.get('/', { before: () => again.ready });
    // A fixed wait, as above: the render must have begun before the change, and nothing shows when it has.
    await new Promise((resolve) => setTimeout(resolve, 10));
    h.change();
    h.answerWith(() => new Response('<html>after</html>', { headers: { 'Content-Type': 'text/html' } }));
    expect((await h.get('/')).body).toBe('<html>after</html>');
    again.finish();
    expect((await before).body).toBe('<html>before</html>');
    expect(h.renders()).toBe(3);
    // The later render is the one kept.
    expect((await h.get('/')).body).toBe('<html>after</html>');
    expect(h.renders()).toBe(3);
  });

  it('keeps addresses, queries, origins, crawlers and people apart', async () => {
    const h = harness();
    await h.get('/apie/saule');
    await h.get('/apie/saule?puslapis=2');
    await h.get('/apie/saule', { origin: 'https://saule.lt' });
    await h.get('/apie/saule', {
      headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect(h.renders()).toBe(4);
    await h.get('/apie/saule?puslapis=2');
    expect(h.renders()).toBe(4);
  });

  it('never keeps an answer for a visitor with cookies, or one that is not a plain 200 page', async () => {
    const h = harness();
    await h.get('/', { headers: { Cookie: 'cookie_consent=accepted' } });
    await h.get('/', { headers: { Cookie: 'cookie_consent=accepted' } });
    expect(h.renders()).toBe(2);

    for (const refused of [
      () => new Response('<p>nėra</p>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      () => new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b' } }),
      () =>
        new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' } }),
      () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    ]) {
      const h2 = harness();
      h2.answerWith(refused);
      await h2.get('/x');
      const again = await h2.get('/x');
      expect(h2.renders()).toBe(2);
      expect(again.allowed).toBeNull();
    }
  });

  it('lets the least recently served page go first when full', async () => {
    const h = harness({ maxEntries: 2 });
    await h.get('/a');
    await h.get('/b');
    await h.get('/a');
    await h.get('/c');
    expect(h.renders()).toBe(3);
    await h.get('/a');
    expect(h.renders()).toBe(3);
    await h.get('/b');
    expect(h.renders()).toBe(4);
  });
});

describe('inline script sources', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes each inline script once, as written; scripts with a src and data blocks are not its business', () => {
    const html = [
      '<script nonce="abc">window.__ctx = {"vardas":"Saulė"};</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="module" nonce="abc">\nimport("/assets/x.js");\n</script>',
      '<SCRIPT>window.__ctx = {"vardas":"Saulė"};</SCRIPT>',
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script>',
    ].join('');
    expect(inlineScriptSources(html)).toEqual([
      sha('window.__ctx = {"vardas":"Saulė"};'),
      sha('\nimport("/assets/x.js");\n'),
    ]);
  });
});

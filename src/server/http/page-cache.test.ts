import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

const ORIGIN = 'http://localhost:3000';

function harness(options: { maxEntries?: number } = {}) {
  let changes = 0;
  let clock = new Date('2026-11-24T10:00:05Z');
  let renders = 0;
  let answer: (nonce: string) => Response = (nonce) =>
    new Response(`<html><script nonce="${nonce}">1</script>render ${renders}</html>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  const cache = createPageCache({ changeCount: () => changes, now: () => clock, ...options });
  const get = async (
    path: string,
    {
      nonce = `n${Math.random()}`,
      headers = {},
      origin = ORIGIN,
    }: { nonce?: string; headers?: Record<string, string>; origin?: string } = {},
  ) => {
    const response = await cache(
      { request: new Request(`${origin}${path}`, { headers }), nonce, origin },
      async () => {
        renders += 1;
        return answer(nonce);
      },
    );
    return { response, body: await response.text(), nonce };
  };
  return {
    get,
    renders: () => renders,
    change: () => (changes += 1),
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    answerWith: (next: (nonce: string) => Response) => (answer = next),
  };
}

describe('the page cache', () => {
  it('serves a page again while nothing changed, with the new answer’s own nonce', async () => {
    const h = harness();
    const first = await h.get('/apie/saule');
    const second = await h.get('/apie/saule', { nonce: 'fresh-nonce' });
    expect(h.renders()).toBe(1);
    expect(second.body).toBe('<html><script nonce="fresh-nonce">1</script>render 1</html>');
    expect(second.body).not.toContain(first.nonce);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
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
      await h2.get('/x');
      expect(h2.renders()).toBe(2);
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

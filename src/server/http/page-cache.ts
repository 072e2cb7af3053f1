import { isbot } from 'isbot';

/**
 * Whole pages as a visitor without cookies gets them, kept while the data stands still. An entry is
 * served only while the database's change count and the minute are those it was rendered under, so a
 * visit booked, a price changed or a time that has just passed shows on the very next request: a page
 * reads nothing but the database and the clock. Only where one process writes the data (the embedded
 * database); with PostgreSQL other instances change it unseen, and every page is rendered.
 *
 * What differs between two such visitors stays out of the entry: each answer gets its own
 * Content-Security-Policy nonce, swapped into the kept page; crawlers (whole document at once) and people
 * (streamed) have entries of their own.
 */
export interface PageCacheOptions {
  changeCount: () => number;
  now: () => Date;
  /** The most pages kept; the least recently served goes first. */
  maxEntries?: number;
}

interface Entry {
  stamp: string;
  body: string;
  nonce: string;
  status: number;
  headers: [string, string][];
}

export interface PageRequest {
  request: Request;
  /** This answer's Content-Security-Policy nonce. */
  nonce: string;
  /** The origin the visitor addressed (behind a proxy, its forwarded host and scheme): pages link to it. */
  origin: string;
}

export type PageCache = (page: PageRequest, render: () => Promise<Response>) => Promise<Response>;

const KEPT_TYPES = /^(text\/html|text\/x-script)\b/i;

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const stampNow = () => `${options.changeCount()}:${Math.floor(options.now().getTime() / 60_000)}`;

  return async ({ request, nonce, origin }, render) => {
    if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) {
      return render();
    }
    const userAgent = request.headers.get('user-agent');
    const url = new URL(request.url);
    const key = `${userAgent && isbot(userAgent) ? 'crawler' : 'person'} ${origin}${url.pathname}${url.search}`;
    const stamp = stampNow();
    const kept = entries.get(key);
    if (kept && kept.stamp === stamp) {
      entries.delete(key);
      entries.set(key, kept);
      const body = kept.nonce && nonce ? kept.body.replaceAll(kept.nonce, nonce) : kept.body;
      return new Response(body, { status: kept.status, headers: kept.headers });
    }
    if (kept) entries.delete(key);

    const response = await render();
    if (
      response.status !== 200 ||
      response.headers.has('set-cookie') ||
      /no-store|private/i.test(response.headers.get('cache-control') ?? '') ||
      !KEPT_TYPES.test(response.headers.get('content-type') ?? '')
    ) {
      return response;
    }
    const body = await response.text();
    // The kept body is sent whole, its nonce swapped for one of the same length.
    const headers = [...response.headers].filter(([name]) => name !== 'content-length');
    entries.set(key, { stamp, body, nonce, status: response.status, headers });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return new Response(body, { status: response.status, headers });
  };
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import type { AppEnv } from './app-env.ts';
import type { ContentEncoding } from './compression.ts';

/**
 * Whole pages as a visitor without cookies gets them, kept while the data stands still. An entry is
 * served only while the database's change stamp and the minute are those it was rendered under, so a
 * visit booked, a price changed or a time that has just passed shows on the very next request: a page
 * reads nothing but the database and the clock. The stamp is taken after the request arrived and before
 * the render began, so a change committed before the request (on this instance or any other) is never
 * served stale, and one committed during a render leaves that render's entry unused.
 *
 * A kept page is sent byte for byte as it was rendered, compressed once per encoding: its inline scripts
 * are allowed by their hashes (`allowInlineScripts`) instead of a nonce, which would have to change with
 * every answer. Crawlers (whole document at once) and people (streamed) have entries of their own.
 */
export interface PageCacheOptions {
  /** The database's change stamp (`DatabaseHandle.changeStamp`). */
  changeStamp: () => string | Promise<string>;
  now: () => Date;
  /** The most pages kept; the least recently served goes first. */
  maxEntries?: number;
  /** Told of every request: served kept, rendered (and perhaps kept), or not one a cache may serve. */
  onLookup?: (outcome: PageCacheOutcome) => void;
}

export type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

export interface PageRequest {
  request: Request;
  /** The origin the visitor addressed (behind a proxy, its forwarded host and scheme): pages link to it. */
  origin: string;
  /** The encoding the visitor accepts best, if any. */
  encoding: ContentEncoding | null;
  /** Called for a kept page with the CSP sources (`'sha256-…'`) of its inline scripts. */
  allowInlineScripts: (sources: string[]) => void;
}

export type PageCache = (page: PageRequest, render: () => Promise<Response>) => Promise<Response>;

interface Entry {
  stamp: string;
  body: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
  scriptSources: string[];
  encoded: Partial<Record<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

const KEPT_TYPES = /^(text\/html|text\/x-script)\b/i;
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; data blocks (JSON-LD) are not scripts to a policy. */
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;
const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/** The CSP source of each inline script of a page: the SHA-256 of its text, as browsers compute it. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]*)/i.exec(attributes!)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

async function encode(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const encoded = await (encoding === 'br'
    ? brotliOnce(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipOnce(body, { level: 9 }));
  return new Uint8Array(encoded);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  /** Renders under way, by key: a request that finds one under its own stamp waits for it. */
  const rendering = new Map<string, { stamp: string; entry: Promise<Entry | null> }>();
  const stampNow = async () =>
    `${await options.changeStamp()}:${Math.floor(options.now().getTime() / 60_000)}`;

  const serve = async (
    kept: Entry,
    { encoding, allowInlineScripts }: Pick<PageRequest, 'encoding' | 'allowInlineScripts'>,
  ) => {
    allowInlineScripts(kept.scriptSources);
    const headers = new Headers(kept.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return new Response(kept.body, { status: kept.status, headers });
    // Compressed once per encoding, at the best (slowest) settings, as the build does for files.
    const body = await (kept.encoded[encoding] ??= encode(kept.body, encoding));
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: kept.status, headers });
  };

  /** The page rendered, and its entry if it may be kept. */
  const renderToKeep = async (render: () => Promise<Response>, stamp: string) => {
    const response = await render();
    if (
      response.status !== 200 ||
      response.headers.has('set-cookie') ||
      /no-store|private/i.test(response.headers.get('cache-control') ?? '') ||
      !KEPT_TYPES.test(response.headers.get('content-type') ?? '')
    ) {
      return { response, entry: null };
    }
    const text = await response.text();
    const headers = [...response.headers].filter(([name]) => name !== 'content-length');
    const entry: Entry = {
      stamp,
      body: new TextEncoder().encode(text),
      status: response.status,
      headers,
      scriptSources: inlineScriptSources(text),
      encoded: {},
    };
    return { response: new Response(text, { status: response.status, headers }), entry };
  };

  return async (page, render) => {
    const { request } = page;
    if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) {
      options.onLookup?.('bypass');
      return render();
    }
    const userAgent = request.headers.get('user-agent');
    const url = new URL(request.url);
    const key = `${userAgent && isbot(userAgent) ? 'crawler' : 'person'} ${page.origin}${url.pathname}${url.search}`;
    const stamp = await stampNow();
    const kept = entries.get(key);
    if (kept && kept.stamp === stamp) {
      options.onLookup?.('hit');
      entries.delete(key);
      entries.set(key, kept);
      return serve(kept, page);
    }
    if (kept) entries.delete(key);

    // A render begun under this very stamp read data no older than this request's: wait for it rather than
    // render the same page again (after a change, every visitor at once would).
    const under = rendering.get(key);
    if (under && under.stamp === stamp) {
      const entry = await under.entry;
      options.onLookup?.(entry ? 'hit' : 'miss');
      return entry ? serve(entry, page) : render();
    }
    options.onLookup?.('miss');
    const rendered = renderToKeep(render, stamp);
    const entry = rendered.then(
      (result) => result.entry,
      () => null,
    );
    rendering.set(key, { stamp, entry });
    try {
      const result = await rendered;
      // Only the latest render begun for an address is kept: an earlier one may have read older data.
      if (result.entry && rendering.get(key)?.entry === entry) {
        entries.set(key, result.entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return result.response;
    } finally {
      if (rendering.get(key)?.entry === entry) rendering.delete(key);
    }
  };
}

/**
 * Puts a kept page's inline-script hashes in place of the answer's nonce in its Content-Security-Policy.
 * Registered outside `secureHeaders()`, so that it sees the policy that middleware wrote.
 */
export function inlineScriptPolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const sources = c.get('inlineScriptSources');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (!sources || !policy) return;
    c.res.headers.set(
      'Content-Security-Policy',
      policy.replace(/\s*'nonce-[^']*'/, sources.map((s) => ` ${s}`).join('')),
    );
  };
}

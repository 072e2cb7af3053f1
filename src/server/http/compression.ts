import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Text worth compressing; images, fonts in woff2 and archives are compressed already. */
const COMPRESSIBLE_TYPE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/i;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding the client accepts: Brotli, then gzip, honouring `q=0` ("not this one") and `*`.
 * Null means send it as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * Compresses dynamic text answers (pages, JSON) on the fly with Brotli or gzip; static assets come
 * precompressed from the build and pass through untouched. Fast settings: a page is compressed on every
 * request, so Brotli quality 4 (about gzip's speed, smaller output) rather than the build's 11. A body
 * that ends under `threshold` bytes is not worth the work. Event streams are never touched.
 */
export function compression(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!response.body || c.req.method === 'HEAD' || response.headers.has('Content-Encoding')) return;
    if (response.status === 204 || response.status === 304 || response.status === 206) return;
    if (!COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '')) return;
    // Hono copies the previous answer's headers onto a replacement, so headers are set after replacing.
    const varyOnEncoding = () => {
      if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(c.res.headers.get('Vary') ?? '')) {
        c.res.headers.append('Vary', 'Accept-Encoding');
      }
    };
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || /\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '')) {
      varyOnEncoding();
      return;
    }
    // Most answers say nothing of their length (JSON, streamed pages): the first chunks tell whether a
    // small body has already ended.
    const reader = response.body.getReader();
    const first = await reader.read();
    const second = first.done ? first : await reader.read();
    if (second.done && (first.value?.byteLength ?? 0) < threshold) {
      reader.releaseLock();
      c.res = new Response(first.value ?? null, response);
      varyOnEncoding();
      return;
    }
    const head = [first.value, second.value].filter((chunk) => chunk !== undefined);
    const replayed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of head) controller.enqueue(chunk);
        if (second.done) controller.close();
      },
      async pull(controller) {
        if (second.done) return;
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    c.res = new Response(
      replayed.pipeThrough(Duplex.toWeb(compressor) as TransformStream<Uint8Array, Uint8Array>),
      response,
    );
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    varyOnEncoding();
  };
}

import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './script-priority.ts';

const through = (chunks: string[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityScriptPreloads()));

describe('lowPriorityScriptPreloads', () => {
  const page =
    '<p>Šviesa</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
    '<link rel="stylesheet" href="/assets/c.css"/>';
  const expected =
    '<p>Šviesa</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
    '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="stylesheet" href="/assets/c.css"/>';

  it('marks every module preload as low priority and leaves the rest alone', async () => {
    expect(await through([page])).toBe(expected);
  });

  it('finds a link split between chunks at any point, and multi-byte letters split between them', async () => {
    const bytes = Buffer.from(page);
    for (let at = 1; at < bytes.length; at += 1) {
      const out = await text(
        Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(lowPriorityScriptPreloads()),
      );
      expect(out, `split at ${at}`).toBe(expected);
    }
  });

  it('passes a page without preloads through unchanged, even one ending in a lone "<"', async () => {
    expect(await through(['<p>a < b</p>', '<'])).toBe('<p>a < b</p><');
  });
});

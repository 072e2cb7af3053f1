import { describe, expect, it } from 'vitest';
import {
  answerKey,
  createSearchAnswerCache,
  fingerprintOf,
  type SearchAnswer,
} from './search-answer-cache.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function answer(candidates: number, expiresAtMs = Number.POSITIVE_INFINITY): SearchAnswer {
  return {
    result: { items: [], total: candidates, page: 1, pageSize: 12 },
    candidateIds: Array.from({ length: candidates }, (_, i) => ID(i)),
    fingerprint: 'f',
    expiresAtMs,
  };
}

describe('search answer cache', () => {
  it('keys a search by every parameter whatever their order, and by the date when given', () => {
    expect(answerKey({ area: 'visi', page: 1 }, null)).toBe(
      answerKey({ page: 1, area: 'visi', q: undefined }, null),
    );
    expect(answerKey({ area: 'visi', page: 1 }, null)).not.toBe(answerKey({ area: 'visi', page: 2 }, null));
    expect(answerKey({ area: 'visi' }, '2026-12-14')).not.toBe(answerKey({ area: 'visi' }, '2026-12-15'));
  });

  it('fingerprints the catalogue version with the sum of the candidates’ versions', () => {
    expect(fingerprintOf('7', null)).toBe('7');
    expect(fingerprintOf('7', new Map())).toBe('7:0');
    expect(
      fingerprintOf(
        '7',
        new Map([
          [ID(1), 3],
          [ID(2), 4],
        ]),
      ),
    ).toBe('7:7');
  });

  it('shares a fingerprint read among the callers that asked before it started, never one started earlier', async () => {
    const cache = createSearchAnswerCache();
    cache.set('a', answer(2));
    const kept = cache.get('a', 0)!;
    const started: ((value: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => started.push(resolve));
    const first = cache.currentFingerprintOf(kept, read);
    // Asked while the first read runs: they wait for one read of their own, started after it ends.
    const second = cache.currentFingerprintOf(kept, read);
    const third = cache.currentFingerprintOf(kept, read);
    expect(started).toHaveLength(1);
    started[0]!('f1');
    expect(await first).toBe('f1');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(2);
    started[1]!('f2');
    expect(await second).toBe('f2');
    expect(await third).toBe('f2');
    // Nothing running: the next caller starts a read at once.
    const fourth = cache.currentFingerprintOf(kept, read);
    expect(started).toHaveLength(3);
    started[2]!('f3');
    expect(await fourth).toBe('f3');
  });

  it('passes a failed read to the callers that shared it, and reads afresh after it', async () => {
    const cache = createSearchAnswerCache();
    cache.set('a', answer(1));
    const kept = cache.get('a', 0)!;
    await expect(cache.currentFingerprintOf(kept, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.currentFingerprintOf(kept, () => Promise.resolve('f'))).resolves.toBe('f');
  });

  it('drops an answer from the instant it expires', () => {
    const cache = createSearchAnswerCache();
    cache.set('a', answer(1, 1_000));
    expect(cache.get('a', 999)?.result.total).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('lets the least recently used answers go once their candidates outweigh the bound', () => {
    const cache = createSearchAnswerCache(25);
    cache.set('a', answer(9)); // weight 10
    cache.set('b', answer(9));
    expect(cache.get('a', 0)).toBeDefined(); // now b is the oldest
    cache.set('c', answer(9));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
    // One answer heavier than the bound is still kept, alone.
    cache.set('d', answer(40));
    expect(cache.get('d', 0)).toBeDefined();
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('hands out frozen answers, so that no caller can change another’s', () => {
    const cache = createSearchAnswerCache();
    cache.set('a', answer(1));
    const kept = cache.get('a', 0)!;
    expect(() => {
      (kept.result as { total: number }).total = 5;
    }).toThrow(TypeError);
    expect(Object.isFrozen(kept.result.items)).toBe(true);
  });
});

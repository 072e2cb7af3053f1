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

  it('fingerprints the catalogue version with the sum and count of the candidates’ versions', () => {
    expect(fingerprintOf('7', null)).toBe('7');
    expect(fingerprintOf('7', new Map())).toBe('7:0:0');
    expect(
      fingerprintOf(
        '7',
        new Map([
          [ID(1), 3],
          [ID(2), 4],
        ]),
      ),
    ).toBe('7:7:2');
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

import { describe, expect, it } from 'vitest';
import { rankHits } from './rank-hits.ts';

const hits = [
  { id: 'a', order: 0, firstStartMs: 3000, priceCents: 2500 },
  { id: 'b', order: 1, firstStartMs: 1000, priceCents: null },
  { id: 'c', order: 2, firstStartMs: null, priceCents: 1500 },
  { id: 'd', order: 3, firstStartMs: 1000, priceCents: 1500 },
];
const ids = (sort: Parameters<typeof rankHits>[1]) => rankHits(hits, sort).map((hit) => hit.id);

describe('rankHits', () => {
  it('orders by the first free time, then by the database order; none last', () => {
    expect(ids('earliest')).toEqual(['b', 'd', 'a', 'c']);
  });
  it('orders by price, then by the database order; no price last', () => {
    expect(ids('price')).toEqual(['c', 'd', 'a', 'b']);
  });
  it('keeps the database order for recommended and rating', () => {
    expect(ids('recommended')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('rating')).toEqual(['a', 'b', 'c', 'd']);
  });
});

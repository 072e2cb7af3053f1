// The order of a search by free time, once the database's order (recommended or rating) and each
// business's free times are known.

export type HitOrder = 'recommended' | 'rating' | 'earliest' | 'price';

export interface RankedHit {
  /** Position in the database's order (recommended or rating): the tie-breaker of every order. */
  order: number;
  /** The first free time (epoch ms), null when the search has none for it. */
  firstStartMs: number | null;
  /** Price of the matching service in cents, null without one. */
  priceCents: number | null;
}

const last = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

/** `earliest`: soonest free time first; `price`: cheapest matching service first; else the database's order. */
export function rankHits<Hit extends RankedHit>(hits: readonly Hit[], sort: HitOrder): Hit[] {
  const key: (hit: Hit) => number =
    sort === 'earliest'
      ? (hit) => last(hit.firstStartMs)
      : sort === 'price'
        ? (hit) => last(hit.priceCents)
        : () => 0;
  return [...hits].sort((a, b) => key(a) - key(b) || a.order - b.order);
}

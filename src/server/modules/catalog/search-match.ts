// Which of a business's services a search is about: the one whose name (then area) shares the most words
// with the query, word forms included ("gelinio lakavimo" finds "Gelinis lakavimas"), else the business's
// first service in the searched area.
import { and, eq, lte, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/uuid-array.ts';
import type { SearchMatch } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, service } from '../../db/schema.ts';
import { queryWords, stemsOf } from '../help/lithuanian-stems.ts';
import { foldSearchText } from './search-text.ts';

/** As many query words as the search's own filter reads. */
const MAX_QUERY_WORDS = 5;

export interface MatchScope {
  areaSlug: string | null;
  q: string | undefined;
  priceMax: number | undefined;
}

interface ServiceRow {
  businessId: string;
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
  areaName: string;
  specialistsTitle: string;
}

/** The active services of these businesses that a match may name: in the area, within the price ceiling. */
function loadMatchable(db: DbOrTx, businessIds: string[], scope: MatchScope): Promise<ServiceRow[]> {
  return db
    .select({
      businessId: service.businessId,
      id: service.id,
      name: service.name,
      durationMinutes: service.durationMinutes,
      priceCents: service.priceCents,
      areaName: area.name,
      specialistsTitle: area.specialistsTitle,
    })
    .from(service)
    .innerJoin(area, eq(area.id, service.areaId))
    .where(
      and(
        sql`${service.businessId} = any(${uuidArray(businessIds)}::uuid[])`,
        eq(service.active, true),
        scope.areaSlug ? eq(area.slug, scope.areaSlug) : undefined,
        scope.priceMax !== undefined ? lte(service.priceCents, scope.priceMax) : undefined,
      ),
    )
    .orderBy(service.businessId, service.sortOrder, service.name, sql`${service.id}`);
}

type Words = ReturnType<typeof queryWords>;

/** How many query words a text holds, as written (folded) or as another form of the same word. */
function wordsIn(text: string, words: Words): number {
  if (words.length === 0) return 0;
  const folded = foldSearchText(text);
  const stems = stemsOf(text);
  return words.filter((word) => folded.includes(word.folded) || stems.has(word.stem)).length;
}

/** The best service of one business's list (already in the business's order: the first wins ties). */
function bestOf(services: ServiceRow[], words: Words): ServiceRow | null {
  let best: ServiceRow | null = null;
  let bestScore = -1;
  for (const candidate of services) {
    // A word in the service's own name counts more than one in its area's name.
    const score =
      2 * wordsIn(candidate.name, words) +
      wordsIn(`${candidate.areaName} ${candidate.specialistsTitle}`, words);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** Each business's best-matching service (businesses without one in scope are left out). */
export async function bestMatches(
  db: DbOrTx,
  businessIds: string[],
  scope: MatchScope,
): Promise<Map<string, SearchMatch>> {
  const matches = new Map<string, SearchMatch>();
  if (businessIds.length === 0) return matches;
  const rows = await loadMatchable(db, businessIds, scope);
  const words = scope.q ? queryWords(scope.q, MAX_QUERY_WORDS) : [];
  const byBusiness = Map.groupBy(rows, (row) => row.businessId);
  for (const [businessId, services] of byBusiness) {
    const best = bestOf(services, words);
    if (best) {
      matches.set(businessId, {
        serviceId: best.id,
        serviceName: best.name,
        durationMinutes: best.durationMinutes,
        priceCents: best.priceCents,
      });
    }
  }
  return matches;
}

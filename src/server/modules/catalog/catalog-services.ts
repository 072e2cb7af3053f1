import type { CatalogServices } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listAreas, listLocations } from './areas-and-locations.ts';
import { businessByDomain, businessBySlug } from './business-page.ts';
import { featuredBusinesses, searchBusinesses } from './search-businesses.ts';
import { createFreeTimeCache } from './free-time-cache.ts';
import { createSearchAnswerCache } from './search-answer-cache.ts';

/**
 * The catalogue as page loaders and the public API use it. `changeStamp` is the database's
 * (`DatabaseHandle.changeStamp`); `onAnswerLookup` is told whether each search was answered from the kept
 * answers.
 */
export function createCatalogServices({
  db,
  now = () => new Date(),
  changeStamp,
  onAnswerLookup,
}: {
  db: DbOrTx;
  now?: () => Date;
  changeStamp?: () => string | Promise<string>;
  onAnswerLookup?: (outcome: 'hit' | 'miss') => void;
}): CatalogServices {
  const freeTimes = createFreeTimeCache();
  const answers = createSearchAnswerCache();
  return {
    areas: () => listAreas(db),
    locations: () => listLocations(db),
    featuredBusinesses: (limit) => featuredBusinesses(db, limit),
    searchBusinesses: (query) =>
      searchBusinesses(db, query, { now: now(), cache: freeTimes, answers, changeStamp, onAnswerLookup }),
    businessBySlug: (slug) => businessBySlug(db, slug),
    businessByDomain: (host) => businessByDomain(db, host),
  };
}

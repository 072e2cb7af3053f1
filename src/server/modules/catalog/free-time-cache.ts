// Free times a search has computed, kept per business while nothing they follow from has changed: an entry
// holds the business's availability version (moved on by triggers in every transaction that changes its
// visits, blocked time, hours, staff, services or rules; the sum of a row per specialist and its own), and a search reads the current versions before
// it reads any schedule data, so an entry is used only when no change has committed since it was made, on
// whichever instance made the change. The clock is the other input: an entry also ends when its first time
// comes within the booking notice (times only ever drop out as time passes) and with the local day.
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/uuid-array.ts';
import type { SearchMatch } from '../../../contracts/catalog.ts';
import type { FreeTime } from '../../../core/availability/free-times.ts';
import type { DbOrTx } from '../../db/client.ts';
import { availabilityVersion } from '../../db/schema.ts';

/** Enough for every business in a few dozen distinct searches; the oldest entries go first. */
const MAX_ENTRIES = 100_000;

export interface FreeTimeEntry {
  version: number;
  match: SearchMatch | null;
  freeTimes: FreeTime[];
  /** The entry is not used from this instant on (epoch ms). */
  validUntilMs: number;
}

export interface FreeTimeCache {
  get(key: string, version: number, nowMs: number): FreeTimeEntry | undefined;
  set(key: string, entry: FreeTimeEntry): void;
}

export function createFreeTimeCache(maxEntries = MAX_ENTRIES): FreeTimeCache {
  const entries = new Map<string, FreeTimeEntry>();
  return {
    get(key, version, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || nowMs >= entry.validUntilMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
  };
}

/**
 * The current availability version of each business: the sum of its rows, each of which only grows (absent:
 * never changed since versions began).
 */
export async function availabilityVersions(db: DbOrTx, businessIds: string[]): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  if (businessIds.length === 0) return versions;
  const rows = await db
    .select({
      businessId: availabilityVersion.businessId,
      version: sql<string>`sum(${availabilityVersion.version})`,
    })
    .from(availabilityVersion)
    .where(sql`${availabilityVersion.businessId} = any(${uuidArray(businessIds)}::uuid[])`)
    .groupBy(availabilityVersion.businessId);
  for (const row of rows) versions.set(row.businessId, Number(row.version));
  return versions;
}

// Whole search answers (the page of results with its total), kept per instance under a fingerprint of what
// they follow from, so that a repeated search costs one small statement. The fingerprint is the catalogue's
// version (moved on at the commit of every change to businesses, services, reviews, gallery images, areas or
// cities: which businesses are listed, their order and cards) and, for a search by free time, the sum of the
// candidates' availability versions: versions only grow, so any committed change to one of them changes the
// sum. Both live in the database, so a change made on another instance, or straight in
// SQL, is seen the same way. A fingerprint is read before the data an answer is computed from: the answer is
// never older than the fingerprint it is kept under. The clock is the other input, as for the free times
// themselves: an answer ends when any of its candidates' first times comes within the booking notice, and
// its key holds the local date.
import { sql } from 'drizzle-orm';
import type { BusinessSearchResult } from '../../../contracts/catalog.ts';
import { executePrepared, type DbOrTx } from '../../db/client.ts';
import { uuidArray } from '../../db/uuid-array.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';

/** About 10 MB of candidate ids at most; the least recently used answers go first. */
const MAX_WEIGHT = 200_000;

export interface SearchAnswer {
  result: BusinessSearchResult;
  /** The businesses whose availability versions the answer follows from; null when it follows from none. */
  candidateIds: string[] | null;
  fingerprint: string;
  /** The answer is not used from this instant on (epoch ms). */
  expiresAtMs: number;
  /**
   * The database's change stamp taken before the answer (or its fingerprint) was last read true, if any:
   * while the stamp is the same, nothing was committed since, and the answer needs no statement at all.
   */
  stamp?: string | null;
}

export interface SearchAnswerCache {
  get(key: string, nowMs: number): SearchAnswer | undefined;
  set(key: string, answer: SearchAnswer): void;
  /**
   * The current fingerprint of a kept answer, from a `read` that starts after this call. Calls made while a
   * read for the same answer runs share the one that starts when it ends: a statement sees every commit made
   * before it starts, so each caller still sees every change committed before it asked, and many clients
   * asking one search cost one statement per wave instead of one each.
   */
  currentFingerprintOf(answer: SearchAnswer, read: () => Promise<string>): Promise<string>;
}

interface FingerprintReads {
  running: Promise<string> | null;
  next: Promise<string> | null;
}

const weightOf = (answer: SearchAnswer) => 1 + (answer.candidateIds?.length ?? 0);

export function createSearchAnswerCache(maxWeight = MAX_WEIGHT): SearchAnswerCache {
  const answers = new Map<string, SearchAnswer>();
  let weight = 0;
  const remove = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    weight -= weightOf(answer);
  };
  const reads = new WeakMap<SearchAnswer, FingerprintReads>();
  const start = (state: FingerprintReads, read: () => Promise<string>) => {
    const running = read().finally(() => {
      if (state.running === running) state.running = null;
    });
    state.running = running;
    return running;
  };
  return {
    currentFingerprintOf(answer, read) {
      let state = reads.get(answer);
      if (!state) {
        state = { running: null, next: null };
        reads.set(answer, state);
      }
      const { running } = state;
      if (!running) return start(state, read);
      const waiting = state;
      return (waiting.next ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          waiting.next = null;
          return start(waiting, read);
        }));
    },
    get(key, nowMs) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      remove(key);
      if (nowMs >= answer.expiresAtMs) return undefined;
      answers.set(key, answer);
      weight += weightOf(answer);
      return answer;
    },
    set(key, answer) {
      remove(key);
      // Every caller gets the same object: frozen, so that none can change another's answer.
      answers.set(key, { ...answer, result: deepFreeze(answer.result) });
      weight += weightOf(answer);
      for (const oldest of answers.keys()) {
        if (weight <= maxWeight || answers.size === 1) break;
        remove(oldest);
      }
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The key of a search: every parameter, and the local date when the answer depends on the clock. */
export function answerKey(query: object, today: string | null): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([params, today]);
}

/**
 * The fingerprint as one statement: the catalogue's version, and the sum of the candidates' version rows if
 * any, as `fingerprintOf` makes it from `availabilityVersions`. The sum alone tells any change: a row only
 * grows, a new row starts at 1, and rows go only with their business, which moves the catalogue's version.
 */
export async function currentFingerprint(db: DbOrTx, candidateIds: string[] | null): Promise<string> {
  const catalog = sql`coalesce((select version::text from catalog_version where id), '')`;
  const result = await executePrepared(
    db,
    candidateIds === null
      ? sql`select ${catalog} as fingerprint`
      : sql`select concat_ws(':', ${catalog}, coalesce(sum(version), 0)::text) as fingerprint
          from availability_version where business_id = any(${uuidArray(candidateIds)}::uuid[])`,
  );
  return rowsOf<{ fingerprint: string }>(result)[0]?.fingerprint ?? '';
}

/** The fingerprint of candidates whose versions were read as `versions` (absent: never changed), under `catalog`. */
export function fingerprintOf(catalog: string, versions: ReadonlyMap<string, number> | null): string {
  if (versions === null) return catalog;
  let sum = 0;
  for (const version of versions.values()) sum += version;
  return [catalog, String(sum)].join(':');
}

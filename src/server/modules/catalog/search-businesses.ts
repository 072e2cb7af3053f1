// Marketplace search (GET /api/public/business/search, the search and home pages): one query for a page of
// results with the total (a window count), and a second one only when that page comes back empty.
import { and, asc, count, desc, eq, exists, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  EARLIEST_SEARCH_DAYS,
  MAX_FREE_TIMES,
  SEARCH_HORIZON_DAYS,
  SEARCH_QUERY_MESSAGES,
  type BusinessSearchItem,
  type BusinessSearchQuery,
  type BusinessSearchResult,
  type SearchMatch,
  type SearchSort,
} from '../../../contracts/catalog.ts';
import { freeTimesIn, type FreeTime, type FreeTimeWindow } from '../../../core/availability/free-times.ts';
import { availabilityVersions, type FreeTimeCache } from './free-time-cache.ts';
import {
  answerKey,
  currentFingerprint,
  fingerprintOf,
  type SearchAnswer,
  type SearchAnswerCache,
} from './search-answer-cache.ts';
import { uuidArray } from '../../db/uuid-array.ts';
import type { LocalDate } from '../../../core/availability/types.ts';
import { addDays, localDateOf, parseInstantMs } from '../../../core/availability/zoned-day.ts';
import { rankHits } from '../../../core/search/rank-hits.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import { availabilityInput } from '../availability/bookable-times.ts';
import { loadScheduleDataOfMany } from '../availability/load-schedule-data.ts';
import { bestMatches, type MatchScope } from './search-match.ts';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG, SEARCH_PAGE_SIZE } from '../../../contracts/catalog-slugs.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, business, galleryImage, location, review, service } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { businessWithCity, businessWithCityColumns } from './areas-and-locations.ts';
import { parsedJson } from './parsed-json.ts';
import { visibleReview } from '../reviews/reviews.ts';
import { containsPattern, foldedColumn, searchTokens } from './search-text.ts';
import { stemOf } from '../help/lithuanian-stems.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const TOP_SERVICES = 3;
/** Shorter stems match too much of everything ("ka" in every other name). */
const MIN_STEM_LENGTH = 3;

export const UNKNOWN_AREA_MESSAGE = 'Tokios paslaugų srities nėra.';
export const UNKNOWN_LOCATION_MESSAGE = 'Tokio miesto sąraše nėra.';

interface Filters {
  areaSlug: string | null;
  locationSlug: string | null;
  /** Each query word's alternatives (as written, and its stem): a business must hold one of each. */
  words: string[][];
  priceMax?: number | undefined;
  ratingMin?: number | undefined;
  /** Only businesses that take bookings online (a search by free time). */
  onboardedOnly?: boolean;
  /** Only these businesses (a page of results already chosen). */
  ids?: string[];
}

/** The query's words, folded, each with its stem when that is a shorter form worth matching on its own. */
function searchWords(q: string | undefined): string[][] {
  return searchTokens(q).map((token) => {
    const stem = /^\p{L}+$/u.test(token) ? stemOf(token) : token;
    return stem !== token && stem.length >= MIN_STEM_LENGTH ? [token, stem] : [token];
  });
}

function filtersOf(
  query: Pick<BusinessSearchQuery, 'area' | 'location' | 'q' | 'priceMax' | 'ratingMin'>,
): Filters {
  const areaSlug = query.area && query.area !== ANY_AREA_SLUG ? query.area : null;
  const locationSlug = query.location && query.location !== ANY_LOCATION_SLUG ? query.location : null;
  return {
    areaSlug,
    locationSlug,
    words: searchWords(query.q),
    priceMax: query.priceMax,
    ratingMin: query.ratingMin,
  };
}

/** Active services of the outer `business` row, optionally only those in the searched area. */
function activeServiceOf(areaSlug: string | null, extra?: SQL): SQL {
  return and(
    eq(service.businessId, business.id),
    eq(service.active, true),
    areaSlug ? eq(area.slug, areaSlug) : undefined,
    extra,
  ) as SQL;
}

function whereClause(db: DbOrTx, filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.ids) conditions.push(inArray(business.id, filters.ids));
  if (filters.onboardedOnly) conditions.push(eq(business.onboarded, true));
  if (filters.locationSlug) conditions.push(eq(location.slug, filters.locationSlug));
  if (filters.areaSlug || filters.priceMax !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(service)
          .innerJoin(area, eq(area.id, service.areaId))
          .where(
            activeServiceOf(
              filters.areaSlug,
              filters.priceMax !== undefined ? lte(service.priceCents, filters.priceMax) : undefined,
            ),
          ),
      ),
    );
  }
  if (filters.ratingMin !== undefined) {
    // The rating as cards show it (rounded to a tenth); an unrated business has none to compare.
    conditions.push(
      sql`(select round(avg(${review.rating}), 1) from ${review}
        where ${review.businessId} = ${business.id} and ${visibleReview}) >= ${filters.ratingMin}`,
    );
  }
  // Every word must appear (as written or as its stem: "kirpimo" finds "kirpimas") in the business's name
  // or in one of its active services (name or area).
  for (const alternatives of filters.words) {
    const like = (column: AnyPgColumn) =>
      or(...alternatives.map((word) => sql`${foldedColumn(column)} like ${containsPattern(word)}`));
    conditions.push(
      or(
        like(business.name),
        exists(
          db
            .select({ one: sql`1` })
            .from(service)
            .innerJoin(area, eq(area.id, service.areaId))
            .where(
              activeServiceOf(null, or(like(service.name), like(area.name), like(area.specialistsTitle))),
            ),
        ),
      ),
    );
  }
  return and(...conditions);
}

/** Each business's (or only these businesses') visible-review average (to a tenth, as cards show it) and count. */
function reviewStatsOf(db: DbOrTx, ids?: string[]) {
  return db
    .select({
      businessId: review.businessId,
      rating: sql<number>`round(avg(${review.rating}), 1)::float8`.as('rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(review)
    .where(and(visibleReview, ids ? sql`${review.businessId} = any(${uuidArray(ids)}::uuid[])` : undefined))
    .groupBy(review.businessId)
    .as('review_stats');
}

type ReviewStats = ReturnType<typeof reviewStatsOf>;

/** Best rated first, then most reviewed, then by name: every order's last keys. */
function byRating(reviewStats: ReviewStats): SQL[] {
  return [
    sql`${reviewStats.rating} desc nulls last`,
    sql`${reviewStats.reviewCount} desc nulls last`,
    asc(business.name),
    asc(business.id),
  ];
}

async function selectPage(
  db: DbOrTx,
  filters: Filters,
  limit: number,
  offset: number,
  sort: SearchSort = 'recommended',
) {
  const reviewStats = reviewStatsOf(db, filters.ids);

  const priceFrom = sql<number | null>`(
    select min(${service.priceCents}) from ${service} inner join ${area} on ${area.id} = ${service.areaId}
    where ${activeServiceOf(filters.areaSlug)})`;
  const areaSlugs = sql<string[] | null>`(
    select json_agg(${area.slug} order by ${area.sortOrder}) from ${area}
    where ${area.id} in (select ${service.areaId} from ${service} where ${activeServiceOf(null)}))`;
  const topServices = sql<unknown>`(
    select json_agg(json_build_object('id', top.id, 'name', top.name, 'durationMinutes', top.duration_minutes, 'priceCents', top.price_cents) order by top.n)
    from (
      select ${service.id} as id, ${service.name} as name, ${service.durationMinutes} as duration_minutes,
             ${service.priceCents} as price_cents, row_number() over (order by ${service.sortOrder}, ${service.name}) as n
      from ${service} inner join ${area} on ${area.id} = ${service.areaId}
      where ${activeServiceOf(filters.areaSlug)}
      order by ${service.sortOrder}, ${service.name} limit ${TOP_SERVICES}
    ) as top)`;
  // Gallery urls are keyed by width as uploads store them (IMAGE_WIDTHS.gallery: 800 suits a card on a
  // dense screen); '480'/'1200' are what demo data seeded before it used the upload format.
  const cover = sql<string | null>`coalesce((
    select coalesce(
      ${galleryImage.urls} ->> '800', ${galleryImage.urls} ->> '400', ${galleryImage.urls} ->> '1600',
      ${galleryImage.urls} ->> '480', ${galleryImage.urls} ->> '1200'
    ) from ${galleryImage}
    where ${galleryImage.businessId} = ${business.id} and ${galleryImage.urls} <> '{}'::jsonb
    order by ${galleryImage.sortOrder}, ${galleryImage.createdAt} limit 1), ${business.profileImageUrl})`;

  return db
    .select({
      ...businessWithCityColumns,
      logo: business.logoSquareUrl,
      onboarded: business.onboarded,
      address: business.address,
      phone: business.phone,
      timeZone: business.timeZone,
      rating: reviewStats.rating,
      reviewCount: reviewStats.reviewCount,
      priceFrom,
      areaSlugs,
      cover,
      topServices,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(business)
    .leftJoin(location, eq(location.id, business.locationId))
    .leftJoin(reviewStats, eq(reviewStats.businessId, business.id))
    .where(whereClause(db, filters))
    .orderBy(
      ...(sort === 'recommended' || sort === 'earliest' ? [desc(business.onboarded)] : []),
      ...(sort === 'price' ? [sql`${priceFrom} asc nulls last`] : []),
      ...byRating(reviewStats),
    )
    .limit(limit)
    .offset(offset);
}

type PageRow = Awaited<ReturnType<typeof selectPage>>[number];

function toItem(
  row: PageRow,
  match: SearchMatch | null = null,
  freeTimes: FreeTime[] = [],
): BusinessSearchItem {
  return {
    ...businessWithCity(row),
    area: row.areaSlugs ?? [],
    logo: row.logo,
    rating: row.rating ?? null,
    reviewCount: row.reviewCount ?? 0,
    onboarded: row.onboarded,
    priceFrom: row.priceFrom === null ? null : Number(row.priceFrom),
    address: row.address,
    phone: row.phone,
    cover: row.cover,
    topServices: parsedJson<BusinessSearchItem['topServices']>(row.topServices, []),
    match,
    freeTimes,
    timeZone: row.timeZone,
  };
}

/** Whether a search asks when: a date, or the earliest free time. */
function isTimed(query: BusinessSearchQuery): boolean {
  return query.date !== undefined || query.sort === 'earliest';
}

/** The local dates a timed search looks at: its date, or the next EARLIEST_SEARCH_DAYS from today. */
function searchDates(query: BusinessSearchQuery, now: Date): LocalDate[] {
  const today = localDateOf(now.getTime(), LITHUANIA_TIME_ZONE);
  if (query.date !== undefined) {
    if (query.date < today) throw invalidSearch('date', SEARCH_QUERY_MESSAGES.datePast);
    if (query.date > addDays(today, SEARCH_HORIZON_DAYS)) {
      throw invalidSearch('date', SEARCH_QUERY_MESSAGES.dateTooFar);
    }
    return [query.date];
  }
  return Array.from({ length: EARLIEST_SEARCH_DAYS }, (_, day) => addDays(today, day));
}

function invalidSearch(field: string, message: string): AppError {
  return new AppError('invalid_input', 400, message, { [field]: message });
}

/**
 * A page of businesses, onboarded first, then by rating (or by rating alone, `sort: 'rating'`; by the
 * cheapest service, `price`). With a date or `sort: 'earliest'`, only onboarded businesses with a free time
 * in the window, each with its best-matching service and first free times (searchByFreeTime). Unknown area
 * or location slugs, and a date before today or past the horizon, are bad input (400, Lithuanian field
 * messages); `visi` / `visa-lietuva` mean "any".
 */
export async function searchBusinesses(
  db: DbOrTx,
  query: BusinessSearchQuery,
  {
    now,
    cache = null,
    answers = null,
    changeStamp,
    onAnswerLookup,
  }: {
    now: Date;
    cache?: FreeTimeCache | null;
    answers?: SearchAnswerCache | null;
    /** The database's change stamp (`DatabaseHandle.changeStamp`): a kept answer under the same one is served as is. */
    changeStamp?: () => string | Promise<string>;
    /** Told whether a kept answer was served (hit) or the answer computed (miss). */
    onAnswerLookup?: (outcome: 'hit' | 'miss') => void;
  },
): Promise<BusinessSearchResult> {
  const nowMs = now.getTime();
  const timed = isTimed(query);
  const key = answerKey(query, timed ? localDateOf(nowMs, LITHUANIA_TIME_ZONE) : null);
  // Taken before anything is read: equal to a kept answer's, nothing was committed since it was read true.
  const stamp = answers && changeStamp ? await changeStamp() : null;
  const kept = answers?.get(key, nowMs);
  if (answers && kept) {
    const unchanged =
      (stamp !== null && kept.stamp === stamp) ||
      (await answers.currentFingerprintOf(kept, () => currentFingerprint(db, kept.candidateIds))) ===
        kept.fingerprint;
    if (unchanged) {
      kept.stamp = stamp;
      onAnswerLookup?.('hit');
      return kept.result;
    }
  }
  if (answers) onAnswerLookup?.('miss');
  // Read before anything the answer is computed from: the answer is never older than its fingerprint.
  const catalog = answers ? await currentFingerprint(db, null) : '';
  const answer = await computeAnswer(db, query, timed, catalog, now, cache);
  answers?.set(key, { ...answer, stamp });
  return answer.result;
}

async function computeAnswer(
  db: DbOrTx,
  query: BusinessSearchQuery,
  timed: boolean,
  catalog: string,
  now: Date,
  cache: FreeTimeCache | null,
): Promise<SearchAnswer> {
  const filters = filtersOf(query);
  if (timed) {
    return searchByFreeTime(db, query, filters, searchDates(query, now), now, cache, catalog);
  }
  const page = query.page;
  const answer = (result: BusinessSearchResult): SearchAnswer => ({
    result,
    candidateIds: null,
    fingerprint: fingerprintOf(catalog, null),
    expiresAtMs: Number.POSITIVE_INFINITY,
  });
  const rows = await selectPage(db, filters, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE, query.sort);
  if (rows.length > 0) {
    const matches = await bestMatches(
      db,
      rows.map((row) => row.id),
      matchScope(query, filters),
    );
    return answer({
      items: rows.map((row) => toItem(row, matches.get(row.id) ?? null)),
      total: rows[0]?.total ?? rows.length,
      page,
      pageSize: SEARCH_PAGE_SIZE,
    });
  }
  return answer({ items: [], total: await countOrRefuse(db, filters), page, pageSize: SEARCH_PAGE_SIZE });
}

function matchScope(query: BusinessSearchQuery, filters: Filters): MatchScope {
  return { areaSlug: filters.areaSlug, q: query.q, priceMax: filters.priceMax };
}

/**
 * How many businesses match, when a page came back empty: tells an unknown slug (400) from "nothing found".
 * One aggregate row even when nothing matches; the slug checks are uncorrelated subqueries.
 */
async function countOrRefuse(db: DbOrTx, filters: Filters): Promise<number> {
  const [check] = await db
    .select({
      areaKnown: filters.areaSlug
        ? sql<boolean>`exists (select 1 from ${area} where ${area.slug} = ${filters.areaSlug})`
        : sql<boolean>`true`,
      locationKnown: filters.locationSlug
        ? sql<boolean>`exists (select 1 from ${location} where ${location.slug} = ${filters.locationSlug})`
        : sql<boolean>`true`,
      total: count(),
    })
    .from(business)
    .leftJoin(location, eq(location.id, business.locationId))
    .where(whereClause(db, filters));
  const fields: Record<string, string> = {};
  if (!check?.areaKnown) fields.area = UNKNOWN_AREA_MESSAGE;
  if (!check?.locationKnown) fields.location = UNKNOWN_LOCATION_MESSAGE;
  if (Object.keys(fields).length > 0) {
    throw new AppError('invalid_input', 400, Object.values(fields).join(' '), fields);
  }
  return Number(check?.total ?? 0);
}

/** What a search by free time finds for one business: its matching service and that service's first times. */
interface FreeTimeResult {
  match: SearchMatch | null;
  freeTimes: FreeTime[];
  /** From this instant on the times may differ (the first one falls within the booking notice). */
  validUntilMs: number;
}

/**
 * A search by free time. The database picks the candidates (onboarded, matching every filter, in the
 * rating order); each one's result comes from the free-time cache while its availability version and the
 * clock allow, else it is computed: the best-matching service, then that service's slots in the window by
 * the booking calendar's engine, on the same schedule data the calendar loads, date by date, only for
 * businesses still short of MAX_FREE_TIMES.
 */
async function searchByFreeTime(
  db: DbOrTx,
  query: BusinessSearchQuery,
  baseFilters: Filters,
  dates: LocalDate[],
  now: Date,
  cache: FreeTimeCache | null,
  catalog: string,
): Promise<SearchAnswer> {
  const filters: Filters = { ...baseFilters, onboardedOnly: true };
  const sort = query.sort ?? 'recommended';
  // Every candidate is onboarded, so the recommended order is the rating order: the tie-breaker of all.
  const reviewStats = reviewStatsOf(db);
  const candidates = await db
    .select({ id: business.id })
    .from(business)
    .leftJoin(location, eq(location.id, business.locationId))
    .leftJoin(reviewStats, eq(reviewStats.businessId, business.id))
    .where(whereClause(db, filters))
    .orderBy(...byRating(reviewStats));
  const page = query.page;
  if (candidates.length === 0) {
    await countOrRefuse(db, filters);
    return {
      result: { items: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE },
      candidateIds: [],
      fingerprint: fingerprintOf(catalog, new Map()),
      expiresAtMs: Number.POSITIVE_INFINITY,
    };
  }
  const ids = candidates.map((candidate) => candidate.id);
  const window = { from: query.from ?? '00:00', to: query.to ?? '24:00' };
  const scope = matchScope(query, filters);

  // Versions first, schedule data after: data read later is never older than the version it is kept under.
  const versions = await availabilityVersions(db, ids);
  const nowMs = now.getTime();
  const today = localDateOf(nowMs, LITHUANIA_TIME_ZONE);
  const keyOf = (id: string) =>
    JSON.stringify([id, scope.areaSlug, scope.q ?? '', scope.priceMax ?? null, dates, window, today]);
  const results = new Map<string, FreeTimeResult>();
  const toCompute: string[] = [];
  for (const id of ids) {
    const kept = cache?.get(keyOf(id), versions.get(id) ?? 0, nowMs);
    if (kept) results.set(id, kept);
    else toCompute.push(id);
  }
  const computed = await computeFreeTimes(db, toCompute, scope, { dates, ...window }, now);
  for (const id of toCompute) {
    const result = computed.get(id) ?? { match: null, freeTimes: [], validUntilMs: Number.POSITIVE_INFINITY };
    results.set(id, result);
    cache?.set(keyOf(id), { ...result, version: versions.get(id) ?? 0 });
  }
  // Which businesses are listed, and in what order, follows from every candidate's first time.
  let expiresAtMs = Number.POSITIVE_INFINITY;
  for (const result of results.values()) expiresAtMs = Math.min(expiresAtMs, result.validUntilMs);

  const hits = rankHits(
    ids.flatMap((id, order) => {
      const result = results.get(id);
      const first = result?.freeTimes[0];
      if (!result || !first) return [];
      return [
        {
          id,
          order,
          firstStartMs: parseInstantMs(first.start),
          priceCents: result.match?.priceCents ?? null,
        },
      ];
    }),
    sort,
  );
  const pageIds = hits.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((hit) => hit.id);
  const rows =
    pageIds.length === 0 ? [] : await selectPage(db, { ...filters, ids: pageIds }, pageIds.length, 0, sort);
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return {
    result: {
      items: pageIds.flatMap((id) => {
        const row = rowOf.get(id);
        const result = results.get(id);
        return row && result ? [toItem(row, result.match, result.freeTimes)] : [];
      }),
      total: hits.length,
      page,
      pageSize: SEARCH_PAGE_SIZE,
    },
    candidateIds: ids,
    fingerprint: fingerprintOf(catalog, versions),
    expiresAtMs,
  };
}

/** Each business's match and first free times in the window, computed now (businesses without a match are left out). */
async function computeFreeTimes(
  db: DbOrTx,
  businessIds: string[],
  scope: MatchScope,
  window: FreeTimeWindow,
  now: Date,
): Promise<Map<string, FreeTimeResult>> {
  const results = new Map<string, FreeTimeResult>();
  if (businessIds.length === 0) return results;
  const matches = await bestMatches(db, businessIds, scope);
  const leadTimeMs = new Map<string, number>();
  const found = new Map<string, FreeTime[]>();
  let pending = businessIds.filter((id) => matches.has(id));
  for (const date of window.dates) {
    if (pending.length === 0) break;
    const loaded = await loadScheduleDataOfMany(
      db,
      pending.map((businessId) => ({ businessId, serviceId: matches.get(businessId)!.serviceId })),
      { from: date, to: date },
    );
    const stillShort: string[] = [];
    for (const businessId of pending) {
      const data = loaded.get(businessId);
      if (!data?.business?.onboarded || !data.service) continue;
      leadTimeMs.set(businessId, Math.max(0, data.business.leadTimeMinutes) * 60_000);
      const input = availabilityInput(
        { ...data, business: data.business, service: data.service, candidates: data.specialists },
        now,
      );
      const times = found.get(businessId) ?? [];
      times.push(...freeTimesIn(input, { ...window, dates: [date] }, MAX_FREE_TIMES - times.length));
      found.set(businessId, times);
      if (times.length < MAX_FREE_TIMES) stillShort.push(businessId);
    }
    pending = stillShort;
  }
  for (const [businessId, match] of matches) {
    const freeTimes = found.get(businessId) ?? [];
    const first = freeTimes[0];
    results.set(businessId, {
      match,
      freeTimes,
      // Times only drop out as the clock moves: the list holds until its first time comes within the notice.
      validUntilMs: first
        ? parseInstantMs(first.start) - (leadTimeMs.get(businessId) ?? 0)
        : Number.POSITIVE_INFINITY,
    });
  }
  return results;
}

/** The home page's picks: onboarded businesses first, best rated first. */
export async function featuredBusinesses(db: DbOrTx, limit: number): Promise<BusinessSearchItem[]> {
  const rows = await selectPage(
    db,
    { areaSlug: null, locationSlug: null, words: [] },
    Math.min(Math.max(limit, 1), 50),
    0,
  );
  return rows.map((row) => toItem(row));
}

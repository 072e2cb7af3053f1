// Marketplace search (GET /api/public/business/search, the search and home pages): one query for a page of
// results with the total (a window count), and a second one only when that page comes back empty.
import { and, asc, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type {
  BusinessSearchItem,
  BusinessSearchQuery,
  BusinessSearchResult,
  SearchSort,
} from '../../../contracts/catalog.ts';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG, SEARCH_PAGE_SIZE } from '../../../contracts/catalog-slugs.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, business, galleryImage, location, review, service } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { businessWithCity, businessWithCityColumns } from './areas-and-locations.ts';
import { parsedJson } from './parsed-json.ts';
import { visibleReview } from '../reviews/reviews.ts';
import { containsPattern, foldedColumn, searchTokens } from './search-text.ts';

const TOP_SERVICES = 3;

export const UNKNOWN_AREA_MESSAGE = 'Tokios paslaugų srities nėra.';
export const UNKNOWN_LOCATION_MESSAGE = 'Tokio miesto sąraše nėra.';

interface Filters {
  areaSlug: string | null;
  locationSlug: string | null;
  tokens: string[];
}

function filtersOf(query: Pick<BusinessSearchQuery, 'area' | 'location' | 'q'>): Filters {
  const areaSlug = query.area && query.area !== ANY_AREA_SLUG ? query.area : null;
  const locationSlug = query.location && query.location !== ANY_LOCATION_SLUG ? query.location : null;
  return { areaSlug, locationSlug, tokens: searchTokens(query.q) };
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
  if (filters.locationSlug) conditions.push(eq(location.slug, filters.locationSlug));
  if (filters.areaSlug) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(service)
          .innerJoin(area, eq(area.id, service.areaId))
          .where(activeServiceOf(filters.areaSlug)),
      ),
    );
  }
  // Every word must appear in the business's name or in one of its active services (name or area).
  for (const token of filters.tokens) {
    const pattern = containsPattern(token);
    conditions.push(
      or(
        sql`${foldedColumn(business.name)} like ${pattern}`,
        exists(
          db
            .select({ one: sql`1` })
            .from(service)
            .innerJoin(area, eq(area.id, service.areaId))
            .where(
              activeServiceOf(
                null,
                or(
                  sql`${foldedColumn(service.name)} like ${pattern}`,
                  sql`${foldedColumn(area.name)} like ${pattern}`,
                  sql`${foldedColumn(area.specialistsTitle)} like ${pattern}`,
                ),
              ),
            ),
        ),
      ),
    );
  }
  return and(...conditions);
}

async function selectPage(
  db: DbOrTx,
  filters: Filters,
  limit: number,
  offset: number,
  sort: SearchSort = 'recommended',
) {
  const reviewStats = db
    .select({
      businessId: review.businessId,
      rating: sql<number>`round(avg(${review.rating}), 1)::float8`.as('rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(review)
    .where(visibleReview)
    .groupBy(review.businessId)
    .as('review_stats');

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
      ...(sort === 'recommended' ? [desc(business.onboarded)] : []),
      sql`${reviewStats.rating} desc nulls last`,
      sql`${reviewStats.reviewCount} desc nulls last`,
      asc(business.name),
      asc(business.id),
    )
    .limit(limit)
    .offset(offset);
}

type PageRow = Awaited<ReturnType<typeof selectPage>>[number];

function toItem(row: PageRow): BusinessSearchItem {
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
    match: null,
    freeTimes: [],
  };
}

/**
 * A page of businesses, onboarded first, then by rating (or by rating alone, `sort: 'rating'`). Unknown area or location slugs are bad input
 * (400, Lithuanian field messages); `visi` / `visa-lietuva` mean "any".
 */
export async function searchBusinesses(
  db: DbOrTx,
  query: BusinessSearchQuery,
): Promise<BusinessSearchResult> {
  const filters = filtersOf(query);
  const page = query.page;
  const rows = await selectPage(db, filters, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE, query.sort);
  if (rows.length > 0) {
    return {
      items: rows.map(toItem),
      total: rows[0]?.total ?? rows.length,
      page,
      pageSize: SEARCH_PAGE_SIZE,
    };
  }
  // An empty page: tell an unknown slug from "nothing found", and count what earlier pages held.
  // One aggregate row even when nothing matches; the slug checks are uncorrelated subqueries.
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
  return { items: [], total: Number(check?.total ?? 0), page, pageSize: SEARCH_PAGE_SIZE };
}

/** The home page's picks: onboarded businesses first, best rated first. */
export async function featuredBusinesses(db: DbOrTx, limit: number): Promise<BusinessSearchItem[]> {
  const rows = await selectPage(
    db,
    { areaSlug: null, locationSlug: null, tokens: [] },
    Math.min(Math.max(limit, 1), 50),
    0,
  );
  return rows.map(toItem);
}

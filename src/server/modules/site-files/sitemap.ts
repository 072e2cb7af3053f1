// What search engines are invited to index: the marketplace's pages, every onboarded business page and
// every search page (service area × city, and each of them alone) that lists at least one business.
import { and, eq, sql } from 'drizzle-orm';
import { ANY_AREA_SLUG, ANY_LOCATION_SLUG } from '../../../contracts/catalog-slugs.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, business, location, service } from '../../db/schema.ts';

export interface SitemapEntry {
  path: string;
  /** ISO instant of the latest change, when known. */
  lastmod: string | null;
}

const STATIC_PATHS = ['/', '/apie', '/susisiekti', '/privatumo-politika', '/naudojimosi-taisykles'];

export async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const changed = sql<string>`greatest(${business.updatedAt}, max(${service.updatedAt}))`;
  const [businesses, listings] = await Promise.all([
    db
      .select({ slug: business.slug, lastmod: changed })
      .from(business)
      .leftJoin(service, eq(service.businessId, business.id))
      .where(eq(business.onboarded, true))
      .groupBy(business.id)
      .orderBy(business.slug),
    // The searches that find a business: its city with each area it has an active service in. The same
    // rule as the search itself (a business is found in an area through an active service there).
    db
      .select({ area: area.slug, location: location.slug, lastmod: changed })
      .from(business)
      .innerJoin(location, eq(location.id, business.locationId))
      .innerJoin(service, and(eq(service.businessId, business.id), eq(service.active, true)))
      .innerJoin(area, eq(area.id, service.areaId))
      .groupBy(business.id, area.slug, location.slug),
  ]);

  const searches = new Map<string, number>();
  const touch = (path: string, lastmod: string) => {
    const time = new Date(lastmod).getTime();
    searches.set(path, Math.max(searches.get(path) ?? 0, time));
  };
  for (const row of listings) {
    touch(`/grozio-specialistai/${row.area}/${row.location}`, row.lastmod);
    touch(`/grozio-specialistai/${ANY_AREA_SLUG}/${row.location}`, row.lastmod);
    touch(`/grozio-specialistai/${row.area}/${ANY_LOCATION_SLUG}`, row.lastmod);
    touch(`/grozio-specialistai/${ANY_AREA_SLUG}/${ANY_LOCATION_SLUG}`, row.lastmod);
  }
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: null })),
    ...businesses.map((b) => ({ path: `/apie/${b.slug}`, lastmod: new Date(b.lastmod).toISOString() })),
    ...[...searches.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, time]) => ({ path, lastmod: new Date(time).toISOString() })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(new URL(e.path, siteUrl).href)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the account, the admin and the API are nobody's search result. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /administratorius',
    'Disallow: /paskyra',
    'Disallow: /mano-vizitai',
    'Disallow: /api/',
    'Disallow: /kvietimas/',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}

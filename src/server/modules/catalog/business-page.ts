// One business as the public sees it (GET /api/public/business/{slug}, the /apie/{slug} page): a single query
// whose nested lists (services, specialists, images, latest reviews) come back as JSON aggregates.
import { eq, sql } from 'drizzle-orm';
import { businessOpeningHours } from '../../../core/seo/opening-hours.ts';
import type { BusinessGlobal, PublicBusiness } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parsedJson } from './parsed-json.ts';
import {
  area,
  business,
  galleryImage,
  location,
  review,
  schedule,
  service,
  specialist,
  specialistService,
  type WeeklyHoursJson,
} from '../../db/schema.ts';

export const LATEST_REVIEWS_SHOWN = 10;

interface ServiceJson {
  id: string;
  name: string;
  area: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
}
interface SpecialistJson {
  id: string;
  name: string;
  title: string;
  photo: string | null;
  serviceIds: string[] | null;
}
interface ImageJson {
  id: string;
  caption: string;
  urls: Record<string, string>;
  width: number | null;
  height: number | null;
}
interface ReviewJson {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/** Widest stored rendition first: the plain `url` of an image. */
function largestUrl(urls: Record<string, string>): string | null {
  const widths = Object.keys(urls)
    .map(Number)
    .filter((w) => Number.isFinite(w))
    .sort((a, b) => b - a);
  const widest = widths[0];
  return widest === undefined ? null : (urls[String(widest)] ?? null);
}

export async function businessBySlug(db: DbOrTx, slug: string): Promise<PublicBusiness | null> {
  const [row] = await db
    .select({
      id: business.id,
      slug: business.slug,
      name: business.name,
      domain: business.domain,
      onboarded: business.onboarded,
      description: business.description,
      address: business.address,
      city: location.slug,
      cityName: location.name,
      phone: business.phone,
      email: business.email,
      logo: business.logoSquareUrl,
      logoRound: business.logoRoundUrl,
      profileImage: business.profileImageUrl,
      rating: sql<
        number | null
      >`(select round(avg(${review.rating}), 1)::float8 from ${review} where ${review.businessId} = ${business.id})`,
      reviewCount: sql<number>`(select count(*)::int from ${review} where ${review.businessId} = ${business.id})`,
      services: sql<unknown>`(
        select json_agg(json_build_object(
          'id', ${service.id}, 'name', ${service.name}, 'area', ${area.slug}, 'description', ${service.description},
          'durationMinutes', ${service.durationMinutes}, 'priceCents', ${service.priceCents}
        ) order by ${service.sortOrder}, ${service.name})
        from ${service} inner join ${area} on ${area.id} = ${service.areaId}
        where ${service.businessId} = ${business.id} and ${service.active})`,
      specialists: sql<unknown>`(
        select json_agg(json_build_object(
          'id', ${specialist.id}, 'name', ${specialist.name}, 'title', ${specialist.title}, 'photo', ${specialist.photoUrl},
          'serviceIds', (
            select json_agg(${specialistService.serviceId} order by ${service.sortOrder})
            from ${specialistService} inner join ${service} on ${service.id} = ${specialistService.serviceId}
            where ${specialistService.specialistId} = ${specialist.id} and ${service.active}
          )
        ) order by ${specialist.sortOrder}, ${specialist.name})
        from ${specialist}
        where ${specialist.businessId} = ${business.id} and ${specialist.active})`,
      images: sql<unknown>`(
        select json_agg(json_build_object(
          'id', ${galleryImage.id}, 'caption', ${galleryImage.caption}, 'urls', ${galleryImage.urls},
          'width', ${galleryImage.width}, 'height', ${galleryImage.height}
        ) order by ${galleryImage.sortOrder}, ${galleryImage.createdAt})
        from ${galleryImage}
        where ${galleryImage.businessId} = ${business.id} and ${galleryImage.urls} <> '{}'::jsonb)`,
      // Each active specialist's weekly hours in force today (the latest schedule already valid).
      weeklyHours: sql<unknown>`(
        select json_agg(current_hours.weekly_hours)
        from ${specialist}
        cross join lateral (
          select ${schedule.weeklyHours} as weekly_hours from ${schedule}
          where ${schedule.specialistId} = ${specialist.id}
            and ${schedule.validFrom} <= (now() at time zone 'Europe/Vilnius')::date
          order by ${schedule.validFrom} desc limit 1
        ) as current_hours
        where ${specialist.businessId} = ${business.id} and ${specialist.active})`,
      updatedAt: sql<string>`greatest(${business.updatedAt}, (
        select max(${service.updatedAt}) from ${service} where ${service.businessId} = ${business.id}))`,
      reviews: sql<unknown>`(
        select json_agg(json_build_object(
          'id', latest.id, 'authorName', latest.author_name, 'rating', latest.rating,
          'comment', latest.comment, 'createdAt', latest.created_at
        ) order by latest.created_at desc)
        from (
          select ${review.id} as id, ${review.authorName} as author_name, ${review.rating} as rating,
                 ${review.comment} as comment, ${review.createdAt} as created_at
          from ${review} where ${review.businessId} = ${business.id}
          order by ${review.createdAt} desc limit ${LATEST_REVIEWS_SHOWN}
        ) as latest)`,
    })
    .from(business)
    .leftJoin(location, eq(location.id, business.locationId))
    .where(eq(business.slug, slug))
    .limit(1);
  if (!row) return null;

  const services = parsedJson<ServiceJson[]>(row.services, []);
  const specialists = parsedJson<SpecialistJson[]>(row.specialists, []);
  const images = parsedJson<ImageJson[]>(row.images, []);
  const reviews = parsedJson<ReviewJson[]>(row.reviews, []);
  const weeks = parsedJson<WeeklyHoursJson[]>(row.weeklyHours, []);

  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    domain: row.domain,
    onboarded: row.onboarded,
    description: row.description,
    address: row.address,
    city: row.city,
    cityName: row.cityName,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    logoRound: row.logoRound,
    profileImage: row.profileImage,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.reviewCount),
    services,
    specialists: specialists.map((s) => ({ ...s, serviceIds: s.serviceIds ?? [] })),
    images: images.flatMap((image) => {
      const url = largestUrl(image.urls);
      return url ? [{ ...image, url }] : [];
    }),
    reviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    openingHours: businessOpeningHours(weeks),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** `Host` header -> the business that owns that domain (`www.` and the port ignored). */
export async function businessByDomain(db: DbOrTx, host: string): Promise<BusinessGlobal | null> {
  const domain = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!domain) return null;
  const bare = domain.replace(/^www\./, '');
  const [row] = await db
    .select({
      id: business.id,
      slug: business.slug,
      name: business.name,
      logo: business.logoSquareUrl,
      domain: business.domain,
      onboarded: business.onboarded,
    })
    .from(business)
    .where(sql`lower(${business.domain}) in (${domain}, ${bare})`)
    .limit(1);
  return row ?? null;
}

// One business as the public sees it (GET /api/public/business/{slug}, the /apie/{slug} page): a single query
// whose nested lists (services, specialists, images, latest reviews) come back as JSON aggregates.
import { eq, sql } from 'drizzle-orm';
import { businessOpeningHours } from '../../../core/seo/opening-hours.ts';
import type { BusinessGlobal, PublicBusiness } from '../../../contracts/catalog.ts';
import { largestUrl } from '../../../contracts/images.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parsedJson } from './parsed-json.ts';
import { REVIEWS_PAGE_SIZE, ratingSummary } from '../../../core/reviews/review-rules.ts';
import { visibleReview } from '../reviews/reviews.ts';
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
  reply: string | null;
  repliedAt: string | null;
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
      timeZone: business.timeZone,
      // Counted from the same visible reviews as the list and the public review API.
      ratingCounts: sql<unknown>`(
        select json_agg(json_build_object('rating', counts.rating, 'count', counts.n))
        from (
          select ${review.rating} as rating, count(*)::int as n from ${review}
          where ${review.businessId} = ${business.id} and ${visibleReview}
          group by ${review.rating}
        ) as counts)`,
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
            and ${schedule.validFrom} <= (now() at time zone ${business.timeZone})::date
          order by ${schedule.validFrom} desc limit 1
        ) as current_hours
        where ${specialist.businessId} = ${business.id} and ${specialist.active})`,
      updatedAt: sql<string>`greatest(${business.updatedAt}, (
        select max(${service.updatedAt}) from ${service} where ${service.businessId} = ${business.id}))`,
      reviews: sql<unknown>`(
        select json_agg(json_build_object(
          'id', latest.id, 'authorName', latest.author_name, 'rating', latest.rating,
          'comment', latest.comment, 'createdAt', latest.created_at,
          'reply', latest.reply, 'repliedAt', latest.replied_at
        ) order by latest.created_at desc, latest.id desc)
        from (
          select ${review.id} as id, ${review.authorName} as author_name, ${review.rating} as rating,
                 ${review.comment} as comment, ${review.createdAt} as created_at,
                 ${review.reply} as reply, ${review.repliedAt} as replied_at
          from ${review} where ${review.businessId} = ${business.id} and ${visibleReview}
          order by ${review.createdAt} desc, ${review.id} desc limit ${REVIEWS_PAGE_SIZE}
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
  const summary = ratingSummary(parsedJson<{ rating: number; count: number }[]>(row.ratingCounts, []));
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
    timeZone: row.timeZone,
    rating: summary.average,
    reviewCount: summary.total,
    ratingDistribution: summary.distribution,
    services,
    specialists: specialists.map((s) => ({ ...s, serviceIds: s.serviceIds ?? [] })),
    images: images.flatMap((image) => {
      const url = largestUrl(image.urls);
      return url ? [{ ...image, url }] : [];
    }),
    reviews: reviews.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      comment: r.comment,
      createdAt: new Date(r.createdAt).toISOString(),
      reply:
        r.reply !== null && r.repliedAt !== null
          ? { text: r.reply, repliedAt: new Date(r.repliedAt).toISOString() }
          : null,
    })),
    openingHours: businessOpeningHours(weeks),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The public fields a page exposes of its business (`window.business`). */
const BUSINESS_GLOBAL_COLUMNS = {
  id: business.id,
  slug: business.slug,
  name: business.name,
  logo: business.logoSquareUrl,
  domain: business.domain,
  onboarded: business.onboarded,
};

/** `Host` header -> the business that owns that domain (`www.` and the port ignored). */
export async function businessByDomain(db: DbOrTx, host: string): Promise<BusinessGlobal | null> {
  const domain = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!domain) return null;
  const bare = domain.replace(/^www\./, '');
  const [row] = await db
    .select(BUSINESS_GLOBAL_COLUMNS)
    .from(business)
    .where(sql`lower(${business.domain}) in (${domain}, ${bare})`)
    .limit(1);
  return row ?? null;
}

/** The same public fields by slug (what an app's manifest and icons need, without the whole page). */
export async function businessGlobalBySlug(db: DbOrTx, slug: string): Promise<BusinessGlobal | null> {
  const [row] = await db
    .select(BUSINESS_GLOBAL_COLUMNS)
    .from(business)
    .where(eq(business.slug, slug))
    .limit(1);
  return row ?? null;
}

import { z } from './zod.ts';
import { publicReviewItemSchema, ratingDistributionSchema } from './reviews.ts';
import { businessNameFields, pageOf, serviceSummarySchema } from './shared-schemas.ts';

// Public catalogue shapes, shared by the API, page loaders and the browser.

export const areaSchema = z.object({ slug: z.string(), name: z.string(), specialistsTitle: z.string() });
export type Area = z.infer<typeof areaSchema>;

export const locationSchema = z.object({ slug: z.string(), name: z.string(), nameLocative: z.string() });
export type Location = z.infer<typeof locationSchema>;

const slugParam = (message: string) =>
  z
    .string()
    .trim()
    .max(60, message)
    .regex(/^[a-z0-9-]*$/, message)
    .optional();

export const SEARCH_SORTS = ['recommended', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const businessSearchQuerySchema = z.object({
  area: slugParam('Neteisingas paslaugų srities adresas.'),
  location: slugParam('Neteisingas miesto adresas.'),
  q: z.string().trim().max(100, 'Paieškos tekstas per ilgas – daugiausia 100 simbolių.').optional(),
  page: z.coerce
    .number({ error: 'Puslapio numeris turi būti skaičius.' })
    .int('Puslapio numeris turi būti sveikasis skaičius.')
    .min(1, 'Puslapio numeris turi būti 1 arba didesnis.')
    .max(1000, 'Puslapio numeris per didelis.')
    .default(1),
  /** `recommended` (bookable online first, then by rating; the default) or `rating` (best rated first). */
  sort: z
    .enum(SEARCH_SORTS, { error: 'Rikiuoti galima tik pagal rekomendacijas arba įvertinimą.' })
    .optional(),
});
export type BusinessSearchQuery = z.infer<typeof businessSearchQuerySchema>;

export const businessSearchItemSchema = z.object({
  ...businessNameFields,
  city: z.string().nullable(),
  /** Area slugs the business offers services in. */
  area: z.array(z.string()),
  logo: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  onboarded: z.boolean(),
  /** Cheapest active service (in the searched area, when one is given), in cents. */
  priceFrom: z.number().int().nullable(),
  address: z.string(),
  /** The city's display name ("Vilnius"); `city` is its slug. */
  cityName: z.string().nullable(),
  /** Shown on cards of businesses that cannot be booked online yet. */
  phone: z.string().nullable(),
  /** A small picture for the card: the first gallery image, else the profile image. */
  cover: z.string().nullable(),
  /** Up to three active services (in the searched area, when one is given), in the business's order. */
  topServices: z.array(serviceSummarySchema),
});
export type BusinessSearchItem = z.infer<typeof businessSearchItemSchema>;

export const businessSearchResultSchema = pageOf(businessSearchItemSchema);
export type BusinessSearchResult = z.infer<typeof businessSearchResultSchema>;

export const businessImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Width in px -> URL, for srcset. */
  urls: z.record(z.string(), z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
});

export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const publicSpecialistSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  photo: z.string().nullable(),
  serviceIds: z.array(z.string()),
});
export type PublicSpecialist = z.infer<typeof publicSpecialistSchema>;

/** What a business shows of itself, to visitors and (with more) to its admins. */
export const businessProfileFields = {
  ...businessNameFields,
  domain: z.string().nullable(),
  onboarded: z.boolean(),
  description: z.string(),
  address: z.string(),
  /** Location slug. */
  city: z.string().nullable(),
  cityName: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  logoRound: z.string().nullable(),
  profileImage: z.string().nullable(),
};

export const publicBusinessSchema = z.object({
  ...businessProfileFields,
  images: z.array(businessImageSchema),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many visible reviews gave each number of stars (the same reviews as `rating` and `reviewCount`). */
  ratingDistribution: ratingDistributionSchema,
  /** The newest reviews (the first page of the business's review list). */
  reviews: z.array(publicReviewItemSchema),
  services: z.array(publicServiceSchema),
  specialists: z.array(publicSpecialistSchema),
  /** When the door is open: per ISO weekday (1 = Monday), the union of the active specialists' hours. */
  openingHours: z.array(
    z.object({ dayOfWeek: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() }),
  ),
  /** The latest change of the business or its services (ISO), for search engines' `lastmod`. */
  updatedAt: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** The part of a business every page of its app variant may expose to the browser (the seed's global `business`). */
export const businessGlobalSchema = z.object({
  ...businessNameFields,
  logo: z.string().nullable(),
  domain: z.string().nullable(),
  onboarded: z.boolean(),
});
export type BusinessGlobal = z.infer<typeof businessGlobalSchema>;

export interface CatalogServices {
  areas(): Promise<Area[]>;
  locations(): Promise<Location[]>;
  featuredBusinesses(limit: number): Promise<BusinessSearchItem[]>;
  searchBusinesses(query: BusinessSearchQuery): Promise<BusinessSearchResult>;
  businessBySlug(slug: string): Promise<PublicBusiness | null>;
  /** The business whose own domain a request arrived on, if any. */
  businessByDomain(host: string): Promise<BusinessGlobal | null>;
}

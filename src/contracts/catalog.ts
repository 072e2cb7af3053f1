import { z } from './zod.ts';
import { publicReviewItemSchema, ratingDistributionSchema } from './reviews.ts';
import { businessNameFields, pageOf, serviceSummarySchema } from './shared-schemas.ts';
import { localDateSchema } from './local-date.ts';

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

/**
 * `recommended` (bookable online first, then by rating; the default), `rating` (best rated first), `earliest`
 * (soonest free time first; without a date, within the next EARLIEST_SEARCH_DAYS days) or `price` (cheapest
 * matching service first).
 */
export const SEARCH_SORTS = ['recommended', 'rating', 'earliest', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** How many days past today a search by date may ask about (today is day 0). */
export const SEARCH_HORIZON_DAYS = 60;
/** `sort=earliest` without a date looks this many days ahead, today included. */
export const EARLIEST_SEARCH_DAYS = 7;
/** Free times one search result shows at most. */
export const MAX_FREE_TIMES = 6;

export const SEARCH_QUERY_MESSAGES = {
  sort: 'Rikiuoti galima tik pagal rekomendacijas, įvertinimą, artimiausią laisvą laiką arba kainą.',
  datePast: 'Data jau praėjo – pasirinkite šiandienos ar vėlesnę dieną.',
  dateTooFar: `Data per toli – laisvų laikų galima ieškoti ne daugiau kaip ${SEARCH_HORIZON_DAYS} d. į priekį.`,
  from: 'Laikas „nuo“ turi būti formatu VV:MM, pvz., 17:00.',
  to: 'Laikas „iki“ turi būti formatu VV:MM, pvz., 20:00 (vėliausiai 24:00).',
  fromBeforeTo: 'Laikas „iki“ turi būti vėlesnis už laiką „nuo“.',
  windowWithoutDate: 'Laiką „nuo“ ir „iki“ galima rinktis tik su data arba „kuo greičiau“.',
  priceMax: 'Kaina „iki“ turi būti teigiamas sveikasis skaičius centais.',
  ratingMin: 'Mažiausias įvertinimas turi būti skaičius nuo 1 iki 5.',
} as const;

const FROM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const TO_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const businessSearchQuerySchema = z
  .object({
    area: slugParam('Neteisingas paslaugų srities adresas.'),
    location: slugParam('Neteisingas miesto adresas.'),
    q: z.string().trim().max(100, 'Paieškos tekstas per ilgas – daugiausia 100 simbolių.').optional(),
    page: z.coerce
      .number({ error: 'Puslapio numeris turi būti skaičius.' })
      .int('Puslapio numeris turi būti sveikasis skaičius.')
      .min(1, 'Puslapio numeris turi būti 1 arba didesnis.')
      .max(1000, 'Puslapio numeris per didelis.')
      .default(1),
    sort: z.enum(SEARCH_SORTS, { error: SEARCH_QUERY_MESSAGES.sort }).optional(),
    /**
     * A day (business-local, `YYYY-MM-DD`) from today to today + SEARCH_HORIZON_DAYS: only onboarded
     * businesses with a free time that day are listed. A day outside that range is refused by the service
     * (it knows the clock), with the same `fields.date`.
     */
    date: localDateSchema.optional(),
    /** Wall-clock start of the window (`HH:MM`, default 00:00); needs `date` or `sort=earliest`. */
    from: z
      .string({ error: SEARCH_QUERY_MESSAGES.from })
      .regex(FROM_PATTERN, SEARCH_QUERY_MESSAGES.from)
      .optional(),
    /** Wall-clock end of the window (`HH:MM` up to `24:00`, the default): free times start before it. */
    to: z.string({ error: SEARCH_QUERY_MESSAGES.to }).regex(TO_PATTERN, SEARCH_QUERY_MESSAGES.to).optional(),
    /** Price ceiling of the matching service, in cents. */
    priceMax: z.coerce
      .number({ error: SEARCH_QUERY_MESSAGES.priceMax })
      .int(SEARCH_QUERY_MESSAGES.priceMax)
      .min(1, SEARCH_QUERY_MESSAGES.priceMax)
      .max(100_000_000, SEARCH_QUERY_MESSAGES.priceMax)
      .optional(),
    /** Lowest average rating (1–5) a listed business may have; unrated businesses are left out. */
    ratingMin: z.coerce
      .number({ error: SEARCH_QUERY_MESSAGES.ratingMin })
      .min(1, SEARCH_QUERY_MESSAGES.ratingMin)
      .max(5, SEARCH_QUERY_MESSAGES.ratingMin)
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: SEARCH_QUERY_MESSAGES.fromBeforeTo,
    path: ['to'],
  })
  .refine((query) => (!query.from && !query.to) || query.date !== undefined || query.sort === 'earliest', {
    message: SEARCH_QUERY_MESSAGES.windowWithoutDate,
    path: ['date'],
  });
export type BusinessSearchQuery = z.infer<typeof businessSearchQuerySchema>;

export const searchMatchSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/** A start the booking calendar offers right now (ISO with offset) and the specialist it is offered with. */
export const freeTimeSchema = z.object({ start: z.string(), specialistId: z.string() });
export type FreeTime = z.infer<typeof freeTimeSchema>;

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
  /**
   * The business's best-matching active service for the area and `q` (within `priceMax`): what `freeTimes`
   * are for. Always there when the search has a date or `sort=earliest`; null when nothing matches.
   */
  match: searchMatchSchema.nullable(),
  /** Free starts of `match` in the window, sorted, at most MAX_FREE_TIMES; empty without a date or `earliest`. */
  freeTimes: z.array(freeTimeSchema),
  /** The business's IANA time zone: its free times are shown (and booked) in it. */
  timeZone: z.string(),
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
  /** The business's IANA time zone: its page shows dates (reviews, replies) in it. */
  timeZone: z.string(),
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

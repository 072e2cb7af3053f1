// schema.org JSON-LD for search engines: a business page describes the salon (address, hours, prices,
// services as offers, ratings) and where it sits in the site (a breadcrumb trail). Pure: every URL comes in
// absolute, every text as it is shown.
import type { OpeningHours } from './opening-hours.ts';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const HAIR_AREAS = new Set(['kirpejai']);
const NAIL_AREAS = new Set(['manikiuras', 'pedikiuras']);

export interface SalonFacts {
  url: string;
  name: string;
  description: string;
  images: string[];
  logo: string | null;
  telephone: string | null;
  email: string | null;
  streetAddress: string;
  city: string | null;
  openingHours: OpeningHours[];
  services: { name: string; area: string; priceCents: number; description: string }[];
  rating: number | null;
  reviewCount: number;
  reviews: { authorName: string; rating: number; comment: string; createdAt: string }[];
  /** Where the visitor books online, when the business takes online bookings. */
  bookingUrl: string | null;
}

/** HairSalon or NailSalon when every service is of that kind, otherwise the general BeautySalon. */
export function salonType(areas: readonly string[]): 'HairSalon' | 'NailSalon' | 'BeautySalon' {
  if (areas.length > 0 && areas.every((a) => HAIR_AREAS.has(a))) return 'HairSalon';
  if (areas.length > 0 && areas.every((a) => NAIL_AREAS.has(a))) return 'NailSalon';
  return 'BeautySalon';
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function priceRange(prices: readonly number[]): string | undefined {
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices) / 100;
  const high = Math.max(...prices) / 100;
  const text = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ','));
  return low === high ? `${text(low)} €` : `${text(low)}–${text(high)} €`;
}

export function salonStructuredData(facts: SalonFacts): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': salonType([...new Set(facts.services.map((s) => s.area))]),
    '@id': `${facts.url}#verslas`,
    url: facts.url,
    name: facts.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.streetAddress,
      ...(facts.city ? { addressLocality: facts.city } : {}),
      addressCountry: 'LT',
    },
    currenciesAccepted: 'EUR',
  };
  if (facts.description) data.description = facts.description;
  if (facts.images.length > 0) data.image = facts.images;
  if (facts.logo) data.logo = facts.logo;
  if (facts.telephone) data.telephone = facts.telephone;
  if (facts.email) data.email = facts.email;
  const range = priceRange(facts.services.map((s) => s.priceCents));
  if (range) data.priceRange = range;
  if (facts.openingHours.length > 0) {
    data.openingHoursSpecification = facts.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.dayOfWeek - 1]}`,
      opens: h.opens,
      closes: h.closes,
    }));
  }
  if (facts.services.length > 0) {
    data.makesOffer = facts.services.map((s) => ({
      '@type': 'Offer',
      price: euros(s.priceCents),
      priceCurrency: 'EUR',
      ...(facts.bookingUrl ? { url: facts.bookingUrl } : {}),
      itemOffered: {
        '@type': 'Service',
        name: s.name,
        ...(s.description ? { description: s.description } : {}),
      },
    }));
  }
  if (facts.rating !== null && facts.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: facts.rating,
      reviewCount: facts.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (facts.reviews.length > 0) {
    data.review = facts.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.comment ? { reviewBody: r.comment } : {}),
    }));
  }
  if (facts.bookingUrl) {
    data.potentialAction = {
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: facts.bookingUrl,
        inLanguage: 'lt',
        actionPlatform: [
          'http://schema.org/DesktopWebPlatform',
          'http://schema.org/MobileWebPlatform',
          'http://schema.org/IOSPlatform',
          'http://schema.org/AndroidPlatform',
        ],
      },
      result: { '@type': 'Reservation', name: 'Vizito rezervacija' },
    };
  }
  return data;
}

/** The trail from the home page to this page; each step's URL absolute, the last one the page itself. */
export function breadcrumbStructuredData(
  trail: readonly { name: string; url: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

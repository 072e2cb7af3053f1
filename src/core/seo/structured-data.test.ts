import { describe, expect, it } from 'vitest';
import {
  breadcrumbStructuredData,
  salonStructuredData,
  salonType,
  type SalonFacts,
} from './structured-data.ts';

const facts: SalonFacts = {
  url: 'https://grozis.lt/apie/saule',
  name: 'Grožio studija Saulė',
  description: 'Kirpimai ir manikiūras.',
  images: ['https://grozis.lt/uploads/a.webp'],
  logo: null,
  telephone: '+37061234567',
  email: null,
  streetAddress: 'Gedimino pr. 1',
  city: 'Vilnius',
  openingHours: [{ dayOfWeek: 7, opens: '10:00', closes: '16:00' }],
  services: [
    { name: 'Moteriškas kirpimas', area: 'kirpejai', priceCents: 3500, description: '' },
    { name: 'Gelinis lakavimas', area: 'manikiuras', priceCents: 2550, description: 'Su priežiūra' },
  ],
  rating: 4.8,
  reviewCount: 53,
  reviews: [{ authorName: 'Ieva', rating: 5, comment: 'Puiku', createdAt: '2026-11-20T10:00:00.000Z' }],
  bookingUrl: 'https://grozis.lt/naujas-vizitas/saule',
};

describe('salonType', () => {
  it('names a hair-only business a HairSalon, a nails-only one a NailSalon, and a mixed one a BeautySalon', () => {
    expect(salonType(['kirpejai'])).toBe('HairSalon');
    expect(salonType(['manikiuras', 'pedikiuras'])).toBe('NailSalon');
    expect(salonType(['kirpejai', 'manikiuras'])).toBe('BeautySalon');
    expect(salonType([])).toBe('BeautySalon');
  });
});

describe('salonStructuredData', () => {
  it('describes the salon with address, hours, price range, offers, rating and reviews', () => {
    const data = salonStructuredData(facts);
    expect(data).toMatchObject({
      '@type': 'BeautySalon',
      name: 'Grožio studija Saulė',
      address: { '@type': 'PostalAddress', streetAddress: 'Gedimino pr. 1', addressLocality: 'Vilnius' },
      telephone: '+37061234567',
      priceRange: '25,50–35 €',
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '16:00' },
      ],
      aggregateRating: { ratingValue: 4.8, reviewCount: 53 },
      review: [{ author: { name: 'Ieva' }, datePublished: '2026-11-20', reviewRating: { ratingValue: 5 } }],
    });
    expect(data.makesOffer).toEqual([
      expect.objectContaining({
        price: '35.00',
        priceCurrency: 'EUR',
        itemOffered: { '@type': 'Service', name: 'Moteriškas kirpimas' },
      }),
      expect.objectContaining({
        price: '25.50',
        itemOffered: expect.objectContaining({ description: 'Su priežiūra' }),
      }),
    ]);
  });

  it('offers a reservation at the booking address on the web and on phones', () => {
    const data = salonStructuredData(facts);
    expect(data.potentialAction).toMatchObject({
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: facts.bookingUrl,
        actionPlatform: expect.arrayContaining([
          'http://schema.org/DesktopWebPlatform',
          'http://schema.org/MobileWebPlatform',
        ]),
      },
      result: { '@type': 'Reservation', name: 'Vizito rezervacija' },
    });
  });

  it('leaves out a rating nobody gave and a booking action a business does not take', () => {
    const data = salonStructuredData({
      ...facts,
      rating: null,
      reviewCount: 0,
      reviews: [],
      bookingUrl: null,
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data).not.toHaveProperty('potentialAction');
  });
});

describe('breadcrumbStructuredData', () => {
  it('numbers the steps from one', () => {
    expect(
      breadcrumbStructuredData([
        { name: 'Pradžia', url: 'https://grozis.lt/' },
        { name: 'Saulė', url: 'https://grozis.lt/apie/saule' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Pradžia', item: 'https://grozis.lt/' },
        { '@type': 'ListItem', position: 2, name: 'Saulė', item: 'https://grozis.lt/apie/saule' },
      ],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImage, review } from '../../src/server/db/schema.ts';
import type { business as businessTable } from '../../src/server/db/schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  createAppointment,
  createBusiness,
  createService,
  createSpecialist,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import { createClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

type Business = typeof businessTable.$inferSelect;
const fixtures = {} as {
  saule: Business;
  zirkles: Business;
  nagai: Business;
  lelija: Business;
  sauleHaircut: string;
  sauleManicure: string;
  sauleInactive: string;
  sauleSpecialist: string;
  sauleFormerSpecialist: string;
};

/** Completed visits with reviews, oldest first (createdAt a day apart, so "latest" is well defined). */
async function addReviews(db: Database, businessId: string, ratings: number[]) {
  const staff = await createSpecialist(db, businessId, { name: 'Vertinama Specialistė', sortOrder: 99 });
  const svc = await createService(db, businessId, {
    name: 'Vertinama paslauga',
    priceCents: 9900,
    active: false,
  });
  await linkSpecialistService(db, { businessId, specialistId: staff.id, serviceId: svc.id });
  const start = Date.UTC(2026, 0, 5, 8);
  for (const [i, rating] of ratings.entries()) {
    const visit = await createAppointment(db, {
      businessId,
      specialistId: staff.id,
      serviceId: svc.id,
      startsAt: new Date(start + i * 24 * 3600_000),
      status: 'completed',
    });
    await db.insert(review).values({
      businessId,
      appointmentId: visit.id,
      authorName: `Klientė ${i + 1}`,
      rating,
      comment: `Atsiliepimas nr. ${i + 1}`,
      createdAt: new Date(start + i * 24 * 3600_000 + 7200_000),
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;

  const saule = await createBusiness(db, {
    slug: 'saule',
    name: 'Grožio studija Saulė',
    locationSlug: 'vilnius',
  });
  const haircut = await createService(db, saule.id, {
    name: 'Moteriškas kirpimas',
    priceCents: 3500,
    sortOrder: 2,
  });
  const manicure = await createService(db, saule.id, {
    name: 'Klasikinis manikiūras',
    areaSlug: 'manikiuras',
    priceCents: 2000,
    sortOrder: 1,
  });
  const inactive = await createService(db, saule.id, {
    name: 'Senas kirpimas',
    priceCents: 500,
    active: false,
    sortOrder: 0,
  });
  const specialist = await createSpecialist(db, saule.id, {
    name: 'Rūta Petrauskienė',
    title: 'Kirpėja',
    sortOrder: 1,
  });
  const former = await createSpecialist(db, saule.id, {
    name: 'Buvusi Darbuotoja',
    active: false,
    sortOrder: 0,
  });
  await linkSpecialistService(db, {
    businessId: saule.id,
    specialistId: specialist.id,
    serviceId: haircut.id,
  });
  await linkSpecialistService(db, {
    businessId: saule.id,
    specialistId: specialist.id,
    serviceId: inactive.id,
  });
  await linkSpecialistService(db, { businessId: saule.id, specialistId: former.id, serviceId: manicure.id });
  await db.insert(galleryImage).values([
    {
      businessId: saule.id,
      caption: 'Antra',
      urls: { '480': '/uploads/b-480.webp', '1200': '/uploads/b-1200.webp' },
      width: 1200,
      height: 800,
      sortOrder: 2,
    },
    {
      businessId: saule.id,
      caption: 'Pirma',
      urls: { '480': '/uploads/a-480.webp', '1200': '/uploads/a-1200.webp' },
      width: 1200,
      height: 800,
      sortOrder: 1,
    },
    { businessId: saule.id, caption: 'Dar neįkelta', urls: {}, sortOrder: 0 },
  ]);
  // 12 reviews: average 4.5 (rounded to one decimal), only the latest 10 are listed.
  await addReviews(db, saule.id, [5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4]);

  const zirkles = await createBusiness(db, {
    slug: 'zirkles',
    name: 'Kirpykla Žirklės',
    locationSlug: 'vilnius',
  });
  await createService(db, zirkles.id, { name: 'Vyriškas kirpimas', priceCents: 1500 });
  await addReviews(db, zirkles.id, [5, 5]);

  const nagai = await createBusiness(db, { slug: 'nagai', name: 'Nagų namai', locationSlug: 'kaunas' });
  await createService(db, nagai.id, { name: 'Gelinis lakavimas', areaSlug: 'manikiuras', priceCents: 1800 });

  const lelija = await createBusiness(db, {
    slug: 'lelija',
    name: 'Vizažo studija Lelija',
    locationSlug: 'vilnius',
    onboarded: false,
    phone: '+37069940218',
  });
  await createService(db, lelija.id, { name: 'Dieninis makiažas', areaSlug: 'makiazas', priceCents: 3800 });
  await createService(db, lelija.id, { name: 'Greitas kirpimas', priceCents: 1000 });

  // 14 massage studios in Klaipėda, for pagination.
  for (let i = 1; i <= 14; i++) {
    const biz = await createBusiness(db, {
      slug: `masazas-${String(i).padStart(2, '0')}`,
      name: `Masažo kambarys ${String(i).padStart(2, '0')}`,
      locationSlug: 'klaipeda',
    });
    await createService(db, biz.id, {
      name: 'Klasikinis masažas',
      areaSlug: 'masazas',
      priceCents: 3000 + i,
    });
  }

  Object.assign(fixtures, {
    saule,
    zirkles,
    nagai,
    lelija,
    sauleHaircut: haircut.id,
    sauleManicure: manicure.id,
    sauleInactive: inactive.id,
    sauleSpecialist: specialist.id,
    sauleFormerSpecialist: former.id,
  });
});

afterAll(() => server?.close());

async function search(params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return createClient(server.url).get(`/api/public/business/search${query ? `?${query}` : ''}`);
}

const slugs = (response: { json: { items: { slug: string }[] } }) => response.json.items.map((i) => i.slug);

describe('GET /api/public/business/search', () => {
  it('filters by area and location, onboarded first, then by rating', async () => {
    const response = await search({ area: 'kirpejai', location: 'vilnius' });
    expect(response.status).toBe(200);
    expect(slugs(response)).toEqual(['zirkles', 'saule', 'lelija']);
    expect(response.json).toMatchObject({ total: 3, page: 1, pageSize: 12 });
  });

  it('answers each business with its rating, review count and the non-onboarded flag', async () => {
    const response = await search({ area: 'kirpejai', location: 'vilnius' });
    const [zirkles, saule, lelija] = response.json.items;
    expect(saule).toMatchObject({
      id: fixtures.saule.id,
      slug: 'saule',
      name: 'Grožio studija Saulė',
      city: 'vilnius',
      cityName: 'Vilnius',
      area: ['kirpejai', 'manikiuras'],
      rating: 4.5,
      reviewCount: 12,
      onboarded: true,
      cover: '/uploads/a-480.webp',
    });
    for (const key of [
      'id',
      'slug',
      'name',
      'city',
      'area',
      'logo',
      'rating',
      'reviewCount',
      'onboarded',
      'priceFrom',
    ]) {
      expect(saule).toHaveProperty(key);
    }
    expect(zirkles).toMatchObject({ rating: 5, reviewCount: 2 });
    expect(lelija).toMatchObject({ onboarded: false, rating: null, reviewCount: 0, phone: '+37069940218' });
  });

  it('takes priceFrom from the cheapest active service, in the searched area when there is one', async () => {
    const inArea = await search({ area: 'kirpejai', location: 'vilnius' });
    const priceOf = (r: typeof inArea, slug: string) =>
      r.json.items.find((i: { slug: string }) => i.slug === slug)?.priceFrom;
    // The inactive 5,00 € service never counts; the manicure (20,00 €) is outside "kirpejai".
    expect(priceOf(inArea, 'saule')).toBe(3500);
    expect(priceOf(inArea, 'lelija')).toBe(1000);
    const anywhere = await search({ location: 'vilnius' });
    expect(priceOf(anywhere, 'saule')).toBe(2000);
  });

  it.each([['sauLe'], ['saule'], ['SAULĖ'], ['  grozio   studija ']])(
    'finds "Saulė" by %j, ignoring case and diacritics',
    async (q) => {
      const response = await search({ q });
      expect(response.status).toBe(200);
      expect(slugs(response)).toEqual(['saule']);
    },
  );

  it('matches service names and areas, every word', async () => {
    expect(slugs(await search({ q: 'manikiuras' })).sort()).toEqual(['nagai', 'saule']);
    expect(slugs(await search({ q: 'GELINIS' }))).toEqual(['nagai']);
    expect(slugs(await search({ q: 'vyriskas kirpimas' }))).toEqual(['zirkles']);
    expect(slugs(await search({ q: 'žirklės' }))).toEqual(['zirkles']);
    expect(slugs(await search({ q: 'manikiūras', location: 'kaunas' }))).toEqual(['nagai']);
    // An inactive service does not make a business findable.
    expect(slugs(await search({ q: 'senas' }))).toEqual([]);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const response = await search({ q: '%' });
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(0);
  });

  it('pages by 12 and keeps the total on every page', async () => {
    const first = await search({ location: 'klaipeda' });
    expect(first.json).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(first.json.items).toHaveLength(12);
    const second = await search({ location: 'klaipeda', page: '2' });
    expect(second.json.items).toHaveLength(2);
    expect(second.json.total).toBe(14);
    const all = [...slugs(first), ...slugs(second)];
    expect(new Set(all).size).toBe(14);
    const beyond = await search({ location: 'klaipeda', page: '3' });
    expect(beyond.json).toMatchObject({ items: [], total: 14, page: 3 });
  });

  it('reads "visi" and "visa-lietuva" as any area and anywhere', async () => {
    const any = await search({ area: 'visi', location: 'visa-lietuva' });
    const none = await search({});
    expect(any.status).toBe(200);
    expect(any.json.total).toBe(none.json.total);
    expect(any.json.total).toBe(18);
    expect(slugs(await search({ area: 'masazas', location: 'visa-lietuva' }))).toHaveLength(12);
  });

  it('finds nothing in a known city without matches, without an error', async () => {
    const response = await search({ area: 'kirpejai', location: 'siauliai' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
  });

  it.each([
    [{ area: 'nera-tokios' }, 'area', 'Tokios paslaugų srities nėra.'],
    [{ location: 'atlantida' }, 'location', 'Tokio miesto sąraše nėra.'],
    [{ area: 'Kirpėjai!' }, 'area', 'Neteisingas paslaugų srities adresas.'],
    [{ page: 'du' }, 'page', 'Puslapio numeris turi būti skaičius.'],
    [{ page: '0' }, 'page', 'Puslapio numeris turi būti 1 arba didesnis.'],
    [{ page: '1.5' }, 'page', 'Puslapio numeris turi būti sveikasis skaičius.'],
    [{ q: 'x'.repeat(101) }, 'q', 'Paieškos tekstas per ilgas – daugiausia 100 simbolių.'],
  ])('refuses %j with 400 and a Lithuanian message', async (params, field, message) => {
    const response = await search(params as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('invalid_input');
    expect(response.json.fields[field]).toBe(message);
  });
});

describe('GET /api/public/business/{slug}', () => {
  it('returns the business page with its services, specialists and reviews', async () => {
    const response = await createClient(server.url).get('/api/public/business/saule');
    expect(response.status).toBe(200);
    const body = response.json;
    for (const key of [
      'id',
      'slug',
      'name',
      'domain',
      'onboarded',
      'description',
      'address',
      'city',
      'phone',
      'logo',
      'images',
      'rating',
      'reviewCount',
      'services',
      'specialists',
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      id: fixtures.saule.id,
      slug: 'saule',
      name: 'Grožio studija Saulė',
      domain: null,
      onboarded: true,
      city: 'vilnius',
      cityName: 'Vilnius',
      rating: 4.5,
      reviewCount: 12,
    });
  });

  it('lists only active services, by sort order, and only active specialists with active services', async () => {
    const body = (await createClient(server.url).get('/api/public/business/saule')).json;
    expect(body.services).toEqual([
      {
        id: fixtures.sauleManicure,
        name: 'Klasikinis manikiūras',
        area: 'manikiuras',
        description: '',
        durationMinutes: 45,
        priceCents: 2000,
      },
      {
        id: fixtures.sauleHaircut,
        name: 'Moteriškas kirpimas',
        area: 'kirpejai',
        description: '',
        durationMinutes: 45,
        priceCents: 3500,
      },
    ]);
    const ids = body.specialists.map((s: { id: string }) => s.id);
    expect(ids).toContain(fixtures.sauleSpecialist);
    expect(ids).not.toContain(fixtures.sauleFormerSpecialist);
    const ruta = body.specialists.find((s: { id: string }) => s.id === fixtures.sauleSpecialist);
    expect(ruta).toEqual({
      id: fixtures.sauleSpecialist,
      name: 'Rūta Petrauskienė',
      title: 'Kirpėja',
      photo: null,
      serviceIds: [fixtures.sauleHaircut],
    });
  });

  it('lists uploaded gallery images in order and the latest 10 reviews, newest first', async () => {
    const body = (await createClient(server.url).get('/api/public/business/saule')).json;
    expect(body.images.map((i: { caption: string; url: string }) => [i.caption, i.url])).toEqual([
      ['Pirma', '/uploads/a-1200.webp'],
      ['Antra', '/uploads/b-1200.webp'],
    ]);
    expect(body.images[0].urls).toEqual({ '480': '/uploads/a-480.webp', '1200': '/uploads/a-1200.webp' });
    expect(body.reviews).toHaveLength(10);
    expect(body.reviews[0]).toMatchObject({
      authorName: 'Klientė 12',
      rating: 4,
      comment: 'Atsiliepimas nr. 12',
    });
    expect(body.reviews[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.reviews[9].authorName).toBe('Klientė 3');
  });

  it('shows a non-onboarded business with its contacts and no reviews', async () => {
    const body = (await createClient(server.url).get('/api/public/business/lelija')).json;
    expect(body).toMatchObject({
      onboarded: false,
      phone: '+37069940218',
      rating: null,
      reviewCount: 0,
      reviews: [],
      images: [],
    });
  });

  it('answers an unknown slug with 404 "Verslas nerastas."', async () => {
    const response = await createClient(server.url).get('/api/public/business/nera-tokio');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'not_found', message: 'Verslas nerastas.' });
  });
});

// Search by free time over real HTTP, on a fixed clock: Monday 2026-12-14 10:00 in Vilnius.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { business, holiday, review, service, timeBlock } from '../../src/server/db/schema.ts';
import { SEARCH_QUERY_MESSAGES } from '../../src/contracts/catalog.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { weeklyHours } from '../../src/server/db/records/weekly-hours.ts';
import type { WeeklyHoursJson } from '../../src/server/db/schema.ts';
import {
  createBookableBusiness,
  createBookableColleague,
  createService,
  createVisitAt,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { offeredSlots } from './support/public-schedule.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
const TODAY = '2026-12-14';
const TOMORROW = '2026-12-15';
const server = useTestServer({ now: () => NOW });

type Bookable = Awaited<ReturnType<typeof createBookableBusiness>>;
let counter = 0;

/** A salon in `city` doing one manicure service (60 min on a 30-minute grid, Mon–Fri 09:00–18:00). */
async function salon(
  options: {
    city?: string;
    onboarded?: boolean;
    service?: string;
    priceCents?: number;
    weeklyHours?: WeeklyHoursJson;
  } = {},
): Promise<Bookable> {
  counter += 1;
  return createBookableBusiness(server.db, {
    business: {
      name: `Nagų studija ${counter}`,
      locationSlug: options.city ?? 'vilnius',
      onboarded: options.onboarded ?? true,
      slotStepMinutes: 30,
    },
    service: {
      name: options.service ?? 'Klasikinis manikiūras',
      areaSlug: 'manikiuras',
      durationMinutes: 60,
      priceCents: options.priceCents ?? 2500,
    },
    weeklyHours: options.weeklyHours,
  });
}

async function search(params: Record<string, string>) {
  const response = await createClient(server.url).get(
    `/api/public/business/search?${new URLSearchParams(params)}`,
  );
  return response;
}

async function found(params: Record<string, string>) {
  const response = await search(params);
  expect(response.status, response.text).toBe(200);
  return response.json as {
    items: {
      id: string;
      slug: string;
      rating: number | null;
      priceFrom: number | null;
      onboarded: boolean;
      match: { serviceId: string; serviceName: string; durationMinutes: number; priceCents: number } | null;
      freeTimes: { start: string; specialistId: string }[];
    }[];
    total: number;
  };
}

/** The calendar's own slots for the day, cut to [from, to) by wall-clock start. */
async function calendarTimes(b: Bookable, date: string, from: string, to: string) {
  return (await offeredSlots(server.url, b, date))
    .filter((slot) => slot.label >= from && slot.label < to)
    .map(({ start, specialistId }) => ({ start, specialistId }));
}

async function addRatings(b: Bookable, ratings: number[]) {
  for (const [i, rating] of ratings.entries()) {
    const visit = await createVisitAt(server.db, b, {
      specialistId: b.specialist.id,
      date: '2026-11-0' + (i + 2),
      time: '10:00',
      status: 'completed',
    });
    await server.db
      .insert(review)
      .values({ businessId: b.business.id, appointmentId: visit.id, authorName: 'Klientė', rating });
  }
}

describe('GET /api/public/business/search by free time', () => {
  it('lists only onboarded salons with a free time in the window, with the calendar’s own times', async () => {
    const area = { area: 'manikiuras', location: 'klaipeda' };
    const open = await salon({ city: 'klaipeda' });
    await createBookableColleague(server.db, open, 'Antra Meistrė');
    const full = await salon({ city: 'klaipeda' });
    // Every start from 15:00 on is held: nothing left in 15:00–18:00.
    for (const time of ['15:00', '16:00', '17:00']) {
      await createVisitAt(server.db, full, { specialistId: full.specialist.id, date: TOMORROW, time });
    }
    await salon({ city: 'klaipeda', onboarded: false });
    await salon({ city: 'kaunas' });

    const result = await found({ ...area, date: TOMORROW, from: '15:00', to: '18:00' });
    expect(result.items.map((item) => item.slug)).toEqual([open.business.slug]);
    expect(result.total).toBe(1);
    const [item] = result.items;
    expect(item!.match).toEqual({
      serviceId: open.service.id,
      serviceName: 'Klasikinis manikiūras',
      durationMinutes: 60,
      priceCents: 2500,
    });
    // 15:00, 15:30, 16:00, 16:30, 17:00 (ends 18:00): the visit may not run past the day, it may past `to`.
    expect(item!.freeTimes).toEqual(await calendarTimes(open, TOMORROW, '15:00', '18:00'));
    expect(item!.freeTimes.map((time) => time.start)).toEqual([
      '2026-12-15T15:00:00+02:00',
      '2026-12-15T15:30:00+02:00',
      '2026-12-15T16:00:00+02:00',
      '2026-12-15T16:30:00+02:00',
      '2026-12-15T17:00:00+02:00',
    ]);

    // The whole day: at most six times, the first six the calendar offers.
    const day = await found({ ...area, date: TOMORROW });
    expect(day.items.map((i) => i.slug).sort()).toEqual([open.business.slug, full.business.slug].sort());
    for (const listed of day.items) {
      const b = listed.slug === open.business.slug ? open : full;
      expect(listed.freeTimes).toEqual((await calendarTimes(b, TOMORROW, '00:00', '24:00')).slice(0, 6));
    }

    // Today from 10:00: a time that has passed is never offered.
    const today = await found({ ...area, date: TODAY, to: '11:00' });
    expect(today.items).toEqual([]);
    expect(today.total).toBe(0);
  });

  it('names the service the query asks for, in any word form, and filters by price and rating', async () => {
    const area = { area: 'manikiuras', location: 'siauliai' };
    const cheap = await salon({ city: 'siauliai', priceCents: 2000 });
    const gel = await createService(server.db, cheap.business.id, {
      name: 'Gelinis lakavimas',
      areaSlug: 'manikiuras',
      durationMinutes: 90,
      priceCents: 3000,
      sortOrder: 5,
    });
    await linkSpecialistService(server.db, {
      businessId: cheap.business.id,
      specialistId: cheap.specialist.id,
      serviceId: gel.id,
    });
    const dear = await salon({ city: 'siauliai', service: 'Gelinis lakavimas', priceCents: 4500 });
    await addRatings(cheap, [4, 4]);
    await addRatings(dear, [5, 5]);

    const byWords = await found({ ...area, date: TOMORROW, q: 'gelinio lakavimo' });
    expect(byWords.items.map((item) => [item.slug, item.match?.serviceName, item.match?.priceCents])).toEqual(
      [
        [dear.business.slug, 'Gelinis lakavimas', 4500],
        [cheap.business.slug, 'Gelinis lakavimas', 3000],
      ],
    );
    expect(byWords.items[1]!.freeTimes).toEqual(
      (await offeredSlots(server.url, { business: cheap.business, service: gel }, TOMORROW))
        .slice(0, 6)
        .map(({ start, specialistId }) => ({ start, specialistId })),
    );

    const byPrice = await found({ ...area, date: TOMORROW, sort: 'price' });
    expect(byPrice.items.map((item) => item.slug)).toEqual([cheap.business.slug, dear.business.slug]);
    expect(byPrice.items[0]!.match?.priceCents).toBe(2000);

    const underCeiling = await found({ ...area, date: TOMORROW, priceMax: '4000' });
    expect(underCeiling.items.map((item) => item.slug)).toEqual([cheap.business.slug]);

    const wellRated = await found({ ...area, date: TOMORROW, ratingMin: '4.5' });
    expect(wellRated.items.map((item) => item.slug)).toEqual([dear.business.slug]);

    // The same filters without a date: every salon, no times, the match still named.
    const dateless = await found({ ...area, ratingMin: '4.5' });
    expect(dateless.items.map((item) => [item.slug, item.freeTimes])).toEqual([[dear.business.slug, []]]);
    expect(dateless.items[0]!.match?.serviceName).toBe('Gelinis lakavimas');
  });

  it('finds the earliest free time in the next seven days and sorts by it', async () => {
    const area = { area: 'manikiuras', location: 'panevezys' };
    // Works only on Wednesdays; the other works every weekday (and so still today).
    const wednesday = await salon({
      city: 'panevezys',
      weeklyHours: weeklyHours({ '3': '09:00-18:00' }),
    });
    const weekdays = await salon({ city: 'panevezys' });
    const nobody = await salon({ city: 'panevezys', weeklyHours: {} });

    const result = await found({ ...area, sort: 'earliest' });
    expect(result.items.map((item) => item.slug)).toEqual([weekdays.business.slug, wednesday.business.slug]);
    expect(result.items.map((item) => item.slug)).not.toContain(nobody.business.slug);
    // An hour's notice: the first time today is 11:00.
    expect(result.items[0]!.freeTimes).toEqual(
      (await calendarTimes(weekdays, TODAY, '00:00', '24:00')).slice(0, 6),
    );
    expect(result.items[0]!.freeTimes[0]!.start).toBe('2026-12-14T11:00:00+02:00');
    expect(result.items[1]!.freeTimes).toEqual(
      await calendarTimes(wednesday, '2026-12-16', '00:00', '24:00').then((t) => t.slice(0, 6)),
    );

    // With a window each day: evenings only.
    const evenings = await found({ ...area, sort: 'earliest', from: '17:00', to: '20:00' });
    expect(evenings.items[0]!.freeTimes.map((time) => time.start)).toEqual([
      '2026-12-14T17:00:00+02:00',
      '2026-12-15T17:00:00+02:00',
      '2026-12-16T17:00:00+02:00',
      '2026-12-17T17:00:00+02:00',
      '2026-12-18T17:00:00+02:00',
    ]);
  });

  it('drops a time from the very next search once it is booked or blocked, and is never cached', async () => {
    const area = { area: 'manikiuras', location: 'kaunas' };
    const b = await salon({ city: 'kaunas' });
    const params = { ...area, date: TOMORROW, from: '09:00', to: '11:00' };
    const before = await search(params);
    expect(before.headers.get('cache-control')).toBe('no-store');
    const item = (before.json.items as { slug: string; freeTimes: { start: string }[] }[]).find(
      (candidate) => candidate.slug === b.business.slug,
    );
    expect(item!.freeTimes.map((time) => time.start)).toEqual([
      '2026-12-15T09:00:00+02:00',
      '2026-12-15T09:30:00+02:00',
      '2026-12-15T10:00:00+02:00',
      '2026-12-15T10:30:00+02:00',
    ]);

    const { client } = await signedInPerson(server, { name: 'Ieva Klientė', phoneNumber: '+37061234567' });
    const booked = await client.post('/api/user/appointments', {
      business: b.business.slug,
      service: b.service.id,
      start: '2026-12-15T09:00:00+02:00',
    });
    expect(booked.status, booked.text).toBe(201);
    const afterBooking = await found(params);
    expect(afterBooking.items.find((i) => i.slug === b.business.slug)!.freeTimes.map((t) => t.start)).toEqual(
      ['2026-12-15T10:00:00+02:00', '2026-12-15T10:30:00+02:00'],
    );

    await server.db.insert(timeBlock).values({
      businessId: b.business.id,
      specialistId: b.specialist.id,
      startsAt: wallClockToDate(TOMORROW, '10:00', DEMO_TIME_ZONE),
      endsAt: wallClockToDate(TOMORROW, '11:30', DEMO_TIME_ZONE),
      title: 'Mokymai',
    });
    const afterBlock = await found(params);
    expect(afterBlock.items.map((i) => i.slug)).not.toContain(b.business.slug);
  });

  it('follows a change written straight to the database, as another instance would write it', async () => {
    const area = { area: 'manikiuras', location: 'vilnius' };
    const b = await salon();
    const params = { ...area, date: TOMORROW, from: '12:00', to: '13:00' };
    const slugs = async () => (await found(params)).items.map((item) => item.slug);
    expect(await slugs()).toContain(b.business.slug);
    expect(await slugs()).toContain(b.business.slug);

    await server.db.insert(holiday).values({
      businessId: b.business.id,
      specialistId: null,
      fromDate: TOMORROW,
      toDate: TOMORROW,
      name: 'Inventorizacija',
    });
    expect(await slugs()).not.toContain(b.business.slug);

    await server.db.delete(holiday).where(eq(holiday.businessId, b.business.id));
    expect(await slugs()).toContain(b.business.slug);

    await server.db.update(business).set({ onboarded: false }).where(eq(business.id, b.business.id));
    expect(await slugs()).not.toContain(b.business.slug);
  });

  it('answers a repeated search from its kept answer only until anything that answer follows from changes', async () => {
    // Salons of their own: a service no other test offers, found by its word.
    const a = await salon({ city: 'kaunas', service: 'Parafino terapija' });
    const b = await salon({ city: 'kaunas', service: 'Parafino terapija' });
    // Visits to review later, made before any search is kept.
    const visitOf = (s: Bookable) =>
      createVisitAt(server.db, s, {
        specialistId: s.specialist.id,
        date: '2026-11-02',
        time: '10:00',
        status: 'completed',
      });
    const visitA = await visitOf(a);
    const visitB = await visitOf(b);
    const timed = {
      area: 'manikiuras',
      location: 'kaunas',
      q: 'parafino',
      date: TOMORROW,
      from: '09:00',
      to: '12:00',
    };
    const dateless = { area: 'manikiuras', location: 'kaunas', q: 'parafino' };
    const slugsOf = (result: Awaited<ReturnType<typeof found>>) => result.items.map((item) => item.slug);
    // The second of two identical searches is answered from the kept answer.
    const twice = async (params: Record<string, string>) => {
      const first = await found(params);
      expect(await found(params)).toEqual(first);
      return first;
    };
    const [slugA, slugB] = [a.business.slug, b.business.slug];

    // A new review: the order of both searches and who passes ratingMin.
    expect(slugsOf(await twice(timed))).toEqual([slugA, slugB]);
    expect(slugsOf(await twice(dateless))).toEqual([slugA, slugB]);
    expect(slugsOf(await twice({ ...timed, ratingMin: '4' }))).toEqual([]);
    await server.db
      .insert(review)
      .values({ businessId: b.business.id, appointmentId: visitB.id, authorName: 'Klientė', rating: 5 });
    expect(slugsOf(await found(timed))).toEqual([slugB, slugA]);
    expect(slugsOf(await found(dateless))).toEqual([slugB, slugA]);
    expect(slugsOf(await found({ ...timed, ratingMin: '4' }))).toEqual([slugB]);
    await twice(dateless);
    await server.db
      .insert(review)
      .values({ businessId: a.business.id, appointmentId: visitA.id, authorName: 'Klientė', rating: 3 });
    expect((await found(dateless)).items.map((item) => [item.slug, item.rating])).toEqual([
      [slugB, 5],
      [slugA, 3],
    ]);

    // A price change: priceMax, and the card's price in the search without a date.
    const cheap = { ...timed, priceMax: '2600' };
    expect(slugsOf(await twice(cheap))).toEqual([slugB, slugA]);
    await twice(dateless);
    await server.db.update(service).set({ priceCents: 3000 }).where(eq(service.id, a.service.id));
    expect(slugsOf(await found(cheap))).toEqual([slugB]);
    const priced = await found(dateless);
    expect(priced.items.find((item) => item.slug === slugA)!.priceFrom).toBe(3000);

    // A booking over HTTP, then blocked time: B's times.
    const startsOf = async () =>
      (await twice(timed)).items.find((item) => item.slug === slugB)?.freeTimes.map((time) => time.start);
    expect(await startsOf()).toEqual([
      '2026-12-15T09:00:00+02:00',
      '2026-12-15T09:30:00+02:00',
      '2026-12-15T10:00:00+02:00',
      '2026-12-15T10:30:00+02:00',
      '2026-12-15T11:00:00+02:00',
      '2026-12-15T11:30:00+02:00',
    ]);
    const { client } = await signedInPerson(server, { name: 'Rūta Klientė', phoneNumber: '+37061234568' });
    const booked = await client.post('/api/user/appointments', {
      business: slugB,
      service: b.service.id,
      start: '2026-12-15T09:00:00+02:00',
    });
    expect(booked.status, booked.text).toBe(201);
    expect(await startsOf()).toEqual([
      '2026-12-15T10:00:00+02:00',
      '2026-12-15T10:30:00+02:00',
      '2026-12-15T11:00:00+02:00',
      '2026-12-15T11:30:00+02:00',
    ]);
    await server.db.insert(timeBlock).values({
      businessId: b.business.id,
      specialistId: b.specialist.id,
      startsAt: wallClockToDate(TOMORROW, '10:00', DEMO_TIME_ZONE),
      endsAt: wallClockToDate(TOMORROW, '12:30', DEMO_TIME_ZONE),
      title: 'Mokymai',
    });
    expect(slugsOf(await found(timed))).toEqual([slugA]);

    // Taken off online booking: gone from the search by time, after the bookable ones without a date.
    expect(slugsOf(await twice(timed))).toEqual([slugA]);
    expect(slugsOf(await twice(dateless))).toEqual([slugB, slugA]);
    await server.db.update(business).set({ onboarded: false }).where(eq(business.id, a.business.id));
    expect(slugsOf(await found(timed))).toEqual([]);
    await server.db.update(business).set({ onboarded: false }).where(eq(business.id, b.business.id));
    await server.db.update(business).set({ onboarded: true }).where(eq(business.id, a.business.id));
    const reordered = await found(dateless);
    expect(reordered.items.map((item) => [item.slug, item.onboarded])).toEqual([
      [slugA, true],
      [slugB, false],
    ]);
  });

  it('refuses bad values with a Lithuanian message under each field', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ date: '2026-12-13' }, { date: SEARCH_QUERY_MESSAGES.datePast }],
      [{ date: '2027-02-13' }, { date: SEARCH_QUERY_MESSAGES.dateTooFar }],
      [{ date: '2026-02-30' }, { date: 'Tokios datos kalendoriuje nėra.' }],
      [{ date: 'rytoj' }, { date: 'Data turi būti formatu MMMM-MM-DD, pvz., 2026-12-24.' }],
      [{ date: TOMORROW, from: '18:00', to: '17:00' }, { to: SEARCH_QUERY_MESSAGES.fromBeforeTo }],
      [{ date: TOMORROW, from: '17:00', to: '17:00' }, { to: SEARCH_QUERY_MESSAGES.fromBeforeTo }],
      [{ date: TOMORROW, from: '7:00' }, { from: SEARCH_QUERY_MESSAGES.from }],
      [{ date: TOMORROW, to: '24:30' }, { to: SEARCH_QUERY_MESSAGES.to }],
      [{ from: '17:00' }, { date: SEARCH_QUERY_MESSAGES.windowWithoutDate }],
      [{ sort: 'soonest' }, { sort: SEARCH_QUERY_MESSAGES.sort }],
      [{ priceMax: '12.5' }, { priceMax: SEARCH_QUERY_MESSAGES.priceMax }],
      [{ priceMax: 'daug' }, { priceMax: SEARCH_QUERY_MESSAGES.priceMax }],
      [{ ratingMin: '6' }, { ratingMin: SEARCH_QUERY_MESSAGES.ratingMin }],
      [{ ratingMin: '0' }, { ratingMin: SEARCH_QUERY_MESSAGES.ratingMin }],
    ];
    for (const [params, fields] of cases) {
      const response = await search(params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.json.error).toBe('invalid_input');
      expect(response.json.fields, JSON.stringify(params)).toEqual(fields);
    }
    // The last day of the horizon is fine.
    expect((await search({ date: '2027-02-12' })).status).toBe(200);
  });
});

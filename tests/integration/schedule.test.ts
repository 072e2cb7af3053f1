// The public booking calendar over real HTTP, on a fixed clock: Monday 2026-12-14 10:00 in Vilnius.
// The week under test, 2026-12-21…27, holds Christmas Eve (Thu) and Christmas (Fri, Sat).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  holiday,
  publicHolidayExclusion,
  scheduleOverride,
  service as serviceTable,
} from '../../src/server/db/schema.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import {
  createAppointment,
  createBookableBusiness,
  createSchedule,
  createService,
  createSpecialist,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
let now = NOW;
let server: TestServer;
let http: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  http = createClient(server.url);
});
afterAll(() => server?.close());

type Bookable = Awaited<ReturnType<typeof createBookableBusiness>>;

/** Mon–Fri 09:00–18:00, a 60-minute service on a 30-minute grid, 60 min lead time, 60 days horizon. */
function bookable(options: Parameters<typeof createBookableBusiness>[1] = {}) {
  return createBookableBusiness(server.db, {
    ...options,
    business: { slotStepMinutes: 30, ...options.business },
    service: { durationMinutes: 60, name: 'Kirpimas ir džiovinimas', priceCents: 4000, ...options.service },
  });
}

function query(b: Bookable, extra: Record<string, string> = {}) {
  return new URLSearchParams({ business: b.business.slug, service: b.service.id, ...extra }).toString();
}

const get = (path: string) => http.get(path);
const slotsOn = async (b: Bookable, date: string, extra: Record<string, string> = {}) => {
  const response = await get(`/api/public/schedule/available-time-slots?${query(b, { date, ...extra })}`);
  expect(response.status).toBe(200);
  return response.json as {
    date: string;
    timeZone: string;
    slots: { start: string; end: string; specialistId: string; label: string }[];
  };
};
const labelsOn = async (b: Bookable, date: string, extra: Record<string, string> = {}) =>
  (await slotsOn(b, date, extra)).slots.map((slot) => slot.label);
const datesIn = async (b: Bookable, from: string, to: string, extra: Record<string, string> = {}) => {
  const response = await get(`/api/public/schedule/available-dates?${query(b, { from, to, ...extra })}`);
  expect(response.status).toBe(200);
  return response.json.dates as string[];
};

const FULL_DAY = Array.from(
  { length: 17 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

describe('GET /api/public/schedule/calendar-options', () => {
  it('describes the calendar of a service', async () => {
    const b = await bookable({ specialist: { name: 'Eglė Kirpėja' } });
    const response = await get(`/api/public/schedule/calendar-options?${query(b)}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      timeZone: 'Europe/Vilnius',
      firstDate: '2026-12-14',
      lastDate: '2027-02-12',
      slotStepMinutes: 30,
      leadTimeMinutes: 60,
      cancellationCutoffHours: 24,
      requiresConfirmation: false,
      requiresPhoneNumber: false,
      service: { id: b.service.id, name: 'Kirpimas ir džiovinimas', durationMinutes: 60, priceCents: 4000 },
      specialists: [{ id: b.specialist.id, name: 'Eglė Kirpėja' }],
      excludedPublicHolidays: [],
    });
  });

  it('lists the public holidays the business works on within the bookable range', async () => {
    const b = await bookable();
    const other = await bookable();
    for (const date of ['2026-12-24', '2027-01-01', '2027-03-11']) {
      await server.db.insert(publicHolidayExclusion).values({ businessId: b.business.id, date });
    }
    await server.db
      .insert(publicHolidayExclusion)
      .values({ businessId: other.business.id, date: '2026-12-26' });
    const response = await get(`/api/public/schedule/calendar-options?${query(b)}`);
    // 2027-03-11 lies past the horizon (last date 2027-02-12); the other business's day is not ours.
    expect(response.json.excludedPublicHolidays).toEqual(['2026-12-24', '2027-01-01']);
  });

  it('lists only active specialists who perform the service, in display order', async () => {
    const b = await bookable({ specialist: { name: 'Antra', sortOrder: 2 } });
    const first = await createSpecialist(server.db, b.business.id, { name: 'Pirma', sortOrder: 1 });
    const inactive = await createSpecialist(server.db, b.business.id, { name: 'Neaktyvi', active: false });
    await createSpecialist(server.db, b.business.id, { name: 'Kitos paslaugos' });
    for (const s of [first, inactive]) {
      await linkSpecialistService(server.db, {
        businessId: b.business.id,
        specialistId: s.id,
        serviceId: b.service.id,
      });
    }
    const response = await get(`/api/public/schedule/calendar-options?${query(b)}`);
    expect(response.json.specialists).toEqual([
      { id: first.id, name: 'Pirma' },
      { id: b.specialist.id, name: 'Antra' },
    ]);
  });

  it('starts the calendar on the next day when the lead time runs past midnight', async () => {
    const b = await bookable({ business: { leadTimeMinutes: 24 * 60 } });
    const response = await get(`/api/public/schedule/calendar-options?${query(b)}`);
    expect(response.json.firstDate).toBe('2026-12-15');
  });
});

describe('GET /api/public/schedule/available-time-slots', () => {
  it('offers the working day on the grid, in local time with the offset', async () => {
    const b = await bookable();
    const day = await slotsOn(b, '2026-12-21');
    expect(day.date).toBe('2026-12-21');
    expect(day.timeZone).toBe('Europe/Vilnius');
    expect(day.slots.map((slot) => slot.label)).toEqual(FULL_DAY);
    expect(day.slots[0]).toEqual({
      start: '2026-12-21T09:00:00+02:00',
      end: '2026-12-21T10:00:00+02:00',
      specialistId: b.specialist.id,
      label: '09:00',
    });
    expect(day.slots.at(-1)?.end).toBe('2026-12-21T18:00:00+02:00');
  });

  it('offers nothing on a day without hours (weekend)', async () => {
    const b = await bookable();
    expect(await labelsOn(b, '2026-12-19')).toEqual([]);
  });

  it('is closed on Christmas Eve, a public holiday', async () => {
    const b = await bookable();
    expect(await labelsOn(b, '2026-12-24')).toEqual([]);
    expect(await labelsOn(b, '2026-12-25')).toEqual([]);
  });

  it('opens a public holiday the business excluded (works on it)', async () => {
    const b = await bookable();
    await server.db.insert(publicHolidayExclusion).values({ businessId: b.business.id, date: '2026-12-24' });
    expect(await labelsOn(b, '2026-12-24')).toEqual(FULL_DAY);
    expect(await labelsOn(b, '2026-12-25')).toEqual([]);
  });

  it('follows a business-wide override with other hours', async () => {
    const b = await bookable();
    await server.db.insert(scheduleOverride).values({
      businessId: b.business.id,
      fromDate: '2026-12-22',
      toDate: '2026-12-22',
      closed: false,
      intervals: [{ start: '12:00', end: '14:00' }],
    });
    expect(await labelsOn(b, '2026-12-22')).toEqual(['12:00', '12:30', '13:00']);
    expect(await labelsOn(b, '2026-12-23')).toEqual(FULL_DAY);
  });

  it('leaves out the lead time today', async () => {
    const b = await bookable();
    // Now is 10:00; with 60 minutes' notice the first start is 11:00.
    expect((await labelsOn(b, '2026-12-14'))[0]).toBe('11:00');
  });

  it('offers nothing in the past or past the horizon', async () => {
    const b = await bookable();
    expect(await labelsOn(b, '2026-12-11')).toEqual([]);
    expect(await labelsOn(b, '2027-02-12')).toEqual(FULL_DAY);
    expect(await labelsOn(b, '2027-02-15')).toEqual([]);
  });

  it('keeps held visits (with their buffer) out, but not cancelled ones', async () => {
    const b = await bookable({ service: { bufferAfterMinutes: 15 } });
    await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      startsAt: wallClockToDate('2026-12-21', '10:00', DEMO_TIME_ZONE),
    });
    await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      startsAt: wallClockToDate('2026-12-21', '14:00', DEMO_TIME_ZONE),
      status: 'cancelled',
    });
    const labels = await labelsOn(b, '2026-12-21');
    // Held 10:00–11:15 (buffer included); a 60-minute visit with its own 15-minute buffer fits up to 08:45.
    expect(labels).not.toContain('09:00');
    expect(labels).not.toContain('10:30');
    expect(labels).not.toContain('11:00');
    expect(labels.slice(0, 2)).toEqual(['11:30', '12:00']);
    expect(labels).toContain('14:00');
  });

  it('gives each start to one specialist for "any", and filters by a chosen one', async () => {
    const b = await bookable({ specialist: { name: 'Rytinė', sortOrder: 1 } });
    const evening = await createSpecialist(server.db, b.business.id, { name: 'Vakarinė', sortOrder: 2 });
    await linkSpecialistService(server.db, {
      businessId: b.business.id,
      specialistId: evening.id,
      serviceId: b.service.id,
    });
    await createSchedule(server.db, {
      businessId: b.business.id,
      specialistId: evening.id,
      weeklyHours: { '1': [{ start: '15:00', end: '20:00' }] },
    });
    const any = (await slotsOn(b, '2026-12-21')).slots;
    const labels = any.map((slot) => slot.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.at(-1)).toBe('19:00');
    expect(any.find((slot) => slot.label === '09:00')?.specialistId).toBe(b.specialist.id);
    expect(any.find((slot) => slot.label === '19:00')?.specialistId).toBe(evening.id);

    const own = (await slotsOn(b, '2026-12-21', { specialist: evening.id })).slots;
    expect(own.map((slot) => slot.label)[0]).toBe('15:00');
    expect(own.every((slot) => slot.specialistId === evening.id)).toBe(true);
  });

  it('keeps wall-clock hours in summer time', async () => {
    const b = await bookable();
    now = new Date('2027-07-01T08:00:00Z');
    try {
      const day = await slotsOn(b, '2027-07-05');
      expect(day.slots[0]?.start).toBe('2027-07-05T09:00:00+03:00');
    } finally {
      now = NOW;
    }
  });
});

describe('GET /api/public/schedule/available-dates', () => {
  it('lists the dates with a free slot, skipping weekends and Christmas', async () => {
    const b = await bookable();
    expect(await datesIn(b, '2026-12-21', '2026-12-27')).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
  });

  it('skips a closed specialist override and a fully booked day', async () => {
    const b = await bookable({
      weeklyHours: {
        '1': [{ start: '09:00', end: '10:00' }],
        '2': [{ start: '09:00', end: '18:00' }],
        '3': [{ start: '09:00', end: '18:00' }],
      },
    });
    await server.db.insert(scheduleOverride).values({
      businessId: b.business.id,
      specialistId: b.specialist.id,
      fromDate: '2026-12-22',
      toDate: '2026-12-22',
      closed: true,
    });
    await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      startsAt: wallClockToDate('2026-12-21', '09:00', DEMO_TIME_ZONE),
    });
    expect(await datesIn(b, '2026-12-21', '2026-12-27')).toEqual(['2026-12-23']);
  });

  it('never lists dates before today or past the horizon', async () => {
    const b = await bookable();
    expect(await datesIn(b, '2026-12-10', '2026-12-15')).toEqual(['2026-12-14', '2026-12-15']);
    expect(await datesIn(b, '2027-02-08', '2027-02-20')).toEqual([
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
    ]);
  });

  it('answers a whole month', async () => {
    const b = await bookable();
    const dates = await datesIn(b, '2027-01-01', '2027-01-31');
    // January 2027: 21 weekdays, New Year's Day (Fri) is a public holiday.
    expect(dates).toHaveLength(20);
    expect(dates[0]).toBe('2027-01-04');
  });
});

describe('GET /api/public/schedule/override', () => {
  it('names a public holiday', async () => {
    const b = await bookable();
    const response = await get(`/api/public/schedule/override?${query(b, { date: '2026-12-24' })}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      date: '2026-12-24',
      holiday: { name: 'Kūčios', public: true },
      overrides: [],
    });
  });

  it('says nothing about an excluded public holiday', async () => {
    const b = await bookable();
    await server.db.insert(publicHolidayExclusion).values({ businessId: b.business.id, date: '2026-12-24' });
    const response = await get(`/api/public/schedule/override?business=${b.business.slug}&date=2026-12-24`);
    expect(response.json).toEqual({ date: '2026-12-24', holiday: null, overrides: [] });
  });

  it('names a business holiday and lists the overrides that apply', async () => {
    const b = await bookable();
    await server.db
      .insert(holiday)
      .values({ businessId: b.business.id, fromDate: '2026-12-28', toDate: '2026-12-31', name: 'Atostogos' });
    await server.db.insert(scheduleOverride).values([
      {
        businessId: b.business.id,
        fromDate: '2026-12-22',
        toDate: '2026-12-22',
        closed: false,
        intervals: [{ start: '12:00', end: '14:00' }],
      },
      {
        businessId: b.business.id,
        specialistId: b.specialist.id,
        fromDate: '2026-12-21',
        toDate: '2026-12-23',
        closed: true,
      },
      {
        businessId: b.business.id,
        fromDate: '2026-12-01',
        toDate: '2026-12-31',
        closed: false,
        intervals: [{ start: '10:00', end: '16:00' }],
      },
    ]);
    const vacation = await get(`/api/public/schedule/override?${query(b, { date: '2026-12-29' })}`);
    expect(vacation.json.holiday).toEqual({ name: 'Atostogos', public: false });

    const changed = await get(`/api/public/schedule/override?${query(b, { date: '2026-12-22' })}`);
    expect(changed.json).toEqual({
      date: '2026-12-22',
      holiday: null,
      overrides: [
        // The one-day override is more specific than the month-long one.
        { specialistId: null, closed: false, intervals: [{ start: '12:00', end: '14:00' }] },
        { specialistId: b.specialist.id, closed: true, intervals: [] },
      ],
    });
    // The specialist's own closed day wins over the business-wide hours.
    expect(await labelsOn(b, '2026-12-22')).toEqual([]);
  });

  it('a plain day has neither', async () => {
    const b = await bookable();
    const response = await get(`/api/public/schedule/override?${query(b, { date: '2026-12-21' })}`);
    expect(response.json).toEqual({ date: '2026-12-21', holiday: null, overrides: [] });
  });
});

describe('bad requests', () => {
  it.each([
    [
      'no service',
      (b: Bookable) =>
        `/api/public/schedule/available-time-slots?business=${b.business.slug}&date=2026-12-21`,
      'service',
    ],
    [
      'a malformed service id',
      (b: Bookable) =>
        `/api/public/schedule/available-time-slots?business=${b.business.slug}&service=123&date=2026-12-21`,
      'service',
    ],
    [
      'a malformed date',
      (b: Bookable) => `/api/public/schedule/available-time-slots?${query(b, { date: '21.12.2026' })}`,
      'date',
    ],
    [
      'an impossible date',
      (b: Bookable) => `/api/public/schedule/available-time-slots?${query(b, { date: '2026-02-30' })}`,
      'date',
    ],
    [
      'a year no calendar has',
      (b: Bookable) => `/api/public/schedule/available-time-slots?${query(b, { date: '0999-12-21' })}`,
      'date',
    ],
    [
      'a date in a year nobody books',
      (b: Bookable) =>
        `/api/public/schedule/available-dates?${query(b, { from: '0001-01-01', to: '0001-01-02' })}`,
      'from',
    ],
    [
      'a reversed range',
      (b: Bookable) =>
        `/api/public/schedule/available-dates?${query(b, { from: '2026-12-22', to: '2026-12-21' })}`,
      'to',
    ],
    [
      'a range over 62 days',
      (b: Bookable) =>
        `/api/public/schedule/available-dates?${query(b, { from: '2026-12-01', to: '2027-02-01' })}`,
      'to',
    ],
    ['a missing range', (b: Bookable) => `/api/public/schedule/available-dates?${query(b)}`, 'from'],
  ])('refuses %s with 400 and a Lithuanian message', async (_name, path, field) => {
    const b = await bookable();
    const response = await get(path(b));
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('invalid_input');
    expect(response.json.message).toBe('Patikrinkite įvestus duomenis.');
    expect(response.json.fields[field]).toMatch(/[ąčęėįšųūž]|Data|Laikotarpis|Neteisingas|Tokios/);
  });

  it('explains an over-long range', async () => {
    const b = await bookable();
    const response = await get(
      `/api/public/schedule/available-dates?${query(b, { from: '2026-12-01', to: '2027-02-01' })}`,
    );
    expect(response.json.fields.to).toBe('Laikotarpis per ilgas – daugiausia 62 dienos.');
    const longest = await get(
      `/api/public/schedule/available-dates?${query(b, { from: '2026-12-01', to: '2027-01-31' })}`,
    );
    expect(longest.status).toBe(200);
  });
});

describe('not found', () => {
  it('an unknown business', async () => {
    const b = await bookable();
    const response = await get(
      `/api/public/schedule/available-time-slots?business=nera-tokio&service=${b.service.id}&date=2026-12-21`,
    );
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      error: 'business_not_found',
      message: 'Toks verslas nerastas arba jame negalima registruotis internetu.',
    });
  });

  it('a business that is not onboarded', async () => {
    const b = await bookable({ business: { onboarded: false } });
    for (const path of ['calendar-options', 'available-time-slots', 'available-dates', 'override']) {
      const response = await get(
        `/api/public/schedule/${path}?${query(b, { date: '2026-12-21', from: '2026-12-21', to: '2026-12-22' })}`,
      );
      expect(response.status, path).toBe(404);
      expect(response.json.error).toBe('business_not_found');
    }
  });

  it("another business's service, an inactive service, a specialist who does not do it", async () => {
    const b = await bookable();
    const other = await bookable();
    const foreign = await get(
      `/api/public/schedule/calendar-options?business=${b.business.slug}&service=${other.service.id}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('service_not_found');
    expect(foreign.json.message).toBe('Tokia paslauga šiame versle nerasta.');

    const inactive = await createService(server.db, b.business.id, { active: false });
    const off = await get(
      `/api/public/schedule/calendar-options?business=${b.business.slug}&service=${inactive.id}`,
    );
    expect(off.status).toBe(404);

    const stranger = await get(
      `/api/public/schedule/available-time-slots?${query(b, { date: '2026-12-21', specialist: other.specialist.id })}`,
    );
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toBe('specialist_not_found');
  });

  it('a service switched off after the page was loaded', async () => {
    const b = await bookable();
    await server.db.update(serviceTable).set({ active: false }).where(eq(serviceTable.id, b.service.id));
    const response = await get(
      `/api/public/schedule/available-dates?${query(b, { from: '2026-12-21', to: '2026-12-22' })}`,
    );
    expect(response.status).toBe(404);
  });
});

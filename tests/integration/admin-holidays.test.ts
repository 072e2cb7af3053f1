// Admin business holidays and public-holiday exclusions over real HTTP, on a fixed clock: Monday 2026-12-14
// 10:00 in Vilnius. The home business works Mon–Fri 09:00–18:00; Christmas Eve 2026 is a Thursday.
import { beforeAll, describe, expect, it } from 'vitest';
import { holiday } from '../../src/server/db/schema.ts';
import { createBookableColleague, createVisitAt } from '../fixtures/factories.ts';
import {
  ALL_ACTORS,
  OTHER_BUSINESS_MANAGES,
  STAFF_READS,
  useServerWithActors,
  type ActorName,
} from './support/actors.ts';
import type { TestClient } from './support/http-client.ts';
import { offeredDates as offeredAt } from './support/public-schedule.ts';

const NOW = new Date('2026-12-14T08:00:00Z');
const { server, actors, as, home, slug } = useServerWithActors({ now: () => NOW });
let colleagueId: string;

beforeAll(async () => {
  colleagueId = (await createBookableColleague(server.db, actors.home, 'Kolegė Manikiūrininkė')).id;
});

const MATRIX_CREATE = { ...STAFF_READS, specialist: 201, admin: 201, owner: 201, operator: 201 };

const visit = (specialistId: string, date: string, time: string, client?: string) =>
  createVisitAt(server.db, home(), { specialistId, date, time, client });
const offeredDates = (from: string, to: string, specialist?: string) =>
  offeredAt(server.url, home(), from, to, specialist);

const create = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/admin/holidays', { business: slug(), ...body });

describe('business holidays', () => {
  it('closes the business for a range: the booking calendar stops offering it, stranded visits are listed', async () => {
    expect(await offeredDates('2026-12-15', '2026-12-18')).toEqual([
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
    ]);
    const stranded = await visit(colleagueId, '2026-12-16', '10:00', 'Greta Atostogauja');
    const response = await create(as('owner'), {
      specialistId: null,
      from: '2026-12-16',
      to: '2026-12-17',
      name: 'Inventorizacija',
    });
    expect(response.status).toBe(201);
    expect(response.json.holiday).toMatchObject({
      specialistId: null,
      specialistName: null,
      from: '2026-12-16',
      to: '2026-12-17',
      name: 'Inventorizacija',
    });
    expect(response.json.strandedAppointments).toEqual([
      {
        id: stranded.id,
        start: '2026-12-16T10:00:00+02:00',
        end: '2026-12-16T10:45:00+02:00',
        clientName: 'Greta Atostogauja',
        serviceName: home().service.name,
        specialistId: colleagueId,
        specialistName: 'Kolegė Manikiūrininkė',
        status: 'confirmed',
      },
    ]);
    expect(await offeredDates('2026-12-15', '2026-12-18')).toEqual(['2026-12-15', '2026-12-18']);

    const detail = await as('admin').get(`/api/admin/holiday/${response.json.holiday.id}?business=${slug()}`);
    expect(detail.status).toBe(200);
    expect(detail.json.holiday.name).toBe('Inventorizacija');
    expect(detail.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([stranded.id]);

    // Deleting it gives the days back.
    expect((await as('owner').delete(`/api/admin/holiday/${response.json.holiday.id}`)).status).toBe(200);
    expect(await offeredDates('2026-12-15', '2026-12-18')).toEqual([
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
    ]);
    expect((await as('owner').get(`/api/admin/holiday/${response.json.holiday.id}`)).status).toBe(404);
  });

  it("one specialist's holiday leaves the colleague bookable; editing moves it", async () => {
    const specialist = home().specialist.id;
    const created = await create(as('admin'), {
      specialistId: specialist,
      from: '2027-01-05',
      name: 'Atostogos',
    });
    expect(created.status).toBe(201);
    expect(created.json.holiday).toMatchObject({
      specialistId: specialist,
      specialistName: home().specialist.name,
      from: '2027-01-05',
      to: '2027-01-05',
    });
    expect(await offeredDates('2027-01-05', '2027-01-05', specialist)).toEqual([]);
    expect(await offeredDates('2027-01-05', '2027-01-05', colleagueId)).toEqual(['2027-01-05']);
    expect(await offeredDates('2027-01-05', '2027-01-05')).toEqual(['2027-01-05']);

    const moved = await visit(specialist, '2027-01-07', '12:00');
    const patched = await as('admin').patch(`/api/admin/holiday/${created.json.holiday.id}`, {
      from: '2027-01-06',
      to: '2027-01-08',
      name: 'Slidinėjimas',
    });
    expect(patched.status).toBe(200);
    expect(patched.json.holiday).toMatchObject({
      from: '2027-01-06',
      to: '2027-01-08',
      name: 'Slidinėjimas',
    });
    expect(patched.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([moved.id]);
    expect(await offeredDates('2027-01-05', '2027-01-08', specialist)).toEqual(['2027-01-05']);
  });

  it('lists holidays that have not ended and the coming public holidays with their state', async () => {
    await server.db.insert(holiday).values({
      businessId: home().business.id,
      fromDate: '2026-11-01',
      toDate: '2026-11-03',
      name: 'Praėjusios',
    });
    await create(as('owner'), {
      specialistId: null,
      from: '2027-07-01',
      to: '2027-07-14',
      name: 'Vasaros atostogos',
    });
    const response = await as('owner').get(`/api/admin/holidays?business=${slug()}`);
    expect(response.status).toBe(200);
    const names = response.json.holidays.map((h: { name: string }) => h.name);
    expect(names).toContain('Vasaros atostogos');
    expect(names).not.toContain('Praėjusios');
    expect(response.json.today).toBe('2026-12-14');
    expect(response.json.publicHolidays.slice(0, 4)).toEqual([
      { date: '2026-12-24', name: 'Kūčios', excluded: false },
      { date: '2026-12-25', name: 'Kalėdos (pirmoji diena)', excluded: false },
      { date: '2026-12-26', name: 'Kalėdos (antroji diena)', excluded: false },
      { date: '2027-01-01', name: 'Naujieji metai', excluded: false },
    ]);
    const dates = response.json.publicHolidays.map((h: { date: string }) => h.date);
    expect(dates).toContain('2027-03-28'); // Easter 2027
    expect(dates.at(-1) <= '2027-12-14').toBe(true);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('refuses bad ranges, names and specialists with Lithuanian field messages', async () => {
    const tooLong = await create(as('owner'), {
      specialistId: null,
      from: '2027-01-01',
      to: '2028-01-02',
      name: 'Per ilgos',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.fields).toEqual({ to: 'Laikotarpis per ilgas: daugiausia 366 dienos.' });
    const reversed = await create(as('owner'), {
      specialistId: null,
      from: '2027-01-10',
      to: '2027-01-01',
      name: 'Atbulai',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.json.fields.to).toBe('Pabaigos data negali būti ankstesnė nei pradžios data.');
    const past = await create(as('owner'), {
      specialistId: null,
      from: '2026-12-01',
      to: '2026-12-13',
      name: 'Praeityje',
    });
    expect(past.status).toBe(422);
    const badDate = await create(as('owner'), { specialistId: null, from: '2027/01/10', name: 'Blogai' });
    expect(badDate.status).toBe(400);
    expect(badDate.json.fields.from).toMatch(/MMMM-MM-DD/);
    const noName = await create(as('owner'), { specialistId: null, from: '2027-01-10', name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.json.fields.name).toBe('Įveskite laisvadienio pavadinimą.');
    const foreign = await create(as('owner'), {
      specialistId: actors.other.specialist.id,
      from: '2027-01-10',
      name: 'Svetimas',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.fields.specialistId).toBeDefined();
  });

  it('accepts a form post', async () => {
    const response = await as('owner').postForm('/api/admin/holidays', {
      business: slug(),
      specialistId: '',
      from: '2027-02-01',
      to: '2027-02-02',
      name: 'Iš formos',
    });
    expect(response.status).toBe(201);
    expect(response.json.holiday).toMatchObject({ specialistId: null, from: '2027-02-01', to: '2027-02-02' });
  });
});

describe('public holidays', () => {
  it('excluding Christmas Eve makes it bookable; undoing it closes it again and lists the visits booked for it', async () => {
    expect(await offeredDates('2026-12-23', '2026-12-25')).toEqual(['2026-12-23']);
    const excluded = await as('owner').request(
      'POST',
      `/api/admin/public-holiday/2026-12-24/exclusion?business=${slug()}`,
    );
    expect(excluded.status).toBe(200);
    expect(excluded.json).toEqual({
      holiday: { date: '2026-12-24', name: 'Kūčios', excluded: true },
      strandedAppointments: [],
    });
    expect(await offeredDates('2026-12-23', '2026-12-25')).toEqual(['2026-12-23', '2026-12-24']);
    // Repeating it changes nothing.
    expect(
      (await as('owner').request('POST', `/api/admin/public-holiday/2026-12-24/exclusion?business=${slug()}`))
        .status,
    ).toBe(200);

    const list = await as('owner').get(`/api/admin/holidays?business=${slug()}`);
    expect(list.json.publicHolidays[0]).toEqual({ date: '2026-12-24', name: 'Kūčios', excluded: true });
    const detail = await as('owner').get(`/api/admin/public-holiday/2026-12-24?business=${slug()}`);
    expect(detail.status).toBe(200);
    expect(detail.json.holiday.excluded).toBe(true);

    const booked = await visit(home().specialist.id, '2026-12-24', '10:00', 'Kūčių Klientė');
    const undone = await as('owner').delete(
      `/api/admin/public-holiday/2026-12-24/exclusion?business=${slug()}`,
    );
    expect(undone.status).toBe(200);
    expect(undone.json.holiday.excluded).toBe(false);
    expect(
      undone.json.strandedAppointments.map((a: { id: string; clientName: string }) => [a.id, a.clientName]),
    ).toEqual([[booked.id, 'Kūčių Klientė']]);
    expect(await offeredDates('2026-12-23', '2026-12-25')).toEqual(['2026-12-23']);
  });

  it('refuses a day that is not a public holiday, a past one and a bad date', async () => {
    const ordinary = await as('owner').request(
      'POST',
      `/api/admin/public-holiday/2026-12-23/exclusion?business=${slug()}`,
    );
    expect(ordinary.status).toBe(422);
    expect(ordinary.json).toMatchObject({
      error: 'not_public_holiday',
      fields: { date: 'Ši diena nėra Lietuvos valstybinė šventė.' },
    });
    const past = await as('owner').request(
      'POST',
      `/api/admin/public-holiday/2026-11-02/exclusion?business=${slug()}`,
    );
    expect(past.status).toBe(422);
    expect(past.json.error).toBe('public_holiday_past');
    const bad = await as('owner').request(
      'POST',
      `/api/admin/public-holiday/24-12-2026/exclusion?business=${slug()}`,
    );
    expect(bad.status).toBe(400);
    expect((await as('owner').get(`/api/admin/public-holiday/2026-12-23?business=${slug()}`)).status).toBe(
      422,
    );
  });
});

describe('authorisation', () => {
  it('the list: members and the operator', async () => {
    expect(await actors.statuses((c) => c.get(`/api/admin/holidays?business=${slug()}`))).toEqual(
      STAFF_READS,
    );
    const own = await as('specialist').get(`/api/admin/holidays?business=${slug()}`);
    expect(own.json.specialists.map((s: { id: string }) => s.id)).toEqual([home().specialist.id]);
  });

  it('creating: a specialist only their own holiday, never a business-wide or a colleague’s', async () => {
    expect(
      await actors.statuses((c) =>
        create(c, { specialistId: home().specialist.id, from: '2027-03-01', name: 'Savas' }),
      ),
    ).toEqual(MATRIX_CREATE);
    expect(
      await actors.statuses((c) => create(c, { specialistId: null, from: '2027-03-02', name: 'Visiems' })),
    ).toEqual({ ...MATRIX_CREATE, specialist: 403 });
    expect(
      await actors.statuses((c) =>
        create(c, { specialistId: colleagueId, from: '2027-03-03', name: 'Kolegės' }),
      ),
    ).toEqual({ ...MATRIX_CREATE, specialist: 403 });
  });

  it('reading, changing and deleting one holiday', async () => {
    const make = async (specialistId: string | null) =>
      (await create(as('owner'), { specialistId, from: '2027-03-10', name: 'Tikrinamas' })).json.holiday
        .id as string;
    const own = await make(home().specialist.id);
    const businessWide = await make(null);
    const colleagues = await make(colleagueId);

    expect(await actors.statuses((c) => c.get(`/api/admin/holiday/${own}`))).toEqual(STAFF_READS);
    expect(await actors.statuses((c) => c.get(`/api/admin/holiday/${businessWide}`))).toEqual(STAFF_READS);
    expect(await actors.statuses((c) => c.get(`/api/admin/holiday/${colleagues}`))).toEqual({
      ...STAFF_READS,
      specialist: 403,
    });
    expect(await actors.statuses((c) => c.patch(`/api/admin/holiday/${own}`, { name: 'Pakeistas' }))).toEqual(
      STAFF_READS,
    );
    expect(
      await actors.statuses((c) => c.patch(`/api/admin/holiday/${businessWide}`, { name: 'Pakeistas' })),
    ).toEqual({ ...STAFF_READS, specialist: 403 });
    expect(
      await actors.statuses((c) => c.patch(`/api/admin/holiday/${colleagues}`, { name: 'Pakeistas' })),
    ).toEqual({ ...STAFF_READS, specialist: 403 });

    const targets = {} as Record<ActorName, string>;
    for (const actor of ALL_ACTORS) targets[actor] = await make(home().specialist.id);
    expect(await actors.statuses((c, actor) => c.delete(`/api/admin/holiday/${targets[actor]}`))).toEqual(
      STAFF_READS,
    );
    const wide = {} as Record<ActorName, string>;
    for (const actor of ALL_ACTORS) wide[actor] = await make(null);
    expect(await actors.statuses((c, actor) => c.delete(`/api/admin/holiday/${wide[actor]}`))).toEqual({
      ...STAFF_READS,
      specialist: 403,
    });
  });

  it('a specialist sees only their own visits among those a business-wide holiday strands', async () => {
    const own = await visit(home().specialist.id, '2027-03-15', '10:00', 'Savo Klientė');
    const colleagues = await visit(colleagueId, '2027-03-15', '11:00', 'Kolegės Klientė');
    const created = await create(as('owner'), { specialistId: null, from: '2027-03-15', name: 'Visiems' });
    expect(created.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([
      own.id,
      colleagues.id,
    ]);
    const seen = await as('specialist').get(`/api/admin/holiday/${created.json.holiday.id}`);
    expect(seen.status).toBe(200);
    expect(seen.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([own.id]);
    const publicDay = await as('specialist').get(`/api/admin/public-holiday/2027-03-11?business=${slug()}`);
    expect(publicDay.status).toBe(200);
  });

  it("another business's holiday: 404 for the home business's people", async () => {
    const [foreign] = await server.db
      .insert(holiday)
      .values({
        businessId: actors.other.business.id,
        fromDate: '2027-04-01',
        toDate: '2027-04-02',
        name: 'Svetimas',
      })
      .returning();
    const path = `/api/admin/holiday/${foreign!.id}`;
    expect(await actors.statuses((c) => c.get(path))).toEqual(OTHER_BUSINESS_MANAGES);
    expect((await as('owner').patch(path, { name: 'Ne mano' })).status).toBe(404);
    expect((await as('owner').delete(path)).status).toBe(404);
    expect((await as('otherAdmin').get(`/api/admin/holidays?business=${slug()}`)).status).toBe(404);
  });

  it('public-holiday exclusions: business-wide, so not for a specialist', async () => {
    const post = (c: TestClient) =>
      c.request('POST', `/api/admin/public-holiday/2027-01-01/exclusion?business=${slug()}`);
    const undo = (c: TestClient) =>
      c.delete(`/api/admin/public-holiday/2027-01-01/exclusion?business=${slug()}`);
    const read = (c: TestClient) => c.get(`/api/admin/public-holiday/2027-01-01?business=${slug()}`);
    const manage = { ...STAFF_READS, specialist: 403 };
    expect(await actors.statuses(post)).toEqual(manage);
    expect(await actors.statuses(undo)).toEqual(manage);
    expect(await actors.statuses(read)).toEqual(STAFF_READS);
  });
});

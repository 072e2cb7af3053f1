// Admin weekly schedules and schedule overrides over real HTTP, on a fixed clock: Monday 2026-12-14 10:00
// in Vilnius. The home business's specialist works Mon–Fri 09:00–18:00 (since 2020-01-01).
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleOverride } from '../../src/server/db/schema.ts';
import { WEEKDAYS_9_TO_18, createBookableColleague, createVisitAt } from '../fixtures/factories.ts';
import {
  ALL_ACTORS,
  OTHER_BUSINESS_MANAGES,
  STAFF_READS,
  useServerWithActors,
  type ActorName,
} from './support/actors.ts';
import type { TestClient } from './support/http-client.ts';
import { offeredDates as offeredAt } from './support/public-schedule.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
const { server, actors, as, home, slug } = useServerWithActors({ now: () => NOW });
let colleagueId: string;

beforeAll(async () => {
  colleagueId = (await createBookableColleague(server.db, actors.home, 'Kolegė Kirpėja')).id;
});

const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);

/** A visit of a 45-minute service, confirmed unless told otherwise. */
const visit = (
  specialistId: string,
  date: string,
  time: string,
  extra: { status?: 'pending' | 'confirmed' | 'cancelled'; client?: string } = {},
) => createVisitAt(server.db, home(), { specialistId, date, time, ...extra });
const offeredDates = (from: string, to: string, specialist?: string) =>
  offeredAt(server.url, home(), from, to, specialist);

describe('weekly schedules', () => {
  it('lists the specialists with the hours in force today', async () => {
    const response = await as('owner').get(`/api/admin/schedules?business=${slug()}`);
    expect(response.status).toBe(200);
    expect(response.json.business).toMatchObject({ slug: slug(), timeZone: 'Europe/Vilnius' });
    expect(response.json.viewer).toEqual({ role: 'owner', ownSpecialistId: null, managesBusiness: true });
    expect(response.json.today).toBe('2026-12-14');
    expect(response.json.specialists.map((s: { id: string }) => s.id)).toEqual([
      home().specialist.id,
      colleagueId,
    ]);
    expect(response.json.specialists[0].current).toEqual({ validFrom: '2020-01-01', days: WEEKDAYS_9_TO_18 });
  });

  it('shows one specialist, also under the placeholder business', async () => {
    const response = await as('owner').get(`/api/admin/schedule/${colleagueId}?business=_`);
    expect(response.status).toBe(200);
    expect(response.json.specialist).toMatchObject({ id: colleagueId, name: 'Kolegė Kirpėja' });
    expect(response.json.current.validFrom).toBe('2020-01-01');
    expect(response.json.upcoming).toEqual([]);
  });

  it('saves several intervals a day from today, keeps history and lists visits left outside', async () => {
    const stranded = await visit(colleagueId, '2026-12-15', '16:00', { client: 'Rūta Perkelta' });
    const pendingInside = await visit(colleagueId, '2026-12-15', '09:30', { status: 'pending' });
    await visit(colleagueId, '2026-12-15', '17:00', { status: 'cancelled' });
    const response = await put(as('admin'), `/api/admin/schedule/${colleagueId}`, {
      days: {
        '1': [
          { start: '14:00', end: '18:00' },
          { start: '09:00', end: '13:00' },
        ],
        '2': [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '15:00' },
        ],
        '6': [{ start: '10:00', end: '24:00' }],
        '7': [],
      },
    });
    expect(response.status).toBe(200);
    expect(response.json.schedule.current).toEqual({
      validFrom: '2026-12-14',
      days: {
        '1': [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ],
        '2': [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '15:00' },
        ],
        '6': [{ start: '10:00', end: '24:00' }],
      },
    });
    expect(response.json.strandedAppointments).toEqual([
      {
        id: stranded.id,
        start: '2026-12-15T16:00:00+02:00',
        end: '2026-12-15T16:45:00+02:00',
        clientName: 'Rūta Perkelta',
        serviceName: home().service.name,
        specialistId: colleagueId,
        specialistName: 'Kolegė Kirpėja',
        status: 'confirmed',
      },
    ]);
    expect(response.json.strandedAppointments.map((a: { id: string }) => a.id)).not.toContain(
      pendingInside.id,
    );

    // Saving again the same day replaces today's version; the old one stays for past days.
    const again = await put(as('admin'), `/api/admin/schedule/${colleagueId}`, {
      days: { '1': [{ start: '09:00', end: '18:00' }] },
    });
    expect(again.status).toBe(200);
    expect(again.json.schedule.current).toEqual({
      validFrom: '2026-12-14',
      days: { '1': [{ start: '09:00', end: '18:00' }] },
    });
    // Tuesday is now a day off: both Tuesday visits are stranded.
    expect(again.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([
      pendingInside.id,
      stranded.id,
    ]);
  });

  it('lists the upcoming visits outside working time whenever the schedule is opened', async () => {
    const path = `/api/admin/schedule/${colleagueId}`;
    expect((await put(as('owner'), path, { days: WEEKDAYS_9_TO_18 })).status).toBe(200);
    const saturday = await visit(colleagueId, '2026-12-19', '11:00', { client: 'Šeštadienio Klientė' });
    await visit(colleagueId, '2026-12-16', '11:00'); // inside working time
    await visit(colleagueId, '2026-12-20', '11:00', { status: 'cancelled' }); // holds no time
    await visit(colleagueId, '2026-12-12', '11:00'); // a Saturday already past
    const shown = await as('owner').get(path);
    expect(shown.status).toBe(200);
    expect(shown.json.strandedAppointments).toEqual([
      {
        id: saturday.id,
        start: '2026-12-19T11:00:00+02:00',
        end: '2026-12-19T11:45:00+02:00',
        clientName: 'Šeštadienio Klientė',
        serviceName: home().service.name,
        specialistId: colleagueId,
        specialistName: 'Kolegė Kirpėja',
        status: 'confirmed',
      },
    ]);
    // Working on Saturdays takes it off the list; a specialist sees only their own.
    const withSaturday = await put(as('owner'), path, {
      days: { ...WEEKDAYS_9_TO_18, '6': [{ start: '10:00', end: '14:00' }] },
    });
    expect(withSaturday.json.strandedAppointments).toEqual([]);
    expect((await as('owner').get(path)).json.strandedAppointments).toEqual([]);
    const own = await as('specialist').get(`/api/admin/schedule/${home().specialist.id}`);
    expect(own.status).toBe(200);
    expect(
      own.json.strandedAppointments.every(
        (a: { specialistId: string }) => a.specialistId === home().specialist.id,
      ),
    ).toBe(true);
  });

  it('takes effect on the booking calendar', async () => {
    const specialist = home().specialist.id;
    expect(await offeredDates('2026-12-15', '2026-12-19', specialist)).toEqual([
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
    ]);
    const response = await put(as('owner'), `/api/admin/schedule/${specialist}`, {
      days: { ...WEEKDAYS_9_TO_18, '3': [], '6': [{ start: '10:00', end: '14:00' }] },
    });
    expect(response.status).toBe(200);
    expect(await offeredDates('2026-12-15', '2026-12-19', specialist)).toEqual([
      '2026-12-15',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
    ]);
    // Back to the usual week for the other tests.
    expect(
      (await put(as('owner'), `/api/admin/schedule/${specialist}`, { days: WEEKDAYS_9_TO_18 })).status,
    ).toBe(200);
  });

  it('plans a later version and drops it again', async () => {
    const planned = await put(as('owner'), `/api/admin/schedule/${colleagueId}`, {
      validFrom: '2027-01-04',
      days: { '1': [{ start: '12:00', end: '20:00' }] },
    });
    expect(planned.status).toBe(200);
    expect(planned.json.schedule.current.validFrom).toBe('2026-12-14');
    expect(planned.json.schedule.upcoming).toEqual([
      { validFrom: '2027-01-04', days: { '1': [{ start: '12:00', end: '20:00' }] } },
    ]);
    const list = await as('owner').get(`/api/admin/schedules?business=${slug()}`);
    expect(list.json.specialists[1].next.validFrom).toBe('2027-01-04');

    const dropped = await as('owner').delete(`/api/admin/schedule/${colleagueId}/version/2027-01-04`);
    expect(dropped.status).toBe(200);
    expect(dropped.json.schedule.upcoming).toEqual([]);
    // The version in force cannot be dropped, and an unknown one is not found.
    expect((await as('owner').delete(`/api/admin/schedule/${colleagueId}/version/2026-12-14`)).status).toBe(
      404,
    );
    expect((await as('owner').delete(`/api/admin/schedule/${colleagueId}/version/2027-02-01`)).status).toBe(
      404,
    );
  });

  it('accepts form data with the week as JSON text', async () => {
    const form = new FormData();
    form.append(
      'days',
      JSON.stringify({ '1': [{ start: '09:00', end: '18:00' }], '5': [{ start: '09:00', end: '15:00' }] }),
    );
    const response = await as('owner').request('PUT', `/api/admin/schedule/${colleagueId}`, form);
    expect(response.status).toBe(200);
    expect(response.json.schedule.current.days['5']).toEqual([{ start: '09:00', end: '15:00' }]);
  });

  it('refuses overlapping intervals, an end before its start, a start in the past and bad shapes', async () => {
    const path = `/api/admin/schedule/${colleagueId}`;
    const overlap = await put(as('owner'), path, {
      days: {
        '1': [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ],
      },
    });
    expect(overlap.status).toBe(422);
    expect(overlap.json.error).toBe('invalid_schedule');
    expect(overlap.json.fields).toEqual({
      'days.1.1.start': 'Intervalai 09:00–13:00 ir 12:00–18:00 persidengia.',
    });

    const reversed = await put(as('owner'), path, { days: { '2': [{ start: '18:00', end: '09:00' }] } });
    expect(reversed.status).toBe(422);
    expect(reversed.json.fields).toEqual({ 'days.2.0.end': 'Pabaiga turi būti vėlesnė nei pradžia.' });

    const past = await put(as('owner'), path, { validFrom: '2026-12-01', days: {} });
    expect(past.status).toBe(422);
    expect(past.json.fields.validFrom).toMatch(/nuo šiandien/);

    const badTime = await put(as('owner'), path, { days: { '1': [{ start: '9:00', end: '25:00' }] } });
    expect(badTime.status).toBe(400);
    expect(badTime.json.fields['days.1.0.start']).toBe('Laikas turi būti formatu VV:MM, pvz., 09:00.');

    const badDay = await put(as('owner'), path, { days: { '8': [{ start: '09:00', end: '10:00' }] } });
    expect(badDay.status).toBe(400);
    const badDate = await put(as('owner'), path, { validFrom: '2027-02-30', days: {} });
    expect(badDate.status).toBe(400);
    expect(badDate.json.fields.validFrom).toBe('Tokios datos kalendoriuje nėra.');

    // Nothing was stored by the refused requests.
    const shown = await as('owner').get(path);
    expect(shown.json.current.days['1']).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  it('answers 404 for an unknown specialist and for a slug that is not the specialist’s business', async () => {
    expect((await as('owner').get('/api/admin/schedule/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await as('owner').get('/api/admin/schedule/not-an-id')).status).toBe(404);
    expect(
      (await as('operator').get(`/api/admin/schedule/${colleagueId}?business=${actors.other.business.slug}`))
        .status,
    ).toBe(404);
  });

  describe('authorisation', () => {
    it('list: members and the operator; a specialist sees only themselves', async () => {
      expect(await actors.statuses((c) => c.get(`/api/admin/schedules?business=${slug()}`))).toEqual(
        STAFF_READS,
      );
      const own = await as('specialist').get(`/api/admin/schedules?business=${slug()}`);
      expect(own.json.specialists.map((s: { id: string }) => s.id)).toEqual([home().specialist.id]);
      expect(own.json.viewer).toEqual({
        role: 'specialist',
        ownSpecialistId: home().specialist.id,
        managesBusiness: false,
      });
    });

    it('own schedule: the specialist may view and edit it', async () => {
      const path = `/api/admin/schedule/${home().specialist.id}`;
      expect(await actors.statuses((c) => c.get(path))).toEqual(STAFF_READS);
      expect(await actors.statuses((c) => put(c, path, { days: WEEKDAYS_9_TO_18 }))).toEqual(STAFF_READS);
    });

    it("a colleague's schedule: 403 for the specialist", async () => {
      const path = `/api/admin/schedule/${colleagueId}`;
      const forbidden = { ...STAFF_READS, specialist: 403 };
      expect(await actors.statuses((c) => c.get(path))).toEqual(forbidden);
      expect(
        await actors.statuses((c) => put(c, path, { days: { '1': [{ start: '09:00', end: '18:00' }] } })),
      ).toEqual(forbidden);
    });

    it("another business's specialist: 404 for everyone but its admin and the operator", async () => {
      const path = `/api/admin/schedule/${actors.other.specialist.id}`;
      const foreign = OTHER_BUSINESS_MANAGES;
      expect(await actors.statuses((c) => c.get(path))).toEqual(foreign);
      expect(
        await actors.statuses((c) =>
          put(c, path, { validFrom: '2027-04-05', days: { '1': [{ start: '07:00', end: '08:00' }] } }),
        ),
      ).toEqual(foreign);
      // Only its admin and the operator changed it.
      const [version] = (await as('otherAdmin').get(path)).json.upcoming;
      expect(version).toEqual({ validFrom: '2027-04-05', days: { '1': [{ start: '07:00', end: '08:00' }] } });
      expect((await as('otherAdmin').delete(`${path}/version/2027-04-05`)).status).toBe(200);
    });

    /** A planned version per actor (each deletes its own), made by someone who may. */
    async function plannedVersions(specialistId: string, maker: ActorName, month: string) {
      const dates = {} as Record<ActorName, string>;
      for (const [index, actor] of ALL_ACTORS.entries()) {
        dates[actor] = `${month}-0${index + 1}`;
        const made = await put(as(maker), `/api/admin/schedule/${specialistId}`, {
          validFrom: dates[actor],
          days: WEEKDAYS_9_TO_18,
        });
        expect(made.status).toBe(200);
      }
      return dates;
    }

    it('deleting a planned version: the specialist only their own, 404 for another business', async () => {
      const own = home().specialist.id;
      const ownDates = await plannedVersions(own, 'owner', '2027-05');
      expect(
        await actors.statuses((c, actor) =>
          c.delete(`/api/admin/schedule/${own}/version/${ownDates[actor]}`),
        ),
      ).toEqual(STAFF_READS);
      const left = (await as('owner').get(`/api/admin/schedule/${own}`)).json.upcoming.map(
        (v: { validFrom: string }) => v.validFrom,
      );
      expect(left).toEqual([ownDates.anonymous, ownDates.client, ownDates.otherAdmin]);
      for (const date of left)
        expect((await as('owner').delete(`/api/admin/schedule/${own}/version/${date}`)).status).toBe(200);

      // A colleague's: the specialist may not; the admin (next in line) deletes it, so later ones find none.
      const colleagues = await put(as('owner'), `/api/admin/schedule/${colleagueId}`, {
        validFrom: '2027-06-07',
        days: WEEKDAYS_9_TO_18,
      });
      expect(colleagues.status).toBe(200);
      expect(
        await actors.statuses((c) => c.delete(`/api/admin/schedule/${colleagueId}/version/2027-06-07`)),
      ).toEqual({ ...STAFF_READS, specialist: 403, owner: 404, operator: 404 });

      const foreign = actors.other.specialist.id;
      const foreignDates = await plannedVersions(foreign, 'otherAdmin', '2027-07');
      expect(
        await actors.statuses((c, actor) =>
          c.delete(`/api/admin/schedule/${foreign}/version/${foreignDates[actor]}`),
        ),
      ).toEqual(OTHER_BUSINESS_MANAGES);
      const foreignLeft = (await as('otherAdmin').get(`/api/admin/schedule/${foreign}`)).json.upcoming.map(
        (v: { validFrom: string }) => v.validFrom,
      );
      expect(foreignLeft).toEqual([
        foreignDates.anonymous,
        foreignDates.client,
        foreignDates.specialist,
        foreignDates.admin,
        foreignDates.owner,
      ]);
      for (const date of foreignLeft)
        expect((await as('otherAdmin').delete(`/api/admin/schedule/${foreign}/version/${date}`)).status).toBe(
          200,
        );
    });
  });
});

describe('schedule overrides', () => {
  const create = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/admin/schedule-overrides', { business: slug(), ...body });

  it('closes one date for one specialist and lists the visits it strands', async () => {
    const specialist = home().specialist.id;
    const stranded = await visit(specialist, '2026-12-17', '11:00', { client: 'Dalia Diena' });
    const response = await create(as('owner'), {
      specialistId: specialist,
      from: '2026-12-17',
      closed: true,
      note: 'Mokymai',
    });
    expect(response.status).toBe(201);
    expect(response.json.override).toMatchObject({
      specialistId: specialist,
      specialistName: home().specialist.name,
      from: '2026-12-17',
      to: '2026-12-17',
      closed: true,
      intervals: [],
      note: 'Mokymai',
    });
    expect(response.json.strandedAppointments).toEqual([
      expect.objectContaining({
        id: stranded.id,
        clientName: 'Dalia Diena',
        start: '2026-12-17T11:00:00+02:00',
        status: 'confirmed',
      }),
    ]);
    expect(await offeredDates('2026-12-16', '2026-12-18', specialist)).toEqual(['2026-12-16', '2026-12-18']);

    const detail = await as('owner').get(
      `/api/admin/schedule-override/${response.json.override.id}?business=${slug()}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([stranded.id]);
  });

  it('gives the whole business other hours over a range, then changes and deletes it', async () => {
    const early = await visit(colleagueId, '2026-12-28', '16:00');
    const created = await create(as('admin'), {
      specialistId: null,
      from: '2026-12-28',
      to: '2026-12-30',
      closed: false,
      intervals: [
        { start: '12:00', end: '16:00' },
        { start: '10:00', end: '11:00' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.json.override).toMatchObject({
      specialistId: null,
      specialistName: null,
      closed: false,
      intervals: [
        { start: '10:00', end: '11:00' },
        { start: '12:00', end: '16:00' },
      ],
    });
    expect(created.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([early.id]);
    const id = created.json.override.id as string;

    const patched = await as('admin').patch(`/api/admin/schedule-override/${id}`, {
      intervals: [{ start: '10:00', end: '18:00' }],
      note: 'Trumpesnė savaitė',
    });
    expect(patched.status).toBe(200);
    expect(patched.json.override).toMatchObject({
      from: '2026-12-28',
      to: '2026-12-30',
      note: 'Trumpesnė savaitė',
      intervals: [{ start: '10:00', end: '18:00' }],
    });
    expect(patched.json.strandedAppointments).toEqual([]);

    const closed = await as('admin').patch(`/api/admin/schedule-override/${id}`, { closed: true, to: null });
    expect(closed.status).toBe(200);
    expect(closed.json.override).toMatchObject({
      from: '2026-12-28',
      to: '2026-12-28',
      closed: true,
      intervals: [],
    });
    expect(closed.json.strandedAppointments.map((a: { id: string }) => a.id)).toEqual([early.id]);

    const deleted = await as('admin').delete(`/api/admin/schedule-override/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.strandedAppointments).toEqual([]);
    expect((await as('admin').get(`/api/admin/schedule-override/${id}`)).status).toBe(404);
  });

  it('lists the overrides that have not ended, soonest first', async () => {
    await server.db.insert(scheduleOverride).values({
      businessId: home().business.id,
      specialistId: null,
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      closed: true,
      note: 'Praėjęs',
    });
    const later = await create(as('owner'), {
      specialistId: colleagueId,
      from: '2027-01-10',
      to: '2027-01-12',
      closed: true,
    });
    const response = await as('owner').get(`/api/admin/schedule-overrides?business=${slug()}`);
    expect(response.status).toBe(200);
    const notes = response.json.overrides.map((o: { note: string }) => o.note);
    expect(notes).not.toContain('Praėjęs');
    const froms = response.json.overrides.map((o: { from: string }) => o.from);
    expect(froms).toEqual([...froms].sort());
    expect(response.json.overrides.map((o: { id: string }) => o.id)).toContain(later.json.override.id);
    expect(response.json.specialists).toHaveLength(2);
  });

  it('accepts a form post (intervals as JSON text, closed as a checkbox)', async () => {
    const response = await as('owner').postForm('/api/admin/schedule-overrides', {
      business: slug(),
      specialistId: '',
      from: '2027-01-20',
      to: '',
      intervals: JSON.stringify([{ start: '10:00', end: '14:00' }]),
      note: 'Iš formos',
    });
    expect(response.status).toBe(201);
    expect(response.json.override).toMatchObject({
      specialistId: null,
      from: '2027-01-20',
      to: '2027-01-20',
      closed: false,
    });
  });

  it('refuses bad ranges and hours with Lithuanian field messages', async () => {
    const base = { specialistId: null, closed: true };
    const reversed = await create(as('owner'), { ...base, from: '2027-01-10', to: '2027-01-09' });
    expect(reversed.status).toBe(422);
    expect(reversed.json.fields).toEqual({ to: 'Pabaigos data negali būti ankstesnė nei pradžios data.' });

    const tooLong = await create(as('owner'), { ...base, from: '2027-01-01', to: '2028-01-02' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.fields.to).toMatch(/daugiausia 366 dienos/);
    expect((await create(as('owner'), { ...base, from: '2027-01-01', to: '2028-01-01' })).status).toBe(201);

    const past = await create(as('owner'), { ...base, from: '2026-12-01', to: '2026-12-10' });
    expect(past.status).toBe(422);
    expect(past.json.fields.to).toMatch(/praėjo/);

    const badDate = await create(as('owner'), { ...base, from: '2027-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.json.fields.from).toBe('Tokios datos kalendoriuje nėra.');
    const notADate = await create(as('owner'), { ...base, from: '30.01.2027' });
    expect(notADate.status).toBe(400);
    expect(notADate.json.fields.from).toMatch(/MMMM-MM-DD/);

    const noHours = await create(as('owner'), {
      specialistId: null,
      from: '2027-01-05',
      closed: false,
      intervals: [],
    });
    expect(noHours.status).toBe(422);
    expect(noHours.json.fields.intervals).toMatch(/bent vieną/);

    const overlapping = await create(as('owner'), {
      specialistId: null,
      from: '2027-01-05',
      closed: false,
      intervals: [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '15:00' },
      ],
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.json.fields).toEqual({
      'intervals.1.start': 'Intervalai 09:00–12:00 ir 11:00–15:00 persidengia.',
    });

    const endBeforeStart = await create(as('owner'), {
      specialistId: null,
      from: '2027-01-05',
      closed: false,
      intervals: [{ start: '15:00', end: '11:00' }],
    });
    expect(endBeforeStart.status).toBe(422);
    expect(endBeforeStart.json.fields).toEqual({
      'intervals.0.end': 'Pabaiga turi būti vėlesnė nei pradžia.',
    });

    const foreign = await create(as('owner'), {
      ...base,
      specialistId: actors.other.specialist.id,
      from: '2027-01-05',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.fields.specialistId).toBe('Toks specialistas šiame versle nerastas.');
  });

  describe('authorisation', () => {
    const own = () => ({ specialistId: home().specialist.id, from: '2027-02-01', closed: true });

    it('list and creating an own override: members and the operator', async () => {
      expect(await actors.statuses((c) => c.get(`/api/admin/schedule-overrides?business=${slug()}`))).toEqual(
        STAFF_READS,
      );
      expect(await actors.statuses((c) => create(c, own()))).toEqual({
        ...STAFF_READS,
        specialist: 201,
        admin: 201,
        owner: 201,
        operator: 201,
      });
    });

    it("business-wide and a colleague's overrides: 403 for the specialist", async () => {
      const created = { ...STAFF_READS, specialist: 403, admin: 201, owner: 201, operator: 201 };
      expect(
        await actors.statuses((c) => create(c, { specialistId: null, from: '2027-02-02', closed: true })),
      ).toEqual(created);
      expect(
        await actors.statuses((c) =>
          create(c, { specialistId: colleagueId, from: '2027-02-02', closed: true }),
        ),
      ).toEqual(created);
    });

    it('reading, changing and deleting one override', async () => {
      const make = async (specialistId: string | null) =>
        (await create(as('owner'), { specialistId, from: '2027-02-03', closed: true })).json.override
          .id as string;
      const ownId = await make(home().specialist.id);
      const colleagues = await make(colleagueId);
      const businessWide = await make(null);

      expect(await actors.statuses((c) => c.get(`/api/admin/schedule-override/${ownId}`))).toEqual(
        STAFF_READS,
      );
      expect(await actors.statuses((c) => c.get(`/api/admin/schedule-override/${businessWide}`))).toEqual(
        STAFF_READS,
      );
      expect(await actors.statuses((c) => c.get(`/api/admin/schedule-override/${colleagues}`))).toEqual({
        ...STAFF_READS,
        specialist: 403,
      });

      expect(
        await actors.statuses((c) => c.patch(`/api/admin/schedule-override/${ownId}`, { note: 'Keista' })),
      ).toEqual(STAFF_READS);
      expect(
        await actors.statuses((c) =>
          c.patch(`/api/admin/schedule-override/${businessWide}`, { note: 'Keista' }),
        ),
      ).toEqual({ ...STAFF_READS, specialist: 403 });
      // A specialist cannot turn their own override into a business-wide one.
      expect(
        (await as('specialist').patch(`/api/admin/schedule-override/${ownId}`, { specialistId: null }))
          .status,
      ).toBe(403);

      // Deleting: each actor gets their own override to delete.
      const targets = {} as Record<ActorName, string>;
      for (const actor of ALL_ACTORS) targets[actor] = await make(home().specialist.id);
      expect(
        await actors.statuses((c, actor) => c.delete(`/api/admin/schedule-override/${targets[actor]}`)),
      ).toEqual(STAFF_READS);
      // The specialist may not delete a colleague's; the admin (next in line) deletes it, so later ones find none.
      expect(await actors.statuses((c) => c.delete(`/api/admin/schedule-override/${colleagues}`))).toEqual({
        ...STAFF_READS,
        specialist: 403,
        owner: 404,
        operator: 404,
      });
    });

    it("another business's override: 404 for the home business's people", async () => {
      const foreign = await server.db
        .insert(scheduleOverride)
        .values({
          businessId: actors.other.business.id,
          specialistId: null,
          fromDate: '2027-03-01',
          toDate: '2027-03-01',
          closed: true,
        })
        .returning();
      const path = `/api/admin/schedule-override/${foreign[0]!.id}`;
      expect(await actors.statuses((c) => c.get(path))).toEqual(OTHER_BUSINESS_MANAGES);
      expect((await as('owner').patch(path, { note: 'Ne mano' })).status).toBe(404);
      expect((await as('owner').delete(path)).status).toBe(404);
      // Naming the home business in the URL does not help the operator either.
      expect((await as('operator').get(`${path}?business=${slug()}`)).status).toBe(404);
    });
  });
});

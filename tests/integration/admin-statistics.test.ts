// Business statistics over HTTP on a real database: the figures of a known fortnight to the minute and the
// cent (a public holiday, a vacation, an override, a visit just after a week's midnight in Vilnius, new and
// returning clients), the CSV files, who may see them, and the Premium plan they need.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import {
  billingDetails,
  holiday,
  scheduleOverride,
  service,
  specialist,
} from '../../src/server/db/schema.ts';
import { createStatisticsServices } from '../../src/server/modules/statistics/statistics-services.ts';
import {
  createAppointment,
  createBookableColleague,
  createClientCard,
  createMembership,
  createService,
  createUser,
  linkSpecialistService,
  asSessionUser,
} from '../fixtures/factories.ts';
import { signedInMember } from './support/actors.ts';
import { ALL_ACTORS, useServerWithActors, type ActorName } from './support/actors.ts';

const TZ = 'Europe/Vilnius';
// Monday 9 March, noon: the visit clock leaves the confirmed visit of that night alone (it ended hours ago).
const NOW = new Date('2026-03-09T10:00:00Z');
let ids: { first: string; second: string; cut: string; colour: string };

const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return wallClockToDate(date, h * 60 + m, TZ);
};

const { server, actors } = useServerWithActors({ now: () => NOW });

beforeAll(async () => {
  const { db } = server;
  const home = actors.home;
  await db
    .update(billingDetails)
    .set({ planCode: 'premium' })
    .where(eq(billingDetails.businessId, home.business.id));

  // Two specialists, Monday to Friday 09:00–18:00 (540 min a day). The first works only 09:00–13:00 on
  // Monday 2 March; the second is on vacation on Friday 13 March; Wednesday 11 March is a public holiday.
  const second = await createBookableColleague(db, home, 'Antra Specialistė');
  const colour = await createService(db, home.business.id, {
    name: 'Dažymas',
    durationMinutes: 60,
    priceCents: 5000,
  });
  for (const specialistId of [home.specialist.id, second.id]) {
    await linkSpecialistService(db, { businessId: home.business.id, specialistId, serviceId: colour.id });
  }
  await db.insert(scheduleOverride).values({
    businessId: home.business.id,
    specialistId: home.specialist.id,
    fromDate: '2026-03-02',
    toDate: '2026-03-02',
    closed: false,
    intervals: [{ start: '09:00', end: '13:00' }],
  });
  await db.insert(holiday).values({
    businessId: home.business.id,
    specialistId: second.id,
    fromDate: '2026-03-13',
    toDate: '2026-03-13',
    name: 'Atostogos',
  });

  // Returning Rūta (a visit in February), new Greta (first visit on 3 March), new Ieva (an account
  // without a card, first visit on 12 March; her declined request before it does not count).
  const ruta = await createClientCard(db, {
    businessId: home.business.id,
    name: 'Rūta',
    phone: '+37061111001',
  });
  const greta = await createClientCard(db, {
    businessId: home.business.id,
    name: 'Greta',
    phone: '+37061111002',
  });
  const ieva = await createUser(db, { name: 'Ieva' });
  const cut = home.service.id; // 45 min, 35,00 €
  const visit = (
    specialistId: string,
    serviceId: string,
    startsAt: Date,
    status: 'confirmed' | 'completed' | 'cancelled' | 'declined' | 'no_show',
    source: 'online' | 'admin',
    client: { clientCardId?: string; clientUserId?: string },
  ) =>
    createAppointment(db, {
      businessId: home.business.id,
      specialistId,
      serviceId,
      startsAt,
      status,
      source,
      ...client,
    });
  const first = home.specialist.id;
  await visit(first, cut, at('2026-02-16', '10:00'), 'completed', 'online', { clientCardId: ruta.id });
  // Week of 2 March.
  await visit(first, cut, at('2026-03-03', '10:00'), 'completed', 'online', { clientCardId: ruta.id });
  await visit(second.id, colour.id, at('2026-03-03', '12:00'), 'completed', 'admin', {
    clientCardId: greta.id,
  });
  await visit(first, colour.id, at('2026-03-04', '10:00'), 'no_show', 'online', { clientCardId: greta.id });
  await visit(second.id, cut, at('2026-03-05', '10:00'), 'cancelled', 'online', { clientCardId: ruta.id });
  // Week of 9 March: 00:30 on Monday in Vilnius is still Sunday in UTC.
  await visit(second.id, cut, at('2026-03-09', '00:30'), 'confirmed', 'admin', { clientCardId: greta.id });
  await visit(first, cut, at('2026-03-10', '10:00'), 'completed', 'admin', { clientCardId: greta.id });
  await visit(second.id, colour.id, at('2026-03-10', '14:00'), 'declined', 'online', {
    clientUserId: ieva.user.id,
  });
  await visit(first, colour.id, at('2026-03-12', '10:00'), 'completed', 'online', {
    clientUserId: ieva.user.id,
  });
  // After the period.
  await visit(first, cut, at('2026-03-16', '10:00'), 'completed', 'online', { clientCardId: ruta.id });
  ids = { first, second: second.id, cut, colour: colour.id };
});

const query = (business: string, extra = '') =>
  `business=${business}&from=2026-03-02&to=2026-03-15&group=week${extra}`;
const report = (business = actors.home.business.id) => `/api/admin/statistics?${query(business)}`;
const csv = (table: string, business = actors.home.business.id) =>
  `/api/admin/statistics/csv?${query(business, `&table=${table}`)}`;

describe('the figures of a known fortnight', () => {
  it('per week, in total, per service and per specialist', async () => {
    const response = await actors.clients.owner.get(report());
    expect(response.status, response.text).toBe(200);
    const body = response.json;
    expect(body.periods).toEqual([
      {
        key: '2026-03-02',
        from: '2026-03-02',
        to: '2026-03-08',
        label: 'kovo 2–8 d.',
        shortLabel: 'kov. 2',
        visits: 2,
        completed: 2,
        revenueCents: 8500,
        cancelled: 1,
        declined: 0,
        noShows: 1,
        online: 1,
        staff: 1,
        clients: 2,
        newClients: 1,
        returningClients: 1,
        bookedMinutes: 165,
        workingMinutes: 5100,
        occupancyPercent: 3,
      },
      {
        key: '2026-03-09',
        from: '2026-03-09',
        to: '2026-03-15',
        label: 'kovo 9–15 d.',
        shortLabel: 'kov. 9',
        visits: 3,
        completed: 2,
        revenueCents: 8500,
        cancelled: 0,
        declined: 1,
        noShows: 0,
        online: 1,
        staff: 2,
        clients: 2,
        newClients: 1,
        returningClients: 1,
        bookedMinutes: 150,
        workingMinutes: 3780,
        occupancyPercent: 4,
      },
    ]);
    expect(body.totals).toEqual({
      visits: 5,
      completed: 4,
      revenueCents: 17000,
      cancelled: 1,
      declined: 1,
      noShows: 1,
      online: 2,
      staff: 3,
      clients: 3,
      newClients: 2,
      returningClients: 2,
      bookedMinutes: 315,
      workingMinutes: 8880,
      occupancyPercent: 4,
    });
    expect(body.services).toEqual([
      { id: ids.colour, name: 'Dažymas', visits: 2, revenueCents: 10000, bookedMinutes: 180 },
      { id: ids.cut, name: 'Moteriškas kirpimas', visits: 3, revenueCents: 7000, bookedMinutes: 135 },
    ]);
    expect(body.specialists).toEqual([
      {
        id: ids.first,
        name: 'Testė Specialistė',
        visits: 3,
        revenueCents: 12000,
        noShows: 1,
        bookedMinutes: 210,
        workingMinutes: 4560,
        occupancyPercent: 5,
      },
      {
        id: ids.second,
        name: 'Antra Specialistė',
        visits: 2,
        revenueCents: 5000,
        noShows: 0,
        bookedMinutes: 105,
        workingMinutes: 4320,
        occupancyPercent: 2,
      },
    ]);
  });

  it('new and returning in total are the sums of the weeks: a client new in one week and back the next counts in both', async () => {
    const response = await actors.clients.owner.get(report());
    const body = response.json as {
      periods: { newClients: number; returningClients: number }[];
      totals: { clients: number; newClients: number; returningClients: number };
    };
    // Greta comes first in the week of 2 March and back in the week of 9 March; Rūta came in February.
    expect(body.periods.map((p) => [p.newClients, p.returningClients])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(body.totals).toMatchObject({ clients: 3, newClients: 2, returningClients: 2 });
  });

  it('per month: one bucket cut to the period, the same totals', async () => {
    const response = await actors.clients.admin.get(
      `/api/admin/statistics?business=${actors.home.business.slug}&from=2026-03-02&to=2026-03-15&group=month`,
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json.periods).toHaveLength(1);
    expect(response.json.periods[0]).toMatchObject({
      key: '2026-03-01',
      from: '2026-03-02',
      to: '2026-03-15',
      label: '2026 m. kovas',
      visits: 5,
      newClients: 2,
      returningClients: 1,
      workingMinutes: 8880,
    });
  });

  it('refuses a period it cannot report on, in Lithuanian', async () => {
    const owner = actors.clients.owner;
    const backwards = await owner.get(
      `/api/admin/statistics?business=${actors.home.business.id}&from=2026-03-15&to=2026-03-01`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.fields.to).toBe('Pabaigos data negali būti ankstesnė nei pradžios data.');
    const long = await owner.get(
      `/api/admin/statistics?business=${actors.home.business.id}&from=2020-01-01&to=2026-03-01`,
    );
    expect(long.status).toBe(400);
    expect(long.json.fields.to).toBe('Pasirinkite ne ilgesnį nei dvejų metų laikotarpį.');
    const bad = await owner.get(
      `/api/admin/statistics?business=${actors.home.business.id}&from=2026-02-30&to=x&group=diena`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['from', 'group', 'to']);
  });
});

describe('CSV files', () => {
  it('the weeks with a total row: Lithuanian header, semicolons, decimal commas, a byte order mark', async () => {
    const response = await actors.clients.owner.get(csv('laikotarpiai'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="statistika-${actors.home.business.slug}-2026-03-02-2026-03-15-laikotarpiai.csv"`,
    );
    const bytes = new Uint8Array(await (await fetchRaw(csv('laikotarpiai'))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.text.split('\r\n')).toEqual([
      'Laikotarpis;Nuo;Iki;Vizitai;Atlikti vizitai;Pajamos, €;Atšaukė klientai;Atmetė salonas;Neatvyko;' +
        'Užsiregistravo internetu;Įvedė darbuotojai;Klientai;Nauji klientai;Grįžę klientai;Užimta, val.;' +
        'Darbo laikas, val.;Užimtumas, %',
      'kovo 2–8 d.;2026-03-02;2026-03-08;2;2;85,00;1;0;1;1;1;2;1;1;2,8;85,0;3',
      'kovo 9–15 d.;2026-03-09;2026-03-15;3;2;85,00;0;1;0;1;2;2;1;1;2,5;63,0;4',
      'Iš viso;2026-03-02;2026-03-15;5;4;170,00;1;1;1;2;3;3;2;2;5,3;148,0;4',
      '',
    ]);
  });

  it('the services and the specialists', async () => {
    const services = await actors.clients.owner.get(csv('paslaugos'));
    expect(services.text.split('\r\n')).toEqual([
      'Paslauga;Vizitai;Pajamos, €;Užimta, val.',
      'Dažymas;2;100,00;3,0',
      'Moteriškas kirpimas;3;70,00;2,3',
      '',
    ]);
    const specialists = await actors.clients.owner.get(csv('specialistai'));
    expect(specialists.text.split('\r\n')).toEqual([
      'Specialistas;Vizitai;Pajamos, €;Neatvyko;Užimta, val.;Darbo laikas, val.;Užimtumas, %',
      'Testė Specialistė;3;120,00;1;3,5;76,0;5',
      'Antra Specialistė;2;50,00;0;1,8;72,0;2',
      '',
    ]);
  });

  it('writes a name that starts like a spreadsheet formula as text', async () => {
    const [colour] = await server.db
      .select({ name: service.name })
      .from(service)
      .where(eq(service.id, ids.colour));
    await server.db
      .update(service)
      .set({ name: '=HYPERLINK("http://kitur.lt";"Spausti")' })
      .where(eq(service.id, ids.colour));
    await server.db.update(specialist).set({ name: '@SUM(1+1)' }).where(eq(specialist.id, ids.second));
    try {
      const services = await actors.clients.owner.get(csv('paslaugos'));
      expect(services.text.split('\r\n')[1]).toBe(
        `"'=HYPERLINK(""http://kitur.lt"";""Spausti"")";2;100,00;3,0`,
      );
      const specialists = await actors.clients.owner.get(csv('specialistai'));
      expect(specialists.text.split('\r\n')[2]).toMatch(/^'@SUM\(1\+1\);2;/);
    } finally {
      await server.db.update(service).set({ name: colour!.name }).where(eq(service.id, ids.colour));
      await server.db
        .update(specialist)
        .set({ name: 'Antra Specialistė' })
        .where(eq(specialist.id, ids.second));
    }
  });

  it('refuses an unknown table', async () => {
    const response = await actors.clients.owner.get(csv('klientai'));
    expect(response.status).toBe(400);
    expect(response.json.fields.table).toBe('Tokios lentelės nėra.');
  });
});

/** The raw bytes of an answer (the test client decodes text, which drops the byte order mark). */
async function fetchRaw(path: string) {
  return fetch(`${server.url}${path}`, {
    headers: { cookie: [...actors.clients.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
}

describe('who may see the statistics', () => {
  // Owner and admins of the business; its specialist and the operator are refused; strangers find nothing.
  const expected: Record<ActorName, number> = {
    anonymous: 401,
    client: 404,
    specialist: 403,
    otherAdmin: 404,
    admin: 200,
    owner: 200,
    operator: 403,
  };

  it.each(ALL_ACTORS)('the report and the CSV file as %s', async (actor) => {
    const client = actors.clients[actor];
    expect((await client.get(report())).status).toBe(expected[actor]);
    expect((await client.get(csv('laikotarpiai'))).status).toBe(expected[actor]);
  });

  it('another business’s owner finds nothing here, by id or by slug', async () => {
    const { client: stranger } = await signedInMember(server, actors.other.business.id, 'owner', {
      name: 'Kito Salono Savininkė',
    });
    for (const business of [actors.home.business.id, actors.home.business.slug]) {
      const response = await stranger.get(report(business));
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('revenueCents');
    }
  });

  it('the specialist is told why, in Lithuanian', async () => {
    const response = await actors.clients.specialist.get(report());
    expect(response.json).toMatchObject({
      error: 'forbidden',
      message: 'Šiam veiksmui reikia verslo savininko arba administratoriaus teisių.',
    });
  });
});

describe('the Premium plan', () => {
  it('a business on Standard gets 403 premium_required from the report and the CSV', async () => {
    const admin = actors.clients.otherAdmin;
    for (const path of [report(actors.other.business.id), csv('laikotarpiai', actors.other.business.id)]) {
      const response = await admin.get(path);
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        error: 'premium_required',
        message: 'Verslo statistika prieinama tik su planu „Premium“. Apie planus – skiltyje „Sąskaitos“.',
      });
    }
  });
});

describe('the statistics page’s loader', () => {
  const person = (id: string): SessionUser =>
    asSessionUser({ id, name: 'Testas', email: `${id}@example.com` });

  it('gives a Premium business its report for the chosen period, and a Standard one the offer', async () => {
    const services = createStatisticsServices(server.db, () => NOW);
    const { user } = await createUser(server.db);
    await createMembership(server.db, {
      businessId: actors.home.business.id,
      userId: user.id,
      role: 'owner',
    });
    await createMembership(server.db, {
      businessId: actors.other.business.id,
      userId: user.id,
      role: 'owner',
    });
    const premium = await services.statisticsPage(person(user.id), actors.home.business.slug, {
      nuo: '2026-03-02',
      iki: '2026-03-15',
    });
    expect(premium.ok).toBe(true);
    if (!premium.ok) return;
    expect(premium.value).toMatchObject({ premium: true, preset: null, group: 'week', problem: null });
    expect(premium.value.report?.totals.revenueCents).toBe(17000);
    expect(premium.value.presets.map((p) => p.key)).toEqual([
      '12-savaiciu',
      'menuo',
      'praejes-menuo',
      '12-menesiu',
      'metai',
    ]);

    const standard = await services.statisticsPage(person(user.id), actors.other.business.slug, {});
    expect(standard.ok && standard.value).toMatchObject({
      premium: false,
      report: null,
      preset: '12-savaiciu',
    });
  });

  it('refuses the specialist and a stranger as the API does', async () => {
    const services = createStatisticsServices(server.db, () => NOW);
    const { user } = await createUser(server.db);
    await createMembership(server.db, {
      businessId: actors.home.business.id,
      userId: user.id,
      role: 'specialist',
    });
    const specialist = await services.statisticsPage(person(user.id), actors.home.business.slug, {});
    expect(specialist).toMatchObject({ ok: false, status: 403 });
    const { user: stranger } = await createUser(server.db);
    const refused = await services.statisticsPage(person(stranger.id), actors.home.business.slug, {});
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect(await services.statisticsPage(null, actors.home.business.slug, {})).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});

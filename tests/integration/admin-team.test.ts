// Services and specialists: /api/admin/business/{ id }/services… and /api/admin/business/{ id }/specialists….
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  schedule,
  service,
  specialist,
  specialistService,
  user,
  type WeeklyHoursJson,
} from '../../src/server/db/schema.ts';
import { createAdminBusinessServices } from '../../src/server/modules/business-settings/admin-business-services.ts';
import {
  asSessionUser,
  createAppointment,
  createBusiness,
  createMembership,
  createSchedule,
  createService,
  createSpecialist,
  createUser,
  linkSpecialistService,
} from '../fixtures/factories.ts';
import {
  ALL_ACTORS,
  MANAGERS_WRITE,
  STAFF_READS,
  useServerWithActors,
  type ActorName,
} from './support/actors.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
const { server, actors } = useServerWithActors({ now: () => NOW });

const base = () => `/api/admin/business/${actors.home.business.id}`;
const createdExpected: Record<ActorName, number> = {
  ...MANAGERS_WRITE,
  admin: 201,
  owner: 201,
  operator: 201,
};

const newService = (name: string) => ({ area: 'kirpejai', name, durationMinutes: 30, priceCents: 2000 });

describe('authorisation matrix', () => {
  it.each(ALL_ACTORS)('GET services as %s', async (actor) => {
    expect((await actors.clients[actor].get(`${base()}/services`)).status).toBe(STAFF_READS[actor]);
  });
  it.each(ALL_ACTORS)('POST services as %s', async (actor) => {
    const response = await actors.clients[actor].post(`${base()}/services`, newService(`Kirpimas ${actor}`));
    expect(response.status, response.text).toBe(createdExpected[actor]);
  });
  it.each(ALL_ACTORS)('PATCH, move and DELETE a service as %s', async (actor) => {
    const svc = await createService(server.db, actors.home.business.id, {
      name: `Matricos paslauga ${actor}`,
    });
    const path = `${base()}/services/${svc.id}`;
    const client = actors.clients[actor];
    expect((await client.patch(path, { priceCents: 2500 })).status).toBe(MANAGERS_WRITE[actor]);
    expect((await client.post(`${path}/move`, { direction: 'up' })).status).toBe(MANAGERS_WRITE[actor]);
    expect((await client.delete(path)).status).toBe(MANAGERS_WRITE[actor]);
  });
  it.each(ALL_ACTORS)('GET specialists as %s', async (actor) => {
    const response = await actors.clients[actor].get(`${base()}/specialists`);
    expect(response.status).toBe(STAFF_READS[actor]);
    if (actor === 'specialist') expect(response.json.members).toEqual([]);
    if (actor === 'owner') expect(response.json.members.length).toBeGreaterThanOrEqual(3);
  });
  it.each(ALL_ACTORS)('POST specialists as %s', async (actor) => {
    const response = await actors.clients[actor].post(`${base()}/specialists`, {
      name: `Specialistė ${actor}`,
    });
    expect(response.status, response.text).toBe(createdExpected[actor]);
  });
  it.each(ALL_ACTORS)('PATCH, move and DELETE a specialist as %s', async (actor) => {
    const staff = await createSpecialist(server.db, actors.home.business.id, {
      name: `Matricos specialistė ${actor}`,
    });
    const path = `${base()}/specialists/${staff.id}`;
    const client = actors.clients[actor];
    expect((await client.patch(path, { title: 'Stilistė' })).status).toBe(MANAGERS_WRITE[actor]);
    expect((await client.post(`${path}/move`, { direction: 'down' })).status).toBe(MANAGERS_WRITE[actor]);
    expect((await client.delete(path)).status).toBe(MANAGERS_WRITE[actor]);
  });
  it("answers 404 for another business's service or specialist even under one's own business", async () => {
    const owner = actors.clients.owner;
    expect(
      (await owner.patch(`${base()}/services/${actors.other.service.id}`, { name: 'Svetima' })).status,
    ).toBe(404);
    expect((await owner.delete(`${base()}/services/${actors.other.service.id}`)).status).toBe(404);
    expect(
      (await owner.patch(`${base()}/specialists/${actors.other.specialist.id}`, { name: 'Svetima' })).status,
    ).toBe(404);
    expect((await owner.delete(`${base()}/specialists/${actors.other.specialist.id}`)).status).toBe(404);
    const [untouched] = await server.db.select().from(service).where(eq(service.id, actors.other.service.id));
    expect(untouched?.name).not.toBe('Svetima');
  });
});

describe('services', () => {
  it('creates a service in an area, with its specialists, from JSON or form data', async () => {
    const response = await actors.clients.owner.post(`${base()}/services`, {
      area: 'manikiuras',
      name: '  Gelinis lakavimas ',
      description: 'Ilgalaikis lakavimas.',
      durationMinutes: 60,
      priceCents: 3500,
      bufferAfterMinutes: 10,
      specialistIds: [actors.home.specialist.id],
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.service).toMatchObject({
      name: 'Gelinis lakavimas',
      area: 'manikiuras',
      areaName: expect.any(String),
      durationMinutes: 60,
      priceCents: 3500,
      bufferAfterMinutes: 10,
      active: true,
      specialistIds: [actors.home.specialist.id],
      hasAppointments: false,
    });

    const form = await actors.clients.owner.postForm(`${base()}/services`, {
      area: 'kirpejai',
      name: 'Vyriškas kirpimas',
      durationMinutes: '30',
      priceCents: '1500',
      active: 'false',
    });
    expect(form.status, form.text).toBe(201);
    expect(form.json.service).toMatchObject({
      durationMinutes: 30,
      priceCents: 1500,
      active: false,
      bufferAfterMinutes: 0,
    });
  });

  it.each([
    [{ ...newService('x'), durationMinutes: 4 }, 'durationMinutes', /nuo 5 iki 600/],
    [{ ...newService('x'), durationMinutes: 601 }, 'durationMinutes', /nuo 5 iki 600/],
    [{ ...newService('x'), priceCents: -1 }, 'priceCents', /Kaina/],
    [{ ...newService('x'), priceCents: 12.5 }, 'priceCents', /Kaina/],
    [{ ...newService('x'), bufferAfterMinutes: 121 }, 'bufferAfterMinutes', /nuo 0 iki 120/],
    [{ ...newService('Gerai'), name: ' ' }, 'name', /pavadinimą/],
    [{ name: 'Be srities', durationMinutes: 30, priceCents: 100 }, 'area', /sritį/],
    [{ ...newService('x'), specialistIds: ['ne-uuid'] }, 'specialistIds.0', /specialisto/],
  ])('refuses %j with a Lithuanian message (400)', async (body, field, message) => {
    const response = await actors.clients.owner.post(`${base()}/services`, body);
    expect(response.status, response.text).toBe(400);
    expect(response.json.fields[field]).toMatch(message);
  });

  it("refuses an unknown area or another business's specialist with 422", async () => {
    const area = await actors.clients.owner.post(`${base()}/services`, {
      ...newService('Nauja'),
      area: 'nera-tokios',
    });
    expect(area.status).toBe(422);
    expect(area.json.fields.area).toMatch(/srities/);
    const foreign = await actors.clients.owner.post(`${base()}/services`, {
      ...newService('Nauja'),
      specialistIds: [actors.other.specialist.id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json.fields.specialistIds).toMatch(/specialistas/);
  });

  it('edits a service, replaces who performs it and hides it', async () => {
    const svc = await createService(server.db, actors.home.business.id, { name: 'Dažymas' });
    const response = await actors.clients.admin.patch(`${base()}/services/${svc.id}`, {
      name: 'Plaukų dažymas',
      priceCents: 6000,
      area: 'kirpejai',
      specialistIds: [actors.home.specialist.id],
      active: false,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.service).toMatchObject({
      name: 'Plaukų dažymas',
      priceCents: 6000,
      active: false,
      specialistIds: [actors.home.specialist.id],
    });
    const cleared = await actors.clients.admin.patch(`${base()}/services/${svc.id}`, { specialistIds: [] });
    expect(cleared.json.service.specialistIds).toEqual([]);
    const bad = await actors.clients.admin.patch(`${base()}/services/${svc.id}`, { durationMinutes: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.durationMinutes).toMatch(/Trukmė/);
  });

  it('moves a service up and down within its area', async () => {
    const biz = await createBusiness(server.db);
    await createMembership(server.db, { businessId: biz.id, userId: await ownerUserId(), role: 'owner' });
    const a = await createService(server.db, biz.id, { name: 'A kirpimas', sortOrder: 0 });
    await createService(server.db, biz.id, { name: 'B kirpimas', sortOrder: 1 });
    const nails = await createService(server.db, biz.id, {
      name: 'Manikiūras',
      areaSlug: 'manikiuras',
      sortOrder: 2,
    });
    const c = await createService(server.db, biz.id, { name: 'C kirpimas', sortOrder: 3 });
    const names = (items: { name: string; area: string }[]) =>
      items.filter((i) => i.area === 'kirpejai').map((i) => i.name);

    const up = await actors.clients.owner.post(`/api/admin/business/${biz.id}/services/${c.id}/move`, {
      direction: 'up',
    });
    expect(up.status, up.text).toBe(200);
    expect(names(up.json.items)).toEqual(['A kirpimas', 'C kirpimas', 'B kirpimas']);
    const top = await actors.clients.owner.post(`/api/admin/business/${biz.id}/services/${a.id}/move`, {
      direction: 'up',
    });
    expect(names(top.json.items)).toEqual(['A kirpimas', 'C kirpimas', 'B kirpimas']);
    const down = await actors.clients.owner.postForm(`/api/admin/business/${biz.id}/services/${a.id}/move`, {
      direction: 'down',
    });
    expect(names(down.json.items)).toEqual(['C kirpimas', 'A kirpimas', 'B kirpimas']);
    expect(down.json.items.map((i: { id: string }) => i.id)).toContain(nails.id);
    const wrong = await actors.clients.owner.post(`/api/admin/business/${biz.id}/services/${a.id}/move`, {
      direction: 'kairen',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.direction).toMatch(/Kryptis/);
  });

  it('deletes an unused service but only hides one that appointments reference', async () => {
    const unused = await createService(server.db, actors.home.business.id, { name: 'Nenaudojama' });
    const deleted = await actors.clients.owner.delete(`${base()}/services/${unused.id}`);
    expect(deleted.json).toEqual({ result: 'deleted', message: 'Paslauga ištrinta.' });
    expect(await server.db.select().from(service).where(eq(service.id, unused.id))).toHaveLength(0);

    const used = await createService(server.db, actors.home.business.id, { name: 'Užsakyta' });
    const visit = await createAppointment(server.db, {
      businessId: actors.home.business.id,
      specialistId: actors.home.specialist.id,
      serviceId: used.id,
      startsAt: new Date('2026-02-02T08:00:00Z'),
      status: 'completed',
    });
    const hidden = await actors.clients.owner.delete(`${base()}/services/${used.id}`);
    expect(hidden.status).toBe(200);
    expect(hidden.json.result).toBe('deactivated');
    expect(hidden.json.message).toMatch(/paslėpta/);
    const [row] = await server.db.select().from(service).where(eq(service.id, used.id));
    expect(row?.active).toBe(false);
    const list = await actors.clients.owner.get(`${base()}/services`);
    expect(list.json.items.find((i: { id: string }) => i.id === used.id)).toMatchObject({
      hasAppointments: true,
      active: false,
    });
    expect(visit.serviceId).toBe(used.id);
  });

  it('answers 400 for a malformed service id', async () => {
    const response = await actors.clients.owner.patch(`${base()}/services/123`, { name: 'X' });
    expect(response.status).toBe(400);
    expect(response.json.fields.serviceId).toMatch(/paslaugos/);
  });
});

describe('specialists', () => {
  it('creates a specialist with services, a linked member account and a default schedule from the business hours', async () => {
    const biz = await createBusiness(server.db);
    await createMembership(server.db, { businessId: biz.id, userId: await ownerUserId(), role: 'owner' });
    const colleague = await createUser(server.db, { name: 'Jurgita Kolegė' });
    await createMembership(server.db, { businessId: biz.id, userId: colleague.user.id, role: 'specialist' });
    const svc = await createService(server.db, biz.id);
    // Two specialists share Tuesday–Saturday hours, one works Mondays: the most common schedule wins.
    const common: WeeklyHoursJson = {
      '2': [{ start: '10:00', end: '19:00' }],
      '6': [{ start: '10:00', end: '15:00' }],
    };
    const mondays: WeeklyHoursJson = { '1': [{ start: '08:00', end: '12:00' }] };
    for (const [name, hours] of [
      ['Pirma', common],
      ['Antra', common],
      ['Trečia', mondays],
    ] as const) {
      const s = await createSpecialist(server.db, biz.id, { name });
      await createSchedule(server.db, { businessId: biz.id, specialistId: s.id, weeklyHours: hours });
    }

    const response = await actors.clients.owner.post(`/api/admin/business/${biz.slug}/specialists`, {
      name: 'Jurgita',
      title: 'Kirpėja',
      serviceIds: [svc.id],
      userEmail: colleague.user.email.toUpperCase(),
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.specialist).toMatchObject({
      name: 'Jurgita',
      title: 'Kirpėja',
      photo: null,
      active: true,
      serviceIds: [svc.id],
      user: { id: colleague.user.id, email: colleague.user.email },
      hasSchedule: true,
      hasAppointments: false,
      upcomingAppointments: 0,
    });
    const [sched] = await server.db
      .select()
      .from(schedule)
      .where(eq(schedule.specialistId, response.json.specialist.id));
    expect(sched).toMatchObject({ validFrom: '2026-03-10', weeklyHours: common });
  });

  it('gives a specialist of a business without schedules Monday–Friday 09:00–18:00, also from form data', async () => {
    const biz = await createBusiness(server.db);
    await createMembership(server.db, { businessId: biz.id, userId: await ownerUserId(), role: 'owner' });
    const a = await createService(server.db, biz.id, { name: 'A' });
    const b = await createService(server.db, biz.id, { name: 'B' });
    const form = new FormData();
    form.append('name', 'Ona');
    form.append('serviceIds', a.id);
    form.append('serviceIds', b.id);
    form.append('active', 'on');
    const response = await actors.clients.owner.request(
      'POST',
      `/api/admin/business/${biz.id}/specialists`,
      form,
    );
    expect(response.status, response.text).toBe(201);
    expect(response.json.specialist.serviceIds.sort()).toEqual([a.id, b.id].sort());
    const [sched] = await server.db
      .select()
      .from(schedule)
      .where(eq(schedule.specialistId, response.json.specialist.id));
    expect(Object.keys(sched!.weeklyHours).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(sched!.weeklyHours['1']).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  it('refuses bad input: 400 for fields, 422 for a non-member or foreign service, 409 for an account linked twice', async () => {
    const empty = await actors.clients.owner.post(`${base()}/specialists`, { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.name).toMatch(/vardą/);
    const badEmail = await actors.clients.owner.post(`${base()}/specialists`, {
      name: 'Ona',
      userEmail: 'ne-pastas',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.fields.userEmail).toMatch(/el\. pašto/);

    const stranger = await createUser(server.db);
    const notMember = await actors.clients.owner.post(`${base()}/specialists`, {
      name: 'Ona',
      userEmail: stranger.user.email,
    });
    expect(notMember.status).toBe(422);
    expect(notMember.json.fields.userEmail).toMatch(/pakvieskite/);

    const foreign = await actors.clients.owner.post(`${base()}/specialists`, {
      name: 'Ona',
      serviceIds: [actors.other.service.id],
    });
    expect(foreign.status).toBe(422);

    // The specialist actor's account is already linked to the home specialist.
    const specialistEmail = (await actors.clients.owner.get(`${base()}/specialists`)).json.items.find(
      (s: { id: string }) => s.id === actors.home.specialist.id,
    ).user.email;
    const twice = await actors.clients.owner.post(`${base()}/specialists`, {
      name: 'Dublis',
      userEmail: specialistEmail,
    });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toMatch(/jau susieta/);
  });

  it('edits, unlinks and deactivates a specialist; the order can be changed', async () => {
    const staff = await createSpecialist(server.db, actors.home.business.id, { name: 'Redaguojama' });
    const path = `${base()}/specialists/${staff.id}`;
    const edited = await actors.clients.admin.patch(path, {
      name: 'Redaguota',
      title: 'Manikiūrininkė',
      serviceIds: [actors.home.service.id],
      active: false,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.specialist).toMatchObject({
      name: 'Redaguota',
      title: 'Manikiūrininkė',
      active: false,
      serviceIds: [actors.home.service.id],
    });
    const unlinked = await actors.clients.admin.patch(path, { userEmail: '' });
    expect(unlinked.json.specialist.user).toBeNull();
    const links = await server.db
      .select()
      .from(specialistService)
      .where(
        and(
          eq(specialistService.specialistId, staff.id),
          eq(specialistService.serviceId, actors.home.service.id),
        ),
      );
    expect(links).toHaveLength(1);
  });

  it('deletes a specialist without appointments and deactivates one with appointments, keeping them', async () => {
    const free = await createSpecialist(server.db, actors.home.business.id, { name: 'Laisva' });
    const gone = await actors.clients.owner.delete(`${base()}/specialists/${free.id}`);
    expect(gone.json).toEqual({ result: 'deleted', message: 'Specialistas ištrintas.' });

    const busy = await createSpecialist(server.db, actors.home.business.id, { name: 'Užimta' });
    await linkSpecialistService(server.db, {
      businessId: actors.home.business.id,
      specialistId: busy.id,
      serviceId: actors.home.service.id,
    });
    await createAppointment(server.db, {
      businessId: actors.home.business.id,
      specialistId: busy.id,
      serviceId: actors.home.service.id,
      startsAt: new Date('2026-03-20T08:00:00Z'),
    });
    const list = await actors.clients.owner.get(`${base()}/specialists`);
    expect(list.json.items.find((s: { id: string }) => s.id === busy.id)).toMatchObject({
      hasAppointments: true,
      upcomingAppointments: 1,
    });
    const kept = await actors.clients.owner.delete(`${base()}/specialists/${busy.id}`);
    expect(kept.json.result).toBe('deactivated');
    const [row] = await server.db.select().from(specialist).where(eq(specialist.id, busy.id));
    expect(row?.active).toBe(false);
  });
});

async function ownerUserId(): Promise<string> {
  const me = await actors.clients.owner.get('/api/auth/get-session');
  return me.json.user.id;
}

describe('what a specialist sees of colleagues', () => {
  it('no colleague’s e-mail nor upcoming visits, in the API and the team page; managers see both', async () => {
    const businessId = actors.home.business.id;
    const colleague = await createUser(server.db, { name: 'Kolegė Matomaitė' });
    await createMembership(server.db, { businessId, userId: colleague.user.id, role: 'specialist' });
    const card = await createSpecialist(server.db, businessId, {
      name: 'Kolegė Matomaitė',
      userId: colleague.user.id,
    });
    await createAppointment(server.db, {
      businessId,
      specialistId: card.id,
      serviceId: actors.home.service.id,
      startsAt: new Date('2026-03-12T09:00:00Z'),
    });
    await createAppointment(server.db, {
      businessId,
      specialistId: actors.home.specialist.id,
      serviceId: actors.home.service.id,
      startsAt: new Date('2026-03-12T10:00:00Z'),
    });
    type Listed = { id: string; user: { email: string | null } | null; upcomingAppointments: number | null };
    const listOf = async (actor: ActorName) => {
      const response = await actors.clients[actor].get(`${base()}/specialists`);
      expect(response.status, response.text).toBe(200);
      const items = response.json.items as Listed[];
      return {
        own: items.find((s) => s.id === actors.home.specialist.id),
        colleague: items.find((s) => s.id === card.id),
        text: response.text,
      };
    };

    const seenBySpecialist = await listOf('specialist');
    expect(seenBySpecialist.colleague).toMatchObject({ user: { email: null }, upcomingAppointments: null });
    expect(seenBySpecialist.text).not.toContain(colleague.user.email);
    // Her own card keeps her address and her visits.
    expect(seenBySpecialist.own?.user?.email).toMatch(/@example\.com$/);
    expect(seenBySpecialist.own?.upcomingAppointments).toBe(1);

    for (const manager of ['owner', 'admin', 'operator'] as const) {
      const seen = await listOf(manager);
      expect(seen.colleague).toMatchObject({
        user: { email: colleague.user.email },
        upcomingAppointments: 1,
      });
    }

    // The team page's loader hands the page the same answer.
    const pages = createAdminBusinessServices(server.db, () => NOW);
    const [own] = await server.db
      .select()
      .from(specialist)
      .where(eq(specialist.id, actors.home.specialist.id));
    const [me] = await server.db
      .select()
      .from(user)
      .where(eq(user.id, own?.userId ?? ''));
    if (!me) throw new Error('the specialist actor has no account');
    const page = await pages.teamPage(asSessionUser(me), actors.home.business.slug);
    if (!page.ok) throw new Error(page.message);
    expect(JSON.stringify(page.value)).not.toContain(colleague.user.email);
    expect(page.value.specialists.find((s) => s.id === card.id)?.upcomingAppointments).toBeNull();
  });
});

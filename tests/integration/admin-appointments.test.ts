// Admin appointments over real HTTP, on a fixed clock: Monday 2026-11-23 09:00 in Vilnius. The home business
// (createActors) works Mon–Fri 09:00–18:00 with a 45-minute service; a colleague works the same hours.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import {
  appointment,
  business,
  clientCard,
  holiday,
  membership,
  notification,
  user,
} from '../../src/server/db/schema.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createAdminAppointmentServices } from '../../src/server/modules/appointments/admin-appointment-services.ts';
import {
  createAppointment,
  createClientCard,
  createMembership,
  createService,
  createSpecialist,
  createUser,
  linkSpecialistService,
  createBookableColleague,
} from '../fixtures/factories.ts';
import { STAFF_READS, useServerWithActors, type ActorName } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { waitFor } from '../support/wait-for.ts';

const NOW = new Date('2026-11-23T07:00:00Z'); // Monday 09:00 +02:00
let colleagueId: string;
let client: { id: string; email: string; name: string };
let clientCardId: string;

const { server, actors, as, home, slug } = useServerWithActors({ now: () => NOW });

beforeAll(async () => {
  colleagueId = (await createBookableColleague(server.db, actors.home, 'Kolegė Rūta')).id;
  const person = await createUser(server.db, { name: 'Ieva Klientė' });
  client = { id: person.user.id, email: person.user.email, name: person.user.name };
  const card = await createClientCard(server.db, {
    businessId: actors.home.business.id,
    userId: client.id,
    name: 'Ieva Klientė',
    email: client.email,
    phone: '+37061234567',
  });
  clientCardId = card.id;
});

const ownId = () => actors.home.specialist.id;

async function visit(
  date: string,
  time: string,
  options: {
    specialistId?: string;
    status?: 'pending' | 'confirmed' | 'completed' | 'declined';
    withClient?: boolean;
  } = {},
) {
  return createAppointment(server.db, {
    businessId: home().business.id,
    specialistId: options.specialistId ?? ownId(),
    serviceId: home().service.id,
    clientCardId: options.withClient === false ? null : clientCardId,
    clientUserId: options.withClient === false ? null : client.id,
    startsAt: wallClockToDate(date, time, DEMO_TIME_ZONE),
    status: options.status ?? 'confirmed',
  });
}

const patch = (who: ActorName, id: string, body: unknown) =>
  as(who).patch(`/api/admin/appointment/${id}`, body);

async function notificationsOf(userId: string, type: string) {
  return server.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, type)));
}

// ---------------------------------------------------------------- authorisation

describe('authorisation matrix', () => {
  it('GET /api/admin/appointments', async () => {
    expect(await actors.statuses((c) => c.get(`/api/admin/appointments?business=${slug()}`))).toEqual(
      STAFF_READS,
    );
  });

  it('GET /api/admin/appointment/{id}, its note and PATCH of the note: a specialist only their own', async () => {
    const own = await visit('2026-11-24', '09:00');
    const colleagues = await visit('2026-11-24', '09:00', { specialistId: colleagueId });
    expect(await actors.statuses((c) => c.get(`/api/admin/appointment/${own.id}`))).toEqual(STAFF_READS);
    expect(await actors.statuses((c) => c.get(`/api/admin/appointment/${own.id}/note`))).toEqual(STAFF_READS);
    expect(
      await actors.statuses((c, actor) =>
        c.patch(`/api/admin/appointment/${own.id}`, { note: `Pastaba (${actor})` }),
      ),
    ).toEqual(STAFF_READS);
    expect(await actors.statuses((c) => c.get(`/api/admin/appointment/${colleagues.id}/note`))).toEqual({
      ...STAFF_READS,
      specialist: 404,
    });
    expect(
      await actors.statuses((c) => c.patch(`/api/admin/appointment/${colleagues.id}`, { note: 'x' })),
    ).toEqual({
      ...STAFF_READS,
      specialist: 404,
    });
  });

  it('POST /api/admin/appointments: a specialist books only for themself', async () => {
    const times: Record<ActorName, string> = {
      anonymous: '09:00',
      client: '09:00',
      specialist: '09:00',
      otherAdmin: '09:00',
      admin: '10:00',
      owner: '11:00',
      operator: '12:00',
    };
    const statuses = await actors.statuses((c, actor) =>
      c.post('/api/admin/appointments', {
        business: slug(),
        clientCardId,
        serviceId: home().service.id,
        specialistId: ownId(),
        start: wallClockToDate('2026-11-25', times[actor], DEMO_TIME_ZONE).toISOString(),
      }),
    );
    expect(statuses).toEqual({ ...STAFF_READS, specialist: 201, admin: 201, owner: 201, operator: 201 });
    const forColleague = await as('specialist').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: colleagueId,
      start: wallClockToDate('2026-11-25', '14:00', DEMO_TIME_ZONE).toISOString(),
    });
    expect(forColleague.status).toBe(403);
    expect(forColleague.json.message).toBe('Galite tvarkyti tik savo vizitus.');
    // A time outside the years the calendar knows is a typo, refused like booking's.
    const farFuture = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '3026-11-25T09:00:00+02:00',
    });
    expect(farFuture.status).toBe(400);
    expect(farFuture.json.fields.start).toBe('Pasirinkite vizito laiką.');
  });

  it('GET /api/admin/appointments/free-times', async () => {
    const query = new URLSearchParams({
      business: slug(),
      service: home().service.id,
      specialist: ownId(),
      date: '2026-11-26',
    });
    expect(await actors.statuses((c) => c.get(`/api/admin/appointments/free-times?${query}`))).toEqual(
      STAFF_READS,
    );
  });

  it("GET /api/admin/appointments/free-times: a colleague's free times are not found for a specialist", async () => {
    const query = (specialist: string) =>
      new URLSearchParams({ business: slug(), service: home().service.id, specialist, date: '2026-11-26' });
    const colleagues = await as('specialist').get(`/api/admin/appointments/free-times?${query(colleagueId)}`);
    expect(colleagues.status).toBe(404);
    expect(colleagues.json.message).toBe('Specialistas nerastas.');
    expect((await as('specialist').get(`/api/admin/appointments/free-times?${query(ownId())}`)).status).toBe(
      200,
    );
    for (const manager of ['admin', 'owner', 'operator'] as const) {
      expect((await as(manager).get(`/api/admin/appointments/free-times?${query(colleagueId)}`)).status).toBe(
        200,
      );
    }
  });

  it('an operator who is also a specialist of the business keeps the operator’s rights there', async () => {
    const person = await createUser(server.db, { name: 'Operatorė Ir Specialistė' });
    await server.db.update(user).set({ isOperator: true }).where(eq(user.id, person.user.id));
    await createMembership(server.db, {
      businessId: home().business.id,
      userId: person.user.id,
      role: 'specialist',
    });
    await createSpecialist(server.db, home().business.id, { name: 'Operatorė', userId: person.user.id });
    const operator = createClient(server.url);
    await operator.signIn(person.user.email, person.password);

    const colleagues = await visit('2026-11-27', '16:00', { specialistId: colleagueId });
    expect((await operator.get(`/api/admin/appointment/${colleagues.id}`)).status).toBe(200);
    const noted = await operator.patch(`/api/admin/appointment/${colleagues.id}`, {
      note: 'Operatorės pastaba',
    });
    expect(noted.status, noted.text).toBe(200);
    const list = await operator.get(`/api/admin/appointments?business=${slug()}`);
    const all = await as('owner').get(`/api/admin/appointments?business=${slug()}`);
    expect(list.json.total).toBe(all.json.total);
    const query = new URLSearchParams({
      business: slug(),
      service: home().service.id,
      specialist: colleagueId,
      date: '2026-11-26',
    });
    expect((await operator.get(`/api/admin/appointments/free-times?${query}`)).status).toBe(200);
  });

  it("another business's appointment is 404 for everyone of this business, also by its own slug", async () => {
    const other = actors.other;
    const foreign = await createAppointment(server.db, {
      businessId: other.business.id,
      specialistId: other.specialist.id,
      serviceId: other.service.id,
      startsAt: wallClockToDate('2026-11-24', '10:00', DEMO_TIME_ZONE),
      status: 'pending',
    });
    for (const actor of ['owner', 'admin', 'specialist'] as const) {
      expect((await as(actor).get(`/api/admin/appointment/${foreign.id}`)).status).toBe(404);
      expect((await as(actor).get(`/api/admin/appointment/${foreign.id}/note`)).status).toBe(404);
      expect((await patch(actor, foreign.id, { status: 'confirmed' })).status).toBe(404);
    }
    expect((await patch('otherAdmin', foreign.id, { note: 'Mūsų' })).status).toBe(200);
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, foreign.id));
    expect(row!.status).toBe('pending');
    expect((await as('owner').get('/api/admin/appointment/not-a-uuid')).status).toBe(404);
  });

  it('a specialist lists only their own visits', async () => {
    await visit('2026-11-27', '15:00', { specialistId: colleagueId });
    const response = await as('specialist').get(`/api/admin/appointments?business=${slug()}`);
    expect(response.status).toBe(200);
    expect(response.json.items.length).toBeGreaterThan(0);
    expect(
      response.json.items.every((item: { specialist: { id: string } }) => item.specialist.id === ownId()),
    ).toBe(true);
    const all = await as('owner').get(`/api/admin/appointments?business=${slug()}`);
    expect(all.json.total).toBeGreaterThan(response.json.total);
  });
});

// ---------------------------------------------------------------- a specialist and the client cards

describe('a specialist and the client cards', () => {
  // The create page's loader and the free times go through the web services (no HTTP in between).
  const services = () =>
    createAdminAppointmentServices({
      db: server.db,
      mailer: createMailer({
        outboxDir: path.join(server.dataDir, 'outbox'),
        from: 'Grožio Laikas <noreply@localhost>',
        logger: pino({ level: 'silent' }),
      }),
      logger: pino({ level: 'silent' }),
      brandName: 'Grožio Laikas',
      baseUrl: server.url,
      now: () => NOW,
      jobs: server.jobs,
    });

  async function sessionUser(name: string): Promise<SessionUser> {
    const [row] = await server.db.select().from(user).where(eq(user.name, name));
    if (!row) throw new Error(`No user ${name}`);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
      isOperator: row.isOperator,
      phoneNumber: row.phoneNumber,
      termsVersion: row.termsVersion,
    };
  }

  let own: { id: string };
  let colleagues: { id: string };
  let nobodys: { id: string };

  beforeAll(async () => {
    const card = (name: string, phone: string) =>
      createClientCard(server.db, { businessId: home().business.id, name, phone });
    own = await card('Gintarė Savoji', '+37069900001');
    colleagues = await card('Gintarė Kolegės', '+37069900002');
    nobodys = await card('Gintarė Niekieno', '+37069900003');
    // A past visit is enough to make someone the specialist's client.
    for (const [cardId, specialistId] of [
      [own.id, ownId()],
      [colleagues.id, colleagueId],
    ] as const) {
      await createAppointment(server.db, {
        businessId: home().business.id,
        specialistId,
        serviceId: home().service.id,
        clientCardId: cardId,
        startsAt: wallClockToDate('2026-11-16', '10:00', DEMO_TIME_ZONE),
        status: 'completed',
      });
    }
  });

  async function foundNames(actor: string, query: string, cardId: string | null = null) {
    const page = await services().createPage(await sessionUser(actor), slug(), query, cardId);
    if (!page.ok) throw new Error(page.message);
    return page.value.clients.map((client) => client.name).sort();
  }

  it('finds only the cards of their own clients, by name, phone or id', async () => {
    const specialist = 'Specialistė Testaitė';
    expect(await foundNames(specialist, 'Gintarė')).toEqual(['Gintarė Savoji']);
    expect(await foundNames(specialist, '8 699 00002')).toEqual([]);
    expect(await foundNames(specialist, '', colleagues.id)).toEqual([]);
    expect(await foundNames(specialist, '', nobodys.id)).toEqual([]);
    expect(await foundNames(specialist, '', own.id)).toEqual(['Gintarė Savoji']);
    expect(await foundNames('Savininkė Testaitė', 'Gintarė')).toEqual([
      'Gintarė Kolegės',
      'Gintarė Niekieno',
      'Gintarė Savoji',
    ]);
    expect(await foundNames('Operatorius Testas', '', nobodys.id)).toEqual(['Gintarė Niekieno']);
  });

  it('books only with a card of their own client (else 404), or a new client whom they then find', async () => {
    const base = { business: slug(), serviceId: home().service.id, specialistId: ownId() };
    for (const card of [colleagues, nobodys]) {
      const refused = await as('specialist').post('/api/admin/appointments', {
        ...base,
        clientCardId: card.id,
        start: '2026-12-15T09:00:00+02:00',
      });
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({ error: 'client_not_found', message: 'Toks klientas nerastas.' });
    }
    const viaPage = await services().create(await sessionUser('Specialistė Testaitė'), slug(), {
      ...base,
      clientCardId: colleagues.id,
      start: '2026-12-15T09:00:00+02:00',
    });
    expect(viaPage).toMatchObject({ ok: false, status: 404, error: 'client_not_found' });
    const rows = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.clientCardId, colleagues.id));
    expect(rows).toHaveLength(1);

    const ownClient = await as('specialist').post('/api/admin/appointments', {
      ...base,
      clientCardId: own.id,
      start: '2026-12-15T09:00:00+02:00',
    });
    expect(ownClient.status, ownClient.text).toBe(201);
    const walkIn = await as('specialist').post('/api/admin/appointments', {
      ...base,
      client: { name: 'Gintarė Naujoji', phone: '+37069900004' },
      start: '2026-12-15T10:00:00+02:00',
    });
    expect(walkIn.status, walkIn.text).toBe(201);
    expect(await foundNames('Specialistė Testaitė', 'Gintarė')).toEqual([
      'Gintarė Naujoji',
      'Gintarė Savoji',
    ]);

    const byOwner = await as('owner').post('/api/admin/appointments', {
      ...base,
      clientCardId: nobodys.id,
      start: '2026-12-15T11:00:00+02:00',
    });
    expect(byOwner.status, byOwner.text).toBe(201);
  });

  it("a colleague's free times are not found on the pages either", async () => {
    const query = { business: slug(), service: home().service.id, date: '2026-12-16' };
    const specialist = await sessionUser('Specialistė Testaitė');
    expect(await services().slots(specialist, { ...query, specialist: colleagueId })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await services().slots(specialist, { ...query, specialist: ownId() })).toMatchObject({ ok: true });
  });
});

// ---------------------------------------------------------------- status transitions

describe('PATCH status', () => {
  it('confirms a pending visit and tells the client (in the app and by e-mail)', async () => {
    const pending = await visit('2026-11-30', '09:00', { status: 'pending' });
    const response = await patch('owner', pending.id, { status: 'confirmed' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment).toMatchObject({
      id: pending.id,
      status: 'confirmed',
      nextStatuses: ['declined'],
    });
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, pending.id));
    expect(row!.confirmedAt).toEqual(NOW);

    const notes = await waitFor(async () => {
      const found = await notificationsOf(client.id, 'appointment_confirmed');
      return found.length > 0 ? found : null;
    }, 'a confirmation notification');
    expect(notes[0]).toMatchObject({
      title: 'Vizitas patvirtintas',
      href: '/mano-vizitai',
      businessId: home().business.id,
    });
    expect(notes[0]!.body).toContain('pirmadienis, lapkričio 30 d., 09:00');
    const mails = (
      await server.outbox.waitFor({ subject: 'Jūsų vizitas patvirtintas', to: client.email })
    ).map((mail) => mail.plain);
    expect(mails[0]).toContain('pirmadienis, lapkričio 30 d., 09:00–09:45');
    expect(mails[0]).toContain('BEGIN:VCALENDAR');

    // Once is enough: confirming again changes nothing and sends nothing.
    // A request queues its letters before it answers, and the outbox is read once the queue has run them.
    expect((await patch('owner', pending.id, { status: 'confirmed' })).status).toBe(200);
    expect(
      await server.outbox.mails({ subject: 'Jūsų vizitas patvirtintas', to: client.email }),
    ).toHaveLength(1);
  });

  it("a pending online booking's e-mail to the owner links to its confirm page", async () => {
    await server.db
      .update(business)
      .set({ requiresConfirmation: true })
      .where(eq(business.id, home().business.id));
    try {
      const booked = await as('client').post('/api/user/appointments', {
        business: slug(),
        service: home().service.id,
        specialist: ownId(),
        start: '2026-12-14T16:00:00+02:00',
      });
      expect(booked.status, booked.text).toBe(201);
      expect(booked.json.appointment.status).toBe('pending');
      const id = booked.json.appointment.id as string;
      const [owner] = await server.db
        .select({ email: user.email })
        .from(membership)
        .innerJoin(user, eq(user.id, membership.userId))
        .where(and(eq(membership.businessId, home().business.id), eq(membership.role, 'owner')));
      const confirmPath = `/administratorius/vizitai/${slug()}/patvirtinti/${id}`;
      const mail = await waitFor(
        async () =>
          (await server.outbox.mails({ containing: owner!.email })).find((m) => m.plain.includes(confirmPath))
            ?.plain,
        "the owner's e-mail with the confirm link",
      );
      expect(mail).toContain('Patvirtinti arba atmesti');
    } finally {
      await server.db
        .update(business)
        .set({ requiresConfirmation: false })
        .where(eq(business.id, home().business.id));
    }
  });

  it('refuses transitions the life cycle does not have, in Lithuanian', async () => {
    const confirmed = await visit('2026-11-30', '10:00');
    const back = await patch('owner', confirmed.id, { status: 'pending' });
    expect(back.status).toBe(409);
    expect(back.json).toMatchObject({
      error: 'invalid_transition',
      message: 'Vizito, kurio būsena „Patvirtintas“, negalima pakeisti į „Laukia patvirtinimo“.',
    });
    const cancel = await patch('owner', confirmed.id, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toContain('atšaukti gali tik klientas');
    const early = await patch('owner', confirmed.id, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Vizitą pažymėti kaip „Įvykęs“ galima tik jam pasibaigus.');
    const pending = await visit('2026-11-30', '11:00', { status: 'pending' });
    expect((await patch('owner', pending.id, { status: 'no_show' })).json.error).toBe('invalid_transition');
    const bad = await patch('owner', pending.id, { status: 'sapnas' });
    expect(bad.status).toBe(400);
  });

  it('marks a finished visit completed or no-show', async () => {
    // Ended yesterday: within the day a business has before the visit clock completes it.
    const past = await visit('2026-11-22', '10:00');
    expect(
      (await as('owner').get(`/api/admin/appointment/${past.id}`)).json.appointment.nextStatuses,
    ).toEqual(['declined', 'completed', 'no_show']);
    const done = await patch('specialist', past.id, { status: 'completed' });
    expect(done.status, done.text).toBe(200);
    expect(done.json.appointment).toMatchObject({ status: 'completed', nextStatuses: [], editable: false });
    const again = await patch('owner', past.id, { status: 'no_show' });
    expect(again.status).toBe(409);
    const other = await visit('2026-11-22', '14:00');
    expect((await patch('owner', other.id, { status: 'no_show' })).json.appointment.status).toBe('no_show');
  });

  it('marks a no-show from 15 minutes after the start, before the visit ends', async () => {
    // NOW is 09:00: a visit from 08:45 is 15 minutes in, one from 08:50 only 10.
    const late = await visit('2026-11-23', '08:45');
    expect(
      (await as('owner').get(`/api/admin/appointment/${late.id}`)).json.appointment.nextStatuses,
    ).toEqual(['declined', 'no_show']);
    const tooSoon = await visit('2026-11-23', '08:50', { specialistId: colleagueId });
    const refused = await patch('owner', tooSoon.id, { status: 'no_show' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Kad klientas neatvyko, galima pažymėti praėjus 15 min. nuo vizito pradžios.',
    );
    const marked = await patch('owner', late.id, { status: 'no_show' });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.json.appointment.status).toBe('no_show');
  });

  it('declines only with a reason, which the client gets', async () => {
    const pending = await visit('2026-11-30', '13:00', { status: 'pending' });
    const without = await patch('owner', pending.id, { status: 'declined' });
    expect(without.status).toBe(422);
    expect(without.json).toMatchObject({
      error: 'reason_required',
      fields: { declineReason: expect.any(String) },
    });
    const blank = await patch('owner', pending.id, { status: 'declined', declineReason: '   ' });
    expect(blank.status).toBe(422);
    const declined = await patch('admin', pending.id, {
      status: 'declined',
      declineReason: 'Specialistė serga.',
    });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json.appointment).toMatchObject({
      status: 'declined',
      declineReason: 'Specialistė serga.',
      editable: false,
    });
    const mails = (await server.outbox.waitFor({ subject: 'Jūsų vizitas atmestas', to: client.email })).map(
      (mail) => mail.plain,
    );
    expect(mails[0]).toContain('Priežastis: Specialistė serga.');
    const notes = await waitFor(async () => {
      const found = await notificationsOf(client.id, 'appointment_declined');
      return found.length > 0 ? found : null;
    }, 'a decline notification');
    expect(notes[0]!.body).toContain('Specialistė serga.');
    // The time is free again: someone else may take it.
    const again = await visit('2026-11-30', '13:00');
    expect(again.status).toBe('confirmed');
    const reconfirm = await patch('owner', pending.id, { status: 'confirmed' });
    expect(reconfirm.status).toBe(409);
    const reasonAlone = await patch('owner', again.id, { declineReason: 'Kodėl?' });
    expect(reasonAlone.status).toBe(400);
  });
});

// ---------------------------------------------------------------- moving

describe('PATCH time, specialist, service, length', () => {
  it('moves to a free time: end and held time recomputed, the client told old and new time', async () => {
    const service = await createService(server.db, home().business.id, {
      name: 'Dažymas',
      durationMinutes: 90,
      bufferAfterMinutes: 15,
      priceCents: 6000,
    });
    await linkSpecialistService(server.db, {
      businessId: home().business.id,
      specialistId: ownId(),
      serviceId: service.id,
    });
    const moving = await visit('2026-12-01', '09:00');
    const response = await patch('owner', moving.id, { start: '2026-12-01T14:00:00+02:00' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment).toMatchObject({
      start: '2026-12-01T14:00:00+02:00',
      end: '2026-12-01T14:45:00+02:00',
      blockedUntil: '2026-12-01T14:45:00+02:00',
    });
    const mails = (
      await server.outbox.waitFor({ subject: 'Jūsų vizito laikas pakeistas', to: client.email })
    ).map((mail) => mail.plain);
    expect(mails[0]).toContain('Buvo: antradienis, gruodžio 1 d., 09:00–09:45');
    expect(mails[0]).toContain('Dabar: antradienis, gruodžio 1 d., 14:00–14:45');
    const notes = await waitFor(async () => {
      const found = await notificationsOf(client.id, 'appointment_moved');
      return found.length > 0 ? found : null;
    }, 'a moved notification');
    expect(notes[0]!.title).toBe('Vizito laikas pakeistas');

    const newService = await patch('owner', moving.id, { serviceId: service.id });
    expect(newService.json.appointment).toMatchObject({
      service: { id: service.id, name: 'Dažymas' },
      durationMinutes: 90,
      priceCents: 6000,
      end: '2026-12-01T15:30:00+02:00',
      blockedUntil: '2026-12-01T15:45:00+02:00',
    });
    const resized = await patch('owner', moving.id, { durationMinutes: 120 });
    expect(resized.json.appointment).toMatchObject({
      end: '2026-12-01T16:00:00+02:00',
      blockedUntil: '2026-12-01T16:15:00+02:00',
    });
    const toColleague = await patch('owner', moving.id, { specialistId: colleagueId });
    expect(toColleague.status).toBe(422);
    expect(toColleague.json.error).toBe('service_not_performed');
  });

  it('never overlaps another visit (409), not even outside working hours', async () => {
    await visit('2026-12-02', '10:00');
    const moving = await visit('2026-12-02', '12:00');
    const clash = await patch('owner', moving.id, { start: '2026-12-02T10:30:00+02:00' });
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({
      error: 'slot_taken',
      message: expect.stringMatching(
        /^Šis laikas jau užimtas: .+ tuo metu turi kitą vizitą \(10:00–\d\d:\d\d\)\.$/,
      ),
    });
    const forced = await patch('owner', moving.id, {
      start: '2026-12-02T10:30:00+02:00',
      allowOutsideHours: true,
    });
    expect(forced.status).toBe(409);
    const touching = await patch('owner', moving.id, { start: '2026-12-02T10:45:00+02:00' });
    expect(touching.status, touching.text).toBe(200);
  });

  it('fits working time unless placed outside it on purpose', async () => {
    const moving = await visit('2026-12-03', '09:00');
    const late = await patch('owner', moving.id, { start: '2026-12-03T17:30:00+02:00' });
    expect(late.status).toBe(422);
    expect(late.json).toMatchObject({
      error: 'outside_working_hours',
      message:
        'Vizitas netelpa į darbo laiką: Testė Specialistė ketvirtadienis, gruodžio 3 d. dirba 09:00–18:00.',
    });
    const weekend = await patch('owner', moving.id, { start: '2026-12-05T10:00:00+02:00' });
    expect(weekend.json.message).toBe('Testė Specialistė šeštadienis, gruodžio 5 d. nedirba.');
    await server.db.insert(holiday).values({
      businessId: home().business.id,
      fromDate: '2026-12-04',
      toDate: '2026-12-04',
      name: 'Įmonės šventė',
    });
    const onHoliday = await patch('owner', moving.id, { start: '2026-12-04T10:00:00+02:00' });
    expect(onHoliday.json.message).toBe('Penktadienis, gruodžio 4 d. nedirbama (Įmonės šventė).');
    const forced = await patch('owner', moving.id, {
      start: '2026-12-03T19:00:00+02:00',
      allowOutsideHours: true,
    });
    expect(forced.status, forced.text).toBe(200);
    const past = await patch('owner', moving.id, {
      start: '2026-11-23T08:00:00+02:00',
      allowOutsideHours: true,
    });
    expect(past.status).toBe(422);
    expect(past.json.error).toBe('in_past');
  });

  it('moves between specialists (not for a specialist), and not a visit that holds no time', async () => {
    const moving = await visit('2026-12-07', '09:00');
    const byStaff = await patch('specialist', moving.id, { specialistId: colleagueId });
    expect(byStaff.status).toBe(403);
    const moved = await patch('admin', moving.id, {
      specialistId: colleagueId,
      start: '2026-12-07T11:00:00+02:00',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.appointment.specialist).toEqual({ id: colleagueId, name: 'Kolegė Rūta' });
    // Now it is the colleague's: the specialist no longer sees it.
    expect((await as('specialist').get(`/api/admin/appointment/${moving.id}`)).status).toBe(404);

    const done = await visit('2026-11-19', '09:00', { status: 'completed' });
    const late = await patch('owner', done.id, { start: '2026-12-07T15:00:00+02:00' });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('not_editable');
  });
});

// ---------------------------------------------------------------- creating

describe('POST /api/admin/appointments', () => {
  it('books a new client, confirmed, from the admin, and mails the client', async () => {
    const response = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      client: { name: 'Naujoji Klientė', phone: '8 612 99999', email: 'naujoji@example.com' },
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-12-08T10:00:00+02:00',
      note: 'Atėjo iš rekomendacijos.',
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.appointment).toMatchObject({
      status: 'confirmed',
      source: 'admin',
      start: '2026-12-08T10:00:00+02:00',
      end: '2026-12-08T10:45:00+02:00',
      businessNote: 'Atėjo iš rekomendacijos.',
      client: {
        name: 'Naujoji Klientė',
        phone: '+37061299999',
        email: 'naujoji@example.com',
        hasAccount: false,
      },
    });
    const [card] = await server.db
      .select()
      .from(clientCard)
      .where(eq(clientCard.id, response.json.appointment.client.cardId));
    expect(card!.businessId).toBe(home().business.id);
    await waitFor(async () => {
      const mails = await server.outbox.mails({ containing: 'naujoji@example.com' });
      return mails.some((mail) => mail.plain.includes('Jūsų vizitas užregistruotas')) ? mails : null;
    }, 'the booking e-mail');
    const note = await as('owner').get(`/api/admin/appointment/${response.json.appointment.id}/note`);
    expect(note.json).toEqual({ note: 'Atėjo iš rekomendacijos.' });
  });

  it('accepts form posts with a flat new client, and an existing card', async () => {
    const form = await as('admin').postForm('/api/admin/appointments', {
      business: slug(),
      clientName: 'Formos Klientas',
      clientPhone: '',
      clientEmail: '',
      serviceId: home().service.id,
      specialistId: colleagueId,
      start: '2026-12-08T10:00:00+02:00',
    });
    expect(form.status, form.text).toBe(201);
    expect(form.json.appointment.client).toMatchObject({ name: 'Formos Klientas', phone: null, email: null });
    const existing = await as('admin').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: colleagueId,
      start: '2026-12-08T11:00:00+02:00',
    });
    expect(existing.status).toBe(201);
    expect(existing.json.appointment.client).toMatchObject({ cardId: clientCardId, hasAccount: true });
  });

  it('refuses overlaps, times outside working hours (unless on purpose), the past and strangers’ cards', async () => {
    const base = { business: slug(), clientCardId, serviceId: home().service.id, specialistId: ownId() };
    expect(
      (await as('owner').post('/api/admin/appointments', { ...base, start: '2026-12-09T10:00:00+02:00' }))
        .status,
    ).toBe(201);
    const clash = await as('owner').post('/api/admin/appointments', {
      ...base,
      start: '2026-12-09T10:15:00+02:00',
    });
    expect(clash.status).toBe(409);
    expect(clash.json.error).toBe('slot_taken');
    const evening = await as('owner').post('/api/admin/appointments', {
      ...base,
      start: '2026-12-09T18:30:00+02:00',
    });
    expect(evening.status).toBe(422);
    expect(evening.json.error).toBe('outside_working_hours');
    const onPurpose = await as('owner').post('/api/admin/appointments', {
      ...base,
      start: '2026-12-09T18:30:00+02:00',
      allowOutsideHours: true,
    });
    expect(onPurpose.status, onPurpose.text).toBe(201);
    const past = await as('owner').post('/api/admin/appointments', {
      ...base,
      start: '2026-11-23T08:30:00+02:00',
    });
    expect(past.json.error).toBe('in_past');
    const foreignCard = await createClientCard(server.db, {
      businessId: actors.other.business.id,
      name: 'Svetima',
    });
    const stranger = await as('owner').post('/api/admin/appointments', {
      ...base,
      clientCardId: foreignCard.id,
      start: '2026-12-09T12:00:00+02:00',
    });
    expect(stranger.status).toBe(422);
    expect(stranger.json.fields.clientCardId).toBe('Toks klientas nerastas.');
    const nobody = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-12-09T12:00:00+02:00',
    });
    expect(nobody.status).toBe(400);
    expect(nobody.json.fields.clientCardId).toBe('Pasirinkite klientą arba įveskite naujo kliento vardą.');
  });
});

// ---------------------------------------------------------------- the list

describe('GET /api/admin/appointments', () => {
  it('filters by period, status, specialist and client, with counts per status and pages', async () => {
    const card = await createClientCard(server.db, {
      businessId: home().business.id,
      name: 'Paieškos Klientė',
      phone: '+37069876543',
      email: 'paieska@example.com',
    });
    const day = '2026-12-10';
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00'];
    for (const [index, time] of times.entries()) {
      await createAppointment(server.db, {
        businessId: home().business.id,
        specialistId: index % 2 === 0 ? ownId() : colleagueId,
        serviceId: home().service.id,
        clientCardId: card.id,
        startsAt: wallClockToDate(day, time, DEMO_TIME_ZONE),
        status: index < 2 ? 'pending' : 'confirmed',
      });
    }
    const base = `/api/admin/appointments?business=${slug()}&from=${day}&to=${day}`;
    const all = await as('owner').get(base);
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(all.json.counts).toEqual({
      pending: 2,
      confirmed: 3,
      declined: 0,
      cancelled: 0,
      completed: 0,
      no_show: 0,
    });
    expect(all.json.items.map((item: { start: string }) => item.start.slice(11, 16))).toEqual(times);
    expect(all.json.items[0].client).toMatchObject({
      name: 'Paieškos Klientė',
      phone: '+37069876543',
      cardId: card.id,
    });

    const pending = await as('owner').get(`${base}&status=pending`);
    expect(pending.json.total).toBe(2);
    expect(pending.json.counts.confirmed).toBe(3);
    const several = await as('owner').get(`${base}&status=pending,confirmed&specialist=${colleagueId}`);
    expect(several.json.total).toBe(2);
    const byPhone = await as('owner').get(
      `/api/admin/appointments?business=${slug()}&q=${encodeURIComponent('8 698 76543')}`,
    );
    expect(byPhone.json.total).toBe(5);
    const byName = await as('owner').get(`/api/admin/appointments?business=${slug()}&q=paieškos`);
    expect(byName.json.total).toBe(5);
    const nobody = await as('owner').get(`/api/admin/appointments?business=${slug()}&q=niekas`);
    expect(nobody.json).toMatchObject({ total: 0, items: [] });
    const badDate = await as('owner').get(`/api/admin/appointments?business=${slug()}&from=2026-13-40`);
    expect(badDate.status).toBe(400);
    const backwards = await as('owner').get(
      `/api/admin/appointments?business=${slug()}&from=2026-12-10&to=2026-12-01`,
    );
    expect(backwards.status).toBe(400);
    const badStatus = await as('owner').get(`/api/admin/appointments?business=${slug()}&status=kitas`);
    expect(badStatus.status).toBe(400);
  });

  it('pages through many visits, newest first without a period', async () => {
    const card = await createClientCard(server.db, {
      businessId: home().business.id,
      name: 'Dažna Lankytoja',
    });
    for (let index = 0; index < 27; index++) {
      await createAppointment(server.db, {
        businessId: actors.other.business.id,
        specialistId: actors.other.specialist.id,
        serviceId: actors.other.service.id,
        startsAt: new Date(Date.UTC(2026, 11, 14, 7) + index * 3_600_000 * 24),
        status: 'confirmed',
      });
    }
    void card;
    const first = await as('otherAdmin').get(
      `/api/admin/appointments?business=${actors.other.business.slug}`,
    );
    expect(first.json.total).toBeGreaterThanOrEqual(27);
    expect(first.json.items).toHaveLength(25);
    expect(first.json.items[0].start > first.json.items[1].start).toBe(true);
    const second = await as('otherAdmin').get(
      `/api/admin/appointments?business=${actors.other.business.slug}&page=2`,
    );
    expect(second.json.page).toBe(2);
    expect(second.json.items.length).toBe(first.json.total - 25);
    const beyond = await as('otherAdmin').get(
      `/api/admin/appointments?business=${actors.other.business.slug}&page=99`,
    );
    expect(beyond.json.page).toBe(2);
  });
});

describe('GET /api/admin/appointments/free-times', () => {
  it('offers the free starts of the day, leaving out held time but not the visit being moved', async () => {
    const held = await visit('2026-12-11', '10:00');
    const query = new URLSearchParams({
      business: slug(),
      service: home().service.id,
      specialist: ownId(),
      date: '2026-12-11',
    });
    const response = await as('owner').get(`/api/admin/appointments/free-times?${query}`);
    expect(response.status, response.text).toBe(200);
    const labels = (response.json.slots as { label: string }[]).map((slot) => slot.label);
    expect(response.json.workingHours).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(labels).toContain('09:15');
    expect(labels).not.toContain('09:30');
    expect(labels).not.toContain('10:00');
    expect(labels).toContain('10:45');
    const moving = await as('owner').get(`/api/admin/appointments/free-times?${query}&except=${held.id}`);
    expect((moving.json.slots as { label: string }[]).map((slot) => slot.label)).toContain('10:00');
  });
});

describe('one client with two specialists at the same time', () => {
  it('books and moves all the same, but answers with a warning naming the other visit', async () => {
    const atColleague = await visit('2026-12-16', '10:00', { specialistId: colleagueId });
    const created = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: wallClockToDate('2026-12-16', '10:15', DEMO_TIME_ZONE).toISOString(),
    });
    expect(created.status).toBe(201);
    expect(created.json.warnings).toEqual([
      expect.objectContaining({
        code: 'client_double_booked',
        appointmentId: atColleague.id,
        specialistName: 'Kolegė Rūta',
        message: 'Šis klientas tuo pačiu metu turi kitą vizitą (10:00–10:45, specialistas: Kolegė Rūta).',
      }),
    ]);
    const id = created.json.appointment.id as string;

    // Moved clear of the other visit: no warning; back onto it: the warning again.
    const clear = await patch('owner', id, {
      start: wallClockToDate('2026-12-16', '12:00', DEMO_TIME_ZONE).toISOString(),
    });
    expect(clear.status).toBe(200);
    expect(clear.json.warnings).toEqual([]);
    const back = await patch('owner', id, {
      start: wallClockToDate('2026-12-16', '10:30', DEMO_TIME_ZONE).toISOString(),
    });
    expect(back.status).toBe(200);
    expect(back.json.warnings).toHaveLength(1);

    // A note alone says nothing about the time; another client at that time is no warning.
    expect((await patch('owner', id, { note: 'Tik pastaba' })).json.warnings).toEqual([]);
    const stranger = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      client: { name: 'Kita Klientė' },
      serviceId: home().service.id,
      specialistId: ownId(),
      start: wallClockToDate('2026-12-17', '10:00', DEMO_TIME_ZONE).toISOString(),
    });
    expect(stranger.status).toBe(201);
    expect(stranger.json.warnings).toEqual([]);
  });
});

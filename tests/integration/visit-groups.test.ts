// Several services in one visit over real HTTP, on a fixed clock: Monday 2026-12-14 10:00 in Vilnius.
// The salon is tests/fixtures/visit-group-salon.ts: a haircut (60 min + 15 buffer), a colouring (45 min + 0)
// and a manicure only another specialist performs.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointment, appointmentReminder, notification } from '../../src/server/db/schema.ts';
import { createBookableBusiness, createMembership, createUser } from '../fixtures/factories.ts';
import { createVisitGroupSalon, type VisitGroupSalon } from '../fixtures/visit-group-salon.ts';
import { signedInClient as signedInAs, signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
const server = useTestServer({ now: () => NOW });

const salon = (options: { requiresConfirmation?: boolean } = {}) => createVisitGroupSalon(server.db, options);
type Salon = VisitGroupSalon;

async function client(name = 'Ieva Klientė') {
  return signedInPerson(server, { name, phoneNumber: '+37061234567' });
}

const twoServices = (s: Salon, start: string, extra: Record<string, unknown> = {}) => ({
  business: s.business.slug,
  services: [s.service.id, s.colouring.id],
  specialist: s.specialist.id,
  start,
  ...extra,
});

async function slots(s: Salon, query: Record<string, string>) {
  const params = new URLSearchParams({ business: s.business.slug, ...query });
  const response = await createClient(server.url).get(`/api/public/schedule/available-time-slots?${params}`);
  expect(response.status, response.text).toBe(200);
  return response.json.slots as { start: string; end: string; specialistId: string; label: string }[];
}

describe('the booking calendar of several services', () => {
  it('offers starts where the whole visit fits, each buffer counted, with one who performs them all', async () => {
    const s = await salon();
    const services = `${s.service.id},${s.colouring.id}`;
    const offered = await slots(s, { services, date: '2026-12-21' });
    // 60 + 15 + 45 = 120 minutes: the last start that ends by 18:00 is 16:00; only Eglė colours.
    expect(offered[0]).toMatchObject({
      label: '09:00',
      start: '2026-12-21T09:00:00+02:00',
      end: '2026-12-21T11:00:00+02:00',
      specialistId: s.specialist.id,
    });
    expect(offered.at(-1)?.label).toBe('16:00');
    expect(new Set(offered.map((slot) => slot.specialistId))).toEqual(new Set([s.specialist.id]));

    const options = await createClient(server.url).get(
      `/api/public/schedule/calendar-options?business=${s.business.slug}&services=${services}`,
    );
    expect(options.status).toBe(200);
    expect(options.json.service).toEqual({
      id: s.service.id,
      name: 'Kirpimas ir Dažymas',
      durationMinutes: 120,
      priceCents: 9500,
    });
    expect(options.json.services.map((service: { name: string }) => service.name)).toEqual([
      'Kirpimas',
      'Dažymas',
    ]);
    expect(options.json.specialists).toEqual([{ id: s.specialist.id, name: 'Eglė Kirpėja' }]);

    // Nobody performs both colouring and manicure: no time at all.
    expect(await slots(s, { services: `${s.colouring.id},${s.manicure.id}`, date: '2026-12-21' })).toEqual(
      [],
    );
  });

  it('refuses a bad list with 400 in Lithuanian, and an unknown service with 404', async () => {
    const s = await salon();
    const api = createClient(server.url);
    const base = `/api/public/schedule/available-time-slots?business=${s.business.slug}&date=2026-12-21`;
    const one = await api.get(`${base}&services=${s.service.id}`);
    expect(one.status).toBe(400);
    expect(one.json.fields.services).toBe('Viename vizite galima rinktis nuo 2 iki 4 paslaugų.');
    const twice = await api.get(`${base}&services=${s.service.id},${s.service.id}`);
    expect(twice.status).toBe(400);
    expect(twice.json.fields.services).toBe('Ta pati paslauga vizite pasirinkta kelis kartus.');
    const both = await api.get(`${base}&service=${s.service.id}&services=${s.service.id},${s.colouring.id}`);
    expect(both.status).toBe(400);
    const unknown = await api.get(`${base}&services=${s.service.id},${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('service_not_found');
  });
});

describe('booking several services', () => {
  it('books every part back to back under one group, with one e-mail, one calendar file and one reminder set', async () => {
    const s = await salon();
    const { client: api, user } = await client('Greta Žilinskienė');
    const response = await api.post('/api/user/appointments', twoServices(s, '2026-12-21T09:00:00+02:00'));
    expect(response.status, response.text).toBe(201);
    const { appointment: visit, appointments: parts } = response.json;
    expect(parts).toHaveLength(2);
    const groupId = visit.groupId as string;
    expect(groupId).toEqual(expect.any(String));
    expect(parts.map((part: { groupId: string }) => part.groupId)).toEqual([groupId, groupId]);
    expect(parts.map((part: { start: string; end: string }) => [part.start, part.end])).toEqual([
      ['2026-12-21T09:00:00+02:00', '2026-12-21T10:00:00+02:00'],
      ['2026-12-21T10:15:00+02:00', '2026-12-21T11:00:00+02:00'],
    ]);
    expect(visit).toMatchObject({
      id: parts[0].id,
      start: '2026-12-21T09:00:00+02:00',
      end: '2026-12-21T11:00:00+02:00',
      service: { id: s.service.id, name: 'Kirpimas ir Dažymas' },
      priceCents: 9500,
      durationMinutes: 120,
    });
    expect(visit.parts.map((part: { service: { name: string } }) => part.service.name)).toEqual([
      'Kirpimas',
      'Dažymas',
    ]);

    const rows = await server.db.select().from(appointment).where(eq(appointment.groupId, groupId));
    expect(rows).toHaveLength(2);
    // The buffer after the colouring is 0: the specialist is free again at 11:00.
    expect(
      (await slots(s, { service: s.service.id, date: '2026-12-21', specialist: s.specialist.id }))[0]?.label,
    ).toBe('11:00');

    // One letter, one calendar file spanning the whole visit.
    const [mail] = await server.outbox.waitFor({ to: user.email });
    expect(mail!.subject).toBe('Jūsų vizitas užregistruotas – Grožio namai „Rūta“');
    expect(mail!.text).toContain('Kirpimas ir Dažymas');
    expect(mail!.text).toContain('09:00–11:00');
    const ics = mail!.parts.find((part) => part.contentType.startsWith('text/calendar'))!;
    const lines = ics.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20261221T070000Z');
    expect(lines).toContain('DTEND:20261221T090000Z');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    const clientNotes = await waitFor(async () => {
      const found = await server.db.select().from(notification).where(eq(notification.userId, user.id));
      return found.length > 0 ? found : null;
    }, 'the client notification');
    expect(clientNotes).toHaveLength(1);
    expect(await server.outbox.mails({ to: user.email })).toHaveLength(1);

    // Reminders are planned once, on the first part.
    const reminders = await server.db.select().from(appointmentReminder);
    expect(new Set(reminders.map((reminder) => reminder.appointmentId))).toEqual(new Set([parts[0].id]));

    // Mano vizitai: one card.
    const list = await api.get('/api/user/appointments?scope=upcoming');
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({ id: parts[0].id, groupId, end: '2026-12-21T11:00:00+02:00' });
    expect(list.json.items[0].parts).toHaveLength(2);
  });

  it('takes the services as form data too, ids separated by commas', async () => {
    const s = await salon();
    const { client: api } = await client();
    const response = await api.postForm('/api/user/appointments', {
      business: s.business.slug,
      services: `${s.service.id},${s.colouring.id}`,
      start: '2026-12-21T09:00:00+02:00',
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.appointments).toHaveLength(2);
  });

  it('books with "any specialist" only someone who performs every service', async () => {
    const s = await salon();
    const { client: api } = await client();
    const { specialist, ...body } = twoServices(s, '2026-12-21T12:00:00+02:00');
    expect(specialist).toBe(s.specialist.id);
    const response = await api.post('/api/user/appointments', body);
    expect(response.status, response.text).toBe(201);
    expect(response.json.appointment.specialist.id).toBe(s.specialist.id);
    // Asking for one who does not colour: 404 as for any specialist who does not perform the service.
    const wrong = await api.post('/api/user/appointments', {
      ...body,
      specialist: s.other.id,
      start: '2026-12-21T14:00:00+02:00',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error).toBe('specialist_not_found');
  });

  it('books nothing when any part would overlap, and a start that is no offered slot is 422', async () => {
    const s = await salon();
    const first = await client('Pirma Klientė');
    // A haircut at 10:30 for Eglė leaves 09:00 too short for haircut + colouring.
    expect(
      (
        await first.client.post('/api/user/appointments', {
          business: s.business.slug,
          service: s.service.id,
          specialist: s.specialist.id,
          start: '2026-12-21T10:30:00+02:00',
        })
      ).status,
    ).toBe(201);
    const second = await client('Antra Klientė');
    const refused = await second.client.post(
      '/api/user/appointments',
      twoServices(s, '2026-12-21T09:00:00+02:00'),
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('slot_taken');
    const odd = await second.client.post(
      '/api/user/appointments',
      twoServices(s, '2026-12-21T09:10:00+02:00'),
    );
    expect(odd.status).toBe(422);
    const held = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.clientUserId, second.user.id));
    expect(held).toHaveLength(0);
  });

  it('gives one of 20 parallel two-service bookings of one time a 201, the rest 409', async () => {
    const s = await salon();
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => client(`Klientė ${i + 1}`)));
    const answers = await Promise.all(
      racers.map(({ client: api }) =>
        api.post('/api/user/appointments', twoServices(s, '2026-12-22T13:00:00+02:00')),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.json.error).toBe('slot_taken');
    const rows = await server.db.select().from(appointment).where(eq(appointment.businessId, s.business.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.groupId)).size).toBe(1);
  });
});

describe('a visit of several services acts as one', () => {
  it('the client cancels the whole visit through any part; one message', async () => {
    const s = await salon();
    const { client: api, user } = await client();
    const booked = await api.post('/api/user/appointments', twoServices(s, '2026-12-21T09:00:00+02:00'));
    const parts = booked.json.appointments as { id: string }[];
    await server.outbox.waitFor({ to: user.email });
    const cancelled = await api.post('/api/user/appointment/decline', { id: parts[1]!.id });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.appointment).toMatchObject({ id: parts[0]!.id, status: 'cancelled' });
    const rows = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.groupId, booked.json.appointment.groupId));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const letters = await server.outbox.waitFor({ to: user.email, count: 2 });
    expect(letters).toHaveLength(2);
    expect(letters[1]!.text).toContain('Kirpimas ir Dažymas');
    // The time is free again.
    expect(
      (await slots(s, { service: s.service.id, date: '2026-12-21', specialist: s.specialist.id }))[0]?.label,
    ).toBe('09:00');
  });

  it('the salon confirms or declines the whole visit through one part; another business cannot', async () => {
    const s = await salon({ requiresConfirmation: true });
    const { client: api, user } = await client();
    const booked = await api.post('/api/user/appointments', twoServices(s, '2026-12-21T09:00:00+02:00'));
    expect(booked.json.appointment.status).toBe('pending');
    const parts = booked.json.appointments as { id: string }[];
    const groupId = booked.json.appointment.groupId as string;

    const stranger = await createBookableBusiness(server.db);
    const strangerOwner = await createUser(server.db, { name: 'Kito salono savininkė' });
    await createMembership(server.db, {
      businessId: stranger.business.id,
      userId: strangerOwner.user.id,
      role: 'owner',
    });
    const outsider = await signedInAs(server.url, strangerOwner);
    const refused = await outsider.patch(`/api/admin/appointment/${parts[1]!.id}`, { status: 'confirmed' });
    expect(refused.status).toBe(404);

    const owner = await signedInAs(server.url, s.owner);
    const confirmed = await owner.patch(`/api/admin/appointment/${parts[1]!.id}`, { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.appointment?.groupId ?? confirmed.json.groupId).toBe(groupId);
    let rows = await server.db.select().from(appointment).where(eq(appointment.groupId, groupId));
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed']);
    const letters = await server.outbox.waitFor({ to: user.email, count: 2 });
    expect(letters[1]!.text).toContain('Kirpimas ir Dažymas');

    // A part's service is not changed alone (its time moves the whole visit: visit-group-moves.test.ts).
    const changed = await owner.patch(`/api/admin/appointment/${parts[0]!.id}`, {
      serviceId: s.colouring.id,
    });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toBe('visit_group');

    const declined = await owner.patch(`/api/admin/appointment/${parts[0]!.id}`, {
      status: 'declined',
      declineReason: 'Specialistė serga.',
    });
    expect(declined.status, declined.text).toBe(200);
    rows = await server.db.select().from(appointment).where(eq(appointment.groupId, groupId));
    expect(rows.map((row) => row.status)).toEqual(['declined', 'declined']);
    await server.outbox.waitFor({ to: user.email, count: 3 });
    expect(await server.outbox.mails({ to: user.email })).toHaveLength(3);
  });
});

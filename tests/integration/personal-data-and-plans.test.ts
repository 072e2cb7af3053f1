// A client's own data (export, account deletion), a business erasing a client card, the phone number a
// business may require for online booking, notification preferences, and the owner switching plans.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import {
  appointment,
  billingDetails,
  business,
  clientCard,
  notification,
  pushSubscription,
  review,
  user,
} from '../../src/server/db/schema.ts';
import {
  createAppointment,
  createBookableBusiness,
  createClientCard,
  createUser,
} from '../fixtures/factories.ts';
import { MANAGERS_WRITE, signedInClient, signedInMember, useServerWithActors } from './support/actors.ts';
import { createClient } from './support/http-client.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const { server, actors } = useServerWithActors({ now: () => NOW });

/** A client with a completed visit, a card, a review, a notification and a push subscription at `home`. */
async function clientWithHistory() {
  const { home } = actors;
  const person = await createUser(server.db, { name: 'Gabija Duomenytė', phoneNumber: '+37061234500' });
  const card = await createClientCard(server.db, {
    businessId: home.business.id,
    userId: person.user.id,
    name: 'Gabija Duomenytė',
    phone: '+37061234500',
    email: person.user.email,
    notes: 'Alergiška amoniakui.',
  });
  const visit = await createAppointment(server.db, {
    businessId: home.business.id,
    specialistId: home.specialist.id,
    serviceId: home.service.id,
    startsAt: new Date('2026-12-01T08:00:00Z'),
    status: 'completed',
    clientUserId: person.user.id,
    clientCardId: card.id,
    clientNote: 'Prašau ramios muzikos.',
  });
  await server.db.insert(review).values({
    businessId: home.business.id,
    appointmentId: visit.id,
    userId: person.user.id,
    authorName: 'Gabija D.',
    rating: 5,
    comment: 'Puiku!',
  });
  await server.db.insert(notification).values({
    userId: person.user.id,
    businessId: home.business.id,
    type: 'appointment_completed',
    title: 'Kaip sekėsi vizitas?',
    href: '/mano-vizitai',
  });
  await server.db.insert(pushSubscription).values({
    userId: person.user.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${person.user.id}`,
    p256dh: 'p256dh-key',
    auth: 'auth-secret',
    serverKey: 'server-key',
  });
  return { person, card, visit, client: await signedInClient(server.url, person) };
}

describe('GET /api/user/profile/export', () => {
  it('gives the signed-in person their own profile, visits, reviews, notifications and subscriptions', async () => {
    const { person, visit, client } = await clientWithHistory();
    const other = await clientWithHistory();
    const response = await client.get('/api/user/profile/export');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mano-duomenys-/);
    const data = response.json;
    expect(data.profile).toMatchObject({
      id: person.user.id,
      email: person.user.email,
      phoneNumber: '+37061234500',
    });
    expect(data.appointments).toEqual([
      expect.objectContaining({ id: visit.id, status: 'completed', note: 'Prašau ramios muzikos.' }),
    ]);
    // The salon's notes (health data among them) are the person's to read too.
    expect(data.clientCards).toEqual([
      expect.objectContaining({ name: 'Gabija Duomenytė', notes: 'Alergiška amoniakui.' }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Puiku!' })]);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'Kaip sekėsi vizitas?' })]);
    expect(data.pushSubscriptions).toEqual([
      { endpoint: `https://fcm.googleapis.com/fcm/send/${person.user.id}`, createdAt: expect.any(String) },
    ]);
    // Only one's own: nothing of the other client, and no push secrets.
    expect(response.text).not.toContain(other.person.user.id);
    expect(response.text).not.toContain('auth-secret');
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await createClient(server.url).get('/api/user/profile/export');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/user/profile/delete', () => {
  it('refuses a wrong password and a missing confirmation, and deletes nothing', async () => {
    const { person, client } = await clientWithHistory();
    const wrong = await client.post('/api/user/profile/delete', { password: 'neteisingas', confirm: true });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({
      error: 'invalid_password',
      fields: { password: 'Neteisingas slaptažodis.' },
    });
    const unconfirmed = await client.post('/api/user/profile/delete', {
      password: person.password,
      confirm: false,
    });
    expect(unconfirmed.status).toBe(400);
    const [still] = await server.db.select().from(user).where(eq(user.id, person.user.id));
    expect(still).toBeDefined();
  });

  it('deletes the account, keeps the visit without personal data, and e-mails a confirmation', async () => {
    const { person, card, visit, client } = await clientWithHistory();
    const response = await client.post('/api/user/profile/delete', {
      password: person.password,
      confirm: 'on',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      success: true,
      message: 'Paskyra ištrinta. Patvirtinimą išsiuntėme el. paštu.',
    });

    expect(await server.db.select().from(user).where(eq(user.id, person.user.id))).toEqual([]);
    const [kept] = await server.db.select().from(appointment).where(eq(appointment.id, visit.id));
    expect(kept).toMatchObject({ status: 'completed', clientUserId: null, clientNote: '' });
    const [erased] = await server.db.select().from(clientCard).where(eq(clientCard.id, card.id));
    expect(erased).toMatchObject({
      name: 'Ištrintas klientas',
      phone: null,
      email: null,
      notes: '',
      userId: null,
    });
    expect(erased!.erasedAt).not.toBeNull();
    const [rated] = await server.db.select().from(review).where(eq(review.appointmentId, visit.id));
    expect(rated).toMatchObject({ authorName: 'Buvęs klientas', userId: null, rating: 5 });
    expect(
      await server.db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.user.id)),
    ).toEqual([]);

    const [mail] = await server.outbox.waitFor({ to: person.user.email, subject: 'Jūsų paskyra ištrinta' });
    expect(mail!.text).toContain('be jūsų vardo, telefono numerio, el. pašto adreso ir pastabų');
    // The session went with the account.
    expect((await client.get('/api/user/profile/export')).status).toBe(401);
  });

  it('asks a person with two-factor sign-in for a fresh authenticator code too', async () => {
    const { person, client } = await clientWithHistory();
    const started = await client.post('/api/user/profile/toggle-2fa', {
      enabled: true,
      password: person.password,
    });
    expect(started.status, started.text).toBe(200);
    const totp = OTPAuth.URI.parse(started.json.totpURI) as OTPAuth.TOTP;
    const enabled = await client.post('/api/user/profile/toggle-2fa', {
      enabled: true,
      code: totp.generate(),
    });
    expect(enabled.status, enabled.text).toBe(200);

    const base = { password: person.password, confirm: true };
    const missing = await client.post('/api/user/profile/delete', base);
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ error: 'invalid_code', fields: { code: expect.any(String) } });
    const wrongDigits = String((Number(totp.generate({ timestamp: Date.now() + 30_000 })) + 1) % 1_000_000);
    const wrong = await client.post('/api/user/profile/delete', {
      ...base,
      code: wrongDigits.padStart(6, '0'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toBe('invalid_code');
    expect(await server.db.select().from(user).where(eq(user.id, person.user.id))).toHaveLength(1);

    // The authenticator's next code: valid now and never used before.
    const right = await client.post('/api/user/profile/delete', {
      ...base,
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(right.status, right.text).toBe(200);
    expect(await server.db.select().from(user).where(eq(user.id, person.user.id))).toEqual([]);
  });

  it('refuses the sole owner of a business', async () => {
    const salon = await createBookableBusiness(server.db);
    const { person: owner, client } = await signedInMember(server, salon.business.id, 'owner', {
      name: 'Vienintelė Savininkė',
    });
    const response = await client.post('/api/user/profile/delete', {
      password: owner.password,
      confirm: true,
    });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe('sole_owner');
  });
});

describe('POST /api/admin/client-card/{cardId}/erase', () => {
  it('lets the business’s managers erase its own cards only', async () => {
    const statuses = await actors.statuses(async (client) => {
      const card = await createClientCard(server.db, {
        businessId: actors.home.business.id,
        name: 'Trinama Klientė',
      });
      return client.post(`/api/admin/client-card/${card.id}/erase`, {});
    });
    expect(statuses).toEqual(MANAGERS_WRITE);
  });

  it('removes the personal data but keeps the visits; another business’s card is not found', async () => {
    const { card, visit } = await clientWithHistory();
    const stranger = await actors.clients.otherAdmin.post(`/api/admin/client-card/${card.id}/erase`, {});
    expect(stranger.status).toBe(404);
    const [untouched] = await server.db.select().from(clientCard).where(eq(clientCard.id, card.id));
    expect(untouched!.name).toBe('Gabija Duomenytė');

    const erased = await actors.clients.owner.post(`/api/admin/client-card/${card.id}/erase`, {});
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json).toEqual({ success: true, message: 'Kliento asmens duomenys ištrinti.' });
    const [row] = await server.db.select().from(clientCard).where(eq(clientCard.id, card.id));
    expect(row).toMatchObject({
      name: 'Ištrintas klientas',
      phone: null,
      email: null,
      notes: '',
      userId: null,
    });
    const [kept] = await server.db.select().from(appointment).where(eq(appointment.id, visit.id));
    expect(kept).toMatchObject({ clientCardId: card.id, clientNote: '', status: 'completed' });
    const again = await actors.clients.owner.post(`/api/admin/client-card/${card.id}/erase`, {});
    expect(again.status).toBe(409);
  });
});

describe('a business that requires a phone number', () => {
  it('refuses an online booking from a client without one, and takes it once the number is saved', async () => {
    const salon = await createBookableBusiness(server.db);
    const { client: ownerClient } = await signedInMember(server, salon.business.id, 'owner');
    const set = await ownerClient.patch(`/api/admin/business/${salon.business.id}`, {
      requiresPhoneNumber: true,
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.requiresPhoneNumber).toBe(true);

    const options = await createClient(server.url).get(
      `/api/public/schedule/calendar-options?business=${salon.business.slug}&service=${salon.service.id}`,
    );
    expect(options.json.requiresPhoneNumber).toBe(true);

    const person = await createUser(server.db, { name: 'Be Telefono' });
    const client = await signedInClient(server.url, person);
    const body = {
      business: salon.business.slug,
      service: salon.service.id,
      start: '2026-12-21T09:00:00+02:00',
    };
    const refused = await client.post('/api/user/appointments', body);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      error: 'phone_required',
      message: 'Šis salonas registruoja tik klientus, nurodžiusius telefono numerį.',
    });
    expect(
      await server.db.select().from(appointment).where(eq(appointment.clientUserId, person.user.id)),
    ).toEqual([]);

    expect((await client.post('/api/user/profile/phone-number', { phoneNumber: '8 612 34567' })).status).toBe(
      200,
    );
    const booked = await client.post('/api/user/appointments', body);
    expect(booked.status, booked.text).toBe(201);
  });
});

describe('notification preferences', () => {
  it('are on by default, change one kind on one channel, and stay one’s own', async () => {
    const first = await clientWithHistory();
    const second = await clientWithHistory();
    const initial = await first.client.get('/api/user/notification-preferences');
    expect(initial.json.items).toEqual([
      expect.objectContaining({ kind: 'reminder', email: true, push: true }),
      expect.objectContaining({ kind: 'appointment_change', email: true, push: true }),
    ]);
    const changed = await first.client.post('/api/user/notification-preferences', {
      kind: 'reminder',
      channel: 'push',
      enabled: 'false',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.items[0]).toMatchObject({ kind: 'reminder', email: true, push: false });
    const untouched = await second.client.get('/api/user/notification-preferences');
    expect(untouched.json.items[0]).toMatchObject({ push: true });
    const bad = await first.client.post('/api/user/notification-preferences', {
      kind: 'spam',
      channel: 'push',
      enabled: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.kind).toBe('Nežinoma pranešimų rūšis.');
  });
});

describe('plans', () => {
  it('the owner switches to Premium (dated, the amount follows); others cannot', async () => {
    const { home } = actors;
    const path = `/api/admin/business/${home.business.id}/billing-details/plan`;
    const before = await actors.clients.owner.get(`/api/admin/business/${home.business.id}/billing-details`);
    expect(before.json.amount.plan.code).toBe('standard');
    expect(before.json.planChangedAt).toBeNull();

    for (const actor of ['admin', 'specialist', 'client'] as const) {
      expect((await actors.clients[actor].post(path, { plan: 'premium' })).status, actor).not.toBe(200);
    }
    expect((await actors.clients.otherAdmin.post(path, { plan: 'premium' })).status).toBe(404);
    expect((await actors.clients.owner.post(path, { plan: 'gold' })).status).toBe(400);

    const switched = await actors.clients.owner.post(path, { plan: 'premium' });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json.planChangedAt).toBe(NOW.toISOString());
    expect(switched.json.amount.plan.code).toBe('premium');
    expect(switched.json.amount.amountCents).toBeGreaterThan(before.json.amount.amountCents);
    const [row] = await server.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.businessId, home.business.id));
    expect(row).toMatchObject({ planCode: 'premium' });

    await actors.clients.owner.post(path, { plan: 'standard' });
  });

  it('a Standard business cannot set its own domain; a Premium one can', async () => {
    const salon = await createBookableBusiness(server.db);
    const { client } = await signedInMember(server, salon.business.id, 'owner');
    const domain = `salonas-${salon.business.slug}.lt`;
    const refused = await client.patch(`/api/admin/business/${salon.business.id}`, { domain });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('premium_required');
    const [still] = await server.db.select().from(business).where(eq(business.id, salon.business.id));
    expect(still!.domain).toBeNull();

    await client.post(`/api/admin/business/${salon.business.id}/billing-details/plan`, { plan: 'premium' });
    const saved = await client.patch(`/api/admin/business/${salon.business.id}`, { domain });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.domain).toBe(domain);
  });
});

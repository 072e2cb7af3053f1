// Billing details and the monthly fee, the onboarding checklist (skip-instuction, publishing, the onboarded
// flag) and the operator's tools (all businesses, mark-as-contacted, creating a business and inviting its owner).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  billingDetails,
  business,
  invitation,
  membership,
  skippedInstruction,
} from '../../src/server/db/schema.ts';
import {
  createAppointment,
  createBookableBusiness,
  createBusiness,
  createMembership,
  createSpecialist,
} from '../fixtures/factories.ts';
import {
  ALL_ACTORS,
  MANAGERS_WRITE,
  OPERATOR_ONLY_ON_BUSINESS,
  useServerWithActors,
  type ActorName,
} from './support/actors.ts';
import { createClient } from './support/http-client.ts';

const NBSP = '\u00A0';
// A Tuesday morning in Vilnius: next working days are near.
const NOW = new Date('2026-03-10T08:00:00Z');
const { server, actors } = useServerWithActors({ now: () => NOW });

const home = () => `/api/admin/business/${actors.home.business.id}`;
const operatorOnly: Record<ActorName, number> = {
  anonymous: 401,
  client: 403,
  specialist: 403,
  otherAdmin: 403,
  admin: 403,
  owner: 403,
  operator: 200,
};

describe('authorisation matrix', () => {
  it.each(ALL_ACTORS)('billing details, PATCH and amount as %s', async (actor) => {
    const client = actors.clients[actor];
    expect((await client.get(`${home()}/billing-details`)).status).toBe(MANAGERS_WRITE[actor]);
    expect((await client.patch(`${home()}/billing-details`, { address: `Adresas ${actor}` })).status).toBe(
      MANAGERS_WRITE[actor],
    );
    expect((await client.get(`${home()}/billing-details/amount`)).status).toBe(MANAGERS_WRITE[actor]);
  });

  it.each(ALL_ACTORS)('onboarding state, skip-instuction and publish as %s', async (actor) => {
    const client = actors.clients[actor];
    expect((await client.get(`${home()}/onboarding`)).status).toBe(MANAGERS_WRITE[actor]);
    const skip = await client.post(`/api/admin/skip-instuction/logo?business=${actors.home.business.id}`);
    expect(skip.status, skip.text).toBe(MANAGERS_WRITE[actor]);
    // The home business is bookable and already onboarded: publishing again is a no-op success.
    expect((await client.post(`${home()}/publish`)).status).toBe(MANAGERS_WRITE[actor]);
  });

  it.each(ALL_ACTORS)('the operator switch of onboarded as %s', async (actor) => {
    const response = await actors.clients[actor].post(`${home()}/onboarded`, { onboarded: true });
    expect(response.status, response.text).toBe(OPERATOR_ONLY_ON_BUSINESS[actor]);
  });

  it.each(ALL_ACTORS)('mark-as-contacted as %s', async (actor) => {
    await server.db
      .update(business)
      .set({ onboarded: false, contactedAt: null })
      .where(eq(business.id, actors.home.business.id));
    const response = await actors.clients[actor].post(`${home()}/mark-as-contacted`);
    expect(response.status, response.text).toBe(OPERATOR_ONLY_ON_BUSINESS[actor]);
    await server.db.update(business).set({ onboarded: true }).where(eq(business.id, actors.home.business.id));
  });

  it.each(ALL_ACTORS)('owner invitation as %s', async (actor) => {
    const response = await actors.clients[actor].post(`${home()}/owner`, {
      email: `savininkas.${actor.toLowerCase()}@example.lt`,
    });
    expect(response.status, response.text).toBe(OPERATOR_ONLY_ON_BUSINESS[actor]);
  });

  it.each(ALL_ACTORS)('operator business list and create as %s', async (actor) => {
    const client = actors.clients[actor];
    expect((await client.get('/api/admin/operator/businesses')).status).toBe(operatorOnly[actor]);
    const created = await client.post('/api/admin/operator/businesses', {
      name: `Salonas ${actor}`,
      slug: `salonas-matrica-${actor.toLowerCase()}`,
      city: 'vilnius',
      ownerEmail: `matrica.${actor.toLowerCase()}@example.lt`,
    });
    expect(created.status, created.text).toBe(operatorOnly[actor] === 200 ? 201 : operatorOnly[actor]);
  });
});

describe('billing details', () => {
  it('reads the details with the amount due: base fee plus active specialists', async () => {
    await createSpecialist(server.db, actors.home.business.id, { name: 'Antra aktyvi' });
    await createSpecialist(server.db, actors.home.business.id, { name: 'Neaktyvi', active: false });
    const response = await actors.clients.owner.get(`${home()}/billing-details`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ companyCode: '300000000', vatCode: '', complete: true });
    const amount = await actors.clients.owner.get(`${home()}/billing-details/amount`);
    expect(amount.json).toEqual({
      amountCents: 3900,
      formatted: `39,00${NBSP}€`,
      plan: { code: 'standard', name: 'Standartinis', baseFeeCents: 1900, perSpecialistCents: 1000 },
      activeSpecialists: 2,
      breakdown: [
        { label: 'Planas „Standartinis“', amountCents: 1900, formatted: `19,00${NBSP}€` },
        { label: `2 aktyvūs specialistai × 10,00${NBSP}€`, amountCents: 2000, formatted: `20,00${NBSP}€` },
      ],
    });
    expect(response.json.amount).toEqual(amount.json);
  });

  it('changes the company details, normalising codes and e-mail', async () => {
    const response = await actors.clients.admin.patch(`${home()}/billing-details`, {
      companyName: 'UAB „Rūta“',
      companyCode: '123 456 789',
      vatCode: 'lt 100001234567',
      address: 'Pilies g. 1, Vilnius',
      invoiceEmail: ' Saskaitos@Ruta.lt ',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      companyName: 'UAB „Rūta“',
      companyCode: '123456789',
      vatCode: 'LT100001234567',
      invoiceEmail: 'saskaitos@ruta.lt',
    });
    const cleared = await actors.clients.admin.patch(`${home()}/billing-details`, { vatCode: '' });
    expect(cleared.json.vatCode).toBe('');
  });

  it.each([
    [{ companyCode: '12345678' }, 'companyCode', /9 skaitmenys/],
    [{ companyCode: '12345678a' }, 'companyCode', /9 skaitmenys/],
    [{ vatCode: 'LT12345' }, 'vatCode', /LT ir 9 arba 12/],
    [{ vatCode: 'LV123456789' }, 'vatCode', /LT ir 9 arba 12/],
    [{ invoiceEmail: 'saskaitos' }, 'invoiceEmail', /el\. pašto/],
    [{ companyName: 'A' }, 'companyName', /pavadinimą/],
  ])('refuses %j with 400 and a Lithuanian message', async (body, field, message) => {
    const response = await actors.clients.owner.patch(`${home()}/billing-details`, body);
    expect(response.status).toBe(400);
    expect(response.json.fields[field]).toMatch(message);
  });

  it('creates the billing row on the first save of a business that had none', async () => {
    const biz = await createBusiness(server.db);
    await server.db.delete(billingDetails).where(eq(billingDetails.businessId, biz.id));
    await createMembership(server.db, { businessId: biz.id, userId: await userIdOf('owner'), role: 'owner' });
    const empty = await actors.clients.owner.get(`/api/admin/business/${biz.id}/billing-details`);
    expect(empty.json).toMatchObject({ companyName: '', complete: false, amount: { amountCents: 1900 } });
    const saved = await actors.clients.owner.patch(`/api/admin/business/${biz.id}/billing-details`, {
      companyCode: '111222333',
    });
    expect(saved.json.companyCode).toBe('111222333');
  });
});

describe('onboarding checklist', () => {
  it('computes every item from the data and lets only optional ones be skipped', async () => {
    const biz = await createBusiness(server.db, { onboarded: false, description: '', phone: null });
    await createMembership(server.db, { businessId: biz.id, userId: await userIdOf('owner'), role: 'owner' });
    const owner = actors.clients.owner;
    const state = async () => (await owner.get(`/api/admin/business/${biz.id}/onboarding`)).json;

    const first = await state();
    expect(first.items.map((i: { key: string }) => i.key)).toEqual([
      'profile',
      'services',
      'team',
      'schedule',
      'logo',
      'booking-link',
    ]);
    expect(first).toMatchObject({
      ready: false,
      completed: 0,
      total: 6,
      bookingPath: `/naujas-vizitas/${biz.slug}`,
    });
    expect(first.items[0]).toMatchObject({
      key: 'profile',
      required: true,
      done: false,
      href: `/administratorius/nustatymai/${biz.slug}`,
    });

    const refused = await owner.post(`/api/admin/business/${biz.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('not_ready');
    expect(refused.json.message).toMatch(/Liko: „Užpildykite verslo profilį“/);

    const required = await owner.post(`/api/admin/skip-instuction/services`, { business: biz.id });
    expect(required.status).toBe(422);
    expect(required.json.message).toMatch(/praleisti negalima/);
    const unknown = await owner.post(`/api/admin/skip-instuction/kalendorius`, { business: biz.id });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields.instruction).toBe('Tokio patarimo nėra.');

    // Form data, as the seed's request helper sends it; repeating changes nothing.
    for (let i = 0; i < 2; i += 1) {
      const skipped = await owner.postForm(`/api/admin/skip-instuction/logo`, { business: biz.slug });
      expect(skipped.status, skipped.text).toBe(200);
      expect(skipped.json).toEqual({ success: true, instruction: 'logo', skipped: true });
    }
    const rows = await server.db
      .select()
      .from(skippedInstruction)
      .where(eq(skippedInstruction.businessId, biz.id));
    expect(rows).toMatchObject([{ instruction: 'logo', skippedByUserId: await userIdOf('owner') }]);

    await owner.patch(`/api/admin/business/${biz.id}`, {
      description: 'Jaukus salonas.',
      phone: '+37061234567',
    });
    const svc = (
      await owner.post(`/api/admin/business/${biz.id}/services`, {
        area: 'kirpejai',
        name: 'Kirpimas',
        durationMinutes: 30,
        priceCents: 2000,
      })
    ).json.service;
    let now = await state();
    expect(now.items.filter((i: { done: boolean }) => i.done).map((i: { key: string }) => i.key)).toEqual([
      'profile',
      'services',
    ]);
    await owner.post(`/api/admin/business/${biz.id}/specialists`, { name: 'Ona', serviceIds: [svc.id] });
    now = await state();
    expect(now).toMatchObject({ ready: true, completed: 5 });
    expect(now.items.find((i: { key: string }) => i.key === 'logo')).toMatchObject({
      done: false,
      skipped: true,
    });
    expect(now.items.find((i: { key: string }) => i.key === 'schedule').href).toMatch(
      /^\/administratorius\/tvarkarastis\//,
    );

    const published = await owner.post(`/api/admin/business/${biz.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ success: true, onboarded: true });
    const [row] = await server.db.select().from(business).where(eq(business.id, biz.id));
    expect(row?.onboarded).toBe(true);
  });

  it('skip-instuction defaults to the signed-in user’s business and refuses an empty body gracefully', async () => {
    const response = await actors.clients.admin.post('/api/admin/skip-instuction/booking-link');
    expect(response.status, response.text).toBe(200);
    const rows = await server.db
      .select()
      .from(skippedInstruction)
      .where(
        and(
          eq(skippedInstruction.businessId, actors.home.business.id),
          eq(skippedInstruction.instruction, 'booking-link'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('marks the booking link done after the first online booking', async () => {
    await createAppointment(server.db, {
      businessId: actors.home.business.id,
      specialistId: actors.home.specialist.id,
      serviceId: actors.home.service.id,
      startsAt: new Date('2026-03-12T09:00:00Z'),
      source: 'online',
    });
    const state = (await actors.clients.owner.get(`${home()}/onboarding`)).json;
    expect(state.items.find((i: { key: string }) => i.key === 'booking-link')).toMatchObject({
      done: true,
      skipped: false,
    });
  });

  it('the operator switches onboarded off and on; a non-onboarded business cannot be booked', async () => {
    const bookable = await createBookableBusiness(server.db);
    const off = await actors.clients.operator.postForm(
      `/api/admin/business/${bookable.business.id}/onboarded`,
      { onboarded: 'false' },
    );
    expect(off.status, off.text).toBe(200);
    expect(off.json.onboarded).toBe(false);

    const booking = await actors.clients.client.post('/api/user/appointments', {
      business: bookable.business.slug,
      service: bookable.service.id,
      start: '2026-03-11T09:00:00+02:00',
    });
    expect(booking.status).toBe(404);
    expect(booking.json.message).toMatch(/negalima registruotis/);
    const dates = await actors.clients.anonymous.get(
      `/api/public/schedule/available-dates?business=${bookable.business.slug}&service=${bookable.service.id}&from=2026-03-11&to=2026-03-20`,
    );
    expect(dates.status).toBe(404);

    const on = await actors.clients.operator.post(`/api/admin/business/${bookable.business.id}/onboarded`, {
      onboarded: true,
    });
    expect(on.json.onboarded).toBe(true);
    const open = await actors.clients.anonymous.get(
      `/api/public/schedule/available-dates?business=${bookable.business.slug}&service=${bookable.service.id}&from=2026-03-11&to=2026-03-20`,
    );
    expect(open.status).toBe(200);
    expect(open.json.dates.length).toBeGreaterThan(0);
  });
});

describe('operator tools', () => {
  it('lists every business with onboarding state, owner and contact time, not-onboarded first, searchable', async () => {
    const waiting = await createBusiness(server.db, { onboarded: false, name: 'Laukiantis Žiedas' });
    await createMembership(server.db, {
      businessId: waiting.id,
      userId: await userIdOf('admin'),
      role: 'owner',
    });
    const response = await actors.clients.operator.get('/api/admin/operator/businesses');
    expect(response.status).toBe(200);
    const items = response.json.items as { id: string; onboarded: boolean; owner: unknown }[];
    expect(items.findIndex((i) => i.onboarded)).toBeGreaterThan(items.findLastIndex((i) => !i.onboarded));
    expect(items.find((i) => i.id === waiting.id)).toMatchObject({
      onboarded: false,
      contactedAt: null,
      owner: { name: 'Administratorė Testaitė' },
      activeServices: 0,
    });

    const search = await actors.clients.operator.get(
      '/api/admin/operator/businesses?q=ZIEDAS%20laukiantis&state=not-onboarded',
    );
    expect(search.json.items.map((i: { id: string }) => i.id)).toEqual([waiting.id]);
    const onlyOnboarded = await actors.clients.operator.get('/api/admin/operator/businesses?state=onboarded');
    expect(onlyOnboarded.json.items.every((i: { onboarded: boolean }) => i.onboarded)).toBe(true);
    const bad = await actors.clients.operator.get('/api/admin/operator/businesses?state=kazkas');
    expect(bad.status).toBe(400);
    expect(bad.json.fields.state).toBe('Neteisinga būsena.');
  });

  it('marks a not-onboarded business as contacted, and refuses an onboarded one with 409', async () => {
    const waiting = await createBusiness(server.db, { onboarded: false });
    const marked = await actors.clients.operator.post(`/api/admin/business/${waiting.id}/mark-as-contacted`);
    expect(marked.status).toBe(200);
    expect(marked.json).toEqual({ success: true, contactedAt: NOW.toISOString() });
    const [row] = await server.db.select().from(business).where(eq(business.id, waiting.id));
    expect(row?.contactedAt?.toISOString()).toBe(NOW.toISOString());

    const onboarded = await actors.clients.operator.post(
      `/api/admin/business/${actors.other.business.id}/mark-as-contacted`,
    );
    expect(onboarded.status).toBe(409);
    expect(onboarded.json).toMatchObject({
      error: 'already_onboarded',
      message: expect.stringMatching(/jau paskelbtas/),
    });
    expect(
      (await actors.clients.operator.post('/api/admin/business/nera-tokio/mark-as-contacted')).status,
    ).toBe(404);
  });

  it('creates a business and invites its owner, who accepts and can then manage it', async () => {
    const email = 'nauja.savininke@example.lt';
    const response = await actors.clients.operator.post('/api/admin/operator/businesses', {
      name: 'Grožio studija Rūta',
      slug: 'Grozio-Studija-Ruta',
      city: 'kaunas',
      ownerEmail: email.toUpperCase(),
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json.business).toMatchObject({
      slug: 'grozio-studija-ruta',
      name: 'Grožio studija Rūta',
      city: 'kaunas',
      onboarded: false,
      owner: null,
      pendingOwnerInvitation: { email },
    });
    expect(response.json.ownerAssignment).toMatchObject({
      email,
      message: expect.stringMatching(/Kvietimas/),
    });
    const businessId = response.json.business.id as string;
    const [billing] = await server.db
      .select()
      .from(billingDetails)
      .where(eq(billingDetails.businessId, businessId));
    expect(billing).toMatchObject({ planCode: 'standard', invoiceEmail: email });
    const [invite] = await server.db.select().from(invitation).where(eq(invitation.businessId, businessId));
    expect(invite).toMatchObject({ email, role: 'owner', acceptedAt: null });

    const [mail] = await server.outbox.mails({ containing: email });
    const token = /\/kvietimas\/([A-Za-z0-9_-]{43})/.exec(mail?.plain ?? '')?.[1];
    expect(token).toBeTruthy();
    const owner = createClient(server.url);
    const signUp = await owner.post('/api/auth/sign-up/email', {
      name: 'Rūta Savininkė',
      email,
      password: 'slaptazodis-123',
    });
    expect(signUp.status, signUp.text).toBe(200);
    // The sign-up opens no session (it answers the same for an address that already has an account).
    await owner.signIn(email, 'slaptazodis-123');
    const accepted = await owner.post(`/api/public/invitations/${token}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const [member] = await server.db.select().from(membership).where(eq(membership.businessId, businessId));
    expect(member?.role).toBe('owner');
    expect((await owner.get(`/api/admin/business/grozio-studija-ruta`)).status).toBe(200);

    const listed = await actors.clients.operator.get('/api/admin/operator/businesses?q=ruta');
    expect(listed.json.items.find((i: { id: string }) => i.id === businessId)).toMatchObject({
      owner: { name: 'Rūta Savininkė', email },
      pendingOwnerInvitation: null,
    });
  });

  it('refuses a taken or malformed slug, an unknown city and a bad e-mail in Lithuanian', async () => {
    const valid = { name: 'Salonas', slug: 'laisvas-adresas', city: 'vilnius', ownerEmail: 'a@example.lt' };
    const taken = await actors.clients.operator.post('/api/admin/operator/businesses', {
      ...valid,
      slug: actors.home.business.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.fields.slug).toMatch(/užimtas/);
    const reserved = await actors.clients.operator.post('/api/admin/operator/businesses', {
      ...valid,
      slug: 'administratorius',
    });
    expect(reserved.status).toBe(400);
    expect(reserved.json.fields.slug).toMatch(/užimtas/);
    for (const slug of ['ab', 'grožis', 'su tarpu', '-bruksnys', 'du--bruksniai']) {
      const bad = await actors.clients.operator.post('/api/admin/operator/businesses', { ...valid, slug });
      expect(bad.status, slug).toBe(400);
      expect(bad.json.fields.slug).toMatch(/lotyniškų raidžių/);
    }
    const city = await actors.clients.operator.post('/api/admin/operator/businesses', {
      ...valid,
      city: 'atlantida',
    });
    expect(city.status).toBe(422);
    const mail = await actors.clients.operator.post('/api/admin/operator/businesses', {
      ...valid,
      ownerEmail: 'ne-pastas',
    });
    expect(mail.status).toBe(400);
    expect(mail.json.fields.ownerEmail).toMatch(/el\. pašto/);
    const none = await server.db.select().from(business).where(eq(business.slug, 'laisvas-adresas'));
    expect(none).toHaveLength(0);
  });

  it('re-invites the owner of an existing business, renewing the pending invitation', async () => {
    const biz = await createBusiness(server.db, { onboarded: false });
    const first = await actors.clients.operator.post(`/api/admin/business/${biz.id}/owner`, {
      email: 'kitas@example.lt',
    });
    expect(first.status, first.text).toBe(200);
    const again = await actors.clients.operator.postForm(`/api/admin/business/${biz.slug}/owner`, {
      email: 'kitas@example.lt',
    });
    expect(again.status).toBe(200);
    const rows = await server.db.select().from(invitation).where(eq(invitation.businessId, biz.id));
    expect(rows).toHaveLength(1);
  });
});

const userIds = new Map<string, string>();
async function userIdOf(actor: Exclude<ActorName, 'anonymous'>): Promise<string> {
  let id = userIds.get(actor);
  if (!id) {
    id = (await actors.clients[actor].get('/api/auth/get-session')).json.user.id as string;
    userIds.set(actor, id);
  }
  return id;
}

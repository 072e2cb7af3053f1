import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CARD_TEXTS } from '../../src/contracts/client-cards.ts';
import { clientCard } from '../../src/server/db/schema.ts';
import { findOrCreateClientCard } from '../../src/server/modules/client-cards/find-or-create-client-card.ts';
import { createAppointment, createClientCard, createUser } from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, useServerWithActors } from './support/actors.ts';

const { server, actors } = useServerWithActors();

let hour = 0;
/** A visit of `userId` (and/or card) at home, on its own hour so visits never overlap. */
async function visit(input: {
  userId?: string;
  cardId?: string;
  status: 'completed' | 'no_show' | 'confirmed' | 'cancelled';
  priceCents?: number;
  future?: boolean;
}) {
  hour += 1;
  const base = input.future ? Date.UTC(2030, 0, 7, 8) : Date.UTC(2025, 0, 6, 8);
  return createAppointment(server.db, {
    businessId: actors.home.business.id,
    specialistId: actors.home.specialist.id,
    serviceId: actors.home.service.id,
    startsAt: new Date(base + hour * 3600_000),
    clientUserId: input.userId ?? null,
    clientCardId: input.cardId ?? null,
    status: input.status,
    priceCents: input.priceCents,
  });
}

describe('authorisation matrix', () => {
  let userId: string;
  let cardId: string;
  beforeAll(async () => {
    const { user } = await createUser(server.db, { name: 'Matricos Klientė' });
    userId = user.id;
    await visit({ userId, status: 'completed' });
    const card = await findOrCreateClientCard(server.db, { businessId: actors.home.business.id, user });
    cardId = card.id;
  });

  it.each(ALL_ACTORS)('every client-card endpoint as %s', async (actor) => {
    const client = actors.clients[actor];
    const expected = MANAGERS_WRITE[actor];
    const home = actors.home.business;
    expect((await client.get(`/api/admin/user/${userId}/client-card?business=${home.slug}`)).status).toBe(
      expected,
    );
    expect(
      (
        await client.postForm(`/api/admin/user/${userId}/client-card`, {
          business: home.id,
          notes: `Pastaba nuo ${actor}`,
        })
      ).status,
    ).toBe(expected);
    expect((await client.get(`/api/admin/business/${home.id}/clients`)).status).toBe(expected);
    const created = await client.post(`/api/admin/business/${home.slug}/clients`, {
      name: `Atėjusi ${actor}`,
    });
    expect(created.status, created.text).toBe(expected === 200 ? 201 : expected);
    expect((await client.get(`/api/admin/client-card/${cardId}`)).status).toBe(expected);
    expect(
      (await client.patch(`/api/admin/client-card/${cardId}`, { notes: `Pakeista: ${actor}` })).status,
    ).toBe(expected);
  });

  it("answers 404 for another business's card and for a card asked through another business", async () => {
    const foreign = await createClientCard(server.db, {
      businessId: actors.other.business.id,
      name: 'Svetima Klientė',
    });
    expect((await actors.clients.owner.get(`/api/admin/client-card/${foreign.id}`)).status).toBe(404);
    expect(
      (await actors.clients.owner.patch(`/api/admin/client-card/${foreign.id}`, { notes: 'x' })).status,
    ).toBe(404);
    expect((await actors.clients.otherAdmin.get(`/api/admin/client-card/${cardId}`)).status).toBe(404);
    // The user has no card in the other business.
    expect(
      (
        await actors.clients.otherAdmin.get(
          `/api/admin/user/${userId}/client-card?business=${actors.other.business.id}`,
        )
      ).status,
    ).toBe(404);
    expect((await actors.clients.owner.get(`/api/admin/client-card/not-a-uuid`)).status).toBe(404);
  });
});

describe('a client card by user id', () => {
  it('is 404 until the user has a card; POST makes it only for someone who visited', async () => {
    const { user } = await createUser(server.db, { name: 'Jurgita Naujokė', phoneNumber: '+37061234567' });
    const home = actors.home.business;
    const missing = await actors.clients.owner.get(
      `/api/admin/user/${user.id}/client-card?business=${home.slug}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(CLIENT_CARD_TEXTS.notFound);

    const stranger = await actors.clients.owner.post(`/api/admin/user/${user.id}/client-card`, {
      business: home.slug,
      notes: 'x',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.message).toBe(CLIENT_CARD_TEXTS.userNotClient);

    await visit({ userId: user.id, status: 'completed', priceCents: 4000 });
    const created = await actors.clients.owner.post(`/api/admin/user/${user.id}/client-card`, {
      business: home.slug,
      notes: 'Mėgsta kavą be cukraus.',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.card).toMatchObject({
      userId: user.id,
      name: 'Jurgita Naujokė',
      email: user.email,
      phone: '+37061234567',
      notes: 'Mėgsta kavą be cukraus.',
      hasAccount: true,
    });

    const updated = await actors.clients.admin.post(`/api/admin/user/${user.id}/client-card`, {
      business: home.id,
      phone: '8 612 76543',
    });
    expect(updated.status).toBe(200);
    expect(updated.json.card).toMatchObject({ phone: '+37061276543', notes: 'Mėgsta kavą be cukraus.' });

    const fetched = await actors.clients.operator.get(
      `/api/admin/user/${user.id}/client-card?business=${home.id}`,
    );
    expect(fetched.status).toBe(200);
    expect(fetched.json.card.id).toBe(created.json.card.id);
    // Without `business` the signed-in member's own business is meant (the seed's path carries only the user).
    const implicit = await actors.clients.owner.get(`/api/admin/user/${user.id}/client-card`);
    expect(implicit.status).toBe(200);
    expect(implicit.json.card.id).toBe(created.json.card.id);
  });

  it('shows the visit history with statuses, counts and the total spent', async () => {
    const { user } = await createUser(server.db, { name: 'Istorijos Klientė' });
    await visit({ userId: user.id, status: 'completed', priceCents: 3500 });
    await visit({ userId: user.id, status: 'completed', priceCents: 2000 });
    await visit({ userId: user.id, status: 'no_show' });
    await visit({ userId: user.id, status: 'cancelled' });
    await visit({ userId: user.id, status: 'confirmed', future: true });
    const card = await findOrCreateClientCard(server.db, { businessId: actors.home.business.id, user });
    // A visit the salon entered on the card itself (no user on the appointment) counts too.
    await visit({ cardId: card.id, status: 'completed', priceCents: 1000 });

    const response = await actors.clients.owner.get(`/api/admin/client-card/${card.id}`);
    expect(response.status).toBe(200);
    const { stats, history } = response.json.card;
    expect(stats).toMatchObject({ visits: 3, noShows: 1, cancelled: 1, upcoming: 1, totalSpentCents: 6500 });
    expect(stats.lastVisitAt).not.toBeNull();
    expect(history).toHaveLength(6);
    expect(history[0].status).toBe('confirmed'); // newest first
    expect(history[0]).toMatchObject({
      service: actors.home.service.name,
      specialist: actors.home.specialist.name,
    });
  });
});

describe('walk-in clients, editing and search', () => {
  it('creates a walk-in card, validates phone and e-mail in Lithuanian, refuses duplicates', async () => {
    const path = `/api/admin/business/${actors.home.business.id}/clients`;
    const bad = await actors.clients.owner.post(path, { name: '', phone: '123', email: 'ne-adresas' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      name: 'Įveskite kliento vardą.',
      phone: 'Per trumpas tel. numeris.',
      email: 'Neteisingas el. pašto adresas.',
    });

    const created = await actors.clients.owner.post(path, {
      name: 'Ona Paieškaitė',
      phone: '+370 699 11223',
      email: 'Ona@Example.LT',
      notes: 'Alergija dažams.',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.card).toMatchObject({
      name: 'Ona Paieškaitė',
      phone: '+37069911223',
      email: 'ona@example.lt',
      hasAccount: false,
      userId: null,
    });
    expect(created.json.card.stats.visits).toBe(0);

    const duplicate = await actors.clients.owner.post(path, { name: 'Kita Ona', phone: '869911223' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.fields.phone).toBe(CLIENT_CARD_TEXTS.duplicatePhone);

    const edited = await actors.clients.admin.patch(`/api/admin/client-card/${created.json.card.id}`, {
      notes: 'Alergija dažams. Mėgsta rytinius vizitus.',
      phone: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.json.card).toMatchObject({
      notes: 'Alergija dažams. Mėgsta rytinius vizitus.',
      phone: null,
    });
    const badPatch = await actors.clients.admin.patch(`/api/admin/client-card/${created.json.card.id}`, {
      phone: '+370 6',
    });
    expect(badPatch.status).toBe(400);
    expect(badPatch.json.fields.phone).toBeTruthy();
  });

  it('searches by name (any case), e-mail and phone in national form, and pages', async () => {
    const businessId = actors.home.business.id;
    await createClientCard(server.db, {
      businessId,
      name: 'Žydrūnė Paieškienė',
      phone: '+37061500001',
      email: 'zydrune@example.lt',
    });
    await createClientCard(server.db, {
      businessId,
      name: 'Rasa Kitokia',
      phone: '+37061500002',
      email: 'rasa@kitas.lt',
    });
    const base = `/api/admin/business/${actors.home.business.slug}/clients`;

    const byName = await actors.clients.owner.get(`${base}?q=${encodeURIComponent('paieškienė')}`);
    expect(byName.status).toBe(200);
    expect(byName.json.items.map((c: { name: string }) => c.name)).toEqual(['Žydrūnė Paieškienė']);
    const byEmail = await actors.clients.owner.get(`${base}?q=kitas.lt`);
    expect(byEmail.json.items.map((c: { name: string }) => c.name)).toEqual(['Rasa Kitokia']);
    const byPhone = await actors.clients.owner.get(`${base}?q=${encodeURIComponent('8 615 00002')}`);
    expect(byPhone.json.items.map((c: { name: string }) => c.name)).toEqual(['Rasa Kitokia']);
    const wildcard = await actors.clients.owner.get(`${base}?q=${encodeURIComponent('%')}`);
    expect(wildcard.json.items).toEqual([]);

    for (let i = 0; i < 22; i += 1)
      await createClientCard(server.db, {
        businessId,
        name: `Puslapių Klientė ${String(i).padStart(2, '0')}`,
        phone: null,
      });
    const page1 = await actors.clients.owner.get(`${base}?q=${encodeURIComponent('Puslapių')}`);
    expect(page1.json).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(page1.json.items).toHaveLength(20);
    const page2 = await actors.clients.owner.get(`${base}?q=${encodeURIComponent('Puslapių')}&page=2`);
    expect(page2.json.items.map((c: { name: string }) => c.name)).toEqual([
      'Puslapių Klientė 20',
      'Puslapių Klientė 21',
    ]);
    expect((await actors.clients.owner.get(`${base}?page=0`)).status).toBe(400);
  });
});

describe('findOrCreateClientCard (used by the booking engine)', () => {
  it('makes one card per user and business, also under concurrent first bookings', async () => {
    const { user } = await createUser(server.db, { name: 'Lygiagreti Klientė' });
    const businessId = actors.home.business.id;
    const cards = await Promise.all(
      Array.from({ length: 4 }, () => findOrCreateClientCard(server.db, { businessId, user })),
    );
    expect(new Set(cards.map((c) => c.id)).size).toBe(1);
    const rows = await server.db
      .select()
      .from(clientCard)
      .where(and(eq(clientCard.businessId, businessId), eq(clientCard.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lygiagreti Klientė', email: user.email });
  });

  it("links the salon's walk-in card with the same e-mail instead of making a second one", async () => {
    const businessId = actors.home.business.id;
    const { user } = await createUser(server.db, { name: 'Vėliau Užsiregistravusi' });
    const walkIn = await createClientCard(server.db, {
      businessId,
      name: 'Užsiregistravusi (iš telefono)',
      email: user.email.toUpperCase(),
      phone: null,
      notes: 'Sena pastaba',
    });
    const card = await findOrCreateClientCard(server.db, { businessId, user });
    expect(card.id).toBe(walkIn.id);
    expect(card).toMatchObject({ userId: user.id, notes: 'Sena pastaba' });
  });
});

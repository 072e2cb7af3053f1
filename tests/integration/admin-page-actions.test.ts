// The admin pages' actions (web-services groups `adminBusiness`, `invitations`, …): ids a tampered or mangled
// form posts must answer a Lithuanian 404, never reach the uuid columns (a Postgres syntax error, i.e. a
// 500); a person of another business is refused as the HTTP API refuses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import { createAdminBusinessServices } from '../../src/server/modules/business-settings/admin-business-services.ts';
import { createClientCardServices } from '../../src/server/modules/client-cards/client-card-services.ts';
import { createInvitationServices } from '../../src/server/modules/invitations/invitation-services.ts';
import { createOperatorServices } from '../../src/server/modules/operator/operator-services.ts';
import {
  createBookableBusiness,
  createMembership,
  createUser,
  asSessionUser,
} from '../fixtures/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let owner: SessionUser;
let home: Awaited<ReturnType<typeof createBookableBusiness>>;
/** The owner of another business: the same page actions must refuse them here. */
let stranger: SessionUser;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  home = await createBookableBusiness(server.db);
  const { user } = await createUser(server.db, { name: 'Savininkė Testaitė' });
  await createMembership(server.db, { businessId: home.business.id, userId: user.id, role: 'owner' });
  owner = asSessionUser(user);
  const other = await createBookableBusiness(server.db);
  const { user: otherOwner } = await createUser(server.db, { name: 'Kito Verslo Savininkė' });
  await createMembership(server.db, { businessId: other.business.id, userId: otherOwner.id, role: 'owner' });
  stranger = { ...owner, id: otherOwner.id, name: otherOwner.name, email: otherOwner.email };
});
afterAll(() => server?.close());

const GARBAGE_IDS = [
  '',
  '   ',
  'ne-uuid',
  "1' or '1'='1",
  '12345',
  `${'a'.repeat(8)}-zzzz-4zzz-8zzz-${'b'.repeat(12)}`,
];

describe('service actions with a garbage serviceId', () => {
  it.each(GARBAGE_IDS)('%j answers 404 „Paslauga nerasta.“', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const slug = home.business.slug;
    const outcomes = [
      await services.updateService(owner, slug, id, { name: 'Nauja' }),
      await services.updateService(owner, slug, id, { active: false }),
      await services.moveService(owner, slug, id, 'up'),
      await services.removeService(owner, slug, id),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ ok: false, status: 404, error: 'not_found', message: 'Paslauga nerasta.' });
    }
  });

  it('still finds the real service by its id', async () => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.moveService(owner, home.business.slug, home.service.id, 'up');
    expect(outcome.ok).toBe(true);
  });
});

describe('specialist actions with a garbage specialistId', () => {
  it.each(GARBAGE_IDS)('%j answers 404 „Specialistas nerastas.“', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const slug = home.business.slug;
    const outcomes = [
      await services.updateSpecialist(owner, slug, id, { name: 'Nauja' }),
      await services.updateSpecialist(owner, slug, id, { active: true }),
      await services.moveSpecialist(owner, slug, id, 'down'),
      await services.removeSpecialist(owner, slug, id),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toEqual({
        ok: false,
        status: 404,
        error: 'not_found',
        message: 'Specialistas nerastas.',
      });
    }
  });

  it('still finds the real specialist by its id', async () => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.moveSpecialist(owner, home.business.slug, home.specialist.id, 'down');
    expect(outcome.ok).toBe(true);
  });
});

describe('operator actions with a garbage businessId', () => {
  it.each(GARBAGE_IDS)('%j answers 404, not a server error', async (id) => {
    const services = createAdminBusinessServices(server.db, () => NOW);
    const outcome = await services.markContacted({ ...owner, isOperator: true }, id);
    expect(outcome).toMatchObject({ ok: false, status: 404, error: 'not_found' });
  });
});

const invitationDeps = () => ({
  db: server.db,
  jobs: server.jobs,
  baseUrl: server.url,
  brandName: 'Grožio Laikas',
  now: () => NOW,
});

describe('invitations page actions', () => {
  const invitations = () => createInvitationServices(invitationDeps());

  it('sends, resends and revokes an invitation of the business, with the letter queued', async () => {
    const services = invitations();
    const email = 'puslapio.kvietimas@example.com';
    const sent = await services.send(owner, { business: home.business.slug, email, role: 'client' });
    expect(sent).toMatchObject({ ok: true, value: { email, role: 'client', status: 'pending' } });
    if (!sent.ok) return;
    expect(await server.outbox.waitFor({ to: email })).toHaveLength(1);

    const resent = await services.resend(owner, sent.value.id);
    expect(resent).toMatchObject({ ok: true, value: { id: sent.value.id, status: 'pending' } });
    expect(await server.outbox.waitFor({ to: email, count: 2 })).toHaveLength(2);

    const revoked = await services.revoke(owner, sent.value.id);
    expect(revoked).toMatchObject({ ok: true, value: { id: sent.value.id, status: 'revoked' } });
    expect(await services.revoke(owner, sent.value.id)).toMatchObject({
      ok: false,
      status: 409,
      error: 'invitation_closed',
    });
  });

  it('answers a bad address with its field message and an owner invitation from a non-operator with 403', async () => {
    const services = invitations();
    expect(
      await services.send(owner, { business: home.business.slug, email: 'ne-adresas', role: 'client' }),
    ).toEqual(
      expect.objectContaining({
        ok: false,
        status: 400,
        fields: { email: 'Neteisingas el. pašto adresas.' },
      }),
    );
    expect(
      await services.send(owner, {
        business: home.business.slug,
        email: 'savininke@example.com',
        role: 'owner',
      }),
    ).toMatchObject({ ok: false, status: 403, error: 'forbidden' });
  });

  it('refuses the owner of another business, as a missing business or invitation', async () => {
    const services = invitations();
    const sent = await services.send(owner, {
      business: home.business.slug,
      email: 'svetimas.kvietimas@example.com',
      role: 'client',
    });
    if (!sent.ok) throw new Error(sent.message);
    expect(
      await services.send(stranger, { business: home.business.slug, email: 'x@example.com', role: 'client' }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await services.resend(stranger, sent.value.id)).toMatchObject({ ok: false, status: 404 });
    expect(await services.revoke(stranger, sent.value.id)).toMatchObject({ ok: false, status: 404 });
    expect((await services.adminPage(owner, home.business.slug))?.items).toContainEqual(
      expect.objectContaining({ id: sent.value.id, status: 'pending' }),
    );
  });

  it.each(GARBAGE_IDS)(
    '%j as an invitation id answers 404 „Kvietimas nerastas. Patikrinkite nuorodą.“',
    async (id) => {
      const services = invitations();
      for (const outcome of [await services.resend(owner, id), await services.revoke(owner, id)]) {
        expect(outcome).toEqual({
          ok: false,
          status: 404,
          error: 'not_found',
          message: 'Kvietimas nerastas. Patikrinkite nuorodą.',
        });
      }
    },
  );
});

describe('operator page actions: create a business, invite its owner', () => {
  const operatorUser = () => ({ ...owner, isOperator: true });

  it('creates a business and e-mails its owner, then re-invites the owner', async () => {
    const services = createOperatorServices(invitationDeps());
    const ownerEmail = 'puslapio.savininke@example.lt';
    const created = await services.createBusiness(operatorUser(), {
      name: 'Puslapio salonas',
      slug: 'puslapio-salonas',
      city: 'vilnius',
      ownerEmail,
    });
    expect(created).toMatchObject({
      ok: true,
      value: {
        business: { slug: 'puslapio-salonas', onboarded: false },
        ownerAssignment: { email: ownerEmail },
      },
    });
    expect(await server.outbox.waitFor({ to: ownerEmail })).toHaveLength(1);

    const reinvited = await services.inviteOwner(operatorUser(), 'puslapio-salonas', { email: ownerEmail });
    expect(reinvited).toMatchObject({
      ok: true,
      value: { email: ownerEmail, message: `Kvietimas tapti savininku išsiųstas adresu ${ownerEmail}.` },
    });
    expect(await server.outbox.waitFor({ to: ownerEmail, count: 2 })).toHaveLength(2);
  });

  it('answers a taken address and a bad e-mail with field messages', async () => {
    const services = createOperatorServices(invitationDeps());
    const taken = await services.createBusiness(operatorUser(), {
      name: 'Kitas',
      slug: home.business.slug,
      city: 'vilnius',
      ownerEmail: 'kitas@example.lt',
    });
    expect(taken).toMatchObject({ ok: false, status: 409, fields: { slug: expect.any(String) } });
    const badEmail = await services.inviteOwner(operatorUser(), home.business.slug, { email: 'ne-adresas' });
    expect(badEmail).toMatchObject({ ok: false, status: 400, fields: { email: expect.any(String) } });
  });

  it('refuses the owner of a business (even their own) and the owner of another business', async () => {
    const services = createOperatorServices(invitationDeps());
    const input = {
      name: 'Ne operatoriaus',
      slug: 'ne-operatoriaus',
      city: 'vilnius',
      ownerEmail: 'n@example.lt',
    };
    expect(await services.createBusiness(owner, input)).toMatchObject({ ok: false, status: 403 });
    expect(await services.createBusiness(null, input)).toMatchObject({ ok: false, status: 401 });
    expect(
      await services.inviteOwner(owner, home.business.slug, { email: 'perimti@example.lt' }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      await services.inviteOwner(stranger, home.business.slug, { email: 'perimti@example.lt' }),
    ).toMatchObject({ ok: false, status: 404 });
  });
});

describe('client pages: add a client, edit a card', () => {
  const clients = () => createClientCardServices(server.db, () => NOW);

  it('adds a walk-in client and saves its card', async () => {
    const created = await clients().createCard(owner, home.business.slug, {
      name: 'Puslapio Klientė',
      phone: '+37060012345',
      email: '',
      notes: '',
    });
    expect(created).toMatchObject({ ok: true, value: { name: 'Puslapio Klientė', hasAccount: false } });
    if (!created.ok) return;
    const saved = await clients().updateCard(owner, created.value.id, {
      name: 'Puslapio Klientė',
      phone: '+37060012345',
      email: 'puslapio.kliente@example.lt',
      notes: 'Alergija latekso pirštinėms',
    });
    expect(saved).toMatchObject({
      ok: true,
      value: { email: 'puslapio.kliente@example.lt', notes: 'Alergija latekso pirštinėms' },
    });
  });

  it('answers an empty name with its field message', async () => {
    const outcome = await clients().createCard(owner, home.business.slug, {
      name: ' ',
      phone: '',
      email: '',
    });
    expect(outcome).toMatchObject({ ok: false, status: 400, fields: { name: expect.any(String) } });
  });

  it('refuses the owner of another business', async () => {
    const created = await clients().createCard(owner, home.business.slug, { name: 'Svetima Klientė' });
    if (!created.ok) throw new Error(created.message);
    expect(await clients().createCard(stranger, home.business.slug, { name: 'Įsibrovėlė' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await clients().updateCard(stranger, created.value.id, { notes: 'pakeista' })).toMatchObject({
      ok: false,
      status: 404,
    });
    const page = await clients().cardPage(owner, home.business.slug, created.value.id);
    expect(page?.card.notes).toBe('');
  });

  it.each(GARBAGE_IDS)('%j as a card id answers 404, not a server error', async (id) => {
    expect(await clients().updateCard(owner, id, { notes: 'x' })).toMatchObject({
      ok: false,
      status: 404,
      error: 'not_found',
    });
  });
});

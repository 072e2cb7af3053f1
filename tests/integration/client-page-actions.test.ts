// The signed-in person's own pages post their changes to the page's action (web-services groups `booking`,
// `notifications`, `profile`, `invitations`): posted over real HTTP as a form without JavaScript would post
// them, on a fixed clock (Monday 2026-12-14 10:00 in Vilnius). Another person's visit answers the page's 404
// and another person's invitation its refusal, never a change.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { wrongUserMessage } from '../../src/contracts/invitations.ts';
import { appointment, business, membership, user } from '../../src/server/db/schema.ts';
import { createInvitationServices } from '../../src/server/modules/invitations/invitation-services.ts';
import {
  asSessionUser,
  createBookableBusiness,
  createMembership,
  createUser,
} from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z');
const server = useTestServer({ now: () => NOW, withWeb: true });

async function clientWithVisit(start: string) {
  const b = await createBookableBusiness(server.db, { business: { cancellationCutoffHours: 24 } });
  const person = await signedInPerson(server, { phoneNumber: '+37061234567' });
  const booked = await person.client.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    start,
  });
  expect(booked.status, booked.text).toBe(201);
  return { ...person, id: booked.json.appointment.id as string };
}

async function statusOf(id: string) {
  const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
  return row!.status;
}

describe('/mano-vizitai: the client cancels a visit', () => {
  it('cancels their own visit with the reason, and a second cancel is refused with its message', async () => {
    const { client, id } = await clientWithVisit('2026-12-21T09:00:00+02:00');
    const cancelled = await client.postForm('/mano-vizitai', {
      intent: 'cancel-visit',
      id,
      reason: '  Susirgau ',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.text).toContain('Vizitas atšauktas.');
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(row!.status).toBe('cancelled');
    expect(row!.declineReason).toBe('Susirgau');

    const again = await client.postForm('/mano-vizitai', { intent: 'cancel-visit', id });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Šio vizito atšaukti negalima');
  });

  it('after the cutoff the refusal comes back to the form with its status', async () => {
    const { client, id } = await clientWithVisit('2026-12-15T09:00:00+02:00');
    const late = await client.postForm('/mano-vizitai', { intent: 'cancel-visit', id });
    expect(late.status).toBe(409);
    expect(late.text).toContain('Vizito atšaukti internetu nebegalima');
    expect(await statusOf(id)).toBe('confirmed');
  });

  it("another client's visit is the page's 404 and stays as it was; a stranger without a session signs in", async () => {
    const { id } = await clientWithVisit('2026-12-21T11:00:00+02:00');
    const stranger = await signedInPerson(server);
    const refused = await stranger.client.postForm('/mano-vizitai', { intent: 'cancel-visit', id });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('Vizitas nerastas.');
    const anonymous = await createClient(server.url).postForm('/mano-vizitai', {
      intent: 'cancel-visit',
      id,
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/prisijungti\?/);
    const garbage = await stranger.client.postForm('/mano-vizitai', { intent: 'cancel-visit', id: 'abc' });
    expect(garbage.status).toBe(400);
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe('/mano-vizitai/{id}/perkelti: the client moves a visit', () => {
  it('moves their own visit to an offered time, on the website and inside the app', async () => {
    const { client, id } = await clientWithVisit('2026-12-21T09:00:00+02:00');
    const page = await client.get(`/mano-vizitai/${id}/perkelti`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Perkelti vizitą');
    const moved = await client.postForm(`/mano-vizitai/${id}/perkelti`, {
      intent: 'move-visit',
      start: '2026-12-21T09:30:00+02:00',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.text).toContain('Vizitas perkeltas.');
    expect(moved.text).toContain(`/mano-vizitai?vizitas=${id}`);
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(row!.startsAt.toISOString()).toBe('2026-12-21T07:30:00.000Z');

    const [owner] = await server.db
      .select({ slug: business.slug })
      .from(business)
      .where(eq(business.id, row!.businessId));
    const slug = owner!.slug;
    const inApp = await client.postForm(`/${slug}/mano-vizitai/${id}/perkelti`, {
      intent: 'move-visit',
      start: '2026-12-21T11:00:00+02:00',
    });
    expect(inApp.status, inApp.text).toBe(200);
    expect(inApp.text).toContain(`/${slug}/mano-vizitai?vizitas=${id}`);
  });

  it('a time not offered comes back to the form; past the cutoff the page says it cannot be moved', async () => {
    const { client, id } = await clientWithVisit('2026-12-21T09:00:00+02:00');
    const refused = await client.postForm(`/mano-vizitai/${id}/perkelti`, {
      intent: 'move-visit',
      start: '2026-12-21T07:00:00+02:00',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Šis laikas nebegalimas.');
    const late = await clientWithVisit('2026-12-15T09:00:00+02:00');
    const page = await late.client.get(`/mano-vizitai/${late.id}/perkelti`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Perkelti vizito internetu nebegalima.');
  });

  it("another client's visit is the page's 404 and stays where it was; no session signs in", async () => {
    const { id } = await clientWithVisit('2026-12-21T11:00:00+02:00');
    const stranger = await signedInPerson(server);
    expect((await stranger.client.get(`/mano-vizitai/${id}/perkelti`)).status).toBe(404);
    const refused = await stranger.client.postForm(`/mano-vizitai/${id}/perkelti`, {
      intent: 'move-visit',
      start: '2026-12-21T14:00:00+02:00',
    });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain('Vizitas nerastas.');
    const garbage = await stranger.client.postForm('/mano-vizitai/abc/perkelti', {
      intent: 'move-visit',
      start: '2026-12-21T14:00:00+02:00',
    });
    expect(garbage.status).toBe(404);
    const anonymous = await createClient(server.url).postForm(`/mano-vizitai/${id}/perkelti`, {
      intent: 'move-visit',
      start: '2026-12-21T14:00:00+02:00',
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/prisijungti\?/);
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(row!.startsAt.toISOString()).toBe('2026-12-21T09:00:00.000Z');
  });
});

describe('/paskyra: message choices come with the page and change through its action', () => {
  const choice = (items: { kind: string; email: boolean; push: boolean }[], kind: string) =>
    items.find((item) => item.kind === kind);

  it("turns one kind off on one channel for the signed-in person only, with the page's message", async () => {
    const person = await signedInPerson(server);
    const other = await signedInPerson(server);
    const page = await person.client.get('/paskyra');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Priminimai apie vizitus');

    const changed = await person.client.postForm('/paskyra?index', {
      intent: 'notification-preference',
      kind: 'reminder',
      channel: 'email',
      enabled: 'false',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.text).toContain('el. paštu nebesiųsime.');
    const mine = await person.client.get('/api/user/notification-preferences');
    expect(choice(mine.json.items, 'reminder')).toMatchObject({ email: false, push: true });
    const theirs = await other.client.get('/api/user/notification-preferences');
    expect(choice(theirs.json.items, 'reminder')).toMatchObject({ email: true, push: true });
  });

  it('refuses an unknown kind with its field message and sends a visitor without a session to sign in', async () => {
    const person = await signedInPerson(server);
    const refused = await person.client.postForm('/paskyra?index', {
      intent: 'notification-preference',
      kind: 'marketing',
      channel: 'email',
      enabled: 'false',
    });
    expect(refused.status).toBe(400);
    const anonymous = await createClient(server.url).postForm('/paskyra?index', {
      intent: 'notification-preference',
      kind: 'reminder',
      channel: 'email',
      enabled: 'false',
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/prisijungti\?/);
  });
});

describe('/paskyra: the phone number form posts to the profile page', () => {
  it("stores the signed-in person's number in E.164, refuses a short one at the field, touches no one else", async () => {
    const person = await signedInPerson(server, { phoneNumber: null });
    const other = await signedInPerson(server, { phoneNumber: '+37061111111' });
    const saved = await person.client.postForm('/paskyra?index', {
      intent: 'phone-number',
      phoneNumber: '+370 612 34567',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).toContain('Tel. numeris išsaugotas sėkmingai!');
    const [mine] = await server.db.select().from(user).where(eq(user.id, person.user.id));
    expect(mine!.phoneNumber).toBe('+37061234567');

    const short = await person.client.postForm('/paskyra?index', {
      intent: 'phone-number',
      phoneNumber: '+370 612',
    });
    expect(short.status).toBe(422);
    expect(short.text).toContain('Per trumpas tel. numeris.');
    const [still] = await server.db.select().from(user).where(eq(user.id, person.user.id));
    expect(still!.phoneNumber).toBe('+37061234567');
    const [theirs] = await server.db.select().from(user).where(eq(user.id, other.user.id));
    expect(theirs!.phoneNumber).toBe('+37061111111');

    const anonymous = await createClient(server.url).postForm('/paskyra?index', {
      intent: 'phone-number',
      phoneNumber: '+370 612 34567',
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/prisijungti\?/);
  });
});

describe('/kvietimas/{token}: "Priimti" posts to the page', () => {
  /** An invitation of a new business's owner to `email`, and its token from the letter. */
  async function invitation(email: string, role: 'admin' | 'client') {
    const b = await createBookableBusiness(server.db);
    const { user: owner } = await createUser(server.db);
    await createMembership(server.db, { businessId: b.business.id, userId: owner.id, role: 'owner' });
    const services = createInvitationServices({
      db: server.db,
      jobs: server.jobs,
      baseUrl: server.url,
      brandName: 'Grožio Laikas',
      now: () => NOW,
    });
    const sent = await services.send(asSessionUser(owner), { business: b.business.slug, email, role });
    expect(sent.ok).toBe(true);
    const letter = (await server.outbox.waitFor({ to: email })).at(-1)!;
    const token = /\/kvietimas\/([A-Za-z0-9_-]{43})/.exec(letter.plain)![1]!;
    return { business: b.business, path: `/kvietimas/${token}` };
  }

  it('the invited person becomes a member and is sent on with the message; a second accept is refused', async () => {
    const email = `kviestas-${Date.now()}@example.lt`;
    const { business, path } = await invitation(email, 'admin');
    const invited = await signedInPerson(server, { email });
    const accepted = await invited.client.postForm(path, { intent: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.text).toContain('/administratorius');
    const rows = await server.db
      .select()
      .from(membership)
      .where(and(eq(membership.businessId, business.id), eq(membership.userId, invited.user.id)));
    expect(rows.map((row) => row.role)).toEqual(['admin']);

    const again = await invited.client.postForm(path, { intent: 'accept' });
    expect(again.status).toBe(409);
  });

  it('another signed-in person is refused with the reason and gets nothing; a visitor signs in first', async () => {
    const email = `kviesta-${Date.now()}@example.lt`;
    const { business, path } = await invitation(email, 'admin');
    const stranger = await signedInPerson(server);
    const refused = await stranger.client.postForm(path, { intent: 'accept' });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(wrongUserMessage(email));
    const rows = await server.db
      .select()
      .from(membership)
      .where(and(eq(membership.businessId, business.id), eq(membership.userId, stranger.user.id)));
    expect(rows).toEqual([]);
    const anonymous = await createClient(server.url).postForm(path, { intent: 'accept' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/prisijungti\?/);
  });
});

describe('/paskyra/saugumas: deleting the account posts to the security page', () => {
  it('refuses a wrong password and a missing confirmation at their fields, then deletes only this account', async () => {
    const person = await signedInPerson(server);
    const other = await signedInPerson(server);
    const page = '/paskyra/saugumas';
    const wrong = await person.client.postForm(page, {
      intent: 'delete-account',
      password: 'neteisingas-1',
      confirm: 'on',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Neteisingas slaptažodis.');
    const unconfirmed = await person.client.postForm(page, {
      intent: 'delete-account',
      password: person.password,
    });
    expect(unconfirmed.status).toBe(400);
    expect(await server.db.select().from(user).where(eq(user.id, person.user.id))).toHaveLength(1);

    const deleted = await person.client.postForm(page, {
      intent: 'delete-account',
      password: person.password,
      confirm: 'on',
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.text).toContain('Paskyra ištrinta.');
    expect(deleted.headers.getSetCookie().some((line) => /^gl\.session_token=;.*Max-Age=0/.test(line))).toBe(
      true,
    );
    expect(await server.db.select().from(user).where(eq(user.id, person.user.id))).toEqual([]);
    expect(await server.db.select().from(user).where(eq(user.id, other.user.id))).toHaveLength(1);

    const anonymous = await createClient(server.url).postForm(page, {
      intent: 'delete-account',
      password: other.password,
      confirm: 'on',
    });
    expect(anonymous.status).toBe(302);
    expect(await server.db.select().from(user).where(eq(user.id, other.user.id))).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_TEXTS, wrongUserMessage } from '../../src/contracts/invitations.ts';
import {
  clientCard,
  invitation,
  membership,
  schedule,
  specialist,
  user,
} from '../../src/server/db/schema.ts';
import { hashInvitationToken } from '../../src/server/modules/invitations/invitation-token.ts';
import { findInvitation, resendInvitation } from '../../src/server/modules/invitations/manage-invitations.ts';
import {
  sendInvitation,
  type InvitationDependencies,
} from '../../src/server/modules/invitations/send-invitation.ts';
import {
  createBusiness,
  createMembership,
  createSpecialist,
  createUser,
  DEFAULT_PASSWORD,
} from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, useServerWithActors } from './support/actors.ts';
import { createClient, type TestClient } from './support/http-client.ts';

const { server, actors } = useServerWithActors();

let counter = 0;
function freshEmail(label: string): string {
  counter += 1;
  return `kviestas-${label}-${counter}-${Date.now()}@example.lt`;
}

/** The token of the newest invitation e-mailed to `email`. */
async function tokenFor(email: string): Promise<string> {
  const last = (await server.outbox.mails({ to: email })).at(-1);
  const match = last ? /\/kvietimas\/([A-Za-z0-9_-]{43})/.exec(last.plain) : null;
  if (!match) throw new Error(`No invitation link e-mailed to ${email}`);
  return match[1]!;
}

async function signedInAs(
  email: string,
  name = 'Kviestas Asmuo',
): Promise<{ client: TestClient; userId: string }> {
  const { user } = await createUser(server.db, { email, name });
  const client = createClient(server.url);
  await client.signIn(email, DEFAULT_PASSWORD);
  return { client, userId: user.id };
}

async function activeSpecialistsOfHome(): Promise<number> {
  const rows = await server.db
    .select({ id: specialist.id })
    .from(specialist)
    .where(and(eq(specialist.businessId, actors.home.business.id), eq(specialist.active, true)));
  return rows.length;
}

async function invite(as: TestClient, email: string, role: string, business = actors.home.business.slug) {
  return as.postForm('/api/admin/send-invitation', { business, email, role });
}

describe('authorisation matrix', () => {
  it.each(ALL_ACTORS)('send, list, resend and revoke as %s', async (actor) => {
    const client = actors.clients[actor];
    const expected = MANAGERS_WRITE[actor];
    const sent = await invite(client, freshEmail(actor), 'client');
    expect(sent.status, sent.text).toBe(expected === 200 ? 201 : expected);
    expect((await client.get(`/api/admin/business/${actors.home.business.id}/invitations`)).status).toBe(
      expected,
    );

    const made = await invite(actors.clients.owner, freshEmail(`${actor}-target`), 'specialist');
    const id = made.json.invitation.id as string;
    expect((await client.post(`/api/admin/invitation/${id}/resend`)).status).toBe(expected);
    expect((await client.post(`/api/admin/invitation/${id}/revoke`)).status).toBe(expected);
  });

  it('only the operator may invite an owner', async () => {
    for (const actor of ['admin', 'owner'] as const) {
      const refused = await invite(actors.clients[actor], freshEmail('savininkas'), 'owner');
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(INVITATION_TEXTS.ownerOnlyOperator);
    }
    const sent = await invite(actors.clients.operator, freshEmail('savininkas'), 'owner');
    expect(sent.status, sent.text).toBe(201);
    // …and only the operator may resend or revoke it.
    expect(
      (await actors.clients.owner.post(`/api/admin/invitation/${sent.json.invitation.id}/revoke`)).status,
    ).toBe(403);
  });

  it("answers 404 for another business's invitation", async () => {
    const sent = await invite(
      actors.clients.otherAdmin,
      freshEmail('kitas'),
      'client',
      actors.other.business.id,
    );
    expect(sent.status).toBe(201);
    expect(
      (await actors.clients.owner.post(`/api/admin/invitation/${sent.json.invitation.id}/revoke`)).status,
    ).toBe(404);
    expect(
      (await actors.clients.owner.post(`/api/admin/invitation/${sent.json.invitation.id}/resend`)).status,
    ).toBe(404);
  });
});

describe('sending', () => {
  it('e-mails a Lithuanian invitation with a 7-day link and stores only the token hash', async () => {
    const email = freshEmail('specialiste');
    const sent = await invite(actors.clients.owner, email.toUpperCase(), 'specialist');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({ success: true, message: INVITATION_TEXTS.sent });
    expect(sent.json.invitation).toMatchObject({
      email,
      role: 'specialist',
      status: 'pending',
      invitedBy: 'Savininkė Testaitė',
    });
    expect(sent.json.invitation).not.toHaveProperty('token');
    const days = (Date.parse(sent.json.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = (await server.outbox.waitFor({ to: email }))[0]!.plain;
    expect(mail).toContain(`Prisijunkite prie „${actors.home.business.name}“ komandos`);
    expect(mail).toContain('Jūsų vaidmuo: specialistas.');
    expect(mail).toContain('Priimti kvietimą');
    const token = await tokenFor(email);
    const [row] = await server.db.select().from(invitation).where(eq(invitation.id, sent.json.invitation.id));
    expect(row!.token).toBe(hashInvitationToken(token));
    expect(row!.token).not.toContain(token);
  });

  it('a client invitation invites to book and to install the app', async () => {
    const email = freshEmail('klientas');
    expect((await invite(actors.clients.admin, email, 'client')).status).toBe(201);
    const mail = (await server.outbox.waitFor({ to: email }))[0]!.plain;
    const slug = actors.home.business.slug;
    expect(mail).toContain(`Kvietimas iš „${actors.home.business.name}“`);
    expect(mail).toContain('kviečia jus registruotis vizitams internetu');
    expect(mail).toContain(`/naujas-vizitas/${slug}`);
    expect(mail).toContain(`/${slug}/`);
    expect(mail).toContain('programėlę');
  });

  it('validates the input in Lithuanian', async () => {
    const bad = await actors.clients.owner.post('/api/admin/send-invitation', {
      business: actors.home.business.id,
      email: 'ne adresas',
      role: 'karalius',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      email: 'Neteisingas el. pašto adresas.',
      role: 'Pasirinkite, ką kviečiate.',
    });
  });

  it('refuses to invite a member who already has that role or a higher one', async () => {
    const email = freshEmail('narys');
    const { userId } = await signedInAs(email);
    await createMembership(server.db, { businessId: actors.home.business.id, userId, role: 'admin' });
    const refused = await invite(actors.clients.owner, email, 'specialist');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(INVITATION_TEXTS.alreadyMember);
    // A client invitation is fine: staff may book too.
    expect((await invite(actors.clients.owner, email, 'client')).status).toBe(201);
  });

  it('resending replaces the link: the old token stops working, one pending invitation remains', async () => {
    const email = freshEmail('pakartotinis');
    const first = await invite(actors.clients.owner, email, 'client');
    const oldToken = await tokenFor(email);
    const again = await invite(actors.clients.owner, email, 'specialist');
    expect(again.json.invitation.id).toBe(first.json.invitation.id);
    // The second letter goes out before the third is asked for: letters queued together go out side by
    // side, in either order, and the newest link is read from the last one.
    expect(await server.outbox.mails({ to: email })).toHaveLength(2);
    const viaEndpoint = await actors.clients.admin.post(
      `/api/admin/invitation/${first.json.invitation.id}/resend`,
    );
    expect(viaEndpoint.status).toBe(200);
    expect(viaEndpoint.json.message).toBe(INVITATION_TEXTS.resent);
    expect(await server.outbox.mails({ to: email })).toHaveLength(3);
    const newToken = await tokenFor(email);
    expect(newToken).not.toBe(oldToken);

    expect((await actors.clients.anonymous.get(`/api/public/invitations/${oldToken}`)).status).toBe(404);
    const preview = await actors.clients.anonymous.get(`/api/public/invitations/${newToken}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      status: 'pending',
      role: 'specialist',
      email,
      business: { slug: actors.home.business.slug },
    });

    const listed = await actors.clients.owner.get(
      `/api/admin/business/${actors.home.business.id}/invitations`,
    );
    expect(listed.json.items.filter((i: { email: string }) => i.email === email)).toHaveLength(1);
  });

  it('queues the letter with the change: a renewal rolled back sends nothing and the old link keeps working', async () => {
    const email = freshEmail('atsaukta');
    const first = await invite(actors.clients.owner, email, 'client');
    expect(first.status, first.text).toBe(201);
    const oldToken = await tokenFor(email);
    const lettersBefore = (await server.outbox.mails({ to: email })).length;
    const rolledBack = new Error('atšaukta');
    const depsIn = (tx: InvitationDependencies['db']): InvitationDependencies => ({
      db: tx,
      jobs: server.jobs,
      baseUrl: server.url,
      brandName: 'Grožio Laikas',
      now: () => new Date(),
    });
    const row = await findInvitation(server.db, first.json.invitation.id);

    // Inviting the same address again (which renews the pending invitation) …
    await expect(
      server.db.transaction(async (tx) => {
        await sendInvitation(depsIn(tx), {
          businessId: actors.home.business.id,
          email,
          role: 'specialist',
          invitedByUserId: null,
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // … and resending it from the list.
    await expect(
      server.db.transaction(async (tx) => {
        await resendInvitation(depsIn(tx), row!, row!.invitedByUserId!);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    expect(await server.outbox.mails({ to: email })).toHaveLength(lettersBefore);
    const preview = await actors.clients.anonymous.get(`/api/public/invitations/${oldToken}`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json).toMatchObject({ status: 'pending', role: 'client', email });
    const [stored] = await server.db.select().from(invitation).where(eq(invitation.id, row!.id));
    expect(stored).toMatchObject({ token: hashInvitationToken(oldToken), expiresAt: row!.expiresAt });
  });
});

describe('accepting', () => {
  it('makes a staff member with the role; the link then reads as used', async () => {
    const email = freshEmail('administratore');
    await invite(actors.clients.owner, email, 'admin');
    const token = await tokenFor(email);

    const anonymous = await actors.clients.anonymous.post(`/api/public/invitations/${token}/accept`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe(INVITATION_TEXTS.signInRequired);

    const { client, userId } = await signedInAs(email);
    const accepted = await client.post(`/api/public/invitations/${token}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({
      success: true,
      role: 'admin',
      redirectTo: '/administratorius',
      business: { slug: actors.home.business.slug },
    });
    const [member] = await server.db
      .select()
      .from(membership)
      .where(and(eq(membership.businessId, actors.home.business.id), eq(membership.userId, userId)));
    expect(member!.role).toBe('admin');
    // The new admin can now manage the business.
    expect((await client.get(`/api/admin/business/${actors.home.business.id}/invitations`)).status).toBe(200);

    const again = await client.post(`/api/public/invitations/${token}/accept`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(INVITATION_TEXTS.usedAlready);
    expect((await actors.clients.anonymous.get(`/api/public/invitations/${token}`)).json.status).toBe(
      'accepted',
    );
  });

  it('links an invited specialist to a specialist record', async () => {
    const email = freshEmail('specialiste');
    await invite(actors.clients.owner, email, 'specialist');
    const { client, userId } = await signedInAs(email, 'Nauja Specialistė');
    expect((await client.post(`/api/public/invitations/${await tokenFor(email)}/accept`)).status).toBe(200);
    const [own] = await server.db.select().from(specialist).where(eq(specialist.userId, userId));
    expect(own).toMatchObject({ businessId: actors.home.business.id, name: 'Nauja Specialistė' });
  });

  it('links the card the owner made when the invitation was made for it: no second card, the address confirmed', async () => {
    const businessId = actors.home.business.id;
    const card = await createSpecialist(server.db, businessId, { name: 'Ieva (kirpėja)' });
    const email = freshEmail('kortele');
    const sent = await actors.clients.owner.postForm('/api/admin/send-invitation', {
      business: actors.home.business.slug,
      email,
      role: 'specialist',
      specialistId: card.id,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.invitation.specialistId).toBe(card.id);
    const cardsBefore = await server.db
      .select()
      .from(specialist)
      .where(eq(specialist.businessId, businessId));

    // She signs up on the way back to the invitation: the invitation's link proved her address, so no
    // verification letter is sent.
    const token = await tokenFor(email);
    const origin = server.url;
    const device = createClient(origin);
    const created = await device.request(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Ieva Kirpėjaitė', email, password: DEFAULT_PASSWORD, callbackURL: `/kvietimas/${token}` },
      { origin },
    );
    expect(created.status, created.text).toBe(200);
    const [confirmed] = await server.db.select().from(user).where(eq(user.id, created.json.user.id));
    expect(confirmed?.emailVerified).toBe(true);
    await device.signIn(email, DEFAULT_PASSWORD);
    const accepted = await device.post(`/api/public/invitations/${token}/accept`);
    expect(accepted.status, accepted.text).toBe(200);

    const cardsAfter = await server.db.select().from(specialist).where(eq(specialist.businessId, businessId));
    expect(cardsAfter).toHaveLength(cardsBefore.length);
    const [linked] = await server.db.select().from(specialist).where(eq(specialist.id, card.id));
    expect(linked?.userId).toBe(created.json.user.id);
    const [account] = await server.db.select().from(user).where(eq(user.id, created.json.user.id));
    expect(account?.emailVerified).toBe(true);
    const letters = await server.outbox.mails({ to: email });
    expect(letters).toHaveLength(1); // the invitation only
  });

  it('an invitation for a card: only for a specialist, only a card of the business without an account', async () => {
    const owner = actors.clients.owner;
    const send = (fields: Record<string, string>) =>
      owner.postForm('/api/admin/send-invitation', {
        business: actors.home.business.slug,
        email: freshEmail('kortele-netinka'),
        ...fields,
      });
    const free = await createSpecialist(server.db, actors.home.business.id, { name: 'Laisva Kortelė' });
    const asAdmin = await send({ role: 'admin', specialistId: free.id });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.json.fields.role).toBe(INVITATION_TEXTS.cardForSpecialistOnly);
    const foreign = await send({ role: 'specialist', specialistId: actors.other.specialist.id });
    expect(foreign.status).toBe(422);
    expect(foreign.json.fields.specialistId).toBe(INVITATION_TEXTS.cardUnknown);
    const taken = await send({ role: 'specialist', specialistId: actors.home.specialist.id });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(INVITATION_TEXTS.cardAlreadyLinked);
  });

  it('signing up with another address than the invited one still gets the verification letter', async () => {
    const email = freshEmail('kitas-adresas');
    await invite(actors.clients.owner, email, 'specialist');
    const token = await tokenFor(email);
    const other = freshEmail('ne-tas');
    const created = await createClient(server.url).request(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Kita Asmenybė', email: other, password: DEFAULT_PASSWORD, callbackURL: `/kvietimas/${token}` },
      { origin: server.url },
    );
    expect(created.status, created.text).toBe(200);
    await server.outbox.waitFor({ to: other, count: 1 });
    const [account] = await server.db.select().from(user).where(eq(user.id, created.json.user.id));
    expect(account?.emailVerified).toBe(false);
  });

  it("a new specialist record gets the salon's usual hours and stays off until the owner switches it on", async () => {
    const activeBefore = await activeSpecialistsOfHome();
    const email = freshEmail('nauja-kolege');
    await invite(actors.clients.owner, email, 'specialist');
    const { client, userId } = await signedInAs(email, 'Visai Nauja Kolegė');
    const accepted = await client.post(`/api/public/invitations/${await tokenFor(email)}/accept`);
    expect(accepted.status, accepted.text).toBe(200);

    const [own] = await server.db.select().from(specialist).where(eq(specialist.userId, userId));
    expect(own).toMatchObject({ businessId: actors.home.business.id, active: false });
    const hours = await server.db.select().from(schedule).where(eq(schedule.specialistId, own!.id));
    expect(hours).toHaveLength(1);
    expect(hours[0]!.weeklyHours).toEqual(actors.home.schedule.weeklyHours);
    // Switched off: not bookable and not billed until the owner decides.
    expect(await activeSpecialistsOfHome()).toBe(activeBefore);

    // The owner sees it in the team and can switch it on.
    const team = await actors.clients.owner.get(`/api/admin/business/${actors.home.business.id}/specialists`);
    expect(team.json.items.find((s: { id: string }) => s.id === own!.id)).toMatchObject({ active: false });
    const switchedOn = await actors.clients.owner.patch(
      `/api/admin/business/${actors.home.business.id}/specialists/${own!.id}`,
      { active: true },
    );
    expect(switchedOn.status, switchedOn.text).toBe(200);
    expect(await activeSpecialistsOfHome()).toBe(activeBefore + 1);
  });

  it('gives an invited client a client card and sends them to book', async () => {
    const email = freshEmail('kliente');
    await invite(actors.clients.owner, email, 'client');
    const { client, userId } = await signedInAs(email, 'Pakviesta Klientė');
    const accepted = await client.post(`/api/public/invitations/${await tokenFor(email)}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.redirectTo).toBe(`/naujas-vizitas/${actors.home.business.slug}`);
    const cards = await server.db
      .select()
      .from(clientCard)
      .where(and(eq(clientCard.businessId, actors.home.business.id), eq(clientCard.userId, userId)));
    expect(cards).toHaveLength(1);
    const members = await server.db.select().from(membership).where(eq(membership.userId, userId));
    expect(members).toHaveLength(0);
  });

  it('sends a client of a business that is not onboarded yet to its page, not to the booking', async () => {
    const quiet = await createBusiness(server.db, { onboarded: false, name: 'Dar neparengtas salonas' });
    const email = freshEmail('laukianti-kliente');
    const sent = await invite(actors.clients.operator, email, 'client', quiet.slug);
    expect(sent.status, sent.text).toBe(201);
    const { client } = await signedInAs(email, 'Laukianti Klientė');
    const accepted = await client.post(`/api/public/invitations/${await tokenFor(email)}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({
      redirectTo: `/apie/${quiet.slug}`,
      message: INVITATION_TEXTS.acceptedClientNotBookable,
    });
  });

  it('refuses someone signed in with another e-mail (403, naming the invited address)', async () => {
    const email = freshEmail('tikrasis');
    await invite(actors.clients.owner, email, 'admin');
    const token = await tokenFor(email);
    const refused = await actors.clients.client.post(`/api/public/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'wrong_user', message: wrongUserMessage(email) });
  });

  it('refuses an expired invitation (410) and a revoked one (410) with clear messages', async () => {
    const expiredEmail = freshEmail('pasibaiges');
    const sent = await invite(actors.clients.owner, expiredEmail, 'specialist');
    await server.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, sent.json.invitation.id));
    const { client } = await signedInAs(expiredEmail);
    const expired = await client.post(`/api/public/invitations/${await tokenFor(expiredEmail)}/accept`);
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ error: 'invitation_expired', message: INVITATION_TEXTS.expired });

    // An expired invitation can be sent again; the new link works.
    expect(
      (await actors.clients.owner.post(`/api/admin/invitation/${sent.json.invitation.id}/resend`)).status,
    ).toBe(200);
    expect((await client.post(`/api/public/invitations/${await tokenFor(expiredEmail)}/accept`)).status).toBe(
      200,
    );

    const revokedEmail = freshEmail('atsauktas');
    const revokable = await invite(actors.clients.owner, revokedEmail, 'admin');
    const revoked = await actors.clients.admin.post(
      `/api/admin/invitation/${revokable.json.invitation.id}/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.json.invitation.status).toBe('revoked');
    expect(
      (await actors.clients.admin.post(`/api/admin/invitation/${revokable.json.invitation.id}/revoke`))
        .status,
    ).toBe(409);
    const { client: revokedClient } = await signedInAs(revokedEmail);
    const refused = await revokedClient.post(
      `/api/public/invitations/${await tokenFor(revokedEmail)}/accept`,
    );
    expect(refused.status).toBe(410);
    expect(refused.json.message).toBe(INVITATION_TEXTS.revokedAlready);
  });

  it('answers 404 for a token that never existed', async () => {
    const response = await actors.clients.client.post(`/api/public/invitations/${'x'.repeat(43)}/accept`);
    expect(response.status).toBe(404);
    expect(response.json.message).toBe(INVITATION_TEXTS.notFound);
    expect((await actors.clients.anonymous.get('/api/public/invitations/trumpas')).status).toBe(404);
  });

  it('never downgrades: an owner accepting a specialist invitation stays owner', async () => {
    const email = freshEmail('savininke');
    const { client, userId } = await signedInAs(email);
    await createMembership(server.db, { businessId: actors.other.business.id, userId, role: 'owner' });
    // The other business invites them as a client: they stay owner and get a card.
    await invite(actors.clients.otherAdmin, email, 'client', actors.other.business.id);
    expect((await client.post(`/api/public/invitations/${await tokenFor(email)}/accept`)).status).toBe(200);
    const [member] = await server.db.select().from(membership).where(eq(membership.userId, userId));
    expect(member!.role).toBe('owner');
  });
});

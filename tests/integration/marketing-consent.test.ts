// Marketing consent per salon over HTTP on a controlled clock: the client gives it at the booking's
// confirm step or from the account and withdraws it from the account or with one click; the salon's client
// list reads it (another business cannot); the rebook nudge goes only to a consenting client, once, with
// the one-click unsubscribe headers, which a booking confirmation never carries.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { marketingConsent } from '../../src/server/db/schema.ts';
import { createAppointment, createBookableBusiness, createClientCard } from '../fixtures/factories.ts';
import type { Mail } from '../support/outbox.ts';
import { signedInMember, signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const DAY = 24 * 3_600_000;
let now = NOW;

const server = useTestServer({ now: () => now, withWeb: true, jobs: { visitClockIntervalMs: 100 } });
beforeEach(() => {
  now = NOW;
});

async function salon(name = 'Grožio namai „Rūta“') {
  const b = await createBookableBusiness(server.db, {
    business: { name, slotStepMinutes: 30 },
    specialist: { name: 'Eglė Kirpėja' },
    service: { name: 'Kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
  });
  const { client: owner } = await signedInMember(server, b.business.id, 'owner');
  return { ...b, owner };
}
type Salon = Awaited<ReturnType<typeof salon>>;

async function clientsOf(b: Salon, query = '') {
  const response = await b.owner.get(`/api/admin/business/${b.business.id}/clients${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json.items as {
    userId: string | null;
    name: string;
    marketingConsentSince: string | null;
  }[];
}

/** A completed visit of `userId` that ended `daysAgo` days before NOW, with their card. */
async function pastVisit(b: Salon, userId: string, daysAgo: number) {
  const card = await createClientCard(server.db, { businessId: b.business.id, userId, name: 'Ieva Klientė' });
  return createAppointment(server.db, {
    businessId: b.business.id,
    specialistId: b.specialist.id,
    serviceId: b.service.id,
    clientUserId: userId,
    clientCardId: card.id,
    startsAt: new Date(NOW.getTime() - daysAgo * DAY - 3_600_000),
    status: 'completed',
  });
}

/** Two visit-clock passes that read the current `now` have run; the outbox then waits for their jobs. */
async function settle() {
  await server.visitClockPass();
  await server.visitClockPass();
}

const nudges = (email: string) => server.outbox.mails({ to: email, subject: 'Laukiame jūsų vėl' });
const header = (mail: Mail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

describe('/api/user/marketing-consents', () => {
  it('grants, lists and withdraws; the history stays; 401 and 404 as for any salon', async () => {
    const b = await salon();
    const { user, client } = await signedInPerson(server);

    expect((await client.get('/api/user/marketing-consents')).json).toEqual({ items: [] });
    const granted = await client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    expect(granted.status, granted.text).toBe(200);
    expect(granted.json.consent).toEqual({
      business: { id: b.business.id, slug: b.business.slug, name: b.business.name },
      grantedAt: NOW.toISOString(),
      grantedVia: 'account',
    });
    // Again: the first agreement stays as given.
    now = new Date(NOW.getTime() + DAY);
    expect(
      (await client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`)).json.consent,
    ).toMatchObject({ grantedAt: NOW.toISOString() });
    const listed = await client.get('/api/user/marketing-consents');
    expect(listed.headers.get('cache-control')).toContain('no-store');
    expect(listed.json.items).toHaveLength(1);

    expect((await client.delete(`/api/user/marketing-consents/${b.business.slug}`)).status).toBe(204);
    expect((await client.get('/api/user/marketing-consents')).json.items).toEqual([]);
    expect((await client.delete(`/api/user/marketing-consents/${b.business.slug}`)).status).toBe(204);
    now = new Date(NOW.getTime() + 2 * DAY);
    await client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);

    const rows = await server.db
      .select()
      .from(marketingConsent)
      .where(eq(marketingConsent.userId, user.id))
      .orderBy(marketingConsent.grantedAt);
    expect(
      rows.map((r) => [
        r.grantedVia,
        r.grantedAt.toISOString(),
        r.withdrawnVia,
        r.withdrawnAt?.toISOString(),
      ]),
    ).toEqual([
      ['account', NOW.toISOString(), 'account', new Date(NOW.getTime() + DAY).toISOString()],
      ['account', new Date(NOW.getTime() + 2 * DAY).toISOString(), null, undefined],
    ]);

    expect((await client.request('PUT', '/api/user/marketing-consents/tokio-salono-nera')).status).toBe(404);
    const anonymous = createClient(server.url);
    expect((await anonymous.get('/api/user/marketing-consents')).status).toBe(401);
    const put = await anonymous.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    expect(put.status).toBe(401);
    expect(put.json.message).toBe('Prašome prisijungti.');
  });

  it("each client sees and changes only their own; one's withdrawal leaves the other's", async () => {
    const b = await salon();
    const alice = await signedInPerson(server);
    const bob = await signedInPerson(server);
    await alice.client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    await bob.client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    await bob.client.delete(`/api/user/marketing-consents/${b.business.slug}`);
    expect((await alice.client.get('/api/user/marketing-consents')).json.items).toHaveLength(1);
    expect((await bob.client.get('/api/user/marketing-consents')).json.items).toHaveLength(0);
  });
});

describe('consent at the booking and in the salon client list', () => {
  it('the booking records it only when ticked; the list shows and filters it; another business is refused', async () => {
    const b = await salon();
    const agrees = await signedInPerson(server, { name: 'Agnė Sutinkanti' });
    const declines = await signedInPerson(server, { name: 'Dovilė Nesutinkanti' });
    const book = async (who: typeof agrees, start: string, extra: Record<string, unknown>) => {
      const response = await who.client.post('/api/user/appointments', {
        business: b.business.slug,
        service: b.service.id,
        start,
        ...extra,
      });
      expect(response.status, response.text).toBe(201);
    };
    await book(agrees, '2026-12-21T09:00:00+02:00', { marketingConsent: 'true' });
    await book(declines, '2026-12-21T11:00:00+02:00', { marketingConsent: false });
    expect((await agrees.client.get('/api/user/marketing-consents')).json.items).toMatchObject([
      { business: { slug: b.business.slug }, grantedVia: 'booking', grantedAt: NOW.toISOString() },
    ]);
    expect((await declines.client.get('/api/user/marketing-consents')).json.items).toEqual([]);

    const all = await clientsOf(b);
    expect(all.map((c) => [c.name, c.marketingConsentSince])).toEqual([
      ['Agnė Sutinkanti', NOW.toISOString()],
      ['Dovilė Nesutinkanti', null],
    ]);
    expect((await clientsOf(b, '?marketingConsent=true')).map((c) => c.name)).toEqual(['Agnė Sutinkanti']);
    const cardId = (await b.owner.get(`/api/admin/business/${b.business.id}/clients`)).json.items[0].id;
    const card = await b.owner.get(`/api/admin/client-card/${cardId}`);
    expect(card.json.card.marketingConsentSince).toBe(NOW.toISOString());
    expect(card.json.card.marketingConsentHistory).toEqual([
      { grantedAt: NOW.toISOString(), grantedVia: 'booking', withdrawnAt: null, withdrawnVia: null },
    ]);

    // The salon cannot set it: the card's fields do not include it.
    const declinesCard = (await b.owner.get(`/api/admin/business/${b.business.id}/clients?q=Dovil`)).json
      .items[0];
    const patched = await b.owner.patch(`/api/admin/client-card/${declinesCard.id}`, {
      marketingConsentSince: NOW.toISOString(),
      notes: 'Mėgsta trumpus kirpimus',
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.card.marketingConsentSince).toBeNull();

    // Another business's owner reads neither the list nor the card.
    const other = await salon('Kitas salonas');
    expect(
      (await other.owner.get(`/api/admin/business/${b.business.id}/clients?marketingConsent=true`)).status,
    ).toBe(404);
    expect((await other.owner.get(`/api/admin/client-card/${cardId}`)).status).toBe(404);
    expect(await clientsOf(other)).toEqual([]);
  });
});

describe('the rebook nudge', () => {
  it('goes to a consenting client six weeks after the last visit, once, with the one-click headers', async () => {
    const b = await salon();
    const consenting = await signedInPerson(server, { name: 'Ieva Klientė' });
    const silent = await signedInPerson(server, { name: 'Rasa Nesutikusi' });
    const booked = await signedInPerson(server, { name: 'Jonė Užsiregistravusi' });
    const visit = await pastVisit(b, consenting.user.id, 0);
    await pastVisit(b, silent.user.id, 0);
    await pastVisit(b, booked.user.id, 0);
    await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: booked.user.id,
      startsAt: new Date(NOW.getTime() + 60 * DAY),
    });
    for (const who of [consenting, booked])
      await who.client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);

    now = new Date(visit.endsAt.getTime() + 42 * DAY - 60_000);
    await settle();
    expect(await nudges(consenting.user.email)).toHaveLength(0);

    now = new Date(visit.endsAt.getTime() + 42 * DAY);
    await settle();
    const [nudge] = await server.outbox.waitFor({ to: consenting.user.email, subject: 'Laukiame jūsų vėl' });
    expect(nudge!.subject).toBe('Laukiame jūsų vėl – Grožio namai „Rūta“');
    expect(nudge!.text).toContain('Sveiki, Ieva!');
    expect(nudge!.text).toContain('Paslauga: Kirpimas');
    const bookAgain = new URL(/Registruotis dar kartą: (\S+)/.exec(nudge!.text)![1]!);
    expect(bookAgain.pathname).toBe(`/naujas-vizitas/${b.business.slug}`);
    expect(bookAgain.searchParams.get('paslauga')).toBe(b.service.id);
    expect(bookAgain.searchParams.get('specialistas')).toBe(b.specialist.id);

    const listUnsubscribe = header(nudge!, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/[^>]+\/api\/public\/marketing\/unsubscribe\/[\w-]+\.[\w-]+>$/,
    );
    expect(header(nudge!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(nudge!.text).toMatch(/Atsisakyti: http:\/\/\S+\/pasiulymu-atsisakymas\/[\w-]+\.[\w-]+/);
    expect(nudge!.html).toContain('>Atsisakyti</a>');

    // No nudge without consent, nor with a visit booked ahead; and never a second one for the same visit.
    now = new Date(visit.endsAt.getTime() + 100 * DAY);
    await settle();
    expect(await nudges(consenting.user.email)).toHaveLength(1);
    expect(await nudges(silent.user.email)).toHaveLength(0);
    expect(await nudges(booked.user.email)).toHaveLength(0);

    // The mail app's one-click POST: no sign-in, no Origin, the body RFC 8058 prescribes.
    const oneClickUrl = listUnsubscribe!.slice(1, -1);
    const oneClick = await fetch(oneClickUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('Nebegausite „Grožio namai „Rūta““ pasiūlymų'),
    });
    expect((await consenting.client.get('/api/user/marketing-consents')).json.items).toEqual([]);
    const [closed] = await server.db
      .select()
      .from(marketingConsent)
      .where(
        and(eq(marketingConsent.userId, consenting.user.id), eq(marketingConsent.businessId, b.business.id)),
      );
    expect(closed).toMatchObject({ withdrawnVia: 'one_click', withdrawnAt: now });
    // Again: the same answer.
    const again = await fetch(oneClickUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);

    // A browser opening the address is sent to the page that asks first.
    const opened = await fetch(oneClickUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/pasiulymu-atsisakymas\/[\w-]+\.[\w-]+$/);
  });

  it('refuses a token that is not ours, and a tampered one', async () => {
    const b = await salon();
    const who = await signedInPerson(server);
    await pastVisit(b, who.user.id, 0);
    await who.client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    now = new Date(NOW.getTime() + 43 * DAY);
    await settle();
    const [nudge] = await server.outbox.waitFor({ to: who.user.email, subject: 'Laukiame jūsų vėl' });
    const token = /\/unsubscribe\/([\w-]+\.[\w-]+)>/.exec(nudge!.raw.replace(/\r?\n[ \t]+/g, ' '))![1]!;
    const [payload, signature] = token.split('.');
    const anonymous = createClient(server.url);
    const post = (t: string) =>
      anonymous.request('POST', `/api/public/marketing/unsubscribe/${t}`, {
        'List-Unsubscribe': 'One-Click',
      });
    const forged = await post(`${payload}.${signature!.slice(0, -2)}AA`);
    expect(forged.status).toBe(404);
    expect(forged.json).toMatchObject({ error: 'invalid_unsubscribe_link' });
    expect((await post('neteisingas.zymuo')).status).toBe(404);
    expect((await post('be-tasko')).status).toBe(400);
    const noBody = await anonymous.request('POST', `/api/public/marketing/unsubscribe/${token}`, {});
    expect(noBody.status).toBe(400);
    // Still agreed: nothing above withdrew it.
    expect((await who.client.get('/api/user/marketing-consents')).json.items).toHaveLength(1);
  });

  it('the letter\'s "Atsisakyti" page asks first, then withdraws without signing in', async () => {
    const b = await salon();
    const who = await signedInPerson(server);
    await pastVisit(b, who.user.id, 0);
    await who.client.request('PUT', `/api/user/marketing-consents/${b.business.slug}`);
    now = new Date(NOW.getTime() + 43 * DAY);
    await settle();
    const [nudge] = await server.outbox.waitFor({ to: who.user.email, subject: 'Laukiame jūsų vėl' });
    const page = new URL(/Atsisakyti: (\S+)/.exec(nudge!.text)![1]!).pathname;
    const visitor = createClient(server.url);

    const opened = await visitor.get(page);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toContain('no-store');
    expect(opened.text).toContain('Nebenorite gauti');
    expect(opened.text).toContain('Atsisakyti pasiūlymų</button>');
    // Opening the page (as a mail scanner does) changes nothing.
    expect((await who.client.get('/api/user/marketing-consents')).json.items).toHaveLength(1);

    const clicked = await visitor.postForm(page, {});
    expect(clicked.status, clicked.text).toBe(200);
    expect(clicked.text).toContain('Nebegausite „Grožio namai „Rūta““ pasiūlymų');
    expect((await who.client.get('/api/user/marketing-consents')).json.items).toEqual([]);
    const [closed] = await server.db
      .select()
      .from(marketingConsent)
      .where(eq(marketingConsent.userId, who.user.id));
    expect(closed!.withdrawnVia).toBe('unsubscribe_link');
    expect((await visitor.get(page)).text).toContain('Jūs jau atsisakėte');
    const unknown = await visitor.get('/pasiulymu-atsisakymas/neteisingas.zymuo');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Atsisakymo nuoroda netinkama.');
  });

  it('a booking confirmation never carries the unsubscribe headers, with or without consent', async () => {
    const b = await salon();
    const who = await signedInPerson(server);
    const response = await who.client.post('/api/user/appointments', {
      business: b.business.slug,
      service: b.service.id,
      start: '2026-12-22T09:00:00+02:00',
      marketingConsent: true,
    });
    expect(response.status, response.text).toBe(201);
    const [confirmation] = await server.outbox.waitFor({
      to: who.user.email,
      subject: 'Jūsų vizitas užregistruotas',
    });
    expect(confirmation!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(confirmation!.text).not.toContain('Atsisakyti:');
  });
});

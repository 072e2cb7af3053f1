// Reviews over HTTP: one per completed visit by its own client, the 14-day edit window, the business's one
// answer, the operator's hiding (the author told in the app and by e-mail), who may do what, the public
// figures (hidden reviews counted nowhere) and the comment escaped wherever it is shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notification, review } from '../../src/server/db/schema.ts';
import type { SessionUser } from '../../src/contracts/session-user.ts';
import { createReviewServices } from '../../src/server/modules/reviews/review-services.ts';
import { createAppointment, createBusiness, createClientCard, createUser } from '../fixtures/factories.ts';
import {
  ALL_ACTORS,
  MANAGERS_WRITE,
  OPERATOR_ONLY_ON_BUSINESS,
  createActors,
  signedInClient,
  signedInMember,
  type ActorName,
  type Actors,
} from './support/actors.ts';
import { type TestClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const DAY = 86_400_000;
/** A comment that would run as markup or break out of the page's JSON-LD if it were not escaped. */
const HOSTILE = `Puiku </script><script>window.__pwned=1</script><img src=x onerror="alert(1)"> & "kabutės"`;

let server: TestServer;
let actors: Actors;
let clientId: string;
let visitDay = 0;

beforeAll(async () => {
  const buildEntry = path.resolve(import.meta.dirname, '../..', BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) {
    throw new Error(`The review test reads the business page: run \`npx react-router build\` first.`);
  }
  server = await startTestServer({ withWeb: true, env: { BUILD_DIR } });
  actors = await createActors(server.db, server.url);
  const session = await actors.clients.client.get('/api/auth/get-session');
  clientId = session.json.user.id;
}, 120_000);
afterAll(() => server?.close());

/**
 * A visit of `userId` at the home business (a distinct past day each), completed unless told otherwise; a
 * confirmed one lies ahead (the visit clock would complete a past one).
 */
async function visit(
  userId: string,
  status: 'completed' | 'confirmed' | 'cancelled' | 'no_show' = 'completed',
  business: 'home' | 'other' = 'home',
) {
  const target = actors[business];
  visitDay += 1;
  const daysAgo = status === 'confirmed' ? -visitDay : visitDay % 25;
  const card = await createClientCard(server.db, {
    businessId: target.business.id,
    name: 'Klientė Testaitė',
  });
  return createAppointment(server.db, {
    businessId: target.business.id,
    specialistId: target.specialist.id,
    serviceId: target.service.id,
    startsAt: new Date(Date.now() - daysAgo * DAY - 3 * 3_600_000 - visitDay * 3_600_000),
    status,
    clientUserId: userId,
    clientCardId: card.id,
  });
}

/** The review services as the pages call them (the page actions' rules, without HTTP). */
const reviewPages = () =>
  createReviewServices({
    db: server.db,
    jobs: server.jobs,
    brandName: 'Grožio Laikas',
    baseUrl: server.url,
    now: () => new Date(),
  });

const reviewPath = (appointmentId: string) => `/api/user/appointment/${appointmentId}/review`;

async function signedInStranger(): Promise<{ id: string; client: TestClient }> {
  const person = await createUser(server.db, { name: 'Kita Klientė' });
  return { id: person.user.id, client: await signedInClient(server.url, person) };
}

describe('writing a review', () => {
  it('takes JSON for the own completed visit and answers 201 with the review', async () => {
    const done = await visit(clientId);
    const answer = await actors.clients.client.post(reviewPath(done.id), {
      rating: 5,
      comment: '  Puiku!  ',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.review).toMatchObject({ appointmentId: done.id, rating: 5, comment: 'Puiku!' });
    const editableUntil = Date.parse(answer.json.review.editableUntil);
    expect(editableUntil - Date.parse(answer.json.review.createdAt)).toBe(14 * DAY);
  });

  it('takes form data as the seed posts it', async () => {
    const done = await visit(clientId);
    const answer = await actors.clients.client.postForm(reviewPath(done.id), { rating: '4' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.review).toMatchObject({ rating: 4, comment: '' });
  });

  it('refuses a second review of the same visit with 409 already_reviewed', async () => {
    const done = await visit(clientId);
    expect((await actors.clients.client.post(reviewPath(done.id), { rating: 3 })).status).toBe(201);
    const again = await actors.clients.client.post(reviewPath(done.id), { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('already_reviewed');
    const rows = await server.db.select().from(review).where(eq(review.appointmentId, done.id));
    expect(rows.map((r) => r.rating)).toEqual([3]);
  });

  it.each(['confirmed', 'cancelled', 'no_show'] as const)(
    'refuses a %s visit with 422 not_completed',
    async (status) => {
      const notDone = await visit(clientId, status);
      const answer = await actors.clients.client.post(reviewPath(notDone.id), { rating: 5 });
      expect(answer.status).toBe(422);
      expect(answer.json.error).toBe('not_completed');
      expect(answer.json.message).toBe('Įvertinti galima tik įvykusį vizitą.');
    },
  );

  it("answers 404 for another user's visit, an unknown one and a malformed id, and writes nothing", async () => {
    const stranger = await signedInStranger();
    const theirs = await visit(stranger.id);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await actors.clients.client.post(reviewPath(id), { rating: 5 });
      expect(answer.status, id).toBe(404);
      expect(answer.json.message).toBe('Vizitas nerastas.');
    }
    expect(await server.db.select().from(review).where(eq(review.appointmentId, theirs.id))).toEqual([]);
    // The business's own staff cannot review a client's visit either.
    expect((await actors.clients.owner.post(reviewPath(theirs.id), { rating: 1 })).status).toBe(404);
  });

  it('refuses bad input in Lithuanian, never a 500, and asks an anonymous caller to sign in', async () => {
    const done = await visit(clientId);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 'penki' }, { rating: 4.5 }, {}]) {
      const answer = await actors.clients.client.post(reviewPath(done.id), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.fields.rating).toBe('Įvertinkite nuo 1 iki 5 žvaigždučių.');
    }
    const tooLong = await actors.clients.client.post(reviewPath(done.id), {
      rating: 5,
      comment: 'a'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fields.comment).toBe('Atsiliepimas per ilgas (daugiausia 1000 simbolių).');
    const exactly = await actors.clients.client.post(reviewPath(done.id), {
      rating: 5,
      comment: 'a'.repeat(1000),
    });
    expect(exactly.status).toBe(201);
    expect((await actors.clients.anonymous.post(reviewPath(done.id), { rating: 5 })).status).toBe(401);
  });
});

describe('editing a review', () => {
  it('changes the stars and the text within 14 days and marks it edited', async () => {
    const done = await visit(clientId);
    await actors.clients.client.post(reviewPath(done.id), { rating: 2, comment: 'Vėlavo' });
    const edited = await actors.clients.client.patch(reviewPath(done.id), {
      rating: 4,
      comment: 'Vėlavo, bet gerai',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.review).toMatchObject({ rating: 4, comment: 'Vėlavo, bet gerai' });
    expect(edited.json.review.editedAt).not.toBeNull();
  });

  it('refuses after 14 days with 409 review_not_editable, and leaves the review as it was', async () => {
    const done = await visit(clientId);
    await actors.clients.client.post(reviewPath(done.id), { rating: 5, comment: 'Senas' });
    await server.db
      .update(review)
      .set({ createdAt: new Date(Date.now() - 14 * DAY - 60_000) })
      .where(eq(review.appointmentId, done.id));
    const late = await actors.clients.client.patch(reviewPath(done.id), { rating: 1 });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('review_not_editable');
    const [row] = await server.db.select().from(review).where(eq(review.appointmentId, done.id));
    expect(row).toMatchObject({ rating: 5, comment: 'Senas', editedAt: null });
  });

  it("answers 404 for a visit without a review and for another user's review", async () => {
    const done = await visit(clientId);
    expect((await actors.clients.client.patch(reviewPath(done.id), { rating: 3 })).status).toBe(404);
    const stranger = await signedInStranger();
    const theirs = await visit(stranger.id);
    expect((await stranger.client.post(reviewPath(theirs.id), { rating: 5 })).status).toBe(201);
    expect((await actors.clients.client.patch(reviewPath(theirs.id), { rating: 1 })).status).toBe(404);
    const empty = await stranger.client.patch(reviewPath(theirs.id), {});
    expect(empty.status).toBe(400);
  });
});

/** A fresh review by the test client of a home-business visit; its id. */
async function freshReview(comment = 'Ačiū') {
  const done = await visit(clientId);
  const answer = await actors.clients.client.post(reviewPath(done.id), { rating: 4, comment });
  return { reviewId: answer.json.review.id as string, appointmentId: done.id };
}

describe('the business answers once', () => {
  it('lets each actor answer as the matrix says, and only the first answer counts', async () => {
    const statuses = {} as Record<ActorName, number>;
    for (const actor of ALL_ACTORS) {
      const { reviewId } = await freshReview();
      statuses[actor] = (
        await actors.clients[actor].post(`/api/admin/review/${reviewId}/reply`, { reply: `Ačiū, ${actor}!` })
      ).status;
    }
    expect(statuses).toEqual(MANAGERS_WRITE);
  });

  it('refuses a second answer with 409 already_replied and shows the first under the review', async () => {
    const { reviewId } = await freshReview('Atsakykite');
    const first = await actors.clients.owner.postForm(`/api/admin/review/${reviewId}/reply`, {
      reply: 'Ačiū, laukiame vėl!',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json.review.reply).toMatchObject({ text: 'Ačiū, laukiame vėl!' });
    const second = await actors.clients.admin.post(`/api/admin/review/${reviewId}/reply`, { reply: 'Kitas' });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe('already_replied');
    const list = await actors.clients.anonymous.get(
      `/api/public/business/${actors.home.business.slug}/reviews`,
    );
    const shown = list.json.items.find((item: { id: string }) => item.id === reviewId);
    expect(shown.reply.text).toBe('Ačiū, laukiame vėl!');
    const notes = await server.db.select().from(notification).where(eq(notification.type, 'review_reply'));
    expect(notes.some((n) => n.userId === clientId)).toBe(true);
  });

  it('refuses an empty answer in Lithuanian', async () => {
    const { reviewId } = await freshReview();
    const empty = await actors.clients.owner.post(`/api/admin/review/${reviewId}/reply`, { reply: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.reply).toBe('Įrašykite atsakymą.');
  });
});

describe('the operator hides an abusive review', () => {
  it('is refused to everyone but the operator', async () => {
    const { reviewId } = await freshReview();
    const statuses = await actors.statuses((client) =>
      client.post(`/api/admin/review/${reviewId}/hide`, { reason: 'Įžeidžiantis turinys' }),
    );
    expect(statuses).toEqual(OPERATOR_ONLY_ON_BUSINESS);
  });

  it('takes it out of every figure, tells the author (escaped e-mail), and closes editing', async () => {
    const slug = actors.home.business.slug;
    const before = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews`)).json;
    const { reviewId, appointmentId } = await freshReview(HOSTILE);
    const counted = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews`)).json;
    expect(counted.total).toBe(before.total + 1);

    const noReason = await actors.clients.operator.post(`/api/admin/review/${reviewId}/hide`, { reason: '' });
    expect(noReason.status).toBe(400);
    const hidden = await actors.clients.operator.post(`/api/admin/review/${reviewId}/hide`, {
      reason: 'Įžeidžia <darbuotoją>',
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json.review.hidden.reason).toBe('Įžeidžia <darbuotoją>');
    const again = await actors.clients.operator.post(`/api/admin/review/${reviewId}/hide`, { reason: 'Vėl' });
    expect(again.status).toBe(409);

    const after = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews`)).json;
    expect(after.total).toBe(before.total);
    expect(after.distribution).toEqual(before.distribution);
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(reviewId);
    const page = (await actors.clients.anonymous.get(`/api/public/business/${slug}`)).json;
    expect(page.reviewCount).toBe(before.total);
    expect(page.rating).toBe(before.average);
    expect(page.reviews.map((i: { id: string }) => i.id)).not.toContain(reviewId);
    const search = (
      await actors.clients.anonymous.get(
        `/api/public/business/search?q=${encodeURIComponent(actors.home.business.name)}`,
      )
    ).json;
    const card = search.items.find((i: { slug: string }) => i.slug === slug);
    expect(card).toMatchObject({ reviewCount: before.total, rating: before.average });

    // The business still sees it, with the reason.
    const admin = await actors.clients.owner.get(`/api/admin/business/${slug}/reviews`);
    expect(admin.json.items.find((i: { id: string }) => i.id === reviewId).hidden.reason).toBe(
      'Įžeidžia <darbuotoją>',
    );

    const notes = await server.db.select().from(notification).where(eq(notification.type, 'review_hidden'));
    expect(notes.some((n) => n.userId === clientId && n.body.includes('Įžeidžia <darbuotoją>'))).toBe(true);
    const [mail] = await server.outbox.waitFor({
      subject: 'Jūsų atsiliepimas apie',
      containing: 'darbuotoją',
    });
    const html = mail!.parts.find((p) => p.contentType.startsWith('text/html'))!.body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;');
    expect(html).toContain('Įžeidžia &lt;darbuotoją&gt;');

    const edit = await actors.clients.client.patch(reviewPath(appointmentId), { rating: 5 });
    expect(edit.status).toBe(409);
    expect(edit.json.error).toBe('review_hidden');
  });
});

describe('the public figures', () => {
  it('agree between the review list, the business answer, the page and its JSON-LD, newest first', async () => {
    const slug = actors.other.business.slug;
    const ratings = [5, 5, 4, 2, 5, 3, 5, 4, 1, 5, 4, 5];
    for (const rating of ratings) {
      const done = await visit(clientId, 'completed', 'other');
      await actors.clients.client.post(reviewPath(done.id), { rating, comment: `Įvertinimas ${rating}` });
    }
    const first = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews`)).json;
    expect(first).toMatchObject({
      total: 12,
      page: 1,
      pageSize: 10,
      average: 4,
      distribution: { '1': 1, '2': 1, '3': 1, '4': 3, '5': 6 },
    });
    expect(first.items).toHaveLength(10);
    const times = first.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews?page=2`)).json;
    expect(second.items).toHaveLength(2);
    expect((await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews?page=0`)).status).toBe(
      400,
    );
    expect((await actors.clients.anonymous.get('/api/public/business/nera-tokio/reviews')).status).toBe(404);

    const page = (await actors.clients.anonymous.get(`/api/public/business/${slug}`)).json;
    expect(page).toMatchObject({ rating: 4, reviewCount: 12, ratingDistribution: first.distribution });

    const html = (await actors.clients.anonymous.get(`/apie/${slug}`)).text;
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .flatMap((d) => (Array.isArray(d) ? d : [d]))
      .find((d) => d.aggregateRating);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 12 });
    expect(ld.review).toHaveLength(10);
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('12\u00a0atsiliepimų');
    expect(text).toContain('Rodyti daugiau');
    expect(text).toContain('patvirtintas vizitas');
    expect(text).not.toContain('(10)');
  });

  it('lets search sort by rating alone', async () => {
    const sorted = await actors.clients.anonymous.get('/api/public/business/search?sort=rating');
    expect(sorted.status, sorted.text).toBe(200);
    const ratings = sorted.json.items.map((i: { rating: number | null }) => i.rating ?? -1);
    expect([...ratings].sort((a: number, b: number) => b - a)).toEqual(ratings);
    expect(ratings[0]).toBeGreaterThan(0);
    expect((await actors.clients.anonymous.get('/api/public/business/search?sort=pigiausi')).status).toBe(
      400,
    );
  });

  it('escapes the comment in the page, its JSON-LD and the API', async () => {
    const slug = actors.home.business.slug;
    await freshReview(HOSTILE);
    const api = (await actors.clients.anonymous.get(`/api/public/business/${slug}/reviews`)).json;
    expect(api.items[0].comment).toBe(HOSTILE);
    const html = (await actors.clients.anonymous.get(`/apie/${slug}`)).text;
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x');
    // Each JSON-LD block still parses and carries the comment as text.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const bodies = JSON.stringify(blocks);
    expect(bodies).toContain('window.__pwned=1');
  });
});

describe('the modal and the visit cards', () => {
  it("offers the newest recently completed visit that has no review, and nobody else's", async () => {
    const person = await signedInStranger();
    expect((await person.client.get('/api/user/reviews/pending')).json.pending).toBeNull();
    await visit(person.id, 'confirmed');
    const done = await visit(person.id);
    const pending = await person.client.get('/api/user/reviews/pending');
    expect(pending.json.pending).toMatchObject({
      appointmentId: done.id,
      businessName: actors.home.business.name,
    });
    await person.client.post(reviewPath(done.id), { rating: 5 });
    expect((await person.client.get('/api/user/reviews/pending')).json.pending).toBeNull();
    expect((await actors.clients.anonymous.get('/api/user/reviews/pending')).status).toBe(401);
  });
});

describe("another business's owner and the page actions", () => {
  async function ownerOfOther() {
    const { client } = await signedInMember(server, actors.other.business.id, 'owner', {
      name: 'Kito Verslo Savininkė',
    });
    const session = await client.get('/api/auth/get-session');
    return { client, user: session.json.user as SessionUser };
  }

  it("cannot read, answer or hide this business's reviews (404), over HTTP or through the page", async () => {
    const { reviewId } = await freshReview('Tik šiam salonui');
    const stranger = await ownerOfOther();
    const slug = actors.home.business.slug;
    expect((await stranger.client.get(`/api/admin/business/${slug}/reviews`)).status).toBe(404);
    const reply = await stranger.client.post(`/api/admin/review/${reviewId}/reply`, { reply: 'Svetimas' });
    expect(reply.status).toBe(404);
    expect((await stranger.client.post(`/api/admin/review/${reviewId}/hide`, { reason: 'x' })).status).toBe(
      404,
    );

    const pages = reviewPages();
    expect(await pages.reply(stranger.user, reviewId, { reply: 'Svetimas' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await pages.adminList(stranger.user, slug, 1)).toMatchObject({ ok: false, status: 404 });
    for (const garbage of ['', 'ne-uuid', "1' or '1'='1"]) {
      expect(await pages.reply(stranger.user, garbage, { reply: 'x' })).toMatchObject({ status: 404 });
      expect(await pages.create(stranger.user, garbage, { rating: '5' })).toMatchObject({ status: 404 });
    }
    const [row] = await server.db.select().from(review).where(eq(review.id, reviewId));
    expect(row?.reply).toBeNull();
  });

  it("gives the admin page the business's own time zone next to the list, which the API answers as documented", async () => {
    const away = await createBusiness(server.db, { timeZone: 'Europe/London' });
    const { client } = await signedInMember(server, away.id, 'owner', { name: 'Londono Savininkė' });
    const session = await client.get('/api/auth/get-session');
    const page = await reviewPages().adminList(session.json.user as SessionUser, away.slug, 1);
    expect(page).toMatchObject({ ok: true, value: { timeZone: 'Europe/London', business: { id: away.id } } });

    const api = await client.get(`/api/admin/business/${away.slug}/reviews`);
    expect(api.status).toBe(200);
    expect(api.json.business).toMatchObject({ id: away.id });
    expect(api.json).not.toHaveProperty('timeZone');
  });

  it('saves a review posted as a form through the page action rules', async () => {
    const done = await visit(clientId);
    const pages = reviewPages();
    const me = (await actors.clients.client.get('/api/auth/get-session')).json.user as SessionUser;
    expect(await pages.create(me, done.id, { rating: '9' })).toMatchObject({
      ok: false,
      status: 400,
      fields: { rating: 'Įvertinkite nuo 1 iki 5 žvaigždučių.' },
    });
    expect(await pages.create(me, done.id, { rating: '3', comment: 'Iš formos' })).toMatchObject({
      ok: true,
      value: { rating: 3, comment: 'Iš formos' },
    });
    expect(await pages.edit(me, done.id, { comment: 'Pataisyta' })).toMatchObject({
      ok: true,
      value: { rating: 3, comment: 'Pataisyta' },
    });
  });
});

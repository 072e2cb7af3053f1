// Web push over HTTP: storing and removing subscriptions (validation, the per-person cap, who may remove
// what, renewal after a key change), and delivery through a real local push service: what is pushed to
// whom, with TTL and urgency, and subscriptions the service reports gone (404, 410) are deleted.
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../../src/core/push/push-endpoint.ts';
import { appSetting, pushSubscription } from '../../src/server/db/schema.ts';
import { resolveWebPushSettings } from '../../src/server/push/web-push-settings.ts';
import { createBookableBusiness, createMembership } from '../fixtures/factories.ts';
import {
  startLocalPushService,
  type LocalPushService,
  type TestSubscription,
} from '../support/local-push-service.ts';
import { waitFor } from '../support/wait-for.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const keys = webPush.generateVAPIDKeys();
let server: TestServer;
let push: LocalPushService;

beforeAll(async () => {
  push = await startLocalPushService();
  server = await startTestServer({
    now: () => NOW,
    env: {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:operatorius@demo.lt',
      WEB_PUSH_EXTRA_ORIGINS: push.origin,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

async function person(name = 'Ieva Klientė') {
  const { user, client: http } = await signedInPerson(server, { name });
  return { http, user };
}

/** The client books the salon's specialist at `start`; the new visit's id. */
async function book(
  client: { http: TestClient },
  b: { business: { slug: string }; service: { id: string }; specialist: { id: string } },
  start: string,
) {
  const booked = await client.http.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    specialist: b.specialist.id,
    start,
  });
  expect(booked.status, booked.text).toBe(201);
  return booked.json.appointment.id as string;
}

/** The salon's owner declines the visit: the client is told of a status change. */
async function decline(b: { owner: { http: TestClient } }, id: string) {
  const declined = await b.owner.http.patch(`/api/admin/appointment/${id}`, {
    status: 'declined',
    declineReason: 'Meistrė serga',
  });
  expect(declined.status, declined.text).toBe(200);
}

const subscribe = (http: TestClient, subscription: unknown, businessId?: string) =>
  http.post('/webpush/', { subscription, ...(businessId ? { businessId } : {}) });
const unsubscribe = (http: TestClient, endpoint: string) => http.request('DELETE', '/webpush/', { endpoint });

function browserSubscription(endpoint: string) {
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
}

const subscriptionsOf = (userId: string) =>
  server.db.select().from(pushSubscription).where(eq(pushSubscription.userId, userId));

describe('POST and DELETE /webpush/', () => {
  it('stores a subscription on a known push service once and removes it', async () => {
    const { http, user } = await person();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${user.id}`;
    const first = await subscribe(http, browserSubscription(endpoint));
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({ success: true, created: true });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await subscribe(http, browserSubscription(endpoint));
    expect(again.status, again.text).toBe(200);
    expect(again.json.created).toBe(false);
    expect(await subscriptionsOf(user.id)).toMatchObject([
      { endpoint, businessId: null, serverKey: keys.publicKey },
    ]);

    expect((await unsubscribe(http, endpoint)).status).toBe(200);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    const gone = await unsubscribe(http, endpoint);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe('not_found');
  });

  it('refuses endpoints that are not a push service, and malformed subscriptions, with a 400', async () => {
    const { http, user } = await person();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://example.com/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'http://127.0.0.1:9/notify/abc',
      'file:///etc/passwd',
      'nonsense',
    ]) {
      const response = await subscribe(http, browserSubscription(endpoint));
      expect(response.status, endpoint).toBe(400);
      expect(response.json.error).toBe('unknown_push_service');
      expect(response.json.message).toMatch(/Pranešimų tarnybos adresas/);
    }
    const valid = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/abc');
    for (const body of [
      {},
      { subscription: { endpoint: valid.endpoint } },
      { subscription: { ...valid, keys: { p256dh: 'x', auth: valid.keys.auth } } },
      { subscription: { ...valid, keys: { ...valid.keys, auth: 'not base64url!!!!!!!' } } },
      { subscription: { ...valid, endpoint: `https://fcm.googleapis.com/${'a'.repeat(3000)}` } },
      { subscription: valid, businessId: 'not-an-id' },
    ]) {
      const response = await http.post('/webpush/', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.error).toBe('invalid_input');
    }
    const unknownBusiness = await subscribe(http, valid, '00000000-0000-4000-8000-000000000000');
    expect(unknownBusiness.status).toBe(404);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('asks to sign in', async () => {
    const anonymous = createClient(server.url);
    const stored = await subscribe(
      anonymous,
      browserSubscription('https://fcm.googleapis.com/fcm/send/anon'),
    );
    expect(stored.status).toBe(401);
    expect((await unsubscribe(anonymous, 'https://fcm.googleapis.com/fcm/send/anon')).status).toBe(401);
  });

  it("keeps a person's newest subscriptions up to the cap", async () => {
    const { http, user } = await person();
    const endpoints = Array.from(
      { length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2 },
      (_, i) => `https://web.push.apple.com/${user.id}-${i}`,
    );
    for (const endpoint of endpoints) {
      expect((await subscribe(http, browserSubscription(endpoint))).status).toBe(201);
    }
    const kept = (await subscriptionsOf(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(2).sort());
  });

  it("never lets one person remove another's subscription; a browser's endpoint follows who signs in there", async () => {
    const ieva = await person();
    const jonas = await person('Jonas Kitas');
    const endpoint = `https://wns2-par02p.notify.windows.com/w/?token=${ieva.user.id}`;
    expect((await subscribe(ieva.http, browserSubscription(endpoint))).status).toBe(201);

    const removed = await unsubscribe(jonas.http, endpoint);
    expect(removed.status).toBe(404);
    expect(await subscriptionsOf(ieva.user.id)).toHaveLength(1);

    // Jonas signed in on the same browser: its subscription now carries his messages, not hers.
    expect((await subscribe(jonas.http, browserSubscription(endpoint))).status).toBe(201);
    expect(await subscriptionsOf(ieva.user.id)).toEqual([]);
    expect(await subscriptionsOf(jonas.user.id)).toMatchObject([{ endpoint }]);
  });

  it('renews a subscription made with an earlier server key when the browser sends it again', async () => {
    const { http, user } = await person();
    const endpoint = `https://fcm.googleapis.com/fcm/send/rotated-${user.id}`;
    await subscribe(http, browserSubscription(endpoint));
    await server.db
      .update(pushSubscription)
      .set({ serverKey: 'BOldKeyOfTheServer' })
      .where(eq(pushSubscription.endpoint, endpoint));
    const renewed = await subscribe(http, browserSubscription(endpoint));
    expect(renewed.status).toBe(201);
    expect(await subscriptionsOf(user.id)).toMatchObject([{ endpoint, serverKey: keys.publicKey }]);
  });
});

describe('the VAPID keys', () => {
  it('are generated once and kept; the environment overrides them', async () => {
    const env = { OPERATOR_EMAIL: 'operatorius@demo.lt', WEB_PUSH_EXTRA_ORIGINS: [] };
    const first = await resolveWebPushSettings(server.db, env);
    const second = await resolveWebPushSettings(server.db, env);
    expect(second.publicKey).toBe(first.publicKey);
    expect(first.privateKey).not.toBe('');
    expect(first.subject).toBe('mailto:operatorius@demo.lt');
    const [stored] = await server.db.select().from(appSetting).where(eq(appSetting.key, 'vapid_keys'));
    expect(stored!.value).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });

    const fromEnv = await resolveWebPushSettings(server.db, {
      ...env,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(fromEnv.publicKey).toBe(keys.publicKey);
    await expect(
      resolveWebPushSettings(server.db, { ...env, VAPID_PUBLIC_KEY: keys.publicKey }),
    ).rejects.toThrow(/both/);
  });
});

describe('push messages', () => {
  async function salon() {
    const b = await createBookableBusiness(server.db, {
      business: { name: 'Saulės salonas', onboarded: true },
      specialist: { name: 'Eglė Kirpėja' },
      service: { name: 'Kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
    });
    const owner = await person('Savininkė Rūta');
    await createMembership(server.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
    return { ...b, owner };
  }

  async function subscribed(who: { http: TestClient }, businessId?: string): Promise<TestSubscription> {
    const subscription = await push.subscribe(keys.publicKey);
    const response = await subscribe(who.http, subscription, businessId);
    expect(response.status, response.text).toBe(201);
    return subscription;
  }

  const messagesOf = (subscription: TestSubscription) =>
    push.messages(subscription.clientHash).map((text) => JSON.parse(text) as Record<string, string>);

  it('tell the staff of a new booking and the client of a status change, in the app they subscribed in', async () => {
    const b = await salon();
    const client = await person('Paulius Klientas');
    const clientInApp = await subscribed(client, b.business.id);
    const clientOnWebsite = await subscribed(client);
    const ownerDevice = await subscribed(b.owner);
    const otherApp = await salon();
    const clientInOtherApp = await subscribed(client, otherApp.business.id);

    const id = await book(client, b, '2026-12-21T09:00:00+02:00');

    const [toOwner] = await waitFor(() => {
      const found = messagesOf(ownerDevice);
      return found.length > 0 ? found : null;
    }, 'the staff push');
    expect(toOwner).toMatchObject({
      title: expect.stringMatching(/^Nauja registracija/),
      body: expect.stringContaining('Paulius Klientas'),
      url: `/administratorius/vizitai/sarasas/${b.business.slug}`,
      tag: `visit-${id}`,
    });

    await decline(b, id);
    const [inApp] = await waitFor(() => {
      const found = messagesOf(clientInApp);
      return found.length > 0 ? found : null;
    }, 'the client push');
    expect(inApp).toMatchObject({
      title: 'Vizitas atmestas',
      body: expect.stringContaining('Meistrė serga'),
      url: `/${b.business.slug}/mano-vizitai`,
      tag: `visit-${id}`,
    });
    const [onWebsite] = await waitFor(() => {
      const found = messagesOf(clientOnWebsite);
      return found.length > 0 ? found : null;
    }, 'the website push');
    expect(onWebsite).toMatchObject({ title: 'Vizitas atmestas', url: '/mano-vizitai' });
    // Their own booking brought no push; another salon's app hears nothing of this one.
    expect(messagesOf(clientInApp)).toHaveLength(1);
    expect(messagesOf(clientInOtherApp)).toEqual([]);

    const sent = push.requests.filter((r) => r.path === new URL(clientInApp.endpoint).pathname);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 201, headers: { ttl: '86400', urgency: 'high' } });
    expect(sent[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
  });

  it("follows the client's choice: with push switched off for visit changes nothing is pushed", async () => {
    const b = await salon();
    const client = await person('Marija Klientė');
    const device = await subscribed(client);
    const off = await client.http.post('/api/user/notification-preferences', {
      kind: 'appointment_change',
      channel: 'push',
      enabled: false,
    });
    expect(off.status, off.text).toBe(200);

    const id = await book(client, b, '2026-12-22T09:00:00+02:00');
    await decline(b, id);
    await server.outbox.waitFor({ to: client.user.email, count: 1 });
    // The in-app notification is there (it is the record); the push job finished without sending.
    const notes = await client.http.get('/api/user/notifications');
    expect(JSON.stringify(notes.json)).toContain('Vizitas atmestas');
    expect(messagesOf(device)).toEqual([]);
    expect(push.requests.filter((r) => r.path === new URL(device.endpoint).pathname)).toEqual([]);
  });

  it('deletes subscriptions the push service reports gone (410, 404) and keeps delivering to the rest', async () => {
    const b = await salon();
    const ownerExpired = await subscribed(b.owner);
    const ownerMissing = push.missing(await push.subscribe(keys.publicKey));
    expect((await subscribe(b.owner.http, ownerMissing)).status).toBe(201);
    const ownerLive = await subscribed(b.owner);
    push.expire(ownerExpired.clientHash);

    const client = await person('Ona Klientė');
    await book(client, b, '2026-12-22T09:00:00+02:00');

    await waitFor(() => messagesOf(ownerLive).length === 1, 'delivery to the live subscription');
    const left = await waitFor(async () => {
      const rows = await subscriptionsOf(b.owner.user.id);
      return rows.length === 1 ? rows : null;
    }, 'the gone subscriptions deleted');
    expect(left.map((row) => row.endpoint)).toEqual([ownerLive.endpoint]);
    const answers = push.requests
      .filter((r) =>
        [ownerExpired.endpoint, ownerMissing.endpoint].some((e) => new URL(e).pathname === r.path),
      )
      .map((r) => r.status)
      .sort();
    expect(answers).toEqual([404, 410]);
  });
});

// The notifications dialog's API: the signed-in user's list with the unread count and markers, marking one
// as seen and dismissing one; nobody reads or changes another person's notifications.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notification } from '../../src/server/db/schema.ts';
import { createNotifications } from '../../src/server/modules/notifications/notifications.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const server = useTestServer();

async function signedInUser() {
  const { user, client } = await signedInPerson(server);
  return { userId: user.id, client };
}

async function notify(userId: string, businessId: string | null, title: string, createdAt: Date) {
  await createNotifications(server.db, [
    {
      userId,
      businessId,
      type: 'appointment_booked',
      title,
      body: `${title} – aprašymas`,
      href: '/mano-vizitai',
    },
  ]);
  await server.db.update(notification).set({ createdAt }).where(eq(notification.title, title));
  const [row] = await server.db.select().from(notification).where(eq(notification.title, title));
  return row!.id;
}

describe('the notifications dialog API', () => {
  let ieva: { userId: string; client: TestClient };
  let jonas: { userId: string; client: TestClient };
  let businessId: string;
  let older: string;
  let newer: string;
  let elsewhere: string;

  beforeAll(async () => {
    ieva = await signedInUser();
    jonas = await signedInUser();
    businessId = (await createBookableBusiness(server.db)).business.id;
    const suffix = Date.now();
    older = await notify(
      ieva.userId,
      businessId,
      `Vizitas patvirtintas ${suffix}`,
      new Date('2026-11-20T08:00:00Z'),
    );
    newer = await notify(
      ieva.userId,
      businessId,
      `Vizitas perkeltas ${suffix}`,
      new Date('2026-11-21T09:30:00Z'),
    );
    elsewhere = await notify(ieva.userId, null, `Sveiki atvykę ${suffix}`, new Date('2026-11-19T07:00:00Z'));
  });

  it('lists the own notifications newest first with the unread count and the markers', async () => {
    const inbox = await ieva.client.get('/api/user/notifications');
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.json.items.map((item: { id: string }) => item.id)).toEqual([newer, older, elsewhere]);
    expect(inbox.json.items[0]).toMatchObject({ active: true, href: '/mano-vizitai' });
    expect(inbox.json.count).toBe(3);
    expect(inbox.json.newest).toBe('2026-11-21T09:30:00.000Z');
    expect(Date.parse(inbox.json.current)).not.toBeNaN();

    const inTheApp = await ieva.client.get(`/api/user/notifications?business=${businessId}`);
    expect(inTheApp.json.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);

    const someoneElse = await jonas.client.get('/api/user/notifications');
    expect(someoneElse.json).toMatchObject({ items: [], count: 0, newest: null });
  });

  it('marks one as seen (form data, as the seed helper posts) and counts only unread ones', async () => {
    const seen = await ieva.client.postForm('/api/user/notification/mark-as-seen', { id: older });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json).toEqual({ success: true });
    const again = await ieva.client.post('/api/user/notification/mark-as-seen', { id: older });
    expect(again.status).toBe(200);
    const inbox = await ieva.client.get('/api/user/notifications');
    expect(inbox.json.count).toBe(2);
    expect(inbox.json.items.find((item: { id: string }) => item.id === older).active).toBe(false);
  });

  it('dismisses one for good', async () => {
    const dismissed = await ieva.client.post('/api/user/notification/dismiss', { id: elsewhere });
    expect(dismissed.status, dismissed.text).toBe(200);
    const inbox = await ieva.client.get('/api/user/notifications');
    expect(inbox.json.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    expect(inbox.json.count).toBe(1);
  });

  it("answers 404 for another person's notification and changes nothing", async () => {
    for (const path of ['/api/user/notification/mark-as-seen', '/api/user/notification/dismiss']) {
      const response = await jonas.client.post(path, { id: newer });
      expect(response.status, response.text).toBe(404);
      expect(response.json).toMatchObject({ error: 'not_found', message: 'Pranešimas nerastas.' });
    }
    const [row] = await server.db.select().from(notification).where(eq(notification.id, newer));
    expect(row).toMatchObject({ readAt: null, dismissedAt: null });
  });

  it('refuses anonymous visitors and bad ids in Lithuanian', async () => {
    const anonymous = createClient(server.url);
    expect((await anonymous.get('/api/user/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/user/notification/dismiss', { id: newer })).status).toBe(401);
    const bad = await ieva.client.post('/api/user/notification/mark-as-seen', { id: 'ne-id' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.id).toBe('Neteisingas pranešimo identifikatorius.');
    const badBusiness = await ieva.client.get('/api/user/notifications?business=kita');
    expect(badBusiness.status).toBe(400);
  });
});

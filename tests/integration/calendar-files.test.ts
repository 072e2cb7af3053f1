// Calendar files over HTTP, read back with ical.js: the client's download carries the e-mails' UID and
// the visit's SEQUENCE; subscription feeds follow the visits and a regenerated link retires the old one.
import { describe, expect, it } from 'vitest';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { parsedIcsEvents } from '../fixtures/ical.ts';
import { signedInMember, signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z');

const server = useTestServer({ now: () => NOW });

async function setUp() {
  const b = await createBookableBusiness(server.db, {
    business: { name: 'Studija „Linas“', slotStepMinutes: 30 },
    service: { name: 'Manikiūras', durationMinutes: 60, bufferAfterMinutes: 0 },
  });
  const { client: ownerHttp } = await signedInMember(server, b.business.id, 'owner', {
    name: 'Savininkas Linas',
  });
  const { client: clientHttp, ...client } = await signedInPerson(server, { name: 'Ieva Kalendorė' });
  const booked = await clientHttp.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    start: '2026-12-21T10:00:00+02:00',
  });
  expect(booked.status, booked.text).toBe(201);
  return { b, ownerHttp, clientHttp, client: client.user, id: booked.json.appointment.id as string };
}

describe('calendar files', () => {
  it("the client's download is the e-mail's event: one UID, the visit's SEQUENCE after a move", async () => {
    const { ownerHttp, clientHttp, client, id } = await setUp();
    const first = await clientHttp.get(`/api/user/appointment/${id}/calendar`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    const [downloaded] = parsedIcsEvents(first.text);

    const [mail] = await server.outbox.waitFor({ to: client.email });
    const [mailed] = parsedIcsEvents(
      mail!.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body,
    );
    expect(downloaded!.uid).toBe(mailed!.uid);
    expect(downloaded!.sequence).toBe(0);

    // Two changes within the same second still get two consecutive versions.
    expect(
      (await ownerHttp.patch(`/api/admin/appointment/${id}`, { start: '2026-12-21T11:00:00+02:00' })).status,
    ).toBe(200);
    expect(
      (await ownerHttp.patch(`/api/admin/appointment/${id}`, { start: '2026-12-21T12:00:00+02:00' })).status,
    ).toBe(200);
    const [moved] = parsedIcsEvents((await clientHttp.get(`/api/user/appointment/${id}/calendar`)).text);
    expect(moved!.uid).toBe(downloaded!.uid);
    expect(moved!.sequence).toBe(2);
    expect(moved!.startDate.toJSDate().toISOString()).toBe('2026-12-21T10:00:00.000Z');

    const { client: stranger } = await signedInPerson(server);
    expect((await stranger.get(`/api/user/appointment/${id}/calendar`)).status).toBe(404);
    expect((await createClient(server.url).get(`/api/user/appointment/${id}/calendar`)).status).toBe(401);
  });

  it('feeds of the business, the specialist and the client follow the visits; regenerating retires a link', async () => {
    const { b, ownerHttp, clientHttp, id } = await setUp();
    const businessLink = await ownerHttp.post(`/api/admin/business/${b.business.id}/calendar-feed`, {});
    const specialistLink = await ownerHttp.post(`/api/admin/specialist/${b.specialist.id}/calendar-feed`, {});
    const clientLink = await clientHttp.post('/api/user/calendar-feed', {});
    const anonymous = createClient(server.url);
    for (const link of [businessLink, specialistLink, clientLink]) {
      expect(link.status, link.text).toBe(200);
      const feed = await anonymous.get(new URL(link.json.url).pathname);
      expect(feed.status).toBe(200);
      const events = parsedIcsEvents(feed.text);
      expect(events.map((event) => event.uid)).toContain(`vizitas-${id}@localhost`);
      const event = events.find((candidate) => candidate.uid === `vizitas-${id}@localhost`)!;
      if (link === clientLink) {
        // The client's own calendar: the salon and how to cancel.
        expect(event.summary).toBe(`${b.service.name} – ${b.business.name}`);
        expect(event.description).toContain('Atšaukti internetu galite iki');
      } else {
        // The salon's calendar: who comes and how to reach them, and the visit in the admin.
        expect(event.summary).toBe(`Ieva Kalendorė – ${b.service.name}`);
        expect(event.description).toContain('Klientas: Ieva Kalendorė');
        expect(event.description).toContain(`/administratorius/vizitai/${b.business.slug}/redaguoti/${id}`);
        expect(event.description).not.toContain('Atšaukti internetu');
      }
    }

    // Cancelled: gone from the feed, so subscribed calendars drop it.
    expect((await clientHttp.post('/api/user/appointment/decline', { id })).status).toBe(200);
    const after = await anonymous.get(new URL(businessLink.json.url).pathname);
    expect(parsedIcsEvents(after.text).map((event) => event.uid)).not.toContain(`vizitas-${id}@localhost`);

    const again = await ownerHttp.post(`/api/admin/business/${b.business.id}/calendar-feed`, {});
    expect(again.json.url).toBe(businessLink.json.url);
    const renewed = await ownerHttp.post(`/api/admin/business/${b.business.id}/calendar-feed`, {
      regenerate: true,
    });
    expect(renewed.json.url).not.toBe(businessLink.json.url);
    expect((await anonymous.get(new URL(businessLink.json.url).pathname)).status).toBe(404);
    expect((await anonymous.get(new URL(renewed.json.url).pathname)).status).toBe(200);
    // Someone outside the business does not learn it exists.
    expect((await clientHttp.post(`/api/admin/business/${b.business.id}/calendar-feed`, {})).status).toBe(
      404,
    );
  });
});

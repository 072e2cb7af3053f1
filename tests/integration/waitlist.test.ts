// The waitlist over HTTP on a controlled clock: the server reads `now` from the test, the visit clock
// (which runs the waitlist's pass) and the job worker run for real, and messages are read back.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointment, notification, waitlistEntry } from '../../src/server/db/schema.ts';
import { createBookableBusiness, createBookableColleague, createVisitAt } from '../fixtures/factories.ts';
import { signedInMember, signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const TUESDAY = '2026-12-15';
let now = NOW;
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const server = useTestServer({ now: () => now, jobs: { visitClockIntervalMs: 100 } });
beforeEach(() => {
  now = NOW;
});

/** A salon whose one specialist is booked on Tuesday 10:00–12:00 (two walk-in visits). */
async function salon() {
  const b = await createBookableBusiness(server.db, {
    business: { name: 'Grožio namai „Rūta“', slotStepMinutes: 30, leadTimeMinutes: 60 },
    specialist: { name: 'Eglė Kirpėja' },
    service: { name: 'Kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
  });
  const { client: owner } = await signedInMember(server, b.business.id, 'owner', { name: 'Savininkė Rūta' });
  const ten = await createVisitAt(server.db, b, {
    specialistId: b.specialist.id,
    date: TUESDAY,
    time: '10:00',
  });
  const eleven = await createVisitAt(server.db, b, {
    specialistId: b.specialist.id,
    date: TUESDAY,
    time: '11:00',
  });
  return { ...b, owner, ten, eleven };
}

async function client(name: string) {
  const { user, client: http } = await signedInPerson(server, { name, emailVerified: true });
  return { http, user };
}

type Salon = Awaited<ReturnType<typeof salon>>;
type Client = Awaited<ReturnType<typeof client>>;

async function join(b: Salon, who: Client, window = { from: '10:00', to: '12:00' }) {
  return who.http.post('/api/user/waitlist', {
    business: b.business.slug,
    service: b.service.id,
    date: TUESDAY,
    ...window,
  });
}

/** A visit-clock pass that read the current `now` has run to its end. */
async function settle() {
  await server.visitClockPass();
  await server.visitClockPass();
}

async function offersOf(who: Client) {
  const response = await who.http.get('/api/user/waitlist/offers');
  expect(response.status).toBe(200);
  return response.json.items as { id: string; start: string; expiresAt: string; specialistId: string }[];
}

async function declineBySalon(b: Salon, visitId: string) {
  const response = await b.owner.patch(`/api/admin/appointment/${visitId}`, {
    status: 'declined',
    declineReason: 'Specialistė suserga',
  });
  expect(response.status, response.text).toBe(200);
}

async function freeStartsOnTuesday(b: Salon) {
  const http = (await client('Stebėtoja Ona')).http;
  const slots = await http.get(
    `/api/public/schedule/available-time-slots?business=${b.business.slug}&service=${b.service.id}&date=${TUESDAY}`,
  );
  expect(slots.status).toBe(200);
  return (slots.json.slots as { label: string }[]).map((slot) => slot.label);
}

describe('the waitlist', () => {
  // One client's whole story, from joining to the date being over: longer than a usual test.
  it(
    'offers a freed time to the first in line, holds it, passes it on when the hold runs out, and books it once',
    { timeout: 60_000 },
    async () => {
      const b = await salon();
      const ieva = await client('Ieva Pirmoji');
      const jonas = await client('Jonas Antrasis');

      // Free times exist in the afternoon: joining for them is refused, the client should book instead.
      const afternoon = await join(b, ieva, { from: '14:00', to: '16:00' });
      expect(afternoon.status).toBe(409);
      expect(afternoon.json.error).toBe('time_available');

      const first = await join(b, ieva);
      expect(first.status, first.text).toBe(201);
      expect(first.json.entry).toMatchObject({
        date: TUESDAY,
        from: '10:00',
        to: '12:00',
        status: 'waiting',
      });
      now = minutesLater(1);
      expect((await join(b, jonas)).status).toBe(201);
      expect((await join(b, jonas)).json.error).toBe('already_waiting');

      // Nothing freed yet: no offers.
      await settle();
      expect(await offersOf(ieva)).toEqual([]);

      // The salon declines the 10:00 visit: Ieva, first in line, is offered 10:00 and it is held for her.
      await declineBySalon(b, b.ten.id);
      await settle();
      const [offer] = await offersOf(ieva);
      expect(offer).toMatchObject({ start: '2026-12-15T10:00:00+02:00', specialistId: b.specialist.id });
      expect(offer!.expiresAt).toBe(new Date(now.getTime() + 15 * 60_000).toISOString());
      expect(await offersOf(jonas)).toEqual([]);

      const [letter] = await server.outbox.waitFor({
        to: ieva.user.email,
        subject: 'Atsilaisvino laikas',
        count: 1,
      });
      expect(letter!.subject).toBe(
        'Atsilaisvino laikas: Kirpimas, antradienis, gruodžio 15 d., 10:00–11:00 – Grožio namai „Rūta“',
      );
      expect(letter!.text).toContain(`/mano-vizitai/pasiulymas/${offer!.id}`);
      const inApp = await waitFor(async () => {
        const rows = await server.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, ieva.user.id), eq(notification.type, 'waitlist_offer')));
        return rows.length === 1 ? rows : null;
      }, 'the in-app offer');
      expect(inApp[0]!.href).toBe(`/mano-vizitai/pasiulymas/${offer!.id}`);

      // Held: nobody else can book it, and the calendar does not offer it.
      const taken = await jonas.http.post('/api/user/appointments', {
        business: b.business.slug,
        service: b.service.id,
        start: '2026-12-15T10:00:00+02:00',
      });
      expect(taken.status).toBe(409);
      expect(taken.json.error).toBe('slot_taken');
      expect(await freeStartsOnTuesday(b)).not.toContain('10:00');

      // The hold runs out: the time goes to Jonas, the next in line; Ieva keeps waiting, and cannot take it.
      now = minutesLater(15);
      await settle();
      const [passedOn] = await offersOf(jonas);
      expect(passedOn).toMatchObject({ start: '2026-12-15T10:00:00+02:00' });
      expect(await offersOf(ieva)).toEqual([]);
      const late = await ieva.http.post(`/api/user/waitlist/offer/${offer!.id}/accept`);
      expect(late.status).toBe(409);
      expect(late.json.error).toBe('offer_expired');
      expect(await freeStartsOnTuesday(b)).not.toContain('10:00');

      // Two accepts of one offer at once: one visit, the same answer to both.
      const [a, c] = await Promise.all([
        jonas.http.post(`/api/user/waitlist/offer/${passedOn!.id}/accept`),
        jonas.http.post(`/api/user/waitlist/offer/${passedOn!.id}/accept`),
      ]);
      expect([a.status, c.status]).toEqual([201, 201]);
      expect(a.json.appointment.id).toBe(c.json.appointment.id);
      expect(a.json.appointment).toMatchObject({ start: '2026-12-15T10:00:00+02:00', status: 'confirmed' });
      const visits = await server.db
        .select()
        .from(appointment)
        .where(and(eq(appointment.businessId, b.business.id), eq(appointment.clientUserId, jonas.user.id)));
      expect(visits).toHaveLength(1);

      // Jonas is off the list (booked); Ieva still waits, with nothing on offer.
      expect((await jonas.http.get('/api/user/waitlist')).json.items).toEqual([]);
      const ievas = (await ieva.http.get('/api/user/waitlist')).json.items;
      expect(ievas).toHaveLength(1);
      expect(ievas[0]).toMatchObject({ status: 'waiting', offer: null });

      // The salon sees the day's line.
      const day = await b.owner.get(`/api/admin/waitlist?business=${b.business.slug}&date=${TUESDAY}`);
      expect(day.status, day.text).toBe(200);
      expect(
        day.json.items.map((item: { client: { name: string }; status: string }) => [
          item.client.name,
          item.status,
        ]),
      ).toEqual([
        ['Ieva Pirmoji', 'waiting'],
        ['Jonas Antrasis', 'booked'],
      ]);

      // Once the date is over, the entry ends.
      now = new Date('2026-12-15T22:30:00Z'); // Wednesday 00:30 in Vilnius
      await settle();
      expect((await ieva.http.get('/api/user/waitlist')).json.items).toEqual([]);
      const [ended] = await server.db
        .select()
        .from(waitlistEntry)
        .where(eq(waitlistEntry.userId, ieva.user.id));
      expect(ended!.status).toBe('ended');
    },
  );

  it('offers time a new override opens, for a chosen specialist only when it is theirs, and passes on a declined offer', async () => {
    const b = await salon();
    const rasa = await createBookableColleague(server.db, b, 'Rasa Kolegė');
    const ona = await client('Ona Vakarinė');
    const petras = await client('Petras Vakarinis');
    // Evening after hours: nobody works then.
    const withEgle = await ona.http.post('/api/user/waitlist', {
      business: b.business.slug,
      service: b.service.id,
      specialist: b.specialist.id,
      date: TUESDAY,
      from: '18:00',
      to: '20:00',
    });
    expect(withEgle.status, withEgle.text).toBe(201);
    now = minutesLater(1);
    expect((await join(b, petras, { from: '18:00', to: '20:00' })).status).toBe(201);

    // Rasa works until 20:00 that day: not Ona's specialist, so Petras (any specialist) gets it.
    const override = await b.owner.post('/api/admin/schedule-overrides', {
      business: b.business.slug,
      specialistId: rasa.id,
      from: TUESDAY,
      closed: false,
      intervals: [{ start: '09:00', end: '20:00' }],
    });
    expect(override.status, override.text).toBe(201);
    await settle();
    expect(await offersOf(ona)).toEqual([]);
    const [petrasOffer] = await offersOf(petras);
    expect(petrasOffer).toMatchObject({ start: '2026-12-15T18:00:00+02:00', specialistId: rasa.id });

    // Petras lets it go: it is not offered to him again, and Ona cannot have Rasa's time.
    expect((await petras.http.post(`/api/user/waitlist/offer/${petrasOffer!.id}/decline`)).status).toBe(204);
    await settle();
    const [next] = await offersOf(petras);
    expect(next).toMatchObject({ start: '2026-12-15T19:00:00+02:00' });

    // Ona leaves the list; leaving twice finds nothing.
    const entryId = withEgle.json.entry.id as string;
    expect((await ona.http.delete(`/api/user/waitlist/${entryId}`)).status).toBe(204);
    expect((await ona.http.delete(`/api/user/waitlist/${entryId}`)).status).toBe(404);
  });

  it('keeps each client and each salon to their own', async () => {
    const b = await salon();
    const other = await createBookableBusiness(server.db, { business: { name: 'Kitas salonas' } });
    const { client: otherOwner } = await signedInMember(server, other.business.id, 'owner');
    const ieva = await client('Ieva Savininkė');
    const stranger = await client('Svetimas Klientas');
    const joined = await join(b, ieva);
    expect(joined.status).toBe(201);
    await declineBySalon(b, b.ten.id);
    await settle();
    const [offer] = await offersOf(ieva);

    // Another business's owner does not see this salon's line; the salon's own owner does.
    const day = `/api/admin/waitlist?business=${b.business.slug}&date=${TUESDAY}`;
    expect((await otherOwner.get(day)).status).toBe(404);
    expect((await stranger.http.get(day)).status).toBe(404);
    expect((await b.owner.get(day)).json.items).toHaveLength(1);

    // Another client can neither see, take, let go of nor leave Ieva's.
    expect((await stranger.http.get(`/api/user/waitlist/offer/${offer!.id}`)).status).toBe(404);
    expect((await stranger.http.post(`/api/user/waitlist/offer/${offer!.id}/accept`)).status).toBe(404);
    expect((await stranger.http.post(`/api/user/waitlist/offer/${offer!.id}/decline`)).status).toBe(404);
    expect((await stranger.http.delete(`/api/user/waitlist/${joined.json.entry.id}`)).status).toBe(404);
    expect((await otherOwner.get(`/api/user/waitlist/offer/${offer!.id}`)).status).toBe(404);

    // Bad input is a Lithuanian 4xx, never a 500.
    const bad = await ieva.http.post('/api/user/waitlist', {
      business: b.business.slug,
      service: b.service.id,
      date: TUESDAY,
      from: '12:00',
      to: '10:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.to).toBe('Laikas „iki“ turi būti vėlesnis nei „nuo“.');
    const yesterday = await ieva.http.post('/api/user/waitlist', {
      business: b.business.slug,
      service: b.service.id,
      date: '2026-12-13',
      from: '10:00',
      to: '12:00',
    });
    expect(yesterday.status).toBe(422);
    expect(yesterday.json.error).toBe('date_out_of_range');
    expect((await createClient(server.url).get('/api/user/waitlist')).status).toBe(401);

    // The hold length is the salon's setting, 5–120 minutes.
    const tooLong = await b.owner.patch(`/api/admin/business/${b.business.id}`, { waitlistHoldMinutes: 121 });
    expect(tooLong.status).toBe(400);
    const set = await b.owner.patch(`/api/admin/business/${b.business.id}`, { waitlistHoldMinutes: 30 });
    expect(set.status, set.text).toBe(200);
    expect(set.json.waitlistHoldMinutes).toBe(30);
    expect(
      (await otherOwner.patch(`/api/admin/business/${b.business.id}`, { waitlistHoldMinutes: 30 })).status,
    ).toBe(404);
  });
});

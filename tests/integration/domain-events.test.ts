// Side effects as domain events: every notification goes through the sent-log (reviews too), the booking
// e-mail follows the client's choice whoever booked, and a job queued by the version before domain events
// (a laptop's embedded database may hold some) is still delivered, once.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientCard, notification, sentLog } from '../../src/server/db/schema.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import {
  createAppointment,
  createBookableBusiness,
  createClientCard,
  createMembership,
} from '../fixtures/factories.ts';
import { waitFor } from '../support/wait-for.ts';
import { signedInPerson } from './support/actors.ts';
import type { TestClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
const server = useTestServer({ now: () => NOW });

async function salon() {
  const b = await createBookableBusiness(server.db, {
    business: { name: 'Įvykių salonas', onboarded: true },
    specialist: { name: 'Eglė Kirpėja' },
    service: { name: 'Kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
  });
  const owner = await signedInPerson(server, { name: 'Savininkė Rūta' });
  await createMembership(server.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
  return { ...b, owner };
}

async function book(http: TestClient, b: Awaited<ReturnType<typeof salon>>, start: string): Promise<string> {
  const booked = await http.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    specialist: b.specialist.id,
    start,
  });
  expect(booked.status, booked.text).toBe(201);
  return booked.json.appointment.id as string;
}

const sentKeys = async (prefix: string) =>
  server.db
    .select({ key: sentLog.key, channel: sentLog.channel, sentAt: sentLog.sentAt })
    .from(sentLog)
    .where(like(sentLog.key, `${prefix}%`));

describe('the booking e-mail follows one rule whoever booked', () => {
  it("is not sent to a client who switched visit-confirmation e-mails off; the record and the salon's are", async () => {
    const b = await salon();
    const client = await signedInPerson(server, { name: 'Tyli Klientė' });
    const off = await client.client.post('/api/user/notification-preferences', {
      kind: 'appointment_change',
      channel: 'email',
      enabled: false,
    });
    expect(off.status, off.text).toBe(200);

    const online = await book(client.client, b, '2026-12-22T09:00:00+02:00');
    await server.outbox.waitFor({ to: b.owner.user.email, subject: 'Nauja registracija' });
    // The booking made the client's card at the salon; the owner books them a second visit on it.
    const [card] = await server.db
      .select({ id: clientCard.id })
      .from(clientCard)
      .where(and(eq(clientCard.businessId, b.business.id), eq(clientCard.userId, client.user.id)));
    const byBusiness = await b.owner.client.post('/api/admin/appointments', {
      business: b.business.slug,
      clientCardId: card!.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      start: '2026-12-23T09:00:00+02:00',
    });
    expect(byBusiness.status, byBusiness.text).toBe(201);
    const notes = await waitFor(async () => {
      const rows = await server.db.select().from(notification).where(eq(notification.userId, client.user.id));
      return rows.length === 2 ? rows : null;
    }, 'the in-app notes of both visits');
    expect(notes.map((n) => n.title)).toEqual(['Vizitas užregistruotas', 'Vizitas užregistruotas']);
    expect(await server.outbox.mails({ to: client.user.email })).toEqual([]);
    expect(await sentKeys(`booking-confirmation:${online}`)).toEqual([]);
    expect(await sentKeys(`admin-booking:${byBusiness.json.appointment.id}:email`)).toEqual([]);
  });
});

describe('review notifications', () => {
  it('go through the sent-log: the author is told once, with the reply visible at once', async () => {
    const b = await salon();
    const author = await signedInPerson(server, { name: 'Rašanti Klientė' });
    const card = await createClientCard(server.db, {
      businessId: b.business.id,
      name: 'Rašanti Klientė',
      userId: author.user.id,
    });
    const done = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: author.user.id,
      clientCardId: card.id,
      status: 'completed',
      startsAt: wallClockToDate('2026-12-10', '09:00', DEMO_TIME_ZONE),
    });
    const written = await author.client.post(`/api/user/appointment/${done.id}/review`, {
      rating: 5,
      comment: 'Puiku',
    });
    expect(written.status, written.text).toBe(201);
    const reviewId = written.json.review.id as string;

    const replied = await b.owner.client.post(`/api/admin/review/${reviewId}/reply`, { reply: 'Ačiū!' });
    expect(replied.status, replied.text).toBe(200);
    const notes = await server.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, author.user.id), eq(notification.type, 'review_reply')));
    expect(notes).toHaveLength(1);
    expect(await sentKeys(`review-reply:${reviewId}`)).toEqual([
      { key: `review-reply:${reviewId}`, channel: 'in_app', sentAt: NOW },
    ]);
    // Its job ran too and found the note delivered: still one.
    await server.outbox.mails();
    const after = await server.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, author.user.id), eq(notification.type, 'review_reply')));
    expect(after).toHaveLength(1);
  });
});

describe('jobs queued by the version before domain events', () => {
  it('are read as the events they meant: an old booking job is announced once, with the same keys', async () => {
    const b = await salon();
    const client = await signedInPerson(server, { name: 'Sena Klientė' });
    const visit = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: client.user.id,
      startsAt: wallClockToDate('2026-12-28', '09:00', DEMO_TIME_ZONE),
    });
    const oldBooking = {
      kind: 'booking',
      event: {
        appointmentId: visit.id,
        sequence: 0,
        businessId: b.business.id,
        clientUserId: client.user.id,
        status: 'confirmed',
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        priceCents: visit.priceCents,
        clientNote: '',
        business: { ...b.business, phone: b.business.phone ?? null },
        service: { name: b.service.name },
        specialist: { name: b.specialist.name },
        client: { name: client.user.name, email: client.user.email, phone: null },
      },
    };
    // Queued twice, as a retry after a crash would run it again: each message still goes once.
    await server.jobs.enqueue(server.db, [oldBooking as never, oldBooking as never]);

    const [mail] = await server.outbox.waitFor({
      to: client.user.email,
      subject: 'Jūsų vizitas užregistruotas',
    });
    expect(mail!.plain).toContain('Kirpimas');
    await server.outbox.waitFor({ to: b.owner.user.email, subject: 'Nauja registracija' });
    expect(await server.outbox.mails({ to: client.user.email })).toHaveLength(1);
    expect(await server.outbox.mails({ to: b.owner.user.email, containing: 'Sena Klientė' })).toHaveLength(1);
    expect((await sentKeys(`booking-confirmation:${visit.id}`)).map((row) => row.key)).toEqual([
      `booking-confirmation:${visit.id}`,
    ]);
    const notes = await server.db.select().from(notification).where(eq(notification.userId, client.user.id));
    expect(notes.map((n) => n.type)).toEqual(['appointment_booked']);
  });

  it("reads the visit clock's old change job from the visit as it is now", async () => {
    const b = await salon();
    const client = await signedInPerson(server, { name: 'Laikrodžio Klientė' });
    const card = await createClientCard(server.db, {
      businessId: b.business.id,
      name: 'Laikrodžio Klientė',
      email: client.user.email,
      userId: client.user.id,
    });
    const visit = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: client.user.id,
      clientCardId: card.id,
      status: 'completed',
      startsAt: wallClockToDate('2026-12-11', '09:00', DEMO_TIME_ZONE),
    });
    await server.jobs.enqueue(server.db, [
      { kind: 'visit-clock-change', appointmentId: visit.id, from: 'confirmed' } as never,
    ]);
    const notes = await waitFor(async () => {
      const rows = await server.db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, client.user.id), eq(notification.type, 'appointment_completed')));
      return rows.length > 0 ? rows : null;
    }, 'the completed visit note');
    expect(notes[0]!.href).toBe(`/mano-vizitai?vizitas=${visit.id}`);
  });
});

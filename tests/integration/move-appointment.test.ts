// A client moves their own visit over real HTTP, on a fixed clock: Monday 2026-12-14 10:00 in Vilnius.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { appointment, appointmentReminder, business, notification } from '../../src/server/db/schema.ts';
import {
  createBookableBusiness,
  createBookableColleague,
  createMembership,
  createUser,
} from '../fixtures/factories.ts';
import { parsedIcsEvents } from '../fixtures/ical.ts';
import { waitFor } from '../support/wait-for.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { offeredSlots } from './support/public-schedule.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
let now = NOW;
const server = useTestServer({ now: () => now });
const NBSP = '\u00A0';

type Bookable = Awaited<ReturnType<typeof createBookableBusiness>>;

/** Mon–Fri 09:00–18:00, a 60-minute service (+15 min buffer) on a 30-minute grid; an owner and an admin. */
async function salon(options: Parameters<typeof createBookableBusiness>[1] = {}) {
  const b = await createBookableBusiness(server.db, {
    ...options,
    business: {
      slotStepMinutes: 30,
      name: 'Grožio namai „Rūta“',
      phone: '+37060000001',
      ...options.business,
    },
    specialist: { name: 'Eglė Kirpėja', ...options.specialist },
    service: { durationMinutes: 60, bufferAfterMinutes: 15, name: 'Kirpimas', priceCents: 4000 },
  });
  const owner = await createUser(server.db, { name: 'Savininkė Rūta' });
  const admin = await createUser(server.db, { name: 'Administratorė Jurga' });
  await createMembership(server.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
  await createMembership(server.db, { businessId: b.business.id, userId: admin.user.id, role: 'admin' });
  return { ...b, owner: owner.user, admin: admin.user };
}

async function booked(b: Bookable, start: string, name = 'Ieva Klientė') {
  const person = await signedInPerson(server, { name });
  const response = await person.client.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    start,
  });
  expect(response.status, response.text).toBe(201);
  return { ...person, id: response.json.appointment.id as string };
}

async function visitRow(id: string) {
  const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
  return row!;
}

const moveOf = (id: string) => `/api/user/appointment/${id}/move`;

describe('POST /api/user/appointment/{id}/move', () => {
  it('moves the visit to a time overlapping its own, tells the salon and the client, and re-plans reminders', async () => {
    const b = await salon();
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    await server.outbox.waitFor({ to: visit.user.email }); // the booking's confirmation first

    // 09:30 overlaps the visit's own 09:00–10:15: offered to its client while moving it, not to others.
    expect((await offeredSlots(server.url, b, '2026-12-21')).map((s) => s.label)).not.toContain('09:30');
    const mine = await visit.client.get(
      `/api/public/schedule/available-time-slots?business=${b.business.slug}&service=${b.service.id}&date=2026-12-21&visit=${visit.id}`,
    );
    expect(mine.json.slots.map((s: { label: string }) => s.label)).toContain('09:30');

    const response = await visit.client.post(moveOf(visit.id), { start: '2026-12-21T09:30:00+02:00' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment).toMatchObject({
      id: visit.id,
      status: 'confirmed',
      start: '2026-12-21T09:30:00+02:00',
      end: '2026-12-21T10:30:00+02:00',
      specialist: { id: b.specialist.id, name: 'Eglė Kirpėja' },
      canCancel: true,
    });
    const row = await visitRow(visit.id);
    expect(row.startsAt.toISOString()).toBe('2026-12-21T07:30:00.000Z');
    expect(row.blockedUntil.toISOString()).toBe('2026-12-21T08:45:00.000Z');
    expect(row.sequence).toBe(1);

    // Reminders follow the new time: the old plan cancelled, a new one at the new version.
    const reminders = await server.db
      .select()
      .from(appointmentReminder)
      .where(eq(appointmentReminder.appointmentId, visit.id))
      .orderBy(asc(appointmentReminder.createdAt), asc(appointmentReminder.dueAt));
    const planned = reminders.filter((r) => r.status === 'scheduled');
    expect(planned.map((r) => [r.dueAt.toISOString(), r.sequence])).toEqual([
      ['2026-12-20T07:30:00.000Z', 1],
      ['2026-12-21T05:30:00.000Z', 1],
    ]);
    expect(reminders.filter((r) => r.sequence === 0).every((r) => r.status === 'cancelled')).toBe(true);

    // The salon: an e-mail and an in-app notification (pushed) to each owner and admin.
    for (const member of [b.owner, b.admin]) {
      const [mail] = await server.outbox.waitFor({ to: member.email, subject: 'Klientas perkėlė vizitą' });
      expect(mail!.text).toContain('Ieva Klientė');
      expect(mail!.text).toContain('Buvo: pirmadienis, gruodžio 21 d., 09:00–10:00 (Eglė Kirpėja)');
      expect(mail!.text).toContain('Laikas: pirmadienis, gruodžio 21 d., 09:30–10:30');
    }
    const notes = await waitFor(async () => {
      const found = await server.db
        .select()
        .from(notification)
        .where(
          and(
            eq(notification.businessId, b.business.id),
            eq(notification.type, 'appointment_moved_by_client'),
          ),
        );
      return found.length >= 2 ? found : null;
    }, 'the salon is notified');
    expect(notes.map((n) => n.userId).sort()).toEqual([b.owner.id, b.admin.id].sort());
    expect(notes[0]!.title).toBe('Klientas perkėlė vizitą');

    // The client: the new time, with a calendar file of the same UID and the next SEQUENCE.
    const [bookedMail, movedMail] = await server.outbox.waitFor({ to: visit.user.email, count: 2 });
    expect(movedMail!.subject).toBe('Jūsų vizitas perkeltas – Grožio namai „Rūta“');
    expect(movedMail!.text).toContain('Buvo: pirmadienis, gruodžio 21 d., 09:00–10:00');
    const [first, last] = [bookedMail!, movedMail!].map(
      (mail) =>
        parsedIcsEvents(mail.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body)[0]!,
    );
    expect(last!.uid).toBe(first!.uid);
    expect([first!.sequence, last!.sequence]).toEqual([0, 1]);
    expect(last!.startDate.toJSDate().toISOString()).toBe('2026-12-21T07:30:00.000Z');
    // The booking confirmation links to the move page.
    expect(bookedMail!.text).toContain(`Perkelkite vizitą: `);
    expect(bookedMail!.text).toContain(`/mano-vizitai/${visit.id}/perkelti`);
  });

  it('moves the visit to another specialist who performs the service, freeing the first one', async () => {
    const b = await salon();
    const colleague = await createBookableColleague(server.db, b, 'Ona Kolegė');
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    const response = await visit.client.post(moveOf(visit.id), {
      start: '2026-12-21T09:00:00+02:00',
      specialist: colleague.id,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment.specialist).toEqual({ id: colleague.id, name: 'Ona Kolegė' });
    expect((await visitRow(visit.id)).specialistId).toBe(colleague.id);
    const firstOnes = await offeredSlots(server.url, b, '2026-12-21', b.specialist.id);
    expect(firstOnes.map((slot) => slot.label)).toContain('09:00');
  });

  it('leaves the visit where it was when the new time is taken: 409 slot_taken', async () => {
    const b = await salon();
    const mover = await booked(b, '2026-12-21T09:00:00+02:00');
    await booked(b, '2026-12-21T12:00:00+02:00', 'Kita Klientė');
    const response = await mover.client.post(moveOf(mover.id), { start: '2026-12-21T12:00:00+02:00' });
    expect(response.status, response.text).toBe(409);
    expect(response.json.error).toBe('slot_taken');
    const row = await visitRow(mover.id);
    expect(row.startsAt.toISOString()).toBe('2026-12-21T07:00:00.000Z');
    expect([row.status, row.sequence]).toEqual(['confirmed', 0]);
    expect(await server.outbox.mails({ to: b.owner.email, subject: 'Klientas perkėlė vizitą' })).toEqual([]);
  });

  it('turns an exclusion violation at the move itself into 409 slot_taken and keeps the old time', async () => {
    // A writer that commits between the calendar's answer and the update, made deterministic: a trigger
    // puts a held visit on the new time right before the visit's own row moves there.
    const b = await salon();
    const marker = `lenktynės-${b.business.id}`;
    const person = await signedInPerson(server, { name: 'Lenktyniaujanti Klientė' });
    const bookedNow = await person.client.post('/api/user/appointments', {
      business: b.business.slug,
      service: b.service.id,
      start: '2026-12-21T09:00:00+02:00',
      note: marker,
    });
    const id = bookedNow.json.appointment.id as string;
    await server.db.execute(
      sql.raw(`
        create or replace function test_move_rival() returns trigger language plpgsql as $$
        begin
          if new.client_note = '${marker}' and new.starts_at <> old.starts_at then
            insert into appointment (business_id, specialist_id, service_id, starts_at, ends_at,
                                     blocked_until, status, source, price_cents, duration_minutes)
            values (new.business_id, new.specialist_id, new.service_id, new.starts_at, new.ends_at,
                    new.blocked_until, 'confirmed', 'admin', new.price_cents, new.duration_minutes);
          end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger test_move_rival before update on appointment
               for each row execute function test_move_rival()`),
    );
    try {
      const response = await person.client.post(moveOf(id), { start: '2026-12-21T14:00:00+02:00' });
      expect(response.status, response.text).toBe(409);
      expect(response.json.error).toBe('slot_taken');
      // The rival went with the rolled-back transaction; the visit holds its old time.
      const rows = await server.db
        .select()
        .from(appointment)
        .where(eq(appointment.businessId, b.business.id));
      expect(rows.map((row) => [row.id, row.startsAt.toISOString(), row.sequence])).toEqual([
        [id, '2026-12-21T07:00:00.000Z', 0],
      ]);
    } finally {
      await server.db.execute(sql.raw('drop trigger if exists test_move_rival on appointment'));
      await server.db.execute(sql.raw('drop function if exists test_move_rival()'));
    }
  });

  it('answers 422 for a start the calendar does not offer, and 400 for no start', async () => {
    const b = await salon();
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    for (const start of [
      '2026-12-21T08:00:00+02:00', // before opening
      '2026-12-21T09:10:00+02:00', // off the grid
      '2026-12-19T10:00:00+02:00', // Saturday
      '2027-06-01T10:00:00+03:00', // past the horizon
    ]) {
      const response = await visit.client.post(moveOf(visit.id), { start });
      expect(response.status, `${start}: ${response.text}`).toBe(422);
      expect(response.json.error).toBe('slot_unavailable');
    }
    const empty = await visit.client.post(moveOf(visit.id), {});
    expect(empty.status).toBe(400);
    expect((await visitRow(visit.id)).sequence).toBe(0);
  });

  it('lets exactly one of two visits moved to one time at once through, and loses neither', async () => {
    const b = await salon();
    const first = await booked(b, '2026-12-21T09:00:00+02:00', 'Pirma Klientė');
    const second = await booked(b, '2026-12-21T12:00:00+02:00', 'Antra Klientė');
    const target = { start: '2026-12-21T15:00:00+02:00' };
    const answers = await Promise.all([
      first.client.post(moveOf(first.id), target),
      second.client.post(moveOf(second.id), target),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error).toBe('slot_taken');
    const rows = await Promise.all([visitRow(first.id), visitRow(second.id)]);
    expect(rows.every((row) => row.status === 'confirmed')).toBe(true);
    const starts = rows.map((row) => row.startsAt.toISOString()).sort();
    expect(starts).toContain('2026-12-21T13:00:00.000Z');
    expect(starts.some((s) => s === '2026-12-21T07:00:00.000Z' || s === '2026-12-21T10:00:00.000Z')).toBe(
      true,
    );
  });

  it("answers 404 for another client's visit and leaves it alone; 401 without a session", async () => {
    const b = await salon();
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    const stranger = await signedInPerson(server, { name: 'Svetima Klientė' });
    const response = await stranger.client.post(moveOf(visit.id), { start: '2026-12-21T11:00:00+02:00' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'not_found', message: 'Vizitas nerastas.' });
    // Nor does naming it free its time in the stranger's calendar.
    const theirs = await stranger.client.get(
      `/api/public/schedule/available-time-slots?business=${b.business.slug}&service=${b.service.id}&date=2026-12-21&visit=${visit.id}`,
    );
    expect(theirs.json.slots.map((s: { label: string }) => s.label)).not.toContain('09:30');
    const anonymous = await createClient(server.url).post(moveOf(visit.id), {
      start: '2026-12-21T11:00:00+02:00',
    });
    expect(anonymous.status).toBe(401);
    const row = await visitRow(visit.id);
    expect([row.startsAt.toISOString(), row.sequence]).toEqual(['2026-12-21T07:00:00.000Z', 0]);
  });

  it('refuses past the cancellation cutoff with 409 cutoff_passed', async () => {
    const b = await salon();
    const visit = await booked(b, '2026-12-15T11:00:00+02:00'); // 25 hours away
    try {
      now = new Date('2026-12-14T09:00:00Z'); // exactly 24 hours before
      const response = await visit.client.post(moveOf(visit.id), { start: '2026-12-16T11:00:00+02:00' });
      expect(response.status).toBe(409);
      expect(response.json).toEqual({
        error: 'cutoff_passed',
        message: `Vizito perkelti internetu nebegalima – liko mažiau nei 24${NBSP}valandos. Susisiekite su salonu telefonu.`,
      });
      expect((await visitRow(visit.id)).startsAt.toISOString()).toBe('2026-12-15T09:00:00.000Z');
    } finally {
      now = NOW;
    }
  });

  it('at a salon that confirms bookings, sends a confirmed visit back to waiting for confirmation', async () => {
    const b = await salon({ business: { requiresConfirmation: true } });
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    await server.db
      .update(appointment)
      .set({ status: 'confirmed', confirmedAt: NOW })
      .where(eq(appointment.id, visit.id));
    const response = await visit.client.post(moveOf(visit.id), { start: '2026-12-22T14:00:00+02:00' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment.status).toBe('pending');
    const row = await visitRow(visit.id);
    expect([row.status, row.confirmedAt]).toEqual(['pending', null]);
    const [mail] = await server.outbox.waitFor({
      to: b.owner.email,
      subject: 'Klientas perkėlė vizitą – patvirtinkite',
    });
    expect(mail!.text).toContain(`/patvirtinti/${visit.id}`);
    const [clientMail] = await server.outbox.waitFor({
      to: visit.user.email,
      subject: 'Naujas vizito laikas laukia patvirtinimo',
    });
    const event = parsedIcsEvents(
      clientMail!.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body,
    )[0]!;
    expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    // The setting is read at the move: a salon that stopped confirming keeps the visit's status.
    await server.db
      .update(business)
      .set({ requiresConfirmation: false })
      .where(eq(business.id, b.business.id));
    const again = await visit.client.post(moveOf(visit.id), { start: '2026-12-22T15:00:00+02:00' });
    expect(again.json.appointment.status).toBe('pending');
  });

  it('refuses a visit that holds no time', async () => {
    const b = await salon();
    const visit = await booked(b, '2026-12-21T09:00:00+02:00');
    expect((await visit.client.post('/api/user/appointment/decline', { id: visit.id })).status).toBe(200);
    const response = await visit.client.post(moveOf(visit.id), { start: '2026-12-21T11:00:00+02:00' });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe('invalid_status');
  });
});

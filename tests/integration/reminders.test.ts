// Reminders and the visit's own life on a controlled clock: the server reads `now` from the test, the
// visit clock and the job worker run for real, and every message is read back from the outbox.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTO_DECLINE_REASON } from '../../src/core/appointments/visit-life.ts';
import { appointment, appointmentReminder, notification } from '../../src/server/db/schema.ts';
import { deliveriesOfAppointment } from '../../src/server/modules/notifications/sent-log.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { parsedIcsEvents, parsedIcsMethod } from '../fixtures/ical.ts';
import { signedInMember, signedInPerson } from './support/actors.ts';
import { useTestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 in Vilnius
let now = NOW;

const server = useTestServer({ now: () => now, jobs: { visitClockIntervalMs: 100 } });
beforeEach(() => {
  now = NOW;
});

async function salon(business: NonNullable<Parameters<typeof createBookableBusiness>[1]>['business'] = {}) {
  const b = await createBookableBusiness(server.db, {
    business: {
      name: 'Grožio namai „Rūta“',
      address: 'Gedimino pr. 1, Vilnius',
      phone: '+37060000001',
      slotStepMinutes: 30,
      cancellationCutoffHours: 12,
      ...business,
    },
    specialist: { name: 'Eglė Kirpėja' },
    service: { name: 'Kirpimas', durationMinutes: 60, bufferAfterMinutes: 0, priceCents: 3000 },
  });
  const { client: owner } = await signedInMember(server, b.business.id, 'owner', { name: 'Savininkė Rūta' });
  return { ...b, owner };
}

async function client(name = 'Paulius Klientas') {
  const { user, client: http } = await signedInPerson(server, { name });
  return { http, user };
}

async function book(
  b: Awaited<ReturnType<typeof salon>>,
  who: Awaited<ReturnType<typeof client>>,
  start: string,
) {
  const response = await who.http.post('/api/user/appointments', {
    business: b.business.slug,
    service: b.service.id,
    start,
  });
  expect(response.status, response.text).toBe(201);
  return response.json.appointment.id as string;
}

/**
 * A visit-clock pass that read the current `now` has run to its end (the first awaited may be one begun
 * earlier); reading the outbox then waits for the jobs it queued.
 */
async function settle() {
  await server.visitClockPass();
  await server.visitClockPass();
}

const reminders = (email: string) => server.outbox.mails({ to: email, subject: 'Priminimas:' });

async function remindersOf(id: string) {
  return server.db
    .select()
    .from(appointmentReminder)
    .where(eq(appointmentReminder.appointmentId, id))
    .orderBy(appointmentReminder.createdAt, appointmentReminder.dueAt);
}

describe('reminders', () => {
  it('go out at start minus each offset, once each, by e-mail and in the app; staff see what went', async () => {
    const b = await salon();
    const who = await client();
    const id = await book(b, who, '2026-12-21T09:00:00+02:00');
    expect((await remindersOf(id)).map((r) => [r.offsetMinutes, r.dueAt.toISOString(), r.status])).toEqual([
      [1440, '2026-12-20T07:00:00.000Z', 'scheduled'],
      [120, '2026-12-21T05:00:00.000Z', 'scheduled'],
    ]);

    now = new Date('2026-12-20T06:59:00Z');
    await settle();
    expect(await reminders(who.user.email)).toHaveLength(0);

    now = new Date('2026-12-20T07:00:00Z');
    const [first] = await waitFor(async () => {
      const found = await reminders(who.user.email);
      return found.length === 1 ? found : null;
    }, 'the day-before reminder');
    expect(first!.subject).toBe(
      'Priminimas: Kirpimas, pirmadienis, gruodžio 21 d., 09:00–10:00 – Grožio namai „Rūta“',
    );
    expect(first!.text).toContain('Sveiki, Pauliau!');
    expect(first!.text).toContain('Vieta: Grožio namai „Rūta“, Gedimino pr. 1, Vilnius');
    expect(first!.text).toContain('https://www.google.com/maps/search/?api=1&query=');
    // 26 hours ahead with a 12-hour cutoff: cancelling online is still offered, until Sunday 21:00.
    expect(first!.text).toContain('iki sekmadienio, gruodžio 20 d., 21:00');
    expect(first!.text).toContain('+370 600 00001');
    const ics = first!.parts.find((part) => part.contentType.startsWith('text/calendar'))!;
    const [event] = parsedIcsEvents(ics.body);
    expect(event!.uid).toBe(`vizitas-${id}@localhost`);
    expect(event!.sequence).toBe(0);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-21T07:00:00.000Z');

    await settle();
    expect(await reminders(who.user.email)).toHaveLength(1);

    now = new Date('2026-12-21T05:00:00Z');
    const both = await waitFor(async () => {
      const found = await reminders(who.user.email);
      return found.length === 2 ? found : null;
    }, 'the two-hour reminder');
    // Two hours ahead, past the 12-hour cutoff: no cancel link, the salon's phone instead.
    expect(both[1]!.text).toContain('Atšaukti šio vizito internetu nebegalima');
    await settle();
    expect(await reminders(who.user.email)).toHaveLength(2);

    const inApp = await server.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, who.user.id), eq(notification.type, 'appointment_reminder')));
    expect(inApp).toHaveLength(2);
    expect((await remindersOf(id)).map((r) => r.status)).toEqual(['sent', 'sent']);

    const history = await deliveriesOfAppointment(server.db, id);
    const reminderDeliveries = history.filter((record) => record.kind === 'reminder');
    expect(reminderDeliveries.map((record) => [record.channel, record.sentAt.toISOString()])).toEqual([
      ['email', '2026-12-20T07:00:00.000Z'],
      ['in_app', '2026-12-20T07:00:00.000Z'],
      ['email', '2026-12-21T05:00:00.000Z'],
      ['in_app', '2026-12-21T05:00:00.000Z'],
    ]);
  });

  it('move with the visit; a moment already gone at the move is skipped, never sent late', async () => {
    const b = await salon();
    const who = await client('Vytautas Perkeltas');
    const id = await book(b, who, '2026-12-21T09:00:00+02:00');

    // Moved to today 14:00: the day-before moment is gone (skipped), the two-hour one is at 12:00.
    const moved = await b.owner.patch(`/api/admin/appointment/${id}`, { start: '2026-12-14T14:00:00+02:00' });
    expect(moved.status, moved.text).toBe(200);
    expect((await remindersOf(id)).map((r) => [r.offsetMinutes, r.dueAt.toISOString(), r.status])).toEqual([
      [1440, '2026-12-20T07:00:00.000Z', 'cancelled'],
      [120, '2026-12-21T05:00:00.000Z', 'cancelled'],
      [1440, '2026-12-13T12:00:00.000Z', 'skipped'],
      [120, '2026-12-14T10:00:00.000Z', 'scheduled'],
    ]);

    now = new Date('2026-12-14T10:00:00Z');
    const [reminder] = await waitFor(async () => {
      const found = await reminders(who.user.email);
      return found.length === 1 ? found : null;
    }, 'the reminder of the moved visit');
    expect(reminder!.text).toContain('Sveiki, Vytautai!');
    expect(reminder!.subject).toContain('pirmadienis, gruodžio 14 d., 14:00–15:00');
    const [event] = parsedIcsEvents(
      reminder!.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body,
    );
    expect(event!.sequence).toBe(1);

    // The old moments pass: nothing more.
    now = new Date('2026-12-14T11:59:00Z');
    await settle();
    expect(await reminders(who.user.email)).toHaveLength(1);
  });

  it('are removed when the client cancels, and e-mails can be turned off (the app keeps them)', async () => {
    const b = await salon();
    const cancelling = await client('Rasa Atšaukianti');
    const cancelledId = await book(b, cancelling, '2026-12-21T09:00:00+02:00');
    const response = await cancelling.http.post('/api/user/appointment/decline', { id: cancelledId });
    expect(response.status, response.text).toBe(200);
    expect((await remindersOf(cancelledId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);

    const quiet = await client('Eglė Tyli');
    const off = await quiet.http.post('/api/user/reminder-preferences', { email: false });
    expect(off.json).toEqual({ email: false });
    expect((await quiet.http.get('/api/user/reminder-preferences')).json).toEqual({ email: false });
    const quietId = await book(b, quiet, '2026-12-21T11:00:00+02:00');

    now = new Date('2026-12-20T09:00:00Z');
    await waitFor(
      async () => (await remindersOf(quietId)).some((r) => r.status === 'sent'),
      'the in-app reminder',
    );
    await settle();
    expect(await reminders(cancelling.user.email)).toHaveLength(0);
    expect(await reminders(quiet.user.email)).toHaveLength(0);
    const history = await deliveriesOfAppointment(server.db, quietId);
    expect(history.filter((r) => r.kind === 'reminder').map((r) => r.channel)).toEqual(['in_app']);
  });
});

describe("the visit's life", () => {
  it('a confirmed visit becomes completed a day after it ended, and the client is thanked', async () => {
    const b = await salon();
    const who = await client();
    const id = await book(b, who, '2026-12-15T09:00:00+02:00');

    now = new Date('2026-12-16T07:59:00Z'); // a day after its end, less a minute
    await settle();
    const [before] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(before!.status).toBe('confirmed');

    now = new Date('2026-12-16T08:00:00Z'); // a day after it ended at 10:00
    await waitFor(async () => {
      const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
      return row?.status === 'completed';
    }, 'completed');
    await waitFor(async () => {
      const rows = await server.db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, who.user.id), eq(notification.type, 'appointment_completed')));
      return rows.length === 1;
    }, 'the thank-you notification');
    // It leads to the visit on "Mano vizitai", where the client can rate it.
    const [thanks] = await server.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, who.user.id), eq(notification.type, 'appointment_completed')));
    expect(thanks?.href).toBe(`/mano-vizitai?vizitas=${id}`);
  });

  it('a no-show marked first stays a no-show', async () => {
    const b = await salon();
    const who = await client();
    const id = await book(b, who, '2026-12-15T09:00:00+02:00');
    // The business marks it on the day after it ended; the day passes.
    now = new Date('2026-12-15T12:00:00Z');
    const marked = await b.owner.patch(`/api/admin/appointment/${id}`, { status: 'no_show' });
    expect(marked.status, marked.text).toBe(200);
    now = new Date('2026-12-17T12:00:00Z');
    await settle();
    const [after] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(after!.status).toBe('no_show');
  });

  it('a pending visit nobody confirmed is declined an hour before it starts, with the reason', async () => {
    const b = await salon({ requiresConfirmation: true });
    const who = await client('Ieva Laukianti');
    const id = await book(b, who, '2026-12-15T09:00:00+02:00');

    now = new Date('2026-12-15T05:59:00Z');
    await settle();
    expect((await server.db.select().from(appointment).where(eq(appointment.id, id)))[0]!.status).toBe(
      'pending',
    );

    now = new Date('2026-12-15T06:00:00Z'); // 08:00, an hour before
    const declined = await waitFor(async () => {
      const found = await server.outbox.mails({ to: who.user.email, subject: 'Jūsų vizitas atmestas' });
      return found.length === 1 ? found : null;
    }, 'the decline e-mail');
    expect(declined[0]!.text).toContain('Sveiki, Ieva!');
    expect(declined[0]!.text).toContain(`Priežastis: ${AUTO_DECLINE_REASON}`);
    const ics = declined[0]!.parts.find((part) => part.contentType.startsWith('text/calendar'))!;
    expect(parsedIcsMethod(ics.body)).toBe('CANCEL');
    expect(parsedIcsEvents(ics.body)[0]!.sequence).toBe(1);

    // The business sees why.
    const seen = await b.owner.get(`/api/admin/appointments?business=${b.business.slug}&status=declined`);
    expect(seen.status, seen.text).toBe(200);
    const item = (seen.json.items as { id: string; declineReason: string }[]).find((i) => i.id === id);
    expect(item?.declineReason).toBe(AUTO_DECLINE_REASON);
    // Nothing is left to remind about a declined visit.
    expect((await remindersOf(id)).filter((r) => r.status === 'scheduled' || r.status === 'queued')).toEqual(
      [],
    );
  });
});

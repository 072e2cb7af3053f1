// A visit moved in the calendar can be undone for a few seconds before its client hears of it, over real
// HTTP on a fixed clock (Monday 2026-11-23 09:00 in Vilnius); the undo window is the job queue's hold,
// two seconds here. The home business works Mon–Fri 09:00–18:00 with a 45-minute service.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { notification } from '../../src/server/db/schema.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import { createAppointment, createClientCard, createUser } from '../fixtures/factories.ts';
import { useServerWithActors } from './support/actors.ts';

const NOW = new Date('2026-11-23T07:00:00Z'); // Monday 09:00 +02:00
const HOLD_SECONDS = 2;
const MOVED_SUBJECT = 'Jūsų vizito laikas pakeistas';

const { server, actors, as, home } = useServerWithActors({
  now: () => NOW,
  jobs: { holdSeconds: HOLD_SECONDS },
});

let client: { id: string; email: string };
let clientCardId: string;

beforeAll(async () => {
  const person = await createUser(server.db, { name: 'Ieva Klientė' });
  client = { id: person.user.id, email: person.user.email };
  clientCardId = (
    await createClientCard(server.db, {
      businessId: actors.home.business.id,
      userId: client.id,
      name: 'Ieva Klientė',
      email: client.email,
      phone: '+37061234567',
    })
  ).id;
});

async function visit(date: string, time: string) {
  return createAppointment(server.db, {
    businessId: home().business.id,
    specialistId: actors.home.specialist.id,
    serviceId: home().service.id,
    clientCardId,
    clientUserId: client.id,
    startsAt: wallClockToDate(date, time, DEMO_TIME_ZONE),
    status: 'confirmed',
  });
}

const patch = (id: string, body: unknown) => as('owner').patch(`/api/admin/appointment/${id}`, body);
const undo = (id: string, token: string, who: Parameters<typeof as>[0] = 'owner') =>
  as(who).post(`/api/admin/appointment/${id}/undo-move`, { token });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Past the hold and the workers' polling (2 s): a job not withdrawn has run by now. */
async function afterTheWindow() {
  await sleep(HOLD_SECONDS * 1000 + 3000);
}

/** The side-effect jobs about visit `id`, by state. */
async function jobStates(id: string): Promise<string[]> {
  const result = await server.db.execute(
    sql`select state from pgboss.job where name = 'side-effects'
        and data -> 'event' -> 'visit' ->> 'appointmentId' = ${id} order by created_on`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    state: string;
  }[];
  return rows.map((row) => row.state);
}

const movedMailsAbout = async (time: string) =>
  (await server.outbox.mails({ subject: MOVED_SUBJECT, to: client.email })).filter((mail) =>
    mail.plain.includes(time),
  );

const movedNotes = async () =>
  server.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, client.id), eq(notification.type, 'appointment_moved')));

describe('an undoable move in the calendar', () => {
  it('tells the client only once the undo window has passed', async () => {
    const moving = await visit('2026-12-01', '09:00');
    const notesBefore = (await movedNotes()).length;
    const response = await patch(moving.id, { start: '2026-12-01T15:00:00+02:00', undoable: true });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment.start).toBe('2026-12-01T15:00:00+02:00');
    expect(response.json.undo).toEqual({ token: expect.any(String), seconds: HOLD_SECONDS });

    // The visit has moved, but nobody has been told yet.
    expect(await movedMailsAbout('15:00–15:45')).toHaveLength(0);
    expect(await movedNotes()).toHaveLength(notesBefore);
    expect(await jobStates(moving.id)).toEqual(['created']);

    const mails = await server.outbox.waitFor({
      subject: MOVED_SUBJECT,
      to: client.email,
      timeoutMs: 15_000,
    });
    const mail = mails.find((m) => m.plain.includes('Dabar: antradienis, gruodžio 1 d., 15:00–15:45'));
    expect(mail?.plain).toContain('Buvo: antradienis, gruodžio 1 d., 09:00–09:45');
    expect((await movedNotes()).length).toBe(notesBefore + 1);

    // Too late now: the client knows, and the visit stays where it was moved.
    const late = await undo(moving.id, response.json.undo.token);
    expect(late.status, late.text).toBe(409);
    expect(late.json).toMatchObject({
      error: 'undo_expired',
      message: 'Perkėlimo atšaukti nebegalima – klientui jau pranešta. Jei reikia, perkelkite vizitą atgal.',
    });
    const now = await as('owner').get(`/api/admin/appointment/${moving.id}`);
    expect(now.json.appointment.start).toBe('2026-12-01T15:00:00+02:00');
  });

  it('undone in time: the visit is back and nobody is told of either change', async () => {
    const moving = await visit('2026-12-02', '10:00');
    const notesBefore = (await movedNotes()).length;
    const moved = await patch(moving.id, { start: '2026-12-02T16:00:00+02:00', undoable: true });
    expect(moved.status, moved.text).toBe(200);
    const resized = await patch(moving.id, { durationMinutes: 90, undoable: true });
    expect(resized.json.appointment.end).toBe('2026-12-02T17:30:00+02:00');

    // The last change first: the length goes back, the earlier move still holds.
    const lengthBack = await undo(moving.id, resized.json.undo.token);
    expect(lengthBack.status, lengthBack.text).toBe(200);
    expect(lengthBack.json.appointments).toHaveLength(1);
    expect(lengthBack.json.appointments[0]).toMatchObject({
      start: '2026-12-02T16:00:00+02:00',
      end: '2026-12-02T16:45:00+02:00',
      durationMinutes: 45,
    });
    const timeBack = await undo(moving.id, moved.json.undo.token);
    expect(timeBack.status, timeBack.text).toBe(200);
    expect(timeBack.json.appointments[0]).toMatchObject({
      start: '2026-12-02T10:00:00+02:00',
      end: '2026-12-02T10:45:00+02:00',
      specialist: { id: actors.home.specialist.id },
    });

    await afterTheWindow();
    expect(await jobStates(moving.id)).toEqual(['cancelled', 'cancelled']);
    expect(await movedMailsAbout('gruodžio 2 d.')).toHaveLength(0);
    expect(await movedNotes()).toHaveLength(notesBefore);
    // Undone once is undone: the token does not work twice.
    const again = await undo(moving.id, moved.json.undo.token);
    expect(again.status).toBe(409);
  });

  it('a visit changed again since keeps both changes, and its client hears of the move', async () => {
    const moving = await visit('2026-12-03', '09:00');
    const moved = await patch(moving.id, { start: '2026-12-03T11:00:00+02:00', undoable: true });
    // Moved again in the visit's own form (not undoable): announced at once.
    const again = await patch(moving.id, { start: '2026-12-03T12:00:00+02:00' });
    expect(again.status, again.text).toBe(200);
    const refused = await undo(moving.id, moved.json.undo.token);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({
      error: 'conflict',
      message: 'Vizitas po perkėlimo dar buvo pakeistas, todėl perkėlimo atšaukti nebegalima.',
    });
    await server.outbox.waitFor({
      subject: MOVED_SUBJECT,
      to: client.email,
      containing: 'Dabar: ketvirtadienis, gruodžio 3 d., 11:00–11:45',
      timeoutMs: 15_000,
    });
    expect(await jobStates(moving.id)).toEqual(['completed', 'completed']);
  });

  it('holds only a move: a change of status with it is announced at once and cannot be undone', async () => {
    const pending = await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: actors.home.specialist.id,
      serviceId: home().service.id,
      clientCardId,
      clientUserId: client.id,
      startsAt: wallClockToDate('2026-12-04', '09:00', DEMO_TIME_ZONE),
      status: 'pending',
    });
    const response = await patch(pending.id, {
      status: 'confirmed',
      start: '2026-12-04T10:00:00+02:00',
      undoable: true,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.undo).toBeUndefined();
  });

  it('is undone only by someone of the visit’s business, with the token its move gave', async () => {
    const moving = await visit('2026-12-07', '09:00');
    const other = await visit('2026-12-07', '13:00');
    const moved = await patch(moving.id, { start: '2026-12-07T11:00:00+02:00', undoable: true });
    const token = moved.json.undo.token as string;

    expect((await undo(moving.id, token, 'otherAdmin')).status).toBe(404);
    expect((await undo(moving.id, token, 'client')).status).toBe(404);
    expect((await undo(moving.id, token, 'anonymous')).status).toBe(401);
    const badToken = await undo(moving.id, 'ne-kodas');
    expect(badToken.status).toBe(400);
    expect(badToken.json.fields.token).toBe('Neteisingas atšaukimo kodas.');
    // Another visit's path with this move's token takes nothing back.
    expect((await undo(other.id, token)).status).toBe(409);
    expect(await jobStates(moving.id)).toEqual(['created']);

    const back = await undo(moving.id, token, 'admin');
    expect(back.status, back.text).toBe(200);
    expect(back.json.appointments[0].start).toBe('2026-12-07T09:00:00+02:00');
  });
});

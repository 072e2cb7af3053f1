// A visit of several services moves as one, over real HTTP on a fixed clock: Monday 2026-12-14 10:00 in
// Vilnius. The client moves it from "Mano vizitai", the salon drags any of its parts; all parts move or
// none. The salon is tests/fixtures/visit-group-salon.ts: Eglė cuts hair and colours, a colleague only cuts.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { appointment, business, notification } from '../../src/server/db/schema.ts';
import { createBookableBusiness, createMembership, createUser } from '../fixtures/factories.ts';
import { createVisitGroupSalon, type VisitGroupSalon } from '../fixtures/visit-group-salon.ts';
import { parsedIcsEvents } from '../fixtures/ical.ts';
import { waitFor } from '../support/wait-for.ts';
import { signedInClient, signedInPerson } from './support/actors.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
const HOLD_SECONDS = 2;
const server = useTestServer({ now: () => NOW, jobs: { holdSeconds: HOLD_SECONDS } });

const salon = () => createVisitGroupSalon(server.db);
type Salon = VisitGroupSalon;

/** A client's haircut and colouring from `start`, with Eglė; its parts' ids in order. */
async function bookedGroup(s: Salon, start: string, name = 'Ieva Klientė') {
  const person = await signedInPerson(server, { name, phoneNumber: '+37061234567' });
  const response = await person.client.post('/api/user/appointments', {
    business: s.business.slug,
    services: [s.service.id, s.colouring.id],
    specialist: s.specialist.id,
    start,
  });
  expect(response.status, response.text).toBe(201);
  const parts = (response.json.appointments as { id: string }[]).map((part) => part.id);
  return { ...person, parts, groupId: response.json.appointment.groupId as string };
}

/** Another client's haircut with Eglė at `start`. */
async function rivalHaircut(s: Salon, start: string) {
  const rival = await signedInPerson(server, { name: 'Kita Klientė' });
  const booked = await rival.client.post('/api/user/appointments', {
    business: s.business.slug,
    service: s.service.id,
    specialist: s.specialist.id,
    start,
  });
  expect(booked.status, booked.text).toBe(201);
}

/** The group's parts as stored: [start, end, blocked until] in UTC, specialist, status, version. */
async function partsOf(groupId: string) {
  const rows = await server.db
    .select()
    .from(appointment)
    .where(eq(appointment.groupId, groupId))
    .orderBy(asc(appointment.startsAt));
  return rows.map((row) => ({
    times: [row.startsAt, row.endsAt, row.blockedUntil].map((time) => time.toISOString().slice(11, 16)),
    day: row.startsAt.toISOString().slice(0, 10),
    specialistId: row.specialistId,
    status: row.status,
    sequence: row.sequence,
  }));
}

const moveOf = (id: string) => `/api/user/appointment/${id}/move`;

describe('the client moves a visit of several services', () => {
  it('moves every part (even onto its own time), tells the salon once, and keeps the calendar file', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    await server.outbox.waitFor({ to: visit.user.email });

    // 09:30 overlaps the visit's own time: offered to its client for the whole visit while moving it.
    const services = `${s.service.id},${s.colouring.id}`;
    const mine = await visit.client.get(
      `/api/public/schedule/available-time-slots?business=${s.business.slug}&services=${services}&specialist=${s.specialist.id}&date=2026-12-21&visit=${visit.parts[1]}`,
    );
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.slots.map((slot: { label: string }) => slot.label)).toContain('09:30');

    // Named by its second part: the visit moves whole.
    const response = await visit.client.post(moveOf(visit.parts[1]!), { start: '2026-12-21T09:30:00+02:00' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.appointment).toMatchObject({
      id: visit.parts[0],
      groupId: visit.groupId,
      start: '2026-12-21T09:30:00+02:00',
      end: '2026-12-21T11:30:00+02:00',
      service: { name: 'Kirpimas ir Dažymas' },
    });
    expect(response.json.appointment.parts).toHaveLength(2);
    // 09:30–10:30 (+15), 10:45–11:30: Vilnius is UTC+2.
    expect(await partsOf(visit.groupId)).toEqual([
      {
        times: ['07:30', '08:30', '08:45'],
        day: '2026-12-21',
        specialistId: s.specialist.id,
        status: 'confirmed',
        sequence: 1,
      },
      {
        times: ['08:45', '09:30', '09:30'],
        day: '2026-12-21',
        specialistId: s.specialist.id,
        status: 'confirmed',
        sequence: 1,
      },
    ]);

    // The salon hears of it once, for the whole visit.
    const [mail] = await server.outbox.waitFor({
      to: s.owner.user.email,
      subject: 'Klientas perkėlė vizitą',
    });
    expect(mail!.text).toContain('Kirpimas ir Dažymas');
    expect(mail!.text).toContain('09:30–11:30');
    const notes = await waitFor(async () => {
      const found = await server.db
        .select()
        .from(notification)
        .where(
          and(
            eq(notification.businessId, s.business.id),
            eq(notification.type, 'appointment_moved_by_client'),
          ),
        );
      return found.length > 0 ? found : null;
    }, 'the salon is notified');
    expect(notes).toHaveLength(1);
    expect(
      await server.outbox.mails({ to: s.owner.user.email, subject: 'Klientas perkėlė vizitą' }),
    ).toHaveLength(1);

    // The client: one letter, the calendar file of the same UID at the next SEQUENCE, the whole visit.
    const [bookedMail, movedMail] = await server.outbox.waitFor({ to: visit.user.email, count: 2 });
    const [first, last] = [bookedMail!, movedMail!].map(
      (letter) =>
        parsedIcsEvents(letter.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body)[0]!,
    );
    expect(last!.uid).toBe(first!.uid);
    expect([first!.sequence, last!.sequence]).toEqual([0, 1]);
    expect(last!.startDate.toJSDate().toISOString()).toBe('2026-12-21T07:30:00.000Z');
    expect(last!.endDate.toJSDate().toISOString()).toBe('2026-12-21T09:30:00.000Z');
    expect(await server.outbox.mails({ to: visit.user.email })).toHaveLength(2);

    // Moved, it is still one visit: cancelled whole, it leaves the upcoming list.
    const cancelled = await visit.client.post('/api/user/appointment/decline', { id: visit.parts[0] });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await partsOf(visit.groupId)).map((part) => part.status)).toEqual(['cancelled', 'cancelled']);
    const upcoming = await visit.client.get('/api/user/appointments?scope=upcoming');
    expect(upcoming.json.items).toEqual([]);
  });

  it('at a salon that confirms bookings, the moved visit waits for confirmation again, every part', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    await server.db
      .update(business)
      .set({ requiresConfirmation: true })
      .where(eq(business.id, s.business.id));
    const response = await visit.client.post(moveOf(visit.parts[0]!), { start: '2026-12-22T13:00:00+02:00' });
    expect(response.status, response.text).toBe(200);
    const parts = await partsOf(visit.groupId);
    expect(parts.map((part) => [part.day, part.times[0], part.status])).toEqual([
      ['2026-12-22', '11:00', 'pending'],
      ['2026-12-22', '12:15', 'pending'],
    ]);
  });

  it('leaves the whole visit where it was when the new time is taken for its second part', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    const before = await partsOf(visit.groupId);
    // Another client's haircut at 10:30 on Tuesday: 09:00 fits the haircut, not the colouring after it.
    await rivalHaircut(s, '2026-12-22T10:30:00+02:00');
    const response = await visit.client.post(moveOf(visit.parts[0]!), { start: '2026-12-22T09:00:00+02:00' });
    expect(response.status, response.text).toBe(409);
    expect(response.json.error).toBe('slot_taken');
    expect(await partsOf(visit.groupId)).toEqual(before);
    expect(await server.outbox.mails({ to: s.owner.user.email, subject: 'Klientas perkėlė vizitą' })).toEqual(
      [],
    );
  });

  it('of two visits moved to the same time at once, one gets it and the other stays whole where it was', async () => {
    const s = await salon();
    const first = await bookedGroup(s, '2026-12-21T09:00:00+02:00', 'Pirma Klientė');
    const second = await bookedGroup(s, '2026-12-21T13:00:00+02:00', 'Antra Klientė');
    const answers = await Promise.all(
      [first, second].map((visit) =>
        visit.client.post(moveOf(visit.parts[0]!), { start: '2026-12-22T09:00:00+02:00' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers[0]!.status === 409 ? first : second;
    const winner = loser === first ? second : first;
    const won = await partsOf(winner.groupId);
    expect(won.map((part) => [part.day, part.times[0]])).toEqual([
      ['2026-12-22', '07:00'],
      ['2026-12-22', '08:15'],
    ]);
    const lost = await partsOf(loser.groupId);
    expect(lost.map((part) => [part.day, part.status, part.sequence])).toEqual([
      ['2026-12-21', 'confirmed', 0],
      ['2026-12-21', 'confirmed', 0],
    ]);
    expect(lost[0]!.times[0]).toBe(loser === first ? '07:00' : '11:00');
  });
});

describe('the salon moves a visit of several services', () => {
  it('drags any part: the whole visit moves by as much, and the undo puts it all back', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    const owner = await signedInClient(server.url, s.owner);
    // The colouring (10:15) dragged to 12:15: the haircut goes to 11:00.
    const moved = await owner.patch(`/api/admin/appointment/${visit.parts[1]}`, {
      start: '2026-12-21T12:15:00+02:00',
      undoable: true,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.appointment).toMatchObject({ id: visit.parts[1], start: '2026-12-21T12:15:00+02:00' });
    expect(moved.json.undo.token).toEqual(expect.any(String));
    expect((await partsOf(visit.groupId)).map((part) => [part.times, part.sequence])).toEqual([
      [['09:00', '10:00', '10:15'], 1],
      [['10:15', '11:00', '11:00'], 1],
    ]);

    const undone = await owner.post(`/api/admin/appointment/${visit.parts[1]}/undo-move`, {
      token: moved.json.undo.token,
    });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.appointments).toHaveLength(2);
    expect((await partsOf(visit.groupId)).map((part) => [part.times, part.sequence])).toEqual([
      [['07:00', '08:00', '08:15'], 0],
      [['08:15', '09:00', '09:00'], 0],
    ]);
  });

  it('moves it to another specialist only if they perform every service, and names what holds a time', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    const owner = await signedInClient(server.url, s.owner);
    const notColouring = await owner.patch(`/api/admin/appointment/${visit.parts[0]}`, {
      start: '2026-12-21T09:00:00+02:00',
      specialistId: s.other.id,
    });
    expect(notColouring.status, notColouring.text).toBe(422);
    expect(notColouring.json.message).toBe('Rasa Kolegė paslaugos „Dažymas“ neatlieka.');

    // Another visit at 15:00: the group's colouring would start at 15:15 after a haircut at 14:00.
    await rivalHaircut(s, '2026-12-21T15:00:00+02:00');
    const clash = await owner.patch(`/api/admin/appointment/${visit.parts[0]}`, {
      start: '2026-12-21T14:00:00+02:00',
    });
    expect(clash.status, clash.text).toBe(409);
    expect(clash.json.error).toBe('slot_taken');
    expect(clash.json.message).toBe(
      'Šis laikas jau užimtas: Eglė Kirpėja tuo metu turi kitą vizitą (15:00–16:00).',
    );
    // A part's length alone is not changed.
    const longer = await owner.patch(`/api/admin/appointment/${visit.parts[0]}`, { durationMinutes: 90 });
    expect(longer.status).toBe(409);
    expect(longer.json.error).toBe('visit_group');
    expect((await partsOf(visit.groupId)).map((part) => [part.times[0], part.sequence])).toEqual([
      ['07:00', 0],
      ['08:15', 0],
    ]);
  });

  it('offers a part only the times where the whole visit fits, and an offered time moves it', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    const owner = await signedInClient(server.url, s.owner);
    // Another visit 15:00–16:00 (+15): the colouring alone would fit at 14:00 or 16:30, the whole visit
    // (two hours, the colouring 75 minutes into it) only from 09:00 to 13:00.
    await rivalHaircut(s, '2026-12-21T15:00:00+02:00');
    const freeTimes = (part: string, service: string) =>
      owner.get(
        `/api/admin/appointments/free-times?business=${s.business.slug}&service=${service}&specialist=${s.specialist.id}&date=2026-12-21&except=${part}`,
      );
    // The haircut, first in the visit: its own times, each as long as the haircut alone.
    const haircut = await freeTimes(visit.parts[0]!, s.service.id);
    expect(haircut.status, haircut.text).toBe(200);
    expect(haircut.json.slots[0]).toMatchObject({
      start: '2026-12-21T09:00:00+02:00',
      end: '2026-12-21T10:00:00+02:00',
      label: '09:00',
    });
    const offered = await freeTimes(visit.parts[1]!, s.colouring.id);
    expect(offered.status, offered.text).toBe(200);
    const slots = offered.json.slots as { start: string; end: string; label: string }[];
    expect(slots.map((slot) => slot.label)).toEqual([
      '10:15',
      '10:45',
      '11:15',
      '11:45',
      '12:15',
      '12:45',
      '13:15',
      '13:45',
      '14:15',
    ]);
    expect(slots.at(-1)).toMatchObject({
      start: '2026-12-21T14:15:00+02:00',
      end: '2026-12-21T15:00:00+02:00',
    });

    const moved = await owner.patch(`/api/admin/appointment/${visit.parts[1]}`, {
      start: slots.at(-1)!.start,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await partsOf(visit.groupId)).map((part) => part.times)).toEqual([
      ['11:00', '12:00', '12:15'],
      ['12:15', '13:00', '13:00'],
    ]);
  });

  it('another business cannot move it', async () => {
    const s = await salon();
    const visit = await bookedGroup(s, '2026-12-21T09:00:00+02:00');
    const stranger = await createBookableBusiness(server.db);
    const strangerOwner = await createUser(server.db, { name: 'Kito salono savininkė' });
    await createMembership(server.db, {
      businessId: stranger.business.id,
      userId: strangerOwner.user.id,
      role: 'owner',
    });
    const outsider = await signedInClient(server.url, strangerOwner);
    const refused = await outsider.patch(`/api/admin/appointment/${visit.parts[1]}`, {
      start: '2026-12-21T12:15:00+02:00',
    });
    expect(refused.status).toBe(404);
    expect((await partsOf(visit.groupId)).map((part) => part.times[0])).toEqual(['07:00', '08:15']);
  });
});

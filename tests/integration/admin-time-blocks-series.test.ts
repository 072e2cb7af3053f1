// Blocked time, repeating visits and visits recorded after the fact, over real HTTP on a fixed clock:
// Monday 2026-11-23 09:00 in Vilnius. The home business (createActors) works Mon–Fri 09:00–18:00 with a
// 45-minute service; a colleague works the same hours.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointment, timeBlock } from '../../src/server/db/schema.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import {
  createAppointment,
  createBookableColleague,
  createClientCard,
  createUser,
} from '../fixtures/factories.ts';
import {
  MANAGERS_WRITE,
  OTHER_BUSINESS_MANAGES,
  STAFF_READS,
  signedInClient,
  useServerWithActors,
} from './support/actors.ts';
import { offeredSlots } from './support/public-schedule.ts';

const NOW = new Date('2026-11-23T07:00:00Z'); // Monday 09:00 +02:00
const { server, actors, as, home, slug } = useServerWithActors({ now: () => NOW });
let colleagueId: string;
let clientCardId: string;
let clientUserId: string;
let clientPerson: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  colleagueId = (await createBookableColleague(server.db, actors.home, 'Kolegė Rūta')).id;
  clientPerson = await createUser(server.db, { name: 'Ieva Klientė' });
  clientUserId = clientPerson.user.id;
  const card = await createClientCard(server.db, {
    businessId: actors.home.business.id,
    userId: clientUserId,
    name: 'Ieva Klientė',
    email: clientPerson.user.email,
  });
  clientCardId = card.id;
});

const ownId = () => actors.home.specialist.id;
const at = (date: string, time: string) => wallClockToDate(date, time, DEMO_TIME_ZONE).toISOString();

function block(date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return {
    business: slug(),
    specialistId: ownId(),
    start: at(date, from),
    end: at(date, to),
    title: 'Pietūs',
    ...extra,
  };
}

async function slotLabels(date: string, specialist = ownId()) {
  return (await offeredSlots(server.url, home(), date, specialist)).map((slot) => slot.label);
}

describe('blocked time', () => {
  it('is never offered to clients, and a booking over it is refused', async () => {
    expect(await slotLabels('2026-11-25')).toContain('12:00');
    const created = await as('owner').post('/api/admin/time-blocks', block('2026-11-25', '12:00', '13:00'));
    expect(created.status).toBe(201);
    expect(created.json.timeBlock).toMatchObject({
      specialistId: ownId(),
      start: '2026-11-25T12:00:00+02:00',
      end: '2026-11-25T13:00:00+02:00',
      title: 'Pietūs',
    });
    const labels = await slotLabels('2026-11-25');
    // 45-minute visits: 11:15 would run into the block, 13:00 starts right after it.
    expect(labels).toContain('11:00');
    expect(labels).not.toContain('11:30');
    expect(labels).not.toContain('12:00');
    expect(labels).toContain('13:00');

    // The staff's own free times (no lead time) leave it out the same way.
    const adminFree = await as('owner').get(
      `/api/admin/appointments/free-times?business=${slug()}&specialist=${ownId()}&service=${home().service.id}&date=2026-11-25`,
    );
    expect(adminFree.status).toBe(200);
    const adminLabels = (adminFree.json.slots as { label: string }[]).map((slot) => slot.label);
    expect(adminLabels).toContain('11:00');
    expect(adminLabels).not.toContain('11:30');
    expect(adminLabels).not.toContain('12:00');
    expect(adminLabels).not.toContain('12:45');
    expect(adminLabels).toContain('13:00');

    const client = await signedInClient(server.url, clientPerson);
    const booking = await client.post('/api/user/appointments', {
      business: slug(),
      service: home().service.id,
      specialist: ownId(),
      start: '2026-11-25T12:00:00+02:00',
    });
    expect(booking.status).toBe(409);

    // Staff placing a visit over it on purpose are refused by the database all the same.
    const staff = await as('owner').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-25T12:30:00+02:00',
      allowOutsideHours: true,
    });
    expect(staff.status).toBe(409);
    expect(staff.json.error).toBe('slot_taken');
    // The refusal names its real cause: the block, with its title and time.
    expect(staff.json.message).toMatch(
      /^Šis laikas užimtas: .+ tuo metu turi užblokuotą laiką „Pietūs“ \(12:00–13:00\)\.$/,
    );

    // Deleting it frees the time again.
    const removed = await as('owner').delete(`/api/admin/time-block/${created.json.timeBlock.id}`);
    expect(removed.status).toBe(200);
    expect(await slotLabels('2026-11-25')).toContain('12:00');
  });

  it('never overlaps a held visit or another block: 409, naming the date', async () => {
    await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: ownId(),
      serviceId: home().service.id,
      clientCardId,
      clientUserId,
      startsAt: wallClockToDate('2026-11-26', '10:00', DEMO_TIME_ZONE),
      status: 'confirmed',
    });
    const over = await as('owner').post('/api/admin/time-blocks', block('2026-11-26', '10:30', '11:00'));
    expect(over.status).toBe(409);
    expect(over.json.error).toBe('slot_taken');
    expect(over.json.message).toContain('lapkričio 26');

    const first = await as('owner').post('/api/admin/time-blocks', block('2026-11-26', '13:00', '14:00'));
    expect(first.status).toBe(201);
    const second = await as('owner').post('/api/admin/time-blocks', block('2026-11-26', '13:30', '14:30'));
    expect(second.status).toBe(409);
    // Touching is fine; a colleague's time is their own.
    expect(
      (await as('owner').post('/api/admin/time-blocks', block('2026-11-26', '14:00', '14:30'))).status,
    ).toBe(201);
    expect(
      (
        await as('owner').post(
          '/api/admin/time-blocks',
          block('2026-11-26', '10:00', '11:00', { specialistId: colleagueId }),
        )
      ).status,
    ).toBe(201);

    // Moving a block onto the visit is refused too; moving it elsewhere keeps its length.
    const moved = await as('owner').patch(`/api/admin/time-block/${first.json.timeBlock.id}`, {
      start: at('2026-11-26', '10:15'),
    });
    expect(moved.status).toBe(409);
    const later = await as('owner').patch(`/api/admin/time-block/${first.json.timeBlock.id}`, {
      start: at('2026-11-26', '15:00'),
      title: 'Mokymai',
    });
    expect(later.status).toBe(200);
    expect(later.json.timeBlock).toMatchObject({
      start: '2026-11-26T15:00:00+02:00',
      end: '2026-11-26T16:00:00+02:00',
      title: 'Mokymai',
    });
    const resized = await as('owner').patch(`/api/admin/time-block/${first.json.timeBlock.id}`, {
      end: at('2026-11-26', '15:30'),
    });
    expect(resized.json.timeBlock.end).toBe('2026-11-26T15:30:00+02:00');
  });

  it('the database itself refuses a visit row over a block', async () => {
    const [row] = await server.db
      .insert(timeBlock)
      .values({
        businessId: home().business.id,
        specialistId: ownId(),
        startsAt: new Date(at('2026-12-01', '09:00')),
        endsAt: new Date(at('2026-12-01', '10:00')),
        title: 'Susirinkimas',
      })
      .returning();
    await expect(
      createAppointment(server.db, {
        businessId: home().business.id,
        specialistId: ownId(),
        serviceId: home().service.id,
        startsAt: new Date(at('2026-12-01', '09:30')),
        status: 'pending',
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    // A visit that no longer holds time does not count.
    await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: ownId(),
      serviceId: home().service.id,
      startsAt: new Date(at('2026-12-01', '09:30')),
      status: 'declined',
    });
    expect(row).toBeDefined();
  });

  it('repeats weekly, all or none', async () => {
    const created = await as('admin').post(
      '/api/admin/time-blocks',
      block('2026-12-07', '12:00', '12:30', { repeatWeeks: 3 }),
    );
    expect(created.status).toBe(201);
    expect(created.json.timeBlocks.map((b: { start: string }) => b.start)).toEqual([
      '2026-12-07T12:00:00+02:00',
      '2026-12-14T12:00:00+02:00',
      '2026-12-21T12:00:00+02:00',
    ]);
    await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: ownId(),
      serviceId: home().service.id,
      startsAt: wallClockToDate('2027-01-11', '12:00', DEMO_TIME_ZONE),
      status: 'confirmed',
    });
    const clash = await as('admin').post(
      '/api/admin/time-blocks',
      block('2026-12-28', '12:00', '12:30', { repeatWeeks: 3 }),
    );
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain('sausio 11');
    const none = await server.db
      .select()
      .from(timeBlock)
      .where(eq(timeBlock.startsAt, new Date(at('2026-12-28', '12:00'))));
    expect(none).toHaveLength(0);
  });

  it('refuses bad input with a Lithuanian message', async () => {
    const backwards = await as('owner').post('/api/admin/time-blocks', block('2026-11-27', '13:00', '12:00'));
    expect(backwards.status).toBe(422);
    expect(backwards.json.fields.end).toBeTruthy();
    const noTitle = await as('owner').post(
      '/api/admin/time-blocks',
      block('2026-11-27', '12:00', '13:00', { title: ' ' }),
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.fields.title).toMatch(/pavadinimą/);
    const tooMany = await as('owner').post(
      '/api/admin/time-blocks',
      block('2026-11-27', '12:00', '13:00', { repeatWeeks: 99 }),
    );
    expect(tooMany.status).toBe(400);
    const farFuture = await as('owner').post('/api/admin/time-blocks', block('3026-11-27', '12:00', '13:00'));
    expect(farFuture.status).toBe(400);
    expect(farFuture.json.fields.start).toBe('Nurodykite pradžios laiką.');
  });

  it('authorisation: staff of the business only; a specialist only their own time', async () => {
    let day = 0;
    const nextDay = () => `2026-12-${String(++day).padStart(2, '0')}`;
    // Each request a day of its own, so the ones that succeed do not clash.
    const statuses = await actors.statuses((c) => {
      const date = nextDay();
      return c.post('/api/admin/time-blocks', block(date, '17:00', '17:30', { title: 'Tvarkymas' }));
    });
    const created = { specialist: 201, admin: 201, owner: 201, operator: 201 };
    expect(statuses).toEqual({ ...STAFF_READS, ...created });
    expect(
      await actors.statuses((c) =>
        c.post('/api/admin/time-blocks', block(nextDay(), '17:00', '17:30', { specialistId: colleagueId })),
      ),
    ).toEqual({ ...MANAGERS_WRITE, admin: 201, owner: 201, operator: 201 });

    const own = await as('owner').post('/api/admin/time-blocks', block('2026-12-16', '16:00', '16:30'));
    const colleagues = await as('owner').post(
      '/api/admin/time-blocks',
      block('2026-12-16', '16:00', '16:30', { specialistId: colleagueId }),
    );
    const ownId = own.json.timeBlock.id as string;
    const colleagueBlockId = colleagues.json.timeBlock.id as string;
    expect(
      await actors.statuses((c) => c.patch(`/api/admin/time-block/${ownId}`, { title: 'Pertrauka' })),
    ).toEqual(STAFF_READS);
    expect(
      await actors.statuses((c) =>
        c.patch(`/api/admin/time-block/${colleagueBlockId}`, { title: 'Pertrauka' }),
      ),
    ).toEqual({ ...STAFF_READS, specialist: 404 });
    // Another business's block: not found for this business's staff, and its data untouched.
    const foreign = await server.db
      .insert(timeBlock)
      .values({
        businessId: actors.other.business.id,
        specialistId: actors.other.specialist.id,
        startsAt: new Date(at('2026-12-16', '12:00')),
        endsAt: new Date(at('2026-12-16', '13:00')),
        title: 'Kito salono',
      })
      .returning();
    const foreignId = foreign[0]!.id;
    expect(
      await actors.statuses((c) => c.patch(`/api/admin/time-block/${foreignId}`, { title: 'x' })),
    ).toEqual(OTHER_BUSINESS_MANAGES);
    // The other business's admin cannot touch this business's blocks either (checked above), nor delete them.
    expect((await as('otherAdmin').delete(`/api/admin/time-block/${ownId}`)).status).toBe(404);
    expect((await as('specialist').delete(`/api/admin/time-block/${colleagueBlockId}`)).status).toBe(404);
    expect((await as('specialist').delete(`/api/admin/time-block/${ownId}`)).status).toBe(200);
  });

  it('shows in the calendar data: a specialist sees only their own', async () => {
    await as('owner').post('/api/admin/time-blocks', block('2026-12-17', '12:00', '12:45'));
    await as('owner').post(
      '/api/admin/time-blocks',
      block('2026-12-17', '12:00', '12:45', { specialistId: colleagueId }),
    );
    const query = `/api/admin/calendar?business=${slug()}&from=2026-12-17&to=2026-12-17`;
    const owner = await as('owner').get(query);
    expect(owner.json.timeBlocks).toHaveLength(2);
    const specialist = await as('specialist').get(query);
    expect(specialist.json.timeBlocks.map((b: { specialistId: string }) => b.specialistId)).toEqual([
      ownId(),
    ]);
  });
});

describe('repeating visits', () => {
  const series = (extra: Record<string, unknown> = {}) => ({
    business: slug(),
    clientCardId,
    serviceId: home().service.id,
    specialistId: colleagueId,
    start: at('2027-01-04', '10:00'),
    everyWeeks: 2,
    count: 4,
    ...extra,
  });

  it('lists the clashes before saving, refuses the whole series over one, or books the free ones', async () => {
    await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: colleagueId,
      serviceId: home().service.id,
      startsAt: wallClockToDate('2027-01-18', '10:30', DEMO_TIME_ZONE),
      status: 'confirmed',
    });
    const { clientCardId: _card, ...previewBody } = series();
    const preview = await as('admin').post('/api/admin/appointments/series/preview', previewBody);
    expect(preview.status).toBe(200);
    expect(
      preview.json.occurrences.map((o: { start: string; problem: { error: string } | null }) => [
        o.start,
        o.problem?.error ?? null,
      ]),
    ).toEqual([
      ['2027-01-04T10:00:00+02:00', null],
      ['2027-01-18T10:00:00+02:00', 'slot_taken'],
      ['2027-02-01T10:00:00+02:00', null],
      ['2027-02-15T10:00:00+02:00', null],
    ]);

    const refused = await as('admin').post('/api/admin/appointments/series', series());
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('series_clash');
    expect(refused.json.message).toContain('sausio 18');

    const booked = await as('admin').post('/api/admin/appointments/series', series({ skipClashes: true }));
    expect(booked.status).toBe(201);
    expect(booked.json.appointments.map((a: { start: string }) => a.start)).toEqual([
      '2027-01-04T10:00:00+02:00',
      '2027-02-01T10:00:00+02:00',
      '2027-02-15T10:00:00+02:00',
    ]);
    expect(booked.json.skipped.map((o: { start: string }) => o.start)).toEqual(['2027-01-18T10:00:00+02:00']);
    const seriesId = booked.json.seriesId as string;
    expect(booked.json.appointments.every((a: { seriesId: string }) => a.seriesId === seriesId)).toBe(true);

    // Move the second and all following a day later and an hour earlier: the first stays.
    const second = booked.json.appointments[1].id as string;
    const moved = await as('admin').post(`/api/admin/appointment/${second}/following`, {
      start: at('2027-02-03', '09:00'),
    });
    expect(moved.status).toBe(200);
    expect(moved.json.appointments.map((a: { start: string }) => a.start)).toEqual([
      '2027-02-03T09:00:00+02:00',
      '2027-02-17T09:00:00+02:00',
    ]);
    const rows = await server.db.select().from(appointment).where(eq(appointment.seriesId, seriesId));
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual([
      new Date(at('2027-01-04', '10:00')).toISOString(),
      new Date(at('2027-02-03', '09:00')).toISOString(),
      new Date(at('2027-02-17', '09:00')).toISOString(),
    ]);

    // Decline the last two at once; the first keeps its time.
    const declined = await as('admin').post(`/api/admin/appointment/${second}/following`, {
      declineReason: 'Specialistė išeina atostogų.',
    });
    expect(declined.json.appointments.map((a: { status: string }) => a.status)).toEqual([
      'declined',
      'declined',
    ]);
    const first = await as('admin').get(`/api/admin/appointment/${booked.json.appointments[0].id}`);
    expect(first.json.appointment.status).toBe('confirmed');
  });

  it('a move of the following that would clash changes nothing', async () => {
    const booked = await as('owner').post(
      '/api/admin/appointments/series',
      series({ start: at('2027-03-01', '14:00'), everyWeeks: 1, count: 2 }),
    );
    expect(booked.status).toBe(201);
    await createAppointment(server.db, {
      businessId: home().business.id,
      specialistId: colleagueId,
      serviceId: home().service.id,
      startsAt: wallClockToDate('2027-03-08', '15:00', DEMO_TIME_ZONE),
      status: 'confirmed',
    });
    const refused = await as('owner').post(
      `/api/admin/appointment/${booked.json.appointments[0].id}/following`,
      {
        start: at('2027-03-01', '15:00'),
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('kovo 8');
    const unchanged = await as('owner').get(`/api/admin/appointment/${booked.json.appointments[0].id}`);
    expect(unchanged.json.appointment.start).toBe('2027-03-01T14:00:00+02:00');
  });

  it('authorisation: the preview, the series and the following follow the single-visit rules', async () => {
    const { clientCardId: _card, ...previewBody } = series({ specialistId: ownId() });
    expect(
      await actors.statuses((c) => c.post('/api/admin/appointments/series/preview', previewBody)),
    ).toEqual(STAFF_READS);
    expect(
      await actors.statuses((c) =>
        c.post('/api/admin/appointments/series/preview', { ...previewBody, specialistId: colleagueId }),
      ),
    ).toEqual(MANAGERS_WRITE);
    let week = 0;
    const statuses = await actors.statuses((c) => {
      week += 1;
      return c.post('/api/admin/appointments/series', {
        ...series({
          specialistId: ownId(),
          start: at('2027-04-05', `${9 + week}:00`),
          everyWeeks: 1,
          count: 2,
        }),
        clientCardId: undefined,
        client: { name: `Serijos klientė ${week}` },
      });
    });
    expect(statuses).toEqual({ ...STAFF_READS, specialist: 201, admin: 201, owner: 201, operator: 201 });
    const own = await as('owner').post(
      '/api/admin/appointments/series',
      series({ specialistId: ownId(), start: at('2027-05-03', '09:00'), everyWeeks: 1, count: 2 }),
    );
    const colleagues = await as('owner').post(
      '/api/admin/appointments/series',
      series({ start: at('2027-05-03', '09:00'), everyWeeks: 1, count: 2 }),
    );
    const ownVisit = own.json.appointments[0].id as string;
    const colleagueVisit = colleagues.json.appointments[0].id as string;
    const reason = { declineReason: 'Nebedirbame.' };
    expect((await as('anonymous').post(`/api/admin/appointment/${ownVisit}/following`, reason)).status).toBe(
      401,
    );
    expect((await as('client').post(`/api/admin/appointment/${ownVisit}/following`, reason)).status).toBe(
      404,
    );
    expect((await as('otherAdmin').post(`/api/admin/appointment/${ownVisit}/following`, reason)).status).toBe(
      404,
    );
    expect(
      (await as('specialist').post(`/api/admin/appointment/${colleagueVisit}/following`, reason)).status,
    ).toBe(404);
    expect((await as('specialist').post(`/api/admin/appointment/${ownVisit}/following`, reason)).status).toBe(
      200,
    );
  });
});

describe('after the fact and walk-ins', () => {
  it('records a past visit as completed, source after_the_fact, nobody notified', async () => {
    const mailsTo = () => server.outbox.mails({ to: clientPerson.user.email });
    const before = await mailsTo();
    const recorded = await as('admin').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-20T15:00:00+02:00',
      afterTheFact: true,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.json.appointment).toMatchObject({ status: 'completed', source: 'after_the_fact' });
    // Without the mode the past is refused, and a visit that has not ended cannot be recorded as done.
    const refused = await as('admin').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-20T15:00:00+02:00',
    });
    expect(refused.json.error).toBe('in_past');
    const unfinished = await as('admin').post('/api/admin/appointments', {
      business: slug(),
      clientCardId,
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-23T08:30:00+02:00',
      afterTheFact: true,
    });
    expect(unfinished.status).toBe(422);
    expect(unfinished.json.error).toBe('not_ended');
    expect((await mailsTo()).length).toBe(before.length);
  });

  it('a walk-in starts now without a client name and without notifying anyone', async () => {
    const walkIn = await as('specialist').post('/api/admin/appointments', {
      business: slug(),
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-23T08:55:00+02:00',
      walkIn: true,
    });
    expect(walkIn.status).toBe(201);
    expect(walkIn.json.appointment).toMatchObject({ status: 'confirmed', source: 'admin' });
    expect(walkIn.json.appointment.client.name).toBe('Klientas');
    const tooLate = await as('specialist').post('/api/admin/appointments', {
      business: slug(),
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-23T07:00:00+02:00',
      walkIn: true,
    });
    expect(tooLate.json.error).toBe('in_past');
    const noClient = await as('specialist').post('/api/admin/appointments', {
      business: slug(),
      serviceId: home().service.id,
      specialistId: ownId(),
      start: '2026-11-24T10:00:00+02:00',
    });
    expect(noClient.status).toBe(400);
  });
});

// Booking and the client's visits over real HTTP, on a fixed clock: Monday 2026-12-14 10:00 in Vilnius.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import {
  appointment,
  clientCard,
  holiday,
  notification,
  sentLog,
  user as userTable,
} from '../../src/server/db/schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import { sqlState } from '../../src/server/db/client.ts';
import { DEMO_TIME_ZONE } from '../../src/server/db/seed/demo-catalogue.ts';
import { wallClockToDate } from '../../src/core/time/wall-clock.ts';
import { AppError } from '../../src/server/http/app-error.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import { bookAppointment } from '../../src/server/modules/booking/book-appointment.ts';
import { type BookingDependencies } from '../../src/server/modules/booking/booking-dependencies.ts';
import { announceBooking, type BookingEvent } from '../../src/server/modules/booking/booking-side-effects.ts';
import {
  createAppointment,
  createBookableBusiness,
  createMembership,
  createSchedule,
  createSpecialist,
  createUser,
  linkSpecialistService,
  asSessionUser,
} from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { offeredSlots } from './support/public-schedule.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';
import { parsedIcsEvents, parsedIcsMethod } from '../fixtures/ical.ts';

const NOW = new Date('2026-12-14T08:00:00Z'); // Monday 10:00 +02:00
let now = NOW;

const server = useTestServer({ now: () => now });

type Bookable = Awaited<ReturnType<typeof createBookableBusiness>>;
const NBSP = '\u00A0';
/** The answer to a booking of a time someone else holds. */
const SLOT_TAKEN = {
  error: 'slot_taken',
  message: 'Atsiprašome, šį laiką ką tik užėmė kitas klientas. Pasirinkite kitą laiką.',
};

/** Mon–Fri 09:00–18:00, a 60-minute service (+15 min buffer) on a 30-minute grid; an owner, an admin and a specialist member. */
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
    service: {
      durationMinutes: 60,
      bufferAfterMinutes: 15,
      name: 'Kirpimas ir džiovinimas',
      priceCents: 4000,
      ...options.service,
    },
  });
  const owner = await createUser(server.db, { name: 'Savininkė Rūta' });
  const admin = await createUser(server.db, { name: 'Administratorė Jurga' });
  const staff = await createUser(server.db, { name: 'Specialistė Eglė' });
  await createMembership(server.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
  await createMembership(server.db, { businessId: b.business.id, userId: admin.user.id, role: 'admin' });
  await createMembership(server.db, { businessId: b.business.id, userId: staff.user.id, role: 'specialist' });
  return { ...b, owner: owner.user, admin: admin.user, staff: staff.user };
}

async function signedInClient(name = 'Ieva Klientė') {
  return signedInPerson(server, { name, phoneNumber: '+37061234567' });
}

function bookingBody(b: Bookable, start: string, extra: Record<string, string> = {}) {
  return { business: b.business.slug, service: b.service.id, start, ...extra };
}

async function slotLabels(b: Bookable, date: string) {
  return (await offeredSlots(server.url, b, date)).map((slot) => slot.label);
}

// ---------------------------------------------------------------- booking

describe('POST /api/user/appointments', () => {
  it('books an offered slot: 201, the appointment, a client card, held time', async () => {
    const b = await salon();
    const { client, user } = await signedInClient();
    const response = await client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00', { note: 'Prašau trumpiau.' }),
    );
    expect(response.status, response.text).toBe(201);
    const booked = response.json.appointment;
    expect(booked).toEqual({
      id: expect.any(String),
      status: 'confirmed',
      start: '2026-12-21T09:00:00+02:00',
      end: '2026-12-21T10:00:00+02:00',
      business: {
        slug: b.business.slug,
        name: 'Grožio namai „Rūta“',
        address: b.business.address,
        phone: '+37060000001',
      },
      service: { id: b.service.id, name: 'Kirpimas ir džiovinimas' },
      specialist: { id: b.specialist.id, name: 'Eglė Kirpėja' },
      priceCents: 4000,
      durationMinutes: 60,
      note: 'Prašau trumpiau.',
      cancellableUntil: '2026-12-20T09:00:00+02:00',
      canCancel: true,
      declineReason: null,
      timeZone: 'Europe/Vilnius',
      groupId: null,
      parts: [],
    });
    expect(response.json.appointments).toBeUndefined();

    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, booked.id));
    expect(row).toMatchObject({
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: user.id,
      status: 'confirmed',
      source: 'online',
      clientNote: 'Prašau trumpiau.',
      priceCents: 4000,
      durationMinutes: 60,
      cancelledAt: null,
    });
    expect(row!.startsAt.toISOString()).toBe('2026-12-21T07:00:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2026-12-21T08:00:00.000Z');
    expect(row!.blockedUntil.toISOString()).toBe('2026-12-21T08:15:00.000Z');
    expect(row!.confirmedAt?.toISOString()).toBe(NOW.toISOString());

    const cards = await server.db.select().from(clientCard).where(eq(clientCard.businessId, b.business.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id: row!.clientCardId,
      userId: user.id,
      name: 'Ieva Klientė',
      email: user.email,
      phone: '+37061234567',
    });

    // The visit and its buffer are held: 09:00–10:15; a new 60 + 15 minute visit fits from 10:30.
    const labels = await slotLabels(b, '2026-12-21');
    expect(labels.slice(0, 2)).toEqual(['10:30', '11:00']);
  });

  it('e-mails the client (with an .ics) and every owner/admin, and notifies them in the app', async () => {
    const b = await salon();
    const { client, user } = await signedInClient('Greta Žilinskienė');
    const response = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21T14:30:00+02:00'));
    expect(response.status).toBe(201);
    const id = response.json.appointment.id as string;

    const [mail] = await server.outbox.waitFor({ to: user.email });
    expect(mail!.subject).toBe('Jūsų vizitas užregistruotas – Grožio namai „Rūta“');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('pirmadienis, gruodžio 21 d., 14:30–15:30');
      expect(body).toContain(`40,00${NBSP}€`);
      expect(body).toContain(b.business.address);
      expect(body).toContain('/mano-vizitai');
      expect(body).toContain('iki sekmadienio, gruodžio 20 d., 14:30'); // cancel online until then
      expect(body).toContain('Sveiki, Greta!');
      expect(body).toContain('telefonu +370 600 00001');
    }
    const ics = mail!.parts.find((part) => part.contentType.startsWith('text/calendar'));
    expect(ics, 'an .ics part').toBeDefined();
    expect(ics!.contentType).toContain('method=PUBLISH');
    const lines = ics!.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('DTSTART:20261221T123000Z');
    expect(lines).toContain('DTEND:20261221T133000Z');
    expect(lines.find((line) => line.startsWith('UID:'))).toContain(id);
    expect(lines).toContain('SUMMARY:Kirpimas ir džiovinimas – Grožio namai „Rūta“');
    expect(lines).toContain('SEQUENCE:0');
    const event = parsedIcsEvents(ics!.body)[0]!;
    expect(event.uid).toBe(`vizitas-${id}@localhost`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-21T12:30:00.000Z');

    for (const member of [b.owner, b.admin]) {
      const [adminMail] = await server.outbox.waitFor({ to: member.email });
      expect(adminMail!.subject).toBe(
        'Nauja registracija: Kirpimas ir džiovinimas, pirmadienis, gruodžio 21 d., 14:30–15:30',
      );
      expect(adminMail!.text).toContain('Greta Žilinskienė');
      expect(adminMail!.text).toContain(`/administratorius/vizitai/sarasas/${b.business.slug}`);
    }
    expect(await server.outbox.mails({ to: b.staff.email })).toHaveLength(0);

    const rows = await waitFor(async () => {
      const found = await server.db
        .select()
        .from(notification)
        .where(eq(notification.businessId, b.business.id));
      return found.length >= 3 ? found : null;
    }, 'notifications');
    expect(rows).toHaveLength(3);
    const forClient = rows.find((row) => row.userId === user.id);
    expect(forClient).toMatchObject({
      type: 'appointment_booked',
      title: 'Vizitas užregistruotas',
      href: '/mano-vizitai',
    });
    expect(forClient!.body).toContain('pirmadienis, gruodžio 21 d., 14:30');
    for (const member of [b.owner, b.admin]) {
      expect(rows.find((row) => row.userId === member.id)).toMatchObject({
        type: 'appointment_new_booking',
        href: `/administratorius/vizitai/sarasas/${b.business.slug}`,
      });
    }
    const keys = await server.db.select().from(sentLog);
    expect(keys.map((k) => k.key)).toEqual(
      expect.arrayContaining([`booking-confirmation:${id}`, `booking-notifications:${id}`]),
    );
  });

  it('starts as pending when the business confirms bookings itself', async () => {
    const b = await salon({ business: { requiresConfirmation: true } });
    const { client, user } = await signedInClient();
    const response = await client.post('/api/user/appointments', bookingBody(b, '2026-12-22T11:00:00+02:00'));
    expect(response.status).toBe(201);
    expect(response.json.appointment.status).toBe('pending');
    const [row] = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.id, response.json.appointment.id));
    expect(row!.confirmedAt).toBeNull();
    const [mail] = await server.outbox.waitFor({ to: user.email });
    expect(mail!.subject).toBe('Jūsų vizitas laukia patvirtinimo – Grožio namai „Rūta“');
    expect(mail!.parts.find((part) => part.contentType.startsWith('text/calendar'))!.body).toContain(
      'STATUS:TENTATIVE',
    );
    // A pending visit holds its time too.
    expect(await slotLabels(b, '2026-12-22')).not.toContain('11:00');
  });

  it('accepts form data, and reuses the client card on a second booking', async () => {
    const b = await salon();
    const { client, user } = await signedInClient();
    const first = await client.postForm(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00'),
    );
    expect(first.status, first.text).toBe(201);
    const second = await client.postForm(
      '/api/user/appointments',
      bookingBody(b, '2026-12-23T09:00:00+02:00', { note: 'Antras' }),
    );
    expect(second.status).toBe(201);
    const cards = await server.db
      .select()
      .from(clientCard)
      .where(and(eq(clientCard.businessId, b.business.id), eq(clientCard.userId, user.id)));
    expect(cards).toHaveLength(1);
  });

  it('accepts the start written in UTC', async () => {
    const b = await salon();
    const { client } = await signedInClient();
    const response = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21T07:00:00Z'));
    expect(response.status).toBe(201);
    expect(response.json.appointment.start).toBe('2026-12-21T09:00:00+02:00');
  });

  it('with "any specialist", books the specialist the slot belongs to, and the next one when the first is taken', async () => {
    const b = await salon();
    const second = await createSpecialist(server.db, b.business.id, { name: 'Rasa Kirpėja', sortOrder: 5 });
    await linkSpecialistService(server.db, {
      businessId: b.business.id,
      specialistId: second.id,
      serviceId: b.service.id,
    });
    await createSchedule(server.db, { businessId: b.business.id, specialistId: second.id });
    const one = await signedInClient();
    const two = await signedInClient();
    const three = await signedInClient();
    const first = await one.client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00'),
    );
    expect(first.json.appointment.specialist).toEqual({ id: b.specialist.id, name: 'Eglė Kirpėja' });
    const next = await two.client.post('/api/user/appointments', bookingBody(b, '2026-12-21T09:00:00+02:00'));
    expect(next.status).toBe(201);
    expect(next.json.appointment.specialist).toEqual({ id: second.id, name: 'Rasa Kirpėja' });
    const none = await three.client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00'),
    );
    expect(none.status).toBe(409);
    expect(none.json.error).toBe('slot_taken');
  });

  it.each([
    ['off the grid', '2026-12-21T09:10:00+02:00'],
    ['on a Saturday', '2026-12-19T10:00:00+02:00'],
    ['on Christmas Eve', '2026-12-24T10:00:00+02:00'],
    ['inside the lead time', '2026-12-14T10:30:00+02:00'],
    ['in the past', '2026-12-11T10:00:00+02:00'],
    ['past the horizon', '2027-02-15T10:00:00+02:00'],
    ['running past closing time', '2026-12-21T17:30:00+02:00'],
  ])('refuses a start that is not offered (%s) with 422', async (_name, start) => {
    const b = await salon();
    const { client } = await signedInClient();
    const response = await client.post('/api/user/appointments', bookingBody(b, start));
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      error: 'slot_unavailable',
      message: 'Šis laikas nebegalimas. Pasirinkite kitą laiką.',
    });
    expect(
      await server.db.select().from(appointment).where(eq(appointment.businessId, b.business.id)),
    ).toHaveLength(0);
  });

  it('refuses a start that another visit holds with 409 slot_taken, also in a race', async () => {
    const b = await salon();
    const first = await signedInClient();
    const second = await signedInClient();
    expect(
      (await first.client.post('/api/user/appointments', bookingBody(b, '2026-12-21T13:00:00+02:00'))).status,
    ).toBe(201);
    const late = await second.client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T13:30:00+02:00'),
    );
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('slot_taken');

    // Two people pressing "book" at once: the database refuses the second.
    const racers = [await signedInClient(), await signedInClient(), await signedInClient()];
    const answers = await Promise.all(
      racers.map(({ client }) =>
        client.post('/api/user/appointments', bookingBody(b, '2026-12-22T13:00:00+02:00')),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      {
        expect(answer.json).toEqual(SLOT_TAKEN);
      }
    }
  });

  it('asks an anonymous visitor to sign in (401)', async () => {
    const b = await salon();
    const response = await createClient(server.url).post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00'),
    );
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('unauthorized');
    expect(response.json.message).toMatch(/prisijunkite/);
  });

  it('refuses bad input with 400, an unknown business or service with 404', async () => {
    const b = await salon();
    const { client } = await signedInClient();
    const noStart = await client.post('/api/user/appointments', {
      business: b.business.slug,
      service: b.service.id,
    });
    expect(noStart.status).toBe(400);
    expect(noStart.json.fields.start).toBe('Pasirinkite vizito laiką.');
    const badStart = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21 09:00'));
    expect(badStart.status).toBe(400);
    const ancient = await client.post('/api/user/appointments', bookingBody(b, '0999-12-21T09:00:00+02:00'));
    expect(ancient.status).toBe(400);
    expect(ancient.json.fields.start).toBe('Pasirinkite vizito laiką.');
    const longNote = await client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00', { note: 'x'.repeat(1001) }),
    );
    expect(longNote.status).toBe(400);
    expect(longNote.json.fields.note).toBe('Pastaba per ilga (daugiausia 1000 simbolių).');
    const unknown = await client.post('/api/user/appointments', {
      ...bookingBody(b, '2026-12-21T09:00:00+02:00'),
      business: 'nera-tokio',
    });
    expect(unknown.status).toBe(404);
    const other = await salon();
    const foreign = await client.post('/api/user/appointments', {
      ...bookingBody(b, '2026-12-21T09:00:00+02:00'),
      service: other.service.id,
    });
    expect(foreign.status).toBe(404);
    const notOnboarded = await salon({ business: { onboarded: false } });
    const closed = await client.post(
      '/api/user/appointments',
      bookingBody(notOnboarded, '2026-12-21T09:00:00+02:00'),
    );
    expect(closed.status).toBe(404);
  });
});

// ---------------------------------------------------------------- one transaction, the database decides

describe('booking is one transaction', () => {
  /** Booking dependencies whose database runs `meanwhile` once, just before the booking's transaction. */
  function depsWithSaveBeforeTransaction(meanwhile: () => Promise<void>): BookingDependencies {
    let pending: (() => Promise<void>) | null = meanwhile;
    const db = new Proxy(server.db, {
      get(target, property) {
        if (property === 'transaction') {
          return async (...args: Parameters<Database['transaction']>) => {
            const run = pending;
            pending = null;
            await run?.();
            return target.transaction(...args);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const logger = pino({ level: 'silent' });
    const mailer: Mailer = { send: async () => undefined };
    return {
      db,
      mailer,
      logger,
      brandName: 'Grožio Laikas',
      baseUrl: 'https://example.lt',
      now: () => now,
      jobs: server.jobs,
    };
  }

  async function sessionUserOf(name: string) {
    return asSessionUser((await createUser(server.db, { name })).user);
  }

  it.each([
    ['a business holiday', undefined],
    ['a holiday of the chosen specialist', 'specialist'],
  ] as const)(
    'sees %s saved after the request came in but before its transaction: 422, nothing written',
    async (_name, scope) => {
      const b = await salon();
      const client = await sessionUserOf('Ieva Vėluojanti');
      const deps = depsWithSaveBeforeTransaction(async () => {
        await server.db.insert(holiday).values({
          businessId: b.business.id,
          specialistId: scope === 'specialist' ? b.specialist.id : null,
          fromDate: '2026-12-21',
          toDate: '2026-12-21',
          name: 'Atostogos',
        });
      });
      const input = {
        ...bookingBody(b, '2026-12-21T09:00:00+02:00'),
        ...(scope === 'specialist' ? { specialist: b.specialist.id } : {}),
      };
      const refusal = await bookAppointment(deps, { user: client, input }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        code: 'slot_unavailable',
        status: 422,
        message: 'Šis laikas nebegalimas. Pasirinkite kitą laiką.',
      });
      expect(
        await server.db.select().from(appointment).where(eq(appointment.businessId, b.business.id)),
      ).toHaveLength(0);
      expect(
        await server.db.select().from(clientCard).where(eq(clientCard.businessId, b.business.id)),
      ).toHaveLength(0);
    },
  );

  it("links the salon's walk-in card with the same e-mail instead of making a second one", async () => {
    const b = await salon();
    const { user: owner, password } = await createUser(server.db, { name: 'Savininkė Aldona' });
    await createMembership(server.db, { businessId: b.business.id, userId: owner.id, role: 'owner' });
    const ownerClient = createClient(server.url);
    await ownerClient.signIn(owner.email, password);
    const { client, user } = await signedInClient('Ieva Klientė');

    // The salon met Ieva before she had an account, and wrote her e-mail (in capitals) on her card.
    const walkIn = await ownerClient.post(`/api/admin/business/${b.business.slug}/clients`, {
      name: 'Ieva (pirmas vizitas)',
      email: user.email.toUpperCase(),
      notes: 'Jautri galvos oda.',
    });
    expect(walkIn.status, walkIn.text).toBe(201);

    const booked = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21T09:00:00+02:00'));
    expect(booked.status, booked.text).toBe(201);

    const cards = await server.db
      .select()
      .from(clientCard)
      .where(
        and(
          eq(clientCard.businessId, b.business.id),
          sql`lower(${clientCard.email}) = ${user.email.toLowerCase()}`,
        ),
      );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      userId: user.id,
      name: 'Ieva (pirmas vizitas)', // what the salon wrote stays
      notes: 'Jautri galvos oda.',
      phone: '+37061234567', // the contact the card lacked comes from the account
    });
    const [row] = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.id, booked.json.appointment.id));
    expect(row!.clientCardId).toBe(cards[0]!.id);
    expect(
      await server.db.select().from(clientCard).where(eq(clientCard.businessId, b.business.id)),
    ).toHaveLength(1);
  });

  it('the database itself refuses an overlapping held visit (23P01), and booking that time answers 409', async () => {
    const b = await salon();
    const visit = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      startsAt: wallClockToDate('2026-12-21', '09:00', DEMO_TIME_ZONE),
      status: 'confirmed',
      source: 'admin',
    });
    const overlapping = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      startsAt: wallClockToDate('2026-12-21', '09:30', DEMO_TIME_ZONE),
      status: 'pending',
      source: 'admin',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlState(overlapping)).toBe('23P01');
    expect(
      await server.db.select().from(appointment).where(eq(appointment.businessId, b.business.id)),
    ).toEqual([expect.objectContaining({ id: visit.id })]);

    const { client } = await signedInClient();
    const response = await client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:30:00+02:00', { specialist: b.specialist.id }),
    );
    expect(response.status).toBe(409);
    expect(response.json).toEqual(SLOT_TAKEN);
  });

  it('turns an exclusion violation at the insert itself into 409 slot_taken, not a 500', async () => {
    // A writer that commits between the availability check and the insert, made deterministic: a
    // trigger puts a held visit on the same specialist and time right before the booking's own row.
    const b = await salon();
    const marker = `lenktynės-${b.business.id}`;
    await server.db.execute(
      sql.raw(`
        create or replace function test_booking_rival() returns trigger language plpgsql as $$
        begin
          if new.client_note = '${marker}' then
            insert into appointment (business_id, specialist_id, service_id, starts_at, ends_at,
                                     blocked_until, status, source, price_cents, duration_minutes)
            values (new.business_id, new.specialist_id, new.service_id, new.starts_at, new.ends_at,
                    new.blocked_until, 'confirmed', 'admin', new.price_cents, new.duration_minutes);
          end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger test_booking_rival before insert on appointment
               for each row execute function test_booking_rival()`),
    );
    try {
      const { client } = await signedInClient();
      const response = await client.post(
        '/api/user/appointments',
        bookingBody(b, '2026-12-21T11:00:00+02:00', { specialist: b.specialist.id, note: marker }),
      );
      expect(response.status, response.text).toBe(409);
      expect(response.json).toEqual(SLOT_TAKEN);
      // The rival row went with the rolled-back transaction: nothing held, the time is offered again.
      expect(
        await server.db.select().from(appointment).where(eq(appointment.businessId, b.business.id)),
      ).toHaveLength(0);
      expect(await slotLabels(b, '2026-12-21')).toContain('11:00');
    } finally {
      await server.db.execute(sql.raw('drop trigger if exists test_booking_rival on appointment'));
      await server.db.execute(sql.raw('drop function if exists test_booking_rival()'));
    }
  });
});

// ---------------------------------------------------------------- cancelling

describe('POST /api/user/appointment/decline', () => {
  it("cancels the client's own visit, frees the slot and tells the business", async () => {
    const b = await salon();
    const { client, user } = await signedInClient('Ona Atšaukianti');
    const booked = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21T09:00:00+02:00'));
    const id = booked.json.appointment.id as string;
    await server.outbox.waitFor({ to: b.owner.email }); // the booking's own e-mail first

    const response = await client.post('/api/user/appointment/decline', { id, reason: 'Susirgau' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.success).toBe(true);
    expect(response.json.appointment).toMatchObject({
      id,
      status: 'cancelled',
      canCancel: false,
      declineReason: 'Susirgau',
    });
    const [row] = await server.db.select().from(appointment).where(eq(appointment.id, id));
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledAt?.toISOString()).toBe(NOW.toISOString());
    expect((await slotLabels(b, '2026-12-21'))[0]).toBe('09:00');

    for (const member of [b.owner, b.admin]) {
      const mails = await server.outbox.waitFor({ to: member.email, count: 2 });
      const cancelled = mails.find((mail) => mail.subject.startsWith('Klientas atšaukė vizitą'));
      expect(cancelled, 'a cancellation e-mail').toBeDefined();
      expect(cancelled!.text).toContain('Ona Atšaukianti');
      expect(cancelled!.text).toContain('Priežastis: Susirgau');
      expect(cancelled!.text).toContain('pirmadienis, gruodžio 21 d., 09:00–10:00');
    }
    const rows = await waitFor(async () => {
      const found = await server.db
        .select()
        .from(notification)
        .where(
          and(
            eq(notification.businessId, b.business.id),
            eq(notification.type, 'appointment_cancelled_by_client'),
          ),
        );
      return found.length >= 2 ? found : null;
    }, 'cancellation notifications');
    expect(rows.map((r) => r.userId).sort()).toEqual([b.owner.id, b.admin.id].sort());
    // The client is told too, with a file that takes the visit off their calendar: same UID, next SEQUENCE.
    const [bookedMail, cancelledMail] = await server.outbox.waitFor({ to: user.email, count: 2 });
    expect(cancelledMail!.subject).toBe('Jūsų vizitas atšauktas – Grožio namai „Rūta“');
    const files = [bookedMail!, cancelledMail!].map((mail) =>
      mail.parts.find((part) => part.contentType.startsWith('text/calendar'))!,
    );
    expect(files[1]!.contentType).toContain('method=CANCEL');
    const [first, last] = files.map((file) => parsedIcsEvents(file.body)[0]!);
    expect(parsedIcsMethod(files[1]!.body)).toBe('CANCEL');
    expect(last!.uid).toBe(first!.uid);
    expect([first!.sequence, last!.sequence]).toEqual([0, 1]);
    expect(last!.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    const again = await client.post('/api/user/appointment/decline', { id });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('invalid_status');
  });

  it("answers 404 for another client's visit and leaves it alone", async () => {
    const b = await salon();
    const owner = await signedInClient();
    const stranger = await signedInClient();
    const booked = await owner.client.post(
      '/api/user/appointments',
      bookingBody(b, '2026-12-21T09:00:00+02:00'),
    );
    const response = await stranger.client.postForm('/api/user/appointment/decline', {
      id: booked.json.appointment.id,
    });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'not_found', message: 'Vizitas nerastas.' });
    const [row] = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.id, booked.json.appointment.id));
    expect(row!.status).toBe('confirmed');
    const unknown = await stranger.client.post('/api/user/appointment/decline', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const anonymous = await createClient(server.url).post('/api/user/appointment/decline', {
      id: booked.json.appointment.id,
    });
    expect(anonymous.status).toBe(401);
    const malformed = await stranger.client.post('/api/user/appointment/decline', { id: 'abc' });
    expect(malformed.status).toBe(400);
  });

  it.each([
    [
      24,
      'Vizito atšaukti internetu nebegalima – liko mažiau nei 24 valandos. Susisiekite su salonu telefonu.',
    ],
    [1, 'Vizito atšaukti internetu nebegalima – liko mažiau nei 1 valanda. Susisiekite su salonu telefonu.'],
    [
      48,
      'Vizito atšaukti internetu nebegalima – liko mažiau nei 48 valandos. Susisiekite su salonu telefonu.',
    ],
    [
      10,
      'Vizito atšaukti internetu nebegalima – liko mažiau nei 10 valandų. Susisiekite su salonu telefonu.',
    ],
  ])('refuses after the cutoff of %i h with 409 cutoff_passed', async (hours, message) => {
    const b = await salon({ business: { cancellationCutoffHours: hours } });
    const { client } = await signedInClient();
    // Monday 10:00 now; a visit tomorrow at 09:00 is 23 hours away, one today at 11:00 one hour away.
    const start =
      hours === 1
        ? '2026-12-14T11:00:00+02:00'
        : hours === 10
          ? '2026-12-14T17:00:00+02:00'
          : '2026-12-15T09:00:00+02:00';
    const booked = await client.post('/api/user/appointments', bookingBody(b, start));
    expect(booked.status).toBe(201);
    expect(booked.json.appointment.canCancel).toBe(false);
    const response = await client.post('/api/user/appointment/decline', { id: booked.json.appointment.id });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: 'cutoff_passed',
      message: message.replace(/(\d+) (val)/, `$1${NBSP}$2`),
    });
    const [row] = await server.db
      .select()
      .from(appointment)
      .where(eq(appointment.id, booked.json.appointment.id));
    expect(row!.status).toBe('confirmed');
  });

  it('allows cancelling up to the cutoff, not at it', async () => {
    const b = await salon();
    const { client } = await signedInClient();
    const booked = await client.post('/api/user/appointments', bookingBody(b, '2026-12-21T09:00:00+02:00'));
    const id = booked.json.appointment.id as string;
    try {
      now = new Date('2026-12-20T07:00:00Z'); // exactly 24 h before
      expect((await client.post('/api/user/appointment/decline', { id })).status).toBe(409);
      now = new Date('2026-12-20T06:59:59Z');
      expect((await client.post('/api/user/appointment/decline', { id })).status).toBe(200);
    } finally {
      now = NOW;
    }
  });

  it('refuses a visit the business has already declined', async () => {
    const b = await salon();
    const { client, user } = await signedInClient();
    const visit = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: user.id,
      startsAt: wallClockToDate('2026-12-22', '10:00', DEMO_TIME_ZONE),
      status: 'declined',
      declineReason: 'Specialistė serga',
    });
    const response = await client.post('/api/user/appointment/decline', { id: visit.id });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: 'invalid_status',
      message: 'Šio vizito atšaukti negalima – jo būsena: „Atmestas“.',
    });
  });
});

// ---------------------------------------------------------------- my visits

describe('GET /api/user/appointments', () => {
  it('lists upcoming held visits soonest first, and the rest as past, latest first', async () => {
    const b = await salon();
    const { client, user } = await signedInClient();
    const other = await signedInClient();
    const at = (date: string, time: string) => wallClockToDate(date, time, DEMO_TIME_ZONE);
    const make = (
      startsAt: Date,
      status: 'confirmed' | 'pending' | 'completed' | 'cancelled' | 'no_show',
      clientUserId = user.id,
    ) =>
      createAppointment(server.db, {
        businessId: b.business.id,
        specialistId: b.specialist.id,
        serviceId: b.service.id,
        clientUserId,
        startsAt,
        status,
      });
    const later = await make(at('2026-12-23', '09:00'), 'pending');
    const soon = await make(at('2026-12-21', '09:00'), 'confirmed');
    const cancelled = await make(at('2026-12-22', '09:00'), 'cancelled');
    const done = await make(at('2026-12-01', '09:00'), 'completed');
    const missed = await make(at('2026-12-07', '09:00'), 'no_show');
    const endedUnmarked = await make(at('2026-12-14', '08:00'), 'confirmed'); // ended 09:00, now 10:00
    await make(at('2026-12-21', '12:00'), 'confirmed', other.user.id);

    const upcoming = await client.get('/api/user/appointments?scope=upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.json.items.map((a: { id: string }) => a.id)).toEqual([soon.id, later.id]);
    expect(upcoming.json.items[0]).toMatchObject({
      status: 'confirmed',
      start: '2026-12-21T09:00:00+02:00',
      canCancel: true,
    });

    const byDefault = await client.get('/api/user/appointments');
    expect(byDefault.json.items).toEqual(upcoming.json.items);

    const past = await client.get('/api/user/appointments?scope=past');
    expect(past.json.items.map((a: { id: string }) => a.id)).toEqual([
      cancelled.id,
      endedUnmarked.id,
      missed.id,
      done.id,
    ]);

    const bad = await client.get('/api/user/appointments?scope=visi');
    expect(bad.status).toBe(400);
    expect((await createClient(server.url).get('/api/user/appointments')).status).toBe(401);
  });
});

// ---------------------------------------------------------------- side effects in isolation

describe('booking side effects', () => {
  it('a failing mailer fails the job, which the retry completes; each message is sent once', async () => {
    const b = await salon();
    const { user } = await signedInClient();
    const visit = await createAppointment(server.db, {
      businessId: b.business.id,
      specialistId: b.specialist.id,
      serviceId: b.service.id,
      clientUserId: user.id,
      startsAt: wallClockToDate('2026-12-28', '09:00', DEMO_TIME_ZONE),
    });
    const logger = pino({ level: 'silent' });
    const sent: string[] = [];
    let failing = true;
    const mailer: Mailer = {
      async send(message) {
        if (failing) throw new Error('SMTP down');
        sent.push(message.to);
      },
    };
    const deps = {
      db: server.db,
      mailer,
      logger,
      brandName: 'Grožio Laikas',
      baseUrl: 'https://example.lt',
      now: () => now,
      jobs: server.jobs,
    };
    const [client] = await server.db.select().from(userTable).where(eq(userTable.id, user.id));
    const event: BookingEvent = {
      appointmentId: visit.id,
      sequence: 0,
      businessId: b.business.id,
      clientUserId: user.id,
      status: 'confirmed',
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      priceCents: visit.priceCents,
      clientNote: '',
      business: { ...b.business, phone: b.business.phone ?? null },
      service: { name: b.service.name },
      specialist: { name: b.specialist.name },
      client: { name: client!.name, email: client!.email, phone: null },
    };
    await expect(announceBooking(deps, event)).rejects.toThrow('SMTP down');
    // Claimed, not sent: the retry sends it.
    const keys = await server.db
      .select()
      .from(sentLog)
      .where(inArray(sentLog.key, [`booking-confirmation:${visit.id}`]));
    expect(keys).toMatchObject([
      { sentAt: null, channel: 'email', appointmentId: visit.id, kind: 'booking' },
    ]);

    failing = false;
    await announceBooking(deps, event);
    await announceBooking(deps, event);
    expect(sent.filter((to) => to === user.email)).toHaveLength(1);
    expect(sent.filter((to) => to === b.owner.email)).toHaveLength(1);
    const notes = await server.db.select().from(notification).where(eq(notification.userId, user.id));
    expect(notes).toHaveLength(1);
    const [delivered] = await server.db
      .select()
      .from(sentLog)
      .where(inArray(sentLog.key, [`booking-confirmation:${visit.id}`]));
    expect(delivered?.sentAt).toEqual(now);
  });
});

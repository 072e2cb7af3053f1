// POST /api/admin/appointments: the business books a visit for a client (an existing card or a new walk-in
// client), confirmed at once (source `admin`). The time comes from the availability engine on the page, but
// staff may place a visit outside working time on purpose; an overlap is refused by the database (409).
// Two more ways in: a client who just walked in (now, a name optional, nobody notified) and a visit recorded
// after the fact (in the past, completed at once, source `after_the_fact`, nobody notified). A repeating
// series (appointment-series.ts) books several occurrences through the same steps in one transaction.
import { and, eq } from 'drizzle-orm';
import type { AdminAppointment, CreateAdminAppointmentInput } from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Transaction } from '../../db/client.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { requireBusinessAccess, type BusinessAccess } from '../access/business-access.ts';
import { createWalkInCard } from '../client-cards/client-cards.ts';
import { publishAppointmentEvent } from '../live-updates/appointment-events.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { clientCardsVisibleTo, requireOwnSpecialist } from './appointment-access.ts';
import { appointmentRowById, toAdminAppointment, visitFactsOf } from './appointment-rows.ts';
import { recordEvents } from '../side-effects/side-effect-jobs.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { planVisitReminders } from '../reminders/reminders.ts';
import {
  asSlotTaken,
  explainSlotTaken,
  assertNotPast,
  assertPerforms,
  assertPlacement,
  serviceOfBusiness,
  specialistOfBusiness,
} from './placement.ts';

/** A walk-in may be entered a little late: the client has been in the chair for up to this long. */
export const WALK_IN_GRACE_MINUTES = 60;

type ClientInput = Pick<CreateAdminAppointmentInput, 'clientCardId' | 'client'>;

/** Who books, for whom, what and with whom: checked once for a single visit or a whole series. */
export interface BookingParties {
  access: BusinessAccess;
  who: Awaited<ReturnType<typeof specialistOfBusiness>>;
  what: Awaited<ReturnType<typeof serviceOfBusiness>>;
  card: { id: string; userId: string | null } | undefined;
}

export async function bookingParties(
  deps: AdminAppointmentDependencies,
  user: SessionUser | null,
  input: ClientInput & { business: string; specialistId: string; serviceId: string },
): Promise<BookingParties> {
  const access = await requireBusinessAccess(deps.db, { user, businessRef: input.business });
  const biz = access.business;
  requireOwnSpecialist(access, input.specialistId);
  const who = await specialistOfBusiness(deps.db, biz.id, input.specialistId);
  const what = await serviceOfBusiness(deps.db, biz.id, input.serviceId);
  await assertPerforms(deps.db, { businessId: biz.id, specialist: who, service: what });

  let card: { id: string; userId: string | null } | undefined;
  if (input.clientCardId) {
    [card] = await deps.db
      .select({ id: clientCard.id, userId: clientCard.userId })
      .from(clientCard)
      .where(
        and(
          eq(clientCard.id, input.clientCardId),
          eq(clientCard.businessId, biz.id),
          clientCardsVisibleTo(deps.db, access),
        ),
      )
      .limit(1);
    if (!card) {
      // A specialist may not learn whether a card they cannot open exists: "not found", as for a
      // colleague's visit. Staff who manage the business see every card, so for them it is bad input.
      const message = 'Toks klientas nerastas.';
      const status = access.role === 'specialist' ? 404 : 422;
      throw new AppError('client_not_found', status, message, { clientCardId: message });
    }
  }
  return { access, who, what, card };
}

export interface VisitInsert {
  start: Date;
  status: 'confirmed' | 'completed';
  source: 'admin' | 'after_the_fact';
  seriesId: string | null;
  /** Whether the client is told (booking e-mail, reminders); never for walk-ins and late records. */
  notify: boolean;
}

/**
 * Inserts the visits for the parties in one transaction (a new client's card made first, once); the
 * database's exclusion constraint refuses any that overlaps held time. Returns the new ids in order.
 */
export async function insertVisits(
  deps: AdminAppointmentDependencies,
  {
    parties,
    client,
    note,
    visits,
  }: { parties: BookingParties; client: ClientInput; note: string; visits: VisitInsert[] },
): Promise<string[]> {
  const { access, who, what, card } = parties;
  const biz = access.business;
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx: Transaction) => {
      await lockSpecialistTime(tx, who.id);
      const chosen =
        card ??
        (client.client
          ? await createWalkInCard(tx, biz.id, {
              name: client.client.name,
              phone: client.client.phone ?? undefined,
              email: client.client.email ?? undefined,
            })
          : { id: null, userId: null });
      const ids: string[] = [];
      for (const visit of visits) {
        const end = new Date(visit.start.getTime() + what.durationMinutes * 60_000);
        const [row] = await tx
          .insert(appointment)
          .values({
            businessId: biz.id,
            specialistId: who.id,
            serviceId: what.id,
            clientUserId: chosen.userId,
            clientCardId: chosen.id,
            startsAt: visit.start,
            endsAt: end,
            blockedUntil: new Date(end.getTime() + what.bufferAfterMinutes * 60_000),
            status: visit.status,
            source: visit.source,
            clientNote: '',
            businessNote: note,
            priceCents: what.priceCents,
            durationMinutes: what.durationMinutes,
            confirmedAt: now,
            seriesId: visit.seriesId,
          })
          .returning({ id: appointment.id });
        if (!row) throw new Error('The appointment insert returned no row');
        await publishAppointmentEvent(tx, {
          type: 'appointment.created',
          appointmentId: row.id,
          businessId: biz.id,
          specialistIds: [who.id],
        });
        if (visit.notify) {
          const created = await appointmentRowById(tx, row.id);
          if (!created) throw new Error(`Appointment ${row.id} vanished after its insert`);
          await recordEvents(deps.jobs, tx, [
            { type: 'visit.booked', by: 'business', visit: visitFactsOf(created) },
          ]);
          await planVisitReminders(tx, created, now);
        }
        ids.push(row.id);
      }
      return ids;
    });
  } catch (error) {
    const [first] = visits;
    if (visits.length !== 1 || !first) throw asSlotTaken(error);
    const end = first.start.getTime() + what.durationMinutes * 60_000;
    throw await explainSlotTaken(deps.db, error, {
      specialist: who,
      start: first.start,
      blockedUntil: new Date(end + what.bufferAfterMinutes * 60_000),
      timeZone: biz.timeZone,
    });
  }
}

export async function createAdminAppointment(
  deps: AdminAppointmentDependencies,
  user: SessionUser | null,
  input: CreateAdminAppointmentInput,
): Promise<AdminAppointment> {
  const now = deps.now();
  if (input.afterTheFact && input.walkIn) {
    const message = 'Pasirinkite vieną: klientas atėjo dabar arba vizitas jau įvyko.';
    throw new AppError('invalid_input', 400, message, { afterTheFact: message });
  }
  if (!input.walkIn && input.clientCardId === undefined && input.client === undefined) {
    const message = 'Pasirinkite klientą arba įveskite naujo kliento vardą.';
    throw new AppError('invalid_input', 400, message, { clientCardId: message });
  }
  const parties = await bookingParties(deps, user, input);
  const { access, who, what } = parties;

  const start = new Date(input.start);
  const end = new Date(start.getTime() + what.durationMinutes * 60_000);
  if (input.afterTheFact) {
    // A record of what happened: only a visit that has ended, wherever it fell in the hours.
    if (end.getTime() > now.getTime()) {
      const message = 'Vizitas dar nepasibaigė – jį užregistruokite įprastai.';
      throw new AppError('not_ended', 422, message, { start: message });
    }
  } else {
    const earliest = input.walkIn ? new Date(now.getTime() - WALK_IN_GRACE_MINUTES * 60_000) : now;
    assertNotPast(
      start,
      earliest,
      input.walkIn
        ? `Atėjusio kliento vizitas gali būti pradėtas ne anksčiau kaip prieš ${WALK_IN_GRACE_MINUTES} min. Jau įvykusį vizitą užregistruokite kaip įvykusį.`
        : 'Pasirinktas laikas jau praėjo – pasirinkite vėlesnį arba pažymėkite, kad vizitas jau įvyko.',
    );
    await assertPlacement(deps.db, {
      business: access.business,
      specialist: who,
      start,
      end,
      allowOutsideHours: input.allowOutsideHours === true || input.walkIn === true,
    });
  }

  const [id] = await insertVisits(deps, {
    parties,
    client: input,
    note: input.note ?? '',
    visits: [
      {
        start,
        status: input.afterTheFact ? 'completed' : 'confirmed',
        source: input.afterTheFact ? 'after_the_fact' : 'admin',
        seriesId: null,
        notify: !input.afterTheFact && !input.walkIn,
      },
    ],
  });
  const row = await appointmentRowById(deps.db, id!);
  if (!row) throw new Error(`Appointment ${id} vanished after its insert`);
  return toAdminAppointment(row, now);
}

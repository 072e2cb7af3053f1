// The web-services group `adminAppointments`: the same use cases as /api/admin (list, one visit, create,
// change, free times, calendar) for page loaders and actions, with errors as values instead of throws.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminAppointmentListQuerySchema,
  adminSlotsQuerySchema,
  calendarQuerySchema,
  createAdminAppointmentSchema,
  updateAppointmentSchema,
  type AdminAppointmentClient,
  type AdminAppointmentServices,
} from '../../../contracts/admin-appointments.ts';
import type { AdminResult } from '../../../contracts/admin-schedules.ts';
import type { VisitMessages } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientCard } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldErrors, INVALID_INPUT_MESSAGE } from '../../http/openapi.ts';
import { requireBusinessAccess, type BusinessAccess } from '../access/business-access.ts';
import { adminShell } from './admin-shell.ts';
import {
  appointmentWithAccess,
  clientCardsVisibleTo,
  requireOwnCalendar,
  viewerOf,
} from './appointment-access.ts';
import { toAdminAppointment } from './appointment-rows.ts';
import { calendarData } from './calendar-data.ts';
import type { AdminAppointmentDependencies } from './change-side-effects.ts';
import { createAdminAppointment } from './create-appointment.ts';
import { listAdminAppointments } from './list-appointments.ts';
import { pickerOptions } from './picker-options.ts';
import { serviceOfBusiness, specialistOfBusiness } from './placement.ts';
import { updateAppointment } from './update-appointment.ts';
import { adminFreeSlots } from './working-time.ts';
import { formatInstant } from '../../../core/availability/zoned-day.ts';
import { deliveriesOfAppointment } from '../notifications/sent-log.ts';
import { remindersOfAppointment } from '../reminders/reminders.ts';

async function result<T>(run: () => Promise<T>): Promise<AdminResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    }
    throw error;
  }
}

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const outcome = schema.safeParse(input);
  if (!outcome.success)
    throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE, fieldErrors(outcome.error.issues));
  return outcome.data;
}

function summary(access: BusinessAccess) {
  const { id, slug, name, timeZone } = access.business;
  return { id, slug, name, timeZone };
}

/**
 * Client cards of the business by name, e-mail or phone (at most 10), or the one chosen; for a specialist
 * only their own clients' cards.
 */
async function findClients(
  db: DbOrTx,
  access: BusinessAccess,
  q: string,
  cardId: string | null,
): Promise<AdminAppointmentClient[]> {
  const conditions: (SQL | undefined)[] = [
    eq(clientCard.businessId, access.business.id),
    clientCardsVisibleTo(db, access),
  ];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (cardId && UUID.test(cardId)) {
    conditions.push(eq(clientCard.id, cardId));
  } else if (q.trim()) {
    const pattern = `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches: SQL[] = [ilike(clientCard.name, pattern), ilike(clientCard.email, pattern)];
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(${clientCard.phone}, ''), '\\D', '', 'g') like ${`%${digits.replace(/^(8|0)(?=\d{5})/, '')}%`}`,
      );
    }
    conditions.push(or(...matches));
  } else {
    return [];
  }
  const rows = await db
    .select({
      id: clientCard.id,
      name: clientCard.name,
      phone: clientCard.phone,
      email: clientCard.email,
      userId: clientCard.userId,
    })
    .from(clientCard)
    .where(and(...conditions))
    .orderBy(asc(clientCard.name))
    .limit(10);
  return rows.map((row) => ({
    cardId: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    hasAccount: row.userId !== null,
  }));
}

async function visitMessages(db: DbOrTx, appointmentId: string, zone: string): Promise<VisitMessages> {
  const at = (date: Date) => formatInstant(date.getTime(), zone);
  const [sent, reminders] = await Promise.all([
    deliveriesOfAppointment(db, appointmentId),
    remindersOfAppointment(db, appointmentId),
  ]);
  return {
    sent: sent.map((record) => ({ ...record, sentAt: at(record.sentAt) })),
    reminders: reminders.map((reminder) => ({
      ...reminder,
      dueAt: at(reminder.dueAt),
      handledAt: reminder.handledAt ? at(reminder.handledAt) : null,
    })),
  };
}

export function createAdminAppointmentServices(deps: AdminAppointmentDependencies): AdminAppointmentServices {
  const { db } = deps;
  return {
    shell: (user, business) => adminShell(db, user, business),

    listPage: (user, business, query) =>
      result(async () => {
        const access = await requireBusinessAccess(db, user, business);
        const input = parsed(adminAppointmentListQuerySchema, { ...query, business });
        const { specialists } = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          specialists: specialists.map(({ id, name }) => ({ id, name })),
          list: await listAdminAppointments(db, access, input, deps.now()),
        };
      }),

    appointmentPage: (user, business, id) =>
      result(async () => {
        const { access, row } = await appointmentWithAccess(db, user, id, business);
        const options = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          appointment: toAdminAppointment(row, deps.now()),
          messages: await visitMessages(db, row.id, row.business.timeZone),
          ...options,
        };
      }),

    createPage: (user, business, clientQuery, clientCardId) =>
      result(async () => {
        const access = await requireBusinessAccess(db, user, business);
        const options = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          ...options,
          specialists: options.specialists.filter((person) => person.active),
          clients: await findClients(db, access, clientQuery, clientCardId),
        };
      }),

    slots: (user, query) =>
      result(async () => {
        const input = parsed(adminSlotsQuerySchema, query);
        const access = await requireBusinessAccess(db, user, input.business);
        requireOwnCalendar(access, input.specialist);
        const who = await specialistOfBusiness(db, access.business.id, input.specialist);
        const what = await serviceOfBusiness(db, access.business.id, input.service);
        if (input.except) {
          // Only an appointment the caller may see can be left out.
          await appointmentWithAccess(db, user, input.except, access.business.id);
        }
        return adminFreeSlots(db, {
          businessSlug: access.business.slug,
          timeZone: access.business.timeZone,
          slotStepMinutes: access.business.slotStepMinutes,
          specialistId: who.id,
          service: what,
          date: input.date,
          exceptId: input.except,
          now: deps.now(),
        });
      }),

    create: (user, business, input) =>
      result(() =>
        createAdminAppointment(deps, user, parsed(createAdminAppointmentSchema, { ...input, business })),
      ),

    update: (user, business, id, input) =>
      result(() => updateAppointment(deps, user, id, parsed(updateAppointmentSchema, input), business)),

    calendar: (user, query) =>
      result(async () => {
        const input = parsed(calendarQuerySchema, query);
        const access = await requireBusinessAccess(db, user, input.business);
        return calendarData(db, access, input, deps.now());
      }),
  };
}

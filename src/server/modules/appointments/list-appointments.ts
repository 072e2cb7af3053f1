// GET /api/admin/appointments: a business's visits by period, status, specialist and client (name, phone
// or e-mail), a page at a time, with how many there are of each status for the same filters.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { APPOINTMENT_STATUSES } from '../../../core/appointments/status-machine.ts';
import { zonedDay } from '../../../core/availability/zoned-day.ts';
import {
  ADMIN_APPOINTMENTS_PAGE_SIZE,
  type AdminAppointmentList,
  type AdminAppointmentListQuery,
  type StatusCounts,
} from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, clientCard } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { BusinessAccess } from '../access/business-access.ts';
import { clientUser, selectAppointmentRows, toAdminAppointment } from './appointment-rows.ts';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Client search: card or account name / e-mail, or the phone's digits ("8 612 34567" finds +37061234567). */
function clientMatches(q: string): SQL {
  const pattern = likePattern(q);
  const matches: SQL[] = [
    ilike(clientCard.name, pattern),
    ilike(clientCard.email, pattern),
    ilike(clientUser.name, pattern),
    ilike(clientUser.email, pattern),
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) {
    const tail = `%${digits.replace(/^(8|0)(?=\d{5})/, '')}%`;
    matches.push(
      sql`regexp_replace(coalesce(${clientCard.phone}, ${clientUser.phoneNumber}, ''), '\\D', '', 'g') like ${tail}`,
    );
  }
  return or(...matches)!;
}

export async function listAdminAppointments(
  db: DbOrTx,
  { access, query, now }: { access: BusinessAccess; query: AdminAppointmentListQuery; now: Date },
): Promise<AdminAppointmentList> {
  const zone = access.business.timeZone;
  if (query.from && query.to && query.to < query.from) {
    const message = 'Laikotarpio pabaiga negali būti ankstesnė už pradžią.';
    throw new AppError('invalid_input', 400, message, { to: message });
  }
  let fromMs: number | null = null;
  let toMs: number | null = null;
  try {
    if (query.from) fromMs = zonedDay(zone, query.from).startMs;
    if (query.to) toMs = zonedDay(zone, query.to).endMs;
  } catch {
    const message = 'Tokios datos nėra.';
    throw new AppError('invalid_input', 400, message, {
      [query.from && fromMs === null ? 'from' : 'to']: message,
    });
  }

  const base: (SQL | undefined)[] = [eq(appointment.businessId, access.business.id)];
  if (access.role === 'specialist') {
    // A specialist without a linked specialist record has no visits of their own.
    base.push(access.ownSpecialistId ? eq(appointment.specialistId, access.ownSpecialistId) : sql`false`);
  }
  if (query.specialist) base.push(eq(appointment.specialistId, query.specialist));
  if (fromMs !== null) base.push(gte(appointment.startsAt, new Date(fromMs)));
  if (toMs !== null) base.push(lt(appointment.startsAt, new Date(toMs)));
  if (query.q) base.push(clientMatches(query.q));
  const statuses = query.status?.length ? query.status : null;
  const where = and(...base, statuses ? inArray(appointment.status, statuses) : undefined);

  const countRows = await db
    .select({ status: appointment.status, n: count() })
    .from(appointment)
    .leftJoin(clientCard, eq(clientCard.id, appointment.clientCardId))
    .leftJoin(clientUser, eq(clientUser.id, appointment.clientUserId))
    .where(and(...base))
    .groupBy(appointment.status);
  const counts = Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of countRows) counts[row.status] = Number(row.n);
  let total = 0;
  for (const status of statuses ?? APPOINTMENT_STATUSES) total += counts[status];

  const pageSize = ADMIN_APPOINTMENTS_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, lastPage);
  const ascending = (query.order ?? (query.from ? 'asc' : 'desc')) === 'asc';
  const rows = await selectAppointmentRows(db)
    .where(where)
    .orderBy(ascending ? asc(appointment.startsAt) : desc(appointment.startsAt), asc(appointment.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => toAdminAppointment(row, now)), total, page, pageSize, counts };
}

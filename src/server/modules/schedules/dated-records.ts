// Holidays and schedule overrides are the same kind of record: a date range of one specialist or of the
// whole business. These are their shared queries, each scoped to the record's business.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { LocalDate } from '../../../core/availability/types.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { specialist, type holiday, type scheduleOverride } from '../../db/schema.ts';
import { viewerOf, type BusinessAccess } from '../access/business-access.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import {
  assertCanEdit,
  assertCanView,
  businessAccess,
  businessSummary,
  canView,
  changedSpecialistId,
  datedRecordWithAccess,
  ownOrBusinessWide,
  specialistNameOf,
  specialistOptions,
  strandedInRange,
  type BusinessRequest,
  type RecordRequest,
} from './schedule-access.ts';

type DatedTable = typeof holiday | typeof scheduleOverride;
type DatedRecord<T extends DatedTable> = { row: T['$inferSelect']; specialistName: string | null };

/** One record with its specialist's name, or undefined. */
async function findDatedRecord<T extends DatedTable>(
  db: DbOrTx,
  table: T,
  id: string,
): Promise<DatedRecord<T> | undefined> {
  const [found] = await db
    .select({ row: table as DatedTable, specialistName: specialist.name })
    .from(table as DatedTable)
    .leftJoin(specialist, eq(specialist.id, table.specialistId))
    .where(eq(table.id, id))
    .limit(1);
  return found as DatedRecord<T> | undefined;
}

/** A record the request's user may reach (404 when missing or of another business), with the access. */
export function datedRecordOf<T extends DatedTable>(
  db: DbOrTx,
  {
    table,
    request,
    notFoundMessage,
  }: { table: T; request: Omit<RecordRequest, 'now'>; notFoundMessage: string },
) {
  return datedRecordWithAccess(db, {
    request,
    notFoundMessage,
    load: (id) => findDatedRecord(db, table, id),
  });
}

/** What a list page of records opens with: the business, the viewer and the specialists to choose from. */
async function datedListHeader(db: DbOrTx, access: BusinessAccess, today: LocalDate) {
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    today,
    specialists: await specialistOptions(db, access),
  };
}

/** A list page's records (see comingDatedRecords) with what the page opens with (see datedListHeader). */
export async function datedRecordList<T extends DatedTable>(
  db: DbOrTx,
  table: T,
  { user, business, now }: BusinessRequest,
) {
  const access = await businessAccess(db, user, business);
  const today = todayIn(access.business.timeZone, now);
  const records = await comingDatedRecords(db, table, access, today);
  return { access, header: await datedListHeader(db, access, today), records };
}

/** How a kind of record answers: under which key, as `toDto` shows it, and its 404 message. */
interface DatedRecordKind<T extends DatedTable, K extends string, D> {
  table: T;
  key: K;
  toDto: (row: T['$inferSelect'], specialistName: string | null) => D;
  notFoundMessage: string;
}

/** One record as its page shows it: 403 for a colleague's; with the held visits its range strands. */
export async function datedRecordDetail<T extends DatedTable, K extends string, D>(
  db: DbOrTx,
  kind: DatedRecordKind<T, K, D>,
  request: RecordRequest,
) {
  const { row, specialistName, access } = await datedRecordOf(db, {
    table: kind.table,
    request,
    notFoundMessage: kind.notFoundMessage,
  });
  assertCanView(access, row.specialistId);
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    [kind.key]: kind.toDto(row, specialistName),
    strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now: request.now }),
  } as DetailOf<K, D>;
}

type DetailOf<K extends string, D> = {
  business: ReturnType<typeof businessSummary>;
  viewer: ReturnType<typeof viewerOf>;
  strandedAppointments: Awaited<ReturnType<typeof strandedInRange>>;
} & Record<K, D>;

/** Deletes a record the viewer may change (404, 403 otherwise); answers the deleted row and the access. */
export async function deleteDatedRecord<T extends DatedTable>(
  db: DbOrTx,
  {
    table,
    request,
    notFoundMessage,
  }: { table: T; request: Omit<RecordRequest, 'now'>; notFoundMessage: string },
) {
  const { row, access } = await datedRecordOf(db, { table, request, notFoundMessage });
  assertCanEdit(access, row.specialistId);
  await db.delete(table as PgTable).where(recordOfBusiness(table, row.id, access.business.id));
  return { row, access };
}

/** A new record's scope: the viewer must be allowed to edit it, and a specialist must be of the business. */
export async function newRecordScope(
  db: DbOrTx,
  {
    user,
    business,
    specialistId,
  }: { user: SessionUser | null; business: string; specialistId: string | null },
) {
  const access = await businessAccess(db, user, business);
  assertCanEdit(access, specialistId);
  return { access, specialistName: await specialistNameOf(db, access.business.id, specialistId) };
}

/**
 * A record being changed, with the scope (see changedSpecialistId) and the range the change leaves it in: a
 * date left out stays; an end date emptied (null) makes it one day.
 */
export async function changedRecordScope<T extends DatedTable>(
  db: DbOrTx,
  {
    table,
    request,
    notFoundMessage,
    input,
  }: {
    table: T;
    request: Omit<RecordRequest, 'now'>;
    notFoundMessage: string;
    input: {
      specialistId?: string | null | undefined;
      from?: string | undefined;
      to?: string | null | undefined;
    };
  },
) {
  const { row: existing, access } = await datedRecordOf(db, { table, request, notFoundMessage });
  const specialistId = changedSpecialistId(access, existing.specialistId, input.specialistId);
  const specialistName = await specialistNameOf(db, access.business.id, specialistId);
  const from = input.from ?? existing.fromDate;
  const to = input.to === undefined ? existing.toDate : (input.to ?? from);
  return { existing, access, range: { specialistId, from, to }, specialistName };
}

/** The records that have not ended before `today` which the viewer may see, in date order. */
async function comingDatedRecords<T extends DatedTable>(
  db: DbOrTx,
  table: T,
  access: BusinessAccess,
  today: LocalDate,
): Promise<DatedRecord<T>[]> {
  const rows = (await db
    .select({ row: table as DatedTable, specialistName: specialist.name })
    .from(table as DatedTable)
    .leftJoin(specialist, eq(specialist.id, table.specialistId))
    .where(
      and(
        eq(table.businessId, access.business.id),
        gte(table.toDate, today),
        ownOrBusinessWide(access, table.specialistId),
      ),
    )
    .orderBy(asc(table.fromDate), asc(table.toDate), asc(table.createdAt))) as DatedRecord<T>[];
  return rows.filter(({ row }) => canView(access, row.specialistId));
}

/** Matches one record, only within its business. */
export function recordOfBusiness(table: DatedTable, id: string, businessId: string) {
  return and(eq(table.id, id), eq(table.businessId, businessId));
}

/** A new record's range: no end date means one day. */
export function newRange(input: { specialistId: string | null; from: string; to?: string | null }) {
  return { specialistId: input.specialistId, from: input.from, to: input.to ?? input.from };
}

/** A range as the table's columns. */
export function rangeColumns(range: { specialistId: string | null; from: string; to: string }) {
  return { specialistId: range.specialistId, fromDate: range.from, toDate: range.to };
}

/** A stored record's range, as strandedInRange takes it. */
export function rangeOf(row: { specialistId: string | null; fromDate: string; toDate: string }) {
  return { specialistId: row.specialistId, from: row.fromDate, to: row.toDate };
}

/** Stores a new record of the business: its row, with the held visits its range leaves outside working time. */
export async function insertDatedRecord<T extends DatedTable>(
  db: DbOrTx,
  {
    table,
    access,
    columns,
    now,
  }: { table: T; access: BusinessAccess; columns: Omit<T['$inferInsert'], 'businessId'>; now: Date },
) {
  const [row] = (await db
    .insert(table as PgTable)
    .values({ ...columns, businessId: access.business.id } as never)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error('The record was not stored');
  return { row, strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now }) };
}

/** Changes a record within its business (404 when it is gone): its row, with the held visits it now strands. */
export async function updateDatedRecord<T extends DatedTable>(
  db: DbOrTx,
  {
    table,
    access,
    id,
    columns,
    notFoundMessage,
    now,
  }: {
    table: T;
    access: BusinessAccess;
    id: string;
    columns: Partial<T['$inferInsert']>;
    notFoundMessage: string;
    now: Date;
  },
) {
  const [row] = (await db
    .update(table as PgTable)
    .set(columns as never)
    .where(recordOfBusiness(table, id, access.business.id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw notFound(notFoundMessage);
  return { row, strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now }) };
}

/** The fields every record's answer opens with: its id, whose it is (no name for the whole business), its dates. */
export function datedRecordFields(
  row: { id: string; specialistId: string | null; fromDate: string; toDate: string },
  specialistName: string | null,
) {
  return {
    id: row.id,
    specialistId: row.specialistId,
    specialistName: row.specialistId === null ? null : specialistName,
    from: row.fromDate,
    to: row.toDate,
  };
}

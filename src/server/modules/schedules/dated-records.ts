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

type ResultOf<K extends string, D> = {
  strandedAppointments: Awaited<ReturnType<typeof strandedInRange>>;
} & Record<K, D>;

/** A record's range as it is being stored: whose it is and its first and last dates. */
export type DraftRange = { specialistId: string | null; from: string; to: string };

/** A record's columns as the table takes them (the business is added on insert). */
type DatedColumns<T extends DatedTable> = Omit<T['$inferInsert'], 'businessId'>;

/**
 * Stores a new record the viewer may edit (a specialist must be of the business; no end date means one day)
 * with the columns `columnsOf` checks and gives; answers it under the kind's key with the held visits its
 * range leaves outside working time.
 */
export async function createDatedRecord<T extends DatedTable, K extends string, D>(
  db: DbOrTx,
  {
    kind,
    user,
    input,
    now,
    columnsOf,
  }: {
    kind: DatedRecordKind<T, K, D>;
    user: SessionUser | null;
    input: { business: string; specialistId: string | null; from: string; to?: string | null };
    now: Date;
    /** The kind's checks (a 422 when they refuse) and its columns, given the range and the business's today. */
    columnsOf: (draft: { range: DraftRange; today: LocalDate }) => DatedColumns<T>;
  },
) {
  const access = await businessAccess(db, user, input.business);
  assertCanEdit(access, input.specialistId);
  const specialistName = await specialistNameOf(db, access.business.id, input.specialistId);
  const range = { specialistId: input.specialistId, from: input.from, to: input.to ?? input.from };
  const columns = columnsOf({ range, today: todayIn(access.business.timeZone, now) });
  const [row] = (await db
    .insert(kind.table as PgTable)
    .values({ ...columns, businessId: access.business.id } as never)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error('The record was not stored');
  return {
    [kind.key]: kind.toDto(row, specialistName),
    strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now }),
  } as ResultOf<K, D>;
}

/**
 * Changes a record the viewer may reach (see changedSpecialistId for whose it may become; a date left out
 * stays, an end date emptied makes it one day) to the columns `columnsOf` checks and gives; answers it under
 * the kind's key with the held visits it now strands.
 */
export async function changeDatedRecord<T extends DatedTable, K extends string, D>(
  db: DbOrTx,
  {
    kind,
    request,
    input,
    columnsOf,
  }: {
    kind: DatedRecordKind<T, K, D>;
    request: RecordRequest;
    input: {
      specialistId?: string | null | undefined;
      from?: string | undefined;
      to?: string | null | undefined;
    };
    /** As for createDatedRecord, also given the stored row (what the change leaves out stays). */
    columnsOf: (draft: {
      range: DraftRange;
      existing: T['$inferSelect'];
      today: LocalDate;
    }) => DatedColumns<T>;
  },
) {
  const { table, notFoundMessage } = kind;
  const { row: existing, access } = await datedRecordOf(db, { table, request, notFoundMessage });
  const specialistId = changedSpecialistId(access, existing.specialistId, input.specialistId);
  const specialistName = await specialistNameOf(db, access.business.id, specialistId);
  const from = input.from ?? existing.fromDate;
  const to = input.to === undefined ? existing.toDate : (input.to ?? from);
  const today = todayIn(access.business.timeZone, request.now);
  const columns = columnsOf({ range: { specialistId, from, to }, existing, today });
  const [row] = (await db
    .update(table as PgTable)
    .set(columns as never)
    .where(recordOfBusiness(table, existing.id, access.business.id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw notFound(notFoundMessage);
  return {
    [kind.key]: kind.toDto(row, specialistName),
    strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now: request.now }),
  } as ResultOf<K, D>;
}

type DetailOf<K extends string, D> = ResultOf<K, D> & {
  business: ReturnType<typeof businessSummary>;
  viewer: ReturnType<typeof viewerOf>;
};

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

/** A range as the table's columns. */
export function rangeColumns(range: DraftRange) {
  return { specialistId: range.specialistId, fromDate: range.from, toDate: range.to };
}

/** A stored record's range, as strandedInRange takes it. */
export function rangeOf(row: { specialistId: string | null; fromDate: string; toDate: string }) {
  return { specialistId: row.specialistId, from: row.fromDate, to: row.toDate };
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

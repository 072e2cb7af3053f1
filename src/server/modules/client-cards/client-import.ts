import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_PREVIEW_ROWS,
  CLIENT_IMPORT_TEXTS,
  CLIENT_IMPORT_UNDO_HOURS,
  type ClientImportResult,
  type ClientImportUndone,
  type ImportMapping,
} from '../../../contracts/client-import.ts';
import { succeeded } from '../../../contracts/shared-schemas.ts';
import { planImport, type ImportRow } from '../../../core/client-import/client-import-plan.ts';
import { detectLayout, readImportRow } from '../../../core/client-import/client-import-rows.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { appointment, business, clientCard, clientImport, type visitImport } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { requireManager, type ManagerRequest } from '../access/business-access.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';
import { readClientFile } from './client-file.ts';

/** How long an import (of clients or of visits) can be undone. */
export const IMPORT_UNDO_MS = CLIENT_IMPORT_UNDO_HOURS * 60 * 60 * 1000;

/**
 * An import's record, locked for its undo, checked for both imports: there (404), not undone yet, and within
 * the undo time (409 each, with the import's own texts).
 */
export function assertUndoable<T extends { undoneAt: Date | null; createdAt: Date }>(
  record: T | undefined,
  now: Date,
  texts: { notFound: string; alreadyUndone: string; expired: string },
): asserts record is T {
  if (!record) throw notFound(texts.notFound);
  if (record.undoneAt) throw new AppError('import_undone', 409, texts.alreadyUndone);
  if (now.getTime() - record.createdAt.getTime() > IMPORT_UNDO_MS)
    throw new AppError('import_expired', 409, texts.expired);
}

/**
 * The frame of both imports' undo: the manager's access, then in one transaction the import's record of the
 * business, locked and checked by `assertUndoable`, handed to `undo`.
 */
export async function undoImport<T extends typeof clientImport | typeof visitImport, R>(
  db: Database,
  request: ManagerRequest & { importId: string; now: Date },
  {
    table: imported,
    texts,
    undo,
  }: {
    table: T;
    texts: Parameters<typeof assertUndoable>[2];
    undo: (tx: Transaction, record: T['$inferSelect'], businessId: string) => Promise<R>;
  },
): Promise<R> {
  const access = await requireManager(db, request);
  const businessId = access.business.id;
  if (!isUuid(request.importId)) throw notFound(texts.notFound);

  const table: typeof clientImport | typeof visitImport = imported;
  return db.transaction(async (tx) => {
    const [record] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, request.importId), eq(table.businessId, businessId)))
      .for('update')) as T['$inferSelect'][];
    assertUndoable(record, request.now, texts);
    return undo(tx, record, businessId);
  });
}

/**
 * Removes the business's client cards among `ids` that an import made and that have no visit (any more);
 * a card with visits is kept.
 */
export async function removeCardsWithoutVisits(
  tx: Transaction,
  businessId: string,
  ids: string[],
): Promise<{ removed: number; kept: number }> {
  const withVisits = await tx
    .selectDistinct({ id: appointment.clientCardId })
    .from(appointment)
    .where(inArray(appointment.clientCardId, ids));
  const keep = new Set(withVisits.map((row) => row.id));
  const remove = ids.filter((id) => !keep.has(id));
  const kept = ids.length - remove.length;
  if (remove.length === 0) return { removed: 0, kept };
  const deleted = await tx
    .delete(clientCard)
    .where(and(eq(clientCard.businessId, businessId), inArray(clientCard.id, remove)))
    .returning({ id: clientCard.id });
  return { removed: deleted.length, kept };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips for 5,000 clients. */
const INSERT_CHUNK = 1000;

export interface ClientImportRequest extends ManagerRequest {
  bytes: Uint8Array;
  dryRun: boolean;
  mapping?: ImportMapping;
  now: Date;
}

export function invalidMapping(message: string): AppError {
  return new AppError('invalid_input', 400, message, { mapping: message });
}

/**
 * The detected columns (of either import) with the person's choices laid over them; a key the file has no
 * column for is refused.
 */
export function withMapping<C extends { key: string; field: string }>(
  columns: C[],
  mapping: Partial<Record<string, C['field']>> | undefined,
): C[] {
  if (!mapping) return columns;
  const keys = new Set(columns.map((column) => column.key));
  if (Object.keys(mapping).some((key) => !keys.has(key)))
    throw invalidMapping(CLIENT_IMPORT_TEXTS.badMapping);
  return columns.map((column) => ({ ...column, field: mapping[column.key] ?? column.field }));
}

/**
 * The file's rows below its titles, with the number the first of them has in the file; a file without any,
 * or with more than the import takes, is refused (422, with the import's own texts).
 */
export function dataRowsOf(
  rows: string[][],
  hasHeader: boolean,
  { maxRows, texts }: { maxRows: number; texts: { emptyFile: string; tooManyRows: string } },
): { dataRows: string[][]; firstRowNumber: number } {
  const dataRows = hasHeader ? rows.slice(1) : rows;
  if (dataRows.length === 0)
    throw new AppError('empty_file', 422, texts.emptyFile, { file: texts.emptyFile });
  if (dataRows.length > maxRows)
    throw new AppError('too_many_rows', 422, texts.tooManyRows, { file: texts.tooManyRows });
  return { dataRows, firstRowNumber: hasHeader ? 2 : 1 };
}

/** What both imports answer besides their own counts: the rows left out, the columns and a preview. */
export function importAnswerFields<C>({
  dataRows,
  columns,
  errors,
  blank,
  importId,
  dryRun,
  now,
}: {
  dataRows: string[][];
  columns: C[];
  errors: { row: number; message: string }[];
  blank: number;
  importId: string | null;
  dryRun: boolean;
  now: Date;
}) {
  return {
    skipped: errors.length + blank,
    errors,
    importId,
    dryRun,
    rows: dataRows.length,
    columns,
    preview: dataRows
      .slice(0, CLIENT_IMPORT_PREVIEW_ROWS)
      .map((row) => columns.map((_, index) => row[index] ?? '')),
    undoUntil: importId ? new Date(now.getTime() + IMPORT_UNDO_MS).toISOString() : null,
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The business's cards an import can match: erased ones have no contacts left to match by. */
async function matchableCards(db: DbOrTx, businessId: string) {
  return db
    .select({ id: clientCard.id, phone: clientCard.phone, email: clientCard.email, notes: clientCard.notes })
    .from(clientCard)
    .where(and(eq(clientCard.businessId, businessId), isNull(clientCard.erasedAt)));
}

/**
 * `POST /api/admin/business/{id}/clients/import`: reads the file, maps its columns, checks every row and
 * merges rows of one person (same phone or e-mail) into one card, also into a card already there. A dry run
 * answers the same counts and changes nothing; otherwise the accepted rows are written in one transaction
 * with a record of what changed, so that the import can be undone for a while.
 */
export async function importClients(db: Database, request: ClientImportRequest): Promise<ClientImportResult> {
  const access = await requireManager(db, request);
  const businessId = access.business.id;
  const { dryRun, now } = request;

  const rows = await readClientFile(request.bytes);
  const layout = detectLayout(rows);
  const { dataRows, firstRowNumber } = dataRowsOf(rows, layout.hasHeader, {
    maxRows: CLIENT_IMPORT_MAX_ROWS,
    texts: CLIENT_IMPORT_TEXTS,
  });
  const columns = withMapping(layout.columns, request.mapping);
  if (!columns.some((column) => ['name', 'firstName', 'lastName'].includes(column.field)))
    throw invalidMapping(CLIENT_IMPORT_TEXTS.noNameColumn);

  const accepted: ImportRow[] = [];
  const errors: { row: number; message: string }[] = [];
  let blank = 0;
  dataRows.forEach((cells, index) => {
    const row = firstRowNumber + index;
    const result = readImportRow(cells, columns);
    if (result.kind === 'client') accepted.push({ row, client: result.client });
    else if (result.kind === 'error') errors.push({ row, message: result.message });
    else blank += 1;
  });

  const answer = (
    plan: { created: number; merged: number },
    importId: string | null,
  ): ClientImportResult => ({
    created: plan.created,
    merged: plan.merged,
    ...importAnswerFields({ dataRows, columns, errors, blank, importId, dryRun, now }),
  });

  if (dryRun) {
    const plan = planImport(accepted, await matchableCards(db, businessId));
    return answer({ created: plan.creates.length, merged: plan.merged }, null);
  }

  return db.transaction(async (tx) => {
    // One import of a business at a time: two at once could each make a card for the same person.
    await tx.select({ id: business.id }).from(business).where(eq(business.id, businessId)).for('update');
    const plan = planImport(accepted, await matchableCards(tx, businessId));

    const createdIds: string[] = [];
    for (const part of chunks(plan.creates, INSERT_CHUNK)) {
      const inserted = await tx
        .insert(clientCard)
        .values(part.map((client) => ({ businessId, ...client })))
        .returning({ id: clientCard.id });
      createdIds.push(...inserted.map((row) => row.id));
    }
    // One statement per thousand changed cards rather than one per card.
    for (const part of chunks(plan.updates, INSERT_CHUNK)) {
      const values = JSON.stringify(part.map((change) => ({ id: change.cardId, ...change.after })));
      await tx.execute(sql`
        update ${clientCard} set phone = x.phone, email = x.email, notes = x.notes
        from jsonb_to_recordset(${values}::jsonb) as x(id uuid, phone text, email text, notes text)
        where ${clientCard.id} = x.id and ${clientCard.businessId} = ${businessId}`);
    }

    // What undoing needs is personal data: once the undo time is over, it is not kept.
    await tx
      .update(clientImport)
      .set({ createdCardIds: [], changedCards: [] })
      .where(
        and(
          eq(clientImport.businessId, businessId),
          lt(clientImport.createdAt, new Date(now.getTime() - IMPORT_UNDO_MS)),
          sql`(${clientImport.createdCardIds} <> '[]'::jsonb or ${clientImport.changedCards} <> '[]'::jsonb)`,
        ),
      );

    let importId: string | null = null;
    if (createdIds.length > 0 || plan.updates.length > 0) {
      const [record] = await tx
        .insert(clientImport)
        .values({
          businessId,
          createdBy: access.user.id,
          created: createdIds.length,
          merged: plan.merged,
          skipped: errors.length + blank,
          createdCardIds: createdIds,
          changedCards: plan.updates,
          createdAt: now,
        })
        .returning({ id: clientImport.id });
      importId = record?.id ?? null;
    }
    return answer({ created: createdIds.length, merged: plan.merged }, importId);
  });
}

/**
 * `DELETE /api/admin/business/{id}/clients/import/{importId}`: within the undo time, removes the cards the
 * import made (except those that got visits since, which are kept) and gives the cards it merged into their
 * phone, e-mail and notes back, each only where nobody has changed it since.
 */
export async function undoClientImport(
  db: Database,
  request: ManagerRequest & { importId: string; now: Date },
): Promise<ClientImportUndone> {
  return undoImport(db, request, {
    table: clientImport,
    texts: CLIENT_IMPORT_TEXTS,
    undo: async (tx, record, businessId) => {
      let removed = 0;
      let kept = 0;
      for (const ids of chunks(record.createdCardIds, INSERT_CHUNK)) {
        const part = await removeCardsWithoutVisits(tx, businessId, ids);
        removed += part.removed;
        kept += part.kept;
      }

      // Each field goes back only where it still holds what the import left: a change made since stays.
      // A card erased since keeps nothing, so its old contacts must not come back.
      let restored = 0;
      for (const part of chunks(record.changedCards, INSERT_CHUNK)) {
        const values = JSON.stringify(
          part.map(({ cardId, before, after }) => ({
            id: cardId,
            before_phone: before.phone,
            before_email: before.email,
            before_notes: before.notes,
            after_phone: after.phone,
            after_email: after.email,
            after_notes: after.notes,
          })),
        );
        const updated = await tx.execute(sql`
        update ${clientCard} set
          phone = case when phone is not distinct from x.after_phone then x.before_phone else phone end,
          email = case when email is not distinct from x.after_email then x.before_email else email end,
          notes = case when notes = x.after_notes then x.before_notes else notes end
        from jsonb_to_recordset(${values}::jsonb) as x(
          id uuid, before_phone text, before_email text, before_notes text,
          after_phone text, after_email text, after_notes text)
        where ${clientCard.id} = x.id and ${clientCard.businessId} = ${businessId}
          and ${clientCard.erasedAt} is null
        returning ${clientCard.id}`);
        restored += rowsOf<{ id: string }>(updated).length;
      }

      await tx
        .update(clientImport)
        .set({ undoneAt: request.now, createdCardIds: [], changedCards: [] })
        .where(eq(clientImport.id, record.id));
      return { ...succeeded(CLIENT_IMPORT_TEXTS.undone), removed, restored, kept };
    },
  });
}

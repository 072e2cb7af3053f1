// Importing the future visits of a salon's old booking book. Every row is read by the pure row rules, its
// service and specialist are found by name (no case, no diacritics), and then it is checked as a visit the
// staff enters is: the specialist does the service and works then, the time is not past and not over held
// time or another row of the file. A row that fails is listed with its reason, never dropped unsaid. The
// accepted rows are booked together in one transaction (all or none), with their clients found or made,
// and without a letter to anyone: the salon moves its book, the clients were told by the old system.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { succeeded } from '../../../contracts/shared-schemas.ts';
import {
  VISIT_IMPORT_MAX_ROWS,
  VISIT_IMPORT_TEXTS,
  type VisitImportMapping,
  type VisitImportResult,
  type VisitImportUndone,
} from '../../../contracts/visit-import.ts';
import { planVisitClients } from '../../../core/client-import/visit-import-plan.ts';
import {
  detectVisitLayout,
  nameKey,
  readVisitRow,
  type ImportedVisit,
} from '../../../core/client-import/visit-import-rows.ts';
import { zonedIso } from '../../../core/time/wall-clock.ts';
import { formatTimeRange } from '../../../core/format/lithuanian-dates.ts';
import { isOverlapRefusal, type Database } from '../../db/client.ts';
import {
  appointment,
  business,
  clientCard,
  service,
  specialist,
  specialistService,
  visitImport,
} from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { requireManager, type ManagerRequest } from '../access/business-access.ts';
import { heldSpanIndexes } from '../availability/busy-time.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { readClientFile } from '../client-cards/client-file.ts';
import {
  dataRowsOf,
  IMPORT_UNDO_MS,
  importAnswerFields,
  invalidMapping,
  removeCardsWithoutVisits,
  undoImport,
  withMapping,
} from '../client-cards/client-import.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';
import { assertPlacement, placedServiceColumns } from './placement.ts';

const NAME_FIELDS_NEEDED = ['date', 'time', 'client', 'service', 'specialist'] as const;

export interface VisitImportRequest extends ManagerRequest {
  bytes: Uint8Array;
  dryRun: boolean;
  mapping?: VisitImportMapping;
  now: Date;
}

interface CheckedVisit {
  row: number;
  visit: ImportedVisit;
  specialist: { id: string; name: string };
  service: { id: string; durationMinutes: number; bufferAfterMinutes: number; priceCents: number };
  start: Date;
  end: Date;
  blockedUntil: Date;
}

/** Names that one business's records share can not tell them apart: such a name finds nothing. */
function byName<T extends { name: string }>(rows: readonly T[]): Map<string, T | 'ambiguous'> {
  const found = new Map<string, T | 'ambiguous'>();
  for (const row of rows) {
    const key = nameKey(row.name);
    found.set(key, found.has(key) ? 'ambiguous' : row);
  }
  return found;
}

/** The rows of the file checked against the business's services, team, calendar and one another. */
async function checkRows(
  db: Database,
  target: { id: string; slug: string; timeZone: string },
  rows: { row: number; visit: ImportedVisit }[],
  now: Date,
) {
  const [services, team, performs] = await Promise.all([
    db.select(placedServiceColumns).from(service).where(eq(service.businessId, target.id)),
    db
      .select({ id: specialist.id, name: specialist.name, active: specialist.active })
      .from(specialist)
      .where(eq(specialist.businessId, target.id)),
    db
      .select({ specialistId: specialistService.specialistId, serviceId: specialistService.serviceId })
      .from(specialistService)
      .where(eq(specialistService.businessId, target.id)),
  ]);
  const serviceByName = byName(services);
  const specialistByName = byName(team);
  const performed = new Set(performs.map((link) => `${link.specialistId}|${link.serviceId}`));

  const errors: { row: number; message: string }[] = [];
  const candidates: CheckedVisit[] = [];
  for (const { row, visit } of rows) {
    const svc = serviceByName.get(nameKey(visit.service));
    const who = specialistByName.get(nameKey(visit.specialist));
    const fail = (message: string) => errors.push({ row, message });
    if (svc === 'ambiguous') fail(`Kelios paslaugos vadinasi „${visit.service}“ – pervadinkite vieną.`);
    else if (!svc || !svc.active) fail(`Paslaugos „${visit.service}“ verslo paslaugose nėra.`);
    else if (who === 'ambiguous')
      fail(`Keli specialistai vadinasi „${visit.specialist}“ – pervadinkite vieną.`);
    else if (!who) fail(`Specialisto „${visit.specialist}“ komandoje nėra.`);
    else if (!who.active) fail(`${who.name} išjungtas – įjunkite jį komandos puslapyje.`);
    else if (!performed.has(`${who.id}|${svc.id}`)) fail(`${who.name} paslaugos „${svc.name}“ neatlieka.`);
    else {
      const iso = zonedIso(visit.date, visit.time, target.timeZone);
      if (!iso) {
        fail(`Neteisinga data ar laikas „${visit.date} ${visit.time}“.`);
        continue;
      }
      const start = new Date(iso);
      const end = new Date(start.getTime() + svc.durationMinutes * 60_000);
      if (start.getTime() < now.getTime()) {
        fail('Šis laikas jau praėjo – importuojami tik būsimi vizitai.');
        continue;
      }
      candidates.push({
        row,
        visit,
        specialist: who,
        service: svc,
        start,
        end,
        blockedUntil: new Date(end.getTime() + svc.bufferAfterMinutes * 60_000),
      });
    }
  }

  // Working time, then what the calendar holds already, then the rows of the file before it.
  const placed: CheckedVisit[] = [];
  const bySpecialist = new Map<string, CheckedVisit[]>();
  for (const candidate of candidates) {
    bySpecialist.set(candidate.specialist.id, [
      ...(bySpecialist.get(candidate.specialist.id) ?? []),
      candidate,
    ]);
  }
  const refused = new Map<number, string>();
  for (const [specialistId, visits] of bySpecialist) {
    const held = await heldSpanIndexes(db, {
      specialistId,
      spans: visits.map((visit) => ({ start: visit.start, end: visit.blockedUntil })),
    });
    const accepted: CheckedVisit[] = [];
    for (const [index, visit] of visits.entries()) {
      const when = formatTimeRange(visit.start.toISOString(), visit.end.toISOString(), target.timeZone);
      try {
        await assertPlacement(db, {
          business: target,
          specialist: visit.specialist,
          start: visit.start,
          end: visit.end,
          allowOutsideHours: false,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.set(visit.row, error.message);
        continue;
      }
      if (held.has(index)) {
        refused.set(visit.row, `${visit.specialist.name} ${when} jau turi vizitą arba užimtą laiką.`);
        continue;
      }
      const clash = accepted.find(
        (other) => other.start < visit.blockedUntil && visit.start < other.blockedUntil,
      );
      if (clash) {
        refused.set(visit.row, `${visit.specialist.name} ${when} jau turi vizitą iš ${clash.row} eilutės.`);
        continue;
      }
      accepted.push(visit);
    }
    placed.push(...accepted);
  }
  for (const [row, message] of refused) errors.push({ row, message });
  errors.sort((a, b) => a.row - b.row);
  placed.sort((a, b) => a.row - b.row);
  return { placed, errors };
}

/**
 * `POST /api/admin/business/{id}/visits/import`: reads the file, maps its columns and checks every row;
 * a dry run answers what would happen and changes nothing. Otherwise the accepted rows are booked in one
 * transaction, with a record of what was made so that it can be undone for a while.
 */
export async function importVisits(db: Database, request: VisitImportRequest): Promise<VisitImportResult> {
  const access = await requireManager(db, request);
  const target = access.business;
  const { dryRun, now } = request;

  const rows = await readClientFile(request.bytes);
  const layout = detectVisitLayout(rows);
  const { dataRows, firstRowNumber } = dataRowsOf(rows, layout.hasHeader, {
    maxRows: VISIT_IMPORT_MAX_ROWS,
    texts: VISIT_IMPORT_TEXTS,
  });
  const columns = withMapping(layout.columns, request.mapping);
  if (NAME_FIELDS_NEEDED.some((field) => !columns.some((column) => column.field === field)))
    throw invalidMapping(VISIT_IMPORT_TEXTS.missingColumns);

  const read: { row: number; visit: ImportedVisit }[] = [];
  const readErrors: { row: number; message: string }[] = [];
  let blank = 0;
  dataRows.forEach((cells, index) => {
    const row = firstRowNumber + index;
    const result = readVisitRow(cells, columns);
    if (result.kind === 'visit') read.push({ row, visit: result.visit });
    else if (result.kind === 'error') readErrors.push({ row, message: result.message });
    else blank += 1;
  });

  const { placed, errors: checkErrors } = await checkRows(db, target, read, now);
  const errors = [...readErrors, ...checkErrors].sort((a, b) => a.row - b.row);
  const cards = await db
    .select({ id: clientCard.id, name: clientCard.name, phone: clientCard.phone, email: clientCard.email })
    .from(clientCard)
    .where(and(eq(clientCard.businessId, target.id), isNull(clientCard.erasedAt)));
  const clientPlan = planVisitClients(
    placed.map((visit) => visit.visit.client),
    cards,
  );

  const answer = (importId: string | null): VisitImportResult => ({
    visits: placed.length,
    newClients: clientPlan.creates.length,
    ...importAnswerFields({ dataRows, columns, errors, blank, importId, dryRun, now }),
  });
  if (dryRun || placed.length === 0) return answer(null);

  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: business.id }).from(business).where(eq(business.id, target.id)).for('update');
      for (const id of [...new Set(placed.map((visit) => visit.specialist.id))].sort())
        await lockSpecialistTime(tx, id);
      const newIds: string[] = [];
      if (clientPlan.creates.length > 0) {
        const inserted = await tx
          .insert(clientCard)
          .values(
            clientPlan.creates.map((client) => ({
              businessId: target.id,
              name: client.name,
              phone: client.phone,
              email: client.email,
            })),
          )
          .returning({ id: clientCard.id });
        newIds.push(...inserted.map((row) => row.id));
      }
      const made = await tx
        .insert(appointment)
        .values(
          placed.map((visit, index) => {
            const client = clientPlan.clients[index]!;
            return {
              businessId: target.id,
              specialistId: visit.specialist.id,
              serviceId: visit.service.id,
              clientCardId: client.kind === 'card' ? client.cardId : newIds[client.index]!,
              startsAt: visit.start,
              endsAt: visit.end,
              blockedUntil: visit.blockedUntil,
              status: 'confirmed' as const,
              source: 'admin' as const,
              clientNote: '',
              businessNote: visit.visit.client.notes,
              priceCents: visit.service.priceCents,
              durationMinutes: visit.service.durationMinutes,
              confirmedAt: now,
            };
          }),
        )
        .returning({ id: appointment.id, startsAt: appointment.startsAt });

      // What undoing needs: once the undo time is over, it is not kept.
      await tx
        .update(visitImport)
        .set({ appointments: [], createdCardIds: [] })
        .where(
          and(
            eq(visitImport.businessId, target.id),
            lt(visitImport.createdAt, new Date(now.getTime() - IMPORT_UNDO_MS)),
            sql`(${visitImport.appointments} <> '[]'::jsonb or ${visitImport.createdCardIds} <> '[]'::jsonb)`,
          ),
        );
      const [record] = await tx
        .insert(visitImport)
        .values({
          businessId: target.id,
          createdBy: access.user.id,
          visits: made.length,
          newClients: newIds.length,
          skipped: errors.length + blank,
          appointments: made.map((row) => ({ id: row.id, startsAt: row.startsAt.toISOString() })),
          createdCardIds: newIds,
          createdAt: now,
        })
        .returning({ id: visitImport.id });
      return answer(record?.id ?? null);
    });
  } catch (error) {
    // A visit booked while the person looked at the dry run: nothing is imported, the file is checked again.
    if (isOverlapRefusal(error)) throw new AppError('slot_taken', 409, VISIT_IMPORT_TEXTS.takenMeanwhile);
    throw error;
  }
}

/**
 * `DELETE /api/admin/business/{id}/visits/import/{importId}`: within the undo time, removes the visits the
 * import booked that are still as it booked them (a visit moved, cancelled or completed since is kept) and
 * the client cards it made that have no visit left.
 */
export async function undoVisitImport(
  db: Database,
  request: ManagerRequest & { importId: string; now: Date },
): Promise<VisitImportUndone> {
  return undoImport(db, request, {
    table: visitImport,
    texts: VISIT_IMPORT_TEXTS,
    undo: async (tx, record, businessId) => {
      const booked = JSON.stringify(record.appointments);
      const deleted = await tx.execute(sql`
      delete from ${appointment} a
      using jsonb_to_recordset(${booked}::jsonb) as x(id uuid, "startsAt" timestamptz)
      where a.id = x.id and a.business_id = ${businessId} and a.status = 'confirmed' and a.starts_at = x."startsAt"
      returning a.id`);
      const removed = rowsOf<{ id: string }>(deleted).length;

      const removedClients =
        record.createdCardIds.length > 0
          ? (await removeCardsWithoutVisits(tx, businessId, record.createdCardIds)).removed
          : 0;
      await tx
        .update(visitImport)
        .set({ undoneAt: request.now, appointments: [], createdCardIds: [] })
        .where(eq(visitImport.id, record.id));
      return {
        ...succeeded(VISIT_IMPORT_TEXTS.undone),
        removed,
        kept: record.appointments.length - removed,
        removedClients,
      };
    },
  });
}

// Blocked time (lunch, training): created for one specialist, optionally the same time for several weeks
// in a row, moved, resized, renamed and deleted. A specialist manages only their own blocks; another
// business's block is "not found". Whether it overlaps a held visit or another block is the database's
// call (the busy_time exclusion constraint): a clash is a 409, a series is created whole or not at all.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { weeklyRepeats } from '../../../core/availability/weekly-repeats.ts';
import { formatInstant, parseInstantMs } from '../../../core/availability/zoned-day.ts';
import { formatLongDate, formatTimeRange, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import {
  TIME_BLOCK_MAX_MINUTES,
  type CreateTimeBlockInput,
  type TimeBlockResult,
  type TimeBlockView,
  type UpdateTimeBlockInput,
} from '../../../contracts/admin-time-blocks.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isOverlapRefusal } from '../../db/client.ts';
import { timeBlock } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import {
  ownSpecialistIdOrNone,
  requireBusinessAccess,
  type BusinessAccess,
} from '../access/business-access.ts';
import { heldSpanIndexes, type Span } from '../availability/busy-time.ts';
import { lockSpecialistTime } from '../availability/specialist-lock.ts';
import { requireOwnSpecialist, mayActForSpecialist } from '../appointments/appointment-access.ts';
import { specialistOfBusiness } from '../appointments/placement.ts';

const TIME_BLOCK_NOT_FOUND = 'Užimtas laikas nerastas.';

type TimeBlockRow = typeof timeBlock.$inferSelect;

export function toTimeBlockView(row: TimeBlockRow, timeZone: string): TimeBlockView {
  return {
    id: row.id,
    specialistId: row.specialistId,
    start: formatInstant(row.startsAt.getTime(), timeZone),
    end: formatInstant(row.endsAt.getTime(), timeZone),
    title: row.title,
    seriesId: row.seriesId,
  };
}

function assertSpan(start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) {
    const message = 'Pabaiga turi būti vėliau už pradžią.';
    throw new AppError('invalid_input', 422, message, { end: message });
  }
  if (end.getTime() - start.getTime() > TIME_BLOCK_MAX_MINUTES * 60_000) {
    const message = 'Užimtas laikas gali trukti daugiausia parą – ilgesniam laikui naudokite atostogas.';
    throw new AppError('invalid_input', 422, message, { end: message });
  }
}

function clashMessage(starts: Date[], timeZone: string): string {
  const first = starts[0];
  if (!first) return 'Šis laikas jau užimtas: specialistas tuo metu turi vizitą arba kitą užimtą laiką.';
  const dates = starts.map((start) => formatLongDate(localDateOf(start.toISOString(), timeZone)));
  return starts.length === 1
    ? `Šis laikas jau užimtas: ${dates[0]} specialistas tuo metu turi vizitą arba kitą užimtą laiką.`
    : `Šie laikai jau užimti (specialistas tuo metu turi vizitą arba kitą užimtą laiką): ${dates.join('; ')}.`;
}

function clash(starts: Date[], timeZone: string): AppError {
  const message = clashMessage(starts, timeZone);
  return new AppError('slot_taken', 409, message, { start: message });
}

/** An overlap the database refused, as the API's 409 naming the dates when they are known. */
function asClash(error: unknown, starts: Date[], timeZone: string): unknown {
  return isOverlapRefusal(error) ? clash(starts, timeZone) : error;
}

async function clashingStarts(
  db: DbOrTx,
  specialistId: string,
  spans: Span[],
  exceptBlockId?: string,
): Promise<Date[]> {
  const held = await heldSpanIndexes(db, { specialistId, spans, except: { timeBlockId: exceptBlockId } });
  return spans.filter((_, index) => held.has(index)).map((span) => span.start);
}

export async function createTimeBlocks(
  db: Database,
  user: SessionUser | null,
  input: CreateTimeBlockInput,
): Promise<TimeBlockResult> {
  const access = await requireBusinessAccess(db, { user, businessRef: input.business });
  const biz = access.business;
  requireOwnSpecialist(access, input.specialistId);
  const who = await specialistOfBusiness(db, biz.id, input.specialistId);
  const start = new Date(input.start);
  const end = new Date(input.end);
  assertSpan(start, end);
  const weeks = input.repeatWeeks ?? 1;
  const durationMinutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const spans = weeklyRepeats(
    { start: input.start, durationMinutes },
    { everyWeeks: 1, count: weeks },
    biz.timeZone,
  ).map((occurrence) => ({ start: new Date(occurrence.start), end: new Date(occurrence.end) }));
  const clashes = await clashingStarts(db, who.id, spans);
  if (clashes.length > 0) throw clash(clashes, biz.timeZone);

  const seriesId = weeks > 1 ? randomUUID() : null;
  let rows: TimeBlockRow[];
  try {
    rows = await db.transaction(async (tx) => {
      await lockSpecialistTime(tx, who.id);
      return tx
        .insert(timeBlock)
        .values(
          spans.map((span) => ({
            businessId: biz.id,
            specialistId: who.id,
            startsAt: span.start,
            endsAt: span.end,
            title: input.title,
            seriesId,
          })),
        )
        .returning();
    });
  } catch (error) {
    throw asClash(error, [], biz.timeZone);
  }
  const views = rows
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((row) => toTimeBlockView(row, biz.timeZone));
  return { timeBlock: views[0]!, ...(input.repeatWeeks !== undefined ? { timeBlocks: views } : {}) };
}

async function timeBlockWithAccess(
  db: DbOrTx,
  user: SessionUser | null,
  id: string,
): Promise<{ access: BusinessAccess; row: TimeBlockRow }> {
  if (!user) throw unauthorized();
  if (!isUuid(id)) throw notFound(TIME_BLOCK_NOT_FOUND);
  const [row] = await db.select().from(timeBlock).where(eq(timeBlock.id, id)).limit(1);
  if (!row) throw notFound(TIME_BLOCK_NOT_FOUND);
  let access: BusinessAccess;
  try {
    access = await requireBusinessAccess(db, { user, businessRef: row.businessId });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(TIME_BLOCK_NOT_FOUND);
    throw error;
  }
  // A colleague's block is as unknown to a specialist as a colleague's visit.
  if (!mayActForSpecialist(access, row.specialistId)) throw notFound(TIME_BLOCK_NOT_FOUND);
  return { access, row };
}

export async function updateTimeBlock(
  db: Database,
  { user, id, input }: { user: SessionUser | null; id: string; input: UpdateTimeBlockInput },
): Promise<TimeBlockResult> {
  const { access, row } = await timeBlockWithAccess(db, user, id);
  const zone = access.business.timeZone;
  const specialistId = input.specialistId ?? row.specialistId;
  if (specialistId !== row.specialistId) {
    requireOwnSpecialist(access, specialistId);
    await specialistOfBusiness(db, row.businessId, specialistId);
  }
  const start = input.start === undefined ? row.startsAt : new Date(parseInstantMs(input.start));
  // Moving only the start keeps the length (dragging); giving the end changes it (resizing).
  const end =
    input.end !== undefined
      ? new Date(parseInstantMs(input.end))
      : new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
  assertSpan(start, end);
  const clashes = await clashingStarts(db, specialistId, [{ start, end }], row.id);
  if (clashes.length > 0) throw clash(clashes, zone);
  let updated: TimeBlockRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      await lockSpecialistTime(tx, specialistId);
      const [changed] = await tx
        .update(timeBlock)
        .set({
          specialistId,
          startsAt: start,
          endsAt: end,
          title: input.title ?? row.title,
          updatedAt: new Date(),
        })
        .where(eq(timeBlock.id, row.id))
        .returning();
      return changed;
    });
  } catch (error) {
    throw asClash(error, [start], zone);
  }
  if (!updated) throw notFound(TIME_BLOCK_NOT_FOUND);
  return { timeBlock: toTimeBlockView(updated, zone) };
}

export async function deleteTimeBlock(
  db: Database,
  user: SessionUser | null,
  id: string,
): Promise<{ success: true; message: string }> {
  const { access, row } = await timeBlockWithAccess(db, user, id);
  await db.delete(timeBlock).where(eq(timeBlock.id, row.id));
  const zone = access.business.timeZone;
  const when = `${formatLongDate(localDateOf(row.startsAt.toISOString(), zone))}, ${formatTimeRange(row.startsAt.toISOString(), row.endsAt.toISOString(), zone)}`;
  return { success: true, message: `Užimtas laikas „${row.title}“ (${when}) pašalintas.` };
}

/** Blocks of the business overlapping [from, to), for the calendar; a specialist sees only their own. */
export async function timeBlocksBetween(
  db: DbOrTx,
  access: BusinessAccess,
  range: { from: Date; to: Date },
): Promise<TimeBlockView[]> {
  const ownOnly = access.role === 'specialist';
  const rows = await db
    .select()
    .from(timeBlock)
    .where(
      and(
        eq(timeBlock.businessId, access.business.id),
        ownOnly ? eq(timeBlock.specialistId, ownSpecialistIdOrNone(access)) : undefined,
        lt(timeBlock.startsAt, range.to),
        gt(timeBlock.endsAt, range.from),
      ),
    )
    .orderBy(asc(timeBlock.startsAt), asc(timeBlock.id));
  return rows.map((row) => toTimeBlockView(row, access.business.timeZone));
}

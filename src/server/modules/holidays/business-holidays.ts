// Business holidays (laisvadieniai): days off of the whole business or of one specialist, as a range of
// up to 366 days. Creating or changing one answers with the held visits it leaves outside working time.
import { and, asc, eq, gte } from 'drizzle-orm';
import type {
  BusinessHolidayDto,
  CreateHolidayInput,
  HolidayDetail,
  HolidayList,
  HolidayResult,
  UpdateHolidayInput,
} from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { dateRangeIssues } from '../../../core/schedules/date-range.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { holiday, specialist } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
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
  viewerOf,
  type BusinessRequest,
  type RecordRequest,
} from '../schedules/schedule-access.ts';
import { comingPublicHolidays } from './public-holidays.ts';

export const HOLIDAY_NOT_FOUND = 'Laisvadienis nerastas.';
export const INVALID_HOLIDAY_MESSAGE = 'Patikrinkite laisvadienio duomenis.';

type HolidayRow = typeof holiday.$inferSelect;
const holidayColumns = { row: holiday, specialistName: specialist.name };

function toDto(row: HolidayRow, specialistName: string | null): BusinessHolidayDto {
  return {
    id: row.id,
    specialistId: row.specialistId,
    specialistName: row.specialistId === null ? null : specialistName,
    from: row.fromDate,
    to: row.toDate,
    name: row.name,
  };
}

function assertValidRange(range: { from: string; to: string }, today: string) {
  const issues = dateRangeIssues(range, { today });
  if (Object.keys(issues).length > 0)
    throw new AppError('invalid_holiday', 422, INVALID_HOLIDAY_MESSAGE, issues);
}

function holidayWithAccess(db: DbOrTx, request: Omit<RecordRequest, 'now'>) {
  return datedRecordWithAccess(db, request, HOLIDAY_NOT_FOUND, async (id) => {
    const [found] = await db
      .select(holidayColumns)
      .from(holiday)
      .leftJoin(specialist, eq(specialist.id, holiday.specialistId))
      .where(eq(holiday.id, id))
      .limit(1);
    return found;
  });
}

export async function listHolidays(
  db: DbOrTx,
  { user, business, now }: BusinessRequest,
): Promise<HolidayList> {
  const access = await businessAccess(db, user, business);
  const today = todayIn(access.business.timeZone, now);
  const rows = await db
    .select(holidayColumns)
    .from(holiday)
    .leftJoin(specialist, eq(specialist.id, holiday.specialistId))
    .where(
      and(
        eq(holiday.businessId, access.business.id),
        gte(holiday.toDate, today),
        ownOrBusinessWide(access, holiday.specialistId),
      ),
    )
    .orderBy(asc(holiday.fromDate), asc(holiday.toDate), asc(holiday.createdAt));
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    today,
    specialists: await specialistOptions(db, access),
    holidays: rows
      .filter(({ row }) => canView(access, row.specialistId))
      .map(({ row, specialistName }) => toDto(row, specialistName)),
    publicHolidays: await comingPublicHolidays(db, access.business.id, today),
  };
}

export async function getHoliday(db: DbOrTx, request: RecordRequest): Promise<HolidayDetail> {
  const { row, specialistName, access } = await holidayWithAccess(db, request);
  assertCanView(access, row.specialistId);
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    holiday: toDto(row, specialistName),
    strandedAppointments: await strandedInRange(
      db,
      access,
      { specialistId: row.specialistId, from: row.fromDate, to: row.toDate },
      request.now,
    ),
  };
}

export async function createHoliday(
  db: DbOrTx,
  { user, input, now }: { user: SessionUser | null; input: CreateHolidayInput; now: Date },
): Promise<HolidayResult> {
  const access = await businessAccess(db, user, input.business);
  assertCanEdit(access, input.specialistId);
  const specialistName = await specialistNameOf(db, access.business.id, input.specialistId);
  const range = { specialistId: input.specialistId, from: input.from, to: input.to ?? input.from };
  assertValidRange(range, todayIn(access.business.timeZone, now));
  const [row] = await db
    .insert(holiday)
    .values({
      businessId: access.business.id,
      specialistId: range.specialistId,
      fromDate: range.from,
      toDate: range.to,
      name: input.name,
    })
    .returning();
  if (!row) throw new Error('The holiday was not stored');
  return {
    holiday: toDto(row, specialistName),
    strandedAppointments: await strandedInRange(db, access, range, now),
  };
}

export async function updateHoliday(
  db: DbOrTx,
  { input, now, ...request }: RecordRequest & { input: UpdateHolidayInput },
): Promise<HolidayResult> {
  const { row: existing, access } = await holidayWithAccess(db, request);
  const specialistId = changedSpecialistId(access, existing.specialistId, input.specialistId);
  const specialistName = await specialistNameOf(db, access.business.id, specialistId);
  const from = input.from ?? existing.fromDate;
  // Left out: unchanged; empty (null): one day.
  const to = input.to === undefined ? existing.toDate : (input.to ?? from);
  const range = { specialistId, from, to };
  assertValidRange(range, todayIn(access.business.timeZone, now));
  const [row] = await db
    .update(holiday)
    .set({ specialistId, fromDate: from, toDate: to, name: input.name ?? existing.name })
    .where(and(eq(holiday.id, existing.id), eq(holiday.businessId, access.business.id)))
    .returning();
  if (!row) throw notFound(HOLIDAY_NOT_FOUND);
  return {
    holiday: toDto(row, specialistName),
    strandedAppointments: await strandedInRange(db, access, range, now),
  };
}

/** Removing a day off only gives time back: nothing can be stranded by it. */
export async function deleteHoliday(
  db: DbOrTx,
  request: Omit<RecordRequest, 'now'>,
): Promise<{ success: true }> {
  const { row, access } = await holidayWithAccess(db, request);
  assertCanEdit(access, row.specialistId);
  await db.delete(holiday).where(and(eq(holiday.id, row.id), eq(holiday.businessId, access.business.id)));
  return { success: true };
}

// A specialist's weekly hours, kept as versions: each applies from its `validFrom` until the next one.
// Saving applies from a date that is today or later (default today): the version starting that day is
// replaced, otherwise one is added. Past days keep the hours they had (history of past visits stays true),
// and a version planned for later keeps applying from its own date.
import { and, asc, eq, gt } from 'drizzle-orm';
import type {
  SaveScheduleInput,
  SaveScheduleResult,
  ScheduleList,
  ScheduleVersion,
  SpecialistSchedule,
  SpecialistScheduleDetail,
  WeeklyDaysDto,
} from '../../../contracts/admin-schedules.ts';
import type { LocalDate } from '../../../core/availability/types.ts';
import { DATE_FORMAT_MESSAGE, isLocalDate } from '../../../core/schedules/date-range.ts';
import { normaliseWeeklyDays, weeklyHoursIssues } from '../../../core/schedules/weekly-hours.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { schedule, specialist, type WeeklyHoursJson } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, notFound, specialistNotFound } from '../../http/app-error.ts';
import { viewerOf, type BusinessAccess } from '../access/business-access.ts';
import { findStrandedAppointments } from './find-stranded-appointments.ts';
import {
  assertCanEdit,
  assertCanView,
  businessAccess,
  businessSummary,
  recordAccess,
  requireUser,
  specialistOptions,
  type BusinessRequest,
  type RecordRequest,
} from './schedule-access.ts';

export const VALID_FROM_IN_PAST = 'Naujas tvarkaraštis gali galioti nuo šiandien arba vėlesnės dienos.';
export const VERSION_NOT_FOUND = 'Tokio planuojamo tvarkaraščio nėra.';
export const INVALID_HOURS_MESSAGE = 'Patikrinkite darbo laiką: kai kurie intervalai neteisingi.';

interface StoredVersion {
  validFrom: string;
  days: WeeklyHoursJson;
}

function toVersion(row: StoredVersion): ScheduleVersion {
  return { validFrom: row.validFrom, days: normaliseWeeklyDays(row.days) };
}

/** Of versions sorted by validFrom: the one in force on `today`, and the later ones. */
function splitVersions(versions: StoredVersion[], today: LocalDate) {
  let current: StoredVersion | null = null;
  const upcoming: StoredVersion[] = [];
  for (const version of versions) {
    if (version.validFrom <= today) current = version;
    else upcoming.push(version);
  }
  return { current: current ? toVersion(current) : null, upcoming: upcoming.map(toVersion) };
}

async function versionsOf(db: DbOrTx, businessId: string, specialistId: string): Promise<StoredVersion[]> {
  return db
    .select({ validFrom: schedule.validFrom, days: schedule.weeklyHours })
    .from(schedule)
    .where(and(eq(schedule.businessId, businessId), eq(schedule.specialistId, specialistId)))
    .orderBy(asc(schedule.validFrom));
}

/** The specialist's held visits from `from` on that their weekly hours (and overrides) leave outside working time. */
function strandedFrom(db: DbOrTx, access: BusinessAccess, specialistId: string, from: LocalDate, now: Date) {
  return findStrandedAppointments(db, { business: access.business, specialistId, from, to: null, now });
}

/** The specialist (any business) and the caller's access to its business; 404 for an unknown id. */
async function specialistWithAccess(db: DbOrTx, { user, id, business }: Omit<RecordRequest, 'now'>) {
  requireUser(user);
  if (!isUuid(id)) throw specialistNotFound();
  const [row] = await db.select().from(specialist).where(eq(specialist.id, id)).limit(1);
  if (!row) throw specialistNotFound();
  const access = await recordAccess(db, { user, recordBusinessId: row.businessId, namedBusiness: business });
  return { specialist: row, access };
}

export async function listSchedules(
  db: DbOrTx,
  { user, business, now }: BusinessRequest,
): Promise<ScheduleList> {
  const access = await businessAccess(db, user, business);
  const today = todayIn(access.business.timeZone, now);
  const options = await specialistOptions(db, access);
  const rows = await db
    .select({
      specialistId: schedule.specialistId,
      validFrom: schedule.validFrom,
      days: schedule.weeklyHours,
    })
    .from(schedule)
    .where(eq(schedule.businessId, access.business.id))
    .orderBy(asc(schedule.validFrom));
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    today,
    specialists: options.map((option) => {
      const { current, upcoming } = splitVersions(
        rows.filter((row) => row.specialistId === option.id),
        today,
      );
      return { ...option, current, next: upcoming[0] ?? null };
    }),
  };
}

function scheduleView(
  access: BusinessAccess,
  row: typeof specialist.$inferSelect,
  versions: StoredVersion[],
  today: LocalDate,
): SpecialistSchedule {
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    today,
    specialist: { id: row.id, name: row.name, title: row.title, active: row.active },
    ...splitVersions(versions, today),
  };
}

/** One specialist's weekly schedule versions; the request's `id` is the specialist's. */
export async function getSpecialistSchedule(
  db: DbOrTx,
  { now, ...request }: RecordRequest,
): Promise<SpecialistScheduleDetail> {
  const { specialist: row, access } = await specialistWithAccess(db, request);
  assertCanView(access, row.id);
  const today = todayIn(access.business.timeZone, now);
  // Visits stranded earlier (by a save, a deleted version, an override) stay listed until they are moved
  // or declined, not only in the answer to the change that stranded them.
  const strandedAppointments = await strandedFrom(db, access, row.id, today, now);
  return {
    ...scheduleView(access, row, await versionsOf(db, access.business.id, row.id), today),
    strandedAppointments,
  };
}

export function weeklyDaysOrThrow(days: WeeklyDaysDto): WeeklyHoursJson {
  const issues = weeklyHoursIssues(days);
  if (Object.keys(issues).length > 0)
    throw new AppError('invalid_schedule', 422, INVALID_HOURS_MESSAGE, issues);
  return normaliseWeeklyDays(days);
}

export async function saveSpecialistSchedule(
  db: Database,
  { user, id, input, now }: Omit<RecordRequest, 'business'> & { input: SaveScheduleInput },
): Promise<SaveScheduleResult> {
  const { specialist: row, access } = await specialistWithAccess(db, { user, id, business: input.business });
  assertCanEdit(access, row.id);
  const today = todayIn(access.business.timeZone, now);
  const validFrom = input.validFrom ?? today;
  if (!isLocalDate(validFrom)) {
    throw new AppError('invalid_input', 422, DATE_FORMAT_MESSAGE, { validFrom: DATE_FORMAT_MESSAGE });
  }
  if (validFrom < today)
    throw new AppError('invalid_schedule', 422, VALID_FROM_IN_PAST, { validFrom: VALID_FROM_IN_PAST });
  const weeklyHours = weeklyDaysOrThrow(input.days);

  await db
    .insert(schedule)
    .values({ businessId: access.business.id, specialistId: row.id, validFrom, weeklyHours })
    .onConflictDoUpdate({
      target: [schedule.businessId, schedule.specialistId, schedule.validFrom],
      set: { weeklyHours, updatedAt: new Date() },
    });

  const versions = await versionsOf(db, access.business.id, row.id);
  const strandedAppointments = await strandedFrom(db, access, row.id, validFrom, now);
  return { schedule: scheduleView(access, row, versions, today), strandedAppointments };
}

/** Drops a version planned for a later date (the one in force today cannot be removed, only replaced). */
export async function deleteScheduleVersion(
  db: DbOrTx,
  { validFrom, now, ...request }: RecordRequest & { validFrom: string },
): Promise<SaveScheduleResult> {
  const { specialist: row, access } = await specialistWithAccess(db, request);
  assertCanEdit(access, row.id);
  const today = todayIn(access.business.timeZone, now);
  if (!isLocalDate(validFrom) || validFrom <= today) throw notFound(VERSION_NOT_FOUND);
  const deleted = await db
    .delete(schedule)
    .where(
      and(
        eq(schedule.businessId, access.business.id),
        eq(schedule.specialistId, row.id),
        eq(schedule.validFrom, validFrom),
        gt(schedule.validFrom, today),
      ),
    )
    .returning({ id: schedule.id });
  if (deleted.length === 0) throw notFound(VERSION_NOT_FOUND);
  // From that date the earlier version applies again, which may leave visits outside working time.
  const strandedAppointments = await strandedFrom(db, access, row.id, validFrom, now);
  return {
    schedule: scheduleView(access, row, await versionsOf(db, access.business.id, row.id), today),
    strandedAppointments,
  };
}

// Lithuania's public holidays are days off by default; a business may exclude (istraukti) one to work on it,
// and undo that. Only real public holidays (src/core/holidays) can be excluded.
import { and, eq } from 'drizzle-orm';
import type {
  PublicHolidayDetail,
  PublicHolidayResult,
  PublicHolidayState,
} from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { LocalDate } from '../../../core/availability/types.ts';
import { addDays } from '../../../core/availability/zoned-day.ts';
import {
  lithuanianPublicHolidays,
  publicHolidayOn,
} from '../../../core/holidays/lithuanian-public-holidays.ts';
import { DATE_FORMAT_MESSAGE, isLocalDate } from '../../../core/schedules/date-range.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { publicHolidayExclusion } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { viewerOf, type BusinessAccess } from '../access/business-access.ts';
import {
  assertCanEdit,
  businessAccess,
  businessSummary,
  strandedInRange,
} from '../schedules/schedule-access.ts';
import { excludedPublicHolidaysBetween } from './public-holiday-exclusions.ts';

/** How far ahead the list of public holidays reaches. */
export const PUBLIC_HOLIDAY_LIST_DAYS = 366;
export const NOT_A_PUBLIC_HOLIDAY = 'Ši diena nėra Lietuvos valstybinė šventė.';
export const PUBLIC_HOLIDAY_PAST = 'Praėjusios šventės keisti nebegalima.';

/** The public holidays in [from, to], one per date (the first name when two fall together). */
export function publicHolidaysBetween(from: LocalDate, to: LocalDate): { date: string; name: string }[] {
  const seen = new Set<string>();
  const result: { date: string; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of lithuanianPublicHolidays(year)) {
      if (holiday.date < from || holiday.date > to || seen.has(holiday.date)) continue;
      seen.add(holiday.date);
      result.push(holiday);
    }
  }
  return result;
}

export async function comingPublicHolidays(
  db: DbOrTx,
  businessId: string,
  today: LocalDate,
): Promise<PublicHolidayState[]> {
  const last = addDays(today, PUBLIC_HOLIDAY_LIST_DAYS - 1);
  const excludedDates = new Set(
    await excludedPublicHolidaysBetween(db, { businessId, from: today, to: last }),
  );
  return publicHolidaysBetween(today, last).map((holiday) => ({
    ...holiday,
    excluded: excludedDates.has(holiday.date),
  }));
}

/** The public holiday on `date` (first name), or a 422 naming the field. */
function publicHolidayOrThrow(date: string): { date: string; name: string } {
  if (!isLocalDate(date))
    throw new AppError('invalid_input', 400, DATE_FORMAT_MESSAGE, { date: DATE_FORMAT_MESSAGE });
  const holiday = publicHolidayOn(date);
  if (!holiday)
    throw new AppError('not_public_holiday', 422, NOT_A_PUBLIC_HOLIDAY, { date: NOT_A_PUBLIC_HOLIDAY });
  return { date: holiday.date, name: holiday.name };
}

async function isExcluded(db: DbOrTx, businessId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: publicHolidayExclusion.id })
    .from(publicHolidayExclusion)
    .where(and(eq(publicHolidayExclusion.businessId, businessId), eq(publicHolidayExclusion.date, date)))
    .limit(1);
  return rows.length > 0;
}

/** A use case on one public holiday of a business. */
export interface PublicHolidayRequest {
  user: SessionUser | null;
  business: string;
  date: string;
  now: Date;
}

/** The public holiday to change, for someone who may change business-wide days; never one already past. */
async function changeablePublicHoliday(db: DbOrTx, { user, business, date, now }: PublicHolidayRequest) {
  const access = await businessAccess(db, user, business);
  assertCanEdit(access, null);
  const holiday = publicHolidayOrThrow(date);
  if (date < todayIn(access.business.timeZone, now))
    throw new AppError('public_holiday_past', 422, PUBLIC_HOLIDAY_PAST, { date: PUBLIC_HOLIDAY_PAST });
  return { access, holiday };
}

/** The held visits a public holiday leaves outside working time (every specialist's day). */
function strandedOn(db: DbOrTx, access: BusinessAccess, date: string, now: Date) {
  return strandedInRange(db, { access, range: { specialistId: null, from: date, to: date }, now });
}

export async function getPublicHoliday(
  db: DbOrTx,
  { user, business, date, now }: PublicHolidayRequest,
): Promise<PublicHolidayDetail> {
  const access = await businessAccess(db, user, business);
  const holiday = publicHolidayOrThrow(date);
  return {
    business: businessSummary(access.business),
    viewer: viewerOf(access),
    holiday: { ...holiday, excluded: await isExcluded(db, access.business.id, date) },
    strandedAppointments: await strandedOn(db, access, date, now),
  };
}

/** The business works on that public holiday. Repeating it changes nothing. */
export async function excludePublicHoliday(
  db: DbOrTx,
  request: PublicHolidayRequest,
): Promise<PublicHolidayResult> {
  const { access, holiday } = await changeablePublicHoliday(db, request);
  await db
    .insert(publicHolidayExclusion)
    .values({ businessId: access.business.id, date: holiday.date })
    .onConflictDoNothing();
  return { holiday: { ...holiday, excluded: true }, strandedAppointments: [] };
}

/** Undo: the public holiday is a day off again; visits booked for it are listed (never dropped). */
export async function undoPublicHolidayExclusion(
  db: DbOrTx,
  request: PublicHolidayRequest,
): Promise<PublicHolidayResult> {
  const { access, holiday } = await changeablePublicHoliday(db, request);
  await db
    .delete(publicHolidayExclusion)
    .where(
      and(
        eq(publicHolidayExclusion.businessId, access.business.id),
        eq(publicHolidayExclusion.date, holiday.date),
      ),
    );
  return {
    holiday: { ...holiday, excluded: false },
    strandedAppointments: await strandedOn(db, access, holiday.date, request.now),
  };
}

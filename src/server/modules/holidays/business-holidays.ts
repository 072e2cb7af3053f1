// Business holidays (laisvadieniai): days off of the whole business or of one specialist, as a range of
// up to 366 days. Creating or changing one answers with the held visits it leaves outside working time.
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
import type { LocalDate } from '../../../core/availability/types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { holiday } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type BusinessRequest, type RecordRequest } from '../schedules/schedule-access.ts';
import {
  changeDatedRecord,
  createDatedRecord,
  datedRecordDetail,
  datedRecordFields,
  datedRecordList,
  deleteDatedRecord,
  rangeColumns,
  type DraftRange,
} from '../schedules/dated-records.ts';
import { comingPublicHolidays } from './public-holidays.ts';

export const HOLIDAY_NOT_FOUND = 'Laisvadienis nerastas.';
export const INVALID_HOLIDAY_MESSAGE = 'Patikrinkite laisvadienio duomenis.';

type HolidayRow = typeof holiday.$inferSelect;

function toDto(row: HolidayRow, specialistName: string | null): BusinessHolidayDto {
  return { ...datedRecordFields(row, specialistName), name: row.name };
}

/** A checked holiday's columns (422 with fields when the range is not allowed). */
function holidayColumns({ range, today }: { range: DraftRange; today: LocalDate }, name: string) {
  const issues = dateRangeIssues(range, { today });
  if (Object.keys(issues).length > 0)
    throw new AppError('invalid_holiday', 422, INVALID_HOLIDAY_MESSAGE, issues);
  return { ...rangeColumns(range), name };
}

export async function listHolidays(db: DbOrTx, request: BusinessRequest): Promise<HolidayList> {
  const { access, header, records } = await datedRecordList(db, holiday, request);
  return {
    ...header,
    holidays: records.map(({ row, specialistName }) => toDto(row, specialistName)),
    publicHolidays: await comingPublicHolidays(db, access.business.id, header.today),
  };
}

const HOLIDAYS = { table: holiday, key: 'holiday', toDto, notFoundMessage: HOLIDAY_NOT_FOUND } as const;

export function getHoliday(db: DbOrTx, request: RecordRequest): Promise<HolidayDetail> {
  return datedRecordDetail(db, HOLIDAYS, request);
}

export function createHoliday(
  db: DbOrTx,
  { user, input, now }: { user: SessionUser | null; input: CreateHolidayInput; now: Date },
): Promise<HolidayResult> {
  return createDatedRecord(db, {
    kind: HOLIDAYS,
    user,
    input,
    now,
    columnsOf: (draft) => holidayColumns(draft, input.name),
  });
}

export function updateHoliday(
  db: DbOrTx,
  { input, ...request }: RecordRequest & { input: UpdateHolidayInput },
): Promise<HolidayResult> {
  return changeDatedRecord(db, {
    kind: HOLIDAYS,
    request,
    input,
    columnsOf: (draft) => holidayColumns(draft, input.name ?? draft.existing.name),
  });
}

/** Removing a day off only gives time back: nothing can be stranded by it. */
export async function deleteHoliday(
  db: DbOrTx,
  request: Omit<RecordRequest, 'now'>,
): Promise<{ success: true }> {
  await deleteDatedRecord(db, { table: holiday, request, notFoundMessage: HOLIDAY_NOT_FOUND });
  return { success: true };
}

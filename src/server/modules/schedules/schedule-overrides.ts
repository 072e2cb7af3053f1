// Schedule overrides (tvarkaraščio pakeitimai): for a date or a range of up to 366 days, for one specialist
// or the whole business, a day off or replacement working intervals. Every change answers with the held
// visits its range now leaves outside working time.
import type {
  CreateOverrideInput,
  OverrideDetail,
  OverrideList,
  OverrideResult,
  ScheduleOverrideDto,
  StrandedAppointment,
  UpdateOverrideInput,
  WallIntervalDto,
} from '../../../contracts/admin-schedules.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { LocalDate } from '../../../core/availability/types.ts';
import { dateRangeIssues } from '../../../core/schedules/date-range.ts';
import { intervalIssues, sortIntervals } from '../../../core/schedules/weekly-hours.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { scheduleOverride } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { strandedInRange, type BusinessRequest, type RecordRequest } from './schedule-access.ts';
import {
  changedRecordScope,
  datedRecordDetail,
  datedRecordList,
  newRange,
  newRecordScope,
  rangeColumns,
  rangeOf,
  insertDatedRecord,
  updateDatedRecord,
  datedRecordFields,
  deleteDatedRecord,
} from './dated-records.ts';

export const OVERRIDE_NOT_FOUND = 'Tvarkaraščio pakeitimas nerastas.';
export const INVALID_OVERRIDE_MESSAGE = 'Patikrinkite tvarkaraščio pakeitimo duomenis.';
export const NO_INTERVALS_MESSAGE =
  'Nurodykite bent vieną darbo laiko intervalą arba pažymėkite, kad tą dieną nedirbama.';

type OverrideRow = typeof scheduleOverride.$inferSelect;

function toDto(row: OverrideRow, specialistName: string | null): ScheduleOverrideDto {
  return {
    ...datedRecordFields(row, specialistName),
    closed: row.closed,
    intervals: row.closed ? [] : sortIntervals(row.intervals),
    note: row.note,
  };
}

interface OverrideDraft {
  specialistId: string | null;
  from: string;
  to: string;
  closed: boolean;
  intervals: WallIntervalDto[];
  note: string;
}

/** Rule checks of a whole override (422 with fields); returns what is stored. */
function validDraft(draft: OverrideDraft, today: LocalDate): OverrideDraft {
  const issues: Record<string, string> = { ...dateRangeIssues(draft, { today }) };
  if (!draft.closed) {
    if (draft.intervals.length === 0) issues.intervals = NO_INTERVALS_MESSAGE;
    else Object.assign(issues, intervalIssues(draft.intervals, 'intervals'));
  }
  if (Object.keys(issues).length > 0)
    throw new AppError('invalid_override', 422, INVALID_OVERRIDE_MESSAGE, issues);
  return { ...draft, intervals: draft.closed ? [] : sortIntervals(draft.intervals) };
}

/** A checked draft as the table's columns. */
function storedColumns(draft: OverrideDraft) {
  return {
    ...rangeColumns(draft),
    closed: draft.closed,
    intervals: draft.intervals,
    note: draft.note,
  };
}

export async function listOverrides(db: DbOrTx, request: BusinessRequest): Promise<OverrideList> {
  const { header, records } = await datedRecordList(db, scheduleOverride, request);
  return {
    ...header,
    overrides: records.map(({ row, specialistName }) => toDto(row, specialistName)),
  };
}

const OVERRIDES = {
  table: scheduleOverride,
  key: 'override',
  toDto,
  notFoundMessage: OVERRIDE_NOT_FOUND,
} as const;

export function getOverride(db: DbOrTx, request: RecordRequest): Promise<OverrideDetail> {
  return datedRecordDetail(db, OVERRIDES, request);
}

export async function createOverride(
  db: DbOrTx,
  { user, input, now }: { user: SessionUser | null; input: CreateOverrideInput; now: Date },
): Promise<OverrideResult> {
  const { access, specialistName } = await newRecordScope(db, {
    user,
    business: input.business,
    specialistId: input.specialistId,
  });
  const draft = validDraft(
    {
      ...newRange(input),
      closed: input.closed,
      intervals: input.intervals,
      note: input.note,
    },
    todayIn(access.business.timeZone, now),
  );
  const columns = storedColumns(draft);
  const { row, strandedAppointments } = await insertDatedRecord(db, {
    table: scheduleOverride,
    access,
    columns,
    now,
  });
  return { override: toDto(row, specialistName), strandedAppointments };
}

export async function updateOverride(
  db: DbOrTx,
  { input, now, ...request }: RecordRequest & { input: UpdateOverrideInput },
): Promise<OverrideResult> {
  const scope = await changedRecordScope(db, {
    table: scheduleOverride,
    request,
    notFoundMessage: OVERRIDE_NOT_FOUND,
    input,
  });
  const { existing, access } = scope;
  const draft = validDraft(
    {
      ...scope.range,
      closed: input.closed ?? existing.closed,
      intervals: input.intervals ?? existing.intervals,
      note: input.note ?? existing.note,
    },
    todayIn(access.business.timeZone, now),
  );
  const { row, strandedAppointments } = await updateDatedRecord(db, {
    table: scheduleOverride,
    access,
    id: existing.id,
    columns: storedColumns(draft),
    notFoundMessage: OVERRIDE_NOT_FOUND,
    now,
  });
  return { override: toDto(row, scope.specialistName), strandedAppointments };
}

export async function deleteOverride(
  db: DbOrTx,
  { now, ...request }: RecordRequest,
): Promise<{ strandedAppointments: StrandedAppointment[] }> {
  const { row, access } = await deleteDatedRecord(db, {
    table: scheduleOverride,
    request,
    notFoundMessage: OVERRIDE_NOT_FOUND,
  });
  // Without it the weekly hours apply again, which can be shorter than the override's.
  return {
    strandedAppointments: await strandedInRange(db, { access, range: rangeOf(row), now }),
  };
}

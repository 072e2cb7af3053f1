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
import type { DbOrTx } from '../../db/client.ts';
import { scheduleOverride } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { strandedInRange, type BusinessRequest, type RecordRequest } from './schedule-access.ts';
import {
  changeDatedRecord,
  createDatedRecord,
  datedRecordDetail,
  datedRecordFields,
  datedRecordList,
  deleteDatedRecord,
  rangeColumns,
  rangeOf,
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

export function createOverride(
  db: DbOrTx,
  { user, input, now }: { user: SessionUser | null; input: CreateOverrideInput; now: Date },
): Promise<OverrideResult> {
  return createDatedRecord(db, {
    kind: OVERRIDES,
    user,
    input,
    now,
    columnsOf: ({ range, today }) =>
      storedColumns(
        validDraft({ ...range, closed: input.closed, intervals: input.intervals, note: input.note }, today),
      ),
  });
}

export function updateOverride(
  db: DbOrTx,
  { input, ...request }: RecordRequest & { input: UpdateOverrideInput },
): Promise<OverrideResult> {
  return changeDatedRecord(db, {
    kind: OVERRIDES,
    request,
    input,
    columnsOf: ({ range, existing, today }) =>
      storedColumns(
        validDraft(
          {
            ...range,
            closed: input.closed ?? existing.closed,
            intervals: input.intervals ?? existing.intervals,
            note: input.note ?? existing.note,
          },
          today,
        ),
      ),
  });
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

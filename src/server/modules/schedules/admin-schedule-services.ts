// The web-services group `adminSchedules`: the same use cases as /api/admin (schedules, overrides, holidays,
// public-holiday exclusions) for page loaders and actions, with errors as values instead of throws.
import type { z } from 'zod';
import {
  createHolidaySchema,
  createOverrideSchema,
  saveScheduleSchema,
  updateHolidaySchema,
  updateOverrideSchema,
  type AdminResult,
  type AdminScheduleServices,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldErrors, INVALID_INPUT_MESSAGE } from '../../http/openapi.ts';
import {
  createHoliday,
  deleteHoliday,
  getHoliday,
  listHolidays,
  updateHoliday,
} from '../holidays/business-holidays.ts';
import {
  excludePublicHoliday,
  getPublicHoliday,
  undoPublicHolidayExclusion,
} from '../holidays/public-holidays.ts';
import {
  createOverride,
  deleteOverride,
  getOverride,
  listOverrides,
  updateOverride,
} from './schedule-overrides.ts';
import {
  deleteScheduleVersion,
  getSpecialistSchedule,
  listSchedules,
  saveSpecialistSchedule,
} from './weekly-schedules.ts';

async function result<T>(run: () => Promise<T>): Promise<AdminResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    }
    throw error;
  }
}

/** Pages pass what a form posted: the same schema as the API checks its shape first (400 with fields). */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const outcome = schema.safeParse(input);
  if (!outcome.success)
    throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE, fieldErrors(outcome.error.issues));
  return outcome.data;
}

export function createAdminScheduleServices(db: Database, now: () => Date): AdminScheduleServices {
  return {
    scheduleList: (user, business) => result(() => listSchedules(db, user, business, now())),
    specialistSchedule: (user, business, specialistId) =>
      result(() => getSpecialistSchedule(db, user, specialistId, now(), business)),
    saveSchedule: (user, business, specialistId, input) =>
      result(() =>
        saveSpecialistSchedule(
          db,
          user,
          specialistId,
          parsed(saveScheduleSchema, { ...input, business }),
          now(),
        ),
      ),
    deleteScheduleVersion: (user, business, specialistId, validFrom) =>
      result(() => deleteScheduleVersion(db, user, specialistId, validFrom, now(), business)),

    overrideList: (user, business) => result(() => listOverrides(db, user, business, now())),
    override: (user, business, id) => result(() => getOverride(db, user, id, now(), business)),
    createOverride: (user, input) =>
      result(() => createOverride(db, user, parsed(createOverrideSchema, input), now())),
    updateOverride: (user, business, id, input) =>
      result(() => updateOverride(db, user, id, parsed(updateOverrideSchema, input), now(), business)),
    deleteOverride: (user, business, id) => result(() => deleteOverride(db, user, id, now(), business)),

    holidayList: (user, business) => result(() => listHolidays(db, user, business, now())),
    holiday: (user, business, id) => result(() => getHoliday(db, user, id, now(), business)),
    createHoliday: (user, input) =>
      result(() => createHoliday(db, user, parsed(createHolidaySchema, input), now())),
    updateHoliday: (user, business, id, input) =>
      result(() => updateHoliday(db, user, id, parsed(updateHolidaySchema, input), now(), business)),
    deleteHoliday: (user, business, id) => result(() => deleteHoliday(db, user, id, business)),

    publicHoliday: (user, business, date) => result(() => getPublicHoliday(db, user, business, date, now())),
    excludePublicHoliday: (user, business, date) =>
      result(() => excludePublicHoliday(db, user, business, date, now())),
    undoPublicHolidayExclusion: (user, business, date) =>
      result(() => undoPublicHolidayExclusion(db, user, business, date, now())),
  };
}

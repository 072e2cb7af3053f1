// The web-services group `adminSchedules`: the same use cases as /api/admin (schedules, overrides, holidays,
// public-holiday exclusions) for page loaders and actions, with errors as values instead of throws.
import {
  createHolidaySchema,
  createOverrideSchema,
  saveScheduleSchema,
  updateHolidaySchema,
  updateOverrideSchema,
  type AdminScheduleServices,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
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

export function createAdminScheduleServices(db: Database, now: () => Date): AdminScheduleServices {
  return {
    scheduleList: (user, business) => pageResult(() => listSchedules(db, user, business, now())),
    specialistSchedule: (user, business, specialistId) =>
      pageResult(() => getSpecialistSchedule(db, user, specialistId, now(), business)),
    saveSchedule: (user, business, specialistId, input) =>
      pageResult(() =>
        saveSpecialistSchedule(
          db,
          user,
          specialistId,
          parsedInput(saveScheduleSchema, { ...input, business }),
          now(),
        ),
      ),
    deleteScheduleVersion: (user, business, specialistId, validFrom) =>
      pageResult(() => deleteScheduleVersion(db, user, specialistId, validFrom, now(), business)),

    overrideList: (user, business) => pageResult(() => listOverrides(db, user, business, now())),
    override: (user, business, id) => pageResult(() => getOverride(db, user, id, now(), business)),
    createOverride: (user, input) =>
      pageResult(() => createOverride(db, user, parsedInput(createOverrideSchema, input), now())),
    updateOverride: (user, business, id, input) =>
      pageResult(() =>
        updateOverride(db, user, id, parsedInput(updateOverrideSchema, input), now(), business),
      ),
    deleteOverride: (user, business, id) => pageResult(() => deleteOverride(db, user, id, now(), business)),

    holidayList: (user, business) => pageResult(() => listHolidays(db, user, business, now())),
    holiday: (user, business, id) => pageResult(() => getHoliday(db, user, id, now(), business)),
    createHoliday: (user, input) =>
      pageResult(() => createHoliday(db, user, parsedInput(createHolidaySchema, input), now())),
    updateHoliday: (user, business, id, input) =>
      pageResult(() => updateHoliday(db, user, id, parsedInput(updateHolidaySchema, input), now(), business)),
    deleteHoliday: (user, business, id) => pageResult(() => deleteHoliday(db, user, id, business)),

    publicHoliday: (user, business, date) =>
      pageResult(() => getPublicHoliday(db, user, business, date, now())),
    excludePublicHoliday: (user, business, date) =>
      pageResult(() => excludePublicHoliday(db, user, business, date, now())),
    undoPublicHolidayExclusion: (user, business, date) =>
      pageResult(() => undoPublicHolidayExclusion(db, user, business, date, now())),
  };
}

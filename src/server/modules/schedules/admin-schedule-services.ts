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
import type { SessionUser } from '../../../contracts/session-user.ts';
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
  const ofBusiness = (user: SessionUser | null, business: string) => ({ user, business, now: now() });
  const ofRecord = (user: SessionUser | null, business: string, id: string) => ({
    user,
    business,
    id,
    now: now(),
  });
  return {
    scheduleList: (user, business) => pageResult(() => listSchedules(db, ofBusiness(user, business))),
    specialistSchedule: (user, business, specialistId) =>
      pageResult(() => getSpecialistSchedule(db, ofRecord(user, business, specialistId))),
    saveSchedule: (user, business, specialistId, input) =>
      pageResult(() =>
        saveSpecialistSchedule(db, {
          ...ofRecord(user, business, specialistId),
          input: parsedInput(saveScheduleSchema, { ...input, business }),
        }),
      ),
    deleteScheduleVersion: (user, business, specialistId, validFrom) =>
      pageResult(() => deleteScheduleVersion(db, { ...ofRecord(user, business, specialistId), validFrom })),

    overrideList: (user, business) => pageResult(() => listOverrides(db, ofBusiness(user, business))),
    override: (user, business, id) => pageResult(() => getOverride(db, ofRecord(user, business, id))),
    createOverride: (user, input) =>
      pageResult(() =>
        createOverride(db, { user, input: parsedInput(createOverrideSchema, input), now: now() }),
      ),
    updateOverride: (user, business, id, input) =>
      pageResult(() =>
        updateOverride(db, {
          ...ofRecord(user, business, id),
          input: parsedInput(updateOverrideSchema, input),
        }),
      ),
    deleteOverride: (user, business, id) =>
      pageResult(() => deleteOverride(db, ofRecord(user, business, id))),

    holidayList: (user, business) => pageResult(() => listHolidays(db, ofBusiness(user, business))),
    holiday: (user, business, id) => pageResult(() => getHoliday(db, ofRecord(user, business, id))),
    createHoliday: (user, input) =>
      pageResult(() =>
        createHoliday(db, { user, input: parsedInput(createHolidaySchema, input), now: now() }),
      ),
    updateHoliday: (user, business, id, input) =>
      pageResult(() =>
        updateHoliday(db, {
          ...ofRecord(user, business, id),
          input: parsedInput(updateHolidaySchema, input),
        }),
      ),
    deleteHoliday: (user, business, id) => pageResult(() => deleteHoliday(db, { user, business, id })),

    publicHoliday: (user, business, date) =>
      pageResult(() => getPublicHoliday(db, { ...ofBusiness(user, business), date })),
    excludePublicHoliday: (user, business, date) =>
      pageResult(() => excludePublicHoliday(db, { ...ofBusiness(user, business), date })),
    undoPublicHolidayExclusion: (user, business, date) =>
      pageResult(() => undoPublicHolidayExclusion(db, { ...ofBusiness(user, business), date })),
  };
}

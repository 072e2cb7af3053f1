import { z } from './zod.ts';
import {
  SPECIALIST_ID_MESSAGE,
  businessNameFields,
  businessRefSchema,
  idNameSchema,
} from './shared-schemas.ts';
import { HELD_STATUSES } from '../core/appointments/status-machine.ts';
import { MAX_INTERVALS_PER_DAY, WALL_TIME_MESSAGE } from '../core/schedules/weekly-hours.ts';
import type { ApiErrorCode } from './api-error.ts';
import { localDateSchema } from './local-date.ts';
import type { SessionUser } from './session-user.ts';

// Admin: weekly schedules, schedule overrides (tvarkaraščio pakeitimai), business holidays (laisvadieniai)
// and public-holiday exclusions (istraukti). Shared by the API, page loaders/actions and the browser.
//
// Shape errors (a time that is not HH:MM, a date that is not YYYY-MM-DD) answer 400 from these schemas;
// rule errors (an end before its start, overlapping intervals, a range too long, a date that is not a public
// holiday) answer 422 from the services, both with Lithuanian `fields`.

const NOTE_MAX = 500;
const NAME_MAX = 100;

export const wallTimeSchema = z
  .string({ error: WALL_TIME_MESSAGE })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, WALL_TIME_MESSAGE);

export const wallIntervalSchema = z.object({ start: wallTimeSchema, end: wallTimeSchema });
export type WallIntervalDto = z.infer<typeof wallIntervalSchema>;

const dayIntervals = z
  .array(wallIntervalSchema)
  .max(MAX_INTERVALS_PER_DAY, `Vienai dienai galima nurodyti daugiausia ${MAX_INTERVALS_PER_DAY} intervalų.`)
  .optional();

/** ISO weekday ('1' = Monday … '7' = Sunday) → working intervals; a missing or empty day is a day off. */
export const weeklyDaysSchema = z.strictObject(
  {
    '1': dayIntervals,
    '2': dayIntervals,
    '3': dayIntervals,
    '4': dayIntervals,
    '5': dayIntervals,
    '6': dayIntervals,
    '7': dayIntervals,
  },
  { error: 'Savaitės dienos turi būti nuo 1 (pirmadienis) iki 7 (sekmadienis).' },
);
export type WeeklyDaysDto = z.infer<typeof weeklyDaysSchema>;

// Form posts carry everything as text: JSON for structured fields, 'true'/'on' for checkboxes, '' for none.
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const formBoolean = (value: unknown) =>
  typeof value === 'string' ? ['true', 'on', '1', 'taip'].includes(value.trim().toLowerCase()) : value;
const emptyToNull = (value: unknown) => (value === '' || value === 'null' ? null : value);
const uuidOrNull = (message: string) => z.preprocess(emptyToNull, z.uuid({ error: message }).nullable());

// ---------------------------------------------------------------- shared pieces

export const businessSummarySchema = z.object({
  ...businessNameFields,
  timeZone: z.string(),
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

/** A user's role in a business. */
export const adminRoleSchema = z.enum(['owner', 'admin', 'specialist', 'operator']);

/** Who looks at the page: a specialist may manage only their own schedule, overrides and holidays. */
export const viewerSchema = z.object({
  role: adminRoleSchema,
  /** The viewer's own specialist record (role `specialist`); else null. */
  ownSpecialistId: z.string().nullable(),
  /** Owner, admin, operator: may manage business-wide holidays and overrides and everyone's schedule. */
  managesBusiness: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const specialistOptionSchema = idNameSchema.extend({ title: z.string(), active: z.boolean() });
export type SpecialistOption = z.infer<typeof specialistOptionSchema>;

/** A held visit that a holiday, override or schedule change leaves outside working time. */
export const strandedAppointmentSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  clientName: z.string(),
  serviceName: z.string(),
  specialistId: z.string(),
  specialistName: z.string(),
  status: z.enum(HELD_STATUSES),
});
export type StrandedAppointment = z.infer<typeof strandedAppointmentSchema>;
export const strandedListSchema = z.array(strandedAppointmentSchema);

/** A page's or a change's answer that also names the held visits it leaves outside working time. */
const withStranded = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, strandedAppointments: strandedListSchema });

/** What every page of this group opens with. */
const pageHead = { business: businessSummarySchema, viewer: viewerSchema };
/** A list page: also today (in the business's time zone) and the specialists to filter by. */
const listHead = { ...pageHead, today: z.string(), specialists: z.array(specialistOptionSchema) };

/** A dated record of one specialist, or of the whole business when `specialistId` is null. */
const datedRecordFields = {
  id: z.string(),
  specialistId: z.string().nullable(),
  specialistName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
};

// ---------------------------------------------------------------- weekly schedules

export const scheduleVersionSchema = z.object({ validFrom: z.string(), days: weeklyDaysSchema });
export type ScheduleVersion = z.infer<typeof scheduleVersionSchema>;

/** `?business=` naming the business (id, slug or `_`) of a list or a public holiday. */
export const businessQuerySchema = z.object({ business: businessRefSchema });
/** `?business=` a record's page names; when given, the record must belong to it. */
export const namedBusinessQuerySchema = z.object({ business: businessRefSchema.optional() });

export const scheduleListSchema = z.object({
  ...listHead,
  specialists: z.array(
    specialistOptionSchema.extend({
      /** The hours in force today (null: no schedule yet). */
      current: scheduleVersionSchema.nullable(),
      /** The first later version, if one is planned. */
      next: scheduleVersionSchema.nullable(),
    }),
  ),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const specialistScheduleSchema = z.object({
  ...pageHead,
  today: z.string(),
  specialist: specialistOptionSchema,
  /** The version in force today; null when the specialist has none (does not work). */
  current: scheduleVersionSchema.nullable(),
  /** Versions that start after today, earliest first. */
  upcoming: z.array(scheduleVersionSchema),
});
export type SpecialistSchedule = z.infer<typeof specialistScheduleSchema>;

/** One specialist's schedule as its page opens: also their upcoming held visits outside working time. */
export const specialistScheduleDetailSchema = specialistScheduleSchema.extend({
  strandedAppointments: strandedListSchema,
});
export type SpecialistScheduleDetail = z.infer<typeof specialistScheduleDetailSchema>;

/**
 * PUT a specialist's weekly hours. They apply from `validFrom` (default: today in the business's time zone,
 * never earlier): a version starting that day is replaced, otherwise a new version is added, so past days
 * keep the hours they had and versions planned later stay in force from their own dates.
 */
export const saveScheduleSchema = z.object({
  business: businessRefSchema.optional(),
  validFrom: z.preprocess(emptyToNull, localDateSchema.nullable()).optional(),
  days: z.preprocess(fromJsonText, weeklyDaysSchema),
});
export type SaveScheduleInput = z.infer<typeof saveScheduleSchema>;

export const saveScheduleResultSchema = withStranded({ schedule: specialistScheduleSchema });
export type SaveScheduleResult = z.infer<typeof saveScheduleResultSchema>;

// ---------------------------------------------------------------- schedule overrides

export const scheduleOverrideSchema = z.object({
  ...datedRecordFields,
  closed: z.boolean(),
  intervals: z.array(wallIntervalSchema),
  note: z.string(),
});
export type ScheduleOverrideDto = z.infer<typeof scheduleOverrideSchema>;

export const overrideListSchema = z.object({
  ...listHead,
  /** Overrides that have not ended yet, soonest first. */
  overrides: z.array(scheduleOverrideSchema),
});
export type OverrideList = z.infer<typeof overrideListSchema>;

/** The fields a PATCH may change; creating also fills the ones left out. */
const overrideFields = {
  /** null or '' = the whole business (every specialist). */
  specialistId: uuidOrNull(SPECIALIST_ID_MESSAGE),
  from: localDateSchema,
  /** Inclusive; defaults to `from` (one day). */
  to: z.preprocess(emptyToNull, localDateSchema.nullable()).optional(),
  closed: z.preprocess(formBoolean, z.boolean({ error: 'Nurodykite, ar tą dieną nedirbama.' })),
  intervals: z.preprocess(fromJsonText, z.array(wallIntervalSchema).max(MAX_INTERVALS_PER_DAY)),
  note: z.string().trim().max(NOTE_MAX, `Pastaba per ilga: daugiausia ${NOTE_MAX} simbolių.`),
};

export const createOverrideSchema = z.object({
  business: businessRefSchema,
  ...overrideFields,
  /** true: a day off; false (or left out, like an unticked checkbox): work the replacement `intervals`. */
  closed: z.preprocess((value) => (value === undefined ? false : value), overrideFields.closed),
  intervals: overrideFields.intervals.default([]),
  note: overrideFields.note.default(''),
});
export type CreateOverrideInput = z.infer<typeof createOverrideSchema>;
/** PATCH: any of the fields; the merged override is validated as a whole. */
export const updateOverrideSchema = z.object(overrideFields).partial();
export type UpdateOverrideInput = z.infer<typeof updateOverrideSchema>;

/** Also the held visits in its range that are outside working time (Paveikti vizitai). */
export const overrideDetailSchema = withStranded({ ...pageHead, override: scheduleOverrideSchema });
export type OverrideDetail = z.infer<typeof overrideDetailSchema>;

export const overrideResultSchema = withStranded({ override: scheduleOverrideSchema });
export type OverrideResult = z.infer<typeof overrideResultSchema>;

// ---------------------------------------------------------------- business holidays and public holidays

export const businessHolidaySchema = z.object({
  ...datedRecordFields,
  name: z.string(),
});
export type BusinessHolidayDto = z.infer<typeof businessHolidaySchema>;

export const publicHolidayStateSchema = z.object({
  date: z.string(),
  name: z.string(),
  /** true: the business works that day (istraukta); false: a day off (poilsio diena). */
  excluded: z.boolean(),
});
export type PublicHolidayState = z.infer<typeof publicHolidayStateSchema>;

export const holidayListSchema = z.object({
  ...listHead,
  /** Business holidays that have not ended yet, soonest first. */
  holidays: z.array(businessHolidaySchema),
  /** Lithuania's public holidays of the coming twelve months, with the business's choice. */
  publicHolidays: z.array(publicHolidayStateSchema),
});
export type HolidayList = z.infer<typeof holidayListSchema>;

const holidayName = z
  .string({ error: 'Įveskite laisvadienio pavadinimą.' })
  .trim()
  .min(1, 'Įveskite laisvadienio pavadinimą.')
  .max(NAME_MAX, `Pavadinimas per ilgas: daugiausia ${NAME_MAX} simbolių.`);

const holidayFields = {
  specialistId: uuidOrNull(SPECIALIST_ID_MESSAGE),
  from: localDateSchema,
  to: z.preprocess(emptyToNull, localDateSchema.nullable()).optional(),
  name: holidayName,
};

export const createHolidaySchema = z.object({ business: businessRefSchema, ...holidayFields });
export type CreateHolidayInput = z.infer<typeof createHolidaySchema>;

export const updateHolidaySchema = z.object(holidayFields).partial();
export type UpdateHolidayInput = z.infer<typeof updateHolidaySchema>;

export const holidayDetailSchema = withStranded({ ...pageHead, holiday: businessHolidaySchema });
export type HolidayDetail = z.infer<typeof holidayDetailSchema>;

export const holidayResultSchema = withStranded({ holiday: businessHolidaySchema });
export type HolidayResult = z.infer<typeof holidayResultSchema>;

/** Also the held visits on that day (they are stranded while the day is off). */
export const publicHolidayDetailSchema = withStranded({ ...pageHead, holiday: publicHolidayStateSchema });
export type PublicHolidayDetail = z.infer<typeof publicHolidayDetailSchema>;

/** After an undo, also the visits booked for that day (the day is off again). */
export const publicHolidayResultSchema = withStranded({ holiday: publicHolidayStateSchema });
export type PublicHolidayResult = z.infer<typeof publicHolidayResultSchema>;

// ---------------------------------------------------------------- what page loaders and actions may call

/** A service answer for pages: the value, or the API's error (status, machine code, Lithuanian message, fields). */
export type AdminResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: ApiErrorCode; message: string; fields?: Record<string, string> };

/** A page loader's or action's call: the signed-in user (null → 401), then the call's own arguments. */
export type AdminCall<Args extends unknown[], T> = (
  user: AdminUser,
  ...args: Args
) => Promise<AdminResult<T>>;
/** A call about one business, named by id, slug or `_`, then the call's own arguments. */
export type BusinessCall<Args extends unknown[], T> = AdminCall<[business: string, ...args: Args], T>;

/**
 * Web-services group `adminSchedules`. Every call takes the signed-in user (null → 401) and checks their
 * access exactly like the API; `business` is an id, slug or `_`, and item calls refuse (404) an item of
 * another business than the one named.
 */
export interface AdminScheduleServices {
  scheduleList: BusinessCall<[], ScheduleList>;
  specialistSchedule: BusinessCall<[specialistId: string], SpecialistScheduleDetail>;
  saveSchedule: BusinessCall<[specialistId: string, input: SaveScheduleInput], SaveScheduleResult>;
  deleteScheduleVersion: BusinessCall<[specialistId: string, validFrom: string], SaveScheduleResult>;

  overrideList: BusinessCall<[], OverrideList>;
  override: BusinessCall<[id: string], OverrideDetail>;
  createOverride: AdminCall<[input: CreateOverrideInput], OverrideResult>;
  updateOverride: BusinessCall<[id: string, input: UpdateOverrideInput], OverrideResult>;
  deleteOverride: BusinessCall<[id: string], { strandedAppointments: StrandedAppointment[] }>;

  holidayList: BusinessCall<[], HolidayList>;
  holiday: BusinessCall<[id: string], HolidayDetail>;
  createHoliday: AdminCall<[input: CreateHolidayInput], HolidayResult>;
  updateHoliday: BusinessCall<[id: string, input: UpdateHolidayInput], HolidayResult>;
  deleteHoliday: BusinessCall<[id: string], { success: true }>;

  publicHoliday: BusinessCall<[date: string], PublicHolidayDetail>;
  excludePublicHoliday: BusinessCall<[date: string], PublicHolidayResult>;
  undoPublicHolidayExclusion: BusinessCall<[date: string], PublicHolidayResult>;
}

/** The signed-in user as the load context carries it (null = anonymous). */
export type AdminUser = SessionUser | null;

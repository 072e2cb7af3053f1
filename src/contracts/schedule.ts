import { z } from './zod.ts';
import {
  businessRefSchema,
  idNameSchema,
  serviceIdSchema,
  serviceSummarySchema,
  specialistIdSchema,
} from './shared-schemas.ts';
import { localDateSchema } from './local-date.ts';

// Public schedule: what the booking calendar shows.

export const scheduleQuerySchema = z.object({
  business: businessRefSchema,
  service: serviceIdSchema,
  specialist: specialistIdSchema.optional(),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const calendarOptionsSchema = z.object({
  timeZone: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  slotStepMinutes: z.number().int(),
  leadTimeMinutes: z.number().int(),
  cancellationCutoffHours: z.number().int(),
  requiresConfirmation: z.boolean(),
  /** Booking online needs a phone number on the client's account (the flow asks for it first). */
  requiresPhoneNumber: z.boolean(),
  service: serviceSummarySchema,
  specialists: z.array(idNameSchema),
  /** Public holidays in [firstDate, lastDate] the business works on (excluded), `YYYY-MM-DD`. */
  excludedPublicHolidays: z.array(z.string()),
});
export type CalendarOptions = z.infer<typeof calendarOptionsSchema>;

/** The longest range one available-dates request may ask about (two months of a calendar view). */
export const MAX_AVAILABLE_DATES_RANGE_DAYS = 62;

const daysFromTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The signed-in client's visit being moved (its id): its own time counts as free, so it can move to an
 * overlapping time. Another person's visit, or none, changes nothing.
 */
const movingVisitSchema = z.uuid({ error: 'Neteisingas vizito identifikatorius.' }).optional();

export const availableDatesQuerySchema = scheduleQuerySchema
  .extend({ from: localDateSchema, to: localDateSchema, visit: movingVisitSchema })
  .refine((q) => q.from <= q.to, {
    message: 'Laikotarpio pradžia turi būti ne vėlesnė už pabaigą.',
    path: ['to'],
  })
  .refine((q) => q.from > q.to || daysFromTo(q.from, q.to) < MAX_AVAILABLE_DATES_RANGE_DAYS, {
    message: `Laikotarpis per ilgas – daugiausia ${MAX_AVAILABLE_DATES_RANGE_DAYS} dienos.`,
    path: ['to'],
  });
export type AvailableDatesQuery = z.infer<typeof availableDatesQuerySchema>;
export const availableDatesSchema = z.object({ dates: z.array(z.string()) });
export type AvailableDates = z.infer<typeof availableDatesSchema>;

export const availableTimeSlotsQuerySchema = scheduleQuerySchema.extend({
  date: localDateSchema,
  visit: movingVisitSchema,
});
export type AvailableTimeSlotsQuery = z.infer<typeof availableTimeSlotsQuerySchema>;
export const timeSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  specialistId: z.string(),
  label: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const availableTimeSlotsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(timeSlotSchema),
});
export type AvailableTimeSlots = z.infer<typeof availableTimeSlotsSchema>;

// `service` is optional here: without it, the specialist overrides of every active specialist count.
export const overrideQuerySchema = scheduleQuerySchema
  .partial({ service: true })
  .extend({ date: localDateSchema });
export type OverrideQuery = z.infer<typeof overrideQuerySchema>;
export const wallIntervalSchema = z.object({ start: z.string(), end: z.string() });
export const dateOverrideSchema = z.object({
  date: z.string(),
  holiday: z.object({ name: z.string(), public: z.boolean() }).nullable(),
  overrides: z.array(
    z.object({
      specialistId: z.string().nullable(),
      closed: z.boolean(),
      intervals: z.array(wallIntervalSchema),
    }),
  ),
});
export type DateOverride = z.infer<typeof dateOverrideSchema>;

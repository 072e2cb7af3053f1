import { z } from './zod.ts';
import {
  businessRefSchema,
  idNameSchema,
  serviceIdSchema,
  serviceSummarySchema,
  specialistIdSchema,
} from './shared-schemas.ts';
import { localDateSchema } from './local-date.ts';
import { visitServiceListSchema } from './visit-services.ts';

// Public schedule: what the booking calendar shows.

const SERVICE_QUERY_MESSAGE = 'Nurodykite paslaugą (service) arba kelias paslaugas (services).';

/** A service (`service`), or several performed back to back in one visit (`services=id,id`). */
const scheduleQueryShape = z.object({
  business: businessRefSchema,
  service: serviceIdSchema.optional(),
  services: visitServiceListSchema.optional(),
  specialist: specialistIdSchema.optional(),
});

function oneServiceChoice(query: { service?: string | undefined; services?: string[] | undefined }) {
  return (query.service === undefined) !== (query.services === undefined);
}
const serviceChoiceIssue = { message: SERVICE_QUERY_MESSAGE, path: ['service'] };

export const scheduleQuerySchema = scheduleQueryShape.refine(oneServiceChoice, serviceChoiceIssue);
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** What the schedule is about: the first (or only) service, and all of a visit's several when asked. */
export function scheduleTargetOf<Q extends ScheduleQuery>(
  query: Q,
): Omit<Q, 'service' | 'services'> & { service: string; services?: string[] | undefined } {
  const { service, services, ...rest } = query;
  return { ...rest, service: services?.[0] ?? service ?? '', services };
}

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
  /** The service; for a visit of several, the whole visit (names joined, total length and price). */
  service: serviceSummarySchema,
  /** A visit of several services: each one, in order; absent for one service (the answer is then as before). */
  services: z.array(serviceSummarySchema).optional(),
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

export const availableDatesQuerySchema = scheduleQueryShape
  .extend({ from: localDateSchema, to: localDateSchema, visit: movingVisitSchema })
  .refine(oneServiceChoice, serviceChoiceIssue)
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

export const availableTimeSlotsQuerySchema = scheduleQueryShape
  .extend({ date: localDateSchema, visit: movingVisitSchema })
  .refine(oneServiceChoice, serviceChoiceIssue);
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
export const overrideQuerySchema = scheduleQueryShape
  .omit({ services: true })
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

import { z } from './zod.ts';
import {
  businessRefSchema,
  chosenServiceIdSchema,
  idNameSchema,
  specialistIdSchema,
} from './shared-schemas.ts';
import { visitServiceListSchema } from './visit-services.ts';
import { APPOINTMENT_STATUSES } from '../core/appointments/status-machine.ts';
import { calendarInstant } from './local-date.ts';
import { booleanField } from './admin-fields.ts';
import type {
  AvailableDates,
  AvailableDatesQuery,
  AvailableTimeSlots,
  AvailableTimeSlotsQuery,
  CalendarOptions,
  ScheduleQuery,
} from './schedule.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

// Booking and the client's visits.

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  status: appointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  business: z.object({
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
  }),
  service: idNameSchema,
  specialist: idNameSchema,
  priceCents: z.number().int(),
  durationMinutes: z.number().int(),
  note: z.string(),
  /** Until when the client may still cancel online (business cutoff). */
  cancellableUntil: z.string(),
  /** Whether the client may cancel it online right now (held status and before the cutoff). */
  canCancel: z.boolean(),
  declineReason: z.string().nullable(),
  /** The business's time zone, in which `start`/`end` are written. */
  timeZone: z.string(),
  /** Shared by the services of one visit booked together; null for a visit of one service. */
  groupId: z.string().nullable(),
  /**
   * A visit of several services: each service's own part, in order (the visit's `start`/`end`, price and
   * length then cover them all). Empty for a visit of one service.
   */
  parts: z.array(
    z.object({
      id: z.string(),
      service: idNameSchema,
      start: z.string(),
      end: z.string(),
      priceCents: z.number().int(),
      durationMinutes: z.number().int(),
    }),
  ),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export type AppointmentPart = Appointment['parts'][number];

export const SERVICE_OR_SERVICES_MESSAGE = 'Pasirinkite paslaugą.';

/** One service (`service`), or several performed back to back in one visit (`services`, 2–4). */
export const createAppointmentSchema = z
  .object({
    business: businessRefSchema,
    service: chosenServiceIdSchema.optional(),
    services: visitServiceListSchema.optional(),
    specialist: specialistIdSchema.optional(),
    start: calendarInstant('Pasirinkite vizito laiką.'),
    note: z.string().trim().max(1000, 'Pastaba per ilga (daugiausia 1000 simbolių).').optional(),
    /**
     * The confirm step's unticked "Sutinku gauti … pasiūlymus" box: true records the client's consent to this
     * salon's offers and rebook nudges with the booking; false or absent changes no consent.
     */
    marketingConsent: booleanField.optional(),
  })
  .refine((input) => (input.service === undefined) !== (input.services === undefined), {
    message: SERVICE_OR_SERVICES_MESSAGE,
    path: ['service'],
  });
export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;

/** The services a booking asks for, in order: one, or the visit's several. */
export function bookedServiceIds(input: Pick<CreateAppointmentInput, 'service' | 'services'>): string[] {
  return input.services ?? (input.service === undefined ? [] : [input.service]);
}

/** The business takes online bookings only from clients who left a phone number. */
export const PHONE_REQUIRED_MESSAGE = 'Šis salonas registruoja tik klientus, nurodžiusius telefono numerį.';
/** A booking waits for a confirmed address, so nobody books under someone else's. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Prieš registruodamiesi vizitui patvirtinkite el. pašto adresą: įveskite kodą iš mūsų laiško.';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * `Idempotency-Key` on a booking: any text up to 100 characters, one per booking attempt; a repeat with the
 * same key and body gets the first answer again and books nothing.
 */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key negali būti tuščias.')
    .max(
      IDEMPOTENCY_KEY_MAX_LENGTH,
      `Idempotency-Key per ilgas (daugiausia ${IDEMPOTENCY_KEY_MAX_LENGTH} simbolių).`,
    )
    .optional(),
});

export const declineAppointmentSchema = z.object({
  id: z.uuid({ error: 'Neteisingas vizito identifikatorius.' }),
  reason: z.string().trim().max(500, 'Priežastis per ilga (daugiausia 500 simbolių).').optional(),
});

export type DeclineAppointmentInput = z.infer<typeof declineAppointmentSchema>;

/** A client moves their own visit: a start the calendar offers, with its specialist or (absent) the same one. */
export const moveAppointmentSchema = z.object({
  start: calendarInstant('Pasirinkite naują vizito laiką.'),
  specialist: specialistIdSchema.optional(),
});
export type MoveAppointmentInput = z.infer<typeof moveAppointmentSchema>;

export const APPOINTMENT_SCOPES = ['upcoming', 'past'] as const;
export type AppointmentScope = (typeof APPOINTMENT_SCOPES)[number];
export const appointmentListQuerySchema = z.object({
  scope: z
    .enum(APPOINTMENT_SCOPES, { error: 'Rodinys turi būti „upcoming“ arba „past“.' })
    .default('upcoming'),
});
export const appointmentListSchema = z.object({ items: z.array(appointmentSchema) });

/** What page loaders may ask of booking (web-services group `booking`); null = not found / not bookable. */
export interface BookingServices {
  calendarOptions(query: ScheduleQuery): Promise<CalendarOptions | null>;
  availableDates(query: AvailableDatesQuery): Promise<AvailableDates | null>;
  availableTimeSlots(query: AvailableTimeSlotsQuery): Promise<AvailableTimeSlots | null>;
  /** Upcoming: held visits that have not ended, soonest first; past: everything else, latest first. */
  myAppointments(userId: string, scope: AppointmentScope): Promise<Appointment[]>;
  /** One of the user's own appointments (another user's → null). */
  appointmentForUser(userId: string, appointmentId: string): Promise<Appointment | null>;
  /** The client cancels their own visit (`declineAppointmentSchema`); another client's visit is a 404. */
  cancelByClient(user: SessionUser, input: unknown): Promise<AdminResult<Appointment>>;
  /** The client moves their own visit `id` (`moveAppointmentSchema`); another client's visit is a 404. */
  moveByClient(user: SessionUser, id: string, input: unknown): Promise<AdminResult<Appointment>>;
}

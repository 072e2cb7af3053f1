import { z } from 'zod';
import { businessNameFields, idNameSchema, pageNumberSchema, pageOf } from './shared-schemas.ts';
import { localDateSchema } from './local-date.ts';
import { APPOINTMENT_STATUSES } from '../core/appointments/status-machine.ts';
import { createClientCardInputSchema } from './client-cards.ts';
import {
  adminRoleSchema,
  businessSummarySchema,
  specialistOptionSchema,
  viewerSchema,
  type AdminCall,
  type AdminUser,
  type BusinessCall,
  type BusinessSummary,
  type Viewer,
} from './admin-schedules.ts';

// Admin appointments and the calendar: the list, one visit, creating one for a
// client, changing it (status, time, specialist, service, length, the business's note) and the calendar's
// data and live events. Shared by the API, page loaders/actions and the browser.

export const ADMIN_APPOINTMENTS_PAGE_SIZE = 25;
/** The calendar asks for at most this many days at once (a week view plus a margin). */
export const CALENDAR_MAX_DAYS = 14;
const BUSINESS_MESSAGE = 'Nurodykite verslą.';
const NOTE_MAX = 2000;
const REASON_MAX = 500;

export const adminAppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AdminAppointmentStatus = z.infer<typeof adminAppointmentStatusSchema>;

const businessRef = z
  .string({ error: BUSINESS_MESSAGE })
  .trim()
  .min(1, BUSINESS_MESSAGE)
  .max(80, BUSINESS_MESSAGE);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalUuid = (message: string) =>
  z.preprocess(emptyToUndefined, z.uuid({ error: message }).optional());
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const formBoolean = (value: unknown) =>
  typeof value === 'string' ? ['true', 'on', '1', 'taip'].includes(value.trim().toLowerCase()) : value;

// ---------------------------------------------------------------- one visit as the business sees it

export const adminAppointmentClientSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The business's client card; null only for very old online bookings without one. */
  cardId: z.string().nullable(),
  /** Whether the client has an account (gets in-app notifications). */
  hasAccount: z.boolean(),
});
export type AdminAppointmentClient = z.infer<typeof adminAppointmentClientSchema>;

export const adminAppointmentSchema = z.object({
  id: z.string(),
  status: adminAppointmentStatusSchema,
  source: z.enum(['online', 'admin']),
  /** ISO instants with the business's offset. */
  start: z.string(),
  end: z.string(),
  /** End plus the service's buffer: until when the specialist is held. */
  blockedUntil: z.string(),
  business: z.object({ slug: z.string(), name: z.string() }),
  service: idNameSchema,
  specialist: idNameSchema,
  priceCents: z.number().int(),
  durationMinutes: z.number().int(),
  /** The client's note (written when booking). */
  note: z.string(),
  /** The business's own note, never shown to the client (`GET …/note`, `PATCH { note }`). */
  businessNote: z.string(),
  declineReason: z.string().nullable(),
  client: adminAppointmentClientSchema,
  createdAt: z.string(),
  timeZone: z.string(),
  /** The statuses the business may set right now (the allowed transitions; completed/no-show after the end). */
  nextStatuses: z.array(adminAppointmentStatusSchema),
  /** Whether its time, specialist or service may still change (pending or confirmed). */
  editable: z.boolean(),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

// ---------------------------------------------------------------- the list

const statusFilter = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(adminAppointmentStatusSchema, { error: 'Nežinoma vizito būsena.' }).optional(),
);

export const adminAppointmentListQuerySchema = z.object({
  business: businessRef,
  /** Local dates (inclusive) in the business's time zone; both optional. */
  from: z.preprocess(emptyToUndefined, localDateSchema.optional()),
  to: z.preprocess(emptyToUndefined, localDateSchema.optional()),
  /** One status or several separated by commas. */
  status: statusFilter,
  specialist: optionalUuid('Neteisingas specialisto identifikatorius.'),
  /** Client name, phone or e-mail. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Paieškos tekstas per ilgas.').optional()),
  page: z.preprocess(emptyToUndefined, pageNumberSchema),
  /** `asc` (default when a period is given) or `desc`. */
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).optional()),
});
export type AdminAppointmentListQuery = z.infer<typeof adminAppointmentListQuerySchema>;

export const statusCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  completed: z.number().int(),
  no_show: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const adminAppointmentListSchema = pageOf(adminAppointmentSchema).extend({
  /** Per status, for the same filters except the status itself. */
  counts: statusCountsSchema,
});
export type AdminAppointmentList = z.infer<typeof adminAppointmentListSchema>;

// ---------------------------------------------------------------- changing one

export const updateAppointmentSchema = z
  .object({
    status: adminAppointmentStatusSchema.optional(),
    start: instant('Neteisingas vizito laikas.').optional(),
    specialistId: z.uuid({ error: 'Neteisingas specialisto identifikatorius.' }).optional(),
    serviceId: z.uuid({ error: 'Neteisinga paslauga.' }).optional(),
    /** Length in minutes (resizing in the calendar); a new service without it takes that service's length. */
    durationMinutes: z
      .number({ error: 'Trukmė turi būti skaičius minutėmis.' })
      .int('Trukmė turi būti sveikas minučių skaičius.')
      .min(5, 'Vizitas turi trukti bent 5 minutes.')
      .max(12 * 60, 'Vizitas negali trukti ilgiau nei 12 valandų.')
      .optional(),
    /** The business's note. */
    note: z.string().max(NOTE_MAX, `Pastaba per ilga (daugiausia ${NOTE_MAX} simbolių).`).optional(),
    /** Required when declining. */
    declineReason: z
      .string()
      .trim()
      .max(REASON_MAX, `Priežastis per ilga (daugiausia ${REASON_MAX} simbolių).`)
      .optional(),
    /** Place the visit outside the specialist's working time on purpose (it still may not overlap). */
    allowOutsideHours: z.boolean().optional(),
  })
  .strict();
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

export const appointmentResultSchema = z.object({ appointment: adminAppointmentSchema });
export const appointmentNoteSchema = z.object({ note: z.string() });

// ---------------------------------------------------------------- creating one

const newClientSchema = createClientCardInputSchema.pick({ name: true, phone: true, email: true });

export const createAdminAppointmentSchema = z.preprocess(
  (value) => {
    // Form posts carry the new client flat (clientName, clientPhone, clientEmail).
    if (typeof value !== 'object' || value === null) return value;
    const input = { ...(value as Record<string, unknown>) };
    if (
      input.client === undefined &&
      typeof input.clientName === 'string' &&
      input.clientName.trim() !== ''
    ) {
      input.client = { name: input.clientName, phone: input.clientPhone, email: input.clientEmail };
    }
    delete input.clientName;
    delete input.clientPhone;
    delete input.clientEmail;
    if (input.clientCardId === '') delete input.clientCardId;
    input.allowOutsideHours = formBoolean(input.allowOutsideHours);
    if (input.allowOutsideHours === undefined || input.allowOutsideHours === '')
      delete input.allowOutsideHours;
    return input;
  },
  z
    .object({
      business: businessRef,
      /** An existing client card of the business… */
      clientCardId: z.uuid({ error: 'Pasirinkite klientą.' }).optional(),
      /** …or a new client (a card without an account is made). */
      client: newClientSchema.optional(),
      serviceId: z.uuid({ error: 'Pasirinkite paslaugą.' }),
      specialistId: z.uuid({ error: 'Pasirinkite specialistą.' }),
      start: instant('Pasirinkite vizito laiką.'),
      /** The business's note. */
      note: z.string().max(NOTE_MAX, `Pastaba per ilga (daugiausia ${NOTE_MAX} simbolių).`).optional(),
      allowOutsideHours: z.boolean().optional(),
    })
    .refine((input) => input.clientCardId !== undefined || input.client !== undefined, {
      message: 'Pasirinkite klientą arba įveskite naujo kliento vardą.',
      path: ['clientCardId'],
    }),
);
export type CreateAdminAppointmentInput = z.infer<typeof createAdminAppointmentSchema>;

// ---------------------------------------------------------------- free times for the create and edit pages

export const adminSlotsQuerySchema = z.object({
  business: businessRef,
  service: z.uuid({ error: 'Pasirinkite paslaugą.' }),
  specialist: z.uuid({ error: 'Pasirinkite specialistą.' }),
  date: localDateSchema,
  /** An appointment being moved: its own time does not count as taken. */
  except: optionalUuid('Neteisingas vizito identifikatorius.'),
});
export type AdminSlotsQuery = z.infer<typeof adminSlotsQuerySchema>;

export const adminSlotSchema = z.object({ start: z.string(), end: z.string(), label: z.string() });
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const adminSlotsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** Why the specialist does not work that day, if so. */
  closure: z.string().nullable(),
  /** The specialist's working time that day ('HH:MM'–'HH:MM'). */
  workingHours: z.array(z.object({ start: z.string(), end: z.string() })),
  slots: z.array(adminSlotSchema),
});
export type AdminSlots = z.infer<typeof adminSlotsSchema>;

// ---------------------------------------------------------------- the calendar

export const calendarQuerySchema = z.object({
  business: businessRef,
  from: localDateSchema,
  to: localDateSchema,
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarClosureSchema = z.object({
  kind: z.enum(['public-holiday', 'business-holiday', 'closed-override']),
  /** The holiday's name; for a closed override, "Tvarkaraščio pakeitimas" (or its note). */
  name: z.string(),
});
export type CalendarClosure = z.infer<typeof calendarClosureSchema>;

export const calendarSpecialistDaySchema = z.object({
  specialistId: z.string(),
  /** Real working time as ISO instants; empty = not working. */
  intervals: z.array(z.object({ start: z.string(), end: z.string() })),
  /** A holiday or closed override of this specialist (or the whole business). */
  closure: calendarClosureSchema.nullable(),
  /** Whether an override (other hours) applies to this specialist that day. */
  overridden: z.boolean(),
});

export const calendarDaySchema = z.object({
  date: z.string(),
  /** A business-wide closure (public holiday, business holiday, closed override for everyone). */
  closure: calendarClosureSchema.nullable(),
  specialists: z.array(calendarSpecialistDaySchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarSpecialistSchema = specialistOptionSchema.extend({
  serviceIds: z.array(z.string()),
});
export type CalendarSpecialist = z.infer<typeof calendarSpecialistSchema>;

export const calendarServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  priceCents: z.number().int(),
});
export type CalendarService = z.infer<typeof calendarServiceSchema>;

export const calendarDataSchema = z.object({
  business: businessSummarySchema,
  from: z.string(),
  to: z.string(),
  slotStepMinutes: z.number().int(),
  viewer: viewerSchema,
  specialists: z.array(calendarSpecialistSchema),
  services: z.array(calendarServiceSchema),
  days: z.array(calendarDaySchema),
  /** Every visit of the period, also the ones that no longer hold time (shown faded). */
  appointments: z.array(adminAppointmentSchema),
});
export type CalendarData = z.infer<typeof calendarDataSchema>;

/** What the event stream sends (`event:` is the type, `data:` this JSON); only ids, the page refetches. */
export const LIVE_EVENT_TYPES = [
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveAppointmentEvent {
  type: LiveEventType;
  appointmentId: string;
  businessId: string;
  specialistIds: string[];
}

// ---------------------------------------------------------------- the admin layout

export const adminBusinessChoiceSchema = z.object({
  ...businessNameFields,
  role: adminRoleSchema,
});
export type AdminBusinessChoice = z.infer<typeof adminBusinessChoiceSchema>;

export interface AdminShell {
  /** Businesses the user may open (all of them for the operator), by name. */
  businesses: AdminBusinessChoice[];
  /** The business of the current address (its slug, or the user's first for `_`); null when none. */
  current: (AdminBusinessChoice & { ownSpecialistId: string | null }) | null;
  isOperator: boolean;
}

// ---------------------------------------------------------------- what page loaders and actions may call

export interface AdminAppointmentsPage {
  business: BusinessSummary;
  viewer: Viewer;
  specialists: { id: string; name: string }[];
  list: AdminAppointmentList;
}

/** What the visit's client was sent, and the reminders planned (times in the business's zone, ISO). */
export interface VisitMessages {
  sent: { kind: string; channel: 'email' | 'in_app' | 'push'; recipient: string | null; sentAt: string }[];
  reminders: {
    offsetMinutes: number;
    dueAt: string;
    status: 'scheduled' | 'queued' | 'sent' | 'skipped' | 'cancelled';
    handledAt: string | null;
  }[];
}

export interface AdminAppointmentPage {
  business: BusinessSummary;
  viewer: Viewer;
  appointment: AdminAppointment;
  messages: VisitMessages;
  specialists: CalendarSpecialist[];
  services: CalendarService[];
}

export interface AdminCreatePage {
  business: BusinessSummary;
  viewer: Viewer;
  specialists: CalendarSpecialist[];
  services: CalendarService[];
  /** Client cards matching `q` (at most 10), or the chosen one. */
  clients: AdminAppointmentClient[];
}

/**
 * Web-services group `adminAppointments`. Every call takes the signed-in user (null → 401) and checks access
 * exactly like the API; `business` is an id, slug or `_`; an appointment of another business is 404.
 */
export interface AdminAppointmentServices {
  shell(user: AdminUser, business: string | null): Promise<AdminShell | null>;
  listPage: BusinessCall<[query: Record<string, string | undefined>], AdminAppointmentsPage>;
  appointmentPage: BusinessCall<[id: string], AdminAppointmentPage>;
  createPage: BusinessCall<[clientQuery: string, clientCardId: string | null], AdminCreatePage>;
  slots: AdminCall<[query: Record<string, string | undefined>], AdminSlots>;
  create: BusinessCall<[input: Record<string, unknown>], AdminAppointment>;
  /** `business` must be the appointment's business (else 404). */
  update: BusinessCall<[id: string, input: UpdateAppointmentInput], AdminAppointment>;
  calendar: AdminCall<[query: Record<string, string | undefined>], CalendarData>;
}

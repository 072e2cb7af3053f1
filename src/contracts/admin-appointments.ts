import { z } from './zod.ts';
import {
  businessNameFields,
  businessRefSchema,
  chosenServiceIdSchema,
  chosenSpecialistIdSchema,
  idNameSchema,
  pageNumberSchema,
  pageOf,
  SPECIALIST_ID_MESSAGE,
  specialistIdSchema,
} from './shared-schemas.ts';
import { localDateSchema, calendarInstant } from './local-date.ts';
import { APPOINTMENT_STATUSES } from '../core/appointments/status-machine.ts';
import { createClientCardInputSchema } from './client-cards.ts';
import { timeBlockSchema } from './admin-time-blocks.ts';
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
const NOTE_MAX = 2000;
const REASON_MAX = 500;

export const adminAppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AdminAppointmentStatus = z.infer<typeof adminAppointmentStatusSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalUuid = (message: string) =>
  z.preprocess(emptyToUndefined, z.uuid({ error: message }).optional());
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
  /** Who entered it: the client online, staff ahead of time, or staff afterwards (a visit recorded late). */
  source: z.enum(['online', 'admin', 'after_the_fact']),
  /** Shared by the visits of a repeating series booked together; null for a single visit. */
  seriesId: z.string().nullable(),
  /**
   * Shared by the services of one visit booked together (back to back, one specialist): they confirm,
   * decline and move as one. Null for a visit of one service.
   */
  groupId: z.string().nullable(),
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
  business: businessRefSchema,
  /** Local dates (inclusive) in the business's time zone; both optional. */
  from: z.preprocess(emptyToUndefined, localDateSchema.optional()),
  to: z.preprocess(emptyToUndefined, localDateSchema.optional()),
  /** One status or several separated by commas. */
  status: statusFilter,
  specialist: optionalUuid(SPECIALIST_ID_MESSAGE),
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
    start: calendarInstant('Neteisingas vizito laikas.').optional(),
    specialistId: specialistIdSchema.optional(),
    serviceId: z.uuid({ error: 'Neteisinga paslauga.' }).optional(),
    /** Length in minutes (resizing in the calendar); a new service without it takes that service's length. */
    durationMinutes: z
      .number({ error: 'Trukmė turi būti skaičius minutėmis.' })
      .int('Trukmė turi būti sveikas minučių skaičius.')
      .min(5, 'Vizito trukmė – ne mažiau kaip 5 min.')
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
    /**
     * A move (time, specialist, length) that may be undone: the client is told only after the undo
     * window, and the answer carries `undo` to take it back with.
     */
    undoable: z.boolean().optional(),
  })
  .strict();
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

export const appointmentResultSchema = z.object({ appointment: adminAppointmentSchema });

/** Something staff should know about a visit they just saved (it was saved all the same). */
export const appointmentWarningSchema = z.object({
  /** `client_double_booked`: the client has another visit with another specialist at the same time. */
  code: z.enum(['client_double_booked']),
  message: z.string(),
  /** The other visit. */
  appointmentId: z.string(),
  specialistName: z.string(),
  start: z.string(),
  end: z.string(),
});
export type AppointmentWarning = z.infer<typeof appointmentWarningSchema>;

/** How to take back a move while nobody has been told of it: the token and the seconds it holds for. */
export const moveUndoSchema = z.object({ token: z.string(), seconds: z.number().int() });
export type MoveUndo = z.infer<typeof moveUndoSchema>;

/** A visit created or changed by staff, with what they should know about it. */
export const appointmentSavedSchema = appointmentResultSchema.extend({
  warnings: z.array(appointmentWarningSchema),
  /** An `undoable` move that was held: how to undo it. */
  undo: moveUndoSchema.optional(),
});

/** Undoing a held move: the token its answer gave. */
export const undoMoveSchema = z.object({ token: z.uuid({ error: 'Neteisingas atšaukimo kodas.' }) }).strict();

/** The visits put back where they were. */
export const undoneMoveSchema = z.object({ appointments: z.array(adminAppointmentSchema) });
export type UndoneMove = z.infer<typeof undoneMoveSchema>;
export type AppointmentSaved = z.infer<typeof appointmentSavedSchema>;
export const appointmentNoteSchema = z.object({ note: z.string() });

// ---------------------------------------------------------------- creating one

const newClientSchema = createClientCardInputSchema.pick({ name: true, phone: true, email: true });

/** Form posts carry the new client flat (clientName, clientPhone, clientEmail) and flags as text. */
function fromForm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const input = { ...(value as Record<string, unknown>) };
  if (input.client === undefined && typeof input.clientName === 'string' && input.clientName.trim() !== '') {
    input.client = { name: input.clientName, phone: input.clientPhone, email: input.clientEmail };
  }
  delete input.clientName;
  delete input.clientPhone;
  delete input.clientEmail;
  if (input.clientCardId === '') delete input.clientCardId;
  for (const flag of ['allowOutsideHours', 'afterTheFact', 'walkIn', 'skipClashes']) {
    input[flag] = formBoolean(input[flag]);
    if (input[flag] === undefined || input[flag] === '') delete input[flag];
  }
  return input;
}

const createFields = z.object({
  business: businessRefSchema,
  /** An existing client card of the business… */
  clientCardId: z.uuid({ error: 'Pasirinkite klientą.' }).optional(),
  /** …or a new client (a card without an account is made). */
  client: newClientSchema.optional(),
  serviceId: chosenServiceIdSchema,
  specialistId: chosenSpecialistIdSchema,
  start: calendarInstant('Pasirinkite vizito laiką.'),
  /** The business's note. */
  note: z.string().max(NOTE_MAX, `Pastaba per ilga (daugiausia ${NOTE_MAX} simbolių).`).optional(),
  allowOutsideHours: z.boolean().optional(),
  /** Recording a visit that already took place: completed at once, in the past, nobody notified. */
  afterTheFact: z.boolean().optional(),
  /** A client who just walked in: starts now (up to an hour ago), a client's name is optional, nobody notified. */
  walkIn: z.boolean().optional(),
});

const clientGiven = {
  check: (input: { clientCardId?: string; client?: unknown; walkIn?: boolean }) =>
    input.clientCardId !== undefined || input.client !== undefined || input.walkIn === true,
  message: 'Pasirinkite klientą arba įveskite naujo kliento vardą.',
};

export const createAdminAppointmentSchema = z.preprocess(
  fromForm,
  createFields.refine(clientGiven.check, { message: clientGiven.message, path: ['clientCardId'] }),
);
export type CreateAdminAppointmentInput = z.infer<typeof createAdminAppointmentSchema>;

// ---------------------------------------------------------------- repeating visits

export const SERIES_MAX_COUNT = 26;
export const SERIES_MAX_EVERY_WEEKS = 12;

const repeatFields = {
  /** Weeks between visits (1 = every week). */
  everyWeeks: z.coerce
    .number({ error: 'Nurodykite, kas kiek savaičių kartoti.' })
    .int('Savaičių skaičius turi būti sveikas.')
    .min(1, 'Kartoti galima kas 1 savaitę ar rečiau.')
    .max(SERIES_MAX_EVERY_WEEKS, `Kartoti galima daugiausia kas ${SERIES_MAX_EVERY_WEEKS} savaičių.`),
  /** Visits in all, the first one included. */
  count: z.coerce
    .number({ error: 'Nurodykite, kiek kartų.' })
    .int('Kartų skaičius turi būti sveikas.')
    .min(2, 'Serijoje turi būti bent 2 vizitai.')
    .max(SERIES_MAX_COUNT, `Serijoje gali būti daugiausia ${SERIES_MAX_COUNT} vizitai.`),
};

export const seriesPreviewSchema = z
  .object({
    business: businessRefSchema,
    serviceId: chosenServiceIdSchema,
    specialistId: chosenSpecialistIdSchema,
    start: calendarInstant('Pasirinkite vizito laiką.'),
    allowOutsideHours: z.boolean().optional(),
    ...repeatFields,
  })
  .strict();
export type SeriesPreviewInput = z.infer<typeof seriesPreviewSchema>;

export const seriesOccurrenceSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** Why this one cannot be booked (`slot_taken`, `outside_working_hours`, `in_past`…), or null. */
  problem: z.object({ error: z.string(), message: z.string() }).nullable(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;
export const seriesPreviewResultSchema = z.object({ occurrences: z.array(seriesOccurrenceSchema) });
export type SeriesPreview = z.infer<typeof seriesPreviewResultSchema>;

export const createAppointmentSeriesSchema = z.preprocess(
  fromForm,
  createFields
    .omit({ afterTheFact: true, walkIn: true })
    .extend({
      ...repeatFields,
      /** Book the free ones and leave out those that clash; without it any clash refuses the whole series. */
      skipClashes: z.boolean().optional(),
    })
    .refine(clientGiven.check, { message: clientGiven.message, path: ['clientCardId'] }),
);
export type CreateAppointmentSeriesInput = z.infer<typeof createAppointmentSeriesSchema>;

export const appointmentSeriesResultSchema = z.object({
  seriesId: z.string(),
  appointments: z.array(adminAppointmentSchema),
  /** Occurrences left out because they clash (only with `skipClashes`). */
  skipped: z.array(seriesOccurrenceSchema),
});
export type AppointmentSeriesResult = z.infer<typeof appointmentSeriesResultSchema>;

/** This visit and the later ones of its series: moved by the same amount as this one, or all declined. */
export const seriesFollowingSchema = z
  .object({
    start: calendarInstant('Neteisingas vizito laikas.').optional(),
    declineReason: z
      .string()
      .trim()
      .min(1, 'Nurodykite atmetimo priežastį – ją pamatys klientas.')
      .max(REASON_MAX, `Priežastis per ilga (daugiausia ${REASON_MAX} simbolių).`)
      .optional(),
    allowOutsideHours: z.boolean().optional(),
  })
  .strict()
  .refine((input) => (input.start === undefined) !== (input.declineReason === undefined), {
    message: 'Nurodykite naują laiką arba atmetimo priežastį.',
    path: ['start'],
  });
export type SeriesFollowingInput = z.infer<typeof seriesFollowingSchema>;
export const seriesFollowingResultSchema = z.object({ appointments: z.array(adminAppointmentSchema) });
export type SeriesFollowingResult = z.infer<typeof seriesFollowingResultSchema>;

// ---------------------------------------------------------------- free times for the create and edit pages

export const adminSlotsQuerySchema = z.object({
  business: businessRefSchema,
  service: chosenServiceIdSchema,
  specialist: chosenSpecialistIdSchema,
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
  business: businessRefSchema,
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
  /** The service's category (hair, nails…), for colouring the calendar by it. */
  categoryId: z.string(),
  categoryName: z.string(),
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
  /** Blocked time of the period (lunch, training): shown, never offered for booking. */
  timeBlocks: z.array(timeBlockSchema),
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
  /** `planCode`: the business's platform plan (`standard` or `premium`), for the Premium offer. */
  current:
    (AdminBusinessChoice & { ownSpecialistId: string | null; pendingCount: number; planCode: string }) | null;
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
  /** The client card's notes and counts (completed visits, no-shows); null without a card. */
  clientCard: { notes: string; visits: number; noShows: number } | null;
  specialists: CalendarSpecialist[];
  services: CalendarService[];
}

/** The start of the day ("Apžvalga"); a specialist sees only their own visits and reviews. */
export interface AdminOverview {
  business: BusinessSummary;
  /** Today in the business's time zone (YYYY-MM-DD). */
  today: string;
  specialists: { id: string; name: string; title: string; active: boolean }[];
  /** Today's visits (also completed and cancelled ones; not declined). */
  todayVisits: AdminAppointment[];
  /** Visits still ahead that wait for confirmation, soonest first. */
  pending: AdminAppointment[];
  /** Each active specialist's next free start for their shortest service within a week (null: none). */
  nextFree: { specialist: { id: string; name: string }; service: string; start: string | null }[];
  /** Visits cancelled by clients since yesterday's start, latest first. */
  cancelled: AdminAppointment[];
  /** Reviews written since yesterday's start. */
  reviews: { id: string; authorName: string; rating: number; comment: string; createdAt: string }[];
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
  create: BusinessCall<[input: Record<string, unknown>], AppointmentSaved>;
  /** A repeating series in one step (`everyWeeks`, `count`, `skipClashes`). */
  createSeries: BusinessCall<[input: Record<string, unknown>], AppointmentSeriesResult>;
  /** Each occurrence of a series and what stands in its way; nothing is saved. */
  previewSeries: BusinessCall<[input: Record<string, unknown>], SeriesPreview>;
  /** `business` must be the appointment's business (else 404). */
  update: BusinessCall<[id: string, input: UpdateAppointmentInput], AppointmentSaved>;
  /** This visit and the later ones of its series, moved or declined (`business` as for `update`). */
  changeFollowing: BusinessCall<[id: string, input: SeriesFollowingInput], SeriesFollowingResult>;
  calendar: AdminCall<[query: Record<string, string | undefined>], CalendarData>;
  overview: BusinessCall<[], AdminOverview>;
  /** Today's date (`YYYY-MM-DD`) in the business's own time zone: the day its pages open on. */
  today: BusinessCall<[], string>;
}

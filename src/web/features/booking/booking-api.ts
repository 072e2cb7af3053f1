/**
 * The booking flow's calls to the HTTP API (the public schedule and booking), through the shared request
 * helper, with every answer checked against its contract so a changed shape fails loudly here instead of
 * somewhere in the UI.
 */
import type { Appointment } from '../../../contracts/booking.ts';
import type { CalendarOptions, DateOverride, TimeSlot } from '../../../contracts/schedule.ts';
import { callApi, isApiError } from '../../lib/api-client.ts';

// The answers' contracts (and zod with them) load alongside the page's first call instead of before the
// page can run: the download overlaps the request, and a phone shows the page sooner.
const scheduleContract = () => import('../../../contracts/schedule.ts');
const bookingContract = () => import('../../../contracts/booking.ts');

export interface ScheduleParams {
  business: string;
  service: string;
  /** A visit of several services: all of them in order (the first is `service`). */
  services?: readonly string[];
  specialist?: string;
  /** The client's own visit being moved: its time is offered again (free days and times only). */
  visit?: string;
}

/** The free days' and times' query: the schedule's, and the visit being moved when there is one. */
function freeTimeQuery(params: ScheduleParams): Record<string, string> {
  const query = scheduleQuery(params);
  if (params.visit) query.visit = params.visit;
  return query;
}

function scheduleQuery(params: ScheduleParams): Record<string, string> {
  const query: Record<string, string> =
    params.services && params.services.length > 1
      ? { business: params.business, services: params.services.join(',') }
      : { business: params.business, service: params.service };
  if (params.specialist) query.specialist = params.specialist;
  return query;
}

export async function fetchCalendarOptions(
  params: ScheduleParams,
  signal?: AbortSignal,
): Promise<CalendarOptions> {
  const [{ calendarOptionsSchema }, body] = await Promise.all([
    scheduleContract(),
    callApi('GET', 'public_schedule_calendar_options', { data: scheduleQuery(params), signal }),
  ]);
  return calendarOptionsSchema.parse(body);
}

export async function fetchAvailableDates(
  params: ScheduleParams,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<string[]> {
  const [{ availableDatesSchema }, body] = await Promise.all([
    scheduleContract(),
    callApi('GET', 'public_schedule_available_dates', {
      data: { ...freeTimeQuery(params), ...range },
      signal,
    }),
  ]);
  return availableDatesSchema.parse(body).dates;
}

export async function fetchTimeSlots(
  params: ScheduleParams,
  date: string,
  signal?: AbortSignal,
): Promise<TimeSlot[]> {
  const [{ availableTimeSlotsSchema }, body] = await Promise.all([
    scheduleContract(),
    callApi('GET', 'public_schedule_available_time_slots', {
      data: { ...freeTimeQuery(params), date },
      signal,
    }),
  ]);
  return availableTimeSlotsSchema.parse(body).slots;
}

export async function fetchDateOverride(
  params: ScheduleParams & { date: string },
  signal?: AbortSignal,
): Promise<DateOverride> {
  // With the service, only the specialists who perform it count (as in the calendar's own answers).
  const data: Record<string, string> = {
    business: params.business,
    service: params.service,
    date: params.date,
  };
  if (params.specialist) data.specialist = params.specialist;
  const [{ dateOverrideSchema }, body] = await Promise.all([
    scheduleContract(),
    callApi('GET', 'public_schedule_override', { data, signal }),
  ]);
  return dateOverrideSchema.parse(body);
}

export interface NewAppointment {
  business: string;
  service: string;
  /** A visit of several services: all of them in order (the first is `service`). */
  services?: readonly string[];
  specialist?: string;
  start: string;
  note?: string;
  /** The client ticked the box for the salon's offers and rebook nudges. */
  marketingConsent?: boolean;
}

/**
 * Books; `idempotencyKey` names this booking attempt (the same key when the same submission is sent again
 * after a network failure), so a retry gets the first answer instead of booking twice.
 */
export async function createAppointment(input: NewAppointment, idempotencyKey: string): Promise<Appointment> {
  const data: Record<string, string> = { business: input.business, start: input.start };
  if (input.services && input.services.length > 1) data.services = input.services.join(',');
  else data.service = input.service;
  if (input.specialist) data.specialist = input.specialist;
  if (input.note) data.note = input.note;
  if (input.marketingConsent) data.marketingConsent = 'true';
  const [{ appointmentSchema }, body] = await Promise.all([
    bookingContract(),
    callApi<{ appointment: unknown }>('POST', 'user_appointments', {
      data,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  ]);
  return appointmentSchema.parse(body.appointment);
}

/**
 * The API error codes the booking flow answers by name (any other failure shows the server's message):
 * the time went to someone else (409 `slot_taken`) or stopped being offered (422 `slot_unavailable`), and a
 * session that ended meanwhile (401 `unauthorized`), and a business that needs a phone number the account
 * lacks (422 `phone_required`), and an account whose e-mail address is not confirmed yet (403
 * `email_not_verified`).
 */
const HANDLED_ERROR_CODES = [
  'slot_taken',
  'slot_unavailable',
  'unauthorized',
  'phone_required',
  'email_not_verified',
] as const;
export type HandledErrorCode = (typeof HANDLED_ERROR_CODES)[number];

/** The handled code of a thrown request failure, or null for anything else. */
export function handledErrorCode(error: unknown): HandledErrorCode | null {
  if (!isApiError(error)) return null;
  return HANDLED_ERROR_CODES.find((code) => code === error.error) ?? null;
}

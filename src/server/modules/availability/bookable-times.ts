// The booking calendar's answers: the pure engine (src/core/availability) run on data loaded in one query.
import { availableDates, availableSlots } from '../../../core/availability/slots.ts';
import type {
  AvailabilityInput,
  HeldAppointment,
  LocalDate,
  Slot,
} from '../../../core/availability/types.ts';
import { joinServiceNames, visitSpan } from '../../../core/appointments/visit-group.ts';
import { dateClosure, indexDayRules } from '../../../core/availability/working-time.ts';
import { addDays, localDateOf, parseInstantMs } from '../../../core/availability/zoned-day.ts';
import type {
  AvailableDates,
  AvailableTimeSlots,
  CalendarOptions,
  DateOverride,
} from '../../../contracts/schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { excludedPublicHolidaysBetween } from '../holidays/public-holiday-exclusions.ts';
import {
  loadScheduleData,
  type ScheduleBusiness,
  type ScheduleData,
  type ScheduleService,
  type ScheduleSpecialist,
} from './load-schedule-data.ts';

/** The current instant; injected so that tests (and the engine) never read the real clock themselves. */
export type Clock = () => Date;

export interface BookableTarget {
  business: string; // slug
  service: string; // id; of a visit of several services, the first
  /** A visit of several services: all of them, in the order performed (the first is `service`). */
  services?: string[] | undefined;
  specialist?: string | undefined; // id; absent = any eligible specialist
  /**
   * The time of the client's own visit being moved (each part of a visit of several services): free to
   * move into (it is not held against itself).
   */
  freeing?: readonly HeldTime[] | undefined;
}

/** A visit's held time as the engine sees it: its specialist, start and end with the buffer. */
export interface HeldTime {
  specialistId: string;
  startsAt: Date;
  blockedUntil: Date;
}

/** Schedule data whose business is bookable and whose service (and specialist) belong to it. */
export interface BookableScheduleData extends ScheduleData {
  business: ScheduleBusiness;
  service: ScheduleService;
  /** Every service of the visit in the order performed: `service` alone, or a visit's several. */
  visitServices: ScheduleService[];
  /** The specialists slots are computed for: the requested one, or every eligible one. */
  candidates: ScheduleSpecialist[];
}

export const BUSINESS_NOT_FOUND = 'Toks verslas nerastas arba jame negalima registruotis internetu.';
export const SERVICE_NOT_FOUND = 'Tokia paslauga šiame versle nerasta.';
export const SPECIALIST_NOT_FOUND = 'Toks specialistas šiame versle nerastas arba šios paslaugos neatlieka.';

export function bookableOrThrow(
  data: ScheduleData,
  specialistId: string | undefined,
  moreServiceCount = 0,
): BookableScheduleData {
  const { business, service } = data;
  // A business that is not onboarded is listed in search but cannot be booked: the same 404 as unknown.
  if (!business || !business.onboarded) throw new AppError('business_not_found', 404, BUSINESS_NOT_FOUND);
  if (!service) throw new AppError('service_not_found', 404, SERVICE_NOT_FOUND);
  // One of a visit's further services is not an active service of this business.
  if (data.moreServices.length !== moreServiceCount) {
    throw new AppError('service_not_found', 404, SERVICE_NOT_FOUND);
  }
  let candidates = data.specialists;
  if (specialistId !== undefined) {
    candidates = data.specialists.filter((specialist) => specialist.id === specialistId);
    if (candidates.length === 0) throw new AppError('specialist_not_found', 404, SPECIALIST_NOT_FOUND);
  }
  return { ...data, business, service, visitServices: [service, ...data.moreServices], candidates };
}

export async function loadBookable(
  db: DbOrTx,
  target: BookableTarget,
  range: { from: LocalDate; to: LocalDate; withAppointments: boolean },
): Promise<BookableScheduleData> {
  const moreServiceIds = target.services?.slice(1) ?? [];
  const data = await loadScheduleData(db, {
    businessSlug: target.business,
    serviceId: target.services?.[0] ?? target.service,
    moreServiceIds,
    specialistId: target.specialist ?? null,
    ...range,
  });
  return withoutFreedTime(bookableOrThrow(data, target.specialist, moreServiceIds.length), target.freeing);
}

/**
 * The schedule data without the held time being freed: no two held visits of one specialist overlap (the
 * exclusion constraint), so the one span with exactly a part's specialist, start and end is that part.
 */
function withoutFreedTime(
  data: BookableScheduleData,
  freeing: readonly HeldTime[] | undefined,
): BookableScheduleData {
  if (!freeing || freeing.length === 0) return data;
  const isFreed = (held: HeldAppointment) =>
    freeing.some(
      (part) =>
        held.specialistId === part.specialistId &&
        parseInstantMs(held.start) === part.startsAt.getTime() &&
        parseInstantMs(held.blockedUntil) === part.blockedUntil.getTime(),
    );
  return { ...data, appointments: data.appointments.filter((held) => !isFreed(held)) };
}

/** The engine's input; without `visitServices` (search by free time), the one service. */
export function availabilityInput(
  data: Omit<BookableScheduleData, 'visitServices'> & Partial<Pick<BookableScheduleData, 'visitServices'>>,
  now: Date,
): AvailabilityInput {
  return {
    timeZone: data.business.timeZone,
    now: now.toISOString(),
    // The columns have no CHECK constraints: keep a bad setting from turning into a 500 for clients.
    rules: {
      leadTimeMinutes: Math.max(0, data.business.leadTimeMinutes),
      horizonDays: Math.max(0, data.business.bookingHorizonDays),
      slotStepMinutes: Math.max(1, data.business.slotStepMinutes),
    },
    // Several services: the whole visit, each service's buffer counted (core/appointments/visit-group.ts).
    service: visitSpan(data.visitServices ?? [data.service]),
    specialistIds: data.candidates.map((specialist) => specialist.id),
    schedules: data.schedules,
    overrides: data.overrides,
    holidays: data.holidays,
    excludedPublicHolidays: data.excludedPublicHolidays,
    appointments: data.appointments,
    timeBlocks: data.timeBlocks,
  };
}

export async function calendarOptions(
  db: DbOrTx,
  target: BookableTarget,
  now: Date,
): Promise<CalendarOptions> {
  // The range only bounds the rule rows; none are needed to describe the calendar.
  const today = utcDate(now);
  const data = await loadBookable(db, target, { from: today, to: today, withAppointments: false });
  const { business, visitServices } = data;
  const summaries = visitServices.map(({ id, name, durationMinutes, priceCents }) => ({
    id,
    name,
    durationMinutes,
    priceCents,
  }));
  const [first] = summaries;
  const localToday = localDateOf(now.getTime(), business.timeZone);
  const firstDate = localDateOf(now.getTime() + business.leadTimeMinutes * 60_000, business.timeZone);
  const lastDate = addDays(localToday, business.bookingHorizonDays);
  return {
    timeZone: business.timeZone,
    firstDate,
    lastDate,
    slotStepMinutes: business.slotStepMinutes,
    leadTimeMinutes: business.leadTimeMinutes,
    cancellationCutoffHours: business.cancellationCutoffHours,
    requiresConfirmation: business.requiresConfirmation,
    requiresPhoneNumber: business.requiresPhoneNumber,
    service:
      summaries.length === 1 && first
        ? first
        : {
            id: data.service.id,
            name: joinServiceNames(summaries.map((summary) => summary.name)),
            durationMinutes: visitSpan(visitServices).durationMinutes,
            priceCents: summaries.reduce((sum, summary) => sum + summary.priceCents, 0),
          },
    ...(summaries.length > 1 ? { services: summaries } : {}),
    // Everyone who performs the service, so the picker can offer them even when one is chosen.
    specialists: data.specialists.map(({ id, name }) => ({ id, name })),
    // Public holidays the business works on: the calendar must not mark them as days off.
    excludedPublicHolidays: await excludedPublicHolidaysBetween(db, {
      businessId: business.id,
      from: firstDate,
      to: lastDate,
    }),
  };
}

export async function availableDatesFor(
  db: DbOrTx,
  target: BookableTarget & { from: LocalDate; to: LocalDate },
  now: Date,
): Promise<AvailableDates> {
  const data = await loadBookable(db, target, { from: target.from, to: target.to, withAppointments: true });
  return { dates: availableDates(availabilityInput(data, now), target.from, target.to) };
}

export async function availableSlotsFor(
  db: DbOrTx,
  target: BookableTarget & { date: LocalDate },
  now: Date,
): Promise<AvailableTimeSlots> {
  const data = await loadBookable(db, target, { from: target.date, to: target.date, withAppointments: true });
  return {
    date: target.date,
    timeZone: data.business.timeZone,
    slots: availableSlots(availabilityInput(data, now), target.date),
  };
}

/**
 * The slot that starts at `start` if the engine offers it right now (for "any specialist", with the
 * specialist the engine gave it to), else null. Loads a day either side of the UTC date, since the
 * business's local date of `start` is only known once its time zone is.
 */
export async function offeredSlotAt(
  db: DbOrTx,
  target: BookableTarget & { start: string },
  now: Date,
): Promise<{ data: BookableScheduleData; slot: Slot | null; heldByOthers: boolean }> {
  const startMs = parseInstantMs(target.start);
  const utcDay = new Date(startMs).toISOString().slice(0, 10);
  const data = await loadBookable(db, target, {
    from: addDays(utcDay, -1),
    to: addDays(utcDay, 1),
    withAppointments: true,
  });
  const localDate = localDateOf(startMs, data.business.timeZone);
  const input = availabilityInput(data, now);
  const offeredAt = (slots: Slot[]) =>
    slots.find((candidate) => parseInstantMs(candidate.start) === startMs) ?? null;
  const slot = offeredAt(availableSlots(input, localDate));
  // Not offered only because other visits hold the time: "taken" (409), not "never offered" (422).
  const heldByOthers =
    slot === null &&
    offeredAt(availableSlots({ ...input, appointments: [], timeBlocks: [] }, localDate)) !== null;
  return { data, slot, heldByOthers };
}

export async function dateOverrideFor(
  db: DbOrTx,
  query: { business: string; service?: string | undefined; specialist?: string | undefined; date: LocalDate },
): Promise<DateOverride> {
  const data = await loadScheduleData(db, {
    businessSlug: query.business,
    serviceId: query.service ?? null,
    specialistId: query.specialist ?? null,
    from: query.date,
    to: query.date,
    withAppointments: false,
  });
  const { business } = data;
  if (!business || !business.onboarded) throw new AppError('business_not_found', 404, BUSINESS_NOT_FOUND);
  if (query.service !== undefined && !data.service) {
    throw new AppError('service_not_found', 404, SERVICE_NOT_FOUND);
  }
  const inScope =
    query.specialist === undefined
      ? data.specialists
      : data.specialists.filter((s) => s.id === query.specialist);
  if (query.specialist !== undefined && inScope.length === 0) {
    throw new AppError('specialist_not_found', 404, SPECIALIST_NOT_FOUND);
  }

  const closure = dateClosure(data, query.date, query.specialist ?? null);
  const holiday =
    closure?.kind === 'public-holiday'
      ? { name: closure.name, public: true }
      : closure?.kind === 'business-holiday'
        ? { name: closure.name, public: false }
        : null;

  // The override that applies on the date at each level: the business's, then each specialist's own.
  const index = indexDayRules(data);
  const covers = (override: { from: string; to: string }) =>
    override.from <= query.date && query.date <= override.to;
  const applying = [
    index.businessOverrides.find(covers),
    ...inScope.map((specialist) => index.overridesBySpecialist.get(specialist.id)?.find(covers)),
  ].filter((override) => override !== undefined);
  return {
    date: query.date,
    holiday,
    overrides: applying.map((override) => ({
      specialistId: override.specialistId,
      closed: override.closed,
      intervals: override.closed ? [] : override.intervals.map(({ start, end }) => ({ start, end })),
    })),
  };
}

function utcDate(now: Date): LocalDate {
  return now.toISOString().slice(0, 10);
}

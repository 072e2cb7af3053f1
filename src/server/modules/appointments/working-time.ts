// Working time for the admin's own placements: whether a visit fits a specialist's hours on its day, and
// the free start times of a day. The same pure engine as the public calendar (src/core/availability), on
// the same one-statement load, but with the business's rules relaxed for staff: no lead time, a long horizon.
import { availableSlots } from '../../../core/availability/slots.ts';
import type { AvailabilityInput, LocalDate, WorkingTimeInput } from '../../../core/availability/types.ts';
import { dateClosure, workingIntervalsFor } from '../../../core/availability/working-time.ts';
import { addDays, formatInstant, localDateOf, parseInstantMs } from '../../../core/availability/zoned-day.ts';
import { formatLongDate, formatTime } from '../../../core/format/lithuanian-dates.ts';
import type { AdminSlots } from '../../../contracts/admin-appointments.ts';
import type { SequencedService } from '../../../core/appointments/visit-group.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { heldTimeBetween } from '../availability/busy-time.ts';
import { loadScheduleData, type ScheduleData } from '../availability/load-schedule-data.ts';
import { capitalise } from '../../../core/format/capitalise.ts';

/** Staff may book up to a year ahead, whatever the online horizon is. */
const ADMIN_HORIZON_DAYS = 366;

export interface SpecialistTime {
  timeZone: string;
  input: WorkingTimeInput;
  data: ScheduleData;
}

/** The rules of one specialist around [from, to] (one statement). */
export async function loadSpecialistTime(
  db: DbOrTx,
  query: {
    businessSlug: string;
    timeZone: string;
    specialistId: string;
    serviceId?: string | null;
    from: LocalDate;
    to: LocalDate;
  },
): Promise<SpecialistTime> {
  const data = await loadScheduleData(db, {
    businessSlug: query.businessSlug,
    serviceId: query.serviceId ?? null,
    specialistId: query.specialistId,
    from: query.from,
    to: query.to,
    withAppointments: false,
  });
  return {
    timeZone: query.timeZone,
    data,
    input: {
      timeZone: query.timeZone,
      schedules: data.schedules,
      overrides: data.overrides,
      holidays: data.holidays,
      excludedPublicHolidays: data.excludedPublicHolidays,
    },
  };
}

function closureText(closure: ReturnType<typeof dateClosure>): string | null {
  if (!closure) return null;
  if (closure.kind === 'closed-override') return 'tvarkaraščio pakeitimas – nedirbama';
  return closure.name;
}

function hoursText(intervals: { start: string; end: string }[], timeZone: string): string {
  return intervals.map((i) => `${formatTime(i.start, timeZone)}–${formatTime(i.end, timeZone)}`).join(', ');
}

/**
 * Throws 422 `outside_working_hours` unless [start, end) lies inside one working interval of the specialist
 * on the start's local date; the message says when they do work (or why they do not that day).
 */
export async function assertFitsWorkingTime(
  db: DbOrTx,
  target: {
    businessSlug: string;
    timeZone: string;
    specialist: { id: string; name: string };
    start: Date;
    end: Date;
  },
): Promise<void> {
  const date = localDateOf(target.start.getTime(), target.timeZone);
  const time = await loadSpecialistTime(db, {
    businessSlug: target.businessSlug,
    timeZone: target.timeZone,
    specialistId: target.specialist.id,
    from: date,
    to: date,
  });
  const intervals = workingIntervalsFor(time.input, target.specialist.id, date);
  const startMs = target.start.getTime();
  const endMs = target.end.getTime();
  if (intervals.some((i) => parseInstantMs(i.start) <= startMs && endMs <= parseInstantMs(i.end))) return;

  const day = formatLongDate(date);
  const closure = closureText(dateClosure(time.input, date, target.specialist.id));
  const message = closure
    ? `${capitalise(day)} nedirbama (${closure}).`
    : intervals.length === 0
      ? `${target.specialist.name} ${day} nedirba.`
      : `Vizitas netelpa į darbo laiką: ${target.specialist.name} ${day} dirba ${hoursText(intervals, target.timeZone)}.`;
  throw new AppError('outside_working_hours', 422, message, { start: message });
}

/**
 * Free starts of a specialist on a date for a service's length and buffer (no lead time; `exceptId`'s own
 * time does not count as taken, for moving it), with the day's hours and closure.
 */
export async function adminFreeSlots(
  db: DbOrTx,
  query: {
    businessSlug: string;
    timeZone: string;
    slotStepMinutes: number;
    specialistId: string;
    service: { durationMinutes: number; bufferAfterMinutes: number };
    date: LocalDate;
    /** A visit being moved: its parts' own time counts as free, and it is placed whole (`movedVisit`). */
    moving?: MovedVisit;
    now: Date;
  },
): Promise<AdminSlots> {
  const time = await loadSpecialistTime(db, {
    businessSlug: query.businessSlug,
    timeZone: query.timeZone,
    specialistId: query.specialistId,
    from: query.date,
    to: query.date,
  });
  // Held time that can touch the day, whatever the zone: a day either side.
  const from = new Date(`${addDays(query.date, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(query.date, 2)}T00:00:00Z`);
  const held = await heldTimeBetween(db, {
    specialistId: query.specialistId,
    from,
    to,
    exceptAppointmentIds: query.moving?.partIds,
  });
  const input: AvailabilityInput = {
    ...time.input,
    now: query.now.toISOString(),
    rules: { leadTimeMinutes: 0, horizonDays: ADMIN_HORIZON_DAYS, slotStepMinutes: query.slotStepMinutes },
    service: query.moving?.whole?.span ?? query.service,
    specialistIds: [query.specialistId],
    appointments: held.appointments,
    timeBlocks: held.timeBlocks,
  };
  const intervals = workingIntervalsFor(time.input, query.specialistId, query.date);
  return {
    date: query.date,
    timeZone: query.timeZone,
    closure: closureText(dateClosure(time.input, query.date, query.specialistId)),
    workingHours: intervals.map((i) => ({
      start: formatTime(i.start, query.timeZone),
      end: formatTime(i.end, query.timeZone),
    })),
    slots: availableSlots(input, query.date).map(({ start, end, label }) => {
      const whole = query.moving?.whole;
      if (!whole) return { start, end, label };
      // The whole visit fits from `start`: the picked part starts where it sits within it.
      const partStartMs = parseInstantMs(start) + whole.offsetMs;
      const partStart = formatInstant(partStartMs, query.timeZone);
      return {
        start: partStart,
        end: formatInstant(partStartMs + whole.partMs, query.timeZone),
        label: formatTime(partStart, query.timeZone),
      };
    }),
  };
}

/**
 * A visit being moved as the picker places it: its parts' ids (their own time is free to it) and, for a visit
 * of several services, the whole visit as one span (first start to last end, the last part's buffer after it)
 * with the picked part's place in it: moving one part moves the whole visit, so a time is offered only where
 * all of it fits.
 */
export interface MovedVisit {
  partIds: string[];
  /** A visit of several services; none for a visit of one. */
  whole?: {
    span: SequencedService;
    /** From the visit's first start to the picked part's start. */
    offsetMs: number;
    /** The picked part's own length. */
    partMs: number;
  };
}

export function movedVisit(
  picked: { id: string; startsAt: Date; endsAt: Date },
  parts: readonly { id: string; startsAt: Date; endsAt: Date; blockedUntil: Date }[],
): MovedVisit {
  const first = parts[0];
  const last = parts.at(-1);
  if (parts.length < 2 || !first || !last) return { partIds: [picked.id] };
  return {
    partIds: parts.map((part) => part.id),
    whole: {
      span: {
        durationMinutes: Math.round((last.endsAt.getTime() - first.startsAt.getTime()) / 60_000),
        bufferAfterMinutes: Math.round((last.blockedUntil.getTime() - last.endsAt.getTime()) / 60_000),
      },
      offsetMs: picked.startsAt.getTime() - first.startsAt.getTime(),
      partMs: picked.endsAt.getTime() - picked.startsAt.getTime(),
    },
  };
}

import {
  countHeldStarting,
  indexAppointments,
  overlapsHeld,
  type HeldTimeline,
} from './appointment-index.ts';
import type { AvailabilityInput, LocalDate, Slot } from './types.ts';
import { indexWorkingTime, workingSpansOn, zonedDayOf, type WorkingTimeIndex } from './working-time.ts';
import { minutesToWallTime } from '../time/wall-time.ts';
import { addDays, formatInstant, localDateOf, parseInstantMs, parseLocalDate } from './zoned-day.ts';

const MINUTE_MS = 60_000;

interface PreparedAvailability {
  working: WorkingTimeIndex;
  held: Map<string, HeldTimeline>;
  blocked: Map<string, HeldTimeline>;
  specialistIds: string[];
  earliestStartMs: number;
  firstDate: LocalDate; // local date of now: earlier dates cannot hold a start >= now
  lastDate: LocalDate; // horizon
  durationMs: number;
  blockedMs: number; // duration + buffer
  stepMinutes: number;
}

interface FreeStart {
  startMs: number;
  minute: number; // wall-clock minute of the day, for the label
}

function assertWholeMinutes(name: string, value: number, minimum: number) {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number >= ${minimum}, got ${value}`);
  }
}

function prepare(input: AvailabilityInput): PreparedAvailability {
  const { rules, service } = input;
  assertWholeMinutes('rules.slotStepMinutes', rules.slotStepMinutes, 1);
  assertWholeMinutes('rules.leadTimeMinutes', rules.leadTimeMinutes, 0);
  assertWholeMinutes('rules.horizonDays', rules.horizonDays, 0);
  assertWholeMinutes('service.durationMinutes', service.durationMinutes, 1);
  assertWholeMinutes('service.bufferAfterMinutes', service.bufferAfterMinutes, 0);
  const nowMs = parseInstantMs(input.now);
  const today = localDateOf(nowMs, input.timeZone);
  return {
    working: indexWorkingTime(input),
    held: indexAppointments(input.appointments),
    blocked: indexAppointments(
      (input.timeBlocks ?? []).map(({ specialistId, start, end }) => ({
        specialistId,
        start,
        blockedUntil: end,
      })),
    ),
    specialistIds: [...new Set(input.specialistIds)],
    earliestStartMs: nowMs + rules.leadTimeMinutes * MINUTE_MS,
    firstDate: today,
    lastDate: addDays(today, rules.horizonDays),
    durationMs: service.durationMinutes * MINUTE_MS,
    blockedMs: (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS,
    stepMinutes: rules.slotStepMinutes,
  };
}

function isBookableDate(prepared: PreparedAvailability, date: LocalDate): boolean {
  return prepared.firstDate <= date && date <= prepared.lastDate;
}

/**
 * Free starts of one specialist on a date, ascending, at most `limit`. Candidates walk the wall-clock
 * grid from each span's start; a wall time that does not exist is skipped, one that happens twice
 * only counts once (its earlier instant), so no label repeats and instants only increase.
 */
function freeStartsOn(
  prepared: PreparedAvailability,
  specialistId: string,
  date: LocalDate,
  limit: number,
): FreeStart[] {
  const found: FreeStart[] = [];
  const spans = workingSpansOn(prepared.working, specialistId, date);
  if (spans.length === 0) return found;
  const day = zonedDayOf(prepared.working, date);
  const timeline = prepared.held.get(specialistId);
  const blocks = prepared.blocked.get(specialistId);
  for (const span of spans) {
    if (span.endMs - prepared.durationMs < prepared.earliestStartMs) continue;
    for (let minute = span.gridStartMinute; minute < span.endMinute; minute += prepared.stepMinutes) {
      const startMs = day.instantOf(minute);
      if (startMs === null || startMs < span.startMs || startMs < prepared.earliestStartMs) continue;
      if (startMs + prepared.durationMs > span.endMs) break; // instants only grow from here
      if (overlapsHeld(timeline, startMs, startMs + prepared.blockedMs)) continue;
      if (overlapsHeld(blocks, startMs, startMs + prepared.blockedMs)) continue;
      found.push({ startMs, minute });
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/**
 * Bookable slots on a local date, sorted by start. With several eligible specialists ("any
 * specialist") each start time appears once, given to the specialist with the fewest held
 * appointments that day (ties: order of specialistIds), which spreads the work.
 */
export function availableSlots(input: AvailabilityInput, date: LocalDate): Slot[] {
  parseLocalDate(date);
  const prepared = prepare(input);
  if (!isBookableDate(prepared, date)) return [];
  const day = zonedDayOf(prepared.working, date);
  const byLoad = prepared.specialistIds
    .map((specialistId, order) => ({
      specialistId,
      order,
      load: countHeldStarting(prepared.held.get(specialistId), day.startMs, day.endMs),
    }))
    .sort((a, b) => a.load - b.load || a.order - b.order);

  const claimed = new Map<number, { specialistId: string; minute: number }>();
  for (const { specialistId } of byLoad) {
    for (const { startMs, minute } of freeStartsOn(prepared, specialistId, date, Infinity)) {
      if (!claimed.has(startMs)) claimed.set(startMs, { specialistId, minute });
    }
  }
  return [...claimed]
    .sort(([a], [b]) => a - b)
    .map(([startMs, { specialistId, minute }]) => ({
      start: formatInstant(startMs, input.timeZone),
      end: formatInstant(startMs + prepared.durationMs, input.timeZone),
      specialistId,
      label: minutesToWallTime(minute),
    }));
}

/** Local dates in [from, to] (inclusive) with at least one slot; the same rules as availableSlots. */
export function availableDates(input: AvailabilityInput, from: LocalDate, to: LocalDate): LocalDate[] {
  parseLocalDate(from);
  parseLocalDate(to);
  const prepared = prepare(input);
  const dates: LocalDate[] = [];
  const first = from > prepared.firstDate ? from : prepared.firstDate;
  const last = to < prepared.lastDate ? to : prepared.lastDate;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (
      prepared.specialistIds.some((specialistId) => freeStartsOn(prepared, specialistId, date, 1).length > 0)
    ) {
      dates.push(date);
    }
  }
  return dates;
}

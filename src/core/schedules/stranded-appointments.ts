// Which held appointments lie outside a specialist's working time: after a holiday, an override or a
// schedule change, these are the visits the admin must move or decline (they are never dropped silently).
import type { LocalDate, WorkingInterval, WorkingTimeInput } from '../availability/types.ts';
import { workingIntervalsFor } from '../availability/working-time.ts';
import { addDays, localDateOf, parseInstantMs } from '../availability/zoned-day.ts';

export interface TimedAppointment {
  id: string;
  specialistId: string;
  start: string; // ISO instant
  end: string; // ISO instant (the visit itself; the buffer after it may run past closing time)
}

/**
 * The appointments (in input order) whose [start, end) is not wholly inside the specialist's working time
 * as the engine computes it (weekly hours, overrides, holidays, public holidays and their exclusions).
 * A visit may run across midnight when the specialist works on both sides of it.
 */
export function strandedAppointments<T extends TimedAppointment>(
  input: WorkingTimeInput,
  appointments: readonly T[],
): T[] {
  const cache = new Map<string, WorkingInterval[]>();
  const intervalsOn = (specialistId: string, date: LocalDate) => {
    const key = `${specialistId}|${date}`;
    let intervals = cache.get(key);
    if (!intervals) {
      intervals = workingIntervalsFor(input, specialistId, date);
      cache.set(key, intervals);
    }
    return intervals;
  };

  return appointments.filter((appointment) => {
    const startMs = parseInstantMs(appointment.start);
    const endMs = parseInstantMs(appointment.end);
    if (endMs <= startMs) return false;
    const firstDate = localDateOf(startMs, input.timeZone);
    const lastDate = localDateOf(endMs - 1, input.timeZone);
    const spans: { start: number; end: number }[] = [];
    for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
      for (const interval of intervalsOn(appointment.specialistId, date)) {
        spans.push({ start: parseInstantMs(interval.start), end: parseInstantMs(interval.end) });
      }
    }
    spans.sort((a, b) => a.start - b.start);
    // Walk the spans (sorted by start) from the visit's start: a span starting after the covered part
    // leaves a gap no later span can fill. Touching spans continue one another.
    let coveredUntil = startMs;
    for (const span of spans) {
      if (span.start > coveredUntil) break;
      if (span.end > coveredUntil) coveredUntil = span.end;
      if (coveredUntil >= endMs) return false;
    }
    return true;
  });
}

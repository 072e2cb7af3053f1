import type { HeldAppointment } from './types.ts';
import { parseInstantMs } from './zoned-day.ts';

/** One specialist's held time, sorted by start, for O(log n) overlap queries. */
export interface HeldTimeline {
  starts: number[];
  // Max blockedUntil over starts[0..i]: held intervals may overlap one another (buffers), so the
  // latest end so far, not the previous end, says whether anything still runs at a given instant.
  runningMaxEnds: number[];
}

export function indexAppointments(appointments: HeldAppointment[]): Map<string, HeldTimeline> {
  const bySpecialist = new Map<string, { startMs: number; endMs: number }[]>();
  for (const appointment of appointments) {
    const startMs = parseInstantMs(appointment.start);
    const endMs = parseInstantMs(appointment.blockedUntil);
    if (endMs <= startMs) continue; // holds no time
    const group = bySpecialist.get(appointment.specialistId);
    if (group) group.push({ startMs, endMs });
    else bySpecialist.set(appointment.specialistId, [{ startMs, endMs }]);
  }
  const timelines = new Map<string, HeldTimeline>();
  for (const [specialistId, group] of bySpecialist) {
    group.sort((a, b) => a.startMs - b.startMs);
    const runningMaxEnds: number[] = [];
    let maxEnd = -Infinity;
    for (const { endMs } of group) {
      maxEnd = Math.max(maxEnd, endMs);
      runningMaxEnds.push(maxEnd);
    }
    timelines.set(specialistId, { starts: group.map((held) => held.startMs), runningMaxEnds });
  }
  return timelines;
}

/** Index of the first element >= value. */
function lowerBound(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether [startMs, endMs) overlaps any held [start, blockedUntil) (half-open: touching is fine). */
export function overlapsHeld(timeline: HeldTimeline | undefined, startMs: number, endMs: number): boolean {
  if (!timeline) return false;
  const startingBeforeEnd = lowerBound(timeline.starts, endMs);
  return startingBeforeEnd > 0 && timeline.runningMaxEnds[startingBeforeEnd - 1]! > startMs;
}

/** Held appointments starting in [fromMs, toMs). */
export function countHeldStarting(timeline: HeldTimeline | undefined, fromMs: number, toMs: number): number {
  if (!timeline) return 0;
  return lowerBound(timeline.starts, toMs) - lowerBound(timeline.starts, fromMs);
}

import { Temporal } from 'temporal-polyfill';
import { formatInstant, parseInstantMs } from './zoned-day.ts';

/** One occurrence of a repeating visit or block: ISO instants with the business's offset. */
export interface Occurrence {
  start: string;
  end: string;
}

/**
 * `count` occurrences, `everyWeeks` apart, of [start, start + durationMinutes), the first at `start`.
 * Each keeps the first one's wall-clock time in the business's zone (09:00 stays 09:00 across a DST
 * change); a wall time that does not exist that day moves forward, as Temporal's "compatible" does.
 */
export function weeklyRepeats(
  first: { start: string; durationMinutes: number },
  repeat: { everyWeeks: number; count: number },
  timeZone: string,
): Occurrence[] {
  if (!Number.isInteger(repeat.everyWeeks) || repeat.everyWeeks < 1)
    throw new RangeError(`everyWeeks must be a whole number >= 1, got ${repeat.everyWeeks}`);
  if (!Number.isInteger(repeat.count) || repeat.count < 1)
    throw new RangeError(`count must be a whole number >= 1, got ${repeat.count}`);
  const zoned = Temporal.Instant.fromEpochMilliseconds(parseInstantMs(first.start)).toZonedDateTimeISO(
    timeZone,
  );
  const occurrences: Occurrence[] = [];
  for (let index = 0; index < repeat.count; index += 1) {
    const startMs = zoned.add({ weeks: index * repeat.everyWeeks }).epochMilliseconds;
    occurrences.push({
      start: formatInstant(startMs, timeZone),
      end: formatInstant(startMs + first.durationMinutes * 60_000, timeZone),
    });
  }
  return occurrences;
}

/**
 * Moves each of `starts` the way `from` moved to `to`, in wall-clock terms: the same number of days and
 * the new time of day, so a series moved from Monday 10:00 to Tuesday 11:00 stays at 11:00 after a DST
 * change. Instants are ISO strings; answers carry the zone's offset.
 */
export function shiftLikeFirst(starts: string[], from: string, to: string, timeZone: string): string[] {
  const before = Temporal.Instant.fromEpochMilliseconds(parseInstantMs(from)).toZonedDateTimeISO(timeZone);
  const after = Temporal.Instant.fromEpochMilliseconds(parseInstantMs(to)).toZonedDateTimeISO(timeZone);
  const days = before.toPlainDate().until(after.toPlainDate(), { largestUnit: 'days' }).days;
  const time = after.toPlainTime();
  return starts.map((start) => {
    const zoned = Temporal.Instant.fromEpochMilliseconds(parseInstantMs(start)).toZonedDateTimeISO(timeZone);
    const moved = zoned.toPlainDate().add({ days }).toZonedDateTime({ timeZone, plainTime: time });
    return formatInstant(moved.epochMilliseconds, timeZone);
  });
}

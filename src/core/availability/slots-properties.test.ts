// Property-based checks of availableSlots/availableDates against a slow, Temporal-only reference.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { publicHolidayOn } from '../holidays/lithuanian-public-holidays.ts';
import { availableDates, availableSlots } from './slots.ts';
import type {
  AvailabilityInput,
  BusinessHoliday,
  HeldAppointment,
  IsoWeekday,
  LocalDate,
  ScheduleOverride,
  Slot,
  WallInterval,
  WeeklySchedule,
} from './types.ts';

const TIME_ZONE = 'Europe/Vilnius';
const MINUTE_MS = 60_000;
const POOL = ['a', 'b', 'c'];
// DST Sundays (2027-03-28 is also Easter), Christmas, Easter, Vėlinės, a plain summer week.
const ANCHORS = [
  '2026-03-29',
  '2026-10-25',
  '2027-03-28',
  '2027-10-31',
  '2026-12-24',
  '2026-04-05',
  '2026-11-02',
  '2026-07-14',
];

const plusDays = (date: LocalDate, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
const startOfDayMs = (date: LocalDate) =>
  Temporal.PlainDate.from(date).toZonedDateTime(TIME_ZONE).epochMilliseconds;
const localDateOf = (ms: number) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();
const toWall = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const fromWall = (wall: string) => Number(wall.slice(0, 2)) * 60 + Number(wall.slice(3, 5));

// ---- Reference: obvious code, Temporal for every conversion, no indexes ----

const wallInstantCache = new Map<string, { ms: number; exists: boolean }>();
/** The earlier instant of a wall minute, or exists=false in a DST gap. */
function wallInstant(date: LocalDate, minute: number) {
  const key = `${date}+${minute}`;
  let cached = wallInstantCache.get(key);
  if (!cached) {
    const wall = Temporal.PlainDate.from(date).toPlainDateTime().add({ minutes: minute });
    const earlier = wall.toZonedDateTime(TIME_ZONE, { disambiguation: 'earlier' });
    cached = { ms: earlier.epochMilliseconds, exists: earlier.toPlainDateTime().equals(wall) };
    wallInstantCache.set(key, cached);
  }
  return cached;
}

/** An interval bound: the first wall minute at or after it that exists. */
function boundMs(date: LocalDate, minute: number): number {
  for (let candidate = minute; ; candidate++) {
    const instant = wallInstant(date, candidate);
    if (instant.exists) return instant.ms;
  }
}

const covers = (range: { from: string; to: string }, date: LocalDate) =>
  range.from <= date && date <= range.to;

function referenceWallIntervals(
  input: AvailabilityInput,
  specialistId: string,
  date: LocalDate,
): WallInterval[] {
  const publicHoliday = publicHolidayOn(date);
  if (publicHoliday && !input.excludedPublicHolidays.includes(date)) return [];
  if (
    input.holidays.some(
      (h) => (h.specialistId === null || h.specialistId === specialistId) && covers(h, date),
    )
  ) {
    return [];
  }
  const pick = (owner: string | null) =>
    input.overrides
      .map((override, index) => ({ override, index }))
      .filter(({ override }) => override.specialistId === owner && covers(override, date))
      .sort(
        (x, y) =>
          Temporal.PlainDate.from(x.override.from).until(x.override.to).days -
            Temporal.PlainDate.from(y.override.from).until(y.override.to).days || y.index - x.index,
      )[0]?.override;
  const override = pick(specialistId) ?? pick(null);
  if (override) return override.closed ? [] : override.intervals;
  let schedule: WeeklySchedule | undefined;
  for (const candidate of input.schedules) {
    if (candidate.specialistId !== specialistId || candidate.validFrom > date) continue;
    if (!schedule || candidate.validFrom >= schedule.validFrom) schedule = candidate;
  }
  return schedule?.days[Temporal.PlainDate.from(date).dayOfWeek as IsoWeekday] ?? [];
}

function referenceSpans(input: AvailabilityInput, specialistId: string, date: LocalDate) {
  const spans = referenceWallIntervals(input, specialistId, date)
    .filter((interval) => fromWall(interval.end) > fromWall(interval.start))
    .map((interval) => ({
      start: boundMs(date, fromWall(interval.start)),
      end: boundMs(date, fromWall(interval.end)),
    }))
    .filter((span) => span.end > span.start)
    .sort((x, y) => x.start - y.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const heldOf = (input: AvailabilityInput, specialistId: string) =>
  input.appointments
    .filter((held) => held.specialistId === specialistId)
    .map((held) => ({ start: Date.parse(held.start), end: Date.parse(held.blockedUntil) }));

function bookableWindow(input: AvailabilityInput) {
  const nowMs = Date.parse(input.now);
  const today = localDateOf(nowMs);
  return {
    earliestMs: nowMs + input.rules.leadTimeMinutes * MINUTE_MS,
    today,
    lastDate: plusDays(today, input.rules.horizonDays),
  };
}

/** Every free start on the grid counted from midnight (valid when interval starts lie on that grid). */
function referenceStarts(input: AvailabilityInput, specialistId: string, date: LocalDate) {
  const { earliestMs, today, lastDate } = bookableWindow(input);
  if (date < today || date > lastDate) return [];
  const spans = referenceSpans(input, specialistId, date);
  const held = heldOf(input, specialistId);
  const duration = input.service.durationMinutes * MINUTE_MS;
  const blocked = duration + input.service.bufferAfterMinutes * MINUTE_MS;
  const starts: { ms: number; label: string }[] = [];
  for (let minute = 0; minute < 1440; minute += input.rules.slotStepMinutes) {
    const { ms, exists } = wallInstant(date, minute);
    if (!exists || ms < earliestMs) continue;
    if (!spans.some((span) => span.start <= ms && ms + duration <= span.end)) continue;
    if (held.some((h) => h.end > h.start && h.start < ms + blocked && ms < h.end)) continue;
    starts.push({ ms, label: toWall(minute) });
  }
  return starts;
}

// ---- Generators ----

interface Scenario {
  input: AvailabilityInput;
  dates: LocalDate[];
}

function scenario(alignedToStep: boolean): fc.Arbitrary<Scenario> {
  return fc
    .record({
      anchor: fc.constantFrom(...ANCHORS),
      step: fc.constantFrom(5, 10, 15, 20, 30, 45, 60),
      specialistIds: fc.shuffledSubarray(POOL, { minLength: 1 }),
    })
    .chain(({ anchor, step, specialistIds }) => {
      const grain = alignedToStep ? step : 5;
      const slotsPerDay = 1440 / grain;
      const wallInterval = fc
        .tuple(
          // Bias towards the night so DST transitions fall inside working time.
          fc.oneof(
            fc.integer({ min: 0, max: slotsPerDay - 1 }),
            fc.integer({ min: 0, max: Math.ceil(300 / grain) }),
          ),
          fc.integer({ min: 1, max: Math.ceil(600 / grain) }),
        )
        .map(([start, length]): WallInterval => ({
          start: toWall(start * grain),
          end: toWall(Math.min(slotsPerDay, start + length) * grain),
        }));
      const intervals = fc.oneof(
        { arbitrary: fc.array(wallInterval, { minLength: 1, maxLength: 3 }), weight: 4 },
        { arbitrary: fc.constant<WallInterval[]>([]), weight: 1 },
      );
      const date = (min: number, max: number) =>
        fc.integer({ min, max }).map((days) => plusDays(anchor, days));
      const range = fc.tuple(date(-3, 3), fc.integer({ min: 0, max: 3 })).map(([from, length]) => ({
        from,
        to: plusDays(from, length),
      }));
      const owner = fc.option(fc.constantFrom(...POOL), { nil: null });
      const schedule: fc.Arbitrary<WeeklySchedule> = fc.record({
        specialistId: fc.constantFrom(...specialistIds, ...POOL), // mostly the eligible ones
        validFrom: fc.oneof(date(-12, -2), date(-2, 2)),
        days: fc
          .tuple(intervals, intervals, intervals, intervals, intervals, intervals, intervals)
          .map((week) => Object.fromEntries(week.map((dayIntervals, index) => [index + 1, dayIntervals]))),
      });
      const override: fc.Arbitrary<ScheduleOverride> = fc
        .record({
          range,
          specialistId: owner,
          closed: fc.integer({ min: 0, max: 3 }).map((roll) => roll === 0),
          intervals: fc.array(wallInterval, { maxLength: 2 }),
        })
        .map(({ range: { from, to }, ...rest }) => ({ from, to, ...rest }));
      const holiday: fc.Arbitrary<BusinessHoliday> = fc
        .record({ range, specialistId: owner })
        .map(({ range: { from, to }, specialistId }) => ({ from, to, specialistId, name: 'Atostogos' }));
      const anchorMs = startOfDayMs(anchor);
      const appointment: fc.Arbitrary<HeldAppointment> = fc
        .record({
          specialistId: fc.constantFrom(...POOL),
          startMinute: fc.integer({ min: -1440, max: 3 * 1440 }),
          length: fc.integer({ min: 1, max: 240 }),
        })
        .map(({ specialistId, startMinute, length }) => ({
          specialistId,
          start: new Date(anchorMs + startMinute * MINUTE_MS).toISOString(),
          blockedUntil: new Date(anchorMs + (startMinute + length) * MINUTE_MS).toISOString(),
        }));
      const window = [-1, 0, 1, 2].map((days) => plusDays(anchor, days));
      return fc
        .record({
          schedules: fc.array(schedule, { minLength: 2, maxLength: 5 }),
          overrides: fc.array(override, { maxLength: 3 }),
          holidays: fc.oneof(fc.constant<BusinessHoliday[]>([]), fc.array(holiday, { maxLength: 2 })),
          excludedPublicHolidays: fc.oneof(fc.constant(window), fc.subarray(window)),
          appointments: fc.array(appointment, { maxLength: 20 }),
          // Mostly before the window, so that lead time and horizon cut into it rather than erase it.
          nowMinute: fc.oneof(
            fc.integer({ min: -2 * 1440, max: 0 }),
            fc.integer({ min: -3 * 1440, max: 2 * 1440 }),
          ),
          leadTimeMinutes: fc.oneof(
            fc.constant(0),
            fc.integer({ min: 0, max: 240 }),
            fc.integer({ min: 0, max: 2000 }),
          ),
          horizonDays: fc.oneof(
            { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 },
            { arbitrary: fc.constant(8), weight: 2 },
          ),
          durationMinutes: fc.integer({ min: 1, max: 36 }).map((fives) => fives * 5),
          bufferAfterMinutes: fc.integer({ min: 0, max: 6 }).map((fives) => fives * 5),
        })
        .map((drawn): Scenario => ({
          dates: window,
          input: {
            timeZone: TIME_ZONE,
            now: new Date(anchorMs + drawn.nowMinute * MINUTE_MS).toISOString(),
            rules: {
              leadTimeMinutes: drawn.leadTimeMinutes,
              horizonDays: drawn.horizonDays,
              slotStepMinutes: step,
            },
            service: { durationMinutes: drawn.durationMinutes, bufferAfterMinutes: drawn.bufferAfterMinutes },
            specialistIds,
            schedules: drawn.schedules,
            overrides: drawn.overrides,
            holidays: drawn.holidays,
            excludedPublicHolidays: drawn.excludedPublicHolidays,
            appointments: drawn.appointments,
          },
        }));
    });
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function checkInvariants(input: AvailabilityInput, date: LocalDate, slots: Slot[]) {
  const { earliestMs, lastDate } = bookableWindow(input);
  const step = input.rules.slotStepMinutes;
  const starts = slots.map((slot) => Date.parse(slot.start));
  // Sorted, and never the same start or label twice.
  for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
  expect(new Set(slots.map((slot) => slot.label)).size).toBe(slots.length);
  for (const slot of slots) {
    const startMs = Date.parse(slot.start);
    const endMs = Date.parse(slot.end);
    expect(slot.start).toMatch(ISO_WITH_OFFSET);
    expect(slot.end).toMatch(ISO_WITH_OFFSET);
    expect(input.specialistIds).toContain(slot.specialistId);
    expect(endMs - startMs).toBe(input.service.durationMinutes * MINUTE_MS);
    // The label is the local wall time of the start, which exists, and the start is its earlier instant.
    expect(localDateOf(startMs)).toBe(date);
    const labelInstant = wallInstant(date, fromWall(slot.label));
    expect(labelInstant).toEqual({ ms: startMs, exists: true });
    // Lead time and horizon.
    expect(startMs).toBeGreaterThanOrEqual(earliestMs);
    expect(date <= lastDate).toBe(true);
    // Inside working time, so never on a holiday or closed day.
    const spans = referenceSpans(input, slot.specialistId, date);
    expect(spans.some((span) => span.start <= startMs && endMs <= span.end)).toBe(true);
    // On the grid of some working interval of that day.
    const intervalStarts = referenceWallIntervals(input, slot.specialistId, date).map((interval) =>
      fromWall(interval.start),
    );
    const label = fromWall(slot.label);
    expect(intervalStarts.some((start) => label >= start && (label - start) % step === 0)).toBe(true);
    // Clear of held time, buffers included on both sides.
    const blockedEnd = endMs + input.service.bufferAfterMinutes * MINUTE_MS;
    for (const held of heldOf(input, slot.specialistId)) {
      expect(held.end > held.start && held.start < blockedEnd && startMs < held.end).toBe(false);
    }
  }
}

function checkDatesAgree({ input, dates }: Scenario, slotsByDate: Slot[][]) {
  const expected = dates.filter((_, index) => slotsByDate[index]!.length > 0);
  expect(availableDates(input, dates[0]!, dates.at(-1)!)).toEqual(expected);
}

describe('availability properties', () => {
  it('every offered slot is inside working time, off holidays, clear of held time, on the grid, within lead and horizon', () => {
    fc.assert(
      fc.property(scenario(false), (drawn) => {
        const slotsByDate = drawn.dates.map((date) => availableSlots(drawn.input, date));
        drawn.dates.forEach((date, index) => checkInvariants(drawn.input, date, slotsByDate[index]!));
        checkDatesAgree(drawn, slotsByDate);
      }),
      { numRuns: 150 },
    );
  });

  it('offers exactly the free grid starts, each once, to the least busy eligible specialist', () => {
    fc.assert(
      fc.property(scenario(true), (drawn) => {
        const { input } = drawn;
        const slotsByDate = drawn.dates.map((date) => availableSlots(input, date));
        drawn.dates.forEach((date, index) => {
          const dayStart = startOfDayMs(date);
          const dayEnd = startOfDayMs(plusDays(date, 1));
          const load = (specialistId: string) =>
            heldOf(input, specialistId).filter((held) => held.start >= dayStart && held.start < dayEnd)
              .length;
          const expected = new Map<number, { label: string; specialistId: string; rank: [number, number] }>();
          input.specialistIds.forEach((specialistId, order) => {
            const rank: [number, number] = [load(specialistId), order];
            for (const { ms, label } of referenceStarts(input, specialistId, date)) {
              const current = expected.get(ms);
              const better =
                !current ||
                rank[0] < current.rank[0] ||
                (rank[0] === current.rank[0] && rank[1] < current.rank[1]);
              if (better) expected.set(ms, { label, specialistId, rank });
            }
          });
          const actual = slotsByDate[index]!.map(
            (slot) => `${Date.parse(slot.start)} ${slot.label} ${slot.specialistId}`,
          );
          const wanted = [...expected]
            .sort(([x], [y]) => x - y)
            .map(([ms, { label, specialistId }]) => `${ms} ${label} ${specialistId}`);
          expect(actual).toEqual(wanted);
        });
        checkDatesAgree(drawn, slotsByDate);
      }),
      { numRuns: 150 },
    );
  });
});

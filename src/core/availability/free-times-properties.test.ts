// Property-based checks of the search's free times against the booking calendar's slots: for random
// salons, windows, visits and blocked time, freeTimesIn lists exactly the first slots the calendar offers
// in the window, with the calendar's specialist, in time order.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { freeTimesIn, type FreeTimeWindow } from './free-times.ts';
import { availableSlots } from './slots.ts';
import type { AvailabilityInput, HeldAppointment, LocalDate, TimeBlock, WeeklySchedule } from './types.ts';

const TIME_ZONE = 'Europe/Vilnius';
const SPECIALISTS = ['a', 'b', 'c'];
// A plain week, the spring and autumn DST changes, Christmas (a public holiday).
const ANCHORS = ['2026-07-13', '2026-03-27', '2026-10-23', '2026-12-22'];

const plusDays = (date: LocalDate, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
const wall = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const instantAt = (date: LocalDate, minutes: number) =>
  Temporal.PlainDate.from(date)
    .toPlainDateTime()
    .add({ minutes })
    .toZonedDateTime(TIME_ZONE)
    .toInstant()
    .toString();
/** The wall-clock date and time of an instant in Vilnius, computed here rather than taken from a slot. */
const wallOf = (iso: string) => {
  const zoned = Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE);
  return { date: zoned.toPlainDate().toString(), time: wall(zoned.hour * 60 + zoned.minute) };
};

interface Scenario {
  input: AvailabilityInput;
  window: FreeTimeWindow;
  limit: number;
}

const wallInterval = fc
  .tuple(fc.integer({ min: 6 * 4, max: 14 * 4 }), fc.integer({ min: 2, max: 10 * 4 }))
  .map(([start, length]) => ({
    start: wall(start * 15),
    end: wall(Math.min(24 * 60, (start + length) * 15)),
  }));

const scenario: fc.Arbitrary<Scenario> = fc
  .record({ anchor: fc.constantFrom(...ANCHORS), specialistCount: fc.integer({ min: 1, max: 3 }) })
  .chain(({ anchor, specialistCount }) => {
    const specialistIds = SPECIALISTS.slice(0, specialistCount);
    const dayOffset = fc.integer({ min: 0, max: 8 });
    const held = fc.record({
      specialistId: fc.constantFrom(...specialistIds),
      day: dayOffset,
      minute: fc.integer({ min: 6 * 12, max: 21 * 12 }).map((fives) => fives * 5),
      length: fc.integer({ min: 3, max: 36 }).map((fives) => fives * 5),
    });
    const toInterval = ({ day, minute, length }: { day: number; minute: number; length: number }) => {
      const date = plusDays(anchor, day);
      return { start: instantAt(date, minute), end: instantAt(date, minute + length) };
    };
    return fc
      .record({
        schedules: fc.tuple(
          ...specialistIds.map((specialistId) =>
            fc
              .dictionary(
                fc.constantFrom('1', '2', '3', '4', '5', '6', '7'),
                fc.array(wallInterval, { minLength: 1, maxLength: 1 }),
              )
              .map((days): WeeklySchedule => ({ specialistId, validFrom: '2020-01-01', days })),
          ),
        ),
        appointments: fc.array(
          held.map((h): HeldAppointment => {
            const { start, end } = toInterval(h);
            return { specialistId: h.specialistId, start, blockedUntil: end };
          }),
          { maxLength: 25 },
        ),
        timeBlocks: fc.array(
          held.map((h): TimeBlock => ({ specialistId: h.specialistId, ...toInterval(h) })),
          { maxLength: 5 },
        ),
        nowMinute: fc.integer({ min: 0, max: 2 * 24 * 60 }),
        leadTimeMinutes: fc.constantFrom(0, 30, 60, 120),
        slotStepMinutes: fc.constantFrom(10, 15, 30, 60),
        durationMinutes: fc.integer({ min: 2, max: 24 }).map((fives) => fives * 5),
        bufferAfterMinutes: fc.constantFrom(0, 5, 15),
        firstDay: fc.integer({ min: 0, max: 3 }),
        dayCount: fc.integer({ min: 1, max: 7 }),
        from: fc.integer({ min: 0, max: 23 * 4 }).map((quarters) => quarters * 15),
        windowLength: fc.integer({ min: 1, max: 24 * 4 }).map((quarters) => quarters * 15),
        limit: fc.integer({ min: 1, max: 8 }),
      })
      .map((drawn): Scenario => {
        const start = plusDays(anchor, drawn.firstDay);
        const dates = Array.from({ length: drawn.dayCount }, (_, day) => plusDays(start, day));
        return {
          input: {
            timeZone: TIME_ZONE,
            now: instantAt(anchor, drawn.nowMinute),
            rules: {
              leadTimeMinutes: drawn.leadTimeMinutes,
              horizonDays: 6,
              slotStepMinutes: drawn.slotStepMinutes,
            },
            service: { durationMinutes: drawn.durationMinutes, bufferAfterMinutes: drawn.bufferAfterMinutes },
            specialistIds,
            schedules: drawn.schedules,
            overrides: [],
            holidays: [],
            excludedPublicHolidays: [],
            appointments: drawn.appointments,
            timeBlocks: drawn.timeBlocks,
          },
          window: {
            dates,
            from: wall(drawn.from),
            to: wall(Math.min(24 * 60, drawn.from + drawn.windowLength)),
          },
          limit: drawn.limit,
        };
      });
  });

describe('freeTimesIn', () => {
  it('lists exactly the first calendar slots of the window, in time order, with the calendar’s specialist', () => {
    fc.assert(
      fc.property(scenario, ({ input, window, limit }) => {
        const times = freeTimesIn(input, window, limit);
        // Every slot the calendar offers on the window's dates whose wall-clock start is in [from, to).
        const offered = window.dates.flatMap((date) =>
          availableSlots(input, date).filter((slot) => {
            const { time } = wallOf(slot.start);
            return time >= window.from && time < window.to;
          }),
        );
        expect(times).toEqual(
          offered.slice(0, limit).map(({ start, specialistId }) => ({ start, specialistId })),
        );
        for (const [index, time] of times.entries()) {
          const { date, time: clock } = wallOf(time.start);
          expect(window.dates).toContain(date);
          expect(clock >= window.from && clock < window.to).toBe(true);
          // Never a time held by a visit or blocked for its specialist.
          const startMs = Date.parse(time.start);
          const endMs = startMs + (input.service.durationMinutes + input.service.bufferAfterMinutes) * 60_000;
          const heldHere = [
            ...input.appointments.map((a) => ({ ...a, end: a.blockedUntil })),
            ...(input.timeBlocks ?? []),
          ].filter((held) => held.specialistId === time.specialistId);
          for (const held of heldHere) {
            expect(startMs < Date.parse(held.end) && Date.parse(held.start) < endMs).toBe(false);
          }
          expect(startMs).toBeGreaterThanOrEqual(
            Date.parse(input.now) + input.rules.leadTimeMinutes * 60_000,
          );
          if (index > 0) expect(startMs).toBeGreaterThan(Date.parse(times[index - 1]!.start));
        }
      }),
      { numRuns: 300 },
    );
  });
});

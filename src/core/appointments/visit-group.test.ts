import { describe, expect, it } from 'vitest';
import { joinServiceNames, partsMoveOrder, visitParts, visitSpan } from './visit-group.ts';

const haircut = { durationMinutes: 45, bufferAfterMinutes: 15 };
const colour = { durationMinutes: 90, bufferAfterMinutes: 10 };
const manicure = { durationMinutes: 60, bufferAfterMinutes: 0 };

describe('visitSpan', () => {
  it('is the service itself for one service', () => {
    expect(visitSpan([haircut])).toEqual(haircut);
  });

  it('counts every duration and the buffers between the parts, and keeps the last buffer after it', () => {
    expect(visitSpan([haircut, colour])).toEqual({ durationMinutes: 45 + 15 + 90, bufferAfterMinutes: 10 });
    expect(visitSpan([colour, haircut, manicure])).toEqual({
      durationMinutes: 90 + 10 + 45 + 15 + 60,
      bufferAfterMinutes: 0,
    });
  });

  it('refuses an empty visit', () => {
    expect(() => visitSpan([])).toThrow(RangeError);
  });
});

describe('visitParts', () => {
  it('starts each service when the buffer of the one before ends', () => {
    const start = Date.parse('2026-11-23T07:00:00Z');
    const minute = 60_000;
    expect(visitParts(start, [haircut, colour])).toEqual([
      { startMs: start, endMs: start + 45 * minute, blockedUntilMs: start + 60 * minute },
      { startMs: start + 60 * minute, endMs: start + 150 * minute, blockedUntilMs: start + 160 * minute },
    ]);
  });

  it('ends where the span the engine checked ends', () => {
    const services = [colour, haircut, manicure];
    const parts = visitParts(0, services);
    const span = visitSpan(services);
    expect(parts.at(-1)?.endMs).toBe(span.durationMinutes * 60_000);
    expect(parts.at(-1)?.blockedUntilMs).toBe((span.durationMinutes + span.bufferAfterMinutes) * 60_000);
  });
});

describe('joinServiceNames', () => {
  it('joins names the Lithuanian way', () => {
    expect(joinServiceNames(['Kirpimas'])).toBe('Kirpimas');
    expect(joinServiceNames(['Kirpimas', 'Dažymas'])).toBe('Kirpimas ir Dažymas');
    expect(joinServiceNames(['Kirpimas', 'Dažymas', 'Manikiūras'])).toBe('Kirpimas, Dažymas ir Manikiūras');
  });
});

describe('partsMoveOrder', () => {
  const span = (startMs: number, blockedUntilMs: number) => ({ startMs, blockedUntilMs });
  const parts = [span(0, 75), span(75, 120), span(120, 180)];
  const shifted = (by: number) => parts.map((part) => span(part.startMs + by, part.blockedUntilMs + by));

  it('moves the last part first when the visit moves later, the first when earlier', () => {
    expect(partsMoveOrder(parts, shifted(30))).toEqual([2, 1, 0]);
    expect(partsMoveOrder(parts, shifted(-30))).toEqual([0, 1, 2]);
  });

  it('keeps the parts in order when the new time is clear of the old one', () => {
    expect(partsMoveOrder(parts, shifted(600))).toEqual([0, 1, 2]);
  });

  it('finds a free order when the parts change length as they move', () => {
    // The first part grew: it lands on the second's old time, so the second (and third) go first.
    const to = [span(10, 100), span(100, 140), span(140, 200)];
    const order = partsMoveOrder(parts, to);
    const moved = new Set<number>();
    for (const index of order) {
      for (const other of parts.keys()) {
        if (other === index || moved.has(other)) continue;
        expect(
          to[index]!.startMs < parts[other]!.blockedUntilMs &&
            parts[other]!.startMs < to[index]!.blockedUntilMs,
        ).toBe(false);
      }
      moved.add(index);
    }
    expect([...order].sort()).toEqual([0, 1, 2]);
  });
});

// Several services in one visit: performed back to back by one specialist, in the order chosen. Each service
// keeps its own buffer after it (the next one starts when the buffer ends), so the visit holds the
// specialist for the sum of every duration and every buffer — exactly the rows it is booked as.

export const MIN_GROUP_SERVICES = 2;
export const MAX_GROUP_SERVICES = 4;

export interface SequencedService {
  durationMinutes: number;
  bufferAfterMinutes: number;
}

export interface VisitPart {
  startMs: number;
  endMs: number;
  /** The end plus this service's buffer: when the next part starts. */
  blockedUntilMs: number;
}

const MINUTE_MS = 60_000;

/**
 * The visit as one service for the availability engine: it lasts from the first start to the last end
 * (the buffers between the parts inside it), and the last service's buffer follows it.
 */
export function visitSpan(services: readonly SequencedService[]): SequencedService {
  if (services.length === 0) throw new RangeError('A visit needs at least one service');
  let durationMinutes = 0;
  for (const [index, service] of services.entries()) {
    durationMinutes += service.durationMinutes;
    if (index < services.length - 1) durationMinutes += service.bufferAfterMinutes;
  }
  return { durationMinutes, bufferAfterMinutes: services.at(-1)?.bufferAfterMinutes ?? 0 };
}

/** Each service's own time when the visit starts at `startMs`. */
export function visitParts(startMs: number, services: readonly SequencedService[]): VisitPart[] {
  const parts: VisitPart[] = [];
  let at = startMs;
  for (const service of services) {
    const endMs = at + service.durationMinutes * MINUTE_MS;
    const blockedUntilMs = endMs + service.bufferAfterMinutes * MINUTE_MS;
    parts.push({ startMs: at, endMs, blockedUntilMs });
    at = blockedUntilMs;
  }
  return parts;
}

/** `Kirpimas`, `Kirpimas ir dažymas`, `Kirpimas, dažymas ir manikiūras` (names as written, in order). */
export function joinServiceNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ir ${names.at(-1)}`;
}

/** A part's held time: from its start to the end of its buffer. */
export interface HeldSpan {
  startMs: number;
  blockedUntilMs: number;
}

/**
 * The order to write a visit's parts to their new times, one at a time, so that no part lands on a part
 * that has not moved yet: the database checks every row as it is written, not at the end. Moving later,
 * that is the last part first; moving earlier, the first. Should no part be free to go (never for parts
 * kept back to back), the rest go in their own order and the database has the last word.
 */
export function partsMoveOrder(from: readonly HeldSpan[], to: readonly HeldSpan[]): number[] {
  const overlap = (a: HeldSpan, b: HeldSpan) => a.startMs < b.blockedUntilMs && b.startMs < a.blockedUntilMs;
  const waiting = from.map((_, index) => index);
  const order: number[] = [];
  while (waiting.length > 0) {
    const free = waiting.findIndex((index) =>
      waiting.every((other) => other === index || !overlap(to[index]!, from[other]!)),
    );
    const [next] = waiting.splice(Math.max(0, free), 1);
    order.push(next!);
  }
  return order;
}

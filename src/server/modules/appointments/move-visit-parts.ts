// Writing a visit's parts to new times (and a specialist) inside the caller's transaction, with its
// calendar locked: the one way a visit of one or several services is moved. Each part is written as it was
// read, or the caller hears that the visit changed meanwhile; the exclusion constraint has the last word.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import { partsMoveOrder } from '../../../core/appointments/visit-group.ts';
import type { Transaction } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import type { AppointmentRow } from './appointment-rows.ts';

export interface PartTime {
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
}

/** Each part shifted by `offsetMs`, its length and buffer kept. */
export function shiftedParts(parts: readonly AppointmentRow[], offsetMs: number): PartTime[] {
  return parts.map((part) => ({
    startsAt: new Date(part.startsAt.getTime() + offsetMs),
    endsAt: new Date(part.endsAt.getTime() + offsetMs),
    blockedUntil: new Date(part.blockedUntil.getTime() + offsetMs),
  }));
}

/**
 * Moves `parts[i]` to `times[i]` with `specialistId` (and `set` on every part), each as a new version of the
 * visit (`sequence`). True when every part was still held where it was read; false (the caller rolls back) otherwise.
 */
export async function writeVisitParts(
  tx: Transaction,
  {
    parts,
    times,
    specialistId,
    set = {},
    sequence = sql`${appointment.sequence} + 1`,
    where,
  }: {
    parts: readonly AppointmentRow[];
    times: readonly PartTime[];
    specialistId: string;
    set?: Partial<typeof appointment.$inferInsert>;
    /** The parts' new version: by default the next. */
    sequence?: SQL;
    where?: SQL;
  },
): Promise<boolean> {
  const span = (time: PartTime) => ({
    startMs: time.startsAt.getTime(),
    blockedUntilMs: time.blockedUntil.getTime(),
  });
  // Another specialist's calendar holds none of the old parts: any order will do there.
  const order = parts.every((part) => part.specialist.id === specialistId)
    ? partsMoveOrder(
        parts.map((part) => span(part)),
        times.map(span),
      )
    : parts.map((_, index) => index);
  for (const index of order) {
    const part = parts[index]!;
    const time = times[index]!;
    const [updated] = await tx
      .update(appointment)
      .set({
        ...set,
        // A new version of the visit: the calendar file's SEQUENCE, and the reminders' version.
        sequence,
        ...time,
        durationMinutes: Math.round((time.endsAt.getTime() - time.startsAt.getTime()) / 60_000),
        specialistId,
      })
      .where(
        and(
          eq(appointment.id, part.id),
          inArray(appointment.status, HELD_STATUSES),
          // Only as it was read: a change by someone else in between wins.
          eq(appointment.status, part.status),
          eq(appointment.startsAt, part.startsAt),
          eq(appointment.specialistId, part.specialist.id),
          where,
        ),
      )
      .returning({ id: appointment.id });
    if (!updated) return false;
  }
  return true;
}

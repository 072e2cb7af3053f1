// Which spans of a specialist's calendar are already held by a visit or a block, read from busy_time
// (kept by triggers from appointments and time blocks). Read before writing only to tell people which
// dates clash; the table's exclusion constraint stays the authority when the rows are written.
import { sql } from 'drizzle-orm';
import type { HeldAppointment, TimeBlock } from '../../../core/availability/types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { uuidArray } from '../../db/uuid-array.ts';
import { rowsOf } from './load-schedule-data.ts';

export interface Span {
  start: Date;
  end: Date;
}

/** The indexes of `spans` that overlap held time of the specialist, leaving out the given rows' own time. */
export async function heldSpanIndexes(
  db: DbOrTx,
  {
    specialistId,
    spans,
    except = {},
  }: { specialistId: string; spans: Span[]; except?: { appointmentIds?: string[]; timeBlockId?: string } },
): Promise<Set<number>> {
  if (spans.length === 0) return new Set();
  // One JSON parameter each: drizzle would spread a JS array into a list of parameters.
  const wanted = JSON.stringify(
    spans.map((span, index) => ({ i: index, s: span.start.toISOString(), e: span.end.toISOString() })),
  );
  const exceptAppointments = JSON.stringify(except.appointmentIds ?? []);
  const result = await db.execute(sql`
    select w.i as index
    from jsonb_to_recordset(${wanted}::jsonb) as w(i int, s timestamptz, e timestamptz)
    where exists (
      select 1 from busy_time bt
      where bt.specialist_id = ${specialistId}::uuid
        and bt.during && tstzrange(w.s, w.e, '[)')
        and (bt.appointment_id is null
          or not (${exceptAppointments}::jsonb ? bt.appointment_id::text))
        and (bt.time_block_id is null or bt.time_block_id is distinct from ${except.timeBlockId ?? null}::uuid)
    )`);
  return new Set(rowsOf<{ index: number | string }>(result).map((row) => Number(row.index)));
}

/**
 * A specialist's held visits and blocked time overlapping [from, to), as the availability engine takes
 * them (a time held for a waitlist offer is blocked time); the own time of `exceptAppointmentIds` (the
 * parts of a visit being moved) left out.
 */
export async function heldTimeBetween(
  db: DbOrTx,
  query: { specialistId: string; from: Date; to: Date; exceptAppointmentIds?: readonly string[] },
): Promise<{ appointments: HeldAppointment[]; timeBlocks: TimeBlock[] }> {
  const result = await db.execute(sql`
    select lower(bt.during) as start, upper(bt.during) as "end", bt.appointment_id is null as "isBlock"
    from busy_time bt
    where bt.specialist_id = ${query.specialistId}::uuid
      and bt.during && tstzrange(${query.from.toISOString()}::timestamptz, ${query.to.toISOString()}::timestamptz, '[)')
      ${
        // Blocked time has no visit: "null <> all(…)" is null, which would drop every block.
        query.exceptAppointmentIds?.length
          ? sql`and (bt.appointment_id is null or bt.appointment_id <> all(${uuidArray(query.exceptAppointmentIds)}::uuid[]))`
          : sql``
      }`);
  const appointments: HeldAppointment[] = [];
  const timeBlocks: TimeBlock[] = [];
  for (const row of rowsOf<{ start: Date | string; end: Date | string; isBlock: boolean }>(result)) {
    const start = new Date(row.start).toISOString();
    const end = new Date(row.end).toISOString();
    if (row.isBlock) timeBlocks.push({ specialistId: query.specialistId, start, end });
    else appointments.push({ specialistId: query.specialistId, start, blockedUntil: end });
  }
  return { appointments, timeBlocks };
}

// Checks shared by creating and moving a visit: the specialist and service belong to the business and go
// together, the time is not past, it fits working time (unless placed outside it on purpose), and the
// database's exclusion constraint has the last word on overlaps.
import { and, eq, sql } from 'drizzle-orm';
import { formatTimeRange } from '../../../core/format/lithuanian-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isOverlapRefusal } from '../../db/client.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';
import { service, specialist, specialistService } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertFitsWorkingTime } from './working-time.ts';

export const SLOT_TAKEN_MESSAGE = 'Šis laikas jau užimtas: specialistas tuo metu turi kitą vizitą.';

export const slotTaken = () =>
  new AppError('slot_taken', 409, SLOT_TAKEN_MESSAGE, { start: SLOT_TAKEN_MESSAGE });

/** An overlap refused by the database (or a deadlock between two such writes) as the API's 409. */
export function asSlotTaken(error: unknown): unknown {
  return isOverlapRefusal(error) ? slotTaken() : error;
}

/**
 * The overlap refusal the staff sees, naming what holds the time: another visit or blocked time (with its
 * title), and when. A refusal whose cause is gone by the time it is looked up keeps the general wording.
 */
export async function explainSlotTaken(
  db: DbOrTx,
  error: unknown,
  target: {
    specialist: { id: string; name: string };
    start: Date;
    blockedUntil: Date;
    /** The visit being moved (each part of a visit of several services): its own old time is no cause. */
    exceptAppointmentIds?: readonly string[] | undefined;
    timeZone: string;
  },
): Promise<unknown> {
  if (!isOverlapRefusal(error)) return error;
  const except = target.exceptAppointmentIds ?? [];
  const result = await db.execute(sql`
    select lower(bt.during) as start, upper(bt.during) as "end", tb.title as "blockTitle",
      a.starts_at as "visitStart", a.ends_at as "visitEnd"
    from busy_time bt
    left join time_block tb on tb.id = bt.time_block_id
    left join appointment a on a.id = bt.appointment_id
    where bt.specialist_id = ${target.specialist.id}::uuid
      and bt.during && tstzrange(${target.start.toISOString()}::timestamptz, ${target.blockedUntil.toISOString()}::timestamptz, '[)')
      ${
        except.length > 0
          ? sql`and (bt.appointment_id is null or bt.appointment_id not in (${sql.join(
              except.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}))`
          : sql``
      }
    order by lower(bt.during)
    limit 1`);
  const [holder] = rowsOf<{
    start: Date | string;
    end: Date | string;
    blockTitle: string | null;
    visitStart: Date | string | null;
    visitEnd: Date | string | null;
  }>(result);
  if (!holder) return slotTaken();
  const who = target.specialist.name;
  const message =
    holder.blockTitle !== null
      ? `Šis laikas užimtas: ${who} tuo metu turi užblokuotą laiką „${holder.blockTitle}“ (${formatTimeRange(new Date(holder.start).toISOString(), new Date(holder.end).toISOString(), target.timeZone)}).`
      : `Šis laikas jau užimtas: ${who} tuo metu turi kitą vizitą (${formatTimeRange(new Date(holder.visitStart ?? holder.start).toISOString(), new Date(holder.visitEnd ?? holder.end).toISOString(), target.timeZone)}).`;
  return new AppError('slot_taken', 409, message, { start: message });
}

export async function specialistOfBusiness(db: DbOrTx, businessId: string, specialistId: string) {
  const [row] = await db
    .select({ id: specialist.id, name: specialist.name, active: specialist.active })
    .from(specialist)
    .where(and(eq(specialist.id, specialistId), eq(specialist.businessId, businessId)))
    .limit(1);
  if (!row) {
    const message = 'Toks specialistas šiame versle nerastas.';
    throw new AppError('specialist_not_found', 422, message, { specialistId: message });
  }
  if (!row.active) {
    const message = `${row.name} šiuo metu nedirba – pasirinkite kitą specialistą.`;
    throw new AppError('specialist_inactive', 422, message, { specialistId: message });
  }
  return row;
}

/** What placing a visit needs of a service: its name, whether it is offered, its length and its price. */
export const placedServiceColumns = {
  id: service.id,
  name: service.name,
  active: service.active,
  durationMinutes: service.durationMinutes,
  bufferAfterMinutes: service.bufferAfterMinutes,
  priceCents: service.priceCents,
};

export async function serviceOfBusiness(db: DbOrTx, businessId: string, serviceId: string) {
  const [row] = await db
    .select(placedServiceColumns)
    .from(service)
    .where(and(eq(service.id, serviceId), eq(service.businessId, businessId)))
    .limit(1);
  if (!row || !row.active) {
    const message = 'Tokia paslauga šiame versle nerasta.';
    throw new AppError('service_not_found', 422, message, { serviceId: message });
  }
  return row;
}

export async function assertPerforms(
  db: DbOrTx,
  {
    businessId,
    specialist,
    service,
  }: { businessId: string; specialist: { id: string; name: string }; service: { id: string; name: string } },
): Promise<void> {
  const [link] = await db
    .select({ serviceId: specialistService.serviceId })
    .from(specialistService)
    .where(
      and(
        eq(specialistService.businessId, businessId),
        eq(specialistService.specialistId, specialist.id),
        eq(specialistService.serviceId, service.id),
      ),
    )
    .limit(1);
  if (!link) {
    const message = `${specialist.name} paslaugos „${service.name}“ neatlieka.`;
    throw new AppError('service_not_performed', 422, message, { serviceId: message });
  }
}

export function assertNotPast(start: Date, now: Date, message: string): void {
  if (start.getTime() < now.getTime()) throw new AppError('in_past', 422, message, { start: message });
}

export async function assertPlacement(
  db: DbOrTx,
  target: {
    business: { slug: string; timeZone: string };
    specialist: { id: string; name: string };
    start: Date;
    end: Date;
    allowOutsideHours: boolean;
  },
): Promise<void> {
  if (target.allowOutsideHours) return;
  await assertFitsWorkingTime(db, {
    businessSlug: target.business.slug,
    timeZone: target.business.timeZone,
    specialist: target.specialist,
    start: target.start,
    end: target.end,
  });
}

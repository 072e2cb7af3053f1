// The specialists (with the services each performs) and the active services of a business, for pickers and
// the calendar's columns. A specialist sees only themself.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarService, CalendarSpecialist } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, service, specialist, specialistService } from '../../db/schema.ts';
import { ownSpecialistIdOrNone, type BusinessAccess } from '../access/business-access.ts';

/** Specialists (with the services they do) and active services of a business, for pickers. */
export async function pickerOptions(
  db: DbOrTx,
  access: BusinessAccess,
): Promise<{ specialists: CalendarSpecialist[]; services: CalendarService[] }> {
  const ownOnly = access.role === 'specialist';
  const specialists = await db
    .select({
      id: specialist.id,
      name: specialist.name,
      title: specialist.title,
      active: specialist.active,
      serviceIds: sql<
        string[]
      >`coalesce(array_agg(${specialistService.serviceId}::text) filter (where ${specialistService.serviceId} is not null), '{}')`,
    })
    .from(specialist)
    .leftJoin(
      specialistService,
      and(
        eq(specialistService.specialistId, specialist.id),
        eq(specialistService.businessId, specialist.businessId),
      ),
    )
    .where(
      and(
        eq(specialist.businessId, access.business.id),
        ownOnly ? eq(specialist.id, ownSpecialistIdOrNone(access)) : undefined,
      ),
    )
    .groupBy(specialist.id)
    .orderBy(asc(specialist.sortOrder), asc(specialist.name));
  const services = await db
    .select({
      id: service.id,
      name: service.name,
      durationMinutes: service.durationMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      priceCents: service.priceCents,
      categoryId: service.areaId,
      categoryName: area.name,
    })
    .from(service)
    .innerJoin(area, eq(area.id, service.areaId))
    .where(and(eq(service.businessId, access.business.id), eq(service.active, true)))
    .orderBy(asc(service.sortOrder), asc(service.name));
  return { specialists, services };
}

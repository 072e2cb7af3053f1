// A business's services as its admins manage them. Services that appointments reference are never
// deleted (appointments keep pointing at them): they are hidden (active = false) instead.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminService,
  MoveDirection,
  RemovalResult,
  ServiceCreate,
  ServicePatch,
} from '../../../contracts/admin-team.ts';
import { isForeignKeyViolation, type DbOrTx } from '../../db/client.ts';
import { givenFields } from '../../db/records/given-fields.ts';
import { appointment, area, service, specialist, specialistService } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { requireManager, type ManagerRequest } from '../access/business-access.ts';

export const SERVICE_NOT_FOUND = 'Paslauga nerasta.';
const AREA_UNKNOWN = 'Tokios paslaugų srities nėra. Pasirinkite iš sąrašo.';
const SPECIALIST_UNKNOWN = 'Pasirinktas specialistas šiame versle nerastas.';

const serviceColumns = {
  id: service.id,
  name: service.name,
  description: service.description,
  area: area.slug,
  areaName: area.name,
  durationMinutes: service.durationMinutes,
  priceCents: service.priceCents,
  bufferAfterMinutes: service.bufferAfterMinutes,
  active: service.active,
  sortOrder: service.sortOrder,
  specialistIds: sql<string[] | null>`(
    select array_agg(${specialistService.specialistId}::text order by ${specialistService.specialistId})
    from ${specialistService} where ${specialistService.serviceId} = ${service.id})`,
  hasAppointments: sql<boolean>`exists (select 1 from ${appointment} where ${appointment.serviceId} = ${service.id})`,
};

type ServiceRow = Omit<AdminService, 'specialistIds' | 'hasAppointments'> & {
  specialistIds: string[] | null;
  hasAppointments: unknown;
};

function toAdminService(row: ServiceRow): AdminService {
  return { ...row, specialistIds: row.specialistIds ?? [], hasAppointments: Boolean(row.hasAppointments) };
}

/** Every service of the business, grouped by area (area order), then in the business's own order. */
export async function listServices(db: DbOrTx, businessId: string): Promise<AdminService[]> {
  const rows = await db
    .select(serviceColumns)
    .from(service)
    .innerJoin(area, eq(area.id, service.areaId))
    .where(eq(service.businessId, businessId))
    .orderBy(asc(area.sortOrder), asc(area.name), asc(service.sortOrder), asc(service.name), asc(service.id));
  return rows.map(toAdminService);
}

/** Every service of the business, inactive ones too, for pickers (the team page's "performs" list). */
export function listServiceOptions(db: DbOrTx, businessId: string) {
  return db
    .select({ id: service.id, name: service.name, areaName: area.name, active: service.active })
    .from(service)
    .innerJoin(area, eq(area.id, service.areaId))
    .where(eq(service.businessId, businessId))
    .orderBy(asc(area.sortOrder), asc(service.sortOrder), asc(service.name));
}

export async function getService(db: DbOrTx, businessId: string, serviceId: string): Promise<AdminService> {
  const [row] = await db
    .select(serviceColumns)
    .from(service)
    .innerJoin(area, eq(area.id, service.areaId))
    .where(and(eq(service.businessId, businessId), eq(service.id, serviceId)))
    .limit(1);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toAdminService(row);
}

async function areaIdFor(db: DbOrTx, slug: string): Promise<string> {
  const [found] = await db.select({ id: area.id }).from(area).where(eq(area.slug, slug)).limit(1);
  if (!found) throw new AppError('unknown_area', 422, AREA_UNKNOWN, { area: AREA_UNKNOWN });
  return found.id;
}

/**
 * The distinct ids, when every one is a row of `table` in this business; otherwise `refusal` (422), as a
 * service's specialists and a specialist's services must be the business's own.
 */
export async function requireOwnIds(
  db: DbOrTx,
  {
    table,
    businessId,
    ids,
    refusal,
  }: {
    table: typeof service | typeof specialist;
    businessId: string;
    ids: readonly string[];
    refusal: () => AppError;
  },
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), inArray(table.id, unique)));
  if (found.length !== unique.length) throw refusal();
  return unique;
}

/** Checks that every id is a specialist of this business (422 otherwise). */
function requireOwnSpecialists(db: DbOrTx, businessId: string, ids: readonly string[]): Promise<string[]> {
  return requireOwnIds(db, {
    table: specialist,
    businessId,
    ids,
    refusal: () =>
      new AppError('unknown_specialist', 422, SPECIALIST_UNKNOWN, { specialistIds: SPECIALIST_UNKNOWN }),
  });
}

async function nextSortOrder(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${service.sortOrder})` })
    .from(service)
    .where(eq(service.businessId, businessId));
  return (row?.max === null || row?.max === undefined ? -1 : Number(row.max)) + 1;
}

async function requireServiceRow(db: DbOrTx, businessId: string, serviceId: string) {
  const [row] = await db
    .select({ id: service.id, areaId: service.areaId })
    .from(service)
    .where(and(eq(service.businessId, businessId), eq(service.id, serviceId)))
    .limit(1);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return row;
}

/** Adds a service; only the business's managers may (as for every change of the menu below). */
export async function createService(
  db: DbOrTx,
  { input, ...request }: ManagerRequest & { input: ServiceCreate },
): Promise<AdminService> {
  const businessId = (await requireManager(db, request)).business.id;
  const areaId = await areaIdFor(db, input.area);
  const specialistIds = await requireOwnSpecialists(db, businessId, input.specialistIds ?? []);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(service)
      .values({
        businessId,
        areaId,
        name: input.name,
        description: input.description,
        durationMinutes: input.durationMinutes,
        priceCents: input.priceCents,
        bufferAfterMinutes: input.bufferAfterMinutes,
        active: input.active,
        sortOrder: await nextSortOrder(tx, businessId),
      })
      .returning({ id: service.id });
    if (!created) throw new Error('Service insert returned no row');
    if (specialistIds.length > 0) {
      await tx
        .insert(specialistService)
        .values(specialistIds.map((specialistId) => ({ businessId, specialistId, serviceId: created.id })));
    }
    return created.id;
  });
  return getService(db, businessId, id);
}

export async function updateService(
  db: DbOrTx,
  { serviceId, patch, ...request }: ManagerRequest & { serviceId: string; patch: ServicePatch },
): Promise<AdminService> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireServiceRow(db, businessId, serviceId);
  const values: Partial<typeof service.$inferInsert> = givenFields(patch, [
    'name',
    'description',
    'durationMinutes',
    'priceCents',
    'bufferAfterMinutes',
    'active',
  ]);
  if (patch.area !== undefined) values.areaId = await areaIdFor(db, patch.area);
  const specialistIds =
    patch.specialistIds === undefined
      ? undefined
      : await requireOwnSpecialists(db, businessId, patch.specialistIds);

  await db.transaction(async (tx) => {
    if (Object.keys(values).length > 0) {
      await tx
        .update(service)
        .set(values)
        .where(and(eq(service.businessId, businessId), eq(service.id, serviceId)));
    }
    if (specialistIds !== undefined) {
      await tx
        .delete(specialistService)
        .where(and(eq(specialistService.businessId, businessId), eq(specialistService.serviceId, serviceId)));
      if (specialistIds.length > 0) {
        await tx
          .insert(specialistService)
          .values(specialistIds.map((specialistId) => ({ businessId, specialistId, serviceId })));
      }
    }
  });
  return getService(db, businessId, serviceId);
}

/**
 * Moves a service one place up or down among the services of its area. Every service of the business is
 * renumbered 0…n−1 in the shown order, so ties left by older data cannot make a move a no-op.
 */
export async function moveService(
  db: DbOrTx,
  { serviceId, direction, ...request }: ManagerRequest & { serviceId: string; direction: MoveDirection },
): Promise<AdminService[]> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireServiceRow(db, businessId, serviceId);
  await db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: service.id, areaId: service.areaId, sortOrder: service.sortOrder })
      .from(service)
      .innerJoin(area, eq(area.id, service.areaId))
      .where(eq(service.businessId, businessId))
      .orderBy(
        asc(area.sortOrder),
        asc(area.name),
        asc(service.sortOrder),
        asc(service.name),
        asc(service.id),
      );
    const index = ordered.findIndex((row) => row.id === serviceId);
    const current = ordered[index];
    if (!current) return;
    const step = direction === 'up' ? -1 : 1;
    let neighbour = index + step;
    while (neighbour >= 0 && neighbour < ordered.length && ordered[neighbour]!.areaId !== current.areaId)
      neighbour += step;
    const other = ordered[neighbour];
    if (other && other.areaId === current.areaId) {
      ordered[index] = other;
      ordered[neighbour] = current;
    }
    await renumber(ordered, (id, sortOrder) =>
      tx.update(service).set({ sortOrder }).where(eq(service.id, id)),
    );
  });
  return listServices(db, businessId);
}

/** Deletes a service nobody has booked; hides one that appointments reference. */
export async function removeService(
  db: DbOrTx,
  { serviceId, ...request }: ManagerRequest & { serviceId: string },
): Promise<RemovalResult> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireServiceRow(db, businessId, serviceId);
  const ofBusiness = and(eq(service.businessId, businessId), eq(service.id, serviceId));
  return deleteUnlessBooked(db, eq(appointment.serviceId, serviceId), {
    delete: () => db.delete(service).where(ofBusiness),
    deactivate: () => db.update(service).set({ active: false }).where(ofBusiness),
    deleted: 'Paslauga ištrinta.',
    deactivated: 'Paslauga turi vizitų, todėl ji paslėpta, o ne ištrinta – vizitų istorija išlieka.',
  });
}

/** Stores the positions 0…n−1 in the rows' order, writing only the rows whose number changes. */
export async function renumber(
  ordered: readonly { id: string; sortOrder: number }[],
  write: (id: string, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  for (const [position, row] of ordered.entries()) {
    if (row.sortOrder !== position) await write(row.id, position);
  }
}

/**
 * Deletes a row no appointment references. One that appointments reference is deactivated instead, so the
 * visits keep their history; so is one booked between the check and the delete (the foreign key refuses).
 */
export async function deleteUnlessBooked(
  db: DbOrTx,
  bookedBy: SQL,
  steps: {
    delete: () => Promise<unknown>;
    deactivate: () => Promise<unknown>;
    deleted: string;
    deactivated: string;
  },
): Promise<RemovalResult> {
  const deactivate = async () => {
    await steps.deactivate();
    return { result: 'deactivated' as const, message: steps.deactivated };
  };
  const [used] = await db.select({ id: appointment.id }).from(appointment).where(bookedBy).limit(1);
  if (used) return deactivate();
  try {
    await steps.delete();
  } catch (error) {
    if (isForeignKeyViolation(error)) return deactivate();
    throw error;
  }
  return { result: 'deleted', message: steps.deleted };
}

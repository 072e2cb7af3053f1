// A business's specialists (staff) as its admins manage them. Like services, a specialist whom
// appointments reference is never deleted, only deactivated, so past visits keep their specialist.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  AdminSpecialist,
  MoveDirection,
  RemovalResult,
  SpecialistCreate,
  SpecialistPatch,
  TeamMember,
} from '../../../contracts/admin-team.ts';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import { localDateOf } from '../../../core/availability/zoned-day.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/client.ts';
import { givenFields } from '../../db/records/given-fields.ts';
import {
  appointment,
  membership,
  schedule,
  service,
  specialist,
  specialistService,
  user,
} from '../../db/schema.ts';
import { AppError, specialistNotFound } from '../../http/app-error.ts';
import { requireManager, type BusinessAccess, type ManagerRequest } from '../access/business-access.ts';
import { defaultWeeklyHours } from './default-schedule.ts';
import { deleteUnlessBooked, renumber, requireOwnIds } from './service-menu.ts';

const SERVICE_UNKNOWN = 'Pasirinkta paslauga šiame versle nerasta.';
const NOT_A_MEMBER = 'Šiuo el. pašto adresu verslo nario nėra. Pirmiausia pakvieskite jį į komandą.';
const USER_ALREADY_LINKED = 'Ši paskyra jau susieta su kitu specialistu.';

function columns(now: Date) {
  return {
    id: specialist.id,
    name: specialist.name,
    title: specialist.title,
    photo: specialist.photoUrl,
    active: specialist.active,
    sortOrder: specialist.sortOrder,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    serviceIds: sql<string[] | null>`(
      select array_agg(${specialistService.serviceId}::text order by ${specialistService.serviceId})
      from ${specialistService} where ${specialistService.specialistId} = ${specialist.id})`,
    hasSchedule: sql<boolean>`exists (select 1 from ${schedule} where ${schedule.specialistId} = ${specialist.id})`,
    hasAppointments: sql<boolean>`exists (select 1 from ${appointment} where ${appointment.specialistId} = ${specialist.id})`,
    upcomingAppointments: sql<number>`(
      select count(*)::int from ${appointment}
      where ${appointment.specialistId} = ${specialist.id}
        and ${inArray(appointment.status, HELD_STATUSES)}
        and ${appointment.startsAt} >= ${now.toISOString()}::timestamptz)`,
  };
}

type Row = Awaited<ReturnType<typeof selectSpecialists>>[number];

function selectSpecialists(db: DbOrTx, businessId: string, now: Date, specialistId?: string) {
  return db
    .select(columns(now))
    .from(specialist)
    .leftJoin(user, eq(user.id, specialist.userId))
    .where(
      specialistId === undefined
        ? eq(specialist.businessId, businessId)
        : and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId)),
    )
    .orderBy(asc(specialist.sortOrder), asc(specialist.name), asc(specialist.id));
}

function toAdminSpecialist(row: Row): AdminSpecialist {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    photo: row.photo,
    active: row.active,
    sortOrder: row.sortOrder,
    serviceIds: row.serviceIds ?? [],
    user: row.userId ? { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    hasSchedule: Boolean(row.hasSchedule),
    hasAppointments: Boolean(row.hasAppointments),
    upcomingAppointments: Number(row.upcomingAppointments ?? 0),
  };
}

export async function listSpecialists(db: DbOrTx, businessId: string, now: Date): Promise<AdminSpecialist[]> {
  return (await selectSpecialists(db, businessId, now)).map(toAdminSpecialist);
}

/** Every specialist of the business, inactive ones too, for pickers (the services page). */
export function listSpecialistOptions(db: DbOrTx, businessId: string) {
  return db
    .select({ id: specialist.id, name: specialist.name, active: specialist.active })
    .from(specialist)
    .where(eq(specialist.businessId, businessId))
    .orderBy(asc(specialist.sortOrder), asc(specialist.name));
}

/** One specialist of the business; `now` divides its visits into past and upcoming in the answer. */
interface SpecialistOf {
  businessId: string;
  specialistId: string;
  now: Date;
}

/** A change to one specialist, asked by `user` for `business`; `now` as for SpecialistOf. */
type ManagedSpecialist = ManagerRequest & { specialistId: string; now: Date };

export async function getSpecialist(
  db: DbOrTx,
  { businessId, specialistId, now }: SpecialistOf,
): Promise<AdminSpecialist> {
  const [row] = await selectSpecialists(db, businessId, now, specialistId);
  if (!row) throw specialistNotFound();
  return toAdminSpecialist(row);
}

/**
 * The team as `access` may see it: every specialist, and the members with their e-mails only for the people
 * who manage the team. A specialist gets none of their colleagues' addresses nor how busy they are booked:
 * those are the managers' business, and the specialist's own card keeps both.
 */
export async function teamFor(db: DbOrTx, access: BusinessAccess, now: Date) {
  const businessId = access.business.id;
  const specialists = await listSpecialists(db, businessId, now);
  if (access.role !== 'specialist') return { specialists, members: await listMembers(db, businessId) };
  return {
    specialists: specialists.map((s) =>
      s.id === access.ownSpecialistId
        ? s
        : { ...s, user: s.user && { ...s.user, email: null }, upcomingAppointments: null },
    ),
    members: [],
  };
}

/** The people who belong to the business (any role): the accounts a specialist can be linked to. */
export async function listMembers(db: DbOrTx, businessId: string): Promise<TeamMember[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, role: membership.role })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(eq(membership.businessId, businessId))
    .orderBy(asc(user.name), asc(user.email));
}

async function requireSpecialistRow(db: DbOrTx, businessId: string, specialistId: string) {
  const [row] = await db
    .select({ id: specialist.id })
    .from(specialist)
    .where(and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId)))
    .limit(1);
  if (!row) throw specialistNotFound();
  return row;
}

function requireOwnServices(db: DbOrTx, businessId: string, ids: readonly string[]): Promise<string[]> {
  return requireOwnIds(db, {
    table: service,
    businessId,
    ids,
    refusal: () => new AppError('unknown_service', 422, SERVICE_UNKNOWN, { serviceIds: SERVICE_UNKNOWN }),
  });
}

/** The member account behind an e-mail; 422 when nobody with that e-mail belongs to the business. */
async function memberUserId(
  db: DbOrTx,
  businessId: string,
  email: string,
  exceptSpecialistId?: string,
): Promise<string> {
  const [member] = await db
    .select({ id: user.id })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(membership.businessId, businessId), eq(sql`lower(${user.email})`, email.toLowerCase())))
    .limit(1);
  if (!member) throw new AppError('not_a_member', 422, NOT_A_MEMBER, { userEmail: NOT_A_MEMBER });
  const [linked] = await db
    .select({ id: specialist.id })
    .from(specialist)
    .where(
      and(
        eq(specialist.businessId, businessId),
        eq(specialist.userId, member.id),
        exceptSpecialistId ? ne(specialist.id, exceptSpecialistId) : undefined,
      ),
    )
    .limit(1);
  if (linked) throw alreadyLinked();
  return member.id;
}

function alreadyLinked() {
  return new AppError('user_already_linked', 409, USER_ALREADY_LINKED, { userEmail: USER_ALREADY_LINKED });
}

/**
 * Creates a specialist together with a weekly schedule copied from the business's usual hours (or
 * Monday–Friday 09:00–18:00), valid from the business's today, so that a new specialist is bookable at once; the
 * schedule can be edited afterwards.
 */
export async function createSpecialist(
  db: DbOrTx,
  { input, now, ...request }: ManagerRequest & { input: SpecialistCreate; now: Date },
): Promise<AdminSpecialist> {
  const { business } = await requireManager(db, request);
  const businessId = business.id;
  const today = localDateOf(now.getTime(), business.timeZone);
  const serviceIds = await requireOwnServices(db, businessId, input.serviceIds ?? []);
  const userId = input.userEmail ? await memberUserId(db, businessId, input.userEmail) : null;
  const weeklyHours = await defaultWeeklyHours(db, businessId);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ max: sql<number | null>`max(${specialist.sortOrder})` })
        .from(specialist)
        .where(eq(specialist.businessId, businessId));
      const [created] = await tx
        .insert(specialist)
        .values({
          businessId,
          name: input.name,
          title: input.title,
          active: input.active,
          userId,
          sortOrder: (order?.max === null || order?.max === undefined ? -1 : Number(order.max)) + 1,
        })
        .returning({ id: specialist.id });
      if (!created) throw new Error('Specialist insert returned no row');
      if (serviceIds.length > 0) {
        await tx
          .insert(specialistService)
          .values(serviceIds.map((serviceId) => ({ businessId, specialistId: created.id, serviceId })));
      }
      await tx
        .insert(schedule)
        .values({ businessId, specialistId: created.id, validFrom: today, weeklyHours });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error) && userId) throw alreadyLinked();
    throw error;
  }
  return getSpecialist(db, { businessId, specialistId: id, now });
}

export async function updateSpecialist(
  db: DbOrTx,
  { specialistId, patch, now, ...request }: ManagedSpecialist & { patch: SpecialistPatch },
): Promise<AdminSpecialist> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireSpecialistRow(db, businessId, specialistId);
  const values: Partial<typeof specialist.$inferInsert> = givenFields(patch, ['name', 'title', 'active']);
  if (patch.userEmail !== undefined) {
    values.userId =
      patch.userEmail === null ? null : await memberUserId(db, businessId, patch.userEmail, specialistId);
  }
  const serviceIds =
    patch.serviceIds === undefined ? undefined : await requireOwnServices(db, businessId, patch.serviceIds);

  try {
    await db.transaction(async (tx) => {
      if (Object.keys(values).length > 0) {
        await tx
          .update(specialist)
          .set(values)
          .where(and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId)));
      }
      if (serviceIds !== undefined) {
        await tx
          .delete(specialistService)
          .where(
            and(
              eq(specialistService.businessId, businessId),
              eq(specialistService.specialistId, specialistId),
            ),
          );
        if (serviceIds.length > 0) {
          await tx
            .insert(specialistService)
            .values(serviceIds.map((serviceId) => ({ businessId, specialistId, serviceId })));
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error) && values.userId) throw alreadyLinked();
    throw error;
  }
  return getSpecialist(db, { businessId, specialistId, now });
}

/** One place up or down in the team's order (the order clients see); renumbers 0…n−1. */
export async function moveSpecialist(
  db: DbOrTx,
  { specialistId, direction, now, ...request }: ManagedSpecialist & { direction: MoveDirection },
): Promise<AdminSpecialist[]> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireSpecialistRow(db, businessId, specialistId);
  await db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: specialist.id, sortOrder: specialist.sortOrder })
      .from(specialist)
      .where(eq(specialist.businessId, businessId))
      .orderBy(asc(specialist.sortOrder), asc(specialist.name), asc(specialist.id));
    const index = ordered.findIndex((row) => row.id === specialistId);
    const neighbour = index + (direction === 'up' ? -1 : 1);
    const current = ordered[index];
    const other = ordered[neighbour];
    if (current && other) {
      ordered[index] = other;
      ordered[neighbour] = current;
    }
    await renumber(ordered, (id, sortOrder) =>
      tx.update(specialist).set({ sortOrder }).where(eq(specialist.id, id)),
    );
  });
  return listSpecialists(db, businessId, now);
}

/** Deletes a specialist with no appointments; deactivates one whom appointments reference. */
export async function removeSpecialist(
  db: DbOrTx,
  { specialistId, ...request }: ManagerRequest & { specialistId: string },
): Promise<RemovalResult> {
  const businessId = (await requireManager(db, request)).business.id;
  await requireSpecialistRow(db, businessId, specialistId);
  const ofBusiness = and(eq(specialist.businessId, businessId), eq(specialist.id, specialistId));
  return deleteUnlessBooked(db, eq(appointment.specialistId, specialistId), {
    delete: () => db.delete(specialist).where(ofBusiness),
    deactivate: () => db.update(specialist).set({ active: false }).where(ofBusiness),
    deleted: 'Specialistas ištrintas.',
    deactivated: 'Specialistas turi vizitų, todėl jis išjungtas, o ne ištrintas – vizitų istorija išlieka.',
  });
}

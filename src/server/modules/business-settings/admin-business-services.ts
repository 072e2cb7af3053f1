// The web-services group `adminBusiness`: the business set-up pages' loaders and actions, with the same
// access checks and input schemas as /api/admin, and errors as values instead of throws.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  businessPatchSchema,
  type AdminBusinessServices,
  type AdminPageBase,
} from '../../../contracts/admin-business.ts';
import { billingPatchSchema } from '../../../contracts/admin-billing.ts';
import type { AdminResult } from '../../../contracts/admin-schedules.ts';
import {
  serviceCreateSchema,
  servicePatchSchema,
  specialistCreateSchema,
  specialistPatchSchema,
} from '../../../contracts/admin-team.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { localDateOf } from '../../../core/availability/zoned-day.ts';
import type { Database } from '../../db/client.ts';
import { area, service, specialist } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import { fieldErrors, INVALID_INPUT_MESSAGE } from '../../http/openapi.ts';
import {
  MANAGERS,
  requireBusinessAccess,
  type BusinessAccess,
  type BusinessRole,
} from '../access/business-access.ts';
import { getBillingDetails, updateBillingDetails } from '../billing/billing-details.ts';
import { listAreas, listLocations } from '../catalog/areas-and-locations.ts';
import { createHelpLibrary, type HelpLibrary } from '../help/help-articles.ts';
import { onboardingState, publishBusiness, setOnboarded, skipInstruction } from '../onboarding/onboarding.ts';
import {
  NOT_OPERATOR_MESSAGE,
  listOperatorBusinesses,
  markAsContacted,
} from '../operator/operator-businesses.ts';
import {
  SERVICE_NOT_FOUND,
  createService,
  listServices,
  moveService,
  removeService,
  updateService,
} from '../team/service-menu.ts';
import {
  SPECIALIST_NOT_FOUND,
  createSpecialist,
  listMembers,
  listSpecialists,
  moveSpecialist,
  removeSpecialist,
  updateSpecialist,
} from '../team/specialists.ts';
import { getAdminBusiness, updateBusiness } from './business-settings.ts';

async function result<T>(run: () => Promise<T>): Promise<AdminResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    }
    throw error;
  }
}

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const outcome = schema.safeParse(input);
  if (!outcome.success)
    throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE, fieldErrors(outcome.error.issues));
  return outcome.data;
}

// `guid`, not `uuid`: any 8-4-4-4-12 hex string is a value the uuid column accepts, whatever its version bits.
const recordId = z.guid();

/**
 * A record id posted by a page form. The forms only ever post ids the page listed, so anything that is not a
 * uuid was tampered with or mangled: it cannot name a record, and must not reach a uuid column (Postgres
 * would answer a syntax error, i.e. a 500). Answer it like a record of another business: not found.
 */
function postedId(value: unknown, notFoundMessage: string): string {
  const outcome = recordId.safeParse(typeof value === 'string' ? value.trim() : value);
  if (!outcome.success) throw notFound(notFoundMessage);
  return outcome.data;
}

function pageBase(access: BusinessAccess): AdminPageBase {
  const { business } = access;
  return {
    business: { id: business.id, slug: business.slug, name: business.name, onboarded: business.onboarded },
    role: access.role,
    canManage: MANAGERS.includes(access.role),
  };
}

function requireOperator(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  if (!user.isOperator) throw new AppError('forbidden', 403, NOT_OPERATOR_MESSAGE);
  return user;
}

export function createAdminBusinessServices(
  db: Database,
  now: () => Date,
  help: HelpLibrary = createHelpLibrary(),
): AdminBusinessServices {
  const access = (user: SessionUser | null, business: string, roles?: readonly BusinessRole[]) =>
    requireBusinessAccess(db, user, business, roles);

  const serviceOptions = async (businessId: string) =>
    db
      .select({ id: service.id, name: service.name, areaName: area.name, active: service.active })
      .from(service)
      .innerJoin(area, eq(area.id, service.areaId))
      .where(eq(service.businessId, businessId))
      .orderBy(asc(area.sortOrder), asc(service.sortOrder), asc(service.name));

  return {
    settingsPage: (user, business) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return {
          ...pageBase(a),
          settings: await getAdminBusiness(db, a.business.id),
          locations: await listLocations(db),
        };
      }),
    updateSettings: (user, business, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return updateBusiness(db, a.business.id, parsed(businessPatchSchema, input));
      }),

    servicesPage: (user, business) =>
      result(async () => {
        const a = await access(user, business);
        const specialists = await db
          .select({ id: specialist.id, name: specialist.name, active: specialist.active })
          .from(specialist)
          .where(eq(specialist.businessId, a.business.id))
          .orderBy(asc(specialist.sortOrder), asc(specialist.name));
        return {
          ...pageBase(a),
          services: await listServices(db, a.business.id),
          areas: await listAreas(db),
          specialists,
        };
      }),
    createService: (user, business, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return createService(db, a.business.id, parsed(serviceCreateSchema, input));
      }),
    updateService: (user, business, serviceId, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        const id = postedId(serviceId, SERVICE_NOT_FOUND);
        return updateService(db, a.business.id, id, parsed(servicePatchSchema, input));
      }),
    moveService: (user, business, serviceId, direction) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return moveService(db, a.business.id, postedId(serviceId, SERVICE_NOT_FOUND), direction);
      }),
    removeService: (user, business, serviceId) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return removeService(db, a.business.id, postedId(serviceId, SERVICE_NOT_FOUND));
      }),

    teamPage: (user, business) =>
      result(async () => {
        const a = await access(user, business);
        return {
          ...pageBase(a),
          specialists: await listSpecialists(db, a.business.id, now()),
          services: await serviceOptions(a.business.id),
          members: a.role === 'specialist' ? [] : await listMembers(db, a.business.id),
        };
      }),
    createSpecialist: (user, business, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        const at = now();
        return createSpecialist(db, a.business.id, parsed(specialistCreateSchema, input), {
          now: at,
          today: localDateOf(at.getTime(), a.business.timeZone),
        });
      }),
    updateSpecialist: (user, business, specialistId, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        const id = postedId(specialistId, SPECIALIST_NOT_FOUND);
        return updateSpecialist(db, a.business.id, id, parsed(specialistPatchSchema, input), now());
      }),
    moveSpecialist: (user, business, specialistId, direction) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return moveSpecialist(
          db,
          a.business.id,
          postedId(specialistId, SPECIALIST_NOT_FOUND),
          direction,
          now(),
        );
      }),
    removeSpecialist: (user, business, specialistId) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return removeSpecialist(db, a.business.id, postedId(specialistId, SPECIALIST_NOT_FOUND));
      }),

    billingPage: (user, business) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return { ...pageBase(a), details: await getBillingDetails(db, a.business.id) };
      }),
    updateBilling: (user, business, input) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return updateBillingDetails(db, a.business.id, parsed(billingPatchSchema, input));
      }),

    onboardingPage: (user, business) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return {
          ...pageBase(a),
          state: await onboardingState(db, a.business.id),
          isOperator: a.user.isOperator,
        };
      }),
    skipInstruction: (user, business, instruction) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        await skipInstruction(db, a.business.id, instruction, a.user.id);
        return onboardingState(db, a.business.id);
      }),
    publish: (user, business) =>
      result(async () => {
        const a = await access(user, business, MANAGERS);
        return publishBusiness(db, a.business.id);
      }),
    setOnboarded: (user, business, onboarded) =>
      result(async () => {
        const a = await access(user, business);
        requireOperator(a.user);
        return setOnboarded(db, a.business.id, onboarded);
      }),

    operatorPage: (user, query) =>
      result(async () => {
        requireOperator(user);
        return { ...(await listOperatorBusinesses(db, query, now())), locations: await listLocations(db) };
      }),
    markContacted: (user, business) =>
      result(async () => {
        const a = await access(user, business);
        requireOperator(a.user);
        return { contactedAt: (await markAsContacted(db, a.business.id, now())).toISOString() };
      }),

    helpList: (user, business, q) =>
      result(async () => {
        const a = await access(user, business);
        const query = q.trim().slice(0, 100);
        return { ...pageBase(a), articles: await help.search(query), query };
      }),
    helpArticle: (user, business, slug) =>
      result(async () => {
        const a = await access(user, business);
        const article = await help.get(slug);
        if (!article) throw new AppError('not_found', 404, 'Tokio pagalbos straipsnio nėra.');
        const related = (await help.list()).filter(
          (other) => other.category === article.category && other.slug !== article.slug,
        );
        return { ...pageBase(a), article, related };
      }),
  };
}

// The web-services group `adminBusiness`: the business set-up pages' loaders and actions, with the same
// access checks and input schemas as /api/admin, and errors as values instead of throws.
import { businessInvoices, invoiceItemOf } from '../billing/invoices.ts';
import { z } from 'zod';
import {
  businessPatchSchema,
  type AdminBusinessServices,
  type AdminPageBase,
} from '../../../contracts/admin-business.ts';
import { billingPatchSchema, planChangeSchema } from '../../../contracts/admin-billing.ts';
import {
  serviceCreateSchema,
  servicePatchSchema,
  specialistCreateSchema,
  specialistPatchSchema,
} from '../../../contracts/admin-team.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, SPECIALIST_NOT_FOUND } from '../../http/app-error.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import {
  MANAGERS,
  requireBusinessAccess,
  requireManager,
  type BusinessAccess,
} from '../access/business-access.ts';
import { changePlan, getBillingDetails, updateBillingDetails } from '../billing/billing-details.ts';
import { listAreas, listLocations } from '../catalog/areas-and-locations.ts';
import { createHelpLibrary, type HelpLibrary } from '../help/help-articles.ts';
import { onboardingState, publishBusiness, setOnboarded, skipInstruction } from '../onboarding/onboarding.ts';
import { listOperatorBusinesses, markAsContacted, requireOperator } from '../operator/operator-businesses.ts';
import {
  SERVICE_NOT_FOUND,
  createService,
  listServiceOptions,
  listServices,
  moveService,
  removeService,
  updateService,
} from '../team/service-menu.ts';
import {
  createSpecialist,
  listSpecialistOptions,
  moveSpecialist,
  removeSpecialist,
  teamFor,
  updateSpecialist,
} from '../team/specialists.ts';
import { getAdminBusiness, updateBusiness } from './business-settings.ts';

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

export function createAdminBusinessServices(
  db: Database,
  now: () => Date,
  help: HelpLibrary = createHelpLibrary(),
): AdminBusinessServices {
  const access = (user: SessionUser | null, business: string) =>
    requireBusinessAccess(db, { user, businessRef: business });

  return {
    settingsPage: (user, business) =>
      pageResult(async () => {
        const a = await requireManager(db, { user, business });
        return {
          ...pageBase(a),
          settings: await getAdminBusiness(db, a.business.id),
          locations: await listLocations(db),
        };
      }),
    updateSettings: (user, business, input) =>
      pageResult(() =>
        updateBusiness(db, { user, business, patch: parsedInput(businessPatchSchema, input) }),
      ),

    servicesPage: (user, business) =>
      pageResult(async () => {
        const a = await access(user, business);
        return {
          ...pageBase(a),
          services: await listServices(db, a.business.id),
          areas: await listAreas(db),
          specialists: await listSpecialistOptions(db, a.business.id),
        };
      }),
    createService: (user, business, input) =>
      pageResult(() => createService(db, { user, business, input: parsedInput(serviceCreateSchema, input) })),
    updateService: (user, business, serviceId, input) =>
      pageResult(() =>
        updateService(db, {
          user,
          business,
          serviceId: postedId(serviceId, SERVICE_NOT_FOUND),
          patch: parsedInput(servicePatchSchema, input),
        }),
      ),
    moveService: (user, business, serviceId, direction) =>
      pageResult(() =>
        moveService(db, { user, business, serviceId: postedId(serviceId, SERVICE_NOT_FOUND), direction }),
      ),
    removeService: (user, business, serviceId) =>
      pageResult(() =>
        removeService(db, { user, business, serviceId: postedId(serviceId, SERVICE_NOT_FOUND) }),
      ),

    teamPage: (user, business) =>
      pageResult(async () => {
        const a = await access(user, business);
        return {
          ...pageBase(a),
          ...(await teamFor(db, a, now())),
          services: await listServiceOptions(db, a.business.id),
        };
      }),
    createSpecialist: (user, business, input) =>
      pageResult(() =>
        createSpecialist(db, {
          user,
          business,
          input: parsedInput(specialistCreateSchema, input),
          now: now(),
        }),
      ),
    updateSpecialist: (user, business, specialistId, input) =>
      pageResult(() =>
        updateSpecialist(db, {
          user,
          business,
          specialistId: postedId(specialistId, SPECIALIST_NOT_FOUND),
          patch: parsedInput(specialistPatchSchema, input),
          now: now(),
        }),
      ),
    moveSpecialist: (user, business, specialistId, direction) =>
      pageResult(() =>
        moveSpecialist(db, {
          user,
          business,
          specialistId: postedId(specialistId, SPECIALIST_NOT_FOUND),
          direction,
          now: now(),
        }),
      ),
    removeSpecialist: (user, business, specialistId) =>
      pageResult(() =>
        removeSpecialist(db, { user, business, specialistId: postedId(specialistId, SPECIALIST_NOT_FOUND) }),
      ),

    billingPage: (user, business) =>
      pageResult(async () => {
        const a = await requireManager(db, { user, business });
        return {
          ...pageBase(a),
          details: await getBillingDetails(db, a.business.id),
          timeZone: a.business.timeZone,
          invoices: (await businessInvoices(db, a.business.id)).map(invoiceItemOf),
          isOperator: a.user.isOperator,
        };
      }),
    updateBilling: (user, business, input) =>
      pageResult(() =>
        updateBillingDetails(db, { user, business, patch: parsedInput(billingPatchSchema, input) }),
      ),
    changePlan: (user, business, input) =>
      pageResult(() => {
        const { plan } = parsedInput(planChangeSchema, input);
        return changePlan(db, { user, business, planCode: plan, now: now() });
      }),

    onboardingPage: (user, business) =>
      pageResult(async () => {
        const a = await requireManager(db, { user, business });
        return {
          ...pageBase(a),
          state: await onboardingState(db, a.business.id),
          isOperator: a.user.isOperator,
        };
      }),
    skipInstruction: (user, business, instruction) =>
      pageResult(() => skipInstruction(db, { user, business, instruction })),
    publish: (user, business) => pageResult(() => publishBusiness(db, { user, business, now: now() })),
    setOnboarded: (user, business, onboarded) =>
      pageResult(() => setOnboarded(db, { user, business, onboarded })),

    operatorPage: (user, query) =>
      pageResult(async () => {
        requireOperator(user);
        return { ...(await listOperatorBusinesses(db, query, now())), locations: await listLocations(db) };
      }),
    markContacted: (user, business) =>
      pageResult(async () => ({
        contactedAt: (await markAsContacted(db, { user, business, now: now() })).toISOString(),
      })),

    helpList: (user, business, q) =>
      pageResult(async () => {
        const a = await access(user, business);
        const query = q.trim().slice(0, 100);
        return { ...pageBase(a), articles: await help.search(query), query };
      }),
    helpArticle: (user, business, slug) =>
      pageResult(async () => {
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

import {
  billingAmountSchema,
  billingDetailsSchema,
  billingPatchSchema,
  planChangeSchema,
  type BillingPatch,
  type PlanChange,
} from '../../../contracts/admin-billing.ts';
import { apiRoute, createRouter, json, jsonBody, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  billingAmountFor,
  billingDetailsFor,
  changePlan,
  updateBillingDetails,
} from '../../modules/billing/billing-details.ts';
import { ADMIN_ERRORS, businessIdParams, type AdminApiDependencies } from './business.ts';
import { managerOf } from '../request-context.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';

const tag = 'admin: billing';

const getRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/billing-details',
  tag,
  summary: 'Company details for invoices and the monthly fee (owner, admin or operator).',
  request: { params: businessIdParams },
  responses: { 200: json(billingDetailsSchema, 'Billing details with `amount`') },
  errors: ADMIN_ERRORS,
});

const patchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/business/{id}/billing-details',
  tag,
  summary: 'Changes the company details (owner, admin or operator).',
  description:
    'JSON with any of `companyName`, `companyCode` (9 digits), `vatCode` (`LT` + 9 or 12 digits, or empty), ' +
    '`address`, `invoiceEmail`.',
  request: {
    params: businessIdParams,
    body: jsonBody(billingPatchSchema),
  },
  responses: { 200: json(billingDetailsSchema, 'The details after the change') },
  errors: ADMIN_ERRORS,
});

const amountRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/billing-details/amount',
  tag,
  summary:
    'The monthly fee: the plan’s base fee plus a fee per active specialist (owner, admin or operator).',
  description: 'Plans and amounts: src/core/billing/monthly-fee.ts. `formatted` is like `29,00 €`.',
  request: { params: businessIdParams },
  responses: { 200: json(billingAmountSchema, 'The amount due') },
  errors: ADMIN_ERRORS,
});

const planRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/billing-details/plan',
  tag,
  summary: 'Switches the plan (`standard` or `premium`); the owner or the operator only.',
  description: 'The switch is recorded with its time (`planChangedAt`); `amount` follows the new plan.',
  request: { params: businessIdParams, body: jsonOrFormBody(planChangeSchema) },
  responses: { 200: json(billingDetailsSchema, 'The details after the switch') },
  errors: {
    400: 'Not a plan',
    ...NOT_SIGNED_IN,
    403: 'Not the owner',
    404: 'No such business, or not one of yours',
  },
});

export function adminBillingApi({ db, now }: AdminApiDependencies) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      return c.json(await billingDetailsFor(db, managerOf(c)), 200);
    })
    .openapi(patchRoute, async (c) => {
      const patch: BillingPatch = c.req.valid('json');
      return c.json(await updateBillingDetails(db, { ...managerOf(c), patch }), 200);
    })
    .openapi(planRoute, async (c) => {
      const { plan } = parsedBody<PlanChange>(c);
      return c.json(await changePlan(db, { ...managerOf(c), planCode: plan, now: now() }), 200);
    })
    .openapi(amountRoute, async (c) => {
      return c.json(await billingAmountFor(db, managerOf(c)), 200);
    });
}

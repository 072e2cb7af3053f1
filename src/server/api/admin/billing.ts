import { createRoute, z } from '@hono/zod-openapi';
import {
  billingAmountSchema,
  billingDetailsSchema,
  billingPatchSchema,
  type BillingPatch,
} from '../../../contracts/admin-billing.ts';
import { createRouter, json } from '../../http/openapi.ts';
import { MANAGERS, requireBusinessAccess } from '../../modules/access/business-access.ts';
import {
  billingAmount,
  getBillingDetails,
  updateBillingDetails,
} from '../../modules/billing/billing-details.ts';
import { adminErrors, businessIdParam, type AdminApiDependencies } from './business.ts';

const tags = ['admin: billing'];
const params = z.object({ id: businessIdParam });

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/business/{id}/billing-details',
  tags,
  summary: 'Company details for invoices and the monthly fee (owner, admin or operator).',
  request: { params },
  responses: { 200: json(billingDetailsSchema, 'Billing details with `amount`'), ...adminErrors },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/business/{id}/billing-details',
  tags,
  summary: 'Changes the company details (owner, admin or operator).',
  description:
    'JSON with any of `companyName`, `companyCode` (9 digits), `vatCode` (`LT` + 9 or 12 digits, or empty), ' +
    '`address`, `invoiceEmail`.',
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: billingPatchSchema } } },
  },
  responses: { 200: json(billingDetailsSchema, 'The details after the change'), ...adminErrors },
});

const amountRoute = createRoute({
  method: 'get',
  path: '/api/admin/business/{id}/billing-details/amount',
  tags,
  summary:
    'The monthly fee: the plan’s base fee plus a fee per active specialist (owner, admin or operator).',
  description: 'Plans and amounts: src/core/billing/monthly-fee.ts. `formatted` is like `29,00 €`.',
  request: { params },
  responses: { 200: json(billingAmountSchema, 'The amount due'), ...adminErrors },
});

export function adminBillingApi({ db }: AdminApiDependencies) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const access = await requireBusinessAccess(db, c.get('user'), c.req.valid('param').id, MANAGERS);
      return c.json(await getBillingDetails(db, access.business.id), 200);
    })
    .openapi(patchRoute, async (c) => {
      const access = await requireBusinessAccess(db, c.get('user'), c.req.valid('param').id, MANAGERS);
      const patch: BillingPatch = c.req.valid('json');
      return c.json(await updateBillingDetails(db, access.business.id, patch), 200);
    })
    .openapi(amountRoute, async (c) => {
      const access = await requireBusinessAccess(db, c.get('user'), c.req.valid('param').id, MANAGERS);
      return c.json(await billingAmount(db, access.business.id), 200);
    });
}

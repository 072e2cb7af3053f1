import { z } from '@hono/zod-openapi';
import {
  adminBusinessSchema,
  businessPatchSchema,
  type BusinessPatch,
} from '../../../contracts/admin-business.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json, jsonBody } from '../../http/openapi.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';
import { businessOfPath, managerOf } from '../request-context.ts';
import { getAdminBusiness, updateBusiness } from '../../modules/business-settings/business-settings.ts';

// Helpers shared by this group's admin routers (services, specialists, billing, onboarding, operator).

/** The answers every business-scoped admin endpoint may give besides success (the `errors` of `apiRoute`). */
export const ADMIN_ERRORS = {
  400: 'Bad input: `invalid_input` with Lithuanian `fields`',
  ...NOT_SIGNED_IN,
  403: 'A member without the needed role (e.g. a specialist changing business-wide settings)',
  404: "Unknown, or another business's, business or record",
} as const;

/** `{id}`: the business's id, its slug, or `_` for the signed-in user's (first) business. */
export const businessIdParam = z
  .string()
  .min(1)
  .max(100)
  .openapi({ param: { name: 'id', in: 'path' }, example: 'saule', description: 'Business id, slug or `_`' });

/** The path of a route about one business: `/…/business/{id}/…`. */
export const businessIdParams = z.object({ id: businessIdParam });

/** The same path for routes that take only the business's id or slug (no `_`). */
export const idOrSlugParamsSchema = z.object({
  id: z.string().min(1).max(100).openapi({ description: 'Business id or slug', example: 'saule' }),
});

export interface AdminApiDependencies {
  db: Database;
  now: () => Date;
}

const getRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}',
  tag: 'admin',
  summary: 'The business with its profile and booking rules.',
  description: 'Any member of the business (owner, admin, specialist) and the operator may read it.',
  request: { params: businessIdParams },
  responses: { 200: json(adminBusinessSchema, 'The business') },
  errors: ADMIN_ERRORS,
});

const patchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/business/{id}',
  tag: 'admin',
  summary: 'Changes the profile and booking rules (owner, admin or operator).',
  description:
    'JSON with any of `name, description, address, city (location slug), phone, email, domain, requiresConfirmation, ' +
    'leadTimeMinutes (0–10080), bookingHorizonDays (1–365), slotStepMinutes (5, 10, 15, 20, 30, 60), ' +
    'cancellationCutoffHours (0–168)`, `reminderOffsetsMinutes` (0–3 offsets, each 30–10 080 minutes before a visit). Empty `phone`, `email`, `domain` or `city` clear them. ' +
    'A domain another business uses answers 409 `domain_taken`; an unknown city 422 `unknown_city`.',
  request: {
    params: businessIdParams,
    body: jsonBody(businessPatchSchema),
  },
  responses: { 200: json(adminBusinessSchema, 'The business after the change') },
  errors: { ...ADMIN_ERRORS, 409: 'The domain is used by another business', 422: 'Unknown city' },
});

export function adminBusinessApi({ db }: AdminApiDependencies) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const access = await businessOfPath(db, c);
      return c.json(await getAdminBusiness(db, access.business.id), 200);
    })
    .openapi(patchRoute, async (c) => {
      const patch: BusinessPatch = c.req.valid('json');
      return c.json(await updateBusiness(db, { ...managerOf(c), patch }), 200);
    });
}

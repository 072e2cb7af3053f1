import { z } from '@hono/zod-openapi';
import {
  adminServiceSchema,
  moveSchema,
  removalResultSchema,
  serviceCreateSchema,
  servicePatchSchema,
  type ServiceCreate,
  type ServicePatch,
} from '../../../contracts/admin-team.ts';
import { apiRoute, createRouter, json, jsonBody, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  createService,
  listServices,
  moveService,
  removeService,
  updateService,
} from '../../modules/team/service-menu.ts';
import { ADMIN_ERRORS, businessIdParams, type AdminApiDependencies } from './business.ts';
import { businessOfPath, managerOf } from '../request-context.ts';
import { SERVICE_ID_MESSAGE } from '../../../contracts/shared-schemas.ts';

const serviceIdParam = z.uuid({ error: SERVICE_ID_MESSAGE }).openapi({
  param: { name: 'serviceId', in: 'path' },
  example: '0b7f7b8e-1f7e-4f51-9d2a-0b9c2a1f5e11',
});
const serviceParams = businessIdParams.extend({ serviceId: serviceIdParam });

const listSchema = z.object({ items: z.array(adminServiceSchema) });
const itemSchema = z.object({ service: adminServiceSchema });
const tag = 'admin: services';

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/services',
  tag,
  summary: 'Every service of the business (hidden ones too), grouped by area, in the business’s order.',
  description: 'Members (also specialists, who book visits) and the operator.',
  request: { params: businessIdParams },
  responses: { 200: json(listSchema, 'Services') },
  errors: ADMIN_ERRORS,
});

const createServiceRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/services',
  tag,
  summary: 'Adds a service (owner, admin or operator).',
  description:
    '`area` (slug), `name`, `description`, `durationMinutes` (5–600), `priceCents` (≥ 0), `bufferAfterMinutes` (0–120), ' +
    '`active`, and optionally `specialistIds` who perform it. JSON or form data.',
  request: { params: businessIdParams, body: jsonOrFormBody(serviceCreateSchema) },
  responses: { 201: json(itemSchema, 'Created') },
  errors: { ...ADMIN_ERRORS, 422: 'Unknown area or a specialist of another business' },
});

const patchServiceRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/business/{id}/services/{serviceId}',
  tag,
  summary: 'Changes a service; `active: false` hides it from booking (owner, admin or operator).',
  description: 'Any of the create fields. `specialistIds`, when given, replaces who performs it.',
  request: {
    params: serviceParams,
    body: jsonBody(servicePatchSchema),
  },
  responses: { 200: json(itemSchema, 'Changed') },
  errors: { ...ADMIN_ERRORS, 422: 'Unknown area or specialist' },
});

const moveServiceRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/services/{serviceId}/move',
  tag,
  summary: 'Moves a service one place up or down within its area (owner, admin or operator).',
  request: {
    params: serviceParams,
    body: jsonOrFormBody(moveSchema),
  },
  responses: { 200: json(listSchema, 'All services in the new order') },
  errors: ADMIN_ERRORS,
});

const deleteServiceRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/business/{id}/services/{serviceId}',
  tag,
  summary: 'Deletes a service, or hides it when appointments reference it (owner, admin or operator).',
  description: '`result` says which happened: past appointments always keep their service.',
  request: { params: serviceParams },
  responses: { 200: json(removalResultSchema, 'Deleted or deactivated') },
  errors: ADMIN_ERRORS,
});

export function adminServicesApi({ db }: AdminApiDependencies) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const access = await businessOfPath(db, c);
      return c.json({ items: await listServices(db, access.business.id) }, 200);
    })
    .openapi(createServiceRoute, async (c) => {
      const input = parsedBody<ServiceCreate>(c);
      return c.json({ service: await createService(db, { ...managerOf(c), input }) }, 201);
    })
    .openapi(patchServiceRoute, async (c) => {
      const { serviceId } = c.req.valid('param');
      const patch: ServicePatch = c.req.valid('json');
      return c.json({ service: await updateService(db, { ...managerOf(c), serviceId, patch }) }, 200);
    })
    .openapi(moveServiceRoute, async (c) => {
      const { serviceId } = c.req.valid('param');
      const { direction } = parsedBody<z.infer<typeof moveSchema>>(c);
      return c.json({ items: await moveService(db, { ...managerOf(c), serviceId, direction }) }, 200);
    })
    .openapi(deleteServiceRoute, async (c) => {
      const { serviceId } = c.req.valid('param');
      return c.json(await removeService(db, { ...managerOf(c), serviceId }), 200);
    });
}

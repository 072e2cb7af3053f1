import { z } from '@hono/zod-openapi';
import {
  createOverrideSchema,
  overrideDetailSchema,
  businessQuerySchema,
  namedBusinessQuerySchema,
  overrideListSchema,
  overrideResultSchema,
  strandedListSchema,
  updateOverrideSchema,
  type CreateOverrideInput,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonBody,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { recordRequest } from '../request-context.ts';
import { BAD_INPUT, NOT_SIGNED_IN } from '../error-responses.ts';
import {
  createOverride,
  deleteOverride,
  getOverride,
  listOverrides,
  updateOverride,
} from '../../modules/schedules/schedule-overrides.ts';

const errors = {
  ...BAD_INPUT,
  ...NOT_SIGNED_IN,
  403: "A specialist touching a colleague's or the whole business's override",
  404: 'Unknown override, or one of another business',
} as const;
const invalid = {
  ...errors,
  422: 'Invalid range or hours (fields: from, to, intervals.<i>.start|end, specialistId)',
} as const;
const overrideRequest = { params: idParamsSchema, query: namedBusinessQuerySchema };

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/schedule-overrides',
  tag: 'admin',
  summary:
    'Overrides that have not ended yet, soonest first (a specialist sees their own and the business-wide ones).',
  request: { query: businessQuerySchema },
  responses: { 200: json(overrideListSchema, 'Overrides') },
  errors,
});

const createRouteDef = apiRoute({
  method: 'post',
  path: '/api/admin/schedule-overrides',
  tag: 'admin',
  summary:
    'Creates an override: one date or a range (≤ 366 days), one specialist or all (null), a day off or other hours.',
  description:
    'Form posts send `intervals` as JSON text and `closed` as a checkbox value. The answer lists held visits ' +
    'in the range that are now outside working time (`strandedAppointments`): move or decline them.',
  request: { body: jsonOrFormBody(createOverrideSchema) },
  responses: { 201: json(overrideResultSchema, 'Created') },
  errors: invalid,
});

const getRoute = apiRoute({
  method: 'get',
  path: '/api/admin/schedule-override/{id}',
  tag: 'admin',
  summary: 'One override with the held visits in its range that are outside working time.',
  request: overrideRequest,
  responses: { 200: json(overrideDetailSchema, 'Override') },
  errors,
});

const patchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/schedule-override/{id}',
  tag: 'admin',
  summary: 'Changes any of the fields; the merged override is validated as a whole.',
  request: { ...overrideRequest, body: jsonBody(updateOverrideSchema) },
  responses: { 200: json(overrideResultSchema, 'Updated') },
  errors: invalid,
});

const deleteRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/schedule-override/{id}',
  tag: 'admin',
  summary: 'Deletes an override; lists held visits the weekly hours no longer cover in its former range.',
  request: overrideRequest,
  responses: { 200: json(z.object({ strandedAppointments: strandedListSchema }), 'Deleted') },
  errors,
});

export function adminScheduleOverridesApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listOverrides(db, recordRequest(c, now())), 200))
    .openapi(createRouteDef, async (c) => {
      const request = { user: c.get('user'), input: parsedBody<CreateOverrideInput>(c), now: now() };
      return c.json(await createOverride(db, request), 201);
    })
    .openapi(getRoute, async (c) => c.json(await getOverride(db, recordRequest(c, now())), 200))
    .openapi(patchRoute, async (c) =>
      c.json(await updateOverride(db, { ...recordRequest(c, now()), input: c.req.valid('json') }), 200),
    )
    .openapi(deleteRoute, async (c) => c.json(await deleteOverride(db, recordRequest(c, now())), 200));
}

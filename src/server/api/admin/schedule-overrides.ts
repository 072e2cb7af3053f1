import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../contracts/api-error.ts';
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
import { createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  createOverride,
  deleteOverride,
  getOverride,
  listOverrides,
  updateOverride,
} from '../../modules/schedules/schedule-overrides.ts';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, "A specialist touching a colleague's or the whole business's override"),
  404: json(apiErrorSchema, 'Unknown override, or one of another business'),
} as const;
const invalid = {
  422: json(
    apiErrorSchema,
    'Invalid range or hours (fields: from, to, intervals.<i>.start|end, specialistId)',
  ),
};
const idParams = z.object({ id: z.string().max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/schedule-overrides',
  tags: ['admin'],
  summary:
    'Overrides that have not ended yet, soonest first (a specialist sees their own and the business-wide ones).',
  request: { query: businessQuerySchema },
  responses: { 200: json(overrideListSchema, 'Overrides'), ...errors },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/admin/schedule-overrides',
  tags: ['admin'],
  summary:
    'Creates an override: one date or a range (≤ 366 days), one specialist or all (null), a day off or other hours.',
  description:
    'Form posts send `intervals` as JSON text and `closed` as a checkbox value. The answer lists held visits ' +
    'in the range that are now outside working time (`strandedAppointments`): move or decline them.',
  request: { body: jsonOrFormBody(createOverrideSchema) },
  responses: { 201: json(overrideResultSchema, 'Created'), ...errors, ...invalid },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/schedule-override/{id}',
  tags: ['admin'],
  summary: 'One override with the held visits in its range that are outside working time.',
  request: { params: idParams, query: namedBusinessQuerySchema },
  responses: { 200: json(overrideDetailSchema, 'Override'), ...errors },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/schedule-override/{id}',
  tags: ['admin'],
  summary: 'Changes any of the fields; the merged override is validated as a whole.',
  request: {
    params: idParams,
    query: namedBusinessQuerySchema,
    body: { required: true, content: { 'application/json': { schema: updateOverrideSchema } } },
  },
  responses: { 200: json(overrideResultSchema, 'Updated'), ...errors, ...invalid },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/schedule-override/{id}',
  tags: ['admin'],
  summary: 'Deletes an override; lists held visits the weekly hours no longer cover in its former range.',
  request: { params: idParams, query: namedBusinessQuerySchema },
  responses: { 200: json(z.object({ strandedAppointments: strandedListSchema }), 'Deleted'), ...errors },
});

export function adminScheduleOverridesApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listOverrides(db, { user: c.get('user'), ...c.req.valid('query'), now: now() }), 200),
    )
    .openapi(createRouteDef, async (c) => {
      const request = { user: c.get('user'), input: parsedBody<CreateOverrideInput>(c), now: now() };
      return c.json(await createOverride(db, request), 201);
    })
    .openapi(getRoute, async (c) =>
      c.json(
        await getOverride(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
        }),
        200,
      ),
    )
    .openapi(patchRoute, async (c) =>
      c.json(
        await updateOverride(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) =>
      c.json(
        await deleteOverride(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
        }),
        200,
      ),
    );
}

import { z } from '@hono/zod-openapi';
import {
  createOverrideSchema,
  overrideDetailSchema,
  overrideListSchema,
  overrideResultSchema,
  strandedListSchema,
  updateOverrideSchema,
  type CreateOverrideInput,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import { createRouter, json, parsedBody } from '../../http/openapi.ts';
import { recordRequest } from '../request-context.ts';
import { SIGNED_IN_INPUT } from '../error-responses.ts';
import { businessRecordRoutes } from './business-records.ts';
import {
  createOverride,
  deleteOverride,
  getOverride,
  listOverrides,
  updateOverride,
} from '../../modules/schedules/schedule-overrides.ts';

const errors = {
  ...SIGNED_IN_INPUT,
  403: "A specialist touching a colleague's or the whole business's override",
  404: 'Unknown override, or one of another business',
} as const;
const invalid = {
  ...errors,
  422: 'Invalid range or hours (fields: from, to, intervals.<i>.start|end, specialistId)',
} as const;

const { listRoute, createRoute, getRoute, patchRoute, deleteRoute } = businessRecordRoutes({
  collection: '/api/admin/schedule-overrides',
  record: '/api/admin/schedule-override/{id}',
  errors,
  invalid,
  list: {
    summary:
      'Overrides that have not ended yet, soonest first (a specialist sees their own and the business-wide ones).',
    answer: json(overrideListSchema, 'Overrides'),
  },
  create: {
    summary:
      'Creates an override: one date or a range (≤ 366 days), one specialist or all (null), a day off or other hours.',
    description:
      'Form posts send `intervals` as JSON text and `closed` as a checkbox value. The answer lists held visits ' +
      'in the range that are now outside working time (`strandedAppointments`): move or decline them.',
    body: createOverrideSchema,
    answer: json(overrideResultSchema, 'Created'),
  },
  get: {
    summary: 'One override with the held visits in its range that are outside working time.',
    answer: json(overrideDetailSchema, 'Override'),
  },
  patch: {
    summary: 'Changes any of the fields; the merged override is validated as a whole.',
    body: updateOverrideSchema,
    answer: json(overrideResultSchema, 'Updated'),
  },
  delete: {
    summary: 'Deletes an override; lists held visits the weekly hours no longer cover in its former range.',
    answer: json(z.object({ strandedAppointments: strandedListSchema }), 'Deleted'),
  },
});

export function adminScheduleOverridesApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listOverrides(db, recordRequest(c, now())), 200))
    .openapi(createRoute, async (c) => {
      const request = { user: c.get('user'), input: parsedBody<CreateOverrideInput>(c), now: now() };
      return c.json(await createOverride(db, request), 201);
    })
    .openapi(getRoute, async (c) => c.json(await getOverride(db, recordRequest(c, now())), 200))
    .openapi(patchRoute, async (c) =>
      c.json(await updateOverride(db, { ...recordRequest(c, now()), input: c.req.valid('json') }), 200),
    )
    .openapi(deleteRoute, async (c) => c.json(await deleteOverride(db, recordRequest(c, now())), 200));
}

import { z } from '@hono/zod-openapi';
import { localDateSchema } from '../../../contracts/local-date.ts';
import {
  saveScheduleResultSchema,
  saveScheduleSchema,
  businessQuerySchema,
  scheduleListSchema,
  namedBusinessQuerySchema,
  specialistScheduleDetailSchema,
  type SaveScheduleInput,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { recordRequest } from '../request-context.ts';
import { SIGNED_IN_INPUT } from '../error-responses.ts';
import {
  deleteScheduleVersion,
  getSpecialistSchedule,
  listSchedules,
  saveSpecialistSchedule,
} from '../../modules/schedules/weekly-schedules.ts';

const errors = {
  ...SIGNED_IN_INPUT,
  403: "A specialist asking for a colleague's schedule",
  404: 'Unknown specialist, or one of another business',
} as const;
const specialistParams = z.object({ specialistId: z.string().max(64) });

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/schedules',
  tag: 'admin',
  summary:
    'Every specialist of the business with the weekly hours in force today and the next planned change (a specialist sees only their own).',
  request: { query: businessQuerySchema },
  responses: { 200: json(scheduleListSchema, 'Schedules') },
  errors,
});

const getRoute = apiRoute({
  method: 'get',
  path: '/api/admin/schedule/{specialistId}',
  tag: 'admin',
  summary: "A specialist's weekly hours: the version in force today and later planned versions.",
  description:
    '`strandedAppointments`: the specialist’s upcoming held visits that their working time (weekly hours, overrides, holidays) leaves out, to move or decline.',
  request: { params: specialistParams, query: namedBusinessQuerySchema },
  responses: { 200: json(specialistScheduleDetailSchema, 'Schedule') },
  errors,
});

const putRoute = apiRoute({
  method: 'put',
  path: '/api/admin/schedule/{specialistId}',
  tag: 'admin',
  summary: "Sets a specialist's weekly hours from `validFrom` (default today, never earlier).",
  description:
    'Several intervals per weekday (breaks are the gaps); a missing or empty day is a day off. Versions: the ' +
    'version starting on `validFrom` is replaced, otherwise a new one is added; earlier days keep their hours ' +
    'and versions planned later still apply from their own dates. The answer lists held visits from ' +
    '`validFrom` on that the new hours leave outside working time (`strandedAppointments`). 422 with `fields` ' +
    '(`days.<weekday>.<index>.start|end`) for an end not after its start or overlapping intervals.',
  request: { params: specialistParams, body: jsonOrFormBody(saveScheduleSchema) },
  responses: { 200: json(saveScheduleResultSchema, 'Saved') },
  errors: {
    ...errors,
    415: 'Neither JSON nor form data',
    422: 'Invalid hours or a start in the past',
  },
});

const deleteVersionRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/schedule/{specialistId}/version/{validFrom}',
  tag: 'admin',
  summary: 'Drops a weekly-hours version planned for a later date (the earlier version then applies on).',
  request: {
    params: z.object({ specialistId: z.string().max(64), validFrom: localDateSchema }),
    query: namedBusinessQuerySchema,
  },
  responses: { 200: json(saveScheduleResultSchema, 'Deleted') },
  errors,
});

export function adminSchedulesApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listSchedules(db, recordRequest(c, now())), 200))
    .openapi(getRoute, async (c) => {
      const { specialistId: id } = c.req.valid('param');
      const request = { user: c.get('user'), id, ...c.req.valid('query'), now: now() };
      return c.json(await getSpecialistSchedule(db, request), 200);
    })
    .openapi(putRoute, async (c) => {
      const { specialistId: id } = c.req.valid('param');
      const request = { user: c.get('user'), id, input: parsedBody<SaveScheduleInput>(c), now: now() };
      return c.json(await saveSpecialistSchedule(db, request), 200);
    })
    .openapi(deleteVersionRoute, async (c) => {
      const { specialistId: id, validFrom } = c.req.valid('param');
      const request = { user: c.get('user'), id, validFrom, ...c.req.valid('query'), now: now() };
      return c.json(await deleteScheduleVersion(db, request), 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../contracts/api-error.ts';
import { localDateSchema } from '../../../contracts/local-date.ts';
import {
  createHolidaySchema,
  deletedSchema,
  holidayDetailSchema,
  businessQuerySchema,
  namedBusinessQuerySchema,
  holidayListSchema,
  holidayResultSchema,
  publicHolidayDetailSchema,
  publicHolidayResultSchema,
  updateHolidaySchema,
  type CreateHolidayInput,
} from '../../../contracts/admin-schedules.ts';
import type { Database } from '../../db/client.ts';
import { createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  createHoliday,
  deleteHoliday,
  getHoliday,
  listHolidays,
  updateHoliday,
} from '../../modules/holidays/business-holidays.ts';
import {
  excludePublicHoliday,
  getPublicHoliday,
  undoPublicHolidayExclusion,
} from '../../modules/holidays/public-holidays.ts';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, "A specialist touching a colleague's or the whole business's holiday"),
  404: json(apiErrorSchema, 'Unknown holiday, or one of another business'),
} as const;
const invalid = { 422: json(apiErrorSchema, 'Invalid range (fields: from, to, specialistId)') };
const idParams = z.object({ id: z.string().max(64) });
const dateParams = z.object({ date: localDateSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/holidays',
  tags: ['admin'],
  summary:
    "Business holidays that have not ended yet, and the coming year's Lithuanian public holidays with the business's choice.",
  request: { query: businessQuerySchema },
  responses: { 200: json(holidayListSchema, 'Holidays'), ...errors },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/admin/holidays',
  tags: ['admin'],
  summary:
    'Creates a business holiday: a range of up to 366 days, business-wide (specialistId null) or for one specialist.',
  description:
    'The answer lists held visits in the range that are now outside working time (`strandedAppointments`).',
  request: { body: jsonOrFormBody(createHolidaySchema) },
  responses: { 201: json(holidayResultSchema, 'Created'), ...errors, ...invalid },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/holiday/{id}',
  tags: ['admin'],
  summary: 'One business holiday with the held visits it leaves outside working time.',
  request: { params: idParams, query: namedBusinessQuerySchema },
  responses: { 200: json(holidayDetailSchema, 'Holiday'), ...errors },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/holiday/{id}',
  tags: ['admin'],
  summary: 'Changes any of name, range and specialist.',
  request: {
    params: idParams,
    query: namedBusinessQuerySchema,
    body: { required: true, content: { 'application/json': { schema: updateHolidaySchema } } },
  },
  responses: { 200: json(holidayResultSchema, 'Updated'), ...errors, ...invalid },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/holiday/{id}',
  tags: ['admin'],
  summary: 'Deletes a business holiday.',
  request: { params: idParams, query: namedBusinessQuerySchema },
  responses: { 200: json(deletedSchema, 'Deleted'), ...errors },
});

const publicHolidayRoute = createRoute({
  method: 'get',
  path: '/api/admin/public-holiday/{date}',
  tags: ['admin'],
  summary: "A Lithuanian public holiday with the business's choice and the held visits stranded on it.",
  request: { params: dateParams, query: businessQuerySchema },
  responses: {
    200: json(publicHolidayDetailSchema, 'Public holiday'),
    ...errors,
    422: json(apiErrorSchema, 'Not a public holiday'),
  },
});

const excludeRoute = createRoute({
  method: 'post',
  path: '/api/admin/public-holiday/{date}/exclusion',
  tags: ['admin'],
  summary: 'Excludes (istraukti) a public holiday: the business works that day. Idempotent.',
  request: { params: dateParams, query: businessQuerySchema },
  responses: {
    200: json(publicHolidayResultSchema, 'Excluded'),
    ...errors,
    422: json(apiErrorSchema, 'Not a Lithuanian public holiday, or already past'),
  },
});

const undoRoute = createRoute({
  method: 'delete',
  path: '/api/admin/public-holiday/{date}/exclusion',
  tags: ['admin'],
  summary: 'Undoes an exclusion: the public holiday is a day off again; lists the held visits booked for it.',
  request: { params: dateParams, query: businessQuerySchema },
  responses: {
    200: json(publicHolidayResultSchema, 'A day off again'),
    ...errors,
    422: json(apiErrorSchema, 'Not a Lithuanian public holiday, or already past'),
  },
});

export function adminHolidaysApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listHolidays(db, { user: c.get('user'), ...c.req.valid('query'), now: now() }), 200),
    )
    .openapi(createRouteDef, async (c) => {
      const request = { user: c.get('user'), input: parsedBody<CreateHolidayInput>(c), now: now() };
      return c.json(await createHoliday(db, request), 201);
    })
    .openapi(getRoute, async (c) =>
      c.json(
        await getHoliday(db, {
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
        await updateHoliday(db, {
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
        await deleteHoliday(db, { user: c.get('user'), ...c.req.valid('param'), ...c.req.valid('query') }),
        200,
      ),
    )
    .openapi(publicHolidayRoute, async (c) =>
      c.json(
        await getPublicHoliday(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
        }),
        200,
      ),
    )
    .openapi(excludeRoute, async (c) =>
      c.json(
        await excludePublicHoliday(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
        }),
        200,
      ),
    )
    .openapi(undoRoute, async (c) =>
      c.json(
        await undoPublicHolidayExclusion(db, {
          user: c.get('user'),
          ...c.req.valid('param'),
          ...c.req.valid('query'),
          now: now(),
        }),
        200,
      ),
    );
}

import { z } from '@hono/zod-openapi';
import { localDateSchema } from '../../../contracts/local-date.ts';
import {
  createHolidaySchema,
  holidayDetailSchema,
  businessQuerySchema,
  holidayListSchema,
  holidayResultSchema,
  publicHolidayDetailSchema,
  publicHolidayResultSchema,
  updateHolidaySchema,
  type CreateHolidayInput,
} from '../../../contracts/admin-schedules.ts';
import { successSchema } from '../../../contracts/shared-schemas.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json, parsedBody } from '../../http/openapi.ts';
import { recordRequest } from '../request-context.ts';
import { SIGNED_IN_INPUT } from '../error-responses.ts';
import { businessRecordRoutes } from './business-records.ts';
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
  ...SIGNED_IN_INPUT,
  403: "A specialist touching a colleague's or the whole business's holiday",
  404: 'Unknown holiday, or one of another business',
} as const;
const invalid = { ...errors, 422: 'Invalid range (fields: from, to, specialistId)' } as const;
const notPublicHoliday = { ...errors, 422: 'Not a Lithuanian public holiday, or already past' } as const;
const dateParams = z.object({ date: localDateSchema });
const dateRequest = { params: dateParams, query: businessQuerySchema };

const { listRoute, createRoute, getRoute, patchRoute, deleteRoute } = businessRecordRoutes({
  collection: '/api/admin/holidays',
  record: '/api/admin/holiday/{id}',
  errors,
  invalid,
  list: {
    summary:
      "Business holidays that have not ended yet, and the coming year's Lithuanian public holidays with the business's choice.",
    answer: json(holidayListSchema, 'Holidays'),
  },
  create: {
    summary:
      'Creates a business holiday: a range of up to 366 days, business-wide (specialistId null) or for one specialist.',
    description:
      'The answer lists held visits in the range that are now outside working time (`strandedAppointments`).',
    body: createHolidaySchema,
    answer: json(holidayResultSchema, 'Created'),
  },
  get: {
    summary: 'One business holiday with the held visits it leaves outside working time.',
    answer: json(holidayDetailSchema, 'Holiday'),
  },
  patch: {
    summary: 'Changes any of name, range and specialist.',
    body: updateHolidaySchema,
    answer: json(holidayResultSchema, 'Updated'),
  },
  delete: { summary: 'Deletes a business holiday.', answer: json(successSchema, 'Deleted') },
});

const publicHolidayRoute = apiRoute({
  method: 'get',
  path: '/api/admin/public-holiday/{date}',
  tag: 'admin',
  summary: "A Lithuanian public holiday with the business's choice and the held visits stranded on it.",
  request: dateRequest,
  responses: { 200: json(publicHolidayDetailSchema, 'Public holiday') },
  errors: { ...errors, 422: 'Not a public holiday' },
});

const excludeRoute = apiRoute({
  method: 'post',
  path: '/api/admin/public-holiday/{date}/exclusion',
  tag: 'admin',
  summary: 'Excludes (istraukti) a public holiday: the business works that day. Idempotent.',
  request: dateRequest,
  responses: { 200: json(publicHolidayResultSchema, 'Excluded') },
  errors: notPublicHoliday,
});

const undoRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/public-holiday/{date}/exclusion',
  tag: 'admin',
  summary: 'Undoes an exclusion: the public holiday is a day off again; lists the held visits booked for it.',
  request: dateRequest,
  responses: { 200: json(publicHolidayResultSchema, 'A day off again') },
  errors: notPublicHoliday,
});

export function adminHolidaysApi(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listHolidays(db, recordRequest(c, now())), 200))
    .openapi(createRoute, async (c) => {
      const request = { user: c.get('user'), input: parsedBody<CreateHolidayInput>(c), now: now() };
      return c.json(await createHoliday(db, request), 201);
    })
    .openapi(getRoute, async (c) => c.json(await getHoliday(db, recordRequest(c, now())), 200))
    .openapi(patchRoute, async (c) =>
      c.json(await updateHoliday(db, { ...recordRequest(c, now()), input: c.req.valid('json') }), 200),
    )
    .openapi(deleteRoute, async (c) => c.json(await deleteHoliday(db, recordRequest(c, now())), 200))
    .openapi(publicHolidayRoute, async (c) =>
      c.json(await getPublicHoliday(db, recordRequest(c, now())), 200),
    )
    .openapi(excludeRoute, async (c) => c.json(await excludePublicHoliday(db, recordRequest(c, now())), 200))
    .openapi(undoRoute, async (c) =>
      c.json(await undoPublicHolidayExclusion(db, recordRequest(c, now())), 200),
    );
}

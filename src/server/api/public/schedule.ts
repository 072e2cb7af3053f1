import type { z } from '@hono/zod-openapi';
import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimeSlotsQuerySchema,
  availableTimeSlotsSchema,
  calendarOptionsSchema,
  dateOverrideSchema,
  overrideQuerySchema,
  scheduleQuerySchema,
  scheduleTargetOf,
} from '../../../contracts/schedule.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json, type JsonResponse } from '../../http/openapi.ts';
import {
  availableDatesFor,
  availableSlotsFor,
  calendarOptions,
  dateOverrideFor,
  type Clock,
} from '../../modules/availability/bookable-times.ts';
import { freedTimeOfOwnVisit } from '../../modules/booking/move-appointment.ts';
import { NOT_BOOKABLE } from '../error-responses.ts';

const errors = {
  400: 'Bad parameters',
  ...NOT_BOOKABLE,
} as const;

/** GET: one of the booking calendar's public questions, asked in the query. */
function scheduleRoute<const P extends string, const Q extends z.ZodObject, A extends JsonResponse>(
  path: P,
  summary: string,
  query: Q,
  answer: A,
) {
  return apiRoute({
    method: 'get',
    path,
    tag: 'public',
    summary,
    request: { query },
    responses: { 200: answer },
    errors,
  });
}

const calendarOptionsRoute = scheduleRoute(
  '/api/public/schedule/calendar-options',
  'The booking calendar of a service (or of several in one visit, `services=id,id`): time zone, bookable ' +
    'range, step and who performs it (all of them).',
  scheduleQuerySchema,
  json(calendarOptionsSchema, 'Calendar options'),
);

const availableDatesRoute = scheduleRoute(
  '/api/public/schedule/available-dates',
  'Dates in [from, to] (at most 62 days) with at least one free slot.',
  availableDatesQuerySchema,
  json(availableDatesSchema, 'Dates'),
);

const availableTimeSlotsRoute = scheduleRoute(
  '/api/public/schedule/available-time-slots',
  'Free start times on a date, sorted; each with the specialist it would be booked with. With ' +
    '`services=id,id`, the starts where the whole visit fits, each service with its buffer after it.',
  availableTimeSlotsQuerySchema,
  json(availableTimeSlotsSchema, 'Slots'),
);

const overrideRoute = scheduleRoute(
  '/api/public/schedule/override',
  'Why a date differs from the weekly schedule: a holiday and the overrides that apply.',
  overrideQuerySchema,
  json(dateOverrideSchema, 'Date override'),
);

export function scheduleApi(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(calendarOptionsRoute, async (c) =>
      c.json(await calendarOptions(db, scheduleTargetOf(c.req.valid('query')), now()), 200),
    )
    .openapi(availableDatesRoute, async (c) => {
      const query = scheduleTargetOf(c.req.valid('query'));
      const freeing = await freedTimeOfOwnVisit(db, c.get('user'), query.visit);
      return c.json(await availableDatesFor(db, { ...query, freeing }, now()), 200);
    })
    .openapi(availableTimeSlotsRoute, async (c) => {
      const query = scheduleTargetOf(c.req.valid('query'));
      const freeing = await freedTimeOfOwnVisit(db, c.get('user'), query.visit);
      return c.json(await availableSlotsFor(db, { ...query, freeing }, now()), 200);
    })
    .openapi(overrideRoute, async (c) => c.json(await dateOverrideFor(db, c.req.valid('query')), 200));
}

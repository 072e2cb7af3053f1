import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimeSlotsQuerySchema,
  availableTimeSlotsSchema,
  calendarOptionsSchema,
  dateOverrideSchema,
  overrideQuerySchema,
  scheduleQuerySchema,
} from '../../../contracts/schedule.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import {
  availableDatesFor,
  availableSlotsFor,
  calendarOptions,
  dateOverrideFor,
  type Clock,
} from '../../modules/availability/bookable-times.ts';

const errors = {
  400: 'Bad parameters',
  404: 'Unknown or not bookable business, service or specialist',
} as const;

const calendarOptionsRoute = apiRoute({
  method: 'get',
  path: '/api/public/schedule/calendar-options',
  tags: ['public'],
  summary: 'The booking calendar of a service: time zone, bookable range, step and who performs it.',
  request: { query: scheduleQuerySchema },
  responses: { 200: json(calendarOptionsSchema, 'Calendar options') },
  errors,
});

const availableDatesRoute = apiRoute({
  method: 'get',
  path: '/api/public/schedule/available-dates',
  tags: ['public'],
  summary: 'Dates in [from, to] (at most 62 days) with at least one free slot.',
  request: { query: availableDatesQuerySchema },
  responses: { 200: json(availableDatesSchema, 'Dates') },
  errors,
});

const availableTimeSlotsRoute = apiRoute({
  method: 'get',
  path: '/api/public/schedule/available-time-slots',
  tags: ['public'],
  summary: 'Free start times on a date, sorted; each with the specialist it would be booked with.',
  request: { query: availableTimeSlotsQuerySchema },
  responses: { 200: json(availableTimeSlotsSchema, 'Slots') },
  errors,
});

const overrideRoute = apiRoute({
  method: 'get',
  path: '/api/public/schedule/override',
  tags: ['public'],
  summary: 'Why a date differs from the weekly schedule: a holiday and the overrides that apply.',
  request: { query: overrideQuerySchema },
  responses: { 200: json(dateOverrideSchema, 'Date override') },
  errors,
});

export function scheduleApi(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;
  return createRouter()
    .openapi(calendarOptionsRoute, async (c) =>
      c.json(await calendarOptions(db, c.req.valid('query'), now()), 200),
    )
    .openapi(availableDatesRoute, async (c) =>
      c.json(await availableDatesFor(db, c.req.valid('query'), now()), 200),
    )
    .openapi(availableTimeSlotsRoute, async (c) =>
      c.json(await availableSlotsFor(db, c.req.valid('query'), now()), 200),
    )
    .openapi(overrideRoute, async (c) => c.json(await dateOverrideFor(db, c.req.valid('query')), 200));
}

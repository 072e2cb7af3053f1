// Business statistics (Premium): the report as JSON and as CSV files for a spreadsheet.
import { z } from '@hono/zod-openapi';
import { statisticsQuerySchema, statisticsReportSchema } from '../../../contracts/admin-statistics.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { BAD_INPUT_WITH_FIELDS, NOT_SIGNED_IN } from '../error-responses.ts';
import {
  STATISTICS_TABLES,
  statisticsCsv,
  statisticsFileName,
} from '../../modules/statistics/statistics-csv.ts';
import { statisticsReport } from '../../modules/statistics/statistics-services.ts';

const tag = 'admin: statistics';
const errors = {
  ...NOT_SIGNED_IN,
  ...BAD_INPUT_WITH_FIELDS,
  403: 'A specialist or the operator (statistics are for the owner and admins), or `premium_required`: the business is not on the Premium plan',
  404: 'No such business, or one the user is not a member of',
} as const;

const description =
  'Visits (pending, confirmed, completed), revenue (completed visits), cancellations, declines, no-shows, online vs staff-entered bookings, new vs returning clients and occupancy (booked minutes ÷ working minutes by the schedules, overrides and holidays), per week (Monday–Sunday) or month of the business’s time zone, per service and per specialist. Owner and admins of a business on the Premium plan.';

const reportRoute = apiRoute({
  method: 'get',
  path: '/api/admin/statistics',
  tag,
  summary: 'The statistics of a period (at most two years).',
  description,
  request: { query: statisticsQuerySchema },
  responses: { 200: json(statisticsReportSchema, 'The report') },
  errors,
});

const csvQuery = statisticsQuerySchema.extend({
  table: z.enum(STATISTICS_TABLES, { error: 'Tokios lentelės nėra.' }).default('laikotarpiai').openapi({
    description: 'Which table: the weeks or months with a total row, the services, the specialists',
  }),
});

const csvRoute = apiRoute({
  method: 'get',
  path: '/api/admin/statistics/csv',
  tag,
  summary: 'One table of the statistics as a CSV file (`;`-separated, UTF-8 with a byte order mark).',
  description,
  request: { query: csvQuery },
  responses: {
    200: {
      description: 'A CSV file with a Lithuanian header row',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
  errors,
});

export function adminStatisticsApi({ db }: { db: Database }) {
  return createRouter()
    .openapi(reportRoute, async (c) => {
      const { report } = await statisticsReport(db, c.get('user'), c.req.valid('query'));
      return c.json(report, 200);
    })
    .openapi(csvRoute, async (c) => {
      const { table, ...query } = c.req.valid('query');
      const { access, report } = await statisticsReport(db, c.get('user'), query);
      return new Response(statisticsCsv(report, table), {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${statisticsFileName(access.business.slug, report, table)}"`,
          'cache-control': 'private, no-store',
        },
      }) as never;
    });
}

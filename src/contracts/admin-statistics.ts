// Business statistics (a Premium feature): visits, revenue, occupancy, clients, cancellations and where
// bookings come from, per week or month of a period, per service and per specialist. Shared by the API, the
// statistics page's loader and the browser.
import { z } from './zod.ts';
import {
  STATISTICS_GROUPS,
  periodProblem,
  type PeriodPreset,
  type PeriodPresetKey,
} from '../core/statistics/periods.ts';
import type { AdminCall } from './admin-schedules.ts';
import { businessRefSchema } from './shared-schemas.ts';
import type { AdminPageBase } from './admin-business.ts';
import { localDateSchema } from './local-date.ts';

const isValidLocalDate = (value: unknown) => localDateSchema.safeParse(value).success;

const GROUP_MESSAGE = 'Grupuokite pagal savaites arba mėnesius.';

/** `?business=&from=&to=&group=week|month`: the report's period (local dates, inclusive, at most `MAX_PERIOD_DAYS`). */
export const statisticsQuerySchema = z
  .object({
    business: businessRefSchema,
    from: localDateSchema,
    to: localDateSchema,
    group: z.enum(STATISTICS_GROUPS, { error: GROUP_MESSAGE }).default('week'),
  })
  .superRefine((query, ctx) => {
    // A bad date already has its own message (and would not make a period).
    if (!isValidLocalDate(query.from) || !isValidLocalDate(query.to)) return;
    const problem = periodProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const figureFields = {
  /** Visits held or planned: pending, confirmed and completed. */
  visits: z.number().int(),
  completed: z.number().int(),
  /** Prices of completed visits, in euro cents. */
  revenueCents: z.number().int(),
  /** Cancelled by the client. */
  cancelled: z.number().int(),
  /** Declined by the business. */
  declined: z.number().int(),
  noShows: z.number().int(),
  /** Of `visits`: booked by the client online, or entered by the staff. */
  online: z.number().int(),
  staff: z.number().int(),
  /** Distinct clients with a visit. */
  clients: z.number().int(),
  /**
   * Per week or month: clients whose first visit at the business falls in it (new) or came earlier
   * (returning). The totals are the sums of the weeks' or months' figures, so a client who comes back in
   * two later months counts as returning twice.
   */
  newClients: z.number().int(),
  returningClients: z.number().int(),
  /** Minutes of visits and no-shows (time that was booked). */
  bookedMinutes: z.number().int(),
  /** Minutes of working time by the schedules, overrides and holidays. */
  workingMinutes: z.number().int(),
  /** bookedMinutes ÷ workingMinutes in whole percent; null without working time. */
  occupancyPercent: z.number().int().nullable(),
};
export const statisticsFiguresSchema = z.object(figureFields);
export type StatisticsFigures = z.infer<typeof statisticsFiguresSchema>;

export const statisticsPeriodSchema = statisticsFiguresSchema.extend({
  /** The week's Monday or the month's first day. */
  key: z.string(),
  from: z.string(),
  to: z.string(),
  label: z.string(),
  shortLabel: z.string(),
});
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

export const statisticsServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  visits: z.number().int(),
  revenueCents: z.number().int(),
  bookedMinutes: z.number().int(),
});
export type StatisticsService = z.infer<typeof statisticsServiceSchema>;

export const statisticsSpecialistSchema = z.object({
  id: z.string(),
  name: z.string(),
  visits: z.number().int(),
  revenueCents: z.number().int(),
  noShows: z.number().int(),
  bookedMinutes: z.number().int(),
  workingMinutes: z.number().int(),
  occupancyPercent: z.number().int().nullable(),
});
export type StatisticsSpecialist = z.infer<typeof statisticsSpecialistSchema>;

export const statisticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(STATISTICS_GROUPS),
  totals: statisticsFiguresSchema,
  periods: z.array(statisticsPeriodSchema),
  services: z.array(statisticsServiceSchema),
  specialists: z.array(statisticsSpecialistSchema),
});
export type StatisticsReport = z.infer<typeof statisticsReportSchema>;

/** What the page's address may say: a ready-made period, or its own dates and grouping. */
export interface StatisticsPageQuery {
  laikotarpis?: string | null;
  nuo?: string | null;
  iki?: string | null;
  grupuoti?: string | null;
}

export interface StatisticsPage extends AdminPageBase {
  /** The business is on the Premium plan; otherwise `report` is null and the page shows what Premium adds. */
  premium: boolean;
  presets: PeriodPreset[];
  /** The ready-made period shown, or null for dates of one's own. */
  preset: PeriodPresetKey | null;
  from: string;
  to: string;
  group: StatisticsQuery['group'];
  /** Why the dates in the address cannot be reported on (the default period is shown instead). */
  problem: string | null;
  report: StatisticsReport | null;
}

/** Web-services group `statistics`: the statistics page (owner and admin of the business only). */
export interface StatisticsServices {
  statisticsPage: AdminCall<[business: string, query: StatisticsPageQuery], StatisticsPage>;
}

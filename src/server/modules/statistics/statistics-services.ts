// Who may see the statistics and on what plan, for the API and the statistics page alike.
import type {
  StatisticsQuery,
  StatisticsReport,
  StatisticsServices,
} from '../../../contracts/admin-statistics.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { choosePeriod, periodPresets } from '../../../core/statistics/periods.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pageResult } from '../../http/page-result.ts';
import { requireBusinessAccess, type BusinessAccess, type BusinessRole } from '../access/business-access.ts';
import { businessHasPremium, requirePremium } from '../billing/premium.ts';
import { businessStatistics } from './business-statistics.ts';

/**
 * The business's own owner and admins: its revenue is theirs to see. Not its specialists (they see their own
 * calendar only) nor the platform's operator.
 */
export const STATISTICS_ROLES: readonly BusinessRole[] = ['owner', 'admin'];

export function statisticsAccess(db: DbOrTx, user: SessionUser | null, business: string) {
  return requireBusinessAccess(db, { user, businessRef: business, allowed: STATISTICS_ROLES });
}

const target = (access: BusinessAccess) => ({
  id: access.business.id,
  slug: access.business.slug,
  timeZone: access.business.timeZone,
});

/** The report for the API: 404/403 by access, then 403 `premium_required` for a business on Standard. */
export async function statisticsReport(
  db: DbOrTx,
  user: SessionUser | null,
  query: StatisticsQuery,
): Promise<{ access: BusinessAccess; report: StatisticsReport }> {
  const access = await statisticsAccess(db, user, query.business);
  await requirePremium(db, access.business.id);
  return { access, report: await businessStatistics(db, target(access), query) };
}

export function createStatisticsServices(db: DbOrTx, now: () => Date): StatisticsServices {
  return {
    statisticsPage: (user, business, query) =>
      pageResult(async () => {
        const access = await statisticsAccess(db, user, business);
        const { id, slug, name, onboarded, timeZone } = access.business;
        const today = todayIn(timeZone, now());
        const period = choosePeriod(query, today);
        const premium = await businessHasPremium(db, id);
        return {
          business: { id, slug, name, onboarded },
          role: access.role,
          canManage: true,
          premium,
          presets: periodPresets(today),
          preset: period.preset,
          from: period.from,
          to: period.to,
          group: period.group,
          problem: period.problem,
          report: premium
            ? await businessStatistics(db, target(access), {
                business: id,
                from: period.from,
                to: period.to,
                group: period.group,
              })
            : null,
        };
      }),
  };
}

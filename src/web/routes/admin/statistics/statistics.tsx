// /administratorius/statistika/{slug}: the business's figures for a period — visits, revenue, occupancy,
// clients, cancellations, where bookings come from — as charts, tables and CSV files (owner and admins;
// a Premium feature: a business on Standard sees what Premium adds).
import { useEffect } from 'react';
import { openPremiumOffer } from '../../../shell/premium-offer.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import {
  HeadlineFigures,
  PeriodPicker,
  PeriodTable,
  PremiumOffer,
  ServiceTable,
  SpecialistTable,
  StatisticsCharts,
} from '../../../features/admin-statistics/statistics-view.tsx';
import type { Route } from './+types/statistics';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Statistika', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return valueOrThrow(
    await context.services.statistics.statisticsPage(context.user, params.slug, {
      laikotarpis: search.get('laikotarpis'),
      nuo: search.get('nuo'),
      iki: search.get('iki'),
      grupuoti: search.get('grupuoti'),
    }),
    request,
  );
}

export const ErrorBoundary = AdminErrorView;

export default function Statistics({ loaderData: page }: Route.ComponentProps) {
  const { report } = page;
  const { premium } = page;
  // A Standard business opening its statistics gets the Premium offer, as for any Premium feature.
  useEffect(() => {
    if (!premium) openPremiumOffer('business_statistics');
  }, [premium, page.business.id]);
  return (
    <div>
      <PageHeader
        eyebrow={page.business.name}
        title="Statistika"
        description="Vizitai, pajamos, užimtumas ir klientai pasirinktu laikotarpiu."
      />
      {report ? (
        <>
          <PeriodPicker page={page} />
          {page.problem ? (
            <Notice tone="warning" className="mb-6" title={page.problem}>
              Rodomas numatytasis laikotarpis.
            </Notice>
          ) : null}
          <HeadlineFigures totals={report.totals} />
          <StatisticsCharts report={report} />
          <PeriodTable page={page} report={report} />
          <div className="grid grid-cols-1 gap-6">
            <ServiceTable page={page} report={report} />
            <SpecialistTable page={page} report={report} />
          </div>
        </>
      ) : (
        <PremiumOffer page={page} />
      )}
    </div>
  );
}

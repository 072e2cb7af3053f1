// /administratorius/tvarkarastis/{slug}: every specialist's weekly hours at a glance; pick one to edit.
import { Link, redirect } from 'react-router';
import { WEEKDAY_LABELS, formatIntervals } from '../../../../core/schedules/weekly-hours.ts';
import { adminSchedulePaths } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { formatDay } from '../../../features/admin-schedules/schedule-form-data.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UsersIcon } from '../../../components/icons.tsx';
import { ChevronRightIcon, ClockIcon, SunIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/schedule-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Tvarkaraštis');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const list = valueOrThrow(
    await context.services.adminSchedules.scheduleList(context.user, params.slug),
    request,
  );
  // A specialist has only their own schedule: straight to it.
  const own = list.viewer.ownSpecialistId;
  if (!list.viewer.managesBusiness && own && list.specialists.some((s) => s.id === own)) {
    throw redirect(adminSchedulePaths.scheduleShow(list.business.slug, own));
  }
  return { list };
}

export const ErrorBoundary = AdminErrorView;

const SHORT_DAYS = ['Pr', 'An', 'Tr', 'Kt', 'Pn', 'Š', 'Sk'];

export default function ScheduleList({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const slug = list.business.slug;
  return (
    <div>
      <PageHeader
        eyebrow={list.business.name}
        title="Tvarkaraštis"
        description="Kiekvieno specialisto savaitės darbo laikas. Vienai dienai galima nurodyti kelis intervalus – tarpai tarp jų yra pertraukos."
        actions={
          <>
            <LinkButton to={adminSchedulePaths.overrideList(slug)}>
              <ClockIcon className="size-4" />
              Pakeitimai
            </LinkButton>
            <LinkButton to={adminSchedulePaths.holidayList(slug)}>
              <SunIcon className="size-4" />
              Laisvadieniai
            </LinkButton>
          </>
        }
      />
      {list.specialists.length === 0 ? (
        <Card>
          <EmptyState icon={<UsersIcon />} title="Specialistų dar nėra">
            Kai pridėsite specialistų, čia galėsite nustatyti jų darbo laiką.
          </EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="schedule-list">
          {list.specialists.map((specialist) => (
            <li key={specialist.id}>
              <Link
                to={adminSchedulePaths.scheduleShow(slug, specialist.id)}
                className="group block h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-zinc-900 group-hover:text-brand-800">
                      {specialist.name}
                    </p>
                    {specialist.title ? <p className="text-sm text-zinc-600">{specialist.title}</p> : null}
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    {specialist.active ? null : <Badge>Neaktyvus</Badge>}
                    {specialist.current ? null : <Badge tone="warning">Nenustatytas</Badge>}
                    <ChevronRightIcon className="size-5 text-zinc-500 group-hover:text-brand-700" />
                  </div>
                </div>
                <dl className="mt-4 grid grid-cols-[2.5rem_1fr] gap-x-3 gap-y-1 text-sm">
                  {SHORT_DAYS.map((short, index) => {
                    const intervals = specialist.current?.days[String(index + 1) as '1'];
                    return (
                      <div key={short} className="contents">
                        <dt className="font-medium text-zinc-500" title={WEEKDAY_LABELS[index]}>
                          {short}
                        </dt>
                        <dd
                          className={
                            intervals && intervals.length > 0 ? 'tabular-nums text-zinc-800' : 'text-zinc-500'
                          }
                        >
                          {formatIntervals(intervals)}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                {specialist.next ? (
                  <p className="mt-4 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200">
                    Naujas darbo laikas nuo {formatDay(specialist.next.validFrom, list.today)}
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

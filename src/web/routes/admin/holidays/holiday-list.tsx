// /administratorius/laisvadieniai/{slug}: the business's holidays (vacations) and the coming Lithuanian public
// holidays with the business's choice for each (poilsio diena / dirbama).
import { formatLongDate } from '../../../../core/format/lithuanian-dates.ts';
import { adminSchedulePaths } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { FlagIcon, PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import {
  dayCount,
  formatDateRange,
  mayChange,
} from '../../../features/admin-schedules/schedule-form-data.ts';
import { EntryScopeBadge, EntryList } from '../../../features/admin-schedules/entry-parts.tsx';
import { formatCount } from '../../../../core/format/plural.ts';
import { SunIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/holiday-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { schedulePageList } from '../../../features/admin-schedules/schedule-pages.ts';
import { DAY_FORMS } from '../../../../core/format/nouns.ts';

export function meta() {
  return adminPageMeta('Laisvadieniai');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return schedulePageList(context.services.adminSchedules.holidayList(context.user, params.slug), request);
}

export const ErrorBoundary = AdminErrorView;

function publicHolidayYears<T extends { date: string }>(holidays: T[]): { year: string; holidays: T[] }[] {
  const years: { year: string; holidays: T[] }[] = [];
  for (const holiday of holidays) {
    const year = holiday.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.holidays.push(holiday);
    else years.push({ year, holidays: [holiday] });
  }
  return years;
}

export default function HolidayList({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const slug = list.business.slug;
  const canEdit = (specialistId: string | null) => mayChange(list.viewer, specialistId);
  return (
    <BusinessPage
      business={list.business}
      title="Laisvadieniai"
      description="Atostogos ir kitos nedarbo dienos – visam verslui arba vienam specialistui. Valstybinės šventės yra poilsio dienos, nebent nuspręsite tą dieną dirbti."
      actions={
        <LinkButton to={adminSchedulePaths.holidayCreate(slug)} variant="primary">
          <PlusIcon className="size-4" />
          Naujas laisvadienis
        </LinkButton>
      }
    >
      <Card
        title="Verslo laisvadieniai"
        description="Dabartiniai ir būsimi."
        padded={false}
        id="verslo-laisvadieniai"
      >
        {list.holidays.length === 0 ? (
          <EmptyState icon={<SunIcon />} title="Laisvadienių nesuplanuota">
            Suplanuokite atostogas iš anksto – klientai tomis dienomis negalės registruotis.
          </EmptyState>
        ) : (
          <EntryList
            kind="holiday"
            entries={list.holidays}
            canEdit={canEdit}
            edit={(holiday) => ({
              to: adminSchedulePaths.holidayEdit(slug, holiday.id),
              label: `Redaguoti: ${holiday.name}`,
            })}
            actions={(holiday) => (
              <LinkButton
                to={adminSchedulePaths.holidayDelete(slug, holiday.id)}
                variant="danger"
                aria-label={`Ištrinti: ${holiday.name}`}
              >
                <TrashIcon className="size-4" />
                Ištrinti
              </LinkButton>
            )}
          >
            {(holiday) => (
              <>
                <p className="font-semibold text-zinc-900">{holiday.name}</p>
                <p className="mt-0.5 text-sm text-zinc-600">
                  {formatDateRange(holiday.from, holiday.to, list.today)}
                  {holiday.from !== holiday.to
                    ? ` (${formatCount(dayCount(holiday.from, holiday.to), DAY_FORMS)})`
                    : ''}
                </p>
                <p className="mt-1.5">
                  <EntryScopeBadge entry={holiday} />
                </p>
              </>
            )}
          </EntryList>
        )}
      </Card>

      <Card
        title="Valstybinės šventės"
        description="Artimiausių 12 mėnesių. Pagal įstatymą tai poilsio dienos; pažymėkite, jei tą dieną dirbsite."
        padded={false}
        id="valstybines-sventes"
      >
        <div data-testid="public-holiday-list">
          {publicHolidayYears(list.publicHolidays).map(({ year, holidays }) => (
            <div key={year}>
              <h3 className="border-b border-stone-100 bg-stone-50 px-5 py-2 text-xs font-semibold tracking-wider text-zinc-500 sm:px-6">
                {year} m.
              </h3>
              <ul className="divide-y divide-stone-100">
                {holidays.map((holiday) => (
                  <li
                    key={holiday.date}
                    data-testid="public-holiday-row"
                    data-date={holiday.date}
                    className="flex flex-col gap-3 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-6"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <span
                        className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl ${holiday.excluded ? 'bg-emerald-50 text-emerald-700' : 'bg-stone-100 text-zinc-600'}`}
                      >
                        <FlagIcon className="size-[18px]" />
                      </span>
                      <div className="min-w-0">
                        <p className="font-medium text-zinc-900">{holiday.name}</p>
                        <p className="text-sm text-zinc-600">{formatLongDate(holiday.date)}</p>
                      </div>
                    </div>
                    <div className="flex shrink-0 items-center justify-between gap-3 pl-12 sm:pl-0">
                      {holiday.excluded ? (
                        <Badge tone="success" testId="public-holiday-state">
                          Dirbama
                        </Badge>
                      ) : (
                        <Badge testId="public-holiday-state">Poilsio diena</Badge>
                      )}
                      {list.viewer.managesBusiness ? (
                        <LinkButton
                          to={adminSchedulePaths.publicHolidayExclude(slug, holiday.date)}
                          variant={holiday.excluded ? 'ghost' : 'secondary'}
                          className="min-h-10"
                          aria-label={`${holiday.excluded ? 'Grąžinti poilsio dieną' : 'Dirbsime'}: ${holiday.name}`}
                        >
                          {holiday.excluded ? 'Grąžinti poilsio dieną' : 'Dirbsime'}
                        </LinkButton>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Card>
    </BusinessPage>
  );
}

// /administratorius/laisvadieniai/{slug}/istraukti/{id}: a Lithuanian public holiday ({id} = its date,
// YYYY-MM-DD). Confirm to work that day (istraukti), or undo it; works when opened from a link too.
import { data, Link, redirect } from 'react-router';
import {
  adminSchedulePaths,
  withDone,
  backToList,
} from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { throwFailure, unknownIntent, textField } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { FlagIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass, BusyButton } from '../../../components/button.tsx';
import { formatDayWithYear } from '../../../features/admin-schedules/schedule-form-data.ts';
import { StrandedAppointments } from '../../../features/admin-schedules/stranded-appointments.tsx';
import { scheduleDetailPage } from '../../../features/admin-schedules/schedule-pages.ts';
import type { Route } from './+types/holiday-exclude';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta(loaderData?.detail.holiday.name ?? 'Valstybinė šventė');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const detail = context.services.adminSchedules.publicHoliday(context.user, params.slug, params.id);
  return scheduleDetailPage(detail, request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminSchedules;
  const list = adminSchedulePaths.holidayList(params.slug);
  const intent = textField(form, 'intent');
  if (intent === 'undo') {
    const result = await services.undoPublicHolidayExclusion(context.user, params.slug, params.id);
    if (!result.ok) throwFailure(result, request);
    // Visits booked for that day are stranded now: stay here, where the reloaded page lists them.
    if (result.value.strandedAppointments.length === 0) throw redirect(withDone(list, 'grazinta-svente'));
    return data({ undone: true });
  }
  if (intent !== 'exclude') return unknownIntent(request, intent);
  const result = await services.excludePublicHoliday(context.user, params.slug, params.id);
  if (!result.ok) throwFailure(result, request);
  throw redirect(withDone(list, 'istraukta-svente'));
}

export const ErrorBoundary = AdminErrorView;

export default function HolidayExclude({ loaderData, actionData }: Route.ComponentProps) {
  const { holiday, business, viewer } = loaderData.detail;
  const slug = business.slug;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  const busy = fetcher.state !== 'idle';
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader eyebrow="Valstybinė šventė" title={holiday.name} back={backToList.holidays(slug)} />
      {answer && 'undone' in answer ? (
        <Notice tone="success" title="Šventinė diena vėl yra poilsio diena" />
      ) : null}
      {/* Held visits that day outside working time (all of them while it is a day off): move or decline
          each. The list is reloaded after every change here, so it always matches the day's state. */}
      <StrandedAppointments
        appointments={loaderData.detail.strandedAppointments}
        slug={slug}
        timeZone={business.timeZone}
        emptyText={null}
      />
      <div
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        data-testid="public-holiday"
      >
        <div className="flex items-start gap-4">
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${holiday.excluded ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'}`}
          >
            <FlagIcon />
          </span>
          <div>
            <p className="text-lg font-semibold text-zinc-900">{formatDayWithYear(holiday.date)}</p>
            <p className="mt-1">
              {holiday.excluded ? <Badge tone="success">Dirbama</Badge> : <Badge>Poilsio diena</Badge>}
            </p>
          </div>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-zinc-600">
          {holiday.excluded
            ? 'Šią šventinę dieną jūsų verslas dirba pagal įprastą savaitės darbo laiką, ir klientai gali registruotis. Grąžinus poilsio dieną, registracijos bus nepriimamos.'
            : 'Pagal įstatymą tai poilsio diena, todėl registracijos nepriimamos. Jei šią dieną dirbsite, klientai galės registruotis pagal įprastą savaitės darbo laiką.'}
        </p>
        {viewer.managesBusiness ? (
          <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <input type="hidden" name="intent" value={holiday.excluded ? 'undo' : 'exclude'} />
            <Link to={adminSchedulePaths.holidayList(slug)} className={buttonClass('secondary')}>
              Atšaukti
            </Link>
            <BusyButton busy={busy} variant={holiday.excluded ? 'danger' : 'primary'}>
              {holiday.excluded ? 'Grąžinti poilsio dieną' : 'Dirbsime šią dieną'}
            </BusyButton>
          </fetcher.Form>
        ) : (
          <Notice
            tone="info"
            className="mt-5"
            title="Šventines dienas tvarko verslo savininkas arba administratorius."
          />
        )}
      </div>
    </div>
  );
}

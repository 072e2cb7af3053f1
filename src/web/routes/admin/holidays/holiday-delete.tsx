// /administratorius/laisvadieniai/{slug}/istrinti/{id}: confirm, then delete on POST (works from a link too).
import { Link, redirect, useFetcher } from 'react-router';
import {
  adminSchedulePaths,
  withDone,
  backToList,
} from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { textField, throwFailure, unknownIntent } from '../../../lib/page-results.ts';
import { EntryScopeBadge } from '../../../features/admin-schedules/entry-parts.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TrashIcon } from '../../../components/icons.tsx';
import { buttonClass, BusyButton } from '../../../components/button.tsx';
import { formatDateRange, mayChange } from '../../../features/admin-schedules/schedule-form-data.ts';
import { scheduleDetailPage } from '../../../features/admin-schedules/schedule-pages.ts';
import type { Route } from './+types/holiday-delete';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Ištrinti laisvadienį');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const detail = context.services.adminSchedules.holiday(context.user, params.slug, params.id);
  return scheduleDetailPage(detail, request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const intent = textField(await request.formData(), 'intent');
  if (intent !== 'delete') return unknownIntent(request, intent);
  const result = await context.services.adminSchedules.deleteHoliday(context.user, params.slug, params.id);
  if (!result.ok) throwFailure(result, request);
  throw redirect(withDone(adminSchedulePaths.holidayList(params.slug), 'istrintas-laisvadienis'));
}

export const ErrorBoundary = AdminErrorView;

export default function HolidayDelete({ loaderData }: Route.ComponentProps) {
  const { holiday, business, viewer } = loaderData.detail;
  const slug = business.slug;
  const fetcher = useFetcher();
  const canEdit = mayChange(viewer, holiday.specialistId);
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader eyebrow="Laisvadieniai" title="Ištrinti laisvadienį?" back={backToList.holidays(slug)} />
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <p className="text-lg font-semibold text-zinc-900">{holiday.name}</p>
        <p className="mt-1 text-zinc-700">{formatDateRange(holiday.from, holiday.to, '0000-00-00')}</p>
        <p className="mt-2">
          <EntryScopeBadge entry={holiday} />
        </p>
        {canEdit ? (
          <>
            <p className="mt-5 text-sm leading-relaxed text-zinc-600">
              Ištrynus šias dienas klientai vėl galės registruotis pagal įprastą darbo laiką.
            </p>
            <fetcher.Form
              method="post"
              className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
            >
              <input type="hidden" name="intent" value="delete" />
              <Link
                to={adminSchedulePaths.holidayEdit(slug, holiday.id)}
                className={buttonClass('secondary')}
              >
                Atšaukti
              </Link>
              <BusyButton
                busy={fetcher.state === 'submitting'}
                disabled={fetcher.state !== 'idle'}
                variant="danger-solid"
                icon={<TrashIcon className="size-4" />}
              >
                Taip, ištrinti
              </BusyButton>
            </fetcher.Form>
          </>
        ) : (
          <Notice
            tone="info"
            className="mt-5"
            title="Šį laisvadienį gali ištrinti tik verslo savininkas arba administratorius."
          />
        )}
      </div>
    </div>
  );
}

// /administratorius/laisvadieniai/{slug}/redaguoti/{id}: change a business holiday; the visits it leaves
// outside working time are listed ("Paveikti vizitai") to move or decline.
import { data } from 'react-router';
import { adminSchedulePaths, backToList } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { formFailure } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TrashIcon } from '../../../components/icons.tsx';
import { HolidayForm, holidayFormValues } from '../../../features/admin-schedules/holiday-form.tsx';
import { schedulePageFormProps } from '../../../features/admin-schedules/schedule-form-shell.tsx';
import {
  formatDateRange,
  holidayInputFrom,
  mayChange,
} from '../../../features/admin-schedules/schedule-form-data.ts';
import { StrandedAppointments } from '../../../features/admin-schedules/stranded-appointments.tsx';
import type { Route } from './+types/holiday-edit';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { scheduleEditPage } from '../../../features/admin-schedules/schedule-pages.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta(loaderData?.detail.holiday.name ?? 'Laisvadienis');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.services.adminSchedules;
  const detail = services.holiday(context.user, params.slug, params.id);
  return scheduleEditPage(detail, (slug) => services.holidayList(context.user, slug), request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.services.adminSchedules.updateHoliday(
    context.user,
    params.slug,
    params.id,
    holidayInputFrom(form),
  );
  if (!result.ok) return formFailure(result, request);
  return data({ ok: true as const });
}

export const ErrorBoundary = AdminErrorView;

export default function HolidayEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, specialists, today } = loaderData;
  const { holiday, business, viewer } = detail;
  const slug = business.slug;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  const canEdit = mayChange(viewer, holiday.specialistId);
  const failure = answer && !answer.ok ? answer : null;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Laisvadienis"
        title={holiday.name}
        back={backToList.holidays(slug)}
        description={`${formatDateRange(holiday.from, holiday.to, today)} · ${holiday.specialistName ?? 'Visas verslas'}`}
        actions={
          canEdit ? (
            <LinkButton to={adminSchedulePaths.holidayDelete(slug, holiday.id)} variant="danger">
              <TrashIcon className="size-4" />
              Ištrinti
            </LinkButton>
          ) : null
        }
      />
      {answer?.ok ? <Notice tone="success" title="Laisvadienis išsaugotas." /> : null}
      <StrandedAppointments
        appointments={detail.strandedAppointments}
        slug={slug}
        timeZone={business.timeZone}
        emptyText="Šis laisvadienis nepaveikia jokių užregistruotų vizitų."
      />
      <Card title="Laisvadienio duomenys">
        {canEdit ? (
          <HolidayForm
            key={JSON.stringify(holiday)}
            initial={holidayFormValues(holiday)}
            {...schedulePageFormProps({ specialists, viewer, today }, failure, fetcher)}
            submitLabel="Išsaugoti"
          />
        ) : (
          <Notice
            tone="info"
            title="Šį laisvadienį gali keisti tik verslo savininkas arba administratorius."
          />
        )}
      </Card>
    </div>
  );
}

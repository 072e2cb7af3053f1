// /administratorius/laisvadieniai/{slug}/redaguoti/{id}: change a business holiday; the visits it leaves
// outside working time are listed ("Paveikti vizitai") to move or decline.
import { data, useFetcher } from 'react-router';
import { adminSchedulePaths, doneMessages } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { formFailure, valueOrThrow } from '../../../lib/page-results.ts';
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

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta(loaderData?.detail.holiday.name ?? 'Laisvadienis');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.services.adminSchedules;
  const detail = valueOrThrow(await services.holiday(context.user, params.slug, params.id), request);
  const list = valueOrThrow(await services.holidayList(context.user, detail.business.slug), request);
  return { detail, specialists: list.specialists, today: list.today, successMessages: doneMessages(request) };
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
  // The page's own answer is what a form posted without JavaScript gets back.
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data ?? actionData;
  const canEdit = mayChange(viewer, holiday.specialistId);
  const failure = answer && !answer.ok ? answer : null;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Laisvadienis"
        title={holiday.name}
        back={{ href: adminSchedulePaths.holidayList(slug), label: 'Visi laisvadieniai' }}
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
      {answer?.ok ? <Notice tone="success" title="Laisvadienis išsaugotas" /> : null}
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

// /administratorius/tvarkarascio-pakeitimai/{slug}: overrides that have not ended yet, with edit and delete.
import { data, redirect } from 'react-router';
import type { StrandedAppointment } from '../../../../contracts/admin-schedules.ts';
import { formatIntervals } from '../../../../core/schedules/weekly-hours.ts';
import { adminSchedulePaths, withDone } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { throwFailure, unknownIntent, textField } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { formatDateRange, mayChange } from '../../../features/admin-schedules/schedule-form-data.ts';
import {
  DeleteEntryForm,
  EntryScopeBadge,
  EntryList,
} from '../../../features/admin-schedules/entry-parts.tsx';
import { StrandedAppointments } from '../../../features/admin-schedules/stranded-appointments.tsx';
import { ClockIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/override-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { schedulePageList } from '../../../features/admin-schedules/schedule-pages.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta() {
  return adminPageMeta('Tvarkaraščio pakeitimai');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return schedulePageList(context.services.adminSchedules.overrideList(context.user, params.slug), request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  if (intent !== 'delete') return unknownIntent(request, intent);
  const result = await context.services.adminSchedules.deleteOverride(
    context.user,
    params.slug,
    textField(form, 'id'),
  );
  if (!result.ok) throwFailure(result, request);
  if (result.value.strandedAppointments.length === 0) {
    throw redirect(withDone(new URL(request.url).pathname, 'istrinta-isimtis'));
  }
  return data({
    deleted: true,
    strandedAppointments: result.value.strandedAppointments as StrandedAppointment[],
  });
}

export const ErrorBoundary = AdminErrorView;

export default function OverrideList({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const slug = list.business.slug;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  const canEdit = (specialistId: string | null) => mayChange(list.viewer, specialistId);
  const newOverride = (
    <LinkButton to={adminSchedulePaths.overrideCreate(slug)} variant="primary">
      <PlusIcon className="size-4" />
      Naujas pakeitimas
    </LinkButton>
  );
  return (
    <BusinessPage
      business={list.business}
      title="Tvarkaraščio pakeitimai"
      description="Kitoks darbo laikas ar laisva diena konkrečiomis datomis – visam verslui arba vienam specialistui. Tą dieną pakeitimas galioja vietoj savaitės tvarkaraščio."
      actions={newOverride}
    >
      {answer && 'deleted' in answer ? (
        <>
          <Notice tone="success" title="Tvarkaraščio pakeitimas ištrintas" />
          <StrandedAppointments
            appointments={answer.strandedAppointments}
            slug={slug}
            timeZone={list.business.timeZone}
            emptyText={null}
          />
        </>
      ) : null}
      <Card padded={false}>
        {list.overrides.length === 0 ? (
          <EmptyState icon={<ClockIcon />} title="Artimiausiu metu pakeitimų nėra" action={newOverride}>
            Visi dirba pagal savaitės tvarkaraštį.
          </EmptyState>
        ) : (
          <EntryList
            kind="override"
            entries={list.overrides}
            canEdit={canEdit}
            edit={(override) => ({
              to: adminSchedulePaths.overrideEdit(slug, override.id),
              label: `Redaguoti pakeitimą: ${formatDateRange(override.from, override.to, list.today)}`,
            })}
            actions={(override) => (
              <DeleteEntryForm
                fetcher={fetcher}
                intent="delete"
                values={{ id: override.id }}
                label={`Ištrinti pakeitimą: ${formatDateRange(override.from, override.to, list.today)}`}
                confirm={{
                  title: 'Ištrinti tvarkaraščio pakeitimą?',
                  text: `${formatDateRange(override.from, override.to, list.today)}: vėl galios savaitės darbo laikas.`,
                }}
              />
            )}
          >
            {(override) => (
              <>
                <p className="font-semibold text-zinc-900">
                  {formatDateRange(override.from, override.to, list.today)}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-600">
                  <EntryScopeBadge entry={override} />
                  {override.closed ? (
                    <Badge tone="danger">Nedirbama</Badge>
                  ) : (
                    <Badge tone="info">{formatIntervals(override.intervals)}</Badge>
                  )}
                  {override.note ? <span className="text-zinc-600">{override.note}</span> : null}
                </div>
              </>
            )}
          </EntryList>
        )}
      </Card>
    </BusinessPage>
  );
}

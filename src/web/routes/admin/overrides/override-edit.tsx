// /administratorius/tvarkarascio-pakeitimai/{slug}/redaguoti/{id}: change or delete an override; the visits it
// leaves outside working time are listed ("Paveikti vizitai") to move or decline.
import { data, redirect } from 'react-router';
import type { StrandedAppointment } from '../../../../contracts/admin-schedules.ts';
import {
  adminSchedulePaths,
  withDone,
  backToList,
} from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { formFailure, throwFailure, textField } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OverrideForm, overrideFormValues } from '../../../features/admin-schedules/override-form.tsx';
import { schedulePageFormProps } from '../../../features/admin-schedules/schedule-form-shell.tsx';
import { capitalise } from '../../../../core/format/capitalise.ts';
import {
  formatDateRange,
  overrideInputFrom,
  mayChange,
} from '../../../features/admin-schedules/schedule-form-data.ts';
import { DeleteEntryForm } from '../../../features/admin-schedules/entry-parts.tsx';
import { StrandedAppointments } from '../../../features/admin-schedules/stranded-appointments.tsx';
import type { Route } from './+types/override-edit';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { scheduleEditPage } from '../../../features/admin-schedules/schedule-pages.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta() {
  return adminPageMeta('Tvarkaraščio pakeitimas');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.services.adminSchedules;
  const detail = services.override(context.user, params.slug, params.id);
  return scheduleEditPage(detail, (slug) => services.overrideList(context.user, slug), request);
}

type DeletedWithStranded = { deleted: true; strandedAppointments: StrandedAppointment[] };

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminSchedules;
  if (textField(form, 'intent') === 'delete') {
    const result = await services.deleteOverride(context.user, params.slug, params.id);
    if (!result.ok) throwFailure(result, request);
    if (result.value.strandedAppointments.length === 0) {
      throw redirect(withDone(adminSchedulePaths.overrideList(params.slug), 'istrinta-isimtis'));
    }
    return data({
      ok: true as const,
      deleted: true,
      strandedAppointments: result.value.strandedAppointments,
    } satisfies DeletedWithStranded & { ok: true });
  }
  const result = await services.updateOverride(context.user, params.slug, params.id, overrideInputFrom(form));
  if (!result.ok) return formFailure(result, request);
  // A fresh address with its own message: the "created" one of the address before must not show again.
  throw redirect(withDone(adminSchedulePaths.overrideEdit(params.slug, params.id), 'issaugota-isimtis'));
}

/** After a delete there is nothing to reload: the page shows what is left to handle. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (
    actionResult &&
    typeof actionResult === 'object' &&
    'deleted' in actionResult &&
    actionResult.deleted === true
  )
    return false;
  return defaultShouldRevalidate;
}

export const ErrorBoundary = AdminErrorView;

export default function OverrideEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, specialists, today } = loaderData;
  const { override, business, viewer } = detail;
  const slug = business.slug;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  const canEdit = mayChange(viewer, override.specialistId);
  const failure = answer && !answer.ok ? answer : null;

  if (answer?.ok && answer.deleted) {
    return (
      <div className="space-y-6">
        <PageHeader
          eyebrow="Tvarkaraščio pakeitimas"
          title="Pakeitimas ištrintas"
          back={backToList.overrides(slug)}
        />
        <Notice tone="success" title="Tvarkaraščio pakeitimas ištrintas">
          Vėl galioja savaitės darbo laikas. Kai kurie vizitai jame netelpa – sutvarkykite juos.
        </Notice>
        <StrandedAppointments
          appointments={answer.strandedAppointments}
          slug={slug}
          timeZone={business.timeZone}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Tvarkaraščio pakeitimas"
        title={capitalise(formatDateRange(override.from, override.to, today))}
        back={backToList.overrides(slug)}
        description={override.specialistName ? `Specialistas: ${override.specialistName}` : 'Visas verslas'}
      />
      <StrandedAppointments
        appointments={detail.strandedAppointments}
        slug={slug}
        timeZone={business.timeZone}
      />
      <Card title="Pakeitimo duomenys">
        {canEdit ? (
          <OverrideForm
            key={JSON.stringify(override)}
            initial={overrideFormValues(override)}
            {...schedulePageFormProps({ specialists, viewer, today }, failure, fetcher)}
            submitLabel="Išsaugoti pakeitimą"
          />
        ) : (
          <Notice tone="info" title="Šį pakeitimą gali keisti tik verslo savininkas arba administratorius." />
        )}
      </Card>
      {canEdit ? (
        <Card title="Ištrinti pakeitimą" description="Po ištrynimo vėl galios savaitės darbo laikas.">
          <DeleteEntryForm
            fetcher={fetcher}
            intent="delete"
            confirm={{
              title: 'Ištrinti tvarkaraščio pakeitimą?',
              text: `${capitalise(formatDateRange(override.from, override.to, today))}: vėl galios savaitės darbo laikas.`,
            }}
          >
            Ištrinti pakeitimą
          </DeleteEntryForm>
        </Card>
      ) : null}
      <div>
        <LinkButton to={adminSchedulePaths.overrideCreate(slug)} variant="ghost">
          Kurti kitą pakeitimą
        </LinkButton>
      </div>
    </div>
  );
}

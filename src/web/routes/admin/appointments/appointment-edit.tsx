// /administratorius/vizitai/{slug}/redaguoti/{id}: move a visit (date, time, specialist), change its service,
// write the salon's note, and take the next step of its life cycle (confirm, decline, completed, no-show).
// Every change is checked again on the server (working time, overlaps: 409) and the client is told. A visit
// of a repeating series can be moved alone or with all later visits of its series.
import { Form, redirect, useNavigation } from 'react-router';
import type { AdminAppointmentStatus } from '../../../../contracts/admin-appointments.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Card } from '../../../components/card.tsx';
import { inputClass, LabelledControl } from '../../../components/field.tsx';
import { LinkButton, buttonClass } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formFailure, formText, unknownIntent } from '../../../lib/page-results.ts';
import { localParts } from '../../../features/admin-appointments/appointment-format.ts';
import {
  appointmentPaths,
  safeReturnPath,
  withDone,
  withSeriesDone,
  type DoneCode,
} from '../../../features/admin-appointments/appointment-paths.ts';
import { SeriesScopeField, seriesScopeOf } from '../../../features/admin-appointments/series-scope.tsx';
import { loadAppointmentPage } from '../../../features/admin-appointments/appointment-page.ts';
import { AppointmentSummary } from '../../../features/admin-appointments/appointment-summary.tsx';
import { VisitMessagesPanel } from '../../../features/admin-appointments/visit-messages.tsx';
import { VisitTimeFields } from '../../../features/admin-appointments/visit-time-fields.tsx';
import { CalendarIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/appointment-edit';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Vizitas');
}

export async function loader(args: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(args.request.url).searchParams.get('grizti'), '');
  return { ...(await loadAppointmentPage(args)), returnTo };
}

const FINISH: Partial<Record<AdminAppointmentStatus, DoneCode>> = { completed: 'ivyko', no_show: 'neatvyko' };

const SERIES_TIME_ONLY =
  'Kartu su vėlesniais vizitais galima pakeisti tik laiką. Specialistą ar paslaugą keiskite pasirinkę „Tik šį vizitą“.';

/**
 * "This and all following": the later visits of the series move by as much as this one (the same use case
 * as the API's), and the note, if changed, is saved on this visit.
 */
async function saveFollowing({ context, params, request }: Route.ActionArgs, form: FormData) {
  const services = context.services.adminAppointments;
  const page = await services.appointmentPage(context.user, params.slug, params.id);
  if (!page.ok) return formFailure(page, request);
  const current = page.value.appointment;
  const start = formText(form, 'start');
  const serviceId = formText(form, 'serviceId');
  const specialistId = formText(form, 'specialistId');
  if (
    (serviceId && serviceId !== current.service.id) ||
    (specialistId && specialistId !== current.specialist.id)
  ) {
    const field = specialistId && specialistId !== current.specialist.id ? 'specialistId' : 'serviceId';
    return formFailure(
      {
        ok: false,
        status: 422,
        error: 'invalid_input',
        message: SERIES_TIME_ONLY,
        fields: { [field]: SERIES_TIME_ONLY },
      },
      request,
    );
  }
  const own = appointmentPaths.edit(current.business.slug, params.id);
  const back = safeReturnPath(formText(form, 'returnTo'), own);
  let moved = 0;
  if (start && Date.parse(start) !== Date.parse(current.start)) {
    const result = await services.changeFollowing(context.user, params.slug, params.id, {
      start,
      ...(formText(form, 'allowOutsideHours') === 'true' ? { allowOutsideHours: true } : {}),
    });
    if (!result.ok) return formFailure(result, request);
    moved = result.value.appointments.length;
  }
  const note = formText(form, 'note') ?? '';
  if (note !== current.businessNote) {
    const result = await services.update(context.user, params.slug, params.id, { note });
    if (!result.ok) return formFailure(result, request);
  }
  throw redirect(moved > 0 ? withSeriesDone(back, 'perkelta-serija', moved) : withDone(back, 'issaugota'));
}

export async function action(args: Route.ActionArgs) {
  const { context, params, request } = args;
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'save' && seriesScopeOf(formText(form, 'scope')) === 'following') {
    return saveFollowing(args, form);
  }
  let input: Record<string, unknown>;
  let done: DoneCode = 'issaugota';
  if (intent === 'status') {
    const status = formText(form, 'status') as AdminAppointmentStatus | undefined;
    if (!status || !FINISH[status]) return unknownIntent(request, '');
    input = { status };
    done = FINISH[status]!;
  } else {
    const start = formText(form, 'start');
    input = {
      note: formText(form, 'note') ?? '',
      ...(formText(form, 'serviceId') ? { serviceId: formText(form, 'serviceId') } : {}),
      ...(formText(form, 'specialistId') ? { specialistId: formText(form, 'specialistId') } : {}),
      ...(start ? { start } : {}),
      ...(formText(form, 'allowOutsideHours') === 'true' ? { allowOutsideHours: true } : {}),
    };
  }
  const result = await context.services.adminAppointments.update(context.user, params.slug, params.id, input);
  if (!result.ok) return formFailure(result, request);
  const own = appointmentPaths.edit(result.value.appointment.business.slug, params.id);
  throw redirect(withDone(safeReturnPath(formText(form, 'returnTo'), own), done, result.value.warnings));
}

export const ErrorBoundary = AdminErrorView;

export default function AppointmentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, business, services, specialists, returnTo, messages } = loaderData;
  const slug = business.slug;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const failure = actionData && !actionData.ok ? actionData : null;
  const errors = failure?.fields ?? {};
  const { date, time } = localParts(appointment.start, appointment.timeZone);
  const next = appointment.nextStatuses;
  // The key resets the form's own state when the visit changes (after saving).
  const version = `${appointment.start}-${appointment.specialist.id}-${appointment.service.id}-${appointment.status}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={business.name}
        title={appointment.editable ? 'Vizito keitimas' : 'Vizitas'}
        back={{ href: returnTo || appointmentPaths.list(slug), label: returnTo ? 'Atgal' : 'Vizitų sąrašas' }}
        actions={
          <LinkButton to={appointmentPaths.calendar(slug, { data: date })}>
            <CalendarIcon className="size-4" />
            Kalendoriuje
          </LinkButton>
        }
      />
      {failure ? (
        <Notice tone="error" title="Pakeitimų išsaugoti nepavyko">
          {failure.message}
        </Notice>
      ) : null}

      <Card>
        <AppointmentSummary appointment={appointment} slug={slug} />
        {next.length > 0 ? (
          <div className="mt-5 flex flex-wrap gap-3 border-t border-stone-100 pt-5">
            {next.includes('confirmed') ? (
              <LinkButton to={appointmentPaths.confirm(slug, appointment.id)} variant="primary">
                Patvirtinti
              </LinkButton>
            ) : null}
            {(['completed', 'no_show'] as const)
              .filter((status) => next.includes(status))
              .map((status) => (
                <Form method="post" key={status}>
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="status" value={status} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClass(status === 'completed' ? 'primary' : 'secondary')}
                  >
                    {status === 'completed' ? 'Įvyko' : 'Klientas neatvyko'}
                  </button>
                </Form>
              ))}
            {next.includes('declined') ? (
              <LinkButton to={appointmentPaths.decline(slug, appointment.id)} variant="danger">
                Atmesti
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </Card>

      <Form method="post" key={version} noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Card
          title={appointment.editable ? 'Keisti laiką, specialistą ar paslaugą' : 'Salono pastaba'}
          description={appointment.editable ? 'Klientas gaus pranešimą su senu ir nauju laiku.' : undefined}
        >
          {appointment.editable ? (
            <VisitTimeFields
              business={{ slug, timeZone: appointment.timeZone }}
              services={services}
              specialists={specialists}
              initial={{
                serviceId: appointment.service.id,
                specialistId: appointment.specialist.id,
                date,
                time,
                custom: false,
              }}
              exceptId={appointment.id}
              errors={errors}
            />
          ) : null}
          {appointment.editable && appointment.groupId ? (
            <p
              className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800"
              data-testid="group-hint"
            >
              Tai kelių paslaugų vizito dalis: pakeitus laiką ar specialistą, kartu perkeliamos visos vizito
              paslaugos. Paslaugos ar trukmės atskirai keisti negalima.
            </p>
          ) : null}
          {appointment.editable && appointment.seriesId ? (
            <SeriesScopeField
              className="mt-5"
              legend="Tai kartotinis vizitas. Kuriuos vizitus keisti?"
              followingHint="Vėlesni serijos vizitai bus perkelti tiek pat, kiek šis."
            />
          ) : null}
          <LabelledControl
            label={
              <>
                Pastaba <span className="font-normal text-zinc-500">(mato tik salonas)</span>
              </>
            }
            error={errors.note}
            className={`block ${appointment.editable ? 'mt-5' : ''}`}
          >
            <textarea
              name="note"
              rows={3}
              maxLength={2000}
              defaultValue={appointment.businessNote}
              aria-invalid={errors.note ? true : undefined}
              className={`${inputClass} mt-1.5`}
            />
          </LabelledControl>
          <div className="mt-5 flex justify-end">
            <button type="submit" disabled={busy} className={buttonClass('primary', 'sm:min-w-48')}>
              {navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save' ? (
                <Spinner />
              ) : null}
              Išsaugoti
            </button>
          </div>
        </Card>
      </Form>

      <Card title="Pranešimai klientui" description="Kas, kada ir kaip klientui išsiųsta apie šį vizitą.">
        <VisitMessagesPanel messages={messages} />
      </Card>
    </div>
  );
}

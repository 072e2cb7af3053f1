// /administratorius/vizitai/{slug}/patvirtinti/{id}: the visit and one button; works when opened from the
// new-booking e-mail too (GET shows, POST confirms). The client is told in the app and by e-mail.
import { Form, redirect, useNavigation } from 'react-router';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { LinkButton, BusyButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { formFailure } from '../../../lib/page-results.ts';
import { loadAppointmentPage } from '../../../features/admin-appointments/appointment-page.ts';
import { appointmentPaths, withDone } from '../../../features/admin-appointments/appointment-paths.ts';
import {
  AppointmentDecisionPage,
  DecisionTooLate,
} from '../../../features/admin-appointments/appointment-decision-page.tsx';
import { CalendarIcon, CheckCircleIcon, ListIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/appointment-confirm';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Patvirtinti vizitą');
}

export function loader(args: Route.LoaderArgs) {
  return loadAppointmentPage(args);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const result = await context.services.adminAppointments.update(context.user, params.slug, params.id, {
    status: 'confirmed',
  });
  if (!result.ok) return formFailure(result, request);
  throw redirect(
    withDone(
      appointmentPaths.confirm(result.value.appointment.business.slug, params.id),
      'patvirtinta',
      result.value.warnings,
    ),
  );
}

export const ErrorBoundary = AdminErrorView;

export default function AppointmentConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, business } = loaderData;
  const slug = business.slug;
  const navigation = useNavigation();
  const canConfirm = appointment.nextStatuses.includes('confirmed');
  const canDecline = appointment.nextStatuses.includes('declined');
  return (
    <AppointmentDecisionPage
      business={business}
      appointment={appointment}
      title={appointment.status === 'confirmed' ? 'Vizitas patvirtintas' : 'Patvirtinti vizitą?'}
      after={
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton to={appointmentPaths.calendar(slug, { data: appointment.start.slice(0, 10) })}>
            <CalendarIcon className="size-4" />
            Rodyti kalendoriuje
          </LinkButton>
          <LinkButton to={appointmentPaths.list(slug, { busena: 'pending' })}>
            <ListIcon className="size-4" />
            Laukiantys patvirtinimo
          </LinkButton>
          {appointment.editable ? (
            <LinkButton to={appointmentPaths.edit(slug, appointment.id)} variant="ghost">
              Redaguoti
            </LinkButton>
          ) : null}
        </div>
      }
    >
      {actionData && !actionData.ok ? (
        <Notice tone="error" className="mt-5" title="Patvirtinti nepavyko">
          {actionData.message}
        </Notice>
      ) : null}
      {canConfirm ? (
        <>
          <p className="mt-5 text-sm leading-relaxed text-zinc-600">
            Patvirtinus klientas gaus pranešimą programėlėje ir el. laišką su vizito informacija.
          </p>
          <Form method="post" className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {canDecline ? (
              <LinkButton to={appointmentPaths.decline(slug, appointment.id)} variant="danger">
                Atmesti
              </LinkButton>
            ) : null}
            <BusyButton
              busy={navigation.state === 'submitting'}
              disabled={navigation.state !== 'idle'}
              className="sm:min-w-48"
              icon={<CheckCircleIcon className="size-5" />}
            >
              Patvirtinti vizitą
            </BusyButton>
          </Form>
        </>
      ) : appointment.status === 'confirmed' ? (
        <Notice tone="success" className="mt-5" title="Šis vizitas patvirtintas.">
          Klientas apie tai informuotas. Vizitą galite perkelti arba, jei reikia, atmesti.
        </Notice>
      ) : (
        <DecisionTooLate verb="patvirtinti" appointment={appointment} />
      )}
    </AppointmentDecisionPage>
  );
}

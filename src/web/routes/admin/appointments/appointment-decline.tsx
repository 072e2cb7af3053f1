// /administratorius/vizitai/{slug}/atmesti/{id}: the visit, a reason (required; the client reads it) and a
// button; works when opened from an e-mail link too (GET shows, POST declines). A visit of a repeating series
// can be declined alone or with all later visits of its series.
import { useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { FieldMessage, inputClass, labelClass } from '../../../components/field.tsx';
import { LinkButton, BusyButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { formFailure, formText } from '../../../lib/page-results.ts';
import { loadAppointmentPage } from '../../../features/admin-appointments/appointment-page.ts';
import {
  appointmentPaths,
  withDone,
  withSeriesDone,
} from '../../../features/admin-appointments/appointment-paths.ts';
import { SeriesScopeField, seriesScopeOf } from '../../../features/admin-appointments/series-scope.tsx';
import {
  AppointmentDecisionPage,
  DecisionTooLate,
} from '../../../features/admin-appointments/appointment-decision-page.tsx';
import type { Route } from './+types/appointment-decline';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Atmesti vizitą');
}

const QUICK_REASONS = [
  'Specialistas tuo metu negali jūsų priimti.',
  'Salonas tą dieną nedirba.',
  'Šiai paslaugai reikia daugiau laiko – susisiekite su mumis dėl kito laiko.',
];

export function loader(args: Route.LoaderArgs) {
  return loadAppointmentPage(args);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const declineReason = formText(form, 'declineReason') ?? '';
  const services = context.services.adminAppointments;
  if (seriesScopeOf(formText(form, 'scope')) === 'following') {
    const result = await services.changeFollowing(context.user, params.slug, params.id, { declineReason });
    if (!result.ok) return formFailure(result, request);
    const slug = result.value.appointments[0]?.business.slug ?? params.slug;
    throw redirect(
      withSeriesDone(
        appointmentPaths.decline(slug, params.id),
        'atmesta-serija',
        result.value.appointments.length,
      ),
    );
  }
  const result = await services.update(context.user, params.slug, params.id, {
    status: 'declined',
    declineReason,
  });
  if (!result.ok) return formFailure(result, request);
  throw redirect(
    withDone(appointmentPaths.decline(result.value.appointment.business.slug, params.id), 'atmesta'),
  );
}

export const ErrorBoundary = AdminErrorView;

export default function AppointmentDecline({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, business } = loaderData;
  const slug = business.slug;
  const navigation = useNavigation();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const canDecline = appointment.nextStatuses.includes('declined');
  const failure = actionData && !actionData.ok ? actionData : null;
  const reasonError = failure?.fields.declineReason;
  return (
    <AppointmentDecisionPage
      business={business}
      appointment={appointment}
      title={appointment.status === 'declined' ? 'Vizitas atmestas' : 'Atmesti vizitą?'}
    >
      {failure && !reasonError ? (
        <Notice tone="error" className="mt-5" title="Atmesti nepavyko">
          {failure.message}
        </Notice>
      ) : null}
      {canDecline ? (
        <Form method="post" className="mt-5" noValidate>
          <label htmlFor="declineReason" className={labelClass}>
            Priežastis <span className="font-normal text-zinc-500">(ją pamatys klientas)</span>
          </label>
          <textarea
            ref={reasonRef}
            id="declineReason"
            name="declineReason"
            rows={3}
            required
            maxLength={500}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'declineReason-error' : 'declineReason-hint'}
            className={`${inputClass} mt-1.5`}
            placeholder="Pvz.: specialistė tą dieną serga."
          />
          <FieldMessage id="declineReason-error" message={reasonError} />
          <div id="declineReason-hint" className="mt-2 flex flex-wrap gap-2">
            {QUICK_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                onClick={() => {
                  if (reasonRef.current) {
                    reasonRef.current.value = reason;
                    reasonRef.current.focus();
                  }
                }}
                className="rounded-full bg-stone-100 px-3 py-1.5 text-left text-xs font-medium text-zinc-700 hover:bg-stone-200"
              >
                {reason}
              </button>
            ))}
          </div>
          {appointment.seriesId ? (
            <SeriesScopeField
              className="mt-5"
              legend="Tai kartotinis vizitas. Kuriuos vizitus atmesti?"
              followingHint="Bus atmesti ir visi vėlesni šios serijos vizitai – su ta pačia priežastimi."
            />
          ) : null}
          <p className="mt-4 text-sm leading-relaxed text-zinc-600">
            Klientas gaus pranešimą ir el. laišką su priežastimi, o laikas vėl bus laisvas kitiems.
          </p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <LinkButton to={appointmentPaths.list(slug)}>Grįžti</LinkButton>
            <BusyButton
              busy={navigation.state === 'submitting'}
              disabled={navigation.state !== 'idle'}
              variant="danger-solid"
              className="sm:min-w-48"
            >
              Atmesti vizitą
            </BusyButton>
          </div>
        </Form>
      ) : appointment.status === 'declined' ? (
        <Notice tone="info" className="mt-5" title="Šis vizitas atmestas.">
          Klientas informuotas, o laikas vėl laisvas kitiems.
        </Notice>
      ) : (
        <DecisionTooLate verb="atmesti" appointment={appointment} />
      )}
    </AppointmentDecisionPage>
  );
}

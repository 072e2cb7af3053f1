// /mano-vizitai/{id}/perkelti (and its twin inside a business's app): the client moves their visit to
// another free time on the booking calendar, with the same specialist or another who does the visit's
// services, until the business's cutoff. The move is the page's action; success opens "Mano vizitai" on the
// moved visit.
import { useState } from 'react';
import { redirect } from 'react-router';
import type { Appointment } from '../../../contracts/booking.ts';
import { appPath } from '../../../contracts/app-paths.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import type { TimeSlot } from '../../../contracts/schedule.ts';
import { capitalise } from '../../../core/format/capitalise.ts';
import {
  formatDeadline,
  formatLongDate,
  formatTimeRange,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { BusyButton } from '../../components/button.tsx';
import { SelectField } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { VisitTimePicker, type LostTime } from '../../features/booking/visit-time-picker.tsx';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';
import {
  formResultOpening,
  intentPost,
  notFoundPage,
  textField,
  unknownIntent,
} from '../../lib/page-results.ts';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import type { Route } from './+types/move-appointment';

export const MOVE_VISIT_INTENT = 'move-visit';
export const VISIT_MOVED = 'Vizitas perkeltas.';
const VISIT_NOT_FOUND = 'Vizitas nerastas.';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Perkelti vizitą', loaderData?.brandName);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const here = buildRoute('account_move_visit', { id: params.id });
  if (!context.user) throw redirect(appPath(buildRoute('sign_in', { grizti: appPath(here, slug) }), slug));
  const visit = await context.services.booking.appointmentForUser(context.user.id, params.id);
  if (!visit) notFoundPage(VISIT_NOT_FOUND);
  // The service's calendar (of a visit of several services, the whole visit's); none when the salon no
  // longer offers a service of it online.
  const services = serviceIdsOf(visit);
  const calendar = visit.canCancel
    ? await context.services.booking.calendarOptions({
        business: visit.business.slug,
        ...(services.length > 1 ? { services } : { service: visit.service.id }),
        specialist: visit.specialist.id,
      })
    : null;
  return { brandName: context.brandName, visit, calendar };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent !== MOVE_VISIT_INTENT) return unknownIntent(request, intent);
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const specialist = textField(form, 'specialist');
  const result = await context.services.booking.moveByClient(user, params.id, {
    start: textField(form, 'start'),
    ...(specialist ? { specialist } : {}),
  });
  return formResultOpening(result, request, intent, (moved) => ({
    message: VISIT_MOVED,
    location: appPath(`${buildRoute('account_appointments')}?vizitas=${moved.id}`, slug),
  }));
}

/** The visit's services in the order performed: its parts', or its one service. */
function serviceIdsOf(visit: Pick<Appointment, 'service' | 'parts'>): string[] {
  return visit.parts.length > 1 ? visit.parts.map((part) => part.service.id) : [visit.service.id];
}

function visitTime(visit: Pick<Appointment, 'start' | 'end' | 'timeZone'>): string {
  const date = capitalise(formatLongDate(localDateOf(visit.start, visit.timeZone)));
  return `${date}, ${formatTimeRange(visit.start, visit.end, visit.timeZone)}`;
}

export default function MoveAppointment({ loaderData }: Route.ComponentProps) {
  const { visit, calendar } = loaderData;
  const to = useAppPath();
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [specialistId, setSpecialistId] = useState(visit.specialist.id);
  // The visit's own specialist first, then everyone else who does its services.
  const specialists = calendar
    ? [visit.specialist, ...calendar.specialists.filter((person) => person.id !== visit.specialist.id)]
    : [];
  const newSpecialist =
    specialistId === visit.specialist.id
      ? null
      : (specialists.find((person) => person.id === specialistId)?.name ?? null);
  const [lost, setLost] = useState<LostTime | null>(null);
  const { fetcher, busy } = useIntentFetcher({ intent: MOVE_VISIT_INTENT });
  const [answered, setAnswered] = useState<unknown>(null);
  // A refusal of the time itself (taken meanwhile, no longer offered): the calendar shows the times anew.
  const answer = fetcher.data;
  if (answer && answer !== answered && fetcher.state === 'idle') {
    setAnswered(answer);
    if (!answer.ok && (answer.error === 'slot_taken' || answer.error === 'slot_unavailable')) {
      setLost({ message: answer.message, attempt: (lost?.attempt ?? 0) + 1 });
    }
  }

  const newTime = slot ? visitTime({ start: slot.start, end: slot.end, timeZone: visit.timeZone }) : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: to(buildRoute('account_appointments')), label: 'Mano vizitai' }}
        title="Perkelti vizitą"
        description="Pasirinkite naują dieną ir laiką – senasis laikas išliks jūsų, kol naujasis bus užregistruotas."
      />

      <section
        aria-labelledby="dabartinis-vizitas"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5"
      >
        <h2 id="dabartinis-vizitas" className="text-sm font-semibold text-zinc-600">
          Dabartinis laikas
        </h2>
        <p className="mt-1 font-semibold text-zinc-900 tabular-nums" data-testid="current-time">
          {visitTime(visit)}
        </p>
        <p className="mt-1 text-sm text-zinc-700">
          {visit.service.name} · {visit.business.name} · {visit.specialist.name}
        </p>
      </section>

      {!visit.canCancel || !calendar ? (
        <Notice tone="info" className="mt-6">
          {visit.canCancel
            ? 'Šio vizito perkelti internetu negalima.'
            : 'Perkelti vizito internetu nebegalima.'}{' '}
          {visit.business.phone ? (
            <>
              Susisiekite su salonu telefonu{' '}
              <a href={telHref(visit.business.phone)} className="font-semibold underline">
                {formatPhone(visit.business.phone)}
              </a>
              .
            </>
          ) : (
            'Susisiekite su salonu.'
          )}
        </Notice>
      ) : (
        <fetcher.Form method="post" noValidate className="mt-6">
          <input type="hidden" name="intent" value={MOVE_VISIT_INTENT} />
          <input type="hidden" name="start" value={slot?.start ?? ''} />
          <input type="hidden" name="specialist" value={specialistId} />
          <section
            aria-labelledby="laikas-antraste"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6"
          >
            <h2 id="laikas-antraste" className="mb-4 text-lg font-semibold text-zinc-900">
              Naujas laikas
            </h2>
            {specialists.length > 1 ? (
              <SelectField
                label="Specialistas"
                name="specialist-choice"
                className="mb-5 max-w-sm"
                value={specialistId}
                onChange={(event) => {
                  setSpecialistId(event.target.value);
                  setSlot(null);
                  setLost(null);
                }}
              >
                <NamedOptions items={specialists} by="id" />
              </SelectField>
            ) : null}
            <VisitTimePicker
              // Another specialist's calendar starts afresh: the day and time chosen were theirs.
              key={specialistId}
              businessSlug={visit.business.slug}
              serviceIds={serviceIdsOf(visit)}
              specialistId={specialistId}
              visitId={visit.id}
              visitDate={localDateOf(visit.start, visit.timeZone)}
              // With another specialist the same hour is a new time, not the visit's own.
              visitStart={specialistId === visit.specialist.id ? visit.start : null}
              options={calendar}
              lost={lost}
              onSelect={setSlot}
            />
          </section>

          <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border-0 sm:bg-white sm:p-5 sm:shadow-sm sm:ring-1 sm:ring-zinc-200">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm text-zinc-700" aria-live="polite">
                {newTime ? (
                  <p>
                    Naujas laikas: <span className="font-semibold text-zinc-900 tabular-nums">{newTime}</span>
                    {newSpecialist ? (
                      <>
                        {' '}
                        · <span className="font-semibold text-zinc-900">{newSpecialist}</span>
                      </>
                    ) : null}
                  </p>
                ) : (
                  <p>Pasirinkite dieną ir laiką.</p>
                )}
                {calendar.requiresConfirmation ? (
                  <p className="mt-1 text-xs text-zinc-600">
                    Salonas naują laiką patvirtins – iki tol vizitas lauks patvirtinimo.
                  </p>
                ) : (
                  <p className="mt-1 text-xs text-zinc-600">
                    Perkelti ar atšaukti galima iki {formatDeadline(visit.cancellableUntil, visit.timeZone)}.
                  </p>
                )}
              </div>
              <BusyButton
                busy={busy}
                disabled={busy || !slot}
                busyLabel="Perkeliama…"
                className="w-full shrink-0 sm:w-auto"
              >
                Perkelti vizitą
              </BusyButton>
            </div>
          </div>
        </fetcher.Form>
      )}
    </div>
  );
}

// /administratorius/vizitai/sukurti/{slug}: the business books a visit for a client — an existing client card
// (search) or a new client — with a service, a specialist and a free time from the availability engine, or
// any time on purpose. Opened from the calendar it comes prefilled (?data=&laikas=&specialistas=); `?dabar=1`
// is a client who just walked in (now, the client optional, nobody notified). A visit can also be recorded
// after the fact (completed, nobody notified) or repeated every N weeks, the clashes listed before saving.
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { Form, redirect, useFetcher, useNavigation } from 'react-router';
import type { AdminAppointmentClient } from '../../../../contracts/admin-appointments.ts';
import { localDateSchema } from '../../../../contracts/local-date.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { FieldMessage, inputClass, LabelledControl, SearchField } from '../../../components/field.tsx';
import { LinkButton, buttonClass, BusyButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formFailure, formText } from '../../../lib/page-results.ts';
import { todayIn } from '../../../../core/time/wall-clock.ts';
import {
  appointmentPaths,
  safeReturnPath,
  withDone,
  withSeriesDone,
} from '../../../features/admin-appointments/appointment-paths.ts';
import { VisitTimeFields } from '../../../features/admin-appointments/visit-time-fields.tsx';
import {
  SeriesFields,
  VisitKindChoice,
  type VisitKind,
} from '../../../features/admin-appointments/visit-kind-fields.tsx';
import { PHONE_PLACEHOLDER_LT } from '../../../../core/phone/phone-display.ts';
import { formatClientContacts } from '../../../features/uploads/admin-format.ts';
import type { Route } from './+types/appointment-create';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { formatTime } from '../../../../core/format/lithuanian-dates.ts';

export function meta() {
  return adminPageMeta('Naujas vizitas');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const page = valueOrThrow(
    await context.services.adminAppointments.createPage(
      context.user,
      params.slug,
      (search.get('klientas') ?? '').slice(0, 100),
      search.get('kortele'),
    ),
    request,
  );
  const walkIn = search.get('dabar') === '1';
  const wantedDate = localDateSchema.safeParse(search.get('data'));
  const date =
    wantedDate.success && !walkIn ? wantedDate.data : todayIn(page.business.timeZone, context.now());
  const time = walkIn
    ? nowRoundedDown(context.now(), page.business.timeZone)
    : /^\d{2}:\d{2}$/.test(search.get('laikas') ?? '')
      ? search.get('laikas')!
      : '';
  const specialistId = page.specialists.some((p) => p.id === search.get('specialistas'))
    ? search.get('specialistas')!
    : '';
  let serviceId = page.services.some((s) => s.id === search.get('paslauga')) ? search.get('paslauga')! : '';
  // One specialist (or one picked): start with their first service.
  const specialist =
    page.specialists.find((p) => p.id === specialistId) ??
    (page.specialists.length === 1 ? page.specialists[0] : undefined);
  if (!serviceId && specialist)
    serviceId = page.services.find((s) => specialist.serviceIds.includes(s.id))?.id ?? '';
  return {
    ...page,
    prefill: { date, time, specialistId: specialist?.id ?? '', serviceId },
    walkIn,
    returnTo: safeReturnPath(search.get('grizti'), ''),
  };
}

/** The wall-clock time now in the zone, down to five minutes ('14:35'). */
function nowRoundedDown(now: Date, timeZone: string): string {
  const time = formatTime({ epochMilliseconds: now.getTime() }, timeZone);
  const minute = Number(time.slice(3));
  return `${time.slice(0, 3)}${String(minute - (minute % 5)).padStart(2, '0')}`;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const mode = formText(form, 'clientMode');
  const kind = formText(form, 'kind');
  const input: Record<string, unknown> = {
    serviceId: formText(form, 'serviceId'),
    specialistId: formText(form, 'specialistId'),
    start: formText(form, 'start'),
    note: formText(form, 'note'),
    allowOutsideHours: formText(form, 'allowOutsideHours'),
    ...(kind === 'walk-in' ? { walkIn: 'true' } : {}),
    ...(kind === 'past' ? { afterTheFact: 'true' } : {}),
  };
  if (kind === 'series') {
    Object.assign(input, {
      everyWeeks: formText(form, 'everyWeeks'),
      count: formText(form, 'count'),
    });
    if (formText(form, 'intent') === 'preview') {
      const { note: _note, ...wanted } = input;
      const preview = await context.services.adminAppointments.previewSeries(
        context.user,
        params.slug,
        wanted,
      );
      if (!preview.ok) return formFailure(preview, request);
      return { ok: true as const, preview: preview.value };
    }
    input.skipClashes = formText(form, 'skipClashes');
  }
  if (mode === 'new') {
    input.clientName = formText(form, 'clientName');
    input.clientPhone = formText(form, 'clientPhone');
    input.clientEmail = formText(form, 'clientEmail');
  } else {
    input.clientCardId = formText(form, 'clientCardId');
  }
  if (kind === 'series') {
    const series = await context.services.adminAppointments.createSeries(context.user, params.slug, input);
    if (!series.ok) return formFailure(series, request);
    const first = series.value.appointments[0]!;
    const fallback = appointmentPaths.calendar(first.business.slug, { data: first.start.slice(0, 10) });
    throw redirect(
      withSeriesDone(
        safeReturnPath(formText(form, 'returnTo'), fallback),
        'sukurta-serija',
        series.value.appointments.length,
      ),
    );
  }
  const result = await context.services.adminAppointments.create(context.user, params.slug, input);
  if (!result.ok) return formFailure(result, request);
  const created = result.value.appointment;
  const fallback = appointmentPaths.calendar(created.business.slug, { data: created.start.slice(0, 10) });
  throw redirect(
    withDone(safeReturnPath(formText(form, 'returnTo'), fallback), 'sukurta', result.value.warnings),
  );
}

export const ErrorBoundary = AdminErrorView;

function ClientChoice({ client, selected }: { client: AdminAppointmentClient; selected: boolean }) {
  return (
    <span
      className={`flex min-h-14 cursor-pointer flex-col justify-center rounded-xl px-4 py-2 ring-1 ${
        selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-zinc-200 hover:bg-stone-50'
      }`}
    >
      <span className="font-semibold text-zinc-900">{client.name}</span>
      <span className="text-sm text-zinc-600">{formatClientContacts(client)}</span>
    </span>
  );
}

/**
 * A new client's contact field. The browser's own autofill stays off: it would offer the staff member's
 * details, not the client's. The input is marked invalid while the server has a message about it.
 */
function ClientInput({
  label,
  error,
  className,
  ...input
}: { label: string; error: string | undefined; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'aria-invalid' | 'className'
>) {
  return (
    <LabelledControl label={label} error={error} className={className}>
      <input
        {...input}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        className={`${inputClass} mt-1.5`}
      />
    </LabelledControl>
  );
}

export default function AppointmentCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { business, services, specialists, clients, prefill, returnTo, walkIn } = loaderData;
  const [kind, setKind] = useState<VisitKind>(walkIn ? 'walk-in' : 'usual');
  const slug = business.slug;
  const navigation = useNavigation();
  const search = useFetcher<typeof loader>();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<AdminAppointmentClient | null>(
    clients.length === 1 ? clients[0]! : null,
  );
  const failure = actionData && !actionData.ok ? actionData : null;
  const preview = actionData && actionData.ok && kind === 'series' ? actionData.preview : null;
  const errors = failure?.fields ?? {};
  const found = query.trim().length >= 2 ? (search.data?.clients ?? []) : [];
  const loadClients = search.load;

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const timer = setTimeout(() => {
      void loadClients(appointmentPaths.create(slug, { klientas: q }));
    }, 250);
    return () => clearTimeout(timer);
  }, [query, slug, loadClients]);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={business.name}
        title="Naujas vizitas"
        description="Užregistruokite klientą patys: vizitas iš karto bus patvirtintas."
        back={{
          href: returnTo || appointmentPaths.calendar(slug),
          label: returnTo ? 'Atgal' : 'Kalendorius',
        }}
      />
      <Form method="post" className="space-y-6" noValidate>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="clientMode" value={mode} />
        {failure ? (
          <Notice tone="error" title="Vizito užregistruoti nepavyko">
            {failure.message}
          </Notice>
        ) : null}

        <Card title="Klientas">
          <div role="radiogroup" aria-label="Klientas" className="inline-flex rounded-xl bg-stone-100 p-1">
            {(
              [
                ['existing', 'Esamas klientas'],
                ['new', 'Naujas klientas'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={mode === value}
                onClick={() => setMode(value)}
                className={`min-h-10 rounded-lg px-4 text-sm font-semibold ${
                  mode === value ? 'bg-white text-brand-800 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
                }`}
              >
                {label}
              </button>
            ))}
          </div>

          {mode === 'existing' ? (
            <div className="mt-5">
              <input type="hidden" name="clientCardId" value={chosen?.cardId ?? ''} />
              {chosen ? (
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <ClientChoice client={chosen} selected />
                  </div>
                  <button type="button" onClick={() => setChosen(null)} className={buttonClass('ghost')}>
                    Keisti
                  </button>
                </div>
              ) : (
                <>
                  <SearchField
                    label="Raskite klientą"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    placeholder="Vardas, tel. numeris arba el. paštas"
                    aria-invalid={errors.clientCardId ? true : undefined}
                    data-testid="client-search"
                  />
                  <FieldMessage message={errors.clientCardId} />
                  {search.state === 'loading' ? (
                    <p className="mt-3 flex items-center gap-2 text-sm text-zinc-600">
                      <Spinner /> Ieškoma…
                    </p>
                  ) : null}
                  {found.length > 0 ? (
                    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                      {found.map((client) => (
                        <li key={client.cardId}>
                          <button
                            type="button"
                            className="w-full text-left"
                            onClick={() => setChosen(client)}
                          >
                            <ClientChoice client={client} selected={false} />
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : query.trim().length >= 2 && search.state === 'idle' && search.data ? (
                    <p className="mt-3 text-sm text-zinc-600">
                      Nieko nerasta.{' '}
                      <button
                        type="button"
                        className="font-semibold text-brand-700 underline"
                        onClick={() => setMode('new')}
                      >
                        Įvesti naują klientą
                      </button>
                    </p>
                  ) : null}
                </>
              )}
            </div>
          ) : (
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <ClientInput
                label="Vardas ir pavardė"
                error={errors['client.name']}
                className="block sm:col-span-2"
                name="clientName"
                required
                maxLength={120}
              />
              <ClientInput
                label="Tel. numeris"
                error={errors['client.phone'] ?? errors.phone}
                name="clientPhone"
                type="tel"
                inputMode="tel"
                placeholder={PHONE_PLACEHOLDER_LT}
              />
              <ClientInput
                label="El. paštas"
                error={errors['client.email'] ?? errors.email}
                name="clientEmail"
                type="email"
              />
              <p className="text-sm text-zinc-600 sm:col-span-2">
                Nurodžius el. paštą klientas gaus vizito patvirtinimą ir pranešimus apie pakeitimus.
              </p>
            </div>
          )}
        </Card>

        <Card title="Vizitas">
          <input type="hidden" name="kind" value={kind} />
          <VisitKindChoice kind={kind} onChange={setKind} />
          <VisitTimeFields
            // A past or walk-in visit is placed at any time: start in that mode.
            key={kind === 'past' || kind === 'walk-in' ? 'any-time' : 'offered'}
            business={business}
            services={services}
            specialists={specialists}
            initial={{ ...prefill, custom: kind === 'past' || kind === 'walk-in' }}
            errors={errors}
          />
          {kind === 'series' ? <SeriesFields preview={preview} errors={errors} /> : null}
          <LabelledControl
            label={
              <>
                Pastaba <span className="font-normal text-zinc-500">(mato tik salonas)</span>
              </>
            }
            className="mt-5 block"
          >
            <textarea name="note" rows={2} maxLength={2000} className={`${inputClass} mt-1.5`} />
          </LabelledControl>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to={returnTo || appointmentPaths.list(slug)}>Atšaukti</LinkButton>
          <BusyButton
            busy={navigation.state === 'submitting'}
            disabled={navigation.state !== 'idle'}
            className="sm:min-w-52"
          >
            {kind === 'past'
              ? 'Įrašyti įvykusį vizitą'
              : kind === 'series'
                ? 'Užregistruoti seriją'
                : 'Užregistruoti vizitą'}
          </BusyButton>
        </div>
      </Form>
    </div>
  );
}

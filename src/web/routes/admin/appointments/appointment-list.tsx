// /administratorius/vizitai/sarasas/{slug}: the business's visits — period, status (with counts), specialist and
// client search; visits waiting for confirmation stand out and can be confirmed or declined from here.
import { Temporal } from 'temporal-polyfill';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  adminAppointmentListQuerySchema,
  type AdminAppointment,
} from '../../../../contracts/admin-appointments.ts';
import { formatCount } from '../../../../core/format/plural.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { Card, EmptyState } from '../../../components/card.tsx';
import { LinkButton, buttonClass } from '../../../components/button.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { PlusIcon, UploadIcon } from '../../../components/icons.tsx';
import { ImportVisitsDialog } from '../../../features/client-import/import-visits-dialog.tsx';
import { inputClass, LabelledControl, SearchField } from '../../../components/field.tsx';
import { NamedOptions } from '../../../components/named-options.tsx';
import {
  STATUS_ORDER,
  STATUS_TAB_LABELS,
  visitHours,
  visitShortDay,
} from '../../../features/admin-appointments/appointment-format.ts';
import {
  appointmentPaths,
  doneMessages,
  warningMessages,
} from '../../../features/admin-appointments/appointment-paths.ts';
import { StatusBadge } from '../../../features/admin-appointments/appointment-summary.tsx';
import { Pagination } from '../../../features/catalog/pagination.tsx';
import { formatPhone } from '../../../../core/phone/phone-display.ts';
import { CalendarIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/appointment-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { VISIT_FORMS } from '../../../../core/format/nouns.ts';
import { UncontrolledDatePickerField } from '../../../components/date-picker-field.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Vizitai', loaderData?.business.name);
}

const PERIODS = {
  artimiausi: 'Artimiausi',
  siandien: 'Šiandien',
  savaite: 'Ši savaitė',
  praeje: 'Praėję',
  visi: 'Visi',
  pasirinkti: 'Pasirinkti datas',
} as const;
type Period = keyof typeof PERIODS;

function periodOf(value: string | null): Period {
  return value && Object.hasOwn(PERIODS, value) ? (value as Period) : 'artimiausi';
}

/** The API's from / to / order for a period (dates in Vilnius, the product's time zone). */
function periodRange(period: Period, params: URLSearchParams, today: string) {
  const date = Temporal.PlainDate.from(today);
  switch (period) {
    case 'siandien':
      return { from: today, to: today, order: 'asc' };
    case 'savaite': {
      const monday = date.subtract({ days: date.dayOfWeek - 1 });
      return { from: monday.toString(), to: monday.add({ days: 6 }).toString(), order: 'asc' };
    }
    case 'praeje':
      return { to: date.subtract({ days: 1 }).toString(), order: 'desc' };
    case 'visi':
      return { order: 'desc' };
    case 'pasirinkti':
      return { from: params.get('nuo') || undefined, to: params.get('iki') || undefined, order: 'asc' };
    default:
      return { from: today, order: 'asc' };
  }
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const period = periodOf(search.get('laikotarpis'));
  const services = context.services.adminAppointments;
  const today = valueOrThrow(await services.today(context.user, params.slug), request);
  const { filters, dropped } = validFilters({
    ...periodRange(period, search, today),
    status: search.get('busena') || undefined,
    specialist: search.get('specialistas') || undefined,
    q: search.get('q')?.trim().slice(0, 100) || undefined,
    page: search.get('puslapis') || undefined,
  });
  const page = valueOrThrow(await services.listPage(context.user, params.slug, filters), request);
  return {
    ...page,
    period,
    successMessages: doneMessages(request),
    errorMessages: [...warningMessages(request), ...(dropped ? [FILTERS_DROPPED] : [])],
  };
}

const FILTERS_DROPPED = 'Kai kurios filtro reikšmės adrese netinkamos – jų nepaisėme.';

/**
 * The filters the list can use: a value from an edited or outdated address (an unknown status, a broken
 * date) is left out with a notice rather than failing the page.
 */
function validFilters(wanted: Record<string, string | undefined>): {
  filters: Record<string, string | undefined>;
  dropped: boolean;
} {
  const shape: Record<string, { safeParse: (value: unknown) => { success: boolean } } | undefined> =
    adminAppointmentListQuerySchema.shape;
  const filters: Record<string, string | undefined> = {};
  let dropped = false;
  for (const [key, value] of Object.entries(wanted)) {
    if (value !== undefined && shape[key]?.safeParse(value).success === false) dropped = true;
    else filters[key] = value;
  }
  return { filters, dropped };
}

export const ErrorBoundary = AdminErrorView;

function PendingActions({ slug, appointment }: { slug: string; appointment: AdminAppointment }) {
  return (
    <div className="flex flex-wrap gap-2">
      {appointment.nextStatuses.includes('confirmed') ? (
        <Link
          to={appointmentPaths.confirm(slug, appointment.id)}
          className={buttonClass('primary', 'min-h-9 px-3 py-1.5')}
          aria-label={`Patvirtinti: ${appointment.client.name}, ${visitShortDay(appointment)} ${visitHours(appointment)}`}
        >
          Patvirtinti
        </Link>
      ) : null}
      {appointment.nextStatuses.includes('declined') && appointment.status === 'pending' ? (
        <Link
          to={appointmentPaths.decline(slug, appointment.id)}
          className={buttonClass('danger', 'min-h-9 px-3 py-1.5')}
          aria-label={`Atmesti: ${appointment.client.name}, ${visitShortDay(appointment)} ${visitHours(appointment)}`}
        >
          Atmesti
        </Link>
      ) : null}
      <Link
        to={appointmentPaths.edit(slug, appointment.id)}
        className={buttonClass('ghost', 'min-h-9 px-3 py-1.5')}
      >
        {appointment.editable ? 'Redaguoti' : 'Peržiūrėti'}
      </Link>
    </div>
  );
}

function AppointmentRow({ slug, appointment }: { slug: string; appointment: AdminAppointment }) {
  const pending = appointment.status === 'pending';
  const faded = appointment.status === 'cancelled' || appointment.status === 'declined';
  return (
    <li
      data-testid="appointment-row"
      data-id={appointment.id}
      data-status={appointment.status}
      className={`grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[9rem_minmax(0,1.3fr)_minmax(0,1fr)_auto] lg:items-center ${
        pending ? 'border-l-4 border-amber-400 bg-amber-50/60' : 'border-l-4 border-transparent'
      } ${faded ? 'text-zinc-500' : ''}`}
    >
      <div className="flex items-baseline gap-3 lg:block">
        <p className="text-sm font-medium text-zinc-600">{visitShortDay(appointment)}</p>
        <p
          className={`text-lg font-semibold tabular-nums ${faded ? 'line-through decoration-zinc-400' : 'text-zinc-900'}`}
        >
          {visitHours(appointment)}
        </p>
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold text-zinc-900">{appointment.client.name}</p>
        <p className="truncate text-sm text-zinc-600">
          {appointment.client.phone
            ? formatPhone(appointment.client.phone)
            : (appointment.client.email ?? 'Kontaktų nėra')}
        </p>
        {appointment.note ? (
          <p className="mt-1 line-clamp-2 text-sm text-zinc-500 italic">„{appointment.note}“</p>
        ) : null}
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium text-zinc-800">{appointment.service.name}</p>
        <p className="truncate text-zinc-600">{appointment.specialist.name}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 lg:flex-col lg:items-end">
        <StatusBadge status={appointment.status} />
        <PendingActions slug={slug} appointment={appointment} />
      </div>
    </li>
  );
}

export default function AppointmentList({ loaderData }: Route.ComponentProps) {
  const { business, list, specialists, period, viewer } = loaderData;
  const slug = business.slug;
  const [params] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'loading' && navigation.location?.pathname === appointmentPaths.list(slug);
  const status = params.get('busena') ?? '';
  const allCount = STATUS_ORDER.reduce((sum, key) => sum + list.counts[key], 0);
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next: Record<string, string | undefined> = Object.fromEntries(params);
    delete next.atlikta;
    delete next.puslapis;
    return appointmentPaths.list(slug, { ...next, ...changes });
  };
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));

  return (
    <BusinessPage
      business={business}
      title="Vizitai"
      description={
        list.counts.pending > 0 ? (
          <span className="font-medium text-amber-800">
            Patvirtinimo laukia: {formatCount(list.counts.pending, VISIT_FORMS)}.
          </span>
        ) : (
          'Visi salono vizitai: patvirtinkite, perkelkite ar atmeskite.'
        )
      }
      actions={
        <>
          {viewer.managesBusiness ? (
            <Button onPress={() => setImporting(true)} className={buttonClass('secondary')}>
              <UploadIcon className="size-4" />
              Importuoti vizitus
            </Button>
          ) : null}
          <LinkButton to={appointmentPaths.calendar(slug)}>
            <CalendarIcon className="size-4" />
            Kalendorius
          </LinkButton>
          <LinkButton to={appointmentPaths.create(slug)} variant="primary">
            <PlusIcon className="size-4" />
            Naujas vizitas
          </LinkButton>
        </>
      }
    >
      <Card padded={false}>
        <Form
          method="get"
          role="search"
          className="grid gap-3 border-b border-stone-100 px-5 py-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
        >
          {status ? <input type="hidden" name="busena" value={status} /> : null}
          <LabelledControl label="Laikotarpis">
            <select
              name="laikotarpis"
              defaultValue={period}
              className={`${inputClass} mt-1.5`}
              data-testid="period-filter"
            >
              {Object.entries(PERIODS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </LabelledControl>
          {viewer.managesBusiness && specialists.length > 1 ? (
            <LabelledControl label="Specialistas">
              <select
                name="specialistas"
                defaultValue={params.get('specialistas') ?? ''}
                className={`${inputClass} mt-1.5`}
              >
                <option value="">Visi specialistai</option>
                <NamedOptions items={specialists} by="id" />
              </select>
            </LabelledControl>
          ) : null}
          <SearchField
            label="Klientas"
            name="q"
            defaultValue={params.get('q') ?? ''}
            maxLength={100}
            placeholder="Vardas, tel. nr. ar el. paštas"
          />
          {period === 'pasirinkti' ? (
            <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-3">
              <UncontrolledDatePickerField name="nuo" label="Nuo" defaultValue={params.get('nuo') ?? ''} />
              <UncontrolledDatePickerField name="iki" label="Iki" defaultValue={params.get('iki') ?? ''} />
            </div>
          ) : null}
          <button type="submit" className={buttonClass('secondary')} disabled={busy}>
            {busy ? 'Ieškoma…' : 'Rodyti'}
          </button>
        </Form>

        <nav aria-label="Vizitų būsenos" className="overflow-x-auto border-b border-stone-100">
          <ul className="flex min-w-max gap-1 px-3 py-2 sm:px-4">
            {[
              ['', 'Visi', allCount] as const,
              ...STATUS_ORDER.map((key) => [key, STATUS_TAB_LABELS[key], list.counts[key]] as const),
            ].map(([key, label, count]) => {
              const active = status === key;
              const highlight = key === 'pending' && count > 0;
              return (
                <li key={key || 'all'}>
                  <Link
                    to={hrefWith({ busena: key || undefined })}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`status-tab-${key || 'all'}`}
                    className={`inline-flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium ${
                      active
                        ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                        : 'text-zinc-700 hover:bg-stone-100'
                    }`}
                  >
                    {label}
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                        highlight ? 'bg-amber-400 text-amber-950' : 'bg-stone-100 text-zinc-600'
                      }`}
                    >
                      {count}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <p className="px-5 pt-4 text-sm text-zinc-600 sm:px-6" aria-live="polite">
          Rasta: {formatCount(list.total, VISIT_FORMS)}.
        </p>
        {list.items.length === 0 ? (
          <EmptyState icon={<CalendarIcon className="size-6" />} title="Vizitų nerasta">
            Pakeiskite laikotarpį ar būseną arba užregistruokite naują vizitą.
          </EmptyState>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100" data-testid="appointment-list">
            {list.items.map((appointment) => (
              <AppointmentRow key={appointment.id} slug={slug} appointment={appointment} />
            ))}
          </ul>
        )}
        <div className="px-5 pb-6 sm:px-6">
          <Pagination
            page={list.page}
            pageCount={pageCount}
            hrefFor={(page) => {
              const next: Record<string, string | undefined> = Object.fromEntries(params);
              delete next.atlikta;
              return appointmentPaths.list(slug, { ...next, puslapis: page > 1 ? String(page) : undefined });
            }}
          />
        </div>
      </Card>
      {viewer.managesBusiness ? (
        <ImportVisitsDialog
          businessId={business.id}
          isOpen={importing}
          onClose={(changed) => {
            setImporting(false);
            if (changed) void revalidator.revalidate();
          }}
        />
      ) : null}
    </BusinessPage>
  );
}

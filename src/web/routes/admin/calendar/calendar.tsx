// /administratorius/vizitai/kalendorius/{slug}: the salon's day (a column per specialist) or week: by default
// every specialist (each day a group of narrow columns, one per specialist; `?specialistas=visi`), or one
// specialist's (a column per day, chosen in the selector; a specialist sees only their own). Working time is white, closures named, visits coloured by status. Click empty
// time to book there; drag a visit to move it (or its bottom edge to change its length): the server checks
// it and a refusal snaps it back with the reason. Bookings and cancellations appear live (server-sent events).
import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import type { AdminAppointment } from '../../../../contracts/admin-appointments.ts';
import { localDateSchema } from '../../../../contracts/local-date.ts';
import { LITHUANIAN_MONTHS_GENITIVE, formatLongDate } from '../../../../core/format/lithuanian-dates.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { LinkButton, buttonClass } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { inputClass } from '../../../components/field.tsx';
import { APPOINTMENT_STATUS_LABELS } from '../../../../core/appointments/status-labels.ts';
import { todayIn, zonedIso } from '../../../../core/time/wall-clock.ts';
import { appointmentPaths, doneMessages } from '../../../features/admin-appointments/appointment-paths.ts';
import { AppointmentDialog } from '../../../features/admin-appointments/appointment-dialog.tsx';
import { BLOCK_CLASSES } from '../../../features/admin-appointments/calendar-blocks.tsx';
import { CalendarGrid } from '../../../features/admin-appointments/calendar-grid.tsx';
import {
  ALL_SPECIALISTS,
  columnsOf,
  minutesToTime,
  placeAppointments,
  shiftDate,
  visibleHours,
  weekChoice,
  weekOf,
  type CalendarView,
} from '../../../features/admin-appointments/calendar-model.ts';
import type { MoveRequest } from '../../../features/admin-appointments/use-calendar-drag.ts';
import { useLiveCalendar } from '../../../features/admin-appointments/use-live-calendar.ts';
import { isApiError, callApi } from '../../../lib/api-client.ts';
import { ArrowLeftIcon, ChevronRightIcon, ListIcon } from '../../../components/icons.tsx';
import { toast } from '../../../shell/toast-store.ts';
import type { Route } from './+types/calendar';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Kalendorius', loaderData?.calendar.business.name);
}

const DEFAULT_TIME_ZONE = 'Europe/Vilnius';
function validDate(value: string | null): string | null {
  return localDateSchema.safeParse(value).success ? value : null;
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const search = new URL(req.url).searchParams;
  const view: CalendarView = search.get('rodinys') === 'savaite' ? 'savaite' : 'diena';
  const date = validDate(search.get('data')) ?? todayIn(DEFAULT_TIME_ZONE, new Date());
  const range = view === 'savaite' ? weekOf(date) : { from: date, to: date };
  const calendar = valueOrThrow(
    await context.services.adminAppointments.calendar(context.user, { business: params.slug, ...range }),
    req,
  );
  return { calendar, view, date, successMessages: doneMessages(req) };
}

export const ErrorBoundary = AdminErrorView;

function periodLabel(view: CalendarView, date: string): string {
  if (view === 'diena') {
    const text = formatLongDate(date);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const { from, to } = weekOf(date);
  const a = Temporal.PlainDate.from(from);
  const b = Temporal.PlainDate.from(to);
  const month = (d: Temporal.PlainDate) => LITHUANIAN_MONTHS_GENITIVE[d.month - 1];
  const span =
    a.month === b.month
      ? `${month(a)} ${a.day}–${b.day} d.`
      : `${month(a)} ${a.day} d. – ${month(b)} ${b.day} d.`;
  return `${span.charAt(0).toUpperCase()}${span.slice(1)}`;
}

function useNowMinute(timeZone: string): { today: string | null; minute: number | null } {
  const [now, setNow] = useState<{ today: string | null; minute: number | null }>({
    today: null,
    minute: null,
  });
  useEffect(() => {
    const tick = () => {
      const zoned = Temporal.Now.zonedDateTimeISO(timeZone);
      setNow({ today: zoned.toPlainDate().toString(), minute: zoned.hour * 60 + zoned.minute });
    };
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

const LIVE_LABELS = {
  live: 'Atnaujinama automatiškai',
  connecting: 'Jungiamasi…',
  offline: 'Atsijungta – atnaujinkite puslapį',
};

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { calendar, view, date } = loaderData;
  const { business } = calendar;
  const slug = business.slug;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const showInactive = params.get('atsaukti') === '1';
  const now = useNowMinute(business.timeZone);
  const live = useLiveCalendar(slug, () => void revalidator.revalidate(), dragging);

  const weekSpecialist = weekChoice(calendar, params.get('specialistas'));
  const everyone = view === 'savaite' && weekSpecialist === ALL_SPECIALISTS;
  const columns = useMemo(
    () => columnsOf(calendar, view, date, weekSpecialist, now.today ?? ''),
    [calendar, view, date, weekSpecialist, now.today],
  );
  const placed = useMemo(
    () => placeAppointments(calendar.appointments, columns, showInactive),
    [calendar, columns, showInactive],
  );
  const hours = useMemo(() => visibleHours(columns, placed), [columns, placed]);
  const step = Math.min(15, calendar.slotStepMinutes) || 15;

  const here = (changes: Record<string, string | undefined>) => {
    const next: Record<string, string | undefined> = Object.fromEntries(params);
    delete next.atlikta;
    return appointmentPaths.calendar(slug, { ...next, ...changes });
  };
  const returnTo = here({});
  const visitCount = calendar.appointments.filter(
    (a) => a.status !== 'cancelled' && a.status !== 'declined',
  ).length;
  const pendingCount = calendar.appointments.filter((a) => a.status === 'pending').length;

  async function move(change: MoveRequest): Promise<boolean> {
    const { appointment } = change;
    const time = minutesToTime(change.startMinute);
    const body =
      change.mode === 'resize'
        ? { durationMinutes: change.durationMinutes }
        : {
            start: zonedIso(change.date, time, appointment.timeZone),
            ...(change.specialistId !== appointment.specialist.id
              ? { specialistId: change.specialistId }
              : {}),
          };
    try {
      await callApi('PATCH', 'admin_appointment_update', { params: { id: appointment.id }, data: body });
      const end = minutesToTime(change.startMinute + change.durationMinutes);
      toast(
        'success',
        change.mode === 'resize'
          ? `Vizito trukmė pakeista: ${time}–${end}.`
          : `Vizitas perkeltas: ${formatLongDate(change.date)}, ${time}–${end}. Klientas informuotas.`,
      );
      void revalidator.revalidate();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Vizito perkelti nepavyko. Bandykite dar kartą.', {
        id: 'calendar-move',
      });
      return false;
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        eyebrow={business.name}
        title="Kalendorius"
        actions={
          <>
            <LinkButton to={appointmentPaths.list(slug)}>
              <ListIcon className="size-4" />
              Sąrašas
            </LinkButton>
            <LinkButton
              to={appointmentPaths.create(slug, { data: date, grizti: returnTo })}
              variant="primary"
            >
              <PlusIcon className="size-4" />
              Naujas vizitas
            </LinkButton>
          </>
        }
      />

      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={here({ data: shiftDate(date, view, -1) })}
            className={buttonClass('secondary', 'px-3')}
            aria-label={view === 'diena' ? 'Ankstesnė diena' : 'Ankstesnė savaitė'}
          >
            <ArrowLeftIcon className="size-5" />
          </Link>
          <Link to={here({ data: undefined })} className={buttonClass('secondary')}>
            Šiandien
          </Link>
          <Link
            to={here({ data: shiftDate(date, view, 1) })}
            className={buttonClass('secondary', 'px-3')}
            aria-label={view === 'diena' ? 'Kita diena' : 'Kita savaitė'}
          >
            <ChevronRightIcon className="size-5" />
          </Link>
          <h2
            className="ml-1 text-lg font-semibold text-zinc-900"
            data-testid="calendar-period"
            aria-live="polite"
          >
            {periodLabel(view, date)}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="get" className="flex items-center gap-2">
            <input type="hidden" name="rodinys" value={view} />
            {params.get('specialistas') ? (
              <input type="hidden" name="specialistas" value={params.get('specialistas')!} />
            ) : null}
            <label className="sr-only" htmlFor="calendar-date">
              Data
            </label>
            <input
              id="calendar-date"
              type="date"
              name="data"
              defaultValue={date}
              key={date}
              onChange={(event) => {
                const value = validDate(event.target.value);
                if (value) void navigate(here({ data: value }));
              }}
              className={inputClass.replace('w-full', 'w-auto')}
            />
          </Form>
          <div role="group" aria-label="Rodinys" className="inline-flex rounded-xl bg-stone-100 p-1">
            {(
              [
                ['diena', 'Diena'],
                ['savaite', 'Savaitė'],
              ] as const
            ).map(([value, label]) => (
              <Link
                key={value}
                to={here({ rodinys: value === 'diena' ? undefined : value })}
                aria-current={view === value ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
                  view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
                }`}
              >
                {label}
              </Link>
            ))}
          </div>
          {view === 'savaite' && calendar.specialists.length > 1 ? (
            <select
              aria-label="Specialistas"
              value={weekSpecialist ?? ''}
              onChange={(event) => void navigate(here({ specialistas: event.target.value }))}
              className={inputClass.replace('w-full', 'w-auto')}
            >
              <option value={ALL_SPECIALISTS}>Visi specialistai</option>
              {calendar.specialists.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm text-zinc-600">
        <p>
          Vizitų: <span className="font-semibold text-zinc-900">{visitCount}</span>
          {pendingCount > 0 ? (
            <>
              {' '}
              · laukia patvirtinimo:{' '}
              <Link
                to={appointmentPaths.list(slug, { busena: 'pending' })}
                className="font-semibold text-amber-800 underline"
              >
                {pendingCount}
              </Link>
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to={here({ atsaukti: showInactive ? undefined : '1' })}
            className="font-medium text-zinc-700 underline-offset-2 hover:underline"
            replace
          >
            {showInactive ? 'Slėpti atšauktus ir atmestus' : 'Rodyti atšauktus ir atmestus'}
          </Link>
          <span className="inline-flex items-center gap-2" data-testid="live-state" data-state={live}>
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${live === 'live' ? 'bg-emerald-500' : live === 'connecting' ? 'bg-amber-400' : 'bg-zinc-400'}`}
            />
            {LIVE_LABELS[live]}
          </span>
        </div>
      </div>

      <div
        className="overflow-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
        style={{ maxHeight: 'calc(100vh - 9rem)' }}
      >
        {columns.length === 0 ? (
          <p className="p-8 text-center text-zinc-600">
            Specialistų dar nėra – pridėkite juos komandos puslapyje.
          </p>
        ) : (
          <CalendarGrid
            columns={columns}
            placed={placed}
            hours={hours}
            step={step}
            nowMinute={now.minute}
            dataVersion={calendar}
            onCreate={(column, minute) =>
              void navigate(
                appointmentPaths.create(slug, {
                  data: column.date,
                  laikas: minutesToTime(minute),
                  specialistas: column.specialistId,
                  grizti: returnTo,
                }),
              )
            }
            onOpen={setOpen}
            onMove={move}
            onDragging={setDragging}
            headerLink={
              view === 'savaite' ? (column) => here({ rodinys: undefined, data: column.date }) : undefined
            }
            // Narrow columns stay wide enough to tap a visit; the grid scrolls sideways on small screens.
            minColumnWidth={everyone ? '3rem' : view === 'savaite' ? '7rem' : '9.5rem'}
          />
        )}
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-2 px-1 text-xs text-zinc-600" aria-label="Spalvų reikšmės">
        {(['pending', 'confirmed', 'completed', 'no_show', 'cancelled'] as const).map((status) => (
          <li key={status} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-block h-3 w-5 rounded border-l-4 ring-1 ring-inset ${BLOCK_CLASSES[status]}`}
            />
            {APPOINTMENT_STATUS_LABELS[status]}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-5 rounded bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_3px,#e7e5e4_3px,#e7e5e4_6px)] ring-1 ring-stone-200"
          />
          Ne darbo laikas
        </li>
        <li className="text-zinc-500">
          Vilkite vizitą, kad perkeltumėte; apatinį kraštą – kad pakeistumėte trukmę.
        </li>
      </ul>

      <AppointmentDialog appointment={open} slug={slug} returnTo={returnTo} onClose={() => setOpen(null)} />
    </div>
  );
}

// /administratorius/vizitai/kalendorius/{slug}: the salon's day (a column per specialist) or week: by default
// every specialist (each day a group of narrow columns, one per specialist; `?specialistas=visi`), or one
// specialist's (a column per day, chosen in the selector; a specialist sees only their own). Working time is white, closures named, visits coloured by status. Click empty
// time to book there; drag a visit to move it (or its bottom edge to change its length): the server checks
// it and a refusal snaps it back with the reason. Bookings and cancellations appear live (server-sent events).
import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import type {
  AdminAppointment,
  AppointmentSaved,
  SeriesFollowingResult,
} from '../../../../contracts/admin-appointments.ts';
import { localDateSchema } from '../../../../contracts/local-date.ts';
import { LITHUANIAN_MONTHS_GENITIVE, formatLongDate } from '../../../../core/format/lithuanian-dates.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { LinkButton, buttonClass } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { inputClass } from '../../../components/field.tsx';
import { todayIn, zonedIso } from '../../../../core/time/wall-clock.ts';
import {
  appointmentPaths,
  doneMessages,
  seriesDoneMessage,
  warningMessages,
} from '../../../features/admin-appointments/appointment-paths.ts';
import type { SeriesScope } from '../../../features/admin-appointments/series-scope.tsx';
import { SeriesMoveDialog } from '../../../features/admin-appointments/series-move-dialog.tsx';
import { AppointmentDialog } from '../../../features/admin-appointments/appointment-dialog.tsx';
import {
  COLOUR_BY_LABELS,
  COLOUR_BY_STORAGE_KEY,
  colourByOf,
  colourScheme,
  type ColourBy,
} from '../../../features/admin-appointments/calendar-colours.ts';
import { DaySheets } from '../../../features/admin-appointments/calendar-print.tsx';
import { CalendarGrid } from '../../../features/admin-appointments/calendar-grid.tsx';
import {
  ALL_SPECIALISTS,
  clientOverlaps,
  columnsOf,
  doubleBookedIds,
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
import {
  TimeBlockLayer,
  placeTimeBlocks,
  type TimeBlockChange,
} from '../../../features/admin-appointments/time-block-layer.tsx';
import {
  EmptySlotDialog,
  TimeBlockDialog,
  draftOfBlock,
  type EmptySlot,
  type TimeBlockDraft,
} from '../../../features/admin-appointments/time-block-dialog.tsx';
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
  return { calendar, view, date, successMessages: doneMessages(req), errorMessages: warningMessages(req) };
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

/** The colour choice, remembered in this browser (the server renders the default). */
function useColourBy(): { value: ColourBy; set: (value: ColourBy) => void } {
  const [value, setValue] = useState<ColourBy>('busena');
  useEffect(() => {
    setValue(colourByOf(window.localStorage.getItem(COLOUR_BY_STORAGE_KEY)));
  }, []);
  return {
    value,
    set: (next) => {
      setValue(next);
      window.localStorage.setItem(COLOUR_BY_STORAGE_KEY, next);
    },
  };
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
  const [emptySlot, setEmptySlot] = useState<EmptySlot | null>(null);
  const [blockDraft, setBlockDraft] = useState<TimeBlockDraft | null>(null);
  // A series visit dropped at a new time waits here for "only this one" or "this and all following".
  const [seriesMove, setSeriesMove] = useState<{
    change: MoveRequest;
    answer: (scope: SeriesScope | null) => void;
  } | null>(null);
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
  const placedBlocks = useMemo(() => placeTimeBlocks(calendar.timeBlocks, columns), [calendar, columns]);
  const colourBy = useColourBy();
  const scheme = useMemo(() => colourScheme(colourBy.value, calendar), [colourBy.value, calendar]);
  const doubleBooked = useMemo(() => doubleBookedIds(calendar.appointments), [calendar]);
  const step = Math.min(15, calendar.slotStepMinutes) || 15;

  const here = (changes: Record<string, string | undefined>) => {
    const next: Record<string, string | undefined> = Object.fromEntries(params);
    delete next.atlikta;
    delete next.demesio;
    delete next.kiek;
    return appointmentPaths.calendar(slug, { ...next, ...changes });
  };
  const returnTo = here({});
  // The counts follow what the grid shows (the chosen specialist's week, or everyone).
  const shown = placed.map((item) => item.appointment);
  const visitCount = shown.filter((a) => a.status !== 'cancelled' && a.status !== 'declined').length;
  const pendingCount = shown.filter((a) => a.status === 'pending').length;

  /** Only this visit, or (a series visit kept with its specialist) this and all following: asked first. */
  function askScope(change: MoveRequest): Promise<SeriesScope | null> {
    const { appointment } = change;
    const sameSpecialist = change.specialistId === appointment.specialist.id;
    if (change.mode !== 'move' || !appointment.seriesId || !sameSpecialist) return Promise.resolve('one');
    return new Promise((resolve) => setSeriesMove({ change, answer: resolve }));
  }

  async function moveFollowing(change: MoveRequest): Promise<boolean> {
    const { appointment } = change;
    try {
      const result = await callApi<SeriesFollowingResult>('POST', 'admin_appointment_following', {
        params: { id: appointment.id },
        json: true,
        data: { start: zonedIso(change.date, minutesToTime(change.startMinute), appointment.timeZone) },
      });
      toast('success', seriesDoneMessage('moved', result.appointments.length), { id: 'calendar-move' });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Serijos perkelti nepavyko. Bandykite dar kartą.', {
        id: 'calendar-move',
      });
      return false;
    }
  }

  async function move(change: MoveRequest): Promise<boolean> {
    const scope = await askScope(change);
    if (scope === null) return false;
    if (scope === 'following') return moveFollowing(change);
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
      const saved = await callApi<AppointmentSaved>('PATCH', 'admin_appointment_update', {
        params: { id: appointment.id },
        data: body,
      });
      const end = minutesToTime(change.startMinute + change.durationMinutes);
      toast(
        'success',
        change.mode === 'resize'
          ? `Vizito trukmė pakeista: ${time}–${end}.`
          : `Vizitas perkeltas: ${formatLongDate(change.date)}, ${time}–${end}. Klientas informuotas.`,
      );
      // Saved all the same, but never silently: the client is booked twice at that time.
      for (const warning of saved.warnings)
        toast('danger', warning.message, { id: `warning-${warning.appointmentId}` });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Vizito perkelti nepavyko. Bandykite dar kartą.', {
        id: 'calendar-move',
      });
      return false;
    }
  }

  async function changeBlock(change: TimeBlockChange): Promise<boolean> {
    const start = zonedIso(change.date, minutesToTime(change.startMinute), business.timeZone);
    const end = zonedIso(change.date, minutesToTime(change.endMinute), business.timeZone);
    try {
      await callApi('PATCH', 'admin_time_block', { params: { id: change.block.id }, data: { start, end } });
      toast(
        'success',
        `Užimtas laikas pakeistas: ${minutesToTime(change.startMinute)}–${minutesToTime(change.endMinute)}.`,
        {
          id: 'time-block',
        },
      );
      void revalidator.revalidate();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Pakeisti nepavyko. Bandykite dar kartą.', {
        id: 'time-block',
      });
      return false;
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-4 print:hidden">
        <PageHeader
          eyebrow={business.name}
          title="Kalendorius"
          actions={
            <>
              <LinkButton to={appointmentPaths.list(slug)}>
                <ListIcon className="size-4" />
                Sąrašas
              </LinkButton>
              <LinkButton to={appointmentPaths.create(slug, { dabar: '1', grizti: returnTo })}>
                Klientas atėjo dabar
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
            <label className="inline-flex items-center gap-2">
              Spalvos pagal
              <select
                value={colourBy.value}
                onChange={(event) => colourBy.set(colourByOf(event.target.value))}
                className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm text-zinc-900"
                data-testid="colour-by"
              >
                {(Object.keys(COLOUR_BY_LABELS) as ColourBy[]).map((value) => (
                  <option key={value} value={value}>
                    {COLOUR_BY_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            {view === 'diena' ? (
              <button
                type="button"
                onClick={() => window.print()}
                className="font-medium text-zinc-700 underline-offset-2 hover:underline"
              >
                Spausdinti dienos lapus
              </button>
            ) : null}
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
              {calendar.viewer.role === 'specialist'
                ? 'Jūsų kalendorius dar neparuoštas – paprašykite salono savininko ar administratoriaus priskirti jums paslaugas ir darbo laiką.'
                : 'Specialistų dar nėra – pridėkite juos komandos puslapyje.'}
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
                setEmptySlot({ date: column.date, specialistId: column.specialistId, startMinute: minute })
              }
              onOpen={setOpen}
              onMove={move}
              onDragging={setDragging}
              headerLink={
                view === 'savaite' ? (column) => here({ rodinys: undefined, data: column.date }) : undefined
              }
              // Narrow columns stay wide enough to tap a visit and to name the specialist ("Konstancija",
              // "Ieva K."); the grid scrolls sideways, a day at a time, however large the team.
              minColumnWidth={everyone ? '6.25rem' : view === 'savaite' ? '7rem' : '9.5rem'}
              classOf={scheme.classOf}
              doubleBooked={doubleBooked}
            >
              <TimeBlockLayer
                columns={columns}
                blocks={placedBlocks}
                hours={hours}
                step={step}
                onOpen={(block) => setBlockDraft(draftOfBlock(block))}
                onChange={changeBlock}
              />
            </CalendarGrid>
          )}
        </div>

        <ul
          className="flex flex-wrap gap-x-4 gap-y-2 px-1 text-xs text-zinc-600"
          aria-label="Spalvų reikšmės"
        >
          {scheme.legend.map((entry) => (
            <li key={entry.key} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-5 rounded border-l-4 ring-1 ring-inset ${entry.className}`}
              />
              {entry.label}
            </li>
          ))}
          <li className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_3px,#e7e5e4_3px,#e7e5e4_6px)] ring-1 ring-stone-200"
            />
            Ne darbo laikas
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded bg-[repeating-linear-gradient(135deg,#e7e5e4_0,#e7e5e4_2px,#d6d3d1_2px,#d6d3d1_4px)] ring-1 ring-stone-400"
            />
            Užimtas laikas
          </li>
          <li className="text-zinc-500">
            Vilkite vizitą, kad perkeltumėte; apatinį kraštą – kad pakeistumėte trukmę.
          </li>
        </ul>
      </div>

      <AppointmentDialog
        appointment={open}
        slug={slug}
        returnTo={returnTo}
        overlaps={open ? clientOverlaps(calendar.appointments, open) : []}
        onClose={() => setOpen(null)}
      />
      <SeriesMoveDialog
        move={
          seriesMove
            ? {
                client: seriesMove.change.appointment.client.name,
                when: `${formatLongDate(seriesMove.change.date)}, ${minutesToTime(seriesMove.change.startMinute)}`,
              }
            : null
        }
        onChoose={(scope) => {
          seriesMove?.answer(scope);
          setSeriesMove(null);
        }}
      />
      <EmptySlotDialog
        slot={emptySlot}
        specialistName={
          calendar.specialists.find((person) => person.id === emptySlot?.specialistId)?.name ?? ''
        }
        visitHref={
          emptySlot
            ? appointmentPaths.create(slug, {
                data: emptySlot.date,
                laikas: minutesToTime(emptySlot.startMinute),
                specialistas: emptySlot.specialistId,
                grizti: returnTo,
              })
            : '#'
        }
        onBlock={() => {
          if (!emptySlot) return;
          setBlockDraft({
            block: null,
            date: emptySlot.date,
            specialistId: emptySlot.specialistId,
            from: minutesToTime(emptySlot.startMinute),
            to: minutesToTime(Math.min(emptySlot.startMinute + 60, 24 * 60 - 5)),
            title: 'Pietūs',
          });
          setEmptySlot(null);
        }}
        onClose={() => setEmptySlot(null)}
      />
      <TimeBlockDialog
        draft={blockDraft}
        business={slug}
        timeZone={business.timeZone}
        specialists={calendar.specialists.filter((person) => person.active)}
        onClose={() => setBlockDraft(null)}
        onSaved={() => {
          setBlockDraft(null);
          void revalidator.revalidate();
        }}
      />
      {view === 'diena' ? (
        <DaySheets
          businessName={business.name}
          dayLabel={periodLabel(view, date)}
          columns={columns}
          placed={placed}
        />
      ) : null}
    </div>
  );
}

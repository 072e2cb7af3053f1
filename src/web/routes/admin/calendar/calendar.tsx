// /administratorius/vizitai/kalendorius/{slug}: the salon's day (a column per specialist) or week: by default
// every specialist (`?specialistas=visi`), or one specialist's (chosen in the selector; a specialist sees only
// their own). From a tablet up the week is an overview (a row per specialist, a cell per day listing its
// visits); a phone keeps time columns (each day a group of narrow columns, or a column per day). Working time
// is white, closures named, visits coloured by status. Click empty time to book there; drag a visit to move it
// (or its bottom edge to change its length): the server checks it and a refusal snaps it back with the reason.
// Bookings and cancellations appear live (server-sent events).
import { useMemo, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { AdminAppointment } from '../../../../contracts/admin-appointments.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import {
  formResult,
  formText,
  intentPost,
  textField,
  unknownIntent,
  valueOrThrow,
} from '../../../lib/page-results.ts';
import { LinkButton } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListIcon, PlusIcon } from '../../../components/icons.tsx';
import {
  appointmentPaths,
  doneMessages,
  warningMessages,
} from '../../../features/admin-appointments/appointment-paths.ts';
import { SeriesMoveDialog } from '../../../features/admin-appointments/series-move-dialog.tsx';
import { AppointmentDialog } from '../../../features/admin-appointments/appointment-dialog.tsx';
import { colourScheme } from '../../../features/admin-appointments/calendar-colours.ts';
import { DaySheets } from '../../../features/admin-appointments/calendar-print.tsx';
import { CalendarGrid } from '../../../features/admin-appointments/calendar-grid.tsx';
import { CalendarLegend } from '../../../features/admin-appointments/calendar-legend.tsx';
import { CalendarStatusBar } from '../../../features/admin-appointments/calendar-status-bar.tsx';
import {
  CalendarToolbar,
  FOLDED_WITH_TOOLBAR,
} from '../../../features/admin-appointments/calendar-toolbar.tsx';
import {
  ALL_SPECIALISTS,
  clientOverlaps,
  columnsOf,
  doubleBookedIds,
  minutesToTime,
  periodLabel,
  placeAppointments,
  validDate,
  visibleHours,
  weekChoice,
  weekOf,
  type CalendarView,
} from '../../../features/admin-appointments/calendar-model.ts';
import { weekOverview } from '../../../features/admin-appointments/week-overview.ts';
import { WeekOverview } from '../../../features/admin-appointments/week-overview.tsx';
import { useCalendarChanges } from '../../../features/admin-appointments/use-calendar-changes.ts';
import { useColourBy } from '../../../features/admin-appointments/use-colour-by.ts';
import { useLiveCalendar } from '../../../features/admin-appointments/use-live-calendar.ts';
import { useNowMinute } from '../../../features/admin-appointments/use-now-minute.ts';
import { TimeBlockLayer, placeTimeBlocks } from '../../../features/admin-appointments/time-block-layer.tsx';
import {
  EmptySlotDialog,
  TIME_BLOCK_INTENTS,
  TimeBlockDialog,
  draftOfBlock,
  type EmptySlot,
  type TimeBlockDraft,
} from '../../../features/admin-appointments/time-block-dialog.tsx';
import type { Route } from './+types/calendar';
import type { WideHandle } from '../../../shell/shell-data.ts';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export const handle: WideHandle = { wide: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Kalendorius', loaderData?.calendar.business.name);
}

/** What a phone shows only once "Daugiau" is opened. */
const phoneFolded = 'max-sm:hidden';

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const search = new URL(req.url).searchParams;
  const view: CalendarView = search.get('rodinys') === 'savaite' ? 'savaite' : 'diena';
  const services = context.services.adminAppointments;
  const date =
    validDate(search.get('data')) ?? valueOrThrow(await services.today(context.user, params.slug), req);
  const range = view === 'savaite' ? weekOf(date) : { from: date, to: date };
  const calendar = valueOrThrow(
    await services.calendar(context.user, { business: params.slug, ...range }),
    req,
  );
  return { calendar, view, date, successMessages: doneMessages(req), errorMessages: warningMessages(req) };
}

/** The time-block dialog's forms; React Router loads the calendar again after each. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  const blocks = context.services.timeBlocks;
  // What the form sent of a block (a change may name only some of it).
  const block: Record<string, string> = {};
  for (const name of ['start', 'end', 'title', 'specialistId']) {
    const value = formText(form, name);
    if (value !== undefined) block[name] = value;
  }
  switch (intent) {
    case TIME_BLOCK_INTENTS.create: {
      const weeks = textField(form, 'repeatWeeks');
      const input = { business: params.slug, ...block, ...(Number(weeks) > 1 ? { repeatWeeks: weeks } : {}) };
      return formResult(await blocks.create(user, input), request, intent, (result) =>
        result.timeBlocks && result.timeBlocks.length > 1
          ? `Laikas užimtas ${result.timeBlocks.length} savaites iš eilės.`
          : 'Laikas pažymėtas kaip užimtas.',
      );
    }
    case TIME_BLOCK_INTENTS.update:
      return formResult(
        await blocks.update(user, textField(form, 'id'), block),
        request,
        intent,
        'Užimtas laikas pakeistas.',
      );
    case TIME_BLOCK_INTENTS.remove:
      return formResult(
        await blocks.remove(user, textField(form, 'id')),
        request,
        intent,
        (result) => result.message,
      );
    default:
      return unknownIntent(request, intent);
  }
}

export const ErrorBoundary = AdminErrorView;

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { calendar, view, date } = loaderData;
  const { business } = calendar;
  const slug = business.slug;
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const [emptySlot, setEmptySlot] = useState<EmptySlot | null>(null);
  const [blockDraft, setBlockDraft] = useState<TimeBlockDraft | null>(null);
  // A phone folds the controls it needs less often away, under "Daugiau".
  const [unfolded, setUnfolded] = useState(false);
  const showInactive = params.get('atsaukti') === '1';
  const now = useNowMinute(business.timeZone);
  const refresh = () => void revalidator.revalidate();
  const live = useLiveCalendar(slug, refresh, dragging);
  const changes = useCalendarChanges({ timeZone: business.timeZone, refresh });

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
  const overview = useMemo(
    () => (view === 'savaite' ? weekOverview(calendar, weekSpecialist, now.today ?? '', showInactive) : null),
    [calendar, view, weekSpecialist, now.today, showInactive],
  );
  const showsOverview = overview !== null && overview.rows.length > 0;
  // Each specialist's colour in the overview is the one the grid gives them when coloured by specialist.
  const specialistColours = useMemo(
    () => new Map(colourScheme('specialistas', calendar).legend.map((entry) => [entry.key, entry.className])),
    [calendar],
  );
  const step = Math.min(15, calendar.slotStepMinutes) || 15;

  const here = (query: Record<string, string | undefined>) => {
    const next: Record<string, string | undefined> = Object.fromEntries(params);
    delete next.atlikta;
    delete next.demesio;
    delete next.kiek;
    return appointmentPaths.calendar(slug, { ...next, ...query });
  };
  const returnTo = here({});
  // The counts follow what the grid shows (the chosen specialist's week, or everyone).
  const shown = placed.map((item) => item.appointment);
  const visitCount = shown.filter((a) => a.status !== 'cancelled' && a.status !== 'declined').length;
  const pendingCount = shown.filter((a) => a.status === 'pending').length;

  return (
    <div className="space-y-4">
      <div className="space-y-4 print:hidden">
        <PageHeader
          eyebrow={business.name}
          title="Kalendorius"
          actions={
            <>
              {/* On a phone these two wait under "Daugiau", so that the day starts near the top. */}
              <LinkButton to={appointmentPaths.list(slug)} className={phoneFolded}>
                <ListIcon className="size-4" />
                Sąrašas
              </LinkButton>
              <LinkButton
                to={appointmentPaths.create(slug, { dabar: '1', grizti: returnTo })}
                className={phoneFolded}
              >
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

        <CalendarToolbar
          view={view}
          date={date}
          here={here}
          specialists={calendar.specialists}
          weekSpecialist={weekSpecialist}
          unfolded={unfolded}
          onUnfold={setUnfolded}
        />
        <div id={FOLDED_WITH_TOOLBAR} className={`space-y-4 ${unfolded ? '' : 'max-sm:hidden'}`}>
          <div className="flex flex-wrap gap-2 sm:hidden">
            <LinkButton to={appointmentPaths.list(slug)}>
              <ListIcon className="size-4" />
              Sąrašas
            </LinkButton>
            <LinkButton to={appointmentPaths.create(slug, { dabar: '1', grizti: returnTo })}>
              Klientas atėjo dabar
            </LinkButton>
          </div>
          <CalendarStatusBar
            view={view}
            visitCount={visitCount}
            pendingCount={pendingCount}
            pendingHref={appointmentPaths.list(slug, { busena: 'pending' })}
            colourBy={colourBy.value}
            onColourBy={colourBy.set}
            showInactive={showInactive}
            inactiveHref={here({ atsaukti: showInactive ? undefined : '1' })}
            live={live}
          />
        </div>

        {overview && showsOverview ? (
          // From a tablet up the week is read, not dragged: a row per specialist, seven days across.
          <div
            className="overflow-auto rounded-2xl border border-stone-200 bg-white shadow-sm max-md:hidden"
            style={{ maxHeight: 'calc(100vh - 9rem)' }}
          >
            <WeekOverview
              overview={overview}
              dayHref={(day) => here({ rodinys: undefined, data: day })}
              classOf={scheme.classOf}
              specialistClass={(id) => specialistColours.get(id) ?? 'border-stone-300 bg-white text-zinc-900'}
              doubleBooked={doubleBooked}
              onOpen={setOpen}
              onOpenBlock={(block) => setBlockDraft(draftOfBlock(block))}
            />
          </div>
        ) : null}
        <div
          className={`overflow-auto rounded-2xl border border-stone-200 bg-white shadow-sm ${
            showsOverview ? 'md:hidden' : ''
          }`}
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
              onMove={changes.move}
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
                onChange={changes.changeBlock}
              />
            </CalendarGrid>
          )}
        </div>

        <CalendarLegend legend={scheme.legend} weekOverview={showsOverview} />
      </div>

      <AppointmentDialog
        appointment={open}
        slug={slug}
        returnTo={returnTo}
        overlaps={open ? clientOverlaps(calendar.appointments, open) : []}
        onClose={() => setOpen(null)}
      />
      <SeriesMoveDialog move={changes.seriesMove} onChoose={changes.chooseScope} />
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
        timeZone={business.timeZone}
        specialists={calendar.specialists.filter((person) => person.active)}
        onClose={() => setBlockDraft(null)}
        onSaved={() => setBlockDraft(null)}
      />
      {view === 'diena' ? (
        <DaySheets
          businessName={business.name}
          dayLabel={periodLabel(view, date)}
          columns={columns}
          placed={placed}
          blocks={placedBlocks}
        />
      ) : null}
    </div>
  );
}

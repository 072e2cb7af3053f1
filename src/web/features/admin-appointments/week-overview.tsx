/**
 * The week on a tablet or desktop: a table with a row per specialist (their name sticky on the left, in their
 * calendar colour) and a column per day (sticky headers, today highlighted), each cell listing the day's
 * visits and blocked time as chips. A visit opens as in the day view; the rest of a cell, and a day's header,
 * lead to that day's view, where visits are booked and moved (nothing here is dragged).
 */
import { Link } from 'react-router';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import type { TimeBlockView } from '../../../contracts/admin-time-blocks.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { VISIT_FORMS } from '../../../core/format/nouns.ts';
import { formatCount } from '../../../core/format/plural.ts';
import type { WeekOverview as WeekOverviewData, WeekOverviewCell } from './week-overview.ts';
import { DoubleBookedMark } from './double-booked-mark.tsx';
import { WORK_STATE_LABELS, workStateOf, type WorkState } from './calendar-model.ts';

/** The wall-clock "HH:MM" of an ISO time written with the business's offset. */
const clock = (iso: string) => iso.slice(11, 16);

/** The hatch of time off, as the day view shades it. */
const OFF_HATCH = 'bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_6px,#efeeed_6px,#efeeed_12px)]';

export function WeekOverview({
  overview,
  dayHref,
  classOf,
  specialistClass,
  doubleBooked,
  onOpen,
  onOpenBlock,
}: {
  overview: WeekOverviewData;
  /** The day view of a date. */
  dayHref: (date: string) => string;
  /** A visit chip's colour classes (by status, category or specialist, as the day view colours it). */
  classOf: (appointment: AdminAppointment) => string;
  /** A specialist's own colour classes, for their name. */
  specialistClass: (specialistId: string) => string;
  doubleBooked: ReadonlySet<string>;
  onOpen: (appointment: AdminAppointment) => void;
  onOpenBlock: (block: TimeBlockView) => void;
}) {
  const { days, rows } = overview;
  return (
    <table
      className="w-full min-w-[52rem] table-fixed border-separate border-spacing-0 text-sm"
      data-testid="week-overview"
    >
      <caption className="sr-only">Savaitės vizitai pagal specialistus</caption>
      <colgroup>
        <col className="w-36" />
        {days.map((day) => (
          <col key={day.date} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th
            scope="col"
            className="sticky top-0 left-0 z-30 border-r border-b border-stone-200 bg-white px-3 py-2 text-left text-xs font-semibold text-zinc-500"
          >
            Specialistas
          </th>
          {days.map((day) => (
            <th
              key={day.date}
              scope="col"
              className={`sticky top-0 z-20 border-b border-l border-stone-200 px-2 py-2 text-left align-top font-semibold ${
                day.today ? 'bg-brand-50 text-brand-800' : 'bg-white text-zinc-900'
              }`}
              data-testid="week-day-header"
              data-date={day.date}
              aria-current={day.today ? 'date' : undefined}
            >
              <Link
                to={dayHref(day.date)}
                className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-md hover:text-brand-800 hover:underline"
                title={day.longTitle}
              >
                <span aria-hidden="true" className="whitespace-nowrap">
                  {day.title}
                </span>
                <span className="sr-only">{day.longTitle}</span>
                {day.today ? (
                  <span className="rounded-full bg-brand-700 px-1.5 py-px text-[10px] leading-4 font-semibold text-white">
                    Šiandien
                  </span>
                ) : null}
              </Link>
              {day.closure ? (
                <span
                  className="mt-1 block rounded-lg bg-red-50 px-2 py-0.5 text-[11px] leading-4 font-semibold break-words text-red-800 ring-1 ring-red-200"
                  data-testid="week-day-closure"
                >
                  {day.closure.name}
                </span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ specialist, cells }) => (
          <tr key={specialist.id} data-testid="week-row" data-specialist={specialist.id}>
            <th
              scope="row"
              className="sticky left-0 z-10 border-r border-b border-stone-200 bg-white p-0 text-left align-top font-normal"
            >
              {/* The specialist's colour, the whole height of the row. */}
              <span
                aria-hidden="true"
                className={`absolute inset-0 border-l-4 ${specialistClass(specialist.id)}`}
              />
              <div className="relative px-2.5 py-2" data-testid="week-specialist">
                <span className="block font-semibold break-words text-zinc-900">{specialist.name}</span>
                {specialist.title ? (
                  <span className="block text-xs break-words text-zinc-600">{specialist.title}</span>
                ) : null}
              </div>
            </th>
            {cells.map((cell, position) => (
              <OverviewCell
                key={cell.date}
                cell={cell}
                today={days[position]?.today ?? false}
                dayClosure={days[position]?.closure?.name ?? null}
                dayTitle={days[position]?.longTitle ?? cell.date}
                href={dayHref(cell.date)}
                classOf={classOf}
                doubleBooked={doubleBooked}
                onOpen={onOpen}
                onOpenBlock={onOpenBlock}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The day's state in a cell. */
const CELL_STATE_CLASSES: Record<WorkState, string> = {
  off: 'inline-block rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-medium text-zinc-600 ring-1 ring-stone-200',
  overridden:
    'inline-block rounded-lg bg-sky-50 px-2 py-0.5 text-[11px] leading-4 font-semibold text-sky-800 ring-1 ring-sky-200',
};

function OverviewCell({
  cell,
  today,
  dayClosure,
  dayTitle,
  href,
  classOf,
  doubleBooked,
  onOpen,
  onOpenBlock,
}: {
  cell: WeekOverviewCell;
  today: boolean;
  /** The whole salon's closure that day, named once in the day's header. */
  dayClosure: string | null;
  dayTitle: string;
  href: string;
  classOf: (appointment: AdminAppointment) => string;
  doubleBooked: ReadonlySet<string>;
  onOpen: (appointment: AdminAppointment) => void;
  onOpenBlock: (block: TimeBlockView) => void;
}) {
  const off = cell.closure !== null || !cell.working;
  const workState = workStateOf(cell.working, cell.overridden);
  const state = cell.closure ? (
    cell.closure.name === dayClosure ? null : (
      <span className="block rounded-lg bg-red-50 px-2 py-0.5 text-[11px] leading-4 font-semibold break-words text-red-800 ring-1 ring-red-200">
        {cell.closure.name}
      </span>
    )
  ) : workState ? (
    <span className={CELL_STATE_CLASSES[workState]}>{WORK_STATE_LABELS[workState]}</span>
  ) : null;
  return (
    <td
      className={`relative h-24 border-b border-l border-stone-200 px-[3px] py-1 align-top ${
        off ? OFF_HATCH : today ? 'bg-brand-50/40' : 'bg-white'
      }`}
      data-testid="week-cell"
      data-date={cell.date}
      data-specialist={cell.specialistId}
    >
      {/* The empty part of the cell leads to the day; the day's header is the same link for the keyboard. */}
      <Link
        to={href}
        aria-hidden="true"
        tabIndex={-1}
        title={`${dayTitle}: dienos rodinys`}
        className="absolute inset-0 hover:bg-stone-900/[0.03]"
        data-testid="week-cell-day"
      />
      <div className="pointer-events-none relative flex flex-col gap-1">
        {state || cell.visitCount > 0 ? (
          <div className="flex min-w-0 flex-wrap items-center gap-1">
            {state}
            {cell.visitCount > 0 ? (
              <span className="text-[11px] leading-4 font-medium text-zinc-500" data-testid="week-cell-count">
                {formatCount(cell.visitCount, VISIT_FORMS)}
              </span>
            ) : null}
          </div>
        ) : null}
        {cell.entries.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {cell.entries.map((entry) =>
              entry.kind === 'visit' ? (
                <li key={entry.appointment.id}>
                  <VisitChip
                    appointment={entry.appointment}
                    parts={entry.parts}
                    className={classOf(entry.appointment)}
                    doubleBooked={doubleBooked.has(entry.appointment.id)}
                    onOpen={onOpen}
                  />
                </li>
              ) : (
                <li key={entry.block.id}>
                  <button
                    type="button"
                    onClick={() => onOpenBlock(entry.block)}
                    className="pointer-events-auto flex w-full cursor-pointer items-start gap-1 rounded-md bg-stone-100 py-0.5 pr-0.5 pl-1 text-left text-[11px] leading-4 text-zinc-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                    data-testid="week-block"
                  >
                    {/* The hatch of blocked time in the legend and the day view. */}
                    <span
                      aria-hidden="true"
                      className="mt-0.5 h-3 w-1.5 shrink-0 rounded-sm bg-[repeating-linear-gradient(135deg,#d6d3d1_0,#d6d3d1_2px,#a8a29e_2px,#a8a29e_4px)]"
                    />
                    <span className="min-w-0 break-words">
                      <span className="sr-only">Užimtas laikas: </span>
                      {entry.block.title}{' '}
                      <span className="whitespace-nowrap tabular-nums">
                        {clock(entry.block.start)}–{clock(entry.block.end)}
                      </span>
                    </span>
                  </button>
                </li>
              ),
            )}
          </ul>
        ) : null}
      </div>
    </td>
  );
}

function VisitChip({
  appointment,
  parts,
  className,
  doubleBooked,
  onOpen,
}: {
  appointment: AdminAppointment;
  /** A visit of several services: all its parts, drawn as one chip from the first start to the last end. */
  parts?: AdminAppointment[];
  className: string;
  doubleBooked: boolean;
  onOpen: (appointment: AdminAppointment) => void;
}) {
  const time = `${clock(appointment.start)}–${clock((parts?.at(-1) ?? appointment).end)}`;
  const services = (parts ?? [appointment]).map((part) => part.service.name).join(' + ');
  const status = APPOINTMENT_STATUS_LABELS[appointment.status];
  return (
    <button
      type="button"
      onClick={() => onOpen(appointment)}
      title={`${time} ${appointment.client.name}, ${services} (${status})`}
      className={`pointer-events-auto block w-full cursor-pointer rounded-md border-l-[3px] py-0.5 pr-0.5 pl-1 text-left ring-1 ring-inset hover:brightness-[0.97] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${className}`}
      data-testid="week-visit"
      data-id={appointment.id}
      data-status={appointment.status}
      data-double-booked={doubleBooked ? 'true' : undefined}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-1 text-[11px] leading-4 font-semibold tabular-nums">
        <span className="shrink-0">{time}</span>
        {appointment.status === 'pending' ? (
          <span className="rounded bg-amber-700 px-1 text-[10px] leading-4 font-bold text-white no-underline">
            Laukia
          </span>
        ) : null}
        {doubleBooked ? (
          <DoubleBookedMark className="ml-auto flex size-4 shrink-0 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white no-underline" />
        ) : null}
      </span>
      <span className="sr-only">, </span>
      <span className="block text-xs leading-4 font-semibold tracking-tight break-words">
        {appointment.client.name}
      </span>
      <span className="sr-only">, </span>
      <span className="block truncate text-[11px] leading-4 opacity-80">{services}</span>
      <span className="sr-only">, {status}</span>
    </button>
  );
}

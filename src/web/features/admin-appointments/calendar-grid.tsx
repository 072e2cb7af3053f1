/**
 * The calendar grid: a time axis and a column per specialist (day), per day (week of one specialist), or per
 * specialist within each day (week of everyone: narrow columns under a header naming the day once, the
 * specialists by initials with the full name as tooltip and for screen readers). Working time is white,
 * the rest shaded, closures named in the header; visits are blocks coloured by status. Pointer events move a
 * block to another time or column and resize it by its bottom edge (a finger only after a long press lifts
 * it: a swipe scrolls the day); the drop is shown at once and sent to the server, and a refusal snaps the
 * block back (`onMove` resolves false).
 * A click on empty time asks to create a visit there.
 */
import { useRef, type ReactNode } from 'react';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import { BlocksLayer, PX_PER_MINUTE, px, type BlocksView } from './calendar-blocks.tsx';
import { minuteAtOffset } from './calendar-drag.ts';
import {
  columnGroups,
  minutesToTime,
  WORK_STATE_LABELS,
  workStateOf,
  type CalendarColumn,
  type WorkState,
} from './calendar-model.ts';
import { useCalendarDrag, type MoveRequest } from './use-calendar-drag.ts';

export function CalendarGrid(
  props: BlocksView & {
    step: number;
    /** Minutes since midnight now (client only), for the line across today's column. */
    nowMinute: number | null;
    /** Changes whenever fresh data arrives (clears the blocks shown where they were dropped). */
    dataVersion: unknown;
    onCreate: (column: CalendarColumn, startMinute: number) => void;
    onOpen: (appointment: AdminAppointment) => void;
    onMove: (request: MoveRequest) => Promise<boolean>;
    onDragging: (dragging: boolean) => void;
    headerLink?: (column: CalendarColumn) => string | null;
    minColumnWidth?: string;
    /** More layers over the columns of the second row (blocked time). */
    children?: ReactNode;
  },
) {
  const {
    columns,
    hours,
    step,
    nowMinute,
    dataVersion,
    onCreate,
    onOpen,
    onMove,
    onDragging,
    headerLink,
    minColumnWidth = '9.5rem',
    children,
  } = props;
  const columnRefs = useRef(new Map<string, HTMLDivElement>());
  const geometry = { hours, step, pxPerMinute: PX_PER_MINUTE };
  const drag = useCalendarDrag({
    geometry,
    columns,
    columnAt: (clientX) => {
      for (const [key, element] of columnRefs.current) {
        const rect = element.getBoundingClientRect();
        if (clientX >= rect.left && clientX < rect.right) return key;
      }
      return null;
    },
    dataVersion,
    onMove,
    onDragging,
  });

  const { clickSuppressed } = drag;
  const height = px(hours.end - hours.start);
  const grouped = columns.some((column) => column.group !== null);

  const hourMarks: number[] = [];
  for (let minute = hours.start; minute <= hours.end; minute += 60) hourMarks.push(minute);

  return (
    // As wide as its columns (not just the frame), so the sticky time axis and header corner stay in sight
    // however far the week is scrolled sideways.
    <div
      className="grid min-w-full"
      style={{
        width: `calc(3.5rem + ${columns.length} * ${minColumnWidth})`,
        gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(${minColumnWidth}, 1fr))`,
      }}
      data-testid="calendar-grid"
    >
      {/* Header row */}
      <div
        className="sticky top-0 left-0 z-40 border-b border-stone-200 bg-white"
        style={{ gridRow: 1, gridColumn: 1 }}
      />
      {grouped
        ? columnGroups(columns).map(({ group, first, count }) => {
            const link = headerLink?.(columns[first]!) ?? null;
            const title = (
              <span
                className={`block truncate font-semibold ${group.highlight ? 'text-brand-800' : 'text-zinc-900'}`}
              >
                {group.title}
              </span>
            );
            return (
              <div
                key={group.key}
                className={`sticky top-0 z-[26] flex flex-col border-b border-stone-200 text-sm ${group.highlight ? 'bg-brand-50' : 'bg-white'}`}
                style={{ gridRow: 1, gridColumn: `${first + 2} / span ${count}` }}
                data-testid="calendar-day-header"
                data-date={group.date}
              >
                <div className="border-l-2 border-stone-300 pt-2 pb-1">
                  {/* The day's name stays in sight while its group is scrolled partly under the time axis. */}
                  <div className="sticky left-14 flex w-fit max-w-full min-w-0 items-center gap-2 px-2">
                    {link ? (
                      <a href={link} className="min-w-0 rounded-md hover:text-brand-800">
                        {title}
                      </a>
                    ) : (
                      title
                    )}
                    {group.closure ? <ClosureBadge name={group.closure.name} /> : null}
                  </div>
                </div>
                <div
                  className="mt-auto grid"
                  style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
                >
                  {columns.slice(first, first + count).map((column, position) => (
                    <CompactHeader key={column.key} column={column} groupStart={position === 0} />
                  ))}
                </div>
              </div>
            );
          })
        : columns.map((column, position) => {
            const link = headerLink?.(column) ?? null;
            const workState = workStateOf(column.working.length > 0, column.overridden);
            const title = (
              <>
                <span
                  className={`block truncate font-semibold ${column.highlight ? 'text-brand-800' : 'text-zinc-900'}`}
                >
                  {column.title}
                </span>
                {column.subtitle ? (
                  <span className="block truncate text-xs text-zinc-500">{column.subtitle}</span>
                ) : null}
              </>
            );
            return (
              <div
                key={column.key}
                className={`sticky top-0 z-[26] border-b border-l border-stone-200 px-2 py-2 text-sm ${column.highlight ? 'bg-brand-50' : 'bg-white'}`}
                style={{ gridRow: 1, gridColumn: position + 2 }}
                data-testid="calendar-column-header"
              >
                {link ? (
                  <a href={link} className="block rounded-md hover:text-brand-800">
                    {title}
                  </a>
                ) : (
                  title
                )}
                <span className="mt-1 flex min-h-5 flex-wrap gap-1">
                  {column.closure ? (
                    <ClosureBadge name={column.closure.name} />
                  ) : workState ? (
                    <span className={HEADER_STATE_CLASSES[workState]}>{WORK_STATE_LABELS[workState]}</span>
                  ) : null}
                </span>
              </div>
            );
          })}

      {/* Time axis */}
      <div
        className="sticky left-0 z-[25] border-r border-stone-200 bg-white"
        style={{ height, gridRow: 2, gridColumn: 1 }}
        aria-hidden="true"
        data-testid="calendar-time-axis"
      >
        {hourMarks.map((minute) => (
          <span
            key={minute}
            className={`absolute right-2 text-xs font-medium text-zinc-500 tabular-nums ${minute === hours.start ? 'translate-y-0.5' : '-translate-y-1/2'}`}
            style={{ top: px(minute - hours.start) }}
          >
            {minute < hours.end || minute === hours.start ? minutesToTime(minute) : ''}
          </span>
        ))}
      </div>

      {columns.map((column, position) => (
        <div
          key={column.key}
          ref={(element) => {
            if (element) columnRefs.current.set(column.key, element);
            else columnRefs.current.delete(column.key);
          }}
          className={`relative cursor-cell bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_6px,#efeeed_6px,#efeeed_12px)] ${
            column.group && columns[position - 1]?.group?.key !== column.group.key
              ? 'border-l-2 border-stone-300'
              : 'border-l border-stone-200'
          }`}
          style={{ height, gridRow: 2, gridColumn: position + 2 }}
          data-testid="calendar-column"
          data-date={column.date}
          data-specialist={column.specialistId}
          onClick={(event) => {
            if (clickSuppressed()) return;
            const top = event.currentTarget.getBoundingClientRect().top;
            const minute = minuteAtOffset(event.clientY - top, geometry);
            if (minute !== null) onCreate(column, minute);
          }}
        >
          {column.working.map((interval) => (
            <div
              key={`${interval.start}-${interval.end}`}
              className="absolute inset-x-0 bg-white"
              style={{
                top: px(Math.max(interval.start, hours.start) - hours.start),
                height: px(Math.min(interval.end, hours.end) - Math.max(interval.start, hours.start)),
              }}
              data-testid="working-time"
            />
          ))}
          {/* Hour and half-hour lines */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0"
            style={{
              backgroundImage: `linear-gradient(to bottom, rgb(214 211 209) 1px, transparent 1px), linear-gradient(to bottom, rgb(245 245 244) 1px, transparent 1px)`,
              backgroundSize: `100% ${px(60)}px, 100% ${px(30)}px`,
            }}
          />
          {column.closure && column.compact ? (
            // A narrow column names its own closure sideways; the whole salon's is named once over the day.
            column.closure.name !== column.group?.closure?.name ? (
              <p className="pointer-events-none absolute top-3 bottom-3 left-1/2 -translate-x-1/2 overflow-hidden rounded-lg bg-white/90 px-1 py-2 text-xs font-semibold whitespace-nowrap text-red-800 shadow-sm ring-1 ring-red-100 [writing-mode:vertical-rl]">
                {column.closure.name}
              </p>
            ) : null
          ) : column.closure ? (
            <p className="pointer-events-none absolute inset-x-2 top-3 rounded-lg bg-white/90 px-2 py-1.5 text-center text-xs font-semibold text-red-800 shadow-sm ring-1 ring-red-100">
              {column.closure.name}
            </p>
          ) : null}
          {column.today && nowMinute !== null && nowMinute >= hours.start && nowMinute <= hours.end ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 z-20 h-0.5 bg-red-500"
              style={{ top: px(nowMinute - hours.start) }}
            >
              <span className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-500" />
            </div>
          ) : null}
        </div>
      ))}

      {/* The visits, over the columns of the second row. */}
      <BlocksLayer
        view={props}
        drag={drag}
        onOpen={(appointment) => {
          if (!clickSuppressed()) onOpen(appointment);
        }}
      />
      {children}
    </div>
  );
}

/** The day's state under a column's header. */
const HEADER_STATE_CLASSES: Record<WorkState, string> = {
  off: 'rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-medium text-zinc-600',
  overridden: 'rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-800 ring-1 ring-sky-200',
};

/** The day's state as the coloured mark under a narrow column's header. */
const COMPACT_STATE_MARKS: Record<WorkState, string> = { off: 'bg-stone-300', overridden: 'bg-sky-500' };

/** A narrow column's header: initials (the short name where it fits), a coloured mark for the day's state. */
function CompactHeader({ column, groupStart }: { column: CalendarColumn; groupStart: boolean }) {
  const compact = column.compact!;
  const workState = workStateOf(column.working.length > 0, column.overridden);
  const state = column.closure
    ? { label: column.closure.name, mark: 'bg-red-400' }
    : workState
      ? { label: WORK_STATE_LABELS[workState], mark: COMPACT_STATE_MARKS[workState] }
      : null;
  const tooltip = state ? `${column.title} – ${state.label}` : column.title;
  return (
    <div
      className={`@container flex min-w-0 flex-col items-center gap-1 border-t border-stone-200 px-0.5 pt-1 pb-1.5 ${
        groupStart ? 'border-l-2 border-l-stone-300' : 'border-l'
      } ${column.highlight ? 'bg-brand-50' : ''}`}
      title={tooltip}
      data-testid="calendar-column-header"
      data-specialist={column.specialistId}
    >
      <span
        aria-hidden="true"
        className={`block max-w-full text-xs font-semibold tracking-wide ${column.working.length > 0 ? 'text-zinc-800' : 'text-zinc-500'}`}
      >
        <span className="block @min-[4.5rem]:hidden">{compact.initials}</span>
        <span className="hidden truncate @min-[4.5rem]:block">{compact.shortName}</span>
      </span>
      <span className="sr-only">
        {column.title}
        {state ? `, ${state.label}` : ''}
      </span>
      <span aria-hidden="true" className={`h-1 w-5 rounded-full ${state ? state.mark : 'bg-transparent'}`} />
    </div>
  );
}

/** A holiday or closure named on a column or day header. */
function ClosureBadge({ name }: { name: string }) {
  return (
    <span
      className="min-w-0 truncate rounded-full bg-red-50 px-2 py-0.5 text-[11px] font-semibold text-red-800 ring-1 ring-red-200"
      title={name}
    >
      {name}
    </span>
  );
}

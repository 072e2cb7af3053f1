/**
 * The calendar grid: a time axis and a column per specialist (day), per day (week of one specialist), or per
 * specialist within each day (week of everyone: narrow columns under a header naming the day once, the
 * specialists by initials with the full name as tooltip and for screen readers). Working time is white,
 * the rest shaded, closures named in the header; visits are blocks coloured by status. Pointer events (mouse,
 * pen and touch alike) move a block to another time or column and resize it by its bottom edge; the drop is
 * shown at once and sent to the server, and a refusal snaps the block back (`onMove` resolves false).
 * A click on empty time asks to create a visit there.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { AdminAppointment, AdminAppointmentStatus } from '../../../contracts/admin-appointments.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import {
  columnGroups,
  minutesToTime,
  snap,
  type CalendarColumn,
  type PlacedAppointment,
} from './calendar-model.ts';

export const PX_PER_MINUTE = 1.6;
const DRAG_THRESHOLD_PX = 6;

export interface MoveRequest {
  appointment: AdminAppointment;
  date: string;
  specialistId: string;
  startMinute: number;
  durationMinutes: number;
  mode: 'move' | 'resize';
}

/** Block colours by status: a tinted card with a strong left edge. */
export const BLOCK_CLASSES: Record<AdminAppointmentStatus, string> = {
  pending: 'bg-amber-100 border-amber-500 text-amber-950 ring-amber-300',
  confirmed: 'bg-emerald-50 border-emerald-600 text-emerald-950 ring-emerald-200',
  completed: 'bg-sky-50 border-sky-500 text-sky-950 ring-sky-200',
  no_show: 'bg-violet-50 border-violet-500 text-violet-950 ring-violet-200',
  declined: 'bg-white/80 border-zinc-300 text-zinc-500 ring-zinc-200 line-through',
  cancelled: 'bg-white/80 border-zinc-300 text-zinc-500 ring-zinc-200 line-through',
};

interface DragState {
  id: string;
  mode: 'move' | 'resize';
  pointerId: number;
  x0: number;
  y0: number;
  active: boolean;
  origin: PlacedAppointment;
  columnKey: string;
  startMinute: number;
  duration: number;
}

interface Override {
  columnKey: string;
  startMinute: number;
  duration: number;
  saved: boolean;
}

const px = (minutes: number) => minutes * PX_PER_MINUTE;

export function CalendarGrid({
  columns,
  placed,
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
}: {
  columns: CalendarColumn[];
  placed: PlacedAppointment[];
  hours: { start: number; end: number };
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
}) {
  const columnRefs = useRef(new Map<string, HTMLDivElement>());
  const dragRef = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [overrides, setOverrides] = useState<Map<string, Override>>(new Map());

  // Fresh data from the server: the blocks it now shows where they were dropped need no override.
  useEffect(() => {
    setOverrides((current) => {
      const next = new Map([...current].filter(([, override]) => !override.saved));
      return next.size === current.size ? current : next;
    });
  }, [dataVersion]);

  const height = px(hours.end - hours.start);
  const grouped = columns.some((column) => column.group !== null);
  const minuteAt = (clientY: number, column: HTMLDivElement) =>
    hours.start + (clientY - column.getBoundingClientRect().top) / PX_PER_MINUTE;

  const columnAt = (clientX: number): string | null => {
    for (const [key, element] of columnRefs.current) {
      const rect = element.getBoundingClientRect();
      if (clientX >= rect.left && clientX < rect.right) return key;
    }
    return null;
  };

  function startDrag(
    event: ReactPointerEvent<HTMLElement>,
    item: PlacedAppointment,
    mode: 'move' | 'resize',
  ) {
    if (!item.appointment.editable) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const current = overrides.get(item.appointment.id);
    const state: DragState = {
      id: item.appointment.id,
      mode,
      pointerId: event.pointerId,
      x0: event.clientX,
      y0: event.clientY,
      active: false,
      origin: item,
      columnKey: current?.columnKey ?? item.columnKey,
      startMinute: current?.startMinute ?? item.startMinute,
      duration: current?.duration ?? item.endMinute - item.startMinute,
    };
    dragRef.current = state;
  }

  function moveDrag(event: ReactPointerEvent<HTMLElement>) {
    const state = dragRef.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.x0;
    const dy = event.clientY - state.y0;
    if (!state.active) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      state.active = true;
      onDragging(true);
    }
    event.preventDefault();
    const base = overrides.get(state.id);
    const originStart = base?.startMinute ?? state.origin.startMinute;
    const originDuration = base?.duration ?? state.origin.endMinute - state.origin.startMinute;
    const deltaMinutes = snap(dy / PX_PER_MINUTE, step);
    let next: DragState;
    if (state.mode === 'move') {
      const startMinute = Math.max(hours.start, Math.min(hours.end - step, originStart + deltaMinutes));
      next = { ...state, startMinute, columnKey: columnAt(event.clientX) ?? state.columnKey };
    } else {
      const duration = Math.max(step, Math.min(hours.end - originStart, originDuration + deltaMinutes));
      next = { ...state, duration };
    }
    dragRef.current = next;
    setDrag(next);
  }

  async function endDrag(event: ReactPointerEvent<HTMLElement>, cancelled: boolean) {
    const state = dragRef.current;
    if (!state || state.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDrag(null);
    if (!state.active) return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    onDragging(false);
    const base = overrides.get(state.id);
    const before = {
      columnKey: base?.columnKey ?? state.origin.columnKey,
      startMinute: base?.startMinute ?? state.origin.startMinute,
      duration: base?.duration ?? state.origin.endMinute - state.origin.startMinute,
    };
    if (
      cancelled ||
      (before.columnKey === state.columnKey &&
        before.startMinute === state.startMinute &&
        before.duration === state.duration)
    ) {
      return;
    }
    const column = columns.find((item) => item.key === state.columnKey);
    if (!column) return;
    const override: Override = {
      columnKey: state.columnKey,
      startMinute: state.startMinute,
      duration: state.duration,
      saved: false,
    };
    setOverrides((current) => new Map(current).set(state.id, override));
    const saved = await onMove({
      appointment: state.origin.appointment,
      date: column.date,
      specialistId: column.specialistId,
      startMinute: state.startMinute,
      durationMinutes: state.duration,
      mode: state.mode,
    });
    setOverrides((current) => {
      const next = new Map(current);
      if (saved) next.set(state.id, { ...override, saved: true });
      else next.delete(state.id);
      return next;
    });
  }

  const hourMarks: number[] = [];
  for (let minute = hours.start; minute <= hours.end; minute += 60) hourMarks.push(minute);

  return (
    <div
      className="grid min-w-full"
      style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(${minColumnWidth}, 1fr))` }}
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
            const working = column.working.length > 0;
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
                  ) : !working ? (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-medium text-zinc-600">
                      Nedirba
                    </span>
                  ) : column.overridden ? (
                    <span className="rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-800 ring-1 ring-sky-200">
                      Pakeistas laikas
                    </span>
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
            if (suppressClick.current) return;
            const minute =
              Math.floor((minuteAt(event.clientY, event.currentTarget) - hours.start) / step) * step +
              hours.start;
            if (minute >= hours.start && minute < hours.end) onCreate(column, minute);
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
        columns={columns}
        placed={placed}
        hours={hours}
        drag={drag}
        overrides={overrides}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={(event) => void endDrag(event, false)}
        onPointerCancel={(event) => void endDrag(event, true)}
        onOpen={(appointment) => {
          if (!suppressClick.current) onOpen(appointment);
        }}
      />
    </div>
  );
}

/** A narrow column's header: initials (the short name where it fits), a coloured mark for the day's state. */
function CompactHeader({ column, groupStart }: { column: CalendarColumn; groupStart: boolean }) {
  const compact = column.compact!;
  const state = column.closure
    ? { label: column.closure.name, mark: 'bg-red-400' }
    : column.working.length === 0
      ? { label: 'Nedirba', mark: 'bg-stone-300' }
      : column.overridden
        ? { label: 'Pakeistas laikas', mark: 'bg-sky-500' }
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
        <span className="block @min-[5.5rem]:hidden">{compact.initials}</span>
        <span className="hidden truncate @min-[5.5rem]:block">{compact.shortName}</span>
      </span>
      <span className="sr-only">
        {column.title}
        {state ? `, ${state.label}` : ''}
      </span>
      <span aria-hidden="true" className={`h-1 w-5 rounded-full ${state ? state.mark : 'bg-transparent'}`} />
    </div>
  );
}

/**
 * The blocks sit in one layer over the grid's body, positioned by column index and minute, so that a block
 * dragged into another column simply changes its position (no re-parenting mid-drag).
 */
function BlocksLayer({
  columns,
  placed,
  hours,
  drag,
  overrides,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
  onOpen,
}: {
  columns: CalendarColumn[];
  placed: PlacedAppointment[];
  hours: { start: number; end: number };
  drag: DragState | null;
  overrides: Map<string, Override>;
  onPointerDown: (
    event: ReactPointerEvent<HTMLElement>,
    item: PlacedAppointment,
    mode: 'move' | 'resize',
  ) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  onOpen: (appointment: AdminAppointment) => void;
}) {
  const index = new Map(columns.map((column, position) => [column.key, position]));
  // Narrow columns (the week of everyone) keep the block as wide as possible and its text to the essentials.
  const narrow = columns.some((column) => column.compact !== null);
  const gap = narrow ? 2 : 4;
  return (
    <div
      className="pointer-events-none relative"
      style={{ gridColumn: `2 / span ${columns.length}`, gridRow: 2, height: px(hours.end - hours.start) }}
    >
      {placed.map((item) => {
        const { appointment } = item;
        const dragging = drag?.id === appointment.id && drag.active ? drag : null;
        const override = overrides.get(appointment.id);
        const columnKey = dragging?.columnKey ?? override?.columnKey ?? item.columnKey;
        const startMinute = dragging?.startMinute ?? override?.startMinute ?? item.startMinute;
        const duration = dragging?.duration ?? override?.duration ?? item.endMinute - item.startMinute;
        const bufferMinutes = Math.max(0, item.blockedMinute - item.endMinute);
        const position = index.get(columnKey);
        if (position === undefined) return null;
        const held = appointment.status === 'pending' || appointment.status === 'confirmed';
        const width = 100 / columns.length;
        const label = `${minutesToTime(startMinute)}–${minutesToTime(startMinute + duration)}`;
        const top = px(startMinute - hours.start);
        const blockHeight = Math.max(px(duration), 22);
        return (
          <div key={appointment.id}>
            {dragging ? (
              <div
                aria-hidden="true"
                className="absolute rounded-lg border-2 border-dashed border-zinc-300"
                style={{
                  left: `calc(${(index.get(item.columnKey) ?? 0) * width}% + ${gap}px)`,
                  width: `calc(${width}% - ${2 * gap}px)`,
                  top: px(item.startMinute - hours.start),
                  height: px(item.endMinute - item.startMinute),
                }}
              />
            ) : null}
            {held && bufferMinutes > 0 && !dragging ? (
              <div
                aria-hidden="true"
                className="absolute rounded-b-lg bg-[repeating-linear-gradient(45deg,rgba(120,113,108,0.12)_0,rgba(120,113,108,0.12)_4px,transparent_4px,transparent_8px)]"
                style={{
                  left: `calc(${position * width}% + ${2 * gap}px)`,
                  width: `calc(${width}% - ${4 * gap}px)`,
                  top: top + px(duration),
                  height: px(bufferMinutes),
                }}
                title="Pertrauka po vizito"
              />
            ) : null}
            <div
              className={`pointer-events-auto absolute ${dragging ? 'z-30 opacity-95 shadow-xl' : held ? 'z-10' : 'z-[5]'} ${
                override && !override.saved ? 'animate-pulse' : ''
              }`}
              style={{
                left: `calc(${position * width}% + ${gap}px)`,
                width: `calc(${width}% - ${2 * gap}px)`,
                top,
                height: blockHeight,
                touchAction: appointment.editable ? 'none' : 'auto',
              }}
              data-testid="calendar-appointment"
              data-id={appointment.id}
              data-status={appointment.status}
              data-start={minutesToTime(startMinute)}
              data-date={columns[position]!.date}
              data-specialist={columns[position]!.specialistId}
              onPointerDown={(event) => onPointerDown(event, item, 'move')}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerCancel}
            >
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(appointment);
                }}
                title={
                  narrow
                    ? `${label} ${appointment.client.name}, ${appointment.service.name} (${APPOINTMENT_STATUS_LABELS[appointment.status]})`
                    : undefined
                }
                className={`flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 text-left ring-1 ring-inset outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  narrow ? 'px-1 py-0.5' : 'px-2 py-1'
                } ${BLOCK_CLASSES[appointment.status]} ${
                  appointment.editable ? 'cursor-grab active:cursor-grabbing' : 'cursor-pointer'
                }`}
              >
                {narrow ? (
                  <>
                    <span className="text-[10px] leading-4 font-semibold tabular-nums">
                      {minutesToTime(startMinute)}
                    </span>
                    {duration >= 25 ? (
                      <span className="truncate text-[11px] leading-4 font-semibold">
                        {appointment.client.name}
                      </span>
                    ) : null}
                    <span className="sr-only">
                      –{minutesToTime(startMinute + duration)}
                      {duration < 25 ? ` ${appointment.client.name}` : ''}, {appointment.service.name},{' '}
                      {APPOINTMENT_STATUS_LABELS[appointment.status]}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="flex min-w-0 items-center gap-1 text-[11px] leading-4 font-semibold tabular-nums">
                      <span className="shrink-0">{label}</span>
                      {duration < 25 ? (
                        <span className="truncate font-semibold">{appointment.client.name}</span>
                      ) : null}
                      {appointment.status === 'pending' ? (
                        <span className="rounded bg-amber-500 px-1 text-[10px] leading-4 font-bold text-white no-underline">
                          Laukia
                        </span>
                      ) : null}
                    </span>
                    {duration >= 25 ? (
                      <span className="truncate text-sm leading-5 font-semibold">
                        {appointment.client.name}
                      </span>
                    ) : null}
                    {duration >= 40 ? (
                      <span className="truncate text-xs leading-4 opacity-80">
                        {appointment.service.name}
                      </span>
                    ) : null}
                    <span className="sr-only">
                      {duration < 40 ? ` ${appointment.service.name}` : ''},{' '}
                      {APPOINTMENT_STATUS_LABELS[appointment.status]}
                    </span>
                  </>
                )}
              </button>
              {appointment.editable ? (
                <div
                  aria-hidden="true"
                  className={`absolute -bottom-1 flex h-4 cursor-ns-resize touch-none items-center justify-center ${narrow ? 'inset-x-1' : 'inset-x-3'}`}
                  onPointerDown={(event) => onPointerDown(event, item, 'resize')}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerCancel}
                  data-testid="resize-handle"
                >
                  <span className={`h-1 rounded-full bg-current opacity-30 ${narrow ? 'w-5' : 'w-8'}`} />
                </div>
              ) : null}
            </div>
          </div>
        );
      })}
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

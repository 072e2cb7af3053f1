import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { gesturePlacement, liftedBlock, type Commits, type Gesture } from './calendar-drag.ts';
import {
  minutesToTime,
  placedServiceName,
  wallMinute,
  type CalendarColumn,
  type PlacedAppointment,
} from './calendar-model.ts';
import type { BlockPointerHandlers } from './use-calendar-drag.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { DoubleBookedMark } from './double-booked-mark.tsx';

export const PX_PER_MINUTE = 1.6;

/** Minutes as pixels of the grid's height. */
export const px = (minutes: number) => minutes * PX_PER_MINUTE;

/**
 * The blocks sit in one layer over the grid's body, positioned by column index and minute, so that a block
 * dragged into another column simply changes its position (no re-parenting mid-drag).
 */
/** What the blocks are drawn from; the calendar grid's own props include these and are passed as they are. */
export interface BlocksView {
  columns: CalendarColumn[];
  placed: PlacedAppointment[];
  hours: { start: number; end: number };
  /** The block's colour classes (by status, category or specialist). */
  classOf: (appointment: AdminAppointment) => string;
  /** Visits whose client is booked with another specialist at the same time. */
  doubleBooked: ReadonlySet<string>;
}

/** The drag under way, the drops being saved and the handlers that start a drag (`useCalendarDrag`'s). */
interface BlocksDrag {
  gesture: Gesture;
  commits: Commits;
  handlers: BlockPointerHandlers;
}

export function BlocksLayer({
  view,
  drag,
  onOpen,
}: {
  view: BlocksView;
  drag: BlocksDrag;
  onOpen: (appointment: AdminAppointment) => void;
}) {
  const { columns, placed, hours, classOf, doubleBooked } = view;
  const { gesture, commits, handlers } = drag;
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
        const { appointment, parts } = item;
        const serviceName = placedServiceName(item);
        // The services' names take two lines where the first part leaves room above the next one's line.
        const roomyFirstPart =
          parts !== undefined && wallMinute(parts[0]!.end) - wallMinute(parts[0]!.start) >= 45;
        const dragging = gesturePlacement(gesture, appointment.id);
        const lifted = liftedBlock(gesture, appointment.id);
        const commit = commits.get(appointment.id);
        const columnKey = dragging?.columnKey ?? commit?.columnKey ?? item.columnKey;
        const startMinute = dragging?.startMinute ?? commit?.startMinute ?? item.startMinute;
        const duration = dragging?.duration ?? commit?.duration ?? item.endMinute - item.startMinute;
        const bufferMinutes = Math.max(0, item.blockedMinute - item.endMinute);
        const position = index.get(columnKey);
        if (position === undefined) return null;
        const held = holdsTime(appointment.status);
        // Said while the block is over it: the server refuses a visit outside working time (and says why).
        const outsideWork =
          dragging !== null &&
          !columns[position]!.working.some(
            (interval) => interval.start <= startMinute && startMinute + duration <= interval.end,
          );
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
              className={`pointer-events-auto absolute [-webkit-touch-callout:none] ${
                dragging
                  ? `z-30 opacity-95 shadow-xl ${outsideWork ? 'rounded-lg ring-2 ring-red-600' : ''}`
                  : lifted
                    ? 'z-30 scale-[1.04] rounded-lg shadow-2xl ring-2 ring-brand-600 transition-transform'
                    : held
                      ? 'z-10'
                      : 'z-[5]'
              } ${commit && !commit.saved ? 'animate-pulse' : ''}`}
              style={{
                left: `calc(${position * width}% + ${gap}px)`,
                width: `calc(${width}% - ${2 * gap}px)`,
                top,
                height: blockHeight,
                // A finger scrolls the day from a visit too; it moves one only after a long press.
                touchAction: 'manipulation',
              }}
              data-lifted={lifted ? 'true' : undefined}
              data-testid="calendar-appointment"
              data-id={appointment.id}
              data-parts={parts ? parts.length : undefined}
              data-status={appointment.status}
              data-double-booked={doubleBooked.has(appointment.id) ? 'true' : undefined}
              data-start={minutesToTime(startMinute)}
              data-date={columns[position]!.date}
              data-specialist={columns[position]!.specialistId}
              onPointerDown={(event) => handlers.onPointerDown(event, item, 'move')}
              onPointerMove={handlers.onPointerMove}
              onPointerUp={handlers.onPointerUp}
              onPointerCancel={handlers.onPointerCancel}
            >
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(appointment);
                }}
                title={
                  narrow
                    ? `${label} ${appointment.client.name}, ${serviceName} (${APPOINTMENT_STATUS_LABELS[appointment.status]})`
                    : undefined
                }
                className={`flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 text-left ring-1 ring-inset outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  narrow ? 'px-1 py-0.5' : 'px-2 py-1'
                } ${classOf(appointment)} ${
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
                      {duration < 25 ? ` ${appointment.client.name}` : ''}, {serviceName},{' '}
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
                        <span className="rounded bg-amber-700 px-1 text-[10px] leading-4 font-bold text-white no-underline">
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
                      <span
                        className={`text-xs leading-4 opacity-80 ${roomyFirstPart ? 'line-clamp-2' : 'truncate'}`}
                      >
                        {serviceName}
                      </span>
                    ) : null}
                    <span className="sr-only">
                      {duration < 40 ? ` ${serviceName}` : ''},{' '}
                      {APPOINTMENT_STATUS_LABELS[appointment.status]}
                      {parts ? ' (kelių paslaugų vizitas, perkeliamas visas)' : ''}
                    </span>
                  </>
                )}
              </button>
              {/* The parts joined in one block: a dashed line where each next service starts, named. */}
              {parts
                ? parts.slice(1).map((part) => {
                    const within = wallMinute(part.start) - item.startMinute;
                    const length = wallMinute(part.end) - wallMinute(part.start);
                    return (
                      <span
                        key={part.id}
                        aria-hidden="true"
                        data-testid="visit-part-divider"
                        className="pointer-events-none absolute inset-x-1 border-t border-dashed border-current/40"
                        style={{ top: px(within) }}
                      >
                        {!narrow && length >= 25 ? (
                          <span className="block truncate px-1 pt-0.5 text-[11px] leading-4 opacity-80">
                            <span className="font-semibold tabular-nums">
                              {minutesToTime(startMinute + within)}
                            </span>{' '}
                            {part.service.name}
                          </span>
                        ) : null}
                      </span>
                    );
                  })
                : null}
              {outsideWork ? (
                <span
                  className="pointer-events-none absolute inset-x-1 -top-6 truncate rounded-md bg-red-700 px-1.5 py-0.5 text-center text-[11px] font-semibold text-white shadow"
                  data-testid="outside-working-time"
                >
                  Ne darbo laikas
                </span>
              ) : null}
              {doubleBooked.has(appointment.id) ? (
                <DoubleBookedMark className="pointer-events-none absolute top-0.5 right-0.5 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white" />
              ) : null}
              {/* A visit of several services keeps its parts' lengths: it only moves. */}
              {appointment.editable && !parts ? (
                <div
                  aria-hidden="true"
                  className={`absolute -bottom-1 flex h-4 cursor-ns-resize items-center justify-center ${narrow ? 'inset-x-1' : 'inset-x-3'}`}
                  onPointerDown={(event) => handlers.onPointerDown(event, item, 'resize')}
                  onPointerMove={handlers.onPointerMove}
                  onPointerUp={handlers.onPointerUp}
                  onPointerCancel={handlers.onPointerCancel}
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

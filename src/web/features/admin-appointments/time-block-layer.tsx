/**
 * Blocked time in the calendar grid: a hatched block per lunch or training over its specialist's column,
 * above working time and below the visits' layer order. A click opens it; dragging (a mouse or pen; a
 * finger taps it open and scrolls past it) moves it along its column and its bottom edge changes its
 * length, in the grid's steps; the drop is shown at once and sent to the server, and a refusal snaps it
 * back (`onChange` resolves false).
 */
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { TimeBlockView } from '../../../contracts/admin-time-blocks.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { px, PX_PER_MINUTE } from './calendar-blocks.tsx';
import { DRAG_THRESHOLD_PX } from './calendar-drag.ts';
import { minutesToTime, snap, wallMinute, type CalendarColumn } from './calendar-model.ts';

export interface PlacedTimeBlock {
  block: TimeBlockView;
  columnKey: string;
  startMinute: number;
  endMinute: number;
}

export interface TimeBlockChange {
  block: TimeBlockView;
  date: string;
  startMinute: number;
  endMinute: number;
}

/** The blocks that fall in the shown columns, as wall-clock minutes of their day. */
export function placeTimeBlocks(blocks: TimeBlockView[], columns: CalendarColumn[]): PlacedTimeBlock[] {
  const keys = new Set(columns.map((column) => column.key));
  return blocks.flatMap((block) => {
    const date = block.start.slice(0, 10);
    const columnKey = `${date}|${block.specialistId}`;
    if (!keys.has(columnKey)) return [];
    const endMinute = block.end.slice(0, 10) === date ? wallMinute(block.end) : 24 * 60;
    return [{ block, columnKey, startMinute: wallMinute(block.start), endMinute }];
  });
}

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  /** A finger only taps (to open the block); moving it scrolls the day. */
  touch: boolean;
  originY: number;
  moved: boolean;
  startMinute: number;
  endMinute: number;
}

export function TimeBlockLayer({
  columns,
  blocks,
  hours,
  step,
  onOpen,
  onChange,
}: {
  columns: CalendarColumn[];
  blocks: PlacedTimeBlock[];
  hours: { start: number; end: number };
  step: number;
  onOpen: (block: TimeBlockView) => void;
  onChange: (change: TimeBlockChange) => Promise<boolean>;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<Map<string, { startMinute: number; endMinute: number }>>(new Map());

  const byColumn = new Map<string, PlacedTimeBlock[]>();
  for (const placed of blocks)
    byColumn.set(placed.columnKey, [...(byColumn.get(placed.columnKey) ?? []), placed]);

  function begin(event: ReactPointerEvent, placed: PlacedTimeBlock, mode: Drag['mode']) {
    if (event.button !== 0) return;
    event.stopPropagation();
    const touch = event.pointerType === 'touch';
    if (!touch) event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      id: placed.block.id,
      mode,
      touch,
      originY: event.clientY,
      moved: false,
      startMinute: placed.startMinute,
      endMinute: placed.endMinute,
    });
  }

  function follow(event: ReactPointerEvent, placed: PlacedTimeBlock) {
    if (!drag || drag.id !== placed.block.id) return;
    const dy = event.clientY - drag.originY;
    if (!drag.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    if (drag.touch) {
      setDrag(null);
      return;
    }
    const delta = snap(dy / PX_PER_MINUTE, step);
    const length = placed.endMinute - placed.startMinute;
    if (drag.mode === 'move') {
      const start = Math.min(Math.max(placed.startMinute + delta, hours.start), hours.end - length);
      setDrag({ ...drag, moved: true, startMinute: start, endMinute: start + length });
    } else {
      const end = Math.min(Math.max(placed.endMinute + delta, placed.startMinute + step), hours.end);
      setDrag({ ...drag, moved: true, endMinute: end });
    }
  }

  async function finish(event: ReactPointerEvent, placed: PlacedTimeBlock, date: string) {
    if (!drag || drag.id !== placed.block.id) return;
    event.stopPropagation();
    const done = drag;
    setDrag(null);
    if (!done.moved) {
      if (done.mode === 'move') onOpen(placed.block);
      return;
    }
    if (done.startMinute === placed.startMinute && done.endMinute === placed.endMinute) return;
    const shown = { startMinute: done.startMinute, endMinute: done.endMinute };
    setPending((current) => new Map(current).set(placed.block.id, shown));
    await onChange({ block: placed.block, date, ...shown });
    setPending((current) => {
      const next = new Map(current);
      next.delete(placed.block.id);
      return next;
    });
  }

  return (
    <>
      {columns.map((column, position) => {
        const placedHere = byColumn.get(column.key);
        if (!placedHere) return null;
        return (
          <div
            key={column.key}
            className="pointer-events-none relative z-[15]"
            style={{ gridRow: 2, gridColumn: position + 2 }}
          >
            {placedHere.map((placed) => {
              const live =
                drag?.id === placed.block.id && drag.moved ? drag : (pending.get(placed.block.id) ?? placed);
              const top = Math.max(live.startMinute, hours.start) - hours.start;
              const height = Math.min(live.endMinute, hours.end) - Math.max(live.startMinute, hours.start);
              if (height <= 0) return null;
              const time = `${minutesToTime(live.startMinute)}–${minutesToTime(live.endMinute)}`;
              return (
                <div
                  key={placed.block.id}
                  role="button"
                  tabIndex={0}
                  className={`pointer-events-auto absolute inset-x-1 touch-manipulation overflow-hidden rounded-lg bg-[repeating-linear-gradient(135deg,#e7e5e4_0,#e7e5e4_4px,#d6d3d1_4px,#d6d3d1_8px)] px-2 py-1 text-left text-xs text-zinc-800 ring-1 ring-stone-400 select-none focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    drag?.id === placed.block.id && drag.moved
                      ? 'cursor-grabbing opacity-90 shadow-lg'
                      : 'cursor-grab'
                  }`}
                  style={{ top: px(top), height: px(height) }}
                  data-testid="calendar-time-block"
                  data-id={placed.block.id}
                  onClick={(event) => event.stopPropagation()}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onOpen(placed.block);
                    }
                  }}
                  onPointerDown={(event) => begin(event, placed, 'move')}
                  onPointerMove={(event) => follow(event, placed)}
                  onPointerUp={(event) => void finish(event, placed, column.date)}
                  onPointerCancel={() => setDrag(null)}
                >
                  {/* The name a screen reader hears is the visible text with its kind and length around it. */}
                  <span className="sr-only">Užimtas laikas: </span>
                  <span className="block truncate font-semibold">{placed.block.title}</span>
                  <span className="block truncate tabular-nums">{time}</span>
                  <span className="sr-only">{` (${formatDuration(live.endMinute - live.startMinute)})`}</span>
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
                    onPointerDown={(event) => begin(event, placed, 'resize')}
                  />
                </div>
              );
            })}
          </div>
        );
      })}
    </>
  );
}

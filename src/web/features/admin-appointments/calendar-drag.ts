/**
 * Moving and resizing a visit in the calendar, pure. A gesture is idle, pressing (the pointer is down on a
 * block but has not moved far enough to be a drag: releasing it is a click; a finger must first hold still
 * for `LONG_PRESS_MS`, which lifts the block, and a finger that moves before that is scrolling the day),
 * dragging (moving the block to
 * another time or column) or resizing (by the bottom edge). Each pointer event gives the next gesture and
 * what the grid has to do; a drop proposes the block's new placement, which is shown at once and kept as an
 * override while the server decides (committing), until fresh data shows it or a refusal snaps it back.
 */
import { snap } from './calendar-model.ts';

/** Where a block stands: its column, start (minutes since midnight) and length. */
export interface Placement {
  columnKey: string;
  startMinute: number;
  duration: number;
}

export type DragMode = 'move' | 'resize';

export interface GridGeometry {
  hours: { start: number; end: number };
  /** The grid's step in minutes: times snap to it. */
  step: number;
  pxPerMinute: number;
}

/** How far (px) the pointer must travel before a press becomes a drag; less is a click. */
export const DRAG_THRESHOLD_PX = 6;

/** How long a finger holds a block still before it lifts and can be moved. */
export const LONG_PRESS_MS = 450;

interface Press {
  id: string;
  mode: DragMode;
  pointerId: number;
  /** A finger, not a mouse or pen. */
  touch: boolean;
  /** A finger's block moves only once lifted by a long press; a mouse's or pen's is lifted at once. */
  lifted: boolean;
  x0: number;
  y0: number;
  /** The block's placement when pressed (where it is shown, override included). */
  from: Placement;
}

export type Gesture =
  | { phase: 'idle' }
  | { phase: 'pressing'; press: Press }
  | { phase: 'dragging' | 'resizing'; press: Press; proposed: Placement };

export const IDLE: Gesture = { phase: 'idle' };

export type GestureEvent =
  | {
      type: 'down';
      id: string;
      mode: DragMode;
      pointerId: number;
      x: number;
      y: number;
      from: Placement;
      /** A finger (it must hold still first), not a mouse or pen. */
      touch: boolean;
    }
  /** The finger has held still for `LONG_PRESS_MS`. */
  | { type: 'lift'; pointerId: number }
  /** `columnKey`: the column under the pointer, null when it is outside every column. */
  | { type: 'move'; pointerId: number; x: number; y: number; columnKey: string | null }
  | { type: 'up'; pointerId: number }
  | { type: 'cancel'; pointerId: number };

export interface Drop {
  id: string;
  mode: DragMode;
  placement: Placement;
}

/**
 * What the grid does after an event: `ignored` (not this gesture's pointer), `pressed` (nothing visible yet),
 * `lifted` (a long press: show the block lifted, keep the finger from scrolling), `released` (a finger moved
 * before the long press: the browser scrolls, the gesture is over),
 * `started` (a drag began: tell the page, keep the browser from scrolling), `moved` (show the proposal),
 * `clicked` (released without a drag: the click opens the visit), `ended` (a drag ended: swallow the click
 * that follows; `drop` is the new placement, or null when cancelled or put back where it was).
 */
export type GestureOutput =
  | { type: 'ignored' | 'pressed' | 'lifted' | 'released' | 'moved' | 'clicked' | 'started' }
  | { type: 'ended'; drop: Drop | null };

export interface Transition {
  gesture: Gesture;
  output: GestureOutput;
}

const ignored = (gesture: Gesture): Transition => ({ gesture, output: { type: 'ignored' } });

/** The placement the pointer proposes, `dy` px below (or above) where the press started, over `columnKey`. */
function proposePlacement(press: Press, dy: number, columnKey: string, geometry: GridGeometry): Placement {
  const { hours, step } = geometry;
  const { from } = press;
  const delta = snap(dy / geometry.pxPerMinute, step);
  if (press.mode === 'move') {
    const startMinute = Math.max(hours.start, Math.min(hours.end - step, from.startMinute + delta));
    return { ...from, columnKey, startMinute };
  }
  const duration = Math.max(step, Math.min(hours.end - from.startMinute, from.duration + delta));
  return { ...from, duration };
}

const samePlacement = (a: Placement, b: Placement) =>
  a.columnKey === b.columnKey && a.startMinute === b.startMinute && a.duration === b.duration;

export function gestureTransition(gesture: Gesture, event: GestureEvent, geometry: GridGeometry): Transition {
  // A new press starts a new gesture (a lost release must not leave the grid stuck).
  if (event.type === 'down') {
    const { id, mode, pointerId, x, y, from, touch } = event;
    return {
      gesture: {
        phase: 'pressing',
        press: { id, mode, pointerId, x0: x, y0: y, from, touch, lifted: !touch },
      },
      output: { type: 'pressed' },
    };
  }
  if (gesture.phase === 'idle' || gesture.press.pointerId !== event.pointerId) return ignored(gesture);
  const { press } = gesture;

  if (event.type === 'lift') {
    if (gesture.phase !== 'pressing' || press.lifted) return ignored(gesture);
    return { gesture: { phase: 'pressing', press: { ...press, lifted: true } }, output: { type: 'lifted' } };
  }

  if (event.type === 'move') {
    const dx = event.x - press.x0;
    const dy = event.y - press.y0;
    const started = gesture.phase === 'pressing';
    const far = Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
    // A finger that moves before the long press is scrolling, not moving the visit.
    if (started && !press.lifted)
      return far ? { gesture: IDLE, output: { type: 'released' } } : { gesture, output: { type: 'pressed' } };
    if (started && !far) return { gesture, output: { type: 'pressed' } };
    const previousColumn = gesture.phase === 'pressing' ? press.from.columnKey : gesture.proposed.columnKey;
    const proposed = proposePlacement(press, dy, event.columnKey ?? previousColumn, geometry);
    return {
      gesture: { phase: press.mode === 'move' ? 'dragging' : 'resizing', press, proposed },
      output: { type: started ? 'started' : 'moved' },
    };
  }

  if (gesture.phase === 'pressing') {
    if (event.type === 'cancel') return { gesture: IDLE, output: { type: 'released' } };
    // A block lifted by a long press and let go where it was: nothing to open, nothing to move.
    if (press.lifted && event.type === 'up' && isLongPress(press))
      return { gesture: IDLE, output: { type: 'ended', drop: null } };
    return { gesture: IDLE, output: { type: 'clicked' } };
  }
  const unchanged = samePlacement(press.from, gesture.proposed);
  const drop =
    event.type === 'cancel' || unchanged
      ? null
      : { id: press.id, mode: press.mode, placement: gesture.proposed };
  return { gesture: IDLE, output: { type: 'ended', drop } };
}

/** A finger's press that was held until lifted (a mouse's press is lifted from the start). */
function isLongPress(press: Press): boolean {
  return press.lifted && press.touch;
}

/** Whether block `id` is held up by a long press, not yet moved. */
export function liftedBlock(gesture: Gesture, id: string): boolean {
  return gesture.phase === 'pressing' && gesture.press.id === id && isLongPress(gesture.press);
}

/** The placement a gesture shows for block `id`, if it is the one being dragged or resized. */
export function gesturePlacement(gesture: Gesture, id: string): Placement | null {
  return gesture.phase !== 'idle' && gesture.phase !== 'pressing' && gesture.press.id === id
    ? gesture.proposed
    : null;
}

/** A dropped block shown where it was dropped: `saved` once the server took it, until fresh data arrives. */
export interface Committed extends Placement {
  saved: boolean;
}

export type Commits = ReadonlyMap<string, Committed>;

/** The drop is shown at once, pending the server's answer. */
export function commitStarted(commits: Commits, drop: Drop): Commits {
  return new Map(commits).set(drop.id, { ...drop.placement, saved: false });
}

/** The server's answer: a saved move stays shown until fresh data has it; a refused one snaps back. */
export function commitSettled(commits: Commits, drop: Drop, saved: boolean): Commits {
  const next = new Map(commits);
  if (saved) next.set(drop.id, { ...drop.placement, saved: true });
  else next.delete(drop.id);
  return next;
}

/** Fresh data from the server shows every saved move itself: only the pending ones stay. */
export function commitsAfterRefresh(commits: Commits): Commits {
  const next = new Map([...commits].filter(([, commit]) => !commit.saved));
  return next.size === commits.size ? commits : next;
}

/** The minute of the grid step under a click `offsetPx` below the top of a column, null outside the hours. */
export function minuteAtOffset(offsetPx: number, geometry: GridGeometry): number | null {
  const { hours, step, pxPerMinute } = geometry;
  const minute = Math.floor(offsetPx / pxPerMinute / step) * step + hours.start;
  return minute >= hours.start && minute < hours.end ? minute : null;
}

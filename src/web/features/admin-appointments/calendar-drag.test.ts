import { describe, expect, it } from 'vitest';
import {
  DRAG_THRESHOLD_PX,
  IDLE,
  commitSettled,
  commitStarted,
  commitsAfterRefresh,
  gesturePlacement,
  gestureTransition,
  liftedBlock,
  minuteAtOffset,
  type DragMode,
  type Gesture,
  type GestureEvent,
  type GridGeometry,
} from './calendar-drag.ts';

// 9:00–18:00, 15-minute steps, 2 px a minute (30 px a step).
const geometry: GridGeometry = { hours: { start: 540, end: 1080 }, step: 15, pxPerMinute: 2 };
const from = { columnKey: 'ona', startMinute: 600, duration: 60 };

function run(events: GestureEvent[], gesture: Gesture = IDLE) {
  const outputs: string[] = [];
  let last = null as ReturnType<typeof gestureTransition> | null;
  for (const event of events) {
    last = gestureTransition(gesture, event, geometry);
    gesture = last.gesture;
    outputs.push(last.output.type);
  }
  return { gesture, outputs, last: last! };
}

const down = (mode: DragMode = 'move', pointerId = 1, touch = false): GestureEvent => ({
  type: 'down',
  id: 'v1',
  mode,
  pointerId,
  x: 100,
  y: 100,
  from,
  touch,
});
const move = (dx: number, dy: number, columnKey: string | null = 'ona', pointerId = 1): GestureEvent => ({
  type: 'move',
  pointerId,
  x: 100 + dx,
  y: 100 + dy,
  columnKey,
});

describe('gestureTransition: click or drag', () => {
  it('a press released without moving far enough is a click', () => {
    const { gesture, outputs } = run([down(), move(3, 4), { type: 'up', pointerId: 1 }]);
    expect(3 ** 2 + 4 ** 2).toBeLessThan(DRAG_THRESHOLD_PX ** 2);
    expect(outputs).toEqual(['pressed', 'pressed', 'clicked']);
    expect(gesture).toEqual(IDLE);
  });

  it('moving as far as the threshold starts a drag once', () => {
    const { gesture, outputs } = run([down(), move(0, DRAG_THRESHOLD_PX), move(0, 40)]);
    expect(outputs).toEqual(['pressed', 'started', 'moved']);
    expect(gesture.phase).toBe('dragging');
  });

  it('the bottom edge resizes', () => {
    expect(run([down('resize'), move(0, 30)]).gesture.phase).toBe('resizing');
  });

  it('ignores other pointers and events with nothing pressed', () => {
    expect(run([move(0, 50)]).outputs).toEqual(['ignored']);
    expect(run([down(), move(0, 50, 'ona', 2), { type: 'up', pointerId: 2 }]).outputs).toEqual([
      'pressed',
      'ignored',
      'ignored',
    ]);
  });
});

describe('gestureTransition: the proposed time', () => {
  it('snaps a move to the grid step', () => {
    // 44 px = 22 minutes: the nearest step is 15; 46 px = 23 minutes: 30.
    expect(gesturePlacement(run([down(), move(0, 44)]).gesture, 'v1')).toEqual({ ...from, startMinute: 615 });
    expect(gesturePlacement(run([down(), move(0, 46)]).gesture, 'v1')).toEqual({ ...from, startMinute: 630 });
  });

  it('keeps a moved block within the hours shown', () => {
    expect(gesturePlacement(run([down(), move(0, -1000)]).gesture, 'v1')?.startMinute).toBe(540);
    // The latest start leaves one step before the end.
    expect(gesturePlacement(run([down(), move(0, 5000)]).gesture, 'v1')?.startMinute).toBe(1065);
  });

  it('moves to the column under the pointer, staying in the last one outside every column', () => {
    const { gesture } = run([down(), move(200, 0, 'rasa'), move(900, 0, null)]);
    expect(gesturePlacement(gesture, 'v1')?.columnKey).toBe('rasa');
  });

  it('a resize keeps the start and column, at least one step long and ending by the last hour', () => {
    const longer = gesturePlacement(run([down('resize'), move(300, 60, 'rasa')]).gesture, 'v1');
    expect(longer).toEqual({ ...from, duration: 90 });
    expect(gesturePlacement(run([down('resize'), move(0, -1000)]).gesture, 'v1')?.duration).toBe(15);
    expect(gesturePlacement(run([down('resize'), move(0, 5000)]).gesture, 'v1')?.duration).toBe(480);
  });

  it('shows the proposal only for the block being dragged', () => {
    const { gesture } = run([down(), move(0, 60)]);
    expect(gesturePlacement(gesture, 'v2')).toBeNull();
    expect(gesturePlacement(run([down()]).gesture, 'v1')).toBeNull();
  });
});

describe('gestureTransition: the drop', () => {
  it('a release proposes the new placement', () => {
    const { last, gesture } = run([down(), move(0, 60, 'rasa'), { type: 'up', pointerId: 1 }]);
    expect(last.output).toEqual({
      type: 'ended',
      drop: { id: 'v1', mode: 'move', placement: { columnKey: 'rasa', startMinute: 630, duration: 60 } },
    });
    expect(gesture).toEqual(IDLE);
  });

  it('a cancelled drag drops nothing', () => {
    const { last } = run([down(), move(0, 60), { type: 'cancel', pointerId: 1 }]);
    expect(last.output).toEqual({ type: 'ended', drop: null });
  });

  it('a block put back where it was drops nothing', () => {
    const { last } = run([down(), move(0, 60), move(0, 2), { type: 'up', pointerId: 1 }]);
    expect(last.output).toEqual({ type: 'ended', drop: null });
  });

  it('a new press starts over', () => {
    const { gesture, outputs } = run([down(), move(0, 60), down('resize')]);
    expect(outputs.at(-1)).toBe('pressed');
    expect(gesture.phase).toBe('pressing');
  });
});

describe('commits', () => {
  const drop = { id: 'v1', mode: 'move' as const, placement: { ...from, startMinute: 660 } };

  it('shows a drop pending, keeps it once saved until fresh data, drops a refusal', () => {
    const pending = commitStarted(new Map(), drop);
    expect(pending.get('v1')).toEqual({ ...drop.placement, saved: false });
    expect(commitsAfterRefresh(pending)).toBe(pending);
    const saved = commitSettled(pending, drop, true);
    expect(saved.get('v1')?.saved).toBe(true);
    expect(commitsAfterRefresh(saved).size).toBe(0);
    expect(commitSettled(pending, drop, false).size).toBe(0);
  });
});

describe('minuteAtOffset', () => {
  it('gives the step under a click, null outside the hours', () => {
    expect(minuteAtOffset(0, geometry)).toBe(540);
    expect(minuteAtOffset(29, geometry)).toBe(540);
    expect(minuteAtOffset(30, geometry)).toBe(555);
    expect(minuteAtOffset(-1, geometry)).toBeNull();
    expect(minuteAtOffset(1080, geometry)).toBeNull();
  });
});

describe('a finger', () => {
  const touchDown = (mode: DragMode = 'move') => down(mode, 7, true);
  const move = (y: number): GestureEvent => ({ type: 'move', pointerId: 7, x: 100, y, columnKey: 'ona' });

  it('that moves before the long press scrolls the day: the visit stays put', () => {
    const { gesture, outputs } = run([touchDown(), move(100 - 2 * DRAG_THRESHOLD_PX), move(0)]);
    expect(outputs).toEqual(['pressed', 'released', 'ignored']);
    expect(gesture).toEqual(IDLE);
  });

  it('that holds still is lifted, then moves the visit', () => {
    const lifted = run([touchDown(), move(101), { type: 'lift', pointerId: 7 }]);
    expect(lifted.outputs).toEqual(['pressed', 'pressed', 'lifted']);
    expect(liftedBlock(lifted.gesture, 'v1')).toBe(true);
    const { outputs, last } = run([move(160), { type: 'up', pointerId: 7 }], lifted.gesture);
    expect(outputs).toEqual(['started', 'ended']);
    expect(last.output).toEqual({
      type: 'ended',
      drop: { id: 'v1', mode: 'move', placement: { ...from, startMinute: 630 } },
    });
  });

  it('a tap opens the visit; a long press let go where it was neither opens nor moves it', () => {
    expect(run([touchDown(), { type: 'up', pointerId: 7 }]).outputs).toEqual(['pressed', 'clicked']);
    const held = run([touchDown(), { type: 'lift', pointerId: 7 }, { type: 'up', pointerId: 7 }]);
    expect(held.last.output).toEqual({ type: 'ended', drop: null });
  });

  it('a lift after the finger left is ignored, and a mouse is never waiting for one', () => {
    expect(run([touchDown(), move(0), { type: 'lift', pointerId: 7 }]).outputs).toEqual([
      'pressed',
      'released',
      'ignored',
    ]);
    expect(run([down(), { type: 'lift', pointerId: 1 }]).outputs).toEqual(['pressed', 'ignored']);
  });
});

import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import {
  IDLE,
  LONG_PRESS_MS,
  commitSettled,
  commitStarted,
  commitsAfterRefresh,
  gestureTransition,
  type Commits,
  type DragMode,
  type Gesture,
  type GestureEvent,
  type GridGeometry,
} from './calendar-drag.ts';
import type { CalendarColumn, PlacedAppointment } from './calendar-model.ts';

export interface MoveRequest {
  appointment: AdminAppointment;
  date: string;
  specialistId: string;
  startMinute: number;
  durationMinutes: number;
  mode: DragMode;
}

export interface BlockPointerHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>, item: PlacedAppointment, mode: DragMode) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * Runs the calendar's drag gestures (`calendar-drag.ts`) over pointer events and keeps the dropped blocks
 * shown where they were dropped while the server decides (`onMove` resolves false for a refusal). A finger
 * scrolls the day unless it holds a block still for the long press, which lifts it (and buzzes).
 */
export function useCalendarDrag({
  geometry,
  columns,
  columnAt,
  dataVersion,
  onMove,
  onDragging,
}: {
  geometry: GridGeometry;
  columns: readonly CalendarColumn[];
  /** The key of the column under `clientX`, if any. */
  columnAt: (clientX: number) => string | null;
  /** Changes whenever fresh data arrives (clears the blocks shown where they were dropped). */
  dataVersion: unknown;
  onMove: (request: MoveRequest) => Promise<boolean>;
  onDragging: (dragging: boolean) => void;
}) {
  // Pointer events come faster than renders: the gesture is read from the ref, the state only draws it.
  const gestureRef = useRef<Gesture>(IDLE);
  const [gesture, setGesture] = useState<Gesture>(IDLE);
  const [commits, setCommits] = useState<Commits>(new Map());
  const suppressClick = useRef(false);
  // The block being pressed: what a drop asks the server to move.
  const pressed = useRef<PlacedAppointment | null>(null);

  const liftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setCommits(commitsAfterRefresh);
  }, [dataVersion]);

  useEffect(() => {
    // A lifted block's finger moves it instead of scrolling: only a listener that is not passive can say
    // so (React's touch listeners are passive), and the long press's menu and text selection stay away.
    const holding = () => {
      const current = gestureRef.current;
      return current.phase !== 'idle' && current.press.lifted;
    };
    const stopScroll = (event: TouchEvent) => {
      if (holding() && event.cancelable) event.preventDefault();
    };
    const stopMenu = (event: Event) => {
      if (gestureRef.current.phase !== 'idle') event.preventDefault();
    };
    document.addEventListener('touchmove', stopScroll, { passive: false });
    document.addEventListener('contextmenu', stopMenu);
    return () => {
      document.removeEventListener('touchmove', stopScroll);
      document.removeEventListener('contextmenu', stopMenu);
      if (liftTimer.current) clearTimeout(liftTimer.current);
    };
  }, []);

  function stopLiftTimer() {
    if (liftTimer.current) clearTimeout(liftTimer.current);
    liftTimer.current = null;
  }

  /** The long press: the block is lifted if the finger is still down and has not moved away. */
  function startLiftTimer(pointerId: number) {
    stopLiftTimer();
    liftTimer.current = setTimeout(() => {
      liftTimer.current = null;
      const { gesture: next, output } = gestureTransition(
        gestureRef.current,
        { type: 'lift', pointerId },
        geometry,
      );
      if (output.type !== 'lifted') return;
      gestureRef.current = next;
      setGesture(next);
      navigator.vibrate?.(15);
    }, LONG_PRESS_MS);
  }

  async function handle(event: ReactPointerEvent<HTMLElement>, gestureEvent: GestureEvent) {
    const { gesture: next, output } = gestureTransition(gestureRef.current, gestureEvent, geometry);
    if (output.type === 'ignored') return;
    gestureRef.current = next;
    if (output.type !== 'pressed') stopLiftTimer();
    if (output.type === 'pressed') return;
    setGesture(next);
    if (output.type === 'released' || output.type === 'clicked') return;
    if (output.type === 'started') {
      // Captured only once it is a drag: a capture taken at the press would retarget the release to the
      // block's wrapper, and the click would never reach the visit's button.
      event.currentTarget.setPointerCapture(event.pointerId);
      onDragging(true);
    }
    if (output.type === 'started' || output.type === 'moved') event.preventDefault();
    if (output.type !== 'ended') return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    onDragging(false);
    const { drop } = output;
    const item = pressed.current;
    const column = drop && columns.find((candidate) => candidate.key === drop.placement.columnKey);
    if (!drop || !column || !item) return;
    setCommits((current) => commitStarted(current, drop));
    const saved = await onMove({
      appointment: item.appointment,
      date: column.date,
      specialistId: column.specialistId,
      startMinute: drop.placement.startMinute,
      durationMinutes: drop.placement.duration,
      mode: drop.mode,
    });
    setCommits((current) => commitSettled(current, drop, saved));
  }

  const handlers: BlockPointerHandlers = {
    onPointerDown(event, item, mode) {
      if (!item.appointment.editable) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.stopPropagation();
      pressed.current = item;
      const id = item.appointment.id;
      const commit = commits.get(id);
      const touch = event.pointerType === 'touch';
      if (touch) startLiftTimer(event.pointerId);
      void handle(event, {
        type: 'down',
        id,
        mode,
        touch,
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        from: {
          columnKey: commit?.columnKey ?? item.columnKey,
          startMinute: commit?.startMinute ?? item.startMinute,
          duration: commit?.duration ?? item.endMinute - item.startMinute,
        },
      });
    },
    onPointerMove(event) {
      void handle(event, {
        type: 'move',
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        columnKey: columnAt(event.clientX),
      });
    },
    onPointerUp(event) {
      void handle(event, { type: 'up', pointerId: event.pointerId });
    },
    onPointerCancel(event) {
      void handle(event, { type: 'cancel', pointerId: event.pointerId });
    },
  };

  return {
    gesture,
    commits,
    handlers,
    /** True just after a drag ended: the click it produces is not a click on the calendar. */
    clickSuppressed: () => suppressClick.current,
  };
}

/**
 * The modal queue: dialogs that want to open on their own register here with an id;
 * the queue runs `MODAL_QUEUE_DELAY_MS` after page load unless a skip flag is set, then opens one dialog at
 * a time in `MODAL_PRIORITY` order (others after, in registration order). The next one opens when the
 * current one announces that it closed (`modalqueue:closed`, see `announceModalClosed`).
 */
import { MODAL_QUEUE_DELAY_MS, sortModalQueue } from '../../core/ui/modal-queue-order.ts';
import { STORAGE_KEYS, isFlagValue, readStorage } from './storage.ts';

/** Dispatched on window when any modal closes; detail `{ id }`. */
export const MODAL_QUEUE_CLOSED_EVENT = 'modalqueue:closed';

export type ModalQueueClosedDetail = { id: string };

/** Opens the dialog; returning false means "no longer needed", and the queue moves on. */
export type ModalOpener = () => boolean | void;

export interface ModalQueueTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ModalQueueState {
  /** The delay has passed and the queue is opening dialogs. */
  running: boolean;
  skipped: boolean;
  current: string | null;
  waiting: string[];
}

export function createModalQueue(timers: ModalQueueTimers = defaultTimers) {
  const waiting = new Map<string, ModalOpener>();
  let current: string | null = null;
  let running = false;
  let skipped = false;
  let scheduled: unknown = null;

  function openNext(): void {
    if (!running || current !== null) return;
    for (const id of sortModalQueue([...waiting.keys()])) {
      const open = waiting.get(id);
      waiting.delete(id);
      if (!open) continue;
      current = id;
      let opened: boolean | void;
      try {
        opened = open();
      } catch (error) {
        console.warn(`Modal "${id}" could not be opened`, error);
        opened = false;
      }
      if (opened !== false) return;
      current = null;
    }
  }

  return {
    /**
     * Queues a dialog; returns a function that takes it out again (on unmount). Taking out the dialog that is
     * open counts as its closing, so the queue does not wait for it forever.
     */
    register(id: string, open: ModalOpener): () => void {
      waiting.set(id, open);
      openNext();
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        if (waiting.get(id) === open) waiting.delete(id);
        else if (current === id) {
          current = null;
          openNext();
        }
      };
    },

    /**
     * Starts the queue after `delayMs` (from page load); with `skip` it never runs. `onRun` is called as the
     * queue begins to run, just before it opens its first dialog.
     */
    start({
      skip = false,
      delayMs = MODAL_QUEUE_DELAY_MS,
      onRun,
    }: { skip?: boolean; delayMs?: number; onRun?: () => void } = {}): void {
      if (running || scheduled !== null || skipped) return;
      if (skip) {
        skipped = true;
        return;
      }
      scheduled = timers.setTimeout(() => {
        scheduled = null;
        running = true;
        onRun?.();
        openNext();
      }, delayMs);
    },

    /**
     * A dialog opened outside the queue (by the person, or because the address asked for it) holds the
     * queue while it is open, so that no queued dialog opens over it; its closing lets the next one open.
     */
    hold(id: string): void {
      if (current === null) current = id;
    },

    /** A dialog closed: when it was the queue's current one, the next one opens. */
    closed(id: string): void {
      if (current !== id) return;
      current = null;
      openNext();
    },

    state(): ModalQueueState {
      return { running, skipped, current, waiting: sortModalQueue([...waiting.keys()]) };
    },

    /** Back to a fresh page (tests). */
    reset(): void {
      if (scheduled !== null) timers.clearTimeout(scheduled);
      scheduled = null;
      waiting.clear();
      current = null;
      running = false;
      skipped = false;
    },
  };
}

export type ModalQueue = ReturnType<typeof createModalQueue>;

const defaultTimers: ModalQueueTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The page's queue. */
export const modalQueue = createModalQueue();

/** `?skipModalQueue` in the address or `sessionStorage.skipModalQueue` set. */
export function isModalQueueSkipped(search: string, sessionFlag: string | null): boolean {
  return new URLSearchParams(search).has(STORAGE_KEYS.skipModalQueue) || isFlagValue(sessionFlag);
}

export function modalQueueSkippedHere(): boolean {
  if (typeof window === 'undefined') return true;
  return isModalQueueSkipped(window.location.search, readStorage('session', STORAGE_KEYS.skipModalQueue));
}

/** Tells the page (and the queue) that a modal closed: every modal sends this event when it closes. */
export function announceModalClosed(id: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ModalQueueClosedDetail>(MODAL_QUEUE_CLOSED_EVENT, { detail: { id } }));
}

/** React side of the modal queue (modal-queue.ts): the page-wide runner and a hook for queued dialogs. */
import { useEffect, useRef, useState } from 'react';
import {
  MODAL_QUEUE_CLOSED_EVENT,
  modalQueue,
  modalQueueSkippedHere,
  type ModalQueueClosedDetail,
} from './modal-queue.ts';

export type ModalQueueStatus = 'waiting' | 'running' | 'skipped';

/**
 * Starts the queue once the page has loaded (+1 s, unless skipped) and advances it on each close. The queue's
 * status is on `<html data-modal-queue>`: "running" is set after the render that opened its first dialog, so
 * a test can tell "no dialog opened" from "not yet".
 */
export function ModalQueueRunner() {
  const [status, setStatus] = useState<ModalQueueStatus>('waiting');
  useEffect(() => {
    const onClosed = (event: Event) => {
      const detail = (event as CustomEvent<ModalQueueClosedDetail>).detail;
      if (detail?.id) modalQueue.closed(detail.id);
    };
    window.addEventListener(MODAL_QUEUE_CLOSED_EVENT, onClosed);
    const start = () => {
      const skip = modalQueueSkippedHere();
      // Called in the same task as the first dialog's opening: React renders both at once.
      modalQueue.start({ skip, onRun: () => setStatus('running') });
      if (skip) setStatus('skipped');
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener(MODAL_QUEUE_CLOSED_EVENT, onClosed);
      window.removeEventListener('load', start);
    };
  }, []);
  useEffect(() => {
    document.documentElement.dataset.modalQueue = status;
  }, [status]);
  return null;
}

/**
 * A dialog that opens through the queue: while `wanted` is true it waits for its turn; `onOpen` runs when it
 * opens (e.g. to remember that it was shown). Returns the open state for a `GenericModal` with the same id.
 */
export function useQueuedModal(id: string, wanted: boolean, onOpen?: () => void) {
  const [isOpen, setOpen] = useState(false);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    if (!wanted) return;
    return modalQueue.register(id, () => {
      onOpenRef.current?.();
      setOpen(true);
    });
  }, [id, wanted]);
  return { isOpen, setOpen };
}

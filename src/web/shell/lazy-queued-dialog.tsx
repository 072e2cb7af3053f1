/**
 * A queued dialog whose code loads only when it may be wanted: the queue entry and the preload are here, the
 * dialog itself is a lazy module. Once shown it stays mounted, so its closing is announced to the queue like
 * any modal's; `done` closes it and revalidates the page, whose user has changed (a number saved, terms
 * accepted), so that it does not come back.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useQueuedModal } from './modal-queue-host.tsx';

export function LazyQueuedDialog({
  id,
  wanted,
  load,
  children,
}: {
  id: string;
  wanted: boolean;
  /** The dialog module's import, fetched while the queue waits its second, so it opens without a pause. */
  load: () => Promise<unknown>;
  children: (dialog: { isOpen: boolean; done: () => void }) => ReactNode;
}) {
  const revalidator = useRevalidator();
  const { isOpen, setOpen } = useQueuedModal(id, wanted);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (isOpen) setShown(true);
  }, [isOpen]);
  useEffect(() => {
    if (wanted) void load();
  }, [wanted, load]);

  if (!isOpen && !shown) return null;
  const done = () => {
    setOpen(false);
    void revalidator.revalidate();
  };
  return <Suspense fallback={null}>{children({ isOpen, done })}</Suspense>;
}

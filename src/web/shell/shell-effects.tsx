/**
 * Page-wide browser behaviour that renders nothing: viewport class, online/offline toasts, carried and page
 * messages. Mounted once by the root layout.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { OFFLINE_MESSAGE, OFFLINE_TOAST_DURATION_MS, ONLINE_MESSAGE } from '../../core/ui/toast-timing.ts';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { flushCarriedMessages } from './session-messages.ts';
import { toast } from './toast-store.ts';
import { watchViewport } from './viewport-watcher.ts';

/** One toast slot for the connection state: coming back online replaces the hour-long offline toast. */
const CONNECTION_TOAST_ID = 'connection';

export function ViewportClassWatcher({ variant }: { variant: FrontEndVariant }) {
  useEffect(() => watchViewport(variant), [variant]);
  return null;
}

export function OnlineStatusWatcher() {
  useEffect(() => {
    const offline = () =>
      toast('danger', OFFLINE_MESSAGE, { id: CONNECTION_TOAST_ID, durationMs: OFFLINE_TOAST_DURATION_MS });
    const online = () => toast('success', ONLINE_MESSAGE, { id: CONNECTION_TOAST_ID });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}

/**
 * Shows the messages carried in session storage (`success`, `error`) and the page's own
 * `successMessages` / `errorMessages` (from its loaders) once per page.
 */
export function PageMessages({
  successMessages,
  errorMessages,
}: {
  successMessages: string[];
  errorMessages: string[];
}) {
  const location = useLocation();
  const pageMessages = JSON.stringify([successMessages, errorMessages]);
  useEffect(() => {
    flushCarriedMessages();
    const [success, error] = JSON.parse(pageMessages) as [string[], string[]];
    for (const message of success) toast('success', message);
    for (const message of error) toast('danger', message);
  }, [location.key, pageMessages]);
  return null;
}

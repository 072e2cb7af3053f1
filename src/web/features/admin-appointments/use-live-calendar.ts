/**
 * Live updates of the calendar: an EventSource on the business's event stream (server-sent events fed by
 * PostgreSQL LISTEN/NOTIFY, so a booking on any server instance arrives). The events carry only ids: on any
 * of them the page reloads its data, a moment later (several changes arrive together) and never in the middle
 * of a drag (`paused`), when it waits until the drop.
 */
import { useEffect, useRef, useState } from 'react';
import { buildRoute } from '../../../contracts/routes.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

const EVENTS = ['appointment.created', 'appointment.updated', 'appointment.cancelled', 'resync'];
const DEBOUNCE_MS = 350;

export function useLiveCalendar(business: string, refresh: () => void, paused: boolean): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const pausedRef = useRef(paused);
  const dirty = useRef(false);

  useEffect(() => {
    pausedRef.current = paused;
    if (!paused && dirty.current) {
      dirty.current = false;
      refreshRef.current();
    }
  }, [paused]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setState('offline');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | null = null;
    let connectedBefore = false;
    const source = new EventSource(buildRoute('admin_calendar_events', { business }));
    const changed = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (pausedRef.current) dirty.current = true;
        else refreshRef.current();
      }, DEBOUNCE_MS);
    };
    source.addEventListener('ready', () => {
      setState('live');
      // After a lost connection, whatever happened meanwhile was missed: load afresh.
      if (connectedBefore) changed();
      connectedBefore = true;
    });
    for (const type of EVENTS) source.addEventListener(type, changed);
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, [business]);

  return state;
}

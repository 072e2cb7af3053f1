// One LISTEN per process, fanned out to the open event streams of each business. The database is the bus:
// an event NOTIFYed by any instance (appointment-events.ts) reaches every instance's hub, so a calendar
// open on one server sees a booking made through another. On PGlite (one process) the same LISTEN/NOTIFY
// works in-process. A lost PostgreSQL connection is re-established with back-off, and subscribers are told
// (`onReconnect`) so they can refetch whatever they may have missed meanwhile.
import type { Logger } from 'pino';
import type { LiveAppointmentEvent } from '../../../contracts/admin-appointments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { APPOINTMENT_EVENTS_CHANNEL, decodeAppointmentEvent } from './appointment-events.ts';

export interface LiveSubscriber {
  onEvent(event: LiveAppointmentEvent): void;
  /** The hub lost and regained the database: events may have been missed. */
  onReconnect?(): void;
  /** The hub is shutting down: end the stream. */
  onClose(): void;
}

export interface LiveUpdates {
  /** Starts listening (idempotent); resolves once LISTEN is in place. */
  start(): Promise<void>;
  subscribe(businessId: string, subscriber: LiveSubscriber): () => void;
  /** How many streams are open (for tests and health checks). */
  subscriberCount(): number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

export function createLiveUpdates(deps: {
  database: Pick<DatabaseHandle, 'listen'>;
  logger: Logger;
}): LiveUpdates {
  const byBusiness = new Map<string, Set<LiveSubscriber>>();
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  function dispatch(payload: string) {
    const event = decodeAppointmentEvent(payload);
    if (!event) return;
    for (const subscriber of byBusiness.get(event.businessId) ?? []) {
      try {
        subscriber.onEvent(event);
      } catch (error) {
        deps.logger.warn({ err: error }, 'live update subscriber failed');
      }
    }
  }

  function everyone(): LiveSubscriber[] {
    return [...byBusiness.values()].flatMap((set) => [...set]);
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    failures += 1;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures - 1, 6));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      starting = null;
      void start()
        .then(() => {
          for (const subscriber of everyone()) subscriber.onReconnect?.();
        })
        .catch(() => undefined);
    }, delay);
    retryTimer.unref();
  }

  function onConnectionError(error: Error) {
    deps.logger.warn({ err: error }, 'live updates: LISTEN connection lost, reconnecting');
    const previous = unlisten;
    unlisten = null;
    void previous?.().catch(() => undefined);
    scheduleReconnect();
  }

  function start(): Promise<void> {
    if (closed) return Promise.resolve();
    starting ??= deps.database
      .listen(APPOINTMENT_EVENTS_CHANNEL, dispatch, onConnectionError)
      .then(async (stop) => {
        if (closed) {
          await stop();
          return;
        }
        unlisten = stop;
        failures = 0;
      })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'live updates: LISTEN failed, retrying');
        scheduleReconnect();
      });
    return starting;
  }

  return {
    start,
    subscribe(businessId, subscriber) {
      if (closed) {
        // Shutting down: end the stream at once rather than keep the server from closing.
        queueMicrotask(() => subscriber.onClose());
        return () => {};
      }
      void start();
      let set = byBusiness.get(businessId);
      if (!set) {
        set = new Set();
        byBusiness.set(businessId, set);
      }
      set.add(subscriber);
      return () => {
        const current = byBusiness.get(businessId);
        current?.delete(subscriber);
        if (current?.size === 0) byBusiness.delete(businessId);
      };
    },
    subscriberCount: () => everyone().length,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      for (const subscriber of everyone()) {
        try {
          subscriber.onClose();
        } catch {
          // Closing a stream that is already gone.
        }
      }
      byBusiness.clear();
      await starting?.catch(() => undefined);
      const stop = unlisten;
      unlisten = null;
      await stop?.().catch(() => undefined);
    },
  };
}

// Appointment changes as database notifications: whoever books, moves or cancels a visit sends
// `NOTIFY appointment_events` with the ids only; every instance LISTENs (live-hub.ts) and tells the open
// calendars of that business, which then fetch what changed. Published in a transaction, it is sent after
// the commit (`notifyAfterCommit`), never for a rollback. A process that dies between the commit and the
// notification loses that one refresh: an open calendar then shows the change with the next event of its
// business (each event reloads the whole view) or when its stream reconnects (`resync`, or the page's own
// reload on `ready`); it has no polling of its own.
import type { LiveAppointmentEvent, LiveEventType } from '../../../contracts/admin-appointments.ts';
import { LIVE_EVENT_TYPES } from '../../../contracts/admin-appointments.ts';
import { notifyAfterCommit, type DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/records/uuid.ts';

export const APPOINTMENT_EVENTS_CHANNEL = 'appointment_events';

/** Compact on the wire: NOTIFY payloads are limited (8000 bytes) and carry only ids. */
interface WirePayload {
  t: LiveEventType;
  a: string;
  b: string;
  s: string[];
}

export function encodeAppointmentEvent(event: LiveAppointmentEvent): string {
  const payload: WirePayload = {
    t: event.type,
    a: event.appointmentId,
    b: event.businessId,
    s: [...new Set(event.specialistIds)],
  };
  return JSON.stringify(payload);
}

/** The event of a payload, or null for anything that is not one of ours. */
export function decodeAppointmentEvent(payload: string): LiveAppointmentEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { t, a, b, s } = parsed as Partial<WirePayload>;
  if (!LIVE_EVENT_TYPES.includes(t as LiveEventType)) return null;
  if (typeof a !== 'string' || !isUuid(a) || typeof b !== 'string' || !isUuid(b)) return null;
  const specialistIds = Array.isArray(s)
    ? s.filter((id): id is string => typeof id === 'string' && isUuid(id))
    : [];
  return { type: t as LiveEventType, appointmentId: a, businessId: b, specialistIds };
}

/** Sends the event: after the commit when `db` is a transaction (no round trip until then), else at once. */
export async function publishAppointmentEvent(db: DbOrTx, event: LiveAppointmentEvent): Promise<void> {
  await notifyAfterCommit(db, APPOINTMENT_EVENTS_CHANNEL, encodeAppointmentEvent(event));
}

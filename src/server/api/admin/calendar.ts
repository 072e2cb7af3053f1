import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { calendarDataSchema, calendarQuerySchema } from '../../../contracts/admin-appointments.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { SIGNED_IN_INPUT_WITH_FIELDS } from '../error-responses.ts';
import { businessOfQuery, signedInUser } from '../request-context.ts';
import { calendarData } from '../../modules/appointments/calendar-data.ts';
import type { LiveUpdates } from '../../modules/live-updates/live-hub.ts';
import { createStreamQuota } from '../../modules/live-updates/stream-quota.ts';

const errors = {
  ...SIGNED_IN_INPUT_WITH_FIELDS,
  404: 'Unknown business, or one the user is not a member of',
} as const;

/** Open streams allowed per signed-in session and per client address (a calendar needs one per tab). */
export const EVENT_STREAM_LIMITS = { perSession: 5, perAddress: 20 } as const;
const TOO_MANY_STREAMS_MESSAGE =
  'Atidaryta per daug kalendoriaus langų. Uždarykite nereikalingus ir atnaujinkite puslapį.';

/** A comment line now and then keeps proxies and load balancers from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

const dataRoute = apiRoute({
  method: 'get',
  path: '/api/admin/calendar',
  tag: 'admin: appointments',
  summary: 'The calendar of a period (up to 14 days): specialists, working time, closures and visits.',
  description:
    'Per day and specialist: the real working intervals (ISO instants), a holiday or closed override (with its name) and whether other hours apply; every visit of the period. A specialist sees only their own column.',
  request: { query: calendarQuerySchema },
  responses: { 200: json(calendarDataSchema, 'The calendar') },
  errors,
});

const eventsRoute = apiRoute({
  method: 'get',
  path: '/api/admin/calendar/events',
  tag: 'admin: appointments',
  summary:
    'Server-sent events: visits of the business created, changed or cancelled (by anyone, on any instance).',
  description:
    'First `ready`; then `appointment.created`, `appointment.updated` or `appointment.cancelled` with `{ appointmentId, specialistIds }` (ids only: refetch the calendar), and `resync` after the server lost and regained the database (refetch everything). Delivered through PostgreSQL LISTEN/NOTIFY.',
  request: { query: z.object({ business: calendarQuerySchema.shape.business }) },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
  },
  errors: {
    ...errors,
    429: `More than ${EVENT_STREAM_LIMITS.perSession} open streams of this session or ${EVENT_STREAM_LIMITS.perAddress} of this address`,
  },
});

export function adminCalendarApi(deps: { db: Database; now: () => Date; liveUpdates: LiveUpdates }) {
  const { db, liveUpdates } = deps;
  const streamQuota = createStreamQuota(EVENT_STREAM_LIMITS);
  return createRouter()
    .openapi(dataRoute, async (c) => {
      const access = await businessOfQuery(db, c);
      return c.json(await calendarData(db, { access, query: c.req.valid('query'), now: deps.now() }), 200);
    })
    .openapi(eventsRoute, async (c) => {
      const user = signedInUser(c);
      const access = await businessOfQuery(db, c);
      const ownOnly = access.role === 'specialist' ? (access.ownSpecialistId ?? '') : null;
      // Listening before answering: nothing committed after `ready` can be missed.
      await liveUpdates.start();
      const release = streamQuota.acquire({
        session: c.get('sessionId') ?? user.id,
        address: c.get('clientIp'),
      });
      if (!release) throw new AppError('too_many_streams', 429, TOO_MANY_STREAMS_MESSAGE);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const send = (event: string, data: unknown) => {
          if (!stream.closed && !stream.aborted)
            void stream.writeSSE({ event, data: JSON.stringify(data) }).catch(finish);
        };
        const unsubscribe = liveUpdates.subscribe(access.business.id, {
          onEvent(event) {
            if (ownOnly !== null && !event.specialistIds.includes(ownOnly)) return;
            send(event.type, { appointmentId: event.appointmentId, specialistIds: event.specialistIds });
          },
          onReconnect: () => send('resync', {}),
          onClose: finish,
        });
        stream.onAbort(finish);
        c.req.raw.signal.addEventListener('abort', finish, { once: true });
        const keepAlive = setInterval(() => {
          if (!stream.closed && !stream.aborted) void stream.write(': ping\n\n').catch(finish);
        }, KEEP_ALIVE_MS);
        try {
          await stream.writeSSE({
            event: 'ready',
            data: JSON.stringify({ businessId: access.business.id }),
            retry: 3000,
          });
          await finished;
        } finally {
          clearInterval(keepAlive);
          unsubscribe();
          release();
        }
      });
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  createAppointmentSchema,
  declineAppointmentSchema,
  idempotencyKeyHeaderSchema,
  type CreateAppointmentInput,
  type DeclineAppointmentInput,
} from '../../../contracts/booking.ts';
import { createRouter, signedInUser, errorResponse, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { appointmentsOfUser } from '../../modules/appointments/appointment-rows.ts';
import { bookAppointment } from '../../modules/booking/book-appointment.ts';
import type { BookingDependencies } from '../../modules/booking/booking-dependencies.ts';
import { cancelAppointmentByClient } from '../../modules/booking/cancel-appointment.ts';

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/user/appointments',
  tags: ['user'],
  summary: 'Books an offered slot for the signed-in client.',
  description:
    'With an `Idempotency-Key` header (any text up to 100 characters), the answer is stored with the key for ' +
    '24 hours: a repeat with the same key and body returns the same answer without booking again; the same ' +
    'key with another body is refused with 422 `idempotency_key_reused`.',
  request: { body: jsonOrFormBody(createAppointmentSchema), headers: idempotencyKeyHeaderSchema },
  responses: {
    201: {
      description: 'Booked',
      content: { 'application/json': { schema: z.object({ appointment: appointmentSchema }) } },
    },
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Unknown or not bookable business, service or specialist'),
    409: errorResponse('slot_taken: someone else has just booked this time'),
    422: errorResponse(
      'slot_unavailable: the start is not an offered slot; idempotency_key_reused: the key came with another body',
    ),
  },
});

const declineRouteDef = createRoute({
  method: 'post',
  path: '/api/user/appointment/decline',
  tags: ['user'],
  summary: "Cancels the client's own visit, before the business's cancellation cutoff.",
  request: { body: jsonOrFormBody(declineAppointmentSchema) },
  responses: {
    200: {
      description: 'Cancelled',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), appointment: appointmentSchema }),
        },
      },
    },
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment of this client'),
    409: errorResponse('cutoff_passed, or the status no longer allows cancelling (invalid_status)'),
  },
});

const listRouteDef = createRoute({
  method: 'get',
  path: '/api/user/appointments',
  tags: ['user'],
  summary: "The signed-in client's visits: upcoming (soonest first) or past (latest first).",
  request: { query: appointmentListQuerySchema },
  responses: {
    200: { description: 'Visits', content: { 'application/json': { schema: appointmentListSchema } } },
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
  },
});

export function userAppointmentsApi(deps: BookingDependencies) {
  return createRouter()
    .openapi(createRouteDef, async (c) => {
      const user = signedInUser(c, 'Norėdami užsiregistruoti vizitui, prisijunkite.');
      const input = parsedBody<CreateAppointmentInput>(c);
      const { 'idempotency-key': idempotencyKey } = c.req.valid('header');
      return c.json({ appointment: await bookAppointment(deps, user, input, idempotencyKey) }, 201);
    })
    .openapi(declineRouteDef, async (c) => {
      const user = signedInUser(c);
      const input = parsedBody<DeclineAppointmentInput>(c);
      return c.json(
        { success: true as const, appointment: await cancelAppointmentByClient(deps, user, input) },
        200,
      );
    })
    .openapi(listRouteDef, async (c) => {
      const user = signedInUser(c);
      const { scope } = c.req.valid('query');
      return c.json({ items: await appointmentsOfUser(deps.db, user.id, scope, deps.now()) }, 200);
    });
}

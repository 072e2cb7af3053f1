import { z } from '@hono/zod-openapi';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  createAppointmentSchema,
  declineAppointmentSchema,
  idempotencyKeyHeaderSchema,
  moveAppointmentSchema,
  type CreateAppointmentInput,
  type DeclineAppointmentInput,
  type MoveAppointmentInput,
} from '../../../contracts/booking.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { signedInUser } from '../request-context.ts';
import { EMAIL_NOT_VERIFIED, NOT_BOOKABLE, SIGNED_IN_INPUT } from '../error-responses.ts';
import { successSchema } from '../../../contracts/shared-schemas.ts';
import { appointmentsOfUser } from '../../modules/appointments/appointment-rows.ts';
import { bookVisit } from '../../modules/booking/book-appointment.ts';
import type { BookingDependencies } from '../../modules/booking/booking-dependencies.ts';
import { cancelAppointmentByClient } from '../../modules/booking/cancel-appointment.ts';
import { moveAppointmentByClient } from '../../modules/booking/move-appointment.ts';

const errors = SIGNED_IN_INPUT;

const createRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/appointments',
  tag: 'user',
  summary: 'Books an offered slot for the signed-in client.',
  description:
    'One service (`service`), or 2–4 services of the business performed back to back by one specialist ' +
    '(`services`, in order): then every part is booked or none is, the answer adds `appointments` (each ' +
    'part, all with one `groupId`) and `appointment` is the whole visit. ' +
    'With an `Idempotency-Key` header (any text up to 100 characters), the answer is stored with the key for ' +
    '24 hours: a repeat with the same key and body returns the same answer without booking again; the same ' +
    'key with another body is refused with 422 `idempotency_key_reused`.',
  request: { body: jsonOrFormBody(createAppointmentSchema), headers: idempotencyKeyHeaderSchema },
  responses: {
    201: json(
      z.object({ appointment: appointmentSchema, appointments: z.array(appointmentSchema).optional() }),
      'Booked',
    ),
  },
  errors: {
    ...errors,
    ...EMAIL_NOT_VERIFIED,
    ...NOT_BOOKABLE,
    409: 'slot_taken: someone else has just booked this time',
    422: 'slot_unavailable: the start is not an offered slot; idempotency_key_reused: the key came with another body; phone_required: the business needs a phone number on the account',
  },
});

const declineRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/appointment/decline',
  tag: 'user',
  summary: "Cancels the client's own visit, before the business's cancellation cutoff.",
  request: { body: jsonOrFormBody(declineAppointmentSchema) },
  responses: {
    200: json(successSchema.extend({ appointment: appointmentSchema }), 'Cancelled'),
  },
  errors: {
    ...errors,
    404: 'No such appointment of this client',
    409: 'cutoff_passed, or the status no longer allows cancelling (invalid_status)',
  },
});

const moveRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/appointment/{id}/move',
  tag: 'user',
  summary:
    "Moves the client's own visit to another offered start (the same specialist unless one is named), " +
    'before the cancellation cutoff.',
  description:
    'The old time stays held until the new one is: a refusal leaves the visit as it was. At a business that ' +
    'confirms bookings, the moved visit waits for confirmation again. A visit of several services (any of ' +
    'its parts named) moves whole, back to back, to a start where all of it fits; the answer is the whole visit.',
  request: { params: idParamsSchema, body: jsonOrFormBody(moveAppointmentSchema) },
  responses: { 200: json(z.object({ appointment: appointmentSchema }), 'Moved (same id)') },
  errors: {
    ...errors,
    404: 'No such appointment of this client',
    409: 'slot_taken: the time is held by another visit; cutoff_passed: too late to move online; invalid_status: the visit holds no time; conflict: the visit changed meanwhile',
    422: 'slot_unavailable: the start is not an offered slot',
  },
});

const listRouteDef = apiRoute({
  method: 'get',
  path: '/api/user/appointments',
  tag: 'user',
  summary: "The signed-in client's visits: upcoming (soonest first) or past (latest first).",
  request: { query: appointmentListQuerySchema },
  responses: { 200: json(appointmentListSchema, 'Visits') },
  errors,
});

export function userAppointmentsApi(deps: BookingDependencies) {
  return createRouter()
    .openapi(createRouteDef, async (c) => {
      const user = signedInUser(c, 'Norėdami užsiregistruoti vizitui, prisijunkite.');
      const input = parsedBody<CreateAppointmentInput>(c);
      const { 'idempotency-key': idempotencyKey } = c.req.valid('header');
      return c.json(await bookVisit(deps, { user, input, idempotencyKey }), 201);
    })
    .openapi(declineRouteDef, async (c) => {
      const user = signedInUser(c);
      const input = parsedBody<DeclineAppointmentInput>(c);
      return c.json(
        { success: true as const, appointment: await cancelAppointmentByClient(deps, user, input) },
        200,
      );
    })
    .openapi(moveRouteDef, async (c) => {
      const user = signedInUser(c);
      const input = parsedBody<MoveAppointmentInput>(c);
      const { id } = c.req.valid('param');
      return c.json({ appointment: await moveAppointmentByClient(deps, { user, id, input }) }, 200);
    })
    .openapi(listRouteDef, async (c) => {
      const user = signedInUser(c);
      const { scope } = c.req.valid('query');
      return c.json(
        { items: await appointmentsOfUser(deps.db, { userId: user.id, scope, now: deps.now() }) },
        200,
      );
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  adminAppointmentListQuerySchema,
  adminAppointmentListSchema,
  adminSlotsQuerySchema,
  adminSlotsSchema,
  appointmentNoteSchema,
  appointmentResultSchema,
  createAdminAppointmentSchema,
  updateAppointmentSchema,
  type CreateAdminAppointmentInput,
} from '../../../contracts/admin-appointments.ts';
import { apiErrorSchema } from '../../../contracts/api-error.ts';
import { createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { signedInUser } from '../request-context.ts';
import { requireBusinessAccess } from '../../modules/access/business-access.ts';
import { appointmentWithAccess, requireOwnCalendar } from '../../modules/appointments/appointment-access.ts';
import { toAdminAppointment } from '../../modules/appointments/appointment-rows.ts';
import type { AdminAppointmentDependencies } from '../../modules/appointments/change-side-effects.ts';
import { createAdminAppointment } from '../../modules/appointments/create-appointment.ts';
import { listAdminAppointments } from '../../modules/appointments/list-appointments.ts';
import { serviceOfBusiness, specialistOfBusiness } from '../../modules/appointments/placement.ts';
import { appointmentNote, updateAppointment } from '../../modules/appointments/update-appointment.ts';
import { adminFreeSlots } from '../../modules/appointments/working-time.ts';

const errors = {
  400: json(apiErrorSchema, 'Bad input (with `fields`)'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(
    apiErrorSchema,
    'Unknown business or appointment, one of another business, or (for a specialist) a colleague’s visit',
  ),
} as const;
const idParams = z.object({ id: z.string().max(64).openapi({ description: 'Appointment id' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/appointments',
  tags: ['admin: appointments'],
  summary: "A business's visits, filtered and paged, with counts per status.",
  description:
    '`from`/`to` are local dates (inclusive) in the business’s time zone; `status` one or several (comma-separated); `q` searches the client’s name, phone and e-mail. `counts` are for the same filters without `status`. A specialist sees only their own visits.',
  request: { query: adminAppointmentListQuerySchema },
  responses: { 200: json(adminAppointmentListSchema, 'A page of visits'), ...errors },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/admin/appointments',
  tags: ['admin: appointments'],
  summary: 'Books a visit for a client (an existing card or a new client): confirmed, source `admin`.',
  description:
    'The start must fit the specialist’s working time unless `allowOutsideHours` is true; it may never overlap another visit (409 `slot_taken`). A new client is sent flat in form posts (`clientName`, `clientPhone`, `clientEmail`) or as `client` in JSON.',
  request: { body: jsonOrFormBody(createAdminAppointmentSchema) },
  responses: {
    201: json(appointmentResultSchema, 'Booked'),
    ...errors,
    403: json(apiErrorSchema, 'A specialist booking for a colleague'),
    404: json(
      apiErrorSchema,
      'Unknown business, or (for a specialist) `client_not_found`: a card of someone who never had a visit with them',
    ),
    409: json(
      apiErrorSchema,
      '`slot_taken`: overlaps another visit; `duplicate_client`: a card with that phone or e-mail exists',
    ),
    422: json(
      apiErrorSchema,
      '`outside_working_hours`, `in_past`, unknown or inactive specialist or service, or a service the specialist does not do',
    ),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/appointment/{id}',
  tags: ['admin: appointments'],
  summary: 'One visit with its client and what may happen to it next.',
  request: { params: idParams },
  responses: { 200: json(appointmentResultSchema, 'The visit'), ...errors },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/appointment/{id}',
  tags: ['admin: appointments'],
  summary: 'Changes a visit: status, time, specialist, service, length or the business’s note.',
  description:
    'Status only along the allowed visit transitions (`pending`→`confirmed`, `pending|confirmed`→`declined` with `declineReason`, `confirmed`→`completed|no_show` after the end); otherwise 409 `invalid_transition`. A new `start`, `specialistId`, `serviceId` or `durationMinutes` recomputes the end and the held time, must fit working time unless `allowOutsideHours` is true (422 `outside_working_hours`) and may not overlap another visit (409 `slot_taken`). `note` is the business’s own note. The client is notified in the app and by e-mail (confirmed, declined with the reason, moved with the old and new time).',
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: updateAppointmentSchema } } },
  },
  responses: {
    200: json(appointmentResultSchema, 'Changed'),
    ...errors,
    403: json(apiErrorSchema, 'A specialist moving a visit to a colleague'),
    409: json(
      apiErrorSchema,
      '`invalid_transition`, `not_editable`, `slot_taken` or `conflict` (changed meanwhile)',
    ),
    422: json(
      apiErrorSchema,
      '`reason_required`, `outside_working_hours`, `in_past`, unknown specialist or service',
    ),
  },
});

const noteRoute = createRoute({
  method: 'get',
  path: '/api/admin/appointment/{id}/note',
  tags: ['admin: appointments'],
  summary: 'The business’s own note on a visit.',
  request: { params: idParams },
  responses: { 200: json(appointmentNoteSchema, 'The note'), ...errors },
});

const slotsRoute = createRoute({
  method: 'get',
  path: '/api/admin/appointments/free-times',
  tags: ['admin: appointments'],
  summary: 'Free start times of a specialist on a date for a service (no lead time), with the day’s hours.',
  description:
    '`except`: a visit being moved, whose own time counts as free. A specialist asks only for their own free times (a colleague’s answer 404).',
  request: { query: adminSlotsQuerySchema },
  responses: {
    200: json(adminSlotsSchema, 'Free times'),
    ...errors,
    404: json(apiErrorSchema, 'Unknown business, or (for a specialist) a colleague’s free times'),
    422: json(apiErrorSchema, 'Unknown specialist or service'),
  },
});

export function adminAppointmentsApi(deps: AdminAppointmentDependencies) {
  const { db } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = signedInUser(c);
      const query = c.req.valid('query');
      const access = await requireBusinessAccess(db, user, query.business);
      return c.json(await listAdminAppointments(db, access, query, deps.now()), 200);
    })
    .openapi(createRouteDef, async (c) => {
      const user = signedInUser(c);
      const input = parsedBody<CreateAdminAppointmentInput>(c);
      return c.json({ appointment: await createAdminAppointment(deps, user, input) }, 201);
    })
    .openapi(getRoute, async (c) => {
      const { row } = await appointmentWithAccess(db, c.get('user'), c.req.valid('param').id);
      return c.json({ appointment: toAdminAppointment(row, deps.now()) }, 200);
    })
    .openapi(patchRoute, async (c) => {
      const user = signedInUser(c);
      const appointment = await updateAppointment(deps, user, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ appointment }, 200);
    })
    .openapi(noteRoute, async (c) =>
      c.json(await appointmentNote(deps, c.get('user'), c.req.valid('param').id), 200),
    )
    .openapi(slotsRoute, async (c) => {
      const user = signedInUser(c);
      const query = c.req.valid('query');
      const access = await requireBusinessAccess(db, user, query.business);
      requireOwnCalendar(access, query.specialist);
      const who = await specialistOfBusiness(db, access.business.id, query.specialist);
      const what = await serviceOfBusiness(db, access.business.id, query.service);
      if (query.except) await appointmentWithAccess(db, user, query.except, access.business.id);
      return c.json(
        await adminFreeSlots(db, {
          businessSlug: access.business.slug,
          timeZone: access.business.timeZone,
          slotStepMinutes: access.business.slotStepMinutes,
          specialistId: who.id,
          service: what,
          date: query.date,
          exceptId: query.except,
          now: deps.now(),
        }),
        200,
      );
    });
}

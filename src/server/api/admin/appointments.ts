import {
  adminAppointmentListQuerySchema,
  adminAppointmentListSchema,
  adminSlotsQuerySchema,
  adminSlotsSchema,
  appointmentNoteSchema,
  appointmentResultSchema,
  appointmentSavedSchema,
  appointmentSeriesResultSchema,
  createAdminAppointmentSchema,
  createAppointmentSeriesSchema,
  seriesFollowingResultSchema,
  seriesFollowingSchema,
  seriesPreviewResultSchema,
  seriesPreviewSchema,
  undoMoveSchema,
  undoneMoveSchema,
  type CreateAppointmentSeriesInput,
  updateAppointmentSchema,
  type CreateAdminAppointmentInput,
} from '../../../contracts/admin-appointments.ts';
import {
  apiRoute,
  createRouter,
  idParamsOf,
  json,
  jsonBody,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { SIGNED_IN_INPUT_WITH_FIELDS } from '../error-responses.ts';
import { businessOfQuery, recordChange, signedInUser } from '../request-context.ts';
import { appointmentWithAccess } from '../../modules/appointments/appointment-access.ts';
import { toAdminAppointment } from '../../modules/appointments/appointment-rows.ts';
import type { AdminAppointmentDependencies } from '../../modules/appointments/admin-appointment-dependencies.ts';
import { changesPlacement, savedWithWarnings } from '../../modules/appointments/client-overlaps.ts';
import { createAdminAppointment } from '../../modules/appointments/create-appointment.ts';
import { listAdminAppointments } from '../../modules/appointments/list-appointments.ts';
import {
  changeFollowing,
  createSeries,
  previewSeries,
} from '../../modules/appointments/appointment-series.ts';
import { randomUUID } from 'node:crypto';
import { appointmentNote, changeVisit } from '../../modules/appointments/update-appointment.ts';
import { undoHeldMove } from '../../modules/appointments/undo-move.ts';
import { adminFreeTimes } from '../../modules/appointments/admin-free-times.ts';

const errors = {
  ...SIGNED_IN_INPUT_WITH_FIELDS,
  404: 'Unknown business or appointment, one of another business, or (for a specialist) a colleague’s visit',
} as const;
const idParams = idParamsOf('Appointment id');

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/appointments',
  tag: 'admin: appointments',
  summary: "A business's visits, filtered and paged, with counts per status.",
  description:
    '`from`/`to` are local dates (inclusive) in the business’s time zone; `status` one or several (comma-separated); `q` searches the client’s name, phone and e-mail. `counts` are for the same filters without `status`. A specialist sees only their own visits.',
  request: { query: adminAppointmentListQuerySchema },
  responses: { 200: json(adminAppointmentListSchema, 'A page of visits') },
  errors,
});

const createRouteDef = apiRoute({
  method: 'post',
  path: '/api/admin/appointments',
  tag: 'admin: appointments',
  summary: 'Books a visit for a client (an existing card or a new client): confirmed, source `admin`.',
  description:
    '`walkIn`: a client who just came in — the start may be up to an hour ago, any hours, the client optional, nobody notified. `afterTheFact`: a visit that already took place — it must have ended, it is saved as completed with source `after_the_fact`, nobody notified. Otherwise the start must fit the specialist’s working time unless `allowOutsideHours` is true; it may never overlap another visit (409 `slot_taken`). A new client is sent flat in form posts (`clientName`, `clientPhone`, `clientEmail`) or as `client` in JSON.',
  request: { body: jsonOrFormBody(createAdminAppointmentSchema) },
  responses: {
    201: json(
      appointmentSavedSchema,
      'Booked; `warnings` lists the client’s other visits at the same time with another specialist',
    ),
  },
  errors: {
    ...errors,
    403: 'A specialist booking for a colleague',
    404: 'Unknown business, or (for a specialist) `client_not_found`: a card of someone who never had a visit with them',
    409: '`slot_taken`: overlaps another visit; `duplicate_client`: a card with that phone or e-mail exists',
    422: '`outside_working_hours`, `in_past`, `not_ended` (after the fact), unknown or inactive specialist or service, or a service the specialist does not do',
  },
});

const seriesErrors = {
  ...errors,
  403: 'A specialist booking for a colleague',
  422: 'Unknown or inactive specialist or service, or a service the specialist does not do',
} as const;

const seriesPreviewRoute = apiRoute({
  method: 'post',
  path: '/api/admin/appointments/series/preview',
  tag: 'admin: appointments',
  summary: 'Checks each occurrence of a repeating visit before it is booked (nothing is saved).',
  description:
    'Every `everyWeeks` weeks, `count` times, at the same wall-clock time. Each occurrence answers `problem: null` or why it cannot be booked: `in_past`, `outside_working_hours` (unless `allowOutsideHours`), `slot_taken` (a held visit or blocked time).',
  request: { body: jsonBody(seriesPreviewSchema) },
  responses: { 200: json(seriesPreviewResultSchema, 'The occurrences') },
  errors: seriesErrors,
});

const seriesRoute = apiRoute({
  method: 'post',
  path: '/api/admin/appointments/series',
  tag: 'admin: appointments',
  summary: 'Books a repeating visit (every N weeks, M times) in one step.',
  description:
    'Fields as for one visit, plus `everyWeeks` (1–12) and `count` (2–26). Any occurrence that cannot be booked refuses the whole series (409 `series_clash`, the dates named) unless `skipClashes` is true: then the others are booked and the left-out ones listed in `skipped`. The client is notified of each visit.',
  request: { body: jsonOrFormBody(createAppointmentSeriesSchema) },
  responses: { 201: json(appointmentSeriesResultSchema, 'Booked') },
  errors: {
    ...seriesErrors,
    409: '`series_clash`, or `slot_taken` when time was taken meanwhile',
  },
});

const followingRoute = apiRoute({
  method: 'post',
  path: '/api/admin/appointment/{id}/following',
  tag: 'admin: appointments',
  summary: 'Moves or declines this visit and all later ones of its series.',
  description:
    '`start`: this visit’s new time; the later ones move by the same days to the same time of day, each checked first (409 `series_clash` changes nothing). `declineReason`: all of them are declined. The client is notified of each, as for a single change.',
  request: { params: idParams, body: jsonBody(seriesFollowingSchema) },
  responses: { 200: json(seriesFollowingResultSchema, 'Changed') },
  errors: {
    ...errors,
    409: '`series_clash`, `slot_taken` or `conflict`',
    422: '`not_in_series`',
  },
});

const getRoute = apiRoute({
  method: 'get',
  path: '/api/admin/appointment/{id}',
  tag: 'admin: appointments',
  summary: 'One visit with its client and what may happen to it next.',
  request: { params: idParams },
  responses: { 200: json(appointmentResultSchema, 'The visit') },
  errors,
});

const patchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/appointment/{id}',
  tag: 'admin: appointments',
  summary: 'Changes a visit: status, time, specialist, service, length or the business’s note.',
  description:
    'Status only along the allowed visit transitions (`pending`→`confirmed`, `pending|confirmed`→`declined` with `declineReason`, `confirmed`→`completed|no_show` after the end); otherwise 409 `invalid_transition`. A new `start`, `specialistId`, `serviceId` or `durationMinutes` recomputes the end and the held time, must fit working time unless `allowOutsideHours` is true (422 `outside_working_hours`) and may not overlap another visit (409 `slot_taken`). A part of a visit of several services moves the whole visit by as much (to a specialist who performs every service of it); its service or length alone is refused with 409 `visit_group`. `note` is the business’s own note. The client is notified in the app and by e-mail (confirmed, declined with the reason, moved with the old and new time). `undoable` (the calendar’s drag): a change of time, specialist or length only is announced after the undo window, and the answer’s `undo` takes it back (`POST …/undo-move`).',
  request: { params: idParams, body: jsonBody(updateAppointmentSchema) },
  responses: {
    200: json(
      appointmentSavedSchema,
      'Changed; after a new time, specialist, service, length or a confirmation `warnings` lists the client’s other visits at the same time with another specialist',
    ),
  },
  errors: {
    ...errors,
    403: 'A specialist moving a visit to a colleague',
    409: '`invalid_transition`, `not_editable`, `slot_taken` or `conflict` (changed meanwhile)',
    422: '`reason_required`, `outside_working_hours`, `in_past`, unknown specialist or service',
  },
});

const undoMoveRoute = apiRoute({
  method: 'post',
  path: '/api/admin/appointment/{id}/undo-move',
  tag: 'admin: appointments',
  summary:
    'Undoes an `undoable` move within its undo window: the visit goes back, and its client hears of neither.',
  description:
    '`token`: the `undo.token` of the move’s answer. Within `undo.seconds` of the move the visit returns to its earlier time, specialist and length, and the announcement of the move is withdrawn (nobody is told of either). Afterwards 409 `undo_expired` (the client has been told); 409 `conflict` when the visit changed again since; 409 `slot_taken` when its earlier time was taken meanwhile.',
  request: { params: idParams, body: jsonOrFormBody(undoMoveSchema) },
  responses: { 200: json(undoneMoveSchema, 'Put back') },
  errors: {
    ...errors,
    403: 'A specialist undoing a colleague’s move',
    409: '`undo_expired`, `conflict` (changed since) or `slot_taken`',
  },
});

const noteRoute = apiRoute({
  method: 'get',
  path: '/api/admin/appointment/{id}/note',
  tag: 'admin: appointments',
  summary: 'The business’s own note on a visit.',
  request: { params: idParams },
  responses: { 200: json(appointmentNoteSchema, 'The note') },
  errors,
});

const slotsRoute = apiRoute({
  method: 'get',
  path: '/api/admin/appointments/free-times',
  tag: 'admin: appointments',
  summary: 'Free start times of a specialist on a date for a service (no lead time), with the day’s hours.',
  description:
    '`except`: a visit being moved, whose own time counts as free. A specialist asks only for their own free times (a colleague’s answer 404).',
  request: { query: adminSlotsQuerySchema },
  responses: { 200: json(adminSlotsSchema, 'Free times') },
  errors: {
    ...errors,
    404: 'Unknown business, or (for a specialist) a colleague’s free times',
    422: 'Unknown specialist or service',
  },
});

export function adminAppointmentsApi(deps: AdminAppointmentDependencies) {
  const { db } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const access = await businessOfQuery(db, c);
      return c.json(
        await listAdminAppointments(db, { access, query: c.req.valid('query'), now: deps.now() }),
        200,
      );
    })
    .openapi(createRouteDef, async (c) => {
      const user = signedInUser(c);
      const input = parsedBody<CreateAdminAppointmentInput>(c);
      return c.json(await savedWithWarnings(db, await createAdminAppointment(deps, user, input)), 201);
    })
    .openapi(seriesPreviewRoute, async (c) =>
      c.json(await previewSeries(deps, signedInUser(c), c.req.valid('json')), 200),
    )
    .openapi(seriesRoute, async (c) => {
      const input = parsedBody<CreateAppointmentSeriesInput>(c);
      return c.json(await createSeries(deps, signedInUser(c), input), 201);
    })
    .openapi(followingRoute, async (c) => c.json(await changeFollowing(deps, recordChange(c)), 200))
    .openapi(getRoute, async (c) => {
      const { row } = await appointmentWithAccess(db, { user: c.get('user'), id: c.req.valid('param').id });
      return c.json({ appointment: toAdminAppointment(row, deps.now()) }, 200);
    })
    .openapi(patchRoute, async (c) => {
      const user = signedInUser(c);
      const { undoable, ...input } = c.req.valid('json');
      const hold = undoable ? randomUUID() : undefined;
      const id = c.req.valid('param').id;
      const { appointment, held } = await changeVisit(deps, { user, id, input, ...(hold ? { hold } : {}) });
      const undo = held && hold ? { undo: { token: hold, seconds: deps.jobs.holdSeconds } } : {};
      if (!changesPlacement(input)) return c.json({ appointment, warnings: [], ...undo }, 200);
      return c.json({ ...(await savedWithWarnings(db, appointment)), ...undo }, 200);
    })
    .openapi(undoMoveRoute, async (c) => {
      const { token } = parsedBody<{ token: string }>(c);
      const appointments = await undoHeldMove(deps, {
        user: signedInUser(c),
        id: c.req.valid('param').id,
        token,
      });
      return c.json({ appointments }, 200);
    })
    .openapi(noteRoute, async (c) =>
      c.json(await appointmentNote(deps, c.get('user'), c.req.valid('param').id), 200),
    )
    .openapi(slotsRoute, async (c) =>
      c.json(
        await adminFreeTimes(db, { user: c.get('user'), query: c.req.valid('query'), now: deps.now() }),
        200,
      ),
    );
}

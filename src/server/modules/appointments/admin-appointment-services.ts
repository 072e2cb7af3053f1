// The web-services group `adminAppointments`: the same use cases as /api/admin (list, one visit, create,
// change, free times, calendar) for page loaders and actions, with errors as values instead of throws.
import {
  adminAppointmentListQuerySchema,
  adminSlotsQuerySchema,
  calendarQuerySchema,
  createAdminAppointmentSchema,
  createAppointmentSeriesSchema,
  seriesFollowingSchema,
  seriesPreviewSchema,
  updateAppointmentSchema,
  type AdminAppointmentServices,
} from '../../../contracts/admin-appointments.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import { requireBusinessAccess, viewerOf, type BusinessAccess } from '../access/business-access.ts';
import { adminShell } from './admin-shell.ts';
import { appointmentWithAccess } from './appointment-access.ts';
import { toAdminAppointment } from './appointment-rows.ts';
import { calendarData } from './calendar-data.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { clientCardGlance } from '../client-cards/client-cards.ts';
import { changesPlacement, savedWithWarnings } from './client-overlaps.ts';
import { createAdminAppointment } from './create-appointment.ts';
import { changeFollowing, createSeries, previewSeries } from './appointment-series.ts';
import { findClients } from './find-clients.ts';
import { listAdminAppointments } from './list-appointments.ts';
import { adminOverview } from './overview.ts';
import { pickerOptions } from './picker-options.ts';
import { updateAppointment } from './update-appointment.ts';
import { visitMessages } from './visit-messages.ts';
import { adminFreeTimes } from './admin-free-times.ts';

/** A form's checkbox arrives as text; the preview's schema wants a boolean. */
function fromFormFlags(input: Record<string, unknown>): Record<string, unknown> {
  const { allowOutsideHours, ...rest } = input;
  return allowOutsideHours === 'true' || allowOutsideHours === true
    ? { ...rest, allowOutsideHours: true }
    : rest;
}

function summary(access: BusinessAccess) {
  const { id, slug, name, timeZone } = access.business;
  return { id, slug, name, timeZone };
}

export function createAdminAppointmentServices(deps: AdminAppointmentDependencies): AdminAppointmentServices {
  const { db } = deps;
  return {
    shell: (user, business) => adminShell(db, { user, businessRef: business, now: deps.now() }),

    listPage: (user, business, query) =>
      pageResult(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef: business });
        const input = parsedInput(adminAppointmentListQuerySchema, { ...query, business });
        const { specialists } = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          specialists: specialists.map(({ id, name }) => ({ id, name })),
          list: await listAdminAppointments(db, { access, query: input, now: deps.now() }),
        };
      }),

    appointmentPage: (user, business, id) =>
      pageResult(async () => {
        const { access, row } = await appointmentWithAccess(db, { user, id, businessRef: business });
        const options = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          appointment: toAdminAppointment(row, deps.now()),
          messages: await visitMessages(db, row.id, row.business.timeZone),
          clientCard: row.card ? await clientCardGlance(db, row.card.id, deps.now()) : null,
          ...options,
        };
      }),

    createPage: (user, business, clientQuery, clientCardId) =>
      pageResult(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef: business });
        const options = await pickerOptions(db, access);
        return {
          business: summary(access),
          viewer: viewerOf(access),
          ...options,
          specialists: options.specialists.filter((person) => person.active),
          clients: await findClients(db, { access, query: clientQuery, cardId: clientCardId }),
        };
      }),

    slots: (user, query) =>
      pageResult(() =>
        adminFreeTimes(db, { user, query: parsedInput(adminSlotsQuerySchema, query), now: deps.now() }),
      ),

    create: (user, business, input) =>
      pageResult(async () =>
        savedWithWarnings(
          db,
          await createAdminAppointment(
            deps,
            user,
            parsedInput(createAdminAppointmentSchema, { ...input, business }),
          ),
        ),
      ),

    createSeries: (user, business, input) =>
      pageResult(() =>
        createSeries(deps, user, parsedInput(createAppointmentSeriesSchema, { ...input, business })),
      ),

    previewSeries: (user, business, input) =>
      pageResult(() =>
        previewSeries(deps, user, parsedInput(seriesPreviewSchema, fromFormFlags({ ...input, business }))),
      ),

    update: (user, business, id, input) =>
      pageResult(async () => {
        const changes = parsedInput(updateAppointmentSchema, input);
        const appointment = await updateAppointment(deps, {
          user,
          id,
          input: changes,
          businessRef: business,
        });
        return changesPlacement(changes) ? savedWithWarnings(db, appointment) : { appointment, warnings: [] };
      }),

    changeFollowing: (user, business, id, input) =>
      pageResult(() =>
        changeFollowing(deps, {
          user,
          id,
          input: parsedInput(seriesFollowingSchema, input),
          businessRef: business,
        }),
      ),

    overview: (user, business) =>
      pageResult(async () =>
        adminOverview(db, await requireBusinessAccess(db, { user, businessRef: business }), deps.now()),
      ),

    calendar: (user, query) =>
      pageResult(async () => {
        const input = parsedInput(calendarQuerySchema, query);
        const access = await requireBusinessAccess(db, { user, businessRef: input.business });
        return calendarData(db, { access, query: input, now: deps.now() });
      }),

    today: (user, business) =>
      pageResult(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef: business });
        return todayIn(access.business.timeZone, deps.now());
      }),
  };
}

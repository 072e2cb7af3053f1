// The `booking` group of web services (page loaders): the same answers as the HTTP API, with null where
// the API would say 404, and input checked with the same schemas.
import type { BookingServices } from '../../../contracts/booking.ts';
import {
  appointmentListQuerySchema,
  declineAppointmentSchema,
  moveAppointmentSchema,
} from '../../../contracts/booking.ts';
import {
  availableDatesQuerySchema,
  availableTimeSlotsQuerySchema,
  scheduleQuerySchema,
  scheduleTargetOf,
} from '../../../contracts/schedule.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, visitNotFound } from '../../http/app-error.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import {
  availableDatesFor,
  availableSlotsFor,
  calendarOptions,
  type Clock,
} from '../availability/bookable-times.ts';
import { appointmentRowOfUser, appointmentsOfUser, visitViewOf } from '../appointments/appointment-rows.ts';
import type { BookingDependencies } from './booking-dependencies.ts';
import { cancelAppointmentByClient } from './cancel-appointment.ts';
import { moveAppointmentByClient } from './move-appointment.ts';

/** Runs `work`, turning "not found" and bad input (which a page shows as "not found") into null. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export function createBookingServices(deps: BookingDependencies): BookingServices {
  const { db } = deps;
  const now: Clock = deps.now;
  return {
    async calendarOptions(query) {
      const parsed = scheduleQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      return orNull(() => calendarOptions(db, scheduleTargetOf(parsed.data), now()));
    },
    async availableDates(query) {
      const parsed = availableDatesQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      return orNull(() => availableDatesFor(db, scheduleTargetOf(parsed.data), now()));
    },
    async availableTimeSlots(query) {
      const parsed = availableTimeSlotsQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      return orNull(() => availableSlotsFor(db, scheduleTargetOf(parsed.data), now()));
    },
    async myAppointments(userId, scope) {
      const parsed = appointmentListQuerySchema.parse({ scope });
      return appointmentsOfUser(db, { userId, scope: parsed.scope, now: now() });
    },
    async appointmentForUser(userId, appointmentId) {
      if (!isUuid(appointmentId)) return null;
      const row = await appointmentRowOfUser(db, userId, appointmentId);
      // A visit of several services is seen whole, whichever part is named.
      return row ? visitViewOf(db, row, now()) : null;
    },
    cancelByClient: (user, input) =>
      pageResult(() => cancelAppointmentByClient(deps, user, parsedInput(declineAppointmentSchema, input))),
    moveByClient: (user, id, input) =>
      pageResult(async () => {
        // A broken address names no visit of theirs.
        if (!isUuid(id)) throw visitNotFound();
        return moveAppointmentByClient(deps, { user, id, input: parsedInput(moveAppointmentSchema, input) });
      }),
  };
}

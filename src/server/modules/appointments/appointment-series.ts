// Repeating visits: every N weeks, M times, booked in one step. Each occurrence is checked the way a single
// visit is (not past, within working time unless placed outside it on purpose, not over held time), the
// clashes can be listed before saving (preview), and the series is booked whole — or, when asked, without
// the clashing dates — in one transaction. Later the visits can be moved or declined one by one (the
// usual PATCH) or "this and all following" at once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import { shiftLikeFirst, weeklyRepeats } from '../../../core/availability/weekly-repeats.ts';
import { formatLongDate, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import type {
  AdminAppointment,
  AppointmentSeriesResult,
  CreateAppointmentSeriesInput,
  SeriesFollowingInput,
  SeriesOccurrence,
  SeriesPreview,
  SeriesPreviewInput,
} from '../../../contracts/admin-appointments.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { heldSpanIndexes } from '../availability/busy-time.ts';
import { appointmentWithAccess } from './appointment-access.ts';
import { appointmentRowById, toAdminAppointment } from './appointment-rows.ts';
import type { AdminAppointmentDependencies } from './admin-appointment-dependencies.ts';
import { bookingParties, insertVisits, type BookingParties } from './create-appointment.ts';
import { assertNotPast, assertPlacement } from './placement.ts';
import { updateAppointment, type VisitChange } from './update-appointment.ts';

const PAST_MESSAGE = 'Šis laikas jau praėjo.';
const TAKEN_MESSAGE = 'Šis laikas jau užimtas: specialistas tuo metu turi kitą vizitą arba užimtą laiką.';

/** What stands in each occurrence's way, in order: the past, working time, then held time. */
async function checkOccurrences(
  db: DbOrTx,
  target: {
    business: { slug: string; timeZone: string };
    specialist: { id: string; name: string };
    starts: Date[];
    durationMinutes: number;
    blockedMinutes: number;
    allowOutsideHours: boolean;
    now: Date;
    exceptAppointmentIds?: string[];
  },
): Promise<SeriesOccurrence['problem'][]> {
  const held = await heldSpanIndexes(db, {
    specialistId: target.specialist.id,
    spans: target.starts.map((start) => ({
      start,
      end: new Date(start.getTime() + target.blockedMinutes * 60_000),
    })),
    except: { appointmentIds: target.exceptAppointmentIds },
  });
  const problems: SeriesOccurrence['problem'][] = [];
  for (const [index, start] of target.starts.entries()) {
    try {
      assertNotPast(start, target.now, PAST_MESSAGE);
      await assertPlacement(db, {
        business: target.business,
        specialist: target.specialist,
        start,
        end: new Date(start.getTime() + target.durationMinutes * 60_000),
        allowOutsideHours: target.allowOutsideHours,
      });
      problems.push(held.has(index) ? { error: 'slot_taken', message: TAKEN_MESSAGE } : null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ error: error.code, message: error.message });
    }
  }
  return problems;
}

async function planSeries(
  deps: AdminAppointmentDependencies,
  parties: Pick<BookingParties, 'access' | 'who' | 'what'>,
  input: Pick<SeriesPreviewInput, 'start' | 'everyWeeks' | 'count' | 'allowOutsideHours'>,
): Promise<SeriesOccurrence[]> {
  const { access, who, what } = parties;
  const zone = access.business.timeZone;
  const occurrences = weeklyRepeats(
    { start: input.start, durationMinutes: what.durationMinutes },
    { everyWeeks: input.everyWeeks, count: input.count },
    zone,
  );
  const problems = await checkOccurrences(deps.db, {
    business: access.business,
    specialist: who,
    starts: occurrences.map((occurrence) => new Date(occurrence.start)),
    durationMinutes: what.durationMinutes,
    blockedMinutes: what.durationMinutes + what.bufferAfterMinutes,
    allowOutsideHours: input.allowOutsideHours === true,
    now: deps.now(),
  });
  return occurrences.map((occurrence, index) => ({ ...occurrence, problem: problems[index] ?? null }));
}

export async function previewSeries(
  deps: AdminAppointmentDependencies,
  user: SessionUser | null,
  input: SeriesPreviewInput,
): Promise<SeriesPreview> {
  const parties = await bookingParties(deps, user, input);
  return { occurrences: await planSeries(deps, parties, input) };
}

function dateList(occurrences: SeriesOccurrence[], timeZone: string): string {
  return occurrences.map((occurrence) => formatLongDate(localDateOf(occurrence.start, timeZone))).join('; ');
}

export async function createSeries(
  deps: AdminAppointmentDependencies,
  user: SessionUser | null,
  input: CreateAppointmentSeriesInput,
): Promise<AppointmentSeriesResult> {
  const parties = await bookingParties(deps, user, input);
  const zone = parties.access.business.timeZone;
  const plan = await planSeries(deps, parties, input);
  const clashing = plan.filter((occurrence) => occurrence.problem !== null);
  const free = plan.filter((occurrence) => occurrence.problem === null);
  if (clashing.length > 0 && (!input.skipClashes || free.length === 0)) {
    const message = `Ne visi serijos vizitai telpa: ${dateList(clashing, zone)}. Pakeiskite laiką arba praleiskite šias datas.`;
    throw new AppError('series_clash', 409, message, { start: message });
  }
  const seriesId = randomUUID();
  const ids = await insertVisits(deps, {
    parties,
    client: input,
    note: input.note ?? '',
    visits: free.map((occurrence) => ({
      start: new Date(occurrence.start),
      status: 'confirmed',
      source: 'admin',
      seriesId,
      notify: true,
    })),
  });
  const now = deps.now();
  const appointments: AdminAppointment[] = [];
  for (const id of ids) {
    const row = await appointmentRowById(deps.db, id);
    if (row) appointments.push(toAdminAppointment(row, now));
  }
  return { seriesId, appointments, skipped: clashing };
}

/**
 * This visit and the later held visits of its series: moved by the same amount (each checked first, so a
 * clash changes nothing) or all declined with one reason. Each change then goes through the usual update,
 * which notifies the client as for a single visit.
 */
export async function changeFollowing(
  deps: AdminAppointmentDependencies,
  { user, id, input, businessRef }: VisitChange<SeriesFollowingInput>,
): Promise<{ appointments: AdminAppointment[] }> {
  const { access, row } = await appointmentWithAccess(deps.db, { user, id, businessRef });
  if (!row.seriesId) {
    const message = 'Šis vizitas nepriklauso kartotinių vizitų serijai.';
    throw new AppError('not_in_series', 422, message);
  }
  const following = await deps.db
    .select({
      id: appointment.id,
      startsAt: appointment.startsAt,
      durationMinutes: appointment.durationMinutes,
    })
    .from(appointment)
    .where(
      and(
        eq(appointment.seriesId, row.seriesId),
        eq(appointment.businessId, row.businessId),
        eq(appointment.specialistId, row.specialist.id),
        inArray(appointment.status, HELD_STATUSES),
        gte(appointment.startsAt, row.startsAt),
      ),
    )
    .orderBy(asc(appointment.startsAt));

  if (input.declineReason !== undefined) {
    const changed: AdminAppointment[] = [];
    for (const visit of following) {
      changed.push(
        await updateAppointment(deps, {
          user,
          id: visit.id,
          input: { status: 'declined', declineReason: input.declineReason },
          businessRef,
        }),
      );
    }
    return { appointments: changed };
  }

  const zone = access.business.timeZone;
  const targets = shiftLikeFirst(
    following.map((visit) => visit.startsAt.toISOString()),
    row.startsAt.toISOString(),
    input.start!,
    zone,
  ).map((start) => new Date(start));
  const problems = await checkOccurrences(deps.db, {
    business: access.business,
    specialist: row.specialist,
    starts: targets,
    durationMinutes: row.durationMinutes,
    blockedMinutes: row.durationMinutes + row.service.bufferAfterMinutes,
    allowOutsideHours: input.allowOutsideHours === true,
    now: deps.now(),
    exceptAppointmentIds: following.map((visit) => visit.id),
  });
  const refused = targets.flatMap((start, index) => {
    const problem = problems[index];
    return problem
      ? [`${formatLongDate(localDateOf(start.toISOString(), zone))} (${problem.message.replace(/\.$/, '')})`]
      : [];
  });
  if (refused.length > 0) {
    const dates = refused.join('; ');
    const message = `Serijos perkelti nepavyko – naujas laikas netinka: ${dates}.`;
    throw new AppError('series_clash', 409, message, { start: message });
  }
  // Later visits first when moving later (earlier first when moving earlier), so no visit lands on a
  // sibling that has not moved yet.
  const pairs = following.map((visit, index) => ({ id: visit.id, start: targets[index]! }));
  const later = new Date(input.start!).getTime() > row.startsAt.getTime();
  const moved: AdminAppointment[] = [];
  for (const visit of later ? pairs.reverse() : pairs) {
    moved.push(
      await updateAppointment(deps, {
        user,
        id: visit.id,
        input: {
          start: visit.start.toISOString(),
          ...(input.allowOutsideHours ? { allowOutsideHours: true } : {}),
        },
        businessRef,
      }),
    );
  }
  return { appointments: moved.sort((a, b) => a.start.localeCompare(b.start)) };
}

// GET /api/admin/calendar: what the admin calendar draws for a period, in five statements whatever its
// size: the working rules (the booking engine's one-statement load), the specialists with their services,
// the services (picker-options.ts), the visits and the blocked time. Working time and closures come from the same pure engine as booking.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { WorkingTimeInput } from '../../../core/availability/types.ts';
import { closureOn, indexWorkingTime, workingSpansOn } from '../../../core/availability/working-time.ts';
import {
  addDays,
  daysBetween,
  formatInstant,
  parseLocalDate,
  zonedDay,
} from '../../../core/availability/zoned-day.ts';
import {
  CALENDAR_MAX_DAYS,
  type CalendarClosure,
  type CalendarData,
  type CalendarQuery,
} from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { ownSpecialistIdOrNone, viewerOf, type BusinessAccess } from '../access/business-access.ts';
import { loadScheduleData } from '../availability/load-schedule-data.ts';
import { selectAppointmentRows, toAdminAppointment } from './appointment-rows.ts';
import { pickerOptions } from './picker-options.ts';
import { timeBlocksBetween } from '../time-blocks/time-blocks.ts';

const CLOSED_OVERRIDE_NAME = 'Tvarkaraščio pakeitimas – nedirbama';

function invalidRange(message: string, field: 'from' | 'to'): AppError {
  return new AppError('invalid_input', 400, message, { [field]: message });
}

function toClosure(closure: ReturnType<typeof closureOn>): CalendarClosure | null {
  if (!closure) return null;
  return closure.kind === 'closed-override'
    ? { kind: closure.kind, name: CLOSED_OVERRIDE_NAME }
    : { kind: closure.kind, name: closure.name };
}

export async function calendarData(
  db: DbOrTx,
  { access, query, now }: { access: BusinessAccess; query: CalendarQuery; now: Date },
): Promise<CalendarData> {
  const biz = access.business;
  const zone = biz.timeZone;
  try {
    parseLocalDate(query.from);
  } catch {
    throw invalidRange('Tokios datos nėra.', 'from');
  }
  try {
    parseLocalDate(query.to);
  } catch {
    throw invalidRange('Tokios datos nėra.', 'to');
  }
  const span = daysBetween(query.from, query.to);
  if (span < 0) throw invalidRange('Laikotarpio pabaiga negali būti ankstesnė už pradžią.', 'to');
  if (span >= CALENDAR_MAX_DAYS)
    throw invalidRange(`Vienu metu galima rodyti daugiausia ${CALENDAR_MAX_DAYS} dienų.`, 'to');

  const ownOnly = access.role === 'specialist';
  const ownId = ownSpecialistIdOrNone(access);
  const rangeStart = new Date(zonedDay(zone, query.from).startMs);
  const rangeEnd = new Date(zonedDay(zone, query.to).endMs);

  const [rules, options, visits, timeBlocks] = await Promise.all([
    loadScheduleData(db, {
      businessSlug: biz.slug,
      serviceId: null,
      specialistId: ownOnly ? ownId : null,
      from: query.from,
      to: query.to,
      withAppointments: false,
    }),
    pickerOptions(db, access),
    selectAppointmentRows(db)
      .where(
        and(
          eq(appointment.businessId, biz.id),
          ownOnly ? eq(appointment.specialistId, ownId) : undefined,
          lt(appointment.startsAt, rangeEnd),
          gt(appointment.endsAt, rangeStart),
        ),
      )
      .orderBy(asc(appointment.startsAt), asc(appointment.id)),
    timeBlocksBetween(db, access, { from: rangeStart, to: rangeEnd }),
  ]);

  // Columns: everyone active, and anyone inactive who still has visits in the period.
  const { services } = options;
  const withVisits = new Set(visits.map((visit) => visit.specialist.id));
  const shown = options.specialists.filter((person) => person.active || withVisits.has(person.id));

  const input: WorkingTimeInput = {
    timeZone: zone,
    schedules: rules.schedules,
    overrides: rules.overrides,
    holidays: rules.holidays,
    excludedPublicHolidays: rules.excludedPublicHolidays,
  };
  const index = indexWorkingTime(input);
  const days: CalendarData['days'] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const covers = (override: { from: string; to: string }) => override.from <= date && date <= override.to;
    days.push({
      date,
      closure: toClosure(closureOn(index, date, null)),
      specialists: shown.map((person) => ({
        specialistId: person.id,
        intervals: person.active
          ? workingSpansOn(index, person.id, date).map((span) => ({
              start: formatInstant(span.startMs, zone),
              end: formatInstant(span.endMs, zone),
            }))
          : [],
        closure: toClosure(closureOn(index, date, person.id)),
        overridden:
          index.businessOverrides.some(covers) ||
          (index.overridesBySpecialist.get(person.id) ?? []).some(covers),
      })),
    });
  }

  return {
    business: { id: biz.id, slug: biz.slug, name: biz.name, timeZone: zone },
    from: query.from,
    to: query.to,
    slotStepMinutes: biz.slotStepMinutes,
    viewer: viewerOf(access),
    specialists: shown,
    services,
    days,
    appointments: visits.map((row) => toAdminAppointment(row, now)),
    timeBlocks,
  };
}

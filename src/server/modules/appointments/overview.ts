// The start of the salon's day ("Apžvalga"): today's visits per specialist (the calendar's own data for
// today), visits waiting for confirmation, each specialist's next free time, and what changed since
// yesterday (cancellations, new reviews). A specialist sees only their own part.
import { and, asc, desc, eq, gt, gte, type SQL } from 'drizzle-orm';
import { addDays, formatInstant, zonedDay } from '../../../core/availability/zoned-day.ts';
import { todayIn } from '../../../core/time/wall-clock.ts';
import type { AdminOverview } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, review } from '../../db/schema.ts';
import type { BusinessAccess } from '../access/business-access.ts';
import { selectAppointmentRows, toAdminAppointment } from './appointment-rows.ts';
import { calendarData } from './calendar-data.ts';
import { adminFreeSlots } from './working-time.ts';

const LISTED = 20;
/** How many days ahead the next free time is looked for. */
const FREE_TIME_DAYS = 7;

export async function adminOverview(db: DbOrTx, access: BusinessAccess, now: Date): Promise<AdminOverview> {
  const biz = access.business;
  const zone = biz.timeZone;
  const today = todayIn(zone, now);
  const since = new Date(zonedDay(zone, addDays(today, -1)).startMs);
  const own =
    access.role === 'specialist' ? eq(appointment.specialistId, access.ownSpecialistId ?? '') : undefined;

  const calendar = await calendarData(db, {
    access,
    query: { business: biz.id, from: today, to: today },
    now,
  });

  // The business's visits (a specialist's own) in one status, listed as asked.
  const visits = (status: 'pending' | 'cancelled', where: SQL, order: SQL) =>
    selectAppointmentRows(db)
      .where(and(eq(appointment.businessId, biz.id), eq(appointment.status, status), where, own))
      .orderBy(order)
      .limit(LISTED);
  const pending = await visits('pending', gt(appointment.endsAt, now), asc(appointment.startsAt));
  const cancelled = await visits(
    'cancelled',
    gte(appointment.cancelledAt, since),
    desc(appointment.cancelledAt),
  );

  const reviews = await db
    .select({
      id: review.id,
      authorName: review.authorName,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    })
    .from(review)
    .innerJoin(appointment, eq(appointment.id, review.appointmentId))
    .where(and(eq(review.businessId, biz.id), gte(review.createdAt, since), own))
    .orderBy(desc(review.createdAt))
    .limit(LISTED);

  // Each active specialist's next free time for their shortest service, today or in the days after.
  const shortest = (serviceIds: string[]) =>
    calendar.services
      .filter((item) => serviceIds.includes(item.id))
      .sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  const nextFree: AdminOverview['nextFree'] = [];
  for (const person of calendar.specialists.filter((item) => item.active)) {
    const what = shortest(person.serviceIds);
    if (!what) continue;
    let found: AdminOverview['nextFree'][number] | null = null;
    for (let day = 0; day < FREE_TIME_DAYS && !found; day++) {
      const free = await adminFreeSlots(db, {
        businessSlug: biz.slug,
        timeZone: zone,
        slotStepMinutes: biz.slotStepMinutes,
        specialistId: person.id,
        service: what,
        date: addDays(today, day),
        now,
      });
      const first = free.slots.find((slot) => Date.parse(slot.start) > now.getTime());
      if (first)
        found = { specialist: { id: person.id, name: person.name }, service: what.name, start: first.start };
    }
    nextFree.push(
      found ?? { specialist: { id: person.id, name: person.name }, service: what.name, start: null },
    );
  }

  return {
    business: { id: biz.id, slug: biz.slug, name: biz.name, timeZone: zone },
    today,
    specialists: calendar.specialists.map(({ id, name, title, active }) => ({ id, name, title, active })),
    todayVisits: calendar.appointments.filter((item) => item.status !== 'declined'),
    pending: pending.map((row) => toAdminAppointment(row, now)),
    nextFree,
    cancelled: cancelled.map((row) => toAdminAppointment(row, now)),
    reviews: reviews.map((item) => ({
      id: item.id,
      authorName: item.authorName,
      rating: item.rating,
      comment: item.comment,
      createdAt: formatInstant(item.createdAt.getTime(), zone),
    })),
  };
}

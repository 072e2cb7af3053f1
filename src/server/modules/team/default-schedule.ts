// The weekly hours a new specialist starts with: the business's most common current schedule, so a
// salon's new colleague works the salon's hours; Monday–Friday 09:00–18:00 for a business with none yet.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schedule, specialist, type WeeklyHoursJson } from '../../db/schema.ts';

export const FALLBACK_WEEKLY_HOURS: WeeklyHoursJson = Object.freeze({
  '1': [{ start: '09:00', end: '18:00' }],
  '2': [{ start: '09:00', end: '18:00' }],
  '3': [{ start: '09:00', end: '18:00' }],
  '4': [{ start: '09:00', end: '18:00' }],
  '5': [{ start: '09:00', end: '18:00' }],
});

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** A stable text form of weekly hours (key order normalised), for counting equal schedules. */
function canonical(hours: WeeklyHoursJson): string {
  return JSON.stringify(WEEKDAYS.map((day) => (hours[day] ?? []).map((i) => `${i.start}-${i.end}`)));
}

function hasHours(hours: WeeklyHoursJson): boolean {
  return WEEKDAYS.some((day) => (hours[day]?.length ?? 0) > 0);
}

/**
 * The most common of the active specialists' latest schedules (ties: the one seen first, i.e. of the
 * specialist first in the team's order); the fallback when nobody has working hours yet.
 */
export function mostCommonWeeklyHours(latest: readonly WeeklyHoursJson[]): WeeklyHoursJson {
  const counts = new Map<string, { hours: WeeklyHoursJson; count: number }>();
  for (const hours of latest) {
    if (!hasHours(hours)) continue;
    const key = canonical(hours);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { hours, count: 1 });
  }
  let best: { hours: WeeklyHoursJson; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return structuredClone(best?.hours ?? FALLBACK_WEEKLY_HOURS);
}

export async function defaultWeeklyHours(db: DbOrTx, businessId: string): Promise<WeeklyHoursJson> {
  const rows = await db
    .select({
      specialistId: schedule.specialistId,
      weeklyHours: schedule.weeklyHours,
      active: specialist.active,
    })
    .from(schedule)
    .innerJoin(specialist, eq(specialist.id, schedule.specialistId))
    .where(eq(schedule.businessId, businessId))
    .orderBy(specialist.sortOrder, specialist.id, desc(schedule.validFrom));
  const latest = new Map<string, WeeklyHoursJson>();
  for (const row of rows) {
    if (row.active && !latest.has(row.specialistId)) latest.set(row.specialistId, row.weeklyHours);
  }
  return mostCommonWeeklyHours([...latest.values()]);
}

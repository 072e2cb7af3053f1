// A business's exclusions of public holidays (the days it works on), read by every working-time input:
// its own file so that the schedule rules can read them without depending on the public-holiday use cases.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { LocalDate } from '../../../core/availability/types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { publicHolidayExclusion } from '../../db/schema.ts';

/** The dates in [from, to] on which the business works although they are public holidays, in order. */
export async function excludedPublicHolidaysBetween(
  db: DbOrTx,
  { businessId, from, to }: { businessId: string; from: LocalDate; to: LocalDate },
): Promise<LocalDate[]> {
  const rows = await db
    .select({ date: publicHolidayExclusion.date })
    .from(publicHolidayExclusion)
    .where(
      and(
        eq(publicHolidayExclusion.businessId, businessId),
        gte(publicHolidayExclusion.date, from),
        lte(publicHolidayExclusion.date, to),
      ),
    )
    .orderBy(asc(publicHolidayExclusion.date));
  return rows.map((row) => row.date);
}

import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { errorReportLevel, type ErrorReportLevel } from '../../../core/browser/error-report-level.ts';
import type { Database } from '../../db/client.ts';
import { errorLog } from '../../db/schema.ts';

/** The same report (message and level) again within this time is counted on its row, not stored anew. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * Stores a browser's report at its level (a refused request is a warning), or counts it on the row of the
 * same report seen within REPEAT_WINDOW_MS: a page that fails in a loop, or many people who type a wrong
 * code, leave one row with a count. Says the level and whether it was a repeat.
 */
export async function recordBrowserError(
  db: Database,
  entry: {
    message: string;
    token: string;
    url: string | null;
    userAgent: string | null;
    userId: string | null;
  },
  now: Date,
): Promise<{ level: ErrorReportLevel; repeated: boolean }> {
  const level = errorReportLevel(entry.message);
  const latest = db
    .select({ id: errorLog.id })
    .from(errorLog)
    .where(
      and(
        gt(errorLog.lastSeenAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        eq(errorLog.message, entry.message),
        eq(errorLog.level, level),
      ),
    )
    .orderBy(desc(errorLog.lastSeenAt))
    .limit(1);
  const counted = await db
    .update(errorLog)
    .set({ occurrences: sql`${errorLog.occurrences} + 1`, lastSeenAt: now })
    .where(eq(errorLog.id, sql`(${latest})`))
    .returning({ id: errorLog.id });
  if (counted.length > 0) return { level, repeated: true };
  await db.insert(errorLog).values({ ...entry, level, lastSeenAt: now, createdAt: now });
  return { level, repeated: false };
}

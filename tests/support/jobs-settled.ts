import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/**
 * Waits until the side-effect queue has no job that is ready or running (a job waiting for its retry
 * delay does not count: a test that breaks the mailer on purpose must not wait for it). False when
 * `timeoutMs` passed first.
 */
export async function jobsSettled(db: Database, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await db.execute(
      sql`select count(*)::int as busy from pgboss.job
          where name = 'side-effects' and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      busy: number;
    }[];
    if ((rows[0]?.busy ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

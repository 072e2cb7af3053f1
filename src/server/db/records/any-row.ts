import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';

/** Whether any row of the table matches: a plain read of one row at most. */
export async function anyRow(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

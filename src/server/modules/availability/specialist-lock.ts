import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

// Namespace of the two-key advisory locks below (the other key is the specialist).
const SPECIALIST_TIME_LOCK = 724_310_003;

/**
 * Serialises, until the transaction ends, every write that puts time on one specialist's calendar.
 * Without it, two transactions inserting overlapping rows at once both wait on each other inside the
 * exclusion constraint and PostgreSQL breaks the tie with a deadlock error (40P01) after a second;
 * with it, the second simply waits and then meets a clean 23P01. The constraint stays the authority.
 * Every path that inserts or moves a pending/confirmed appointment should call this first.
 */
export async function lockSpecialistTime(tx: Transaction, specialistId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SPECIALIST_TIME_LOCK}, hashtext(${specialistId}))`);
}

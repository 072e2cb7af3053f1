import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAppointmentClient } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientCard } from '../../db/schema.ts';
import { isUuid } from '../../db/records/uuid.ts';
import type { BusinessAccess } from '../access/business-access.ts';
import { clientCardsVisibleTo } from './appointment-access.ts';

/**
 * Client cards of the business by name, e-mail or phone (at most 10), or the one chosen; for a specialist
 * only their own clients' cards.
 */
export async function findClients(
  db: DbOrTx,
  { access, query, cardId }: { access: BusinessAccess; query: string; cardId: string | null },
): Promise<AdminAppointmentClient[]> {
  const conditions: (SQL | undefined)[] = [
    eq(clientCard.businessId, access.business.id),
    clientCardsVisibleTo(db, access),
  ];
  if (cardId && isUuid(cardId)) {
    conditions.push(eq(clientCard.id, cardId));
  } else if (query.trim()) {
    const pattern = `%${query.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches: SQL[] = [ilike(clientCard.name, pattern), ilike(clientCard.email, pattern)];
    const digits = query.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(${clientCard.phone}, ''), '\\D', '', 'g') like ${`%${digits.replace(/^(8|0)(?=\d{5})/, '')}%`}`,
      );
    }
    conditions.push(or(...matches));
  } else {
    return [];
  }
  const rows = await db
    .select({
      id: clientCard.id,
      name: clientCard.name,
      phone: clientCard.phone,
      email: clientCard.email,
      userId: clientCard.userId,
    })
    .from(clientCard)
    .where(and(...conditions))
    .orderBy(asc(clientCard.name))
    .limit(10);
  return rows.map((row) => ({
    cardId: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    hasAccount: row.userId !== null,
  }));
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientCard } from '../../db/schema.ts';

export type ClientCardRow = typeof clientCard.$inferSelect;

export interface ClientCardPerson {
  id: string;
  name: string;
  email: string;
  phoneNumber?: string | null;
}

/**
 * The business's card for a signed-in client, made on their first booking (or accepted invitation).
 * Call it inside the booking transaction: `findOrCreateClientCard(tx, { businessId, user })`.
 *
 * A walk-in card the salon made earlier with the same e-mail and no account yet is linked to the user
 * instead of creating a second card, so the visit history stays in one place. Safe under concurrent
 * first bookings: the (business_id, user_id) unique index decides, and the loser reads the winner's row.
 */
export async function findOrCreateClientCard(
  db: DbOrTx,
  input: { businessId: string; user: ClientCardPerson },
): Promise<ClientCardRow> {
  const { businessId, user } = input;
  const existing = await cardOfUser(db, businessId, user.id);
  if (existing) return existing;

  const email = user.email.trim().toLowerCase();
  if (email) {
    const [walkIn] = await db
      .select({ id: clientCard.id })
      .from(clientCard)
      .where(
        and(
          eq(clientCard.businessId, businessId),
          isNull(clientCard.userId),
          sql`lower(${clientCard.email}) = ${email}`,
        ),
      )
      .orderBy(asc(clientCard.createdAt))
      .limit(1);
    if (walkIn) {
      const [linked] = await db
        .update(clientCard)
        .set({ userId: user.id })
        .where(and(eq(clientCard.id, walkIn.id), isNull(clientCard.userId)))
        .returning();
      if (linked) return linked;
    }
  }

  const [created] = await db
    .insert(clientCard)
    .values({
      businessId,
      userId: user.id,
      name: user.name,
      email: user.email,
      phone: user.phoneNumber ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const winner = await cardOfUser(db, businessId, user.id);
  if (!winner) throw new Error('findOrCreateClientCard: card neither created nor found');
  return winner;
}

export async function cardOfUser(
  db: DbOrTx,
  businessId: string,
  userId: string,
): Promise<ClientCardRow | null> {
  const [row] = await db
    .select()
    .from(clientCard)
    .where(and(eq(clientCard.businessId, businessId), eq(clientCard.userId, userId)))
    .limit(1);
  return row ?? null;
}

import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { account, user } from '../schema.ts';

export type CredentialUserInput = Omit<typeof user.$inferInsert, 'id'> & { id?: string };

/**
 * A user with an e-mail + password account stored the way better-auth stores one (providerId 'credential',
 * accountId = user id). E-mail is verified unless the input says otherwise.
 */
export async function insertCredentialUser(db: DbOrTx, input: CredentialUserInput, passwordHash: string) {
  const id = input.id ?? randomUUID();
  const [row] = await db
    .insert(user)
    .values({ emailVerified: true, ...input, id, email: input.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('User insert returned nothing');
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  return row;
}

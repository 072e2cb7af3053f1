import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSetting } from '../db/schema.ts';

/**
 * A setting made once and kept in the database, so every instance and every restart shares it: the first
 * instance to store `candidate` wins, the others read its value.
 */
export async function storedSetting<T>(
  db: DbOrTx,
  key: string,
  candidate: T,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  await db.insert(appSetting).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, key));
  if (!row || !isValid(row.value)) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}

/** A random secret generated once (see `storedSetting`). */
export function storedSecret(db: DbOrTx, key: string): Promise<string> {
  const candidate = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  return storedSetting(db, key, candidate, (value): value is string => typeof value === 'string');
}

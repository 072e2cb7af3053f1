import { and, desc, eq, gt } from 'drizzle-orm';
import type { ActiveSession } from '../../../contracts/profile.ts';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema.ts';

/** The person's unexpired sessions, newest activity first; tokens never leave the server. */
export async function listActiveSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress || null,
    userAgent: row.userAgent || null,
  }));
}

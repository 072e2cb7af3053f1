import type { Database } from '../../db/client.ts';
import { errorLog } from '../../db/schema.ts';

export async function recordBrowserError(
  db: Database,
  entry: {
    message: string;
    token: string;
    url: string | null;
    userAgent: string | null;
    userId: string | null;
  },
) {
  await db.insert(errorLog).values(entry);
}

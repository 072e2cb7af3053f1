import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What the jobs that tell people about visits need. */
export interface SideEffectDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  brandName: string;
  /** Absolute origin for links in e-mails. */
  baseUrl: string;
  now: () => Date;
}

import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SideEffectJob } from './side-effect-jobs.ts';

/** What the jobs that tell people about visits need. */
export interface SideEffectDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  brandName: string;
  /** Absolute origin for links in e-mails. */
  baseUrl: string;
  now: () => Date;
  /** Follow-up jobs (push messages) are enqueued in the transaction that writes what they carry. */
  jobs: JobQueue<SideEffectJob>;
}

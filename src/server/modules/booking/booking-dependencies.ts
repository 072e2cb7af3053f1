import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';

export interface BookingDependencies extends SideEffectDependencies {
  /** E-mails and notifications become jobs, enqueued in the transaction of the change. */
  jobs: JobQueue<SideEffectJob>;
}

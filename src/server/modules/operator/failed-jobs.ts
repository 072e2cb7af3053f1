// The operator's view of messages that kept failing: kept in the dead-letter queue, never dropped.
import type { FailedJobView, JobServices } from '../../../contracts/jobs.ts';
import type { JobRunner } from '../../jobs/job-queue.ts';
import type { SideEffectJob } from '../side-effects/side-effect-jobs.ts';

const WHAT: Record<SideEffectJob['kind'], string> = {
  booking: 'Registracijos pranešimai',
  'client-cancellation': 'Atšaukimo pranešimai',
  'appointment-change': 'Vizito pakeitimo pranešimai',
  'admin-booking': 'Salono užregistruoto vizito pranešimai',
  'visit-clock-change': 'Automatinio vizito pakeitimo pranešimai',
  reminder: 'Priminimas',
  email: 'Laiškas',
  push: 'Pranešimas į įrenginį',
};

function appointmentOf(job: SideEffectJob): string | null {
  switch (job.kind) {
    case 'booking':
    case 'client-cancellation':
      return job.event.appointmentId;
    case 'appointment-change':
      return job.after.id;
    case 'admin-booking':
      return job.row.id;
    case 'visit-clock-change':
      return job.appointmentId;
    case 'push':
      return job.appointmentId;
    case 'reminder':
    case 'email':
      return null;
  }
}

export function createJobServices(jobs: Pick<JobRunner<SideEffectJob>, 'failed'>): JobServices {
  return {
    async failedJobs(user) {
      if (!user?.isOperator) return [];
      const failed = await jobs.failed(50);
      return failed.map((job): FailedJobView => {
        const data = job.data as SideEffectJob;
        return {
          id: job.id,
          what: WHAT[data.kind] ?? data.kind,
          appointmentId: appointmentOf(data),
          attempts: job.attempts,
          failedAt: job.failedAt.toISOString(),
          error: job.error,
        };
      });
    },
  };
}

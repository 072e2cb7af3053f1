// The operator's view of messages that kept failing: kept in the dead-letter queue, never dropped.
import type { FailedJobView, JobServices } from '../../../contracts/jobs.ts';
import type { JobRunner } from '../../jobs/job-queue.ts';
import { appointmentOfEvent, type DomainEvent } from '../side-effects/domain-events.ts';
import type { EarlierJob, QueuedJob, SideEffectJob } from '../side-effects/side-effect-jobs.ts';

/** What the operator reads for each event. */
function eventWhat(event: DomainEvent): string {
  switch (event.type) {
    case 'visit.booked':
      return event.by === 'client' ? 'Registracijos pranešimai' : 'Salono užregistruoto vizito pranešimai';
    case 'visit.cancelled':
      return 'Atšaukimo pranešimai';
    case 'visit.moved-by-client':
      return 'Kliento perkelto vizito pranešimai';
    case 'visit.confirmed':
    case 'visit.declined':
    case 'visit.moved':
    case 'visit.completed':
    case 'visit.no-show':
      return 'Vizito pakeitimo pranešimai';
    case 'visit.reminder-due':
      return 'Priminimas';
    case 'review.replied':
    case 'review.hidden':
      return 'Atsiliepimo pranešimai';
    case 'invoice.issued':
      return 'Sąskaitos laiškas';
    case 'marketing.rebook-nudge-due':
      return 'Kvietimas apsilankyti vėl';
    case 'waitlist.offered':
      return 'Laukiančiųjų sąrašo pasiūlymas';
  }
}

/** Jobs queued before domain events, as the operator knew them. */
const EARLIER_WHAT: Record<EarlierJob['kind'], string> = {
  booking: 'Registracijos pranešimai',
  'client-cancellation': 'Atšaukimo pranešimai',
  'appointment-change': 'Vizito pakeitimo pranešimai',
  'admin-booking': 'Salono užregistruoto vizito pranešimai',
  'visit-clock-change': 'Automatinio vizito pakeitimo pranešimai',
  reminder: 'Priminimas',
};

function describe(job: QueuedJob): Pick<FailedJobView, 'what' | 'appointmentId'> {
  switch (job.kind) {
    case 'event':
      return { what: eventWhat(job.event), appointmentId: appointmentOfEvent(job.event) };
    case 'email':
      return { what: 'Laiškas', appointmentId: null };
    case 'push':
      return { what: 'Pranešimas į įrenginį', appointmentId: job.appointmentId };
    case 'booking':
    case 'client-cancellation':
      return { what: EARLIER_WHAT[job.kind], appointmentId: job.event.appointmentId };
    case 'appointment-change':
      return { what: EARLIER_WHAT[job.kind], appointmentId: job.after.id };
    case 'admin-booking':
      return { what: EARLIER_WHAT[job.kind], appointmentId: job.row.id };
    case 'visit-clock-change':
      return { what: EARLIER_WHAT[job.kind], appointmentId: job.appointmentId };
    case 'reminder':
      return { what: EARLIER_WHAT[job.kind], appointmentId: null };
  }
}

export function createJobServices(jobs: Pick<JobRunner<SideEffectJob>, 'failed'>): JobServices {
  return {
    async failedJobs(user) {
      if (!user?.isOperator) return [];
      const failed = await jobs.failed(50);
      return failed.map((job): FailedJobView => ({
        id: job.id,
        ...describe(job.data as QueuedJob),
        attempts: job.attempts,
        failedAt: job.failedAt.toISOString(),
        error: job.error,
      }));
    },
  };
}

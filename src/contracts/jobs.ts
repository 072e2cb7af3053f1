import type { SessionUser } from './session-user.ts';

/** A message that kept failing after every retry, as the operator sees it. */
export interface FailedJobView {
  id: string;
  /** What it was, in Lithuanian ("Priminimas", "Registracijos pranešimai"). */
  what: string;
  appointmentId: string | null;
  attempts: number;
  /** ISO instant. */
  failedAt: string;
  error: string;
}

/** Web-services group `jobs`: the operator's view of the job queue. */
export interface JobServices {
  /** Newest first; empty for anyone but the operator. */
  failedJobs(user: SessionUser | null): Promise<FailedJobView[]>;
}

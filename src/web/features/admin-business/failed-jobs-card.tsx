import type { FailedJobView } from '../../../contracts/jobs.ts';
import { Card } from '../../components/card.tsx';

/** Messages that kept failing after every retry: kept for the operator, never silently dropped. */
export function FailedJobsCard({ jobs }: { jobs: FailedJobView[] }) {
  return (
    <Card
      title="Nepavykę pranešimai"
      description="El. laiškai ir pranešimai, kurių nepavyko išsiųsti net po kelių bandymų."
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-zinc-600" data-testid="failed-jobs-empty">
          Nepavykusių pranešimų nėra.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {jobs.map((job) => (
            <li key={job.id} className="py-2" data-testid="failed-job">
              <p className="font-medium text-zinc-900">
                {job.what}
                {job.appointmentId ? (
                  <span className="font-normal text-zinc-600">{` · vizitas ${job.appointmentId}`}</span>
                ) : null}
              </p>
              <p className="text-zinc-600">
                {`${job.failedAt.slice(0, 16).replace('T', ' ')} UTC · bandymų: ${job.attempts}`}
                {job.error ? ` · ${job.error}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

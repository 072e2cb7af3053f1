/**
 * Held visits that a holiday, an override or a schedule change leaves outside working time. They are never
 * dropped: the admin moves each one to another time or declines it (the appointment pages do that).
 */
import { Link } from 'react-router';
import type { StrandedAppointment } from '../../../contracts/admin-schedules.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { formatDateTimeRange } from '../../../core/format/lithuanian-dates.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { adminSchedulePaths } from './admin-schedule-paths.ts';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { ListRow } from '../../components/list-row.tsx';
import { VISIT_FORMS } from '../../../core/format/nouns.ts';

function strandedSummary(count: number): string {
  return `${formatCount(count, VISIT_FORMS)} ne darbo laiku`;
}

export function StrandedAppointments({
  appointments,
  slug,
  timeZone,
  title = 'Paveikti vizitai',
  emptyText = 'Šis pakeitimas nepaveikia jokių užregistruotų vizitų.',
  tone = 'warning',
}: {
  appointments: StrandedAppointment[];
  slug: string;
  timeZone: string;
  title?: string;
  emptyText?: string | null;
  tone?: 'warning' | 'neutral';
}) {
  if (appointments.length === 0) {
    if (emptyText === null) return null;
    return (
      <section
        aria-label={title}
        data-testid="stranded-appointments"
        className="rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm sm:px-6"
      >
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-zinc-600">
          <CheckCircleIcon className="size-5 text-emerald-600" />
          {emptyText}
        </p>
      </section>
    );
  }
  const warning = tone === 'warning';
  return (
    <section
      aria-labelledby="paveikti-vizitai"
      data-testid="stranded-appointments"
      className={`overflow-hidden rounded-2xl border shadow-sm ${warning ? 'border-amber-300 bg-amber-50/60' : 'border-stone-200 bg-white'}`}
    >
      <div
        className={`px-5 py-4 sm:px-6 ${warning ? 'border-b border-amber-200' : 'border-b border-stone-100'}`}
      >
        <h2
          id="paveikti-vizitai"
          className="flex flex-wrap items-center gap-2 text-base font-semibold text-zinc-900"
        >
          {title}
          <Badge tone="warning">{strandedSummary(appointments.length)}</Badge>
        </h2>
        <p className="mt-1 text-sm text-zinc-700">
          Šie vizitai liko ne darbo laiku. Jie neatšaukiami automatiškai: perkelkite juos kitu laiku arba
          atmeskite – klientas gaus pranešimą.
        </p>
      </div>
      <ul className="divide-y divide-amber-100 bg-white">
        {appointments.map((appointment) => (
          <ListRow
            key={appointment.id}
            testId="stranded-appointment"
            actions={
              <>
                <Link
                  to={adminSchedulePaths.appointmentEdit(slug, appointment.id)}
                  className={buttonClass('secondary', 'flex-1 sm:flex-none')}
                >
                  Perkelti
                </Link>
                <Link
                  to={adminSchedulePaths.appointmentDecline(slug, appointment.id)}
                  className={buttonClass('danger', 'flex-1 sm:flex-none')}
                >
                  Atmesti
                </Link>
              </>
            }
          >
            <p className="font-semibold text-zinc-900">
              {formatDateTimeRange(appointment.start, appointment.end, timeZone)}
            </p>
            <p className="mt-0.5 text-sm text-zinc-600">
              <span className="font-medium text-zinc-800">{appointment.clientName}</span> ·{' '}
              {appointment.serviceName} · {appointment.specialistName}
            </p>
            <p className="mt-1.5">
              <Badge tone={appointment.status === 'pending' ? 'warning' : 'success'}>
                {APPOINTMENT_STATUS_LABELS[appointment.status]}
              </Badge>
            </p>
          </ListRow>
        ))}
      </ul>
    </section>
  );
}

/** A visit at a glance (status, time, client and contacts, service, specialist, price, notes) for the admin pages. */
import { Link } from 'react-router';
import type { AdminAppointment, AdminAppointmentStatus } from '../../../contracts/admin-appointments.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { STATUS_BADGE_CLASSES, visitDay, visitHours } from './appointment-format.ts';
import { appointmentPaths } from './appointment-paths.ts';
import { EmailText } from '../../components/contact-text.tsx';

export function StatusBadge({
  status,
  className = '',
}: {
  status: AdminAppointmentStatus;
  className?: string;
}) {
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_BADGE_CLASSES[status]} ${className}`}
    >
      {status === 'pending' ? (
        <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      ) : null}
      {APPOINTMENT_STATUS_LABELS[status]}
    </span>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="text-sm font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

export function AppointmentSummary({ appointment, slug }: { appointment: AdminAppointment; slug: string }) {
  const { client } = appointment;
  return (
    <div data-testid="appointment-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-zinc-900 first-letter:uppercase">
            {visitDay(appointment)}
          </p>
          <p className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">
            {visitHours(appointment)}
          </p>
        </div>
        <StatusBadge status={appointment.status} className="text-sm" />
      </div>
      <dl className="mt-4 divide-y divide-stone-100 border-t border-stone-100">
        <Row label="Klientas">
          <span className="flex flex-col gap-1">
            {client.cardId ? (
              <Link
                to={appointmentPaths.clientCard(slug, client.cardId)}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {client.name}
              </Link>
            ) : (
              client.name
            )}
            {client.phone ? (
              <a
                href={telHref(client.phone)}
                className="inline-flex items-center gap-1.5 font-normal text-zinc-700 hover:text-brand-800"
              >
                <PhoneIcon className="size-4 text-zinc-400" />
                {formatPhone(client.phone)}
              </a>
            ) : null}
            {client.email ? (
              <a
                href={`mailto:${client.email}`}
                className="inline-flex items-center gap-1.5 font-normal text-zinc-700 hover:text-brand-800"
              >
                <MailIcon className="size-4 shrink-0 text-zinc-400" />
                <EmailText email={client.email} />
              </a>
            ) : null}
          </span>
        </Row>
        <Row label="Paslauga">
          {appointment.service.name}{' '}
          <span className="font-normal text-zinc-500">
            · {formatDuration(appointment.durationMinutes)} · {formatEuro(appointment.priceCents)}
          </span>
        </Row>
        <Row label="Specialistas">{appointment.specialist.name}</Row>
        <Row label="Registracija">
          {appointment.source === 'online' ? 'Internetu' : 'Užregistravo salonas'}
        </Row>
        {appointment.note ? <Row label="Kliento pastaba">{appointment.note}</Row> : null}
        {appointment.businessNote ? <Row label="Salono pastaba">{appointment.businessNote}</Row> : null}
        {appointment.declineReason ? (
          <Row label={appointment.status === 'cancelled' ? 'Atšaukimo priežastis' : 'Atmetimo priežastis'}>
            {appointment.declineReason}
          </Row>
        ) : null}
      </dl>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../../contracts/booking.ts';
import {
  formatDeadline,
  formatLongDate,
  formatTimeRange,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { bookingPath } from '../../../contracts/booking-choice.ts';
import { useAppPath } from '../../lib/app-paths.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { capitalise } from '../../../core/format/capitalise.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { AddressText } from '../../components/contact-text.tsx';

export function AppointmentCard({
  appointment,
  past,
  onCancel,
  review,
  highlighted = false,
}: {
  appointment: Appointment;
  past: boolean;
  onCancel: (appointment: Appointment) => void;
  /** The visit's review or the way to write one (the page decides). */
  review?: ReactNode;
  /** The visit a link (a notification) pointed at. */
  highlighted?: boolean;
}) {
  const zone = appointment.timeZone;
  const to = useAppPath();
  const held = holdsTime(appointment.status);
  const headingId = `vizitas-${appointment.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm sm:p-5 ${
        highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-zinc-200'
      }`}
      data-testid="appointment-card"
      data-appointment-id={appointment.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-zinc-900">
            {capitalise(formatLongDate(localDateOf(appointment.start, zone)))}
          </p>
          <p className="text-sm text-zinc-700 tabular-nums">
            {formatTimeRange(appointment.start, appointment.end, zone)}
          </p>
        </div>
        <StatusBadge status={appointment.status} />
      </div>

      <h3 id={headingId} className="mt-3 text-base font-semibold text-zinc-900">
        {appointment.service.name}
      </h3>
      {appointment.parts.length > 0 ? (
        <ol aria-label="Vizito paslaugos" className="mt-1 space-y-0.5 text-sm text-zinc-700">
          {appointment.parts.map((part) => (
            <li key={part.id} className="flex justify-between gap-3">
              <span className="min-w-0">{part.service.name}</span>
              <span className="shrink-0 text-zinc-600 tabular-nums">
                {formatTimeRange(part.start, part.end, zone)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="mt-1 space-y-0.5 text-sm text-zinc-700">
        <div>
          <dt className="sr-only">Salonas</dt>
          <dd>
            <Link
              to={`/apie/${encodeURIComponent(appointment.business.slug)}`}
              className="font-medium text-zinc-900 hover:text-brand-800 hover:underline"
            >
              {appointment.business.name}
            </Link>
            {appointment.business.address ? (
              <span className="text-zinc-600">
                {' '}
                · <AddressText address={appointment.business.address} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Specialistas</dt>
          <dd>{appointment.specialist.name}</dd>
        </div>
        <div>
          <dt className="sr-only">Kaina</dt>
          <dd className="font-medium text-zinc-900">{formatEuro(appointment.priceCents)}</dd>
        </div>
      </dl>

      {appointment.status === 'declined' && appointment.declineReason ? (
        <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          Salono komentaras: {appointment.declineReason}
        </p>
      ) : null}
      {appointment.note ? (
        <p className="mt-3 text-sm break-words text-zinc-600">Jūsų pastaba: {appointment.note}</p>
      ) : null}

      <div aria-hidden="true" className="min-h-4 flex-1" />
      {held && !past ? (
        <div className="flex flex-col gap-3 border-t border-zinc-100 pt-4">
          {appointment.canCancel ? (
            <>
              <p className="text-xs text-zinc-600">
                Perkelti ar atšaukti internetu galima iki {formatDeadline(appointment.cancellableUntil, zone)}
              </p>
              <div className="flex gap-2 sm:justify-end">
                <Link
                  to={to(buildRoute('account_move_visit', { id: appointment.id }))}
                  className="flex-1 rounded-xl bg-white px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 sm:flex-none"
                >
                  Perkelti
                </Link>
                <button
                  type="button"
                  onClick={() => onCancel(appointment)}
                  className="flex-1 rounded-xl bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-red-700 ring-1 ring-red-200 hover:bg-red-50 sm:flex-none"
                >
                  Atšaukti vizitą
                </button>
              </div>
            </>
          ) : (
            <p className="text-sm text-zinc-600">
              Perkelti ar atšaukti internetu nebegalima
              {appointment.business.phone ? (
                <>
                  {' '}
                  – skambinkite salonui{' '}
                  <a
                    href={telHref(appointment.business.phone)}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {formatPhone(appointment.business.phone)}
                  </a>
                </>
              ) : null}
              .
            </p>
          )}
        </div>
      ) : null}

      {review ? <div className="mb-3 border-t border-zinc-100 pt-4">{review}</div> : null}
      {past || !held ? (
        <div className={review ? '' : 'border-t border-zinc-100 pt-4'}>
          <Link
            to={bookingPath(appointment.business.slug, {
              serviceId: appointment.service.id,
              specialist: appointment.specialist.id,
              date: null,
              time: null,
            })}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Registruotis dar kartą
            <svg
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-4"
              aria-hidden="true"
            >
              <path d="M7.5 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        </div>
      ) : null}
    </article>
  );
}

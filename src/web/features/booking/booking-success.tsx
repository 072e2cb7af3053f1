import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../lib/app-paths.ts';
import type { Appointment } from '../../../contracts/booking.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import {
  formatDeadline,
  formatLongDate,
  formatShortDate,
  formatTimeRange,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { telHref } from '../../../core/phone/phone-display.ts';
import { AddressText } from '../../components/contact-text.tsx';

export const MY_APPOINTMENTS_PATH = '/mano-vizitai';

/** The server's calendar file of the visit: the same UID and SEQUENCE as the e-mails', so they update one event. */
export const appointmentCalendarPath = (id: string) =>
  `/api/user/appointment/${encodeURIComponent(id)}/calendar`;

export function BookingSuccess({ appointment }: { appointment: Appointment }) {
  const to = useAppPath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const zone = appointment.timeZone;
  const date = localDateOf(appointment.start, zone);
  const pending = appointment.status === 'pending';
  const icsHref = appointmentCalendarPath(appointment.id);

  return (
    <section aria-labelledby="registracija-sekminga" className="mx-auto max-w-xl">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
        <div className={`px-6 pt-8 pb-6 text-center ${pending ? 'bg-amber-50' : 'bg-brand-50'}`}>
          <span
            aria-hidden="true"
            className={`mx-auto grid size-14 place-items-center rounded-full text-white ${pending ? 'bg-amber-500' : 'bg-brand-700'}`}
          >
            {pending ? (
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-7">
                <circle cx="12" cy="12" r="8.5" />
                <path d="M12 7.5V12l3 2" strokeLinecap="round" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-7">
                <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </span>
          <h1
            id="registracija-sekminga"
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-2xl font-semibold text-zinc-900 outline-none"
          >
            {pending ? 'Registracija gauta – laukia salono patvirtinimo' : 'Vizitas užregistruotas!'}
          </h1>
          <p className="mt-2 text-sm text-zinc-700">
            {pending
              ? 'Salonas netrukus peržiūrės registraciją – apie patvirtinimą jums pranešime.'
              : 'Laukiame jūsų. Priminimą atsiųsime prieš vizitą.'}
          </p>
        </div>

        <div className="flex items-center gap-4 border-b border-zinc-100 px-6 py-5">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-6">
              <rect x="3.5" y="5" width="17" height="15" rx="2" />
              <path d="M3.5 9.5h17M8 3v4M16 3v4" strokeLinecap="round" />
            </svg>
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700" data-testid="success-short-date">
              {formatShortDate(date)}
            </p>
            <p className="font-semibold text-zinc-900" data-testid="success-long-date">
              {formatLongDate(date)}
            </p>
            <p className="text-zinc-700 tabular-nums">
              {formatTimeRange(appointment.start, appointment.end, zone)}
            </p>
          </div>
        </div>

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 px-6 py-5 text-sm">
          <dt className="text-zinc-600">Paslauga</dt>
          <dd className="font-medium text-zinc-900">
            {appointment.service.name}
            <span className="font-normal text-zinc-600">
              {' '}
              · {formatDuration(appointment.durationMinutes, 'inText')}
            </span>
          </dd>
          <dt className="text-zinc-600">Specialistas</dt>
          <dd className="font-medium text-zinc-900">{appointment.specialist.name}</dd>
          <dt className="text-zinc-600">Salonas</dt>
          <dd className="text-zinc-900">
            <span className="font-medium">{appointment.business.name}</span>
            {appointment.business.address ? (
              <span className="block text-zinc-600">
                <AddressText address={appointment.business.address} />
              </span>
            ) : null}
          </dd>
          <dt className="text-zinc-600">Kaina</dt>
          <dd className="font-semibold text-zinc-900">{formatEuro(appointment.priceCents)}</dd>
          {appointment.note ? (
            <>
              <dt className="text-zinc-600">Pastaba</dt>
              <dd className="break-words whitespace-pre-line text-zinc-900">{appointment.note}</dd>
            </>
          ) : null}
        </dl>

        <p
          className="mx-6 mb-5 rounded-xl bg-stone-50 px-4 py-3 text-sm text-zinc-700"
          data-testid="success-cancellation"
        >
          <CancellationNote appointment={appointment} />
        </p>

        <div className="flex flex-col gap-2 border-t border-zinc-100 px-6 py-5 sm:flex-row">
          <a
            href={icsHref}
            download={`vizitas-${date}.ics`}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-xl bg-white px-4 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              className="size-5"
              aria-hidden="true"
            >
              <rect x="3.5" y="5" width="17" height="15" rx="2" />
              <path d="M3.5 9.5h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" strokeLinecap="round" />
            </svg>
            Įtraukti į kalendorių
          </a>
          <Link
            to={to(MY_APPOINTMENTS_PATH)}
            className="inline-flex flex-1 items-center justify-center rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Mano vizitai
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * Until when the visit can be cancelled online — or, for a visit booked closer than the salon's cutoff
 * (its deadline already gone), that only the salon can be asked now, by phone when it has one.
 */
function CancellationNote({ appointment }: { appointment: Appointment }) {
  if (appointment.canCancel) {
    return (
      <>
        Atšaukti galite iki {formatDeadline(appointment.cancellableUntil, appointment.timeZone)} – skiltyje
        „Mano vizitai“.
      </>
    );
  }
  const phone = appointment.business.phone;
  return (
    <>
      Atšaukti šio vizito internetu nebegalima – iki jo liko per mažai laiko. Negalėsite atvykti? Susisiekite
      su salonu
      {phone ? (
        <>
          {' '}
          telefonu{' '}
          <a
            href={telHref(phone)}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
          >
            {phone}
          </a>
        </>
      ) : null}
      .
    </>
  );
}

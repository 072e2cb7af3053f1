/**
 * The visit a calendar block stands for, with its next steps (confirm, decline, edit). The client card's
 * notes and counts and what the client was sent come from the visit's own page data, loaded when it opens.
 */
import { useEffect } from 'react';
import { Button, Heading } from 'react-aria-components';
import { Link, useFetcher } from 'react-router';
import type { AdminAppointment, AdminAppointmentPage } from '../../../contracts/admin-appointments.ts';
import { buttonClass } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { DialogFor } from '../../components/dialog-for.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { appointmentPaths } from './appointment-paths.ts';
import { AppointmentSummary } from './appointment-summary.tsx';
import { ClientGlance } from './client-glance.tsx';
import { VisitMessagesPanel } from './visit-messages.tsx';

export function AppointmentDialog({
  appointment,
  slug,
  returnTo,
  overlaps = [],
  onClose,
}: {
  appointment: AdminAppointment | null;
  slug: string;
  returnTo: string;
  /** The client's other visits at the same time with other specialists. */
  overlaps?: AdminAppointment[];
  onClose: () => void;
}) {
  const next = appointment?.nextStatuses ?? [];
  const details = useFetcher<AdminAppointmentPage>();
  const id = appointment?.id ?? null;
  const { load } = details;
  useEffect(() => {
    if (id) void load(appointmentPaths.edit(slug, id));
  }, [id, slug, load]);
  const loaded = details.data?.appointment.id === id ? details.data : null;
  return (
    <DialogFor subject={appointment} onClose={onClose} width="lg" testId="appointment-dialog">
      {(appointment) => (
        <>
          <Heading slot="title" className="mb-4 text-lg font-semibold text-zinc-900">
            {appointment.client.name}
          </Heading>
          {overlaps.length > 0 ? (
            <div className="mb-4" data-testid="double-booked">
              <Notice tone="warning">
                Šis klientas tuo pačiu metu turi kitą vizitą:{' '}
                {overlaps
                  .map(
                    (other) =>
                      `${other.start.slice(11, 16)}–${other.end.slice(11, 16)}, ${other.specialist.name}`,
                  )
                  .join('; ')}
                .
              </Notice>
            </div>
          ) : null}
          <AppointmentSummary appointment={appointment} slug={slug} />
          <div className="mt-4 space-y-4" aria-busy={!loaded}>
            {loaded ? (
              <>
                {loaded.clientCard ? <ClientGlance card={loaded.clientCard} /> : null}
                <details className="rounded-xl border border-stone-200 px-3 py-2">
                  <summary className="cursor-pointer text-sm font-semibold text-zinc-900">
                    Pranešimai klientui
                  </summary>
                  <div className="mt-3">
                    <VisitMessagesPanel messages={loaded.messages} />
                  </div>
                </details>
              </>
            ) : (
              <p className="flex items-center gap-2 text-sm text-zinc-600">
                <Spinner />
                Įkeliama kliento informacija…
              </p>
            )}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button onPress={onClose} className={buttonClass('ghost')}>
              Uždaryti
            </Button>
            {next.includes('declined') ? (
              <Link to={appointmentPaths.decline(slug, appointment.id)} className={buttonClass('danger')}>
                Atmesti
              </Link>
            ) : null}
            <Link
              to={appointmentPaths.edit(slug, appointment.id, { grizti: returnTo })}
              className={buttonClass('secondary')}
            >
              {appointment.editable ? 'Keisti' : 'Atidaryti'}
            </Link>
            {next.includes('confirmed') ? (
              <Link to={appointmentPaths.confirm(slug, appointment.id)} className={buttonClass('primary')}>
                Patvirtinti
              </Link>
            ) : null}
          </div>
        </>
      )}
    </DialogFor>
  );
}

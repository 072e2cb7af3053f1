/** The visit a calendar block stands for, with its next steps (confirm, decline, edit). */
import { Button, Heading } from 'react-aria-components';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { Link } from 'react-router';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import { buttonClass } from '../../components/button.tsx';
import { appointmentPaths } from './appointment-paths.ts';
import { AppointmentSummary } from './appointment-summary.tsx';

export function AppointmentDialog({
  appointment,
  slug,
  returnTo,
  onClose,
}: {
  appointment: AdminAppointment | null;
  slug: string;
  returnTo: string;
  onClose: () => void;
}) {
  const next = appointment?.nextStatuses ?? [];
  return (
    <SheetDialog isOpen={appointment !== null} onClose={onClose} width="lg" testId="appointment-dialog">
      {appointment ? (
        <>
          <Heading slot="title" className="mb-4 text-lg font-semibold text-zinc-900">
            {appointment.client.name}
          </Heading>
          <AppointmentSummary appointment={appointment} slug={slug} />
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
      ) : null}
    </SheetDialog>
  );
}

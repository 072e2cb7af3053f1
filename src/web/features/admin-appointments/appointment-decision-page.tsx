import type { ReactNode } from 'react';
import type { AdminAppointment, AdminAppointmentPage } from '../../../contracts/admin-appointments.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';
import { Card } from '../../components/card.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { appointmentPaths } from './appointment-paths.ts';
import { AppointmentSummary } from './appointment-summary.tsx';

/**
 * The frame of a page that takes one decision about a visit (confirm it, decline it): the visit at a glance
 * in a card with the decision under it, and `after` it whatever leads on.
 */
export function AppointmentDecisionPage({
  business,
  appointment,
  title,
  children,
  after,
}: {
  business: AdminAppointmentPage['business'];
  appointment: AdminAppointment;
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        eyebrow={business.name}
        title={title}
        back={{ href: appointmentPaths.list(business.slug), label: 'Vizitų sąrašas' }}
      />
      <Card>
        <AppointmentSummary appointment={appointment} slug={business.slug} />
        {children}
      </Card>
      {after}
    </div>
  );
}

/** Why the decision cannot be taken any more: the visit has moved on to another status. */
export function DecisionTooLate({ verb, appointment }: { verb: string; appointment: AdminAppointment }) {
  return (
    <Notice
      tone="warning"
      className="mt-5"
      title={`Šio vizito ${verb} nebegalima – jo būsena: „${APPOINTMENT_STATUS_LABELS[appointment.status]}“.`}
    />
  );
}

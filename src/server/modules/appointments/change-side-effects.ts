// What follows a change to a visit, run by a job enqueued in the change's transaction: the client's
// in-app notification and e-mail (confirmed, declined with the reason, moved with the old and new time,
// completed; a visit the business booked for them). Each delivered once (sent_log keys, per visit, kind
// and version); a failure fails the job, which is retried.
import { formatLongDate, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import {
  appointmentConfirmedEmail,
  appointmentDeclinedEmail,
  appointmentMovedEmail,
  type AppointmentChangeMailDetails,
} from '../../mail/appointment-change-emails.ts';
import { clientBookingEmail, MY_VISITS_PATH } from '../../mail/booking-emails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { mailOnce } from '../booking/booking-side-effects.ts';
import { createNotificationsOnce, type NotificationType } from '../notifications/notifications.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';
import { clientOf, visitMailFields, type AppointmentRow } from './appointment-rows.ts';
import { notificationChannelEnabled } from '../notifications/notification-preferences.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';

export type { BookingDependencies as AdminAppointmentDependencies } from '../booking/booking-dependencies.ts';

export interface AppointmentChange {
  before: AppointmentRow;
  after: AppointmentRow;
}

export function changeMailDetails(
  deps: Pick<SideEffectDependencies, 'brandName' | 'baseUrl'>,
  row: AppointmentRow,
): AppointmentChangeMailDetails {
  const client = clientOf(row);
  return {
    brandName: deps.brandName,
    baseUrl: deps.baseUrl,
    appointmentId: row.id,
    sequence: row.sequence,
    status: row.status === 'pending' ? 'pending' : row.status === 'declined' ? 'declined' : 'confirmed',
    ...visitMailFields(row),
    client: { name: client.name, email: client.email, phone: client.phone },
  };
}

/** `Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00` */
function summary(row: Pick<AppointmentRow, 'startsAt' | 'business'> & { serviceName: string }): string {
  const start = row.startsAt.toISOString();
  const zone = row.business.timeZone;
  return `${row.serviceName}, ${formatLongDate(localDateOf(start, zone))}, ${formatTime(start, zone)}`;
}

export const visitSummary = (row: AppointmentRow) => summary({ ...row, serviceName: row.service.name });

async function notifyClient(
  deps: SideEffectDependencies,
  row: AppointmentRow,
  key: string,
  note: { type: NotificationType; title: string; body: string; href?: string },
) {
  if (!row.clientUserId) return;
  const userId = row.clientUserId;
  await createNotificationsOnce(deps.db, {
    jobs: deps.jobs,
    key: `${key}:notification`,
    rows: [{ userId, businessId: row.businessId, ...note, href: note.href ?? MY_VISITS_PATH }],
    delivery: { now: deps.now(), appointmentId: row.id, kind: note.type.replace(/^appointment_/, '') },
  });
}

async function mailClient(
  deps: SideEffectDependencies,
  row: AppointmentRow,
  key: string,
  kind: string,
  make: (to: string) => MailMessage,
) {
  const to = clientOf(row).email;
  if (!to) return;
  if (
    !(await notificationChannelEnabled(deps.db, {
      userId: row.clientUserId,
      channel: 'email',
      kind: 'appointment_change',
    }))
  )
    return;
  await mailOnce(deps, { key: `${key}:email`, kind, appointmentId: row.id }, () => make(to));
}

function place(row: AppointmentRow): string {
  return row.business.address ? `${row.business.name}, ${row.business.address}` : row.business.name;
}

/** Tells the client about what the business changed (nothing for a note or a no-op). */
export async function announceAppointmentChange(
  deps: SideEffectDependencies,
  change: AppointmentChange,
): Promise<void> {
  const { before, after } = change;
  const now = deps.now();
  const mail = changeMailDetails(deps, after);
  const afterSummary = summary({ ...after, serviceName: after.service.name });

  if (before.status !== after.status) {
    if (after.status === 'confirmed') {
      const key = `admin-confirmed:${after.id}`;
      await notifyClient(deps, after, key, {
        type: 'appointment_confirmed',
        title: 'Vizitas patvirtintas',
        body: `${afterSummary}. ${place(after)}.`,
      });
      await mailClient(deps, after, key, 'confirmed', (to) => appointmentConfirmedEmail(mail, to, now));
    } else if (after.status === 'declined') {
      const key = `admin-declined:${after.id}`;
      const reason = after.declineReason ?? '';
      await notifyClient(deps, after, key, {
        type: 'appointment_declined',
        title: 'Vizitas atmestas',
        body: `${afterSummary}. ${after.business.name}: ${reason}`,
      });
      await mailClient(deps, after, key, 'declined', (to) => appointmentDeclinedEmail(mail, to, reason, now));
    } else if (after.status === 'completed' || after.status === 'no_show') {
      await notifyClient(deps, after, `admin-status:${after.id}:${after.status}`, {
        type: after.status === 'completed' ? 'appointment_completed' : 'appointment_no_show',
        title: after.status === 'completed' ? 'Ačiū, kad apsilankėte!' : 'Pažymėta, kad neatvykote',
        body:
          after.status === 'completed'
            ? `${afterSummary}. Įvertinkite vizitą – jūsų nuomonė padės kitiems.`
            : `${afterSummary}. Jei tai klaida, susisiekite su ${after.business.name}.`,
        // A completed visit's note opens it on "Mano vizitai", where the client can rate it.
        ...(after.status === 'completed' ? { href: `${MY_VISITS_PATH}?vizitas=${after.id}` } : {}),
      });
    }
  }

  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.specialist.id !== after.specialist.id ||
    before.service.id !== after.service.id;
  if (moved && holdsTime(after.status)) {
    // One announcement per change: the visit's sequence tells changes apart.
    const key = `admin-moved:${after.id}:${after.sequence}`;
    const beforeSummary = summary({ ...before, serviceName: before.service.name });
    await notifyClient(deps, after, key, {
      type: 'appointment_moved',
      title:
        before.startsAt.getTime() !== after.startsAt.getTime()
          ? 'Vizito laikas pakeistas'
          : 'Vizitas pakeistas',
      body: `Buvo: ${beforeSummary} (${before.specialist.name}). Dabar: ${afterSummary} (${after.specialist.name}).`,
    });
    await mailClient(deps, after, key, 'moved', (to) =>
      appointmentMovedEmail(
        mail,
        to,
        {
          startsAt: before.startsAt,
          endsAt: before.endsAt,
          specialistName: before.specialist.name,
          serviceName: before.service.name,
        },
        now,
      ),
    );
  }
}

/** The business booked a visit for the client: the same confirmation as an online booking. */
export async function announceAdminBooking(deps: SideEffectDependencies, row: AppointmentRow): Promise<void> {
  const key = `admin-booking:${row.id}`;
  await notifyClient(deps, row, key, {
    type: 'appointment_booked',
    title: 'Vizitas užregistruotas',
    body: `${summary({ ...row, serviceName: row.service.name })}. ${place(row)}.`,
  });
  await mailClient(deps, row, key, 'booking', (to) =>
    clientBookingEmail(
      { ...changeMailDetails(deps, row), status: 'confirmed', clientNote: '' },
      to,
      deps.now(),
    ),
  );
}

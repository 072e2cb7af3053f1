// What follows a business's change to a visit once it is committed: the client's in-app notification and
// e-mail (confirmed, declined with the reason, moved with the old and new time; a visit the business
// booked for them). Each at most once (sent_log keys); failures are logged, never reach the response.
import { formatLongDate, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import {
  appointmentConfirmedEmail,
  appointmentDeclinedEmail,
  appointmentMovedEmail,
  type AppointmentChangeMailDetails,
} from '../../mail/appointment-change-emails.ts';
import { clientBookingEmail, MY_VISITS_PATH } from '../../mail/booking-emails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { BookingDependencies } from '../booking/booking-dependencies.ts';
import { createNotificationsOnce, type NotificationType } from '../notifications/notifications.ts';
import { claimSentKey, releaseSentKey } from '../notifications/sent-log.ts';
import { clientOf, type AppointmentRow } from './appointment-rows.ts';

export type AdminAppointmentDependencies = BookingDependencies;

export interface AppointmentChange {
  before: AppointmentRow;
  after: AppointmentRow;
}

function details(deps: AdminAppointmentDependencies, row: AppointmentRow): AppointmentChangeMailDetails {
  const client = clientOf(row);
  return {
    brandName: deps.brandName,
    baseUrl: deps.baseUrl,
    appointmentId: row.id,
    status: row.status === 'pending' ? 'pending' : row.status === 'declined' ? 'declined' : 'confirmed',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceCents: row.priceCents,
    business: row.business,
    service: { name: row.service.name },
    specialist: { name: row.specialist.name },
    client: { name: client.name, email: client.email, phone: client.phone },
  };
}

/** `Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00` */
function summary(row: Pick<AppointmentRow, 'startsAt' | 'business'> & { serviceName: string }): string {
  const start = row.startsAt.toISOString();
  const zone = row.business.timeZone;
  return `${row.serviceName}, ${formatLongDate(localDateOf(start, zone))}, ${formatTime(start, zone)}`;
}

async function step(deps: AdminAppointmentDependencies, label: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    deps.logger.error({ err: error, step: label }, 'appointment change side effect failed');
  }
}

async function sendOnce(
  deps: AdminAppointmentDependencies,
  key: string,
  message: MailMessage,
): Promise<void> {
  if (!(await claimSentKey(deps.db, key))) return;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    await releaseSentKey(deps.db, key).catch(() => undefined);
    deps.logger.error({ err: error, key }, 'appointment change e-mail not sent');
  }
}

async function notifyClient(
  deps: AdminAppointmentDependencies,
  row: AppointmentRow,
  key: string,
  note: { type: NotificationType; title: string; body: string },
) {
  if (!row.clientUserId) return;
  const userId = row.clientUserId;
  await step(deps, 'notification', () =>
    createNotificationsOnce(deps.db, `${key}:notification`, [
      { userId, businessId: row.businessId, href: MY_VISITS_PATH, ...note },
    ]),
  );
}

async function mailClient(
  deps: AdminAppointmentDependencies,
  row: AppointmentRow,
  key: string,
  make: (to: string) => MailMessage,
) {
  const to = clientOf(row).email;
  if (!to) return;
  await step(deps, 'e-mail', () => sendOnce(deps, `${key}:email`, make(to)));
}

function place(row: AppointmentRow): string {
  return row.business.address ? `${row.business.name}, ${row.business.address}` : row.business.name;
}

/** Tells the client about what the business changed (nothing for a note or a no-op). */
export async function announceAppointmentChange(
  deps: AdminAppointmentDependencies,
  change: AppointmentChange,
): Promise<void> {
  const { before, after } = change;
  const now = deps.now();
  const mail = details(deps, after);
  const afterSummary = summary({ ...after, serviceName: after.service.name });

  if (before.status !== after.status) {
    if (after.status === 'confirmed') {
      const key = `admin-confirmed:${after.id}`;
      await notifyClient(deps, after, key, {
        type: 'appointment_confirmed',
        title: 'Vizitas patvirtintas',
        body: `${afterSummary}. ${place(after)}.`,
      });
      await mailClient(deps, after, key, (to) => appointmentConfirmedEmail(mail, to, now));
    } else if (after.status === 'declined') {
      const key = `admin-declined:${after.id}`;
      const reason = after.declineReason ?? '';
      await notifyClient(deps, after, key, {
        type: 'appointment_declined',
        title: 'Vizitas atmestas',
        body: `${afterSummary}. ${after.business.name}: ${reason}`,
      });
      await mailClient(deps, after, key, (to) => appointmentDeclinedEmail(mail, to, reason, now));
    } else if (after.status === 'completed' || after.status === 'no_show') {
      await notifyClient(deps, after, `admin-status:${after.id}:${after.status}`, {
        type: after.status === 'completed' ? 'appointment_completed' : 'appointment_no_show',
        title: after.status === 'completed' ? 'Ačiū, kad apsilankėte!' : 'Pažymėta, kad neatvykote',
        body:
          after.status === 'completed'
            ? `${afterSummary}. Įvertinkite vizitą – jūsų nuomonė padės kitiems.`
            : `${afterSummary}. Jei tai klaida, susisiekite su ${after.business.name}.`,
      });
    }
  }

  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.specialist.id !== after.specialist.id ||
    before.service.id !== after.service.id;
  if (moved && (after.status === 'pending' || after.status === 'confirmed')) {
    // One announcement per change: the row's updatedAt tells changes apart.
    const key = `admin-moved:${after.id}:${after.updatedAt.getTime()}`;
    const beforeSummary = summary({ ...before, serviceName: before.service.name });
    await notifyClient(deps, after, key, {
      type: 'appointment_moved',
      title:
        before.startsAt.getTime() !== after.startsAt.getTime()
          ? 'Vizito laikas pakeistas'
          : 'Vizitas pakeistas',
      body: `Buvo: ${beforeSummary} (${before.specialist.name}). Dabar: ${afterSummary} (${after.specialist.name}).`,
    });
    await mailClient(deps, after, key, (to) =>
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
export async function announceAdminBooking(
  deps: AdminAppointmentDependencies,
  row: AppointmentRow,
): Promise<void> {
  const key = `admin-booking:${row.id}`;
  await notifyClient(deps, row, key, {
    type: 'appointment_booked',
    title: 'Vizitas užregistruotas',
    body: `${summary({ ...row, serviceName: row.service.name })}. ${place(row)}.`,
  });
  await mailClient(deps, row, key, (to) =>
    clientBookingEmail({ ...details(deps, row), status: 'confirmed', clientNote: '' }, to, deps.now()),
  );
}

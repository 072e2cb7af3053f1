// What follows a booking or a client's cancellation once its transaction has committed: in-app
// notifications and e-mails. Each is done at most once (sent_log keys); a failure is logged and never
// reaches the client's response.
import { formatLongDate, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import {
  adminAppointmentsPath,
  adminClientCancelledEmail,
  adminNewBookingEmail,
  clientBookingEmail,
  MY_VISITS_PATH,
  type BookingMailDetails,
} from '../../mail/booking-emails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  businessAdminRecipients,
  createNotificationsOnce,
  type NewNotification,
} from '../notifications/notifications.ts';
import { claimSentKey, releaseSentKey } from '../notifications/sent-log.ts';
import type { BookingDependencies } from './booking-dependencies.ts';

export interface BookingEvent extends Omit<BookingMailDetails, 'brandName' | 'baseUrl'> {
  businessId: string;
  clientUserId: string;
}

function mailDetails(deps: BookingDependencies, event: BookingEvent): BookingMailDetails {
  return { ...event, brandName: deps.brandName, baseUrl: deps.baseUrl };
}

/** `Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00` */
function visitSummary(event: BookingEvent): string {
  const start = event.startsAt.toISOString();
  const zone = event.business.timeZone;
  return `${event.service.name}, ${formatLongDate(localDateOf(start, zone))}, ${formatTime(start, zone)}`;
}

/** Claims `key`, sends, and gives the key back if sending failed (so a later attempt may retry). */
async function sendOnce(deps: BookingDependencies, key: string, message: MailMessage): Promise<void> {
  if (!(await claimSentKey(deps.db, key))) return;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    await releaseSentKey(deps.db, key).catch(() => undefined);
    deps.logger.error({ err: error, key }, 'booking e-mail not sent');
  }
}

async function step(deps: BookingDependencies, label: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.logger.error({ err: error, step: label }, 'booking side effect failed');
  }
}

export async function announceBooking(deps: BookingDependencies, event: BookingEvent): Promise<void> {
  const details = mailDetails(deps, event);
  const admins = await businessAdminRecipients(deps.db, event.businessId);
  const pending = event.status === 'pending';
  const summary = visitSummary(event);

  await step(deps, 'notifications', () =>
    createNotificationsOnce(deps.db, `booking-notifications:${event.appointmentId}`, [
      {
        userId: event.clientUserId,
        businessId: event.businessId,
        type: pending ? 'appointment_pending' : 'appointment_booked',
        title: pending ? 'Vizitas laukia patvirtinimo' : 'Vizitas užregistruotas',
        body: `${summary}. ${event.business.name}${event.business.address ? `, ${event.business.address}` : ''}.`,
        href: MY_VISITS_PATH,
      },
      ...admins.map((admin): NewNotification => ({
        userId: admin.userId,
        businessId: event.businessId,
        type: 'appointment_new_booking',
        title: pending ? 'Nauja registracija laukia patvirtinimo' : 'Nauja registracija',
        body: `${event.client.name}: ${summary} (${event.specialist.name}).`,
        href: adminAppointmentsPath(event.business.slug),
      })),
    ]),
  );

  if (event.client.email) {
    const to = event.client.email;
    await step(deps, 'client e-mail', () =>
      sendOnce(
        deps,
        `booking-confirmation:${event.appointmentId}`,
        clientBookingEmail(details, to, deps.now()),
      ),
    );
  }
  for (const admin of admins) {
    await step(deps, 'admin e-mail', () =>
      sendOnce(
        deps,
        `booking-admin:${event.appointmentId}:${admin.userId}`,
        adminNewBookingEmail(details, admin),
      ),
    );
  }
}

export async function announceClientCancellation(
  deps: BookingDependencies,
  event: BookingEvent,
  reason: string | null,
): Promise<void> {
  const details = mailDetails(deps, event);
  const admins = await businessAdminRecipients(deps.db, event.businessId);
  const summary = visitSummary(event);

  await step(deps, 'notifications', () =>
    createNotificationsOnce(
      deps.db,
      `cancellation-notifications:${event.appointmentId}`,
      admins.map((admin) => ({
        userId: admin.userId,
        businessId: event.businessId,
        type: 'appointment_cancelled_by_client',
        title: 'Klientas atšaukė vizitą',
        body: `${event.client.name}: ${summary} (${event.specialist.name}).${reason ? ` Priežastis: ${reason}` : ''}`,
        href: adminAppointmentsPath(event.business.slug),
      })),
    ),
  );
  for (const admin of admins) {
    await step(deps, 'admin e-mail', () =>
      sendOnce(
        deps,
        `cancellation-admin:${event.appointmentId}:${admin.userId}`,
        adminClientCancelledEmail(details, admin, reason),
      ),
    );
  }
}

// What follows a booking or a client's cancellation, run by a job enqueued in the change's transaction:
// in-app notifications and e-mails. Each is delivered once (sent_log keys); a failure fails the job,
// which is retried and skips what was delivered already.
import { formatLongDate, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import {
  adminAppointmentsPath,
  adminClientCancelledEmail,
  adminNewBookingEmail,
  clientBookingEmail,
  clientCancellationEmail,
  MY_VISITS_PATH,
  type BookingMailDetails,
} from '../../mail/booking-emails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  businessAdminRecipients,
  createNotificationsOnce,
  type NewNotification,
} from '../notifications/notifications.ts';
import { deliverOnce } from '../notifications/sent-log.ts';
import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';

export interface BookingEvent extends Omit<BookingMailDetails, 'brandName' | 'baseUrl'> {
  businessId: string;
  clientUserId: string;
}

type BookingDependencies = SideEffectDependencies;

function mailDetails(deps: BookingDependencies, event: BookingEvent): BookingMailDetails {
  return { ...event, brandName: deps.brandName, baseUrl: deps.baseUrl };
}

/** `Moteriškas kirpimas, pirmadienis, lapkričio 23 d., 09:00` */
function visitSummary(event: BookingEvent): string {
  const start = event.startsAt.toISOString();
  const zone = event.business.timeZone;
  return `${event.service.name}, ${formatLongDate(localDateOf(start, zone))}, ${formatTime(start, zone)}`;
}

/** Sends the e-mail made by `make` once per `key` (kind, visit, version, recipient). */
export async function mailOnce(
  deps: SideEffectDependencies,
  delivery: { key: string; kind: string; appointmentId: string },
  make: () => MailMessage,
): Promise<void> {
  const message = make();
  await deliverOnce(deps.db, { ...delivery, channel: 'email', recipient: message.to }, deps.now, (attempt) =>
    deps.mailer.send({ ...message, delivery: attempt }),
  );
}

export async function announceBooking(deps: BookingDependencies, event: BookingEvent): Promise<void> {
  const details = mailDetails(deps, event);
  const admins = await businessAdminRecipients(deps.db, event.businessId);
  const pending = event.status === 'pending';
  const summary = visitSummary(event);

  await createNotificationsOnce(
    deps.db,
    `booking-notifications:${event.appointmentId}`,
    [
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
    ],
    { now: deps.now(), appointmentId: event.appointmentId, kind: 'booking' },
  );

  const appointmentId = event.appointmentId;
  if (event.client.email) {
    const to = event.client.email;
    await mailOnce(
      deps,
      { key: `booking-confirmation:${appointmentId}`, kind: 'booking', appointmentId },
      () => clientBookingEmail(details, to, deps.now()),
    );
  }
  for (const admin of admins) {
    await mailOnce(
      deps,
      { key: `booking-admin:${appointmentId}:${admin.userId}`, kind: 'booking_admin', appointmentId },
      () => adminNewBookingEmail(details, admin),
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

  await createNotificationsOnce(
    deps.db,
    `cancellation-notifications:${event.appointmentId}`,
    admins.map((admin): NewNotification => ({
      userId: admin.userId,
      businessId: event.businessId,
      type: 'appointment_cancelled_by_client',
      title: 'Klientas atšaukė vizitą',
      body: `${event.client.name}: ${summary} (${event.specialist.name}).${reason ? ` Priežastis: ${reason}` : ''}`,
      href: adminAppointmentsPath(event.business.slug),
    })),
    { now: deps.now(), appointmentId: event.appointmentId, kind: 'cancellation' },
  );
  const appointmentId = event.appointmentId;
  // The client too: their confirmation, and the calendar file that takes the visit off their calendar.
  if (event.client.email) {
    const to = event.client.email;
    await mailOnce(
      deps,
      { key: `cancellation-client:${appointmentId}`, kind: 'cancellation', appointmentId },
      () => clientCancellationEmail(details, to, deps.now()),
    );
  }
  for (const admin of admins) {
    await mailOnce(
      deps,
      {
        key: `cancellation-admin:${appointmentId}:${admin.userId}`,
        kind: 'cancellation_admin',
        appointmentId,
      },
      () => adminClientCancelledEmail(details, admin, reason),
    );
  }
}

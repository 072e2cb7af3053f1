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

type AdminRecipient = Awaited<ReturnType<typeof businessAdminRecipients>>[number];

/**
 * The client's e-mail (when they gave an address) and one to each of the business's admins, each delivered
 * once: keyed by the visit, and for an admin by the visit and the admin.
 */
async function mailClientAndAdmins(
  deps: SideEffectDependencies,
  event: BookingEvent,
  admins: AdminRecipient[],
  client: { key: string; kind: string; make: (to: string) => MailMessage },
  admin: { key: string; kind: string; make: (admin: AdminRecipient) => MailMessage },
): Promise<void> {
  const appointmentId = event.appointmentId;
  const clientEmail = event.client.email;
  if (clientEmail) {
    await mailOnce(deps, { key: `${client.key}:${appointmentId}`, kind: client.kind, appointmentId }, () =>
      client.make(clientEmail),
    );
  }
  for (const recipient of admins) {
    await mailOnce(
      deps,
      { key: `${admin.key}:${appointmentId}:${recipient.userId}`, kind: admin.kind, appointmentId },
      () => admin.make(recipient),
    );
  }
}

/** The same in-app notification to each of the business's admins, linking to its visits. */
function adminNotifications(
  admins: AdminRecipient[],
  event: BookingEvent,
  notice: Pick<NewNotification, 'type' | 'title' | 'body'>,
): NewNotification[] {
  return admins.map((admin) => ({
    userId: admin.userId,
    businessId: event.businessId,
    ...notice,
    href: adminAppointmentsPath(event.business.slug),
  }));
}

export async function announceBooking(deps: BookingDependencies, event: BookingEvent): Promise<void> {
  const details = mailDetails(deps, event);
  const admins = await businessAdminRecipients(deps.db, event.businessId);
  const pending = event.status === 'pending';
  const summary = visitSummary(event);

  await createNotificationsOnce(
    deps.db,
    deps.jobs,
    `booking-notifications:${event.appointmentId}`,
    [
      {
        userId: event.clientUserId,
        businessId: event.businessId,
        type: pending ? 'appointment_pending' : 'appointment_booked',
        title: pending ? 'Vizitas laukia patvirtinimo' : 'Vizitas užregistruotas',
        body: `${summary}. ${event.business.name}${event.business.address ? `, ${event.business.address}` : ''}.`,
        href: MY_VISITS_PATH,
        // They booked it themselves a moment ago: the page tells them.
        push: false,
      },
      ...adminNotifications(admins, event, {
        type: 'appointment_new_booking',
        title: pending ? 'Nauja registracija laukia patvirtinimo' : 'Nauja registracija',
        body: `${event.client.name}: ${summary} (${event.specialist.name}).`,
      }),
    ],
    { now: deps.now(), appointmentId: event.appointmentId, kind: 'booking' },
  );

  await mailClientAndAdmins(
    deps,
    event,
    admins,
    {
      key: 'booking-confirmation',
      kind: 'booking',
      make: (to) => clientBookingEmail(details, to, deps.now()),
    },
    { key: 'booking-admin', kind: 'booking_admin', make: (admin) => adminNewBookingEmail(details, admin) },
  );
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
    deps.jobs,
    `cancellation-notifications:${event.appointmentId}`,
    adminNotifications(admins, event, {
      type: 'appointment_cancelled_by_client',
      title: 'Klientas atšaukė vizitą',
      body: `${event.client.name}: ${summary} (${event.specialist.name}).${reason ? ` Priežastis: ${reason}` : ''}`,
    }),
    { now: deps.now(), appointmentId: event.appointmentId, kind: 'cancellation' },
  );
  // The client too: their confirmation, and the calendar file that takes the visit off their calendar.
  await mailClientAndAdmins(
    deps,
    event,
    admins,
    {
      key: 'cancellation-client',
      kind: 'cancellation',
      make: (to) => clientCancellationEmail(details, to, deps.now()),
    },
    {
      key: 'cancellation-admin',
      kind: 'cancellation_admin',
      make: (admin) => adminClientCancelledEmail(details, admin, reason),
    },
  );
}

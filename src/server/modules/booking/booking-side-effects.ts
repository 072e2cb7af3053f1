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
import { deliverEachOnce, type DeliveryAttempt } from '../notifications/sent-log.ts';
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
  delivery: MailDelivery,
  make: () => MailMessage,
): Promise<void> {
  await mailEachOnce(deps, [{ delivery, make }]);
}

type MailDelivery = { key: string; kind: string; appointmentId: string };

/** `mailOnce` for the several e-mails of one event, claimed and recorded together (sent-log.ts). */
async function mailEachOnce(
  deps: SideEffectDependencies,
  mails: { delivery: MailDelivery; make: () => MailMessage }[],
): Promise<void> {
  const messages = mails.map(({ delivery, make }) => {
    const message = make();
    return {
      delivery: { ...delivery, channel: 'email' as const, recipient: message.to },
      send: (attempt: DeliveryAttempt) => deps.mailer.send({ ...message, delivery: attempt }),
    };
  });
  await deliverEachOnce(deps.db, messages, deps.now);
}

type AdminRecipient = Awaited<ReturnType<typeof businessAdminRecipients>>[number];

/** One e-mail of an announcement: its sent-log key prefix and kind, and how it is written to `to`. */
interface AnnouncementMail<To> {
  key: string;
  kind: string;
  make: (to: To) => MailMessage;
}

/**
 * What a booking event tells: in-app notifications (given the admins and the visit's summary), created once
 * per visit under `kind`; then the client's e-mail (when they gave an address) and one to each of the
 * business's admins, each delivered once: keyed by the visit, and for an admin by the visit and the admin.
 */
async function announce(
  deps: BookingDependencies,
  event: BookingEvent,
  announcement: {
    kind: 'booking' | 'cancellation';
    notifications: (admins: AdminRecipient[], summary: string) => NewNotification[];
    clientMail: AnnouncementMail<string>;
    adminMail: AnnouncementMail<AdminRecipient>;
  },
): Promise<void> {
  const { kind, clientMail, adminMail } = announcement;
  const appointmentId = event.appointmentId;
  const admins = await businessAdminRecipients(deps.db, event.businessId);

  await createNotificationsOnce(deps.db, {
    jobs: deps.jobs,
    key: `${kind}-notifications:${appointmentId}`,
    rows: announcement.notifications(admins, visitSummary(event)),
    delivery: { now: deps.now(), appointmentId, kind },
  });

  const clientEmail = event.client.email;
  await mailEachOnce(deps, [
    ...(clientEmail
      ? [
          {
            delivery: { key: `${clientMail.key}:${appointmentId}`, kind: clientMail.kind, appointmentId },
            make: () => clientMail.make(clientEmail),
          },
        ]
      : []),
    ...admins.map((recipient) => ({
      delivery: {
        key: `${adminMail.key}:${appointmentId}:${recipient.userId}`,
        kind: adminMail.kind,
        appointmentId,
      },
      make: () => adminMail.make(recipient),
    })),
  ]);
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
  const pending = event.status === 'pending';

  await announce(deps, event, {
    kind: 'booking',
    notifications: (admins, summary) => [
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
    clientMail: {
      key: 'booking-confirmation',
      kind: 'booking',
      make: (to) => clientBookingEmail(details, to, deps.now()),
    },
    adminMail: {
      key: 'booking-admin',
      kind: 'booking_admin',
      make: (admin) => adminNewBookingEmail(details, admin),
    },
  });
}

export async function announceClientCancellation(
  deps: BookingDependencies,
  event: BookingEvent,
  reason: string | null,
): Promise<void> {
  const details = mailDetails(deps, event);

  await announce(deps, event, {
    kind: 'cancellation',
    notifications: (admins, summary) =>
      adminNotifications(admins, event, {
        type: 'appointment_cancelled_by_client',
        title: 'Klientas atšaukė vizitą',
        body: `${event.client.name}: ${summary} (${event.specialist.name}).${reason ? ` Priežastis: ${reason}` : ''}`,
      }),
    // The client too: their confirmation, and the calendar file that takes the visit off their calendar.
    clientMail: {
      key: 'cancellation-client',
      kind: 'cancellation',
      make: (to) => clientCancellationEmail(details, to, deps.now()),
    },
    adminMail: {
      key: 'cancellation-admin',
      kind: 'cancellation_admin',
      make: (admin) => adminClientCancelledEmail(details, admin, reason),
    },
  });
}

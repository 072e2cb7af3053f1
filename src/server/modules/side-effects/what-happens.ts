// What happens after each domain event, on every channel, read in this one file: the in-app notifications
// (which the push channel carries to devices where the type is pushed, see core/push/push-policy.ts), and
// the e-mails with the person's choice each follows. Every message has a sent-log key (kind, visit,
// version, recipient), so a retried event delivers only what did not go out. The dispatcher runs it.
//
// Done in the change's own transaction, not here: the visit's reminders are planned when it is booked or
// moved and cancelled when it stops holding time (reminders.ts), its calendar SEQUENCE grows with each
// change (the visit's `sequence`, which every calendar file carries), and open admin calendars refresh
// (live-updates). They are state, not messages, and must commit with the visit.
import type { NotificationKind } from '../../../core/notifications/notification-preferences.ts';
import { formatDateTimeRange, formatTime } from '../../../core/format/lithuanian-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentConfirmedEmail,
  appointmentDeclinedEmail,
  appointmentMovedEmail,
  clientMovedVisitEmail,
} from '../../mail/appointment-change-emails.ts';
import {
  adminClientCancelledEmail,
  adminClientMovedEmail,
  adminNewBookingEmail,
  clientBookingEmail,
  clientCancellationEmail,
  visitMailDetails,
  type BookingMailDetails,
} from '../../mail/booking-emails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { reminderEmail } from '../../mail/reminder-email.ts';
import { reviewHiddenEmail } from '../../mail/review-emails.ts';
import { invoiceEmail } from '../../mail/invoice-email.ts';
import { rebookNudgeEmail } from '../../mail/rebook-nudge-email.ts';
import { markRebookNudgeSent, takeDueRebookNudge } from '../marketing/rebook-nudges.ts';
import { unsubscribeToken } from '../marketing/unsubscribe-token.ts';
import { waitlistOfferEmail } from '../../mail/waitlist-emails.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { invoiceWithBusiness } from '../billing/invoices.ts';
import { groupVisitFacts, visitPartsOf } from '../appointments/appointment-rows.ts';
import {
  businessAdminRecipients,
  type BusinessAdminRecipient,
  type NewNotification,
} from '../notifications/notifications.ts';
import { markReminderSent, takeDueReminder } from '../reminders/reminders.ts';
import type { EventEmail } from './channels/email.ts';
import type { NotificationBatch } from './channels/in-app.ts';
import type { DomainEvent, DomainEventType } from './domain-events.ts';
import {
  adminAppointmentsPath,
  MY_VISITS_PATH,
  myVisitPath,
  visitPlace,
  waitlistOfferPath,
  visitSummary,
  type VisitFacts,
} from './visit-wording.ts';

/** What the messages of an event are made with. */
export interface EventContext {
  db: DbOrTx;
  brandName: string;
  /** Absolute origin for links in e-mails. */
  baseUrl: string;
  now: () => Date;
}

export interface EventMessages {
  notifications: NotificationBatch[];
  emails: EventEmail[];
  /** Done once everything went out (a reminder is marked sent). */
  afterwards?: () => Promise<void>;
}

/**
 * Events whose in-app notification is written with the change itself (and again, as a no-op, by its
 * job): the person acting is answering someone who may be looking at the page right then.
 */
export const NOTIFIED_WITH_THE_CHANGE: ReadonlySet<DomainEventType> = new Set([
  'review.replied',
  'review.hidden',
]);

/** The e-mail choice that messages about what was done to a client's visit follow. */
const VISIT_CHANGE: NotificationKind = 'appointment_change';

export async function whatHappensAfter(context: EventContext, event: DomainEvent): Promise<EventMessages> {
  switch (event.type) {
    case 'visit.booked':
      return event.by === 'client'
        ? bookedOnline(context, event.visit)
        : bookedByBusiness(context, event.visit);

    // The business and the client: the client's confirmation carries the calendar file that takes the
    // visit off their calendar.
    case 'visit.cancelled': {
      const { visit, reason } = event;
      const admins = await businessAdminRecipients(context.db, visit.businessId);
      const details = bookingDetails(context, visit);
      const summary = visitSummary(visit);
      return {
        notifications: [
          {
            key: `cancellation-notifications:${visit.appointmentId}`,
            kind: 'cancellation',
            appointmentId: visit.appointmentId,
            rows: toAdmins(admins, visit, {
              type: 'appointment_cancelled_by_client',
              title: 'Klientas atšaukė vizitą',
              body: `${visit.client.name}: ${summary} (${visit.specialist.name}).${reason ? ` Priežastis: ${reason}` : ''}`,
            }),
          },
        ],
        emails: [
          ...clientEmail(visit, {
            key: `cancellation-client:${visit.appointmentId}`,
            kind: 'cancellation',
            make: (to) => clientCancellationEmail(details, to, context.now()),
          }),
          ...adminEmails(admins, visit, 'cancellation-admin', 'cancellation_admin', (admin) =>
            adminClientCancelledEmail(details, admin, reason),
          ),
        ],
      };
    }

    case 'visit.confirmed': {
      const { visit } = event;
      return toClient(visit, `admin-confirmed:${visit.appointmentId}`, {
        notification: {
          type: 'appointment_confirmed',
          title: 'Vizitas patvirtintas',
          body: `${visitSummary(visit)}. ${visitPlace(visit)}.`,
        },
        email: {
          kind: 'confirmed',
          make: (to) => appointmentConfirmedEmail(visitMailDetails(context, visit), to, context.now()),
        },
      });
    }

    case 'visit.declined': {
      const { visit, reason } = event;
      return toClient(visit, `admin-declined:${visit.appointmentId}`, {
        notification: {
          type: 'appointment_declined',
          title: 'Vizitas atmestas',
          body: `${visitSummary(visit)}. ${visit.business.name}: ${reason}`,
        },
        email: {
          kind: 'declined',
          make: (to) => appointmentDeclinedEmail(visitMailDetails(context, visit), to, reason, context.now()),
        },
      });
    }

    // The client hears of both the old and the new; one announcement per change (the visit's sequence).
    case 'visit.moved': {
      const { before, visit } = event;
      return toClient(visit, `admin-moved:${visit.appointmentId}:${visit.sequence}`, {
        notification: {
          type: 'appointment_moved',
          title:
            before.startsAt.getTime() !== visit.startsAt.getTime()
              ? 'Vizito laikas pakeistas'
              : 'Vizitas pakeistas',
          body: `Buvo: ${visitSummary(before)} (${before.specialist.name}). Dabar: ${visitSummary(visit)} (${visit.specialist.name}).`,
        },
        email: {
          kind: 'moved',
          make: (to) =>
            appointmentMovedEmail(
              visitMailDetails(context, visit),
              to,
              {
                startsAt: before.startsAt,
                endsAt: before.endsAt,
                specialistName: before.specialist.name,
                serviceName: before.service.name,
              },
              context.now(),
            ),
        },
      });
    }

    // The client moved it online: the business's owners and admins are told (in the app, pushed, and by
    // e-mail; a salon that confirms bookings is asked to confirm the new time), and the client gets the
    // new time with the calendar file. One announcement per move (the visit's sequence).
    case 'visit.moved-by-client': {
      const { before, visit } = event;
      const admins = await businessAdminRecipients(context.db, visit.businessId);
      const details = bookingDetails(context, visit);
      const pending = visit.status === 'pending';
      const previous = {
        startsAt: before.startsAt,
        endsAt: before.endsAt,
        specialistName: before.specialist.name,
      };
      const key = `${visit.appointmentId}:${visit.sequence}`;
      return {
        notifications: [
          {
            key: `client-moved-notifications:${key}`,
            kind: 'moved_by_client',
            appointmentId: visit.appointmentId,
            rows: toAdmins(admins, visit, {
              type: 'appointment_moved_by_client',
              title: pending ? 'Klientas perkėlė vizitą – patvirtinkite' : 'Klientas perkėlė vizitą',
              body: `${visit.client.name}. Buvo: ${visitSummary(before)} (${before.specialist.name}). Dabar: ${visitSummary(visit)} (${visit.specialist.name}).`,
            }),
          },
        ],
        emails: [
          ...clientEmail(visit, {
            key: `client-moved:${key}`,
            kind: 'moved',
            preference: VISIT_CHANGE,
            make: (to) =>
              clientMovedVisitEmail(visitMailDetails(context, visit), to, previous, context.now()),
          }),
          ...adminEmails(
            admins,
            visit,
            `client-moved-admin:${visit.sequence}`,
            'moved_by_client_admin',
            (admin) => adminClientMovedEmail(details, admin, previous),
          ),
        ],
      };
    }

    // In the app only. A completed visit's note opens it on "Mano vizitai", where the client can rate it.
    case 'visit.completed': {
      const { visit } = event;
      return toClient(visit, `admin-status:${visit.appointmentId}:completed`, {
        notification: {
          type: 'appointment_completed',
          title: 'Ačiū, kad apsilankėte!',
          body: `${visitSummary(visit)}. Įvertinkite vizitą – jūsų nuomonė padės kitiems.`,
          href: myVisitPath(visit.appointmentId),
        },
      });
    }

    case 'visit.no-show': {
      const { visit } = event;
      return toClient(visit, `admin-status:${visit.appointmentId}:no_show`, {
        notification: {
          type: 'appointment_no_show',
          title: 'Pažymėta, kad neatvykote',
          body: `${visitSummary(visit)}. Jei tai klaida, susisiekite su ${visit.business.name}.`,
        },
      });
    }

    // The client, in the app and (unless they turned reminder e-mails off) by e-mail with the calendar
    // file. A reminder of a visit that changed meanwhile, or has begun, is dropped (reminders.ts).
    case 'visit.reminder-due': {
      const now = context.now();
      const due = await takeDueReminder(context.db, event.reminderId, now);
      if (!due) return { notifications: [], emails: [] };
      // A visit of several services is reminded of once, as the whole visit.
      const visit = groupVisitFacts(await visitPartsOf(context.db, due.visit));
      const key = `reminder:${visit.appointmentId}:${due.offsetMinutes}:${due.sequence}`;
      const messages = toClient(visit, key, {
        notification: {
          type: 'appointment_reminder',
          title: 'Primename apie vizitą',
          body: `${visitSummary(visit)}. ${visitPlace(visit)}.`,
        },
        notificationKey: `${key}:in_app`,
        email: {
          kind: 'reminder',
          preference: 'reminder',
          make: (to) => reminderEmail(visitMailDetails(context, visit), to, now),
        },
      });
      return { ...messages, afterwards: () => markReminderSent(context.db, due.id, now) };
    }

    // The author, in the app (not part of any visit's delivery history).
    case 'review.replied': {
      const { review, reply } = event;
      return {
        notifications: [
          {
            key: `review-reply:${review.reviewId}`,
            kind: 'review_reply',
            appointmentId: null,
            rows: [
              {
                userId: review.authorUserId,
                businessId: review.businessId,
                type: 'review_reply',
                title: 'Salonas atsakė į jūsų atsiliepimą',
                body: `${review.business.name}: „${reply.slice(0, 140)}${reply.length > 140 ? '…' : ''}“`,
                href: `/apie/${review.business.slug}#atsiliepimai`,
              },
            ],
          },
        ],
        emails: [],
      };
    }

    // The author, in the app and by e-mail (an account matter: no choice switches it off).
    // The invoice address of the business gets the PDF; a letter nobody can switch off.
    case 'invoice.issued': {
      const found = await invoiceWithBusiness(context.db, event.invoiceId);
      const email = found?.invoice.buyer.email;
      if (!found || !email) return { notifications: [], emails: [] };
      const { invoice, businessSlug } = found;
      return {
        notifications: [],
        emails: [
          {
            key: `invoice:${invoice.id}`,
            kind: 'invoice',
            appointmentId: null,
            to: email,
            make: () =>
              invoiceEmail({
                brandName: context.brandName,
                siteUrl: context.baseUrl,
                to: email,
                kind: invoice.kind,
                vatCharged: invoice.vatRatePercent !== null,
                series: invoice.series,
                number: invoice.number,
                periodFrom: invoice.periodFrom,
                totalCents: invoice.totalCents,
                invoicesUrl: new URL(
                  buildRoute('admin_billing', { slug: businessSlug }),
                  context.baseUrl,
                ).toString(),
                pdf: invoice.pdf,
              }),
          },
        ],
      };
    }

    // A marketing letter, by e-mail only, to a client who agrees to the salon's offers right now and has
    // booked nothing there since it was made. It follows the consent, not the visit-message choices.
    case 'marketing.rebook-nudge-due': {
      const now = context.now();
      const nudge = await takeDueRebookNudge(context.db, event.nudgeId, now);
      if (!nudge) return { notifications: [], emails: [] };
      const token = await unsubscribeToken(context.db, {
        userId: nudge.userId,
        businessId: nudge.business.id,
      });
      return {
        notifications: [],
        emails: [
          {
            key: `rebook-nudge:${nudge.id}`,
            kind: 'rebook-nudge',
            appointmentId: null,
            to: nudge.to,
            make: () =>
              rebookNudgeEmail({
                brandName: context.brandName,
                baseUrl: context.baseUrl,
                to: nudge.to,
                clientName: nudge.clientName,
                business: nudge.business,
                lastVisit: nudge.lastVisit,
                unsubscribeToken: token,
              }),
          },
        ],
        afterwards: () => markRebookNudgeSent(context.db, nudge.id, now),
      };
    }

    // The client who waited: in the app (pushed to their devices) and by e-mail, each with the link to the
    // held time. They asked for it by joining the list, so no other choice switches it off; leaving the
    // list does.
    case 'waitlist.offered': {
      const { offer } = event;
      const href = waitlistOfferPath(offer.offerId);
      const when = formatDateTimeRange(
        offer.startsAt.toISOString(),
        offer.endsAt.toISOString(),
        offer.business.timeZone,
      );
      const until = formatTime(offer.expiresAt.toISOString(), offer.business.timeZone);
      return {
        notifications: [
          {
            key: `waitlist-offer:${offer.offerId}`,
            kind: 'waitlist_offer',
            appointmentId: null,
            rows: [
              {
                userId: offer.userId,
                businessId: offer.businessId,
                type: 'waitlist_offer',
                title: 'Atsilaisvino jūsų laukiamas laikas',
                body: `${offer.business.name}: ${offer.service.name}, ${when}. Rezervuota jums iki ${until}.`,
                href,
              },
            ],
          },
        ],
        emails: [
          {
            key: `waitlist-offer:${offer.offerId}:email`,
            kind: 'waitlist_offer',
            appointmentId: null,
            to: offer.client.email,
            make: () =>
              waitlistOfferEmail({
                brandName: context.brandName,
                siteUrl: context.baseUrl,
                to: offer.client.email,
                clientName: offer.client.name,
                businessName: offer.business.name,
                serviceName: offer.service.name,
                specialistName: offer.specialist.name,
                startsAt: offer.startsAt,
                endsAt: offer.endsAt,
                expiresAt: offer.expiresAt,
                timeZone: offer.business.timeZone,
                offerUrl: new URL(href, context.baseUrl).toString(),
                myVisitsUrl: new URL(MY_VISITS_PATH, context.baseUrl).toString(),
              }),
          },
        ],
      };
    }

    case 'review.hidden': {
      const { review, reason, authorEmail } = event;
      return {
        notifications: [
          {
            key: `review-hidden:${review.reviewId}`,
            kind: 'review_hidden',
            appointmentId: null,
            rows: [
              {
                userId: review.authorUserId,
                businessId: review.businessId,
                type: 'review_hidden',
                title: 'Jūsų atsiliepimas paslėptas',
                body: `${review.business.name}. Priežastis: ${reason}`,
                href: myVisitPath(review.appointmentId),
              },
            ],
          },
        ],
        emails: authorEmail
          ? [
              {
                key: `review-hidden:${review.reviewId}:email`,
                kind: 'review-hidden',
                appointmentId: null,
                to: authorEmail,
                make: () =>
                  reviewHiddenEmail({
                    brandName: context.brandName,
                    siteUrl: context.baseUrl,
                    to: authorEmail,
                    businessName: review.business.name,
                    comment: review.comment,
                    reason,
                    contactUrl: new URL('/susisiekti', context.baseUrl).toString(),
                  }),
              },
            ]
          : [],
      };
    }
  }
}

/**
 * The client booked online: they get the in-app note (not pushed: they booked it a moment ago and the page
 * tells them) and the confirmation with the calendar file; each of the business's owners and admins a
 * notification and an e-mail (a visit waiting for confirmation links to its confirm page).
 */
async function bookedOnline(context: EventContext, visit: VisitFacts): Promise<EventMessages> {
  const admins = await businessAdminRecipients(context.db, visit.businessId);
  const details = bookingDetails(context, visit);
  const pending = visit.status === 'pending';
  const summary = visitSummary(visit);
  return {
    notifications: [
      {
        key: `booking-notifications:${visit.appointmentId}`,
        kind: 'booking',
        appointmentId: visit.appointmentId,
        rows: [
          ...(visit.clientUserId
            ? [
                {
                  userId: visit.clientUserId,
                  businessId: visit.businessId,
                  type: pending ? ('appointment_pending' as const) : ('appointment_booked' as const),
                  title: pending ? 'Vizitas laukia patvirtinimo' : 'Vizitas užregistruotas',
                  body: `${summary}. ${visitPlace(visit)}.`,
                  href: MY_VISITS_PATH,
                  push: false,
                },
              ]
            : []),
          ...toAdmins(admins, visit, {
            type: 'appointment_new_booking',
            title: pending ? 'Nauja registracija laukia patvirtinimo' : 'Nauja registracija',
            body: `${visit.client.name}: ${summary} (${visit.specialist.name}).`,
          }),
        ],
      },
    ],
    emails: [
      ...clientEmail(visit, {
        key: `booking-confirmation:${visit.appointmentId}`,
        kind: 'booking',
        preference: VISIT_CHANGE,
        make: (to) => clientBookingEmail(details, to, context.now()),
      }),
      ...adminEmails(admins, visit, 'booking-admin', 'booking_admin', (admin) =>
        adminNewBookingEmail(details, admin),
      ),
    ],
  };
}

/** The business booked the visit for the client: the same confirmation as an online booking, pushed. */
function bookedByBusiness(context: EventContext, visit: VisitFacts): EventMessages {
  return toClient(visit, `admin-booking:${visit.appointmentId}`, {
    notification: {
      type: 'appointment_booked',
      title: 'Vizitas užregistruotas',
      body: `${visitSummary(visit)}. ${visitPlace(visit)}.`,
    },
    email: {
      kind: 'booking',
      make: (to) =>
        clientBookingEmail(
          { ...visitMailDetails(context, visit), status: 'confirmed', clientNote: '' },
          to,
          context.now(),
        ),
    },
  });
}

function bookingDetails(context: EventContext, visit: VisitFacts): BookingMailDetails {
  return {
    ...visitMailDetails(context, visit),
    status: visit.status === 'pending' ? 'pending' : 'confirmed',
  };
}

type Notice = Pick<NewNotification, 'type' | 'title' | 'body'> & { href?: string };

/**
 * A message to the client about their visit under one key: the in-app note (when they have an account)
 * and the e-mail (when they gave an address and did not switch that kind off; the visit-change choice
 * unless named).
 */
function toClient(
  visit: VisitFacts,
  key: string,
  message: {
    notification: Notice;
    /** The in-app note's own key, when it is not `${key}:notification`. */
    notificationKey?: string;
    email?: { kind: string; preference?: NotificationKind; make: (to: string) => MailMessage };
  },
): EventMessages {
  const { notification, email } = message;
  return {
    notifications: visit.clientUserId
      ? [
          {
            key: message.notificationKey ?? `${key}:notification`,
            kind: notification.type.replace(/^appointment_/, ''),
            appointmentId: visit.appointmentId,
            rows: [
              {
                userId: visit.clientUserId,
                businessId: visit.businessId,
                ...notification,
                href: notification.href ?? MY_VISITS_PATH,
              },
            ],
          },
        ]
      : [],
    emails: email
      ? clientEmail(visit, {
          key: `${key}:email`,
          kind: email.kind,
          preference: email.preference ?? VISIT_CHANGE,
          make: email.make,
        })
      : [],
  };
}

/** The client's e-mail, when they gave an address. */
function clientEmail(
  visit: VisitFacts,
  email: { key: string; kind: string; preference?: NotificationKind; make: (to: string) => MailMessage },
): EventEmail[] {
  const to = visit.client.email;
  if (!to) return [];
  return [
    {
      key: email.key,
      kind: email.kind,
      appointmentId: visit.appointmentId,
      to,
      ...(email.preference ? { preference: { userId: visit.clientUserId, kind: email.preference } } : {}),
      make: () => email.make(to),
    },
  ];
}

/** The same in-app notification to each of the business's admins, linking to its visits. */
function toAdmins(admins: BusinessAdminRecipient[], visit: VisitFacts, notice: Notice): NewNotification[] {
  return admins.map((admin) => ({
    userId: admin.userId,
    businessId: visit.businessId,
    ...notice,
    href: adminAppointmentsPath(visit.business.slug),
  }));
}

/** One e-mail to each of the business's admins, keyed by the visit and the admin. */
function adminEmails(
  admins: BusinessAdminRecipient[],
  visit: VisitFacts,
  keyPrefix: string,
  kind: string,
  make: (admin: BusinessAdminRecipient) => MailMessage,
): EventEmail[] {
  return admins.map((admin) => ({
    key: `${keyPrefix}:${visit.appointmentId}:${admin.userId}`,
    kind,
    appointmentId: visit.appointmentId,
    to: admin.email,
    make: () => make(admin),
  }));
}

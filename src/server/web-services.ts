import type { Logger } from 'pino';
import type { Auth } from './auth/auth.ts';
import type { WebServices } from '../contracts/web-services.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import { createBookingServices } from './modules/booking/booking-services.ts';
import { createCatalogServices } from './modules/catalog/catalog-services.ts';
import { createContactServices } from './modules/contact/send-contact-message.ts';
import { createClientCardServices } from './modules/client-cards/client-card-services.ts';
import { createImageServices } from './modules/images/image-services.ts';
import { createInvitationServices } from './modules/invitations/invitation-services.ts';
import { createAdminScheduleServices } from './modules/schedules/admin-schedule-services.ts';
import { createAdminBusinessServices } from './modules/business-settings/admin-business-services.ts';
import { createAdminAppointmentServices } from './modules/appointments/admin-appointment-services.ts';
import type { JobRunner } from './jobs/job-queue.ts';
import { createJobServices } from './modules/operator/failed-jobs.ts';
import { createOperatorServices } from './modules/operator/operator-services.ts';
import { createStatisticsServices } from './modules/statistics/statistics-services.ts';
import { createNotificationServices } from './modules/notifications/notification-services.ts';
import { createTimeBlockServices } from './modules/time-blocks/time-block-services.ts';
import { createProfileServices } from './modules/profile/profile-services.ts';
import { createReviewServices } from './modules/reviews/review-services.ts';
import type { InvitationDependencies } from './modules/invitations/send-invitation.ts';
import type { SideEffectJob } from './modules/side-effects/side-effect-jobs.ts';
import type { Storage } from './storage/storage.ts';
import type { InvoiceSettings } from './modules/billing/invoice-settings.ts';
import { createFavouriteServices } from './modules/favourites/favourite-services.ts';
import { createMarketingServices } from './modules/marketing/marketing-services.ts';
import { createWaitlistServices } from './modules/waitlist/waitlist-services.ts';
import { createInvoiceServices } from './modules/billing/invoice-services.ts';

export interface WebServiceDependencies {
  database: DatabaseHandle;
  /** better-auth: the account page's deletion checks the authenticator code with it. */
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  brandName: string;
  /** Where contact-form messages go (env OPERATOR_EMAIL). */
  operatorEmail: string;
  /** The current instant (tests fix it); the real time by default. */
  now?: () => Date;
  /** Absolute origin for links in e-mails (admin appointment changes notify the client). */
  baseUrl?: string;
  /** Durable jobs (e-mails, notifications), enqueued in the transaction of a change. */
  jobs: JobRunner<SideEffectJob>;
  /** Where uploaded pictures live (deleting one removes its files). */
  storage: Storage;
  /** The platform as the seller on its invoices (the operator's credit notes). */
  invoiceSettings: InvoiceSettings;
  /** Told whether each catalogue search was answered from the kept answers (the metrics). */
  onSearchAnswerLookup?: (outcome: 'hit' | 'miss') => void;
}

/** The server's implementation of what page loaders and actions may call. */
export function createWebServices(deps: WebServiceDependencies): WebServices {
  const invitationDeps: InvitationDependencies = {
    db: deps.database.db,
    jobs: deps.jobs,
    baseUrl: deps.baseUrl ?? 'http://localhost:3000',
    brandName: deps.brandName,
    now: deps.now ?? (() => new Date()),
  };
  // What the visit changes need that tell people about them (e-mails, push messages as jobs).
  const sideEffectDeps = {
    db: deps.database.db,
    mailer: deps.mailer,
    logger: deps.logger,
    brandName: deps.brandName,
    baseUrl: invitationDeps.baseUrl,
    now: invitationDeps.now,
    jobs: deps.jobs,
  };
  return {
    catalog: createCatalogServices({
      db: deps.database.db,
      now: deps.now,
      changeStamp: deps.database.changeStamp,
      onAnswerLookup: deps.onSearchAnswerLookup,
    }),
    booking: createBookingServices(sideEffectDeps),
    contact: createContactServices({
      db: deps.database.db,
      jobs: deps.jobs,
      logger: deps.logger,
      brandName: deps.brandName,
      baseUrl: invitationDeps.baseUrl,
      operatorEmail: deps.operatorEmail,
      now: deps.now,
    }),
    images: createImageServices({ db: deps.database.db, storage: deps.storage, logger: deps.logger }),
    clientCards: createClientCardServices(deps.database.db, deps.now ?? (() => new Date())),
    invitations: createInvitationServices(invitationDeps),
    adminSchedules: createAdminScheduleServices(deps.database.db, deps.now ?? (() => new Date())),
    adminBusiness: createAdminBusinessServices(deps.database.db, deps.now ?? (() => new Date())),
    adminAppointments: createAdminAppointmentServices(sideEffectDeps),
    jobs: createJobServices(deps.jobs),
    operator: createOperatorServices(invitationDeps),
    invoices: createInvoiceServices({
      db: deps.database.db,
      jobs: deps.jobs,
      settings: deps.invoiceSettings,
      now: invitationDeps.now,
    }),
    statistics: createStatisticsServices(deps.database.db, deps.now ?? (() => new Date())),
    reviews: createReviewServices({
      db: deps.database.db,
      jobs: deps.jobs,
      brandName: deps.brandName,
      baseUrl: invitationDeps.baseUrl,
      now: invitationDeps.now,
    }),
    notifications: createNotificationServices(deps.database.db),
    timeBlocks: createTimeBlockServices(deps.database.db),
    profile: createProfileServices({
      db: deps.database.db,
      auth: deps.auth,
      jobs: deps.jobs,
      brandName: deps.brandName,
      baseUrl: invitationDeps.baseUrl,
      now: invitationDeps.now,
    }),
    favourites: createFavouriteServices(deps.database.db),
    marketing: createMarketingServices(deps.database.db, invitationDeps.now),
    waitlist: createWaitlistServices(sideEffectDeps),
    health: {
      databaseReachable: async () => {
        try {
          await deps.database.ping();
          return true;
        } catch {
          return false;
        }
      },
    },
  };
}

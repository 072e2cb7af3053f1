// Every router of the app in one table: `createApp` mounts them in this order, and the route test reads the
// paths they answer (a business slug must never equal one of their first path segments).
import type { Hono } from 'hono';
import type { WebServices } from '../../contracts/web-services.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { JobRunner } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { LiveUpdates } from '../modules/live-updates/live-hub.ts';
import type { SideEffectJob } from '../modules/side-effects/side-effect-jobs.ts';
import type { Storage } from '../storage/storage.ts';
import type { Logger } from 'pino';
import { adminAppointmentsApi } from './admin/appointments.ts';
import { adminBillingApi } from './admin/billing.ts';
import { adminBusinessApi } from './admin/business.ts';
import { adminCalendarApi } from './admin/calendar.ts';
import { adminClientCardsApi } from './admin/client-cards.ts';
import { adminClientImportApi } from './admin/client-import.ts';
import { adminHolidaysApi } from './admin/holidays.ts';
import { adminImagesApi } from './admin/images.ts';
import { adminInvitationsApi } from './admin/invitations.ts';
import { adminOnboardingApi } from './admin/onboarding.ts';
import { adminOperatorApi } from './admin/operator.ts';
import { adminReviewsApi } from './admin/reviews.ts';
import { adminScheduleOverridesApi } from './admin/schedule-overrides.ts';
import { adminSchedulesApi } from './admin/schedules.ts';
import { adminTimeBlocksApi } from './admin/time-blocks.ts';
import { adminServicesApi } from './admin/services.ts';
import { adminSpecialistsApi } from './admin/specialists.ts';
import { adminStatisticsApi } from './admin/statistics.ts';
import { calendarApi } from './calendar.ts';
import { businessApi } from './public/business.ts';
import { contactApi } from './public/contact.ts';
import { publicInvitationsApi } from './public/invitations.ts';
import { publicReviewsApi } from './public/reviews.ts';
import { logAnErrorApi } from './public/log-an-error.ts';
import { scheduleApi } from './public/schedule.ts';
import { siteFiles } from './public/site-files.ts';
import { userAppointmentsApi } from './user/appointments.ts';
import { userNotificationsApi } from './user/notifications.ts';
import { profileApi } from './user/profile.ts';
import { userReviewsApi } from './user/reviews.ts';
import { userFavouritesApi } from './user/favourites.ts';
import { userMarketingConsentsApi } from './user/marketing-consents.ts';
import { publicMarketingApi } from './public/marketing-unsubscribe.ts';
import { userWaitlistApi } from './user/waitlist.ts';
import { adminWaitlistApi } from './admin/waitlist.ts';
import { webPushApi } from './web-push.ts';
import type { WebPushSettings } from '../push/web-push-settings.ts';
import type { InvoiceSettings } from '../modules/billing/invoice-settings.ts';
import { adminInvoicesApi } from './admin/invoices.ts';

/** Everything a router may be given; each factory below picks what it needs. */
export interface RouterDependencies {
  db: Database;
  auth: Auth;
  services: WebServices;
  mailer: Mailer;
  logger: Logger;
  storage: Storage;
  liveUpdates: LiveUpdates;
  jobs: JobRunner<SideEffectJob>;
  brandName: string;
  /** Whether X-Forwarded-* headers come from our own proxy (the host a request arrived on). */
  trustProxy: boolean;
  /** Absolute origin for links in e-mails and the sitemap. */
  baseUrl: string;
  now: () => Date;
  /** The push sender's keys and allowed origins (pages get the public key only). */
  webPush: WebPushSettings;
  /** The platform as the seller on its invoices, and the VAT it charges. */
  invoiceSettings: InvoiceSettings;
}

export interface RouterEntry {
  /** Answered before the session is read: needs no cookie and never sees `c.get('user')`. */
  sessionless?: true;
  create: (deps: RouterDependencies) => Hono<AppEnv>;
}

export const ROUTERS: readonly RouterEntry[] = [
  {
    sessionless: true,
    create: (d) =>
      siteFiles({
        db: d.db,
        siteUrl: d.baseUrl,
        brandName: d.brandName,
        storage: d.storage,
        trustProxy: d.trustProxy,
      }),
  },
  { create: (d) => logAnErrorApi(d.db, d.now) },
  { create: (d) => businessApi(d.services.catalog) },
  { create: (d) => contactApi(d.services.contact) },
  { create: (d) => profileApi(d) },
  { create: (d) => userNotificationsApi(d) },
  { create: (d) => scheduleApi(d) },
  { create: (d) => adminSchedulesApi(d) },
  { create: (d) => adminScheduleOverridesApi(d) },
  { create: (d) => adminHolidaysApi(d) },
  { create: (d) => userAppointmentsApi(d) },
  { create: (d) => userFavouritesApi(d) },
  // Marketing consent: the client's own, and the letters' one-click unsubscribe.
  { create: (d) => userMarketingConsentsApi(d) },
  { create: (d) => publicMarketingApi(d) },
  // The waitlist: the client's entries and offers, and the salon's day list.
  { create: (d) => userWaitlistApi(d) },
  { create: (d) => adminWaitlistApi(d) },
  // Business set-up: profile and rules, services, team, billing, onboarding, operator tools.
  { create: (d) => adminBusinessApi(d) },
  { create: (d) => adminServicesApi(d) },
  { create: (d) => adminSpecialistsApi(d) },
  { create: (d) => adminBillingApi(d) },
  { create: (d) => adminInvoicesApi(d) },
  { create: (d) => adminStatisticsApi(d) },
  { create: (d) => adminOnboardingApi(d) },
  { create: (d) => adminOperatorApi(d) },
  // Admin appointments and the calendar: list, create (one or a series), change, blocked time, free times,
  // calendar data, live events.
  { create: (d) => adminAppointmentsApi(d) },
  { create: (d) => adminTimeBlocksApi(d) },
  { create: (d) => calendarApi(d) },
  { create: (d) => adminCalendarApi(d) },
  { create: (d) => adminImagesApi(d) },
  { create: (d) => adminClientCardsApi(d) },
  { create: (d) => adminClientImportApi(d) },
  { create: (d) => adminInvitationsApi(d) },
  { create: (d) => publicInvitationsApi(d) },
  // Reviews: the client's, the public list, the business's answers and the operator's hiding.
  { create: (d) => userReviewsApi(d) },
  { create: (d) => publicReviewsApi(d.db) },
  { create: (d) => adminReviewsApi(d) },
  { create: (d) => webPushApi(d) },
];

/** The paths `createApp` answers itself, outside the routers. */
export const APP_PATHS = {
  health: '/healthz',
  /** Prometheus metrics, only where METRICS_TOKEN is set. */
  metrics: '/metrics',
  assets: '/assets/*',
  serviceWorker: '/sw.js',
  uploads: '/uploads/*',
  auth: '/api/auth/*',
  openApi: '/api/openapi.json',
  docsBundle: '/api/docs/scalar.js',
  docs: '/api/docs',
  api: '/api/*',
} as const;

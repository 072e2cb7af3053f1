// The server capabilities that page loaders and actions may call, grouped by domain. Each group's types
// live in its own contracts file; the server implements them in src/server/web-services.ts.
import type { AdminAppointmentServices } from './admin-appointments.ts';
import type { AdminBusinessServices } from './admin-business.ts';
import type { AdminScheduleServices } from './admin-schedules.ts';
import type { BookingServices } from './booking.ts';
import type { CatalogServices } from './catalog.ts';
import type { ContactServices } from './contact.ts';
import type { ClientCardServices } from './client-cards.ts';
import type { FavouriteServices } from './favourites.ts';
import type { MarketingServices } from './marketing-consent.ts';
import type { ImageServices } from './images.ts';
import type { InvitationServices } from './invitations.ts';
import type { InvoiceServices } from './admin-invoices.ts';
import type { JobServices } from './jobs.ts';
import type { NotificationServices } from './notifications.ts';
import type { OperatorServices } from './admin-onboarding.ts';
import type { StatisticsServices } from './admin-statistics.ts';
import type { ProfileServices } from './profile.ts';
import type { ReviewServices } from './reviews.ts';
import type { TimeBlockServices } from './admin-time-blocks.ts';
import type { WaitlistServices } from './waitlist.ts';

export interface WebServices {
  health: { databaseReachable(): Promise<boolean> };
  catalog: CatalogServices;
  booking: BookingServices;
  contact: ContactServices;
  images: ImageServices;
  clientCards: ClientCardServices;
  invitations: InvitationServices;
  adminSchedules: AdminScheduleServices;
  adminBusiness: AdminBusinessServices;
  adminAppointments: AdminAppointmentServices;
  jobs: JobServices;
  operator: OperatorServices;
  invoices: InvoiceServices;
  statistics: StatisticsServices;
  reviews: ReviewServices;
  notifications: NotificationServices;
  timeBlocks: TimeBlockServices;
  profile: ProfileServices;
  favourites: FavouriteServices;
  marketing: MarketingServices;
  waitlist: WaitlistServices;
}

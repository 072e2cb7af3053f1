import type { PublicBusiness } from '../../../contracts/catalog.ts';

/** What the booking page needs of a business: no reviews, gallery or anything else heavy. */
export type BookingBusiness = Pick<
  PublicBusiness,
  'id' | 'slug' | 'name' | 'address' | 'phone' | 'email' | 'logo' | 'onboarded' | 'services' | 'specialists'
>;

export function toBookingBusiness(business: PublicBusiness): BookingBusiness {
  const { id, slug, name, address, phone, email, logo, onboarded, services, specialists } = business;
  return { id, slug, name, address, phone, email, logo, onboarded, services, specialists };
}

import type { Area, PublicBusiness } from '../../../contracts/catalog.ts';

/** What the booking page needs of a business: no reviews, gallery or anything else heavy. */
export type BookingBusiness = Pick<
  PublicBusiness,
  'id' | 'slug' | 'name' | 'address' | 'phone' | 'email' | 'logo' | 'onboarded' | 'services' | 'specialists'
>;

export function toBookingBusiness(business: PublicBusiness): BookingBusiness {
  const { id, slug, name, address, phone, email, logo, onboarded, services, specialists } = business;
  return { id, slug, name, address, phone, email, logo, onboarded, services, specialists };
}

export interface ServiceGroup {
  area: string;
  title: string;
  services: PublicService[];
}

type PublicService = PublicBusiness['services'][number];

/** Services grouped by area, in the catalogue's area order; unknown areas last under their slug. */
export function groupServicesByArea(
  services: readonly PublicService[],
  areas: readonly Area[],
): ServiceGroup[] {
  const order = new Map(areas.map((area, index) => [area.slug, index]));
  const groups = new Map<string, PublicService[]>();
  for (const service of services) {
    const list = groups.get(service.area) ?? [];
    list.push(service);
    groups.set(service.area, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([area, list]) => ({
      area,
      title: areas.find((candidate) => candidate.slug === area)?.name ?? area,
      services: list,
    }));
}

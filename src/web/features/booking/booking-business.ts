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

/** `tel:` link for a Lithuanian number as stored (`+37065512345`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * `+370 655 12345` (mobile), `+370 5 212 3456` (Vilnius), `+370 37 123 456` (other cities): grouped the way
 * Lithuanians read numbers, without loading the full phone library into the page.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const mobile = /^\+370(6\d{2})(\d{5})$/.exec(digits);
  if (mobile) return `+370 ${mobile[1]} ${mobile[2]}`;
  const vilnius = /^\+3705(\d{3})(\d{4})$/.exec(digits);
  if (vilnius) return `+370 5 ${vilnius[1]} ${vilnius[2]}`;
  const city = /^\+370(\d{2})(\d{3})(\d{3})$/.exec(digits);
  if (city) return `+370 ${city[1]} ${city[2]} ${city[3]}`;
  return phone;
}

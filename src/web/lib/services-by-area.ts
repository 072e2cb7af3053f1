import type { Area, PublicBusiness } from '../../contracts/catalog.ts';

type PublicService = PublicBusiness['services'][number];

export interface ServiceGroup {
  /** The area's slug. */
  slug: string;
  /** The catalogue's area; null for an area it does not know. */
  area: Area | null;
  /** The area's name, or its slug when the catalogue does not know it. */
  title: string;
  services: PublicService[];
}

/** Services grouped by area, in the catalogue's area order (unknown areas last), each in the business's order. */
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
    .map(([slug, list]) => {
      const area = areas.find((candidate) => candidate.slug === slug) ?? null;
      return { slug, area, title: area?.name ?? slug, services: list };
    });
}

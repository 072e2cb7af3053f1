import { asc } from 'drizzle-orm';
import type { Area, Location } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, business, location } from '../../db/schema.ts';

export function listAreas(db: DbOrTx): Promise<Area[]> {
  return db
    .select({ slug: area.slug, name: area.name, specialistsTitle: area.specialistsTitle })
    .from(area)
    .orderBy(asc(area.sortOrder), asc(area.name));
}

export function listLocations(db: DbOrTx): Promise<Location[]> {
  return db
    .select({ slug: location.slug, name: location.name, nameLocative: location.nameLocative })
    .from(location)
    .orderBy(asc(location.sortOrder), asc(location.name));
}

/** A business with its city (slug and display name), as business lists select it: join `location` for it. */
export const businessWithCityColumns = {
  id: business.id,
  slug: business.slug,
  name: business.name,
  city: location.slug,
  cityName: location.name,
};

/** The same fields of a selected row, first in a list item. */
export function businessWithCity(row: {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  cityName: string | null;
}) {
  return { id: row.id, slug: row.slug, name: row.name, city: row.city, cityName: row.cityName };
}

import { asc } from 'drizzle-orm';
import type { Area, Location } from '../../../contracts/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { area, location } from '../../db/schema.ts';

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

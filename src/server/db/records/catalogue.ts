import type { DbOrTx } from '../client.ts';
import { area, location } from '../schema.ts';

export interface Catalogue {
  areas: readonly (typeof area.$inferInsert)[];
  locations: readonly (typeof location.$inferInsert)[];
}

/** Areas and locations by slug; inserts those of `catalogue` that are missing. */
export async function ensureCatalogue(
  db: DbOrTx,
  catalogue: Catalogue,
): Promise<{ areas: Map<string, string>; locations: Map<string, string> }> {
  await db
    .insert(area)
    .values([...catalogue.areas])
    .onConflictDoNothing({ target: area.slug });
  await db
    .insert(location)
    .values([...catalogue.locations])
    .onConflictDoNothing({ target: location.slug });
  const areas = await db.select({ id: area.id, slug: area.slug }).from(area);
  const locations = await db.select({ id: location.id, slug: location.slug }).from(location);
  return {
    areas: new Map(areas.map((row) => [row.slug, row.id])),
    locations: new Map(locations.map((row) => [row.slug, row.id])),
  };
}
